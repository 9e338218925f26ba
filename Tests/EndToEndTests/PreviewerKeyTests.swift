import Foundation
import Testing

extension InteractiveTests {
  /// What the first screen shows and what the keys do.
  @Suite struct PreviewerKeyTests {
    @Test func theFirstScreenShowsTheDemoAndTheStatusBar() throws {
      let tmux = try TmuxSession.previewer()
      let screen = try tmux.screen()
      #expect(layoutArea(of: screen).hasPrefix(" Fruit"))
      #expect(screen.contains("┌──") && screen.contains("│ Apple") && screen.contains("┘"))
      let status = TmuxSession.statusBar(of: screen)
      for part in ["grid", "3 columns", "100 wide", "L 17 pt", "22 items", "? help"] {
        #expect(status.contains(part), "status bar: \(status)")
      }
      #expect(lines(screen).count >= 30)
    }

    /// Without a UTF-8 locale the previewer draws `+ - |` boxes and its own words in ASCII.
    @Test func aPosixLocaleGetsAsciiBoxesAndChrome() throws {
      let tmux = try TmuxSession.previewer(environment: ["LANG": "C", "LC_ALL": "C"])
      let screen = try tmux.screen()
      #expect(screen.contains("+---") && screen.contains("| Apple"))
      #expect(!screen.contains("┌") && !screen.contains("│"))
      let status = TmuxSession.statusBar(of: screen)
      #expect(status.contains("grid | 3 columns") && status.contains("rows 1-28 of"), "\(status)")
    }

    @Test func plusStepsTheTextSizeAndBoxesGrowTaller() throws {
      let tmux = try TmuxSession.previewer()
      let before = try tmux.screen()
      try tmux.send("+")
      let after = try tmux.waitForStatus("xL 19 pt")
      #expect(TmuxSession.statusBar(of: after).contains("xL 19 pt"))
      // The first row of boxes ends lower: its tallest cell wraps to more lines.
      let firstBottom = { (screen: String) in lines(screen).firstIndex { $0.contains("└") } ?? -1 }
      #expect(firstBottom(after) > firstBottom(before), "before:\n\(before)\nafter:\n\(after)")
      #expect(TmuxSession.statusBar(of: before).contains("of 88"))
      #expect(!TmuxSession.statusBar(of: after).contains("of 88"), "the content grew")
      try tmux.send("-")
      let back = try tmux.waitForStatus("L 17 pt")
      #expect(back == before)
    }

    @Test func textSizeKeysStopAtTheEnds() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("]", times: 12)
      try tmux.waitForStatus("AX5")
      try tmux.send("[", times: 12)
      try tmux.waitForStatus("xS 14 pt")
      #expect(try tmux.statusBar().contains("xS 14 pt"))
    }

    @Test func narrowingPastABreakpointChangesTheColumnCount() throws {
      let tmux = try TmuxSession.previewer(width: 100)
      // The demo: 1 column below 40, 2 below 80, 3 below 120, 4 from 120.
      try tmux.send("h", times: 21)
      let screen = try tmux.waitForStatus("79 wide")
      #expect(TmuxSession.statusBar(of: screen).contains("3 → 2 columns"))
      #expect(screen.contains("▏"), "the layout's edge is marked")
      try tmux.send("L")
      try tmux.waitForStatus("89 wide")
      #expect(try tmux.statusBar().contains("2 → 3 columns"))
      try tmux.send("0")
      try tmux.waitForStatus("100 wide", "3 columns")
    }

    @Test func helpListsTheKeysAndEscClosesIt() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("?")
      let help = try tmux.waitForScreen(containing: "narrow / widen")
      #expect(help.contains("text size"))
      #expect(TmuxSession.statusBar(of: help).contains("Esc closes"))
      try tmux.send("Escape")
      let closed = try tmux.waitForScreen("the help closed") { !$0.contains("narrow / widen") }
      #expect(!closed.contains("narrow / widen"))
      #expect(!tmux.hasExited(), "Esc closes the help, not the previewer")
      #expect(TmuxSession.statusBar(of: closed).contains("? help"))
    }

    @Test func mCyclesTheLayouts() throws {
      let tmux = try TmuxSession.previewer()
      // The demo has no SwiftUI grid of its own: three flexible columns at 100 wide (its column rule).
      let lazy = "LazyVGrid · flexible 10–∞ pt + flexible 10–∞ pt + flexible 10–∞ pt"
      // Nor a compositional section: Apple's "Grid" sample at the column rule's count.
      let compositional = "Compositional · horizontal · 3 a group · estimated"
      for layout in ["flow", "waterfall", "list", lazy, compositional, "grid"] {
        try tmux.send("m")
        let status = TmuxSession.statusBar(of: try tmux.waitForStatus(" \(layout) │"))
        #expect(status.hasPrefix(" \(layout) │"), "status bar: \(status)")
      }
    }

    @Test func cComparesFlowWithTheGrid() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("c")
      let screen = try tmux.waitForStatus("flow vs grid")
      #expect(lines(screen)[1].hasPrefix(" flow · 49 wide · 2 columns"), "\(screen)")
      #expect(lines(screen)[1].contains("flexible row height grid · 49 wide · 2 columns"))
      try tmux.send("c")
      try tmux.waitForStatus(" grid │")
    }

    @Test func scrollKeysMoveTheRowsShown() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("j")
      try tmux.waitForStatus("rows 2–29 of 88")
      try tmux.send("G")
      try tmux.waitForStatus("rows 61–88 of 88")
      try tmux.send("k")
      try tmux.waitForStatus("rows 60–87 of 88")
      try tmux.send("g")
      let top = try tmux.waitForStatus("rows 1–28 of 88")
      #expect(layoutArea(of: top).hasPrefix(" Fruit"))
    }
  }
}
