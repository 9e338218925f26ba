import Foundation
import GridScene
import Testing

extension InteractiveTests {
  /// The screen shows its own state at any size, and input the previewer does not know is ignored.
  @Suite struct PreviewerScreenTests {
    @Test func theTitleLineNamesTheFixtureAndItsFile() throws {
      let demo = try TmuxSession.previewer()
      let first = lines(try demo.screen())[0]
      #expect(first.hasPrefix(" GridPreview demo"), "\(first)")
      #expect(first.contains("— built-in demo"))
      let file = Executable.fixtures.appendingPathComponent("sections.json").path
      // Wide enough for the whole path wherever the checkout is: the title and the file, whole.
      let tmux = try TmuxSession.previewer([file], width: 240, height: 20)
      let title = lines(try tmux.waitForStatus("? help"))[0]
      let fixtureTitle = try #require(
        (try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
          as? [String: Any])?["title"]
          as? String)
      #expect(title.hasPrefix(" \(fixtureTitle) — \(file)"), "\(title)")
    }

    /// At 46 columns the status bar has no room for everything: the text size is what stays.
    @Test func aNarrowStatusBarStillShowsTheTextSize() throws {
      let tmux = try TmuxSession.previewer(width: 46, height: 20)
      let status = TmuxSession.statusBar(of: try tmux.waitForStatus("L 17 pt"))
      #expect(status.contains("46 wide") && status.contains("columns"), "\(status)")
      try tmux.send("+")
      #expect(TmuxSession.statusBar(of: try tmux.waitForStatus("xL 19 pt")).contains("xL 19 pt"))
    }

    /// At the smallest size the previewer draws on, the help can be scrolled through every binding,
    /// and no word of it is cut.
    @Test func theHelpScrollsThroughEveryBindingAt20By6() throws {
      let tmux = try TmuxSession.previewer(width: 20, height: 6)
      try tmux.waitForStatus("pt")
      try tmux.send("?")
      var screen = try tmux.waitForScreen(containing: "Keys")
      var seen: [String] = []
      for _ in 0..<1000 {
        // The box's inside: rows between its borders, columns between "│ " and " │".
        let inside = lines(screen).dropLast().filter { $0.hasPrefix("│") }.map {
          String($0.dropFirst(2).dropLast(2))
        }
        seen += inside
        // The bottom border says which lines show: "a–b of n"; at the end b is n.
        let border = lines(screen).dropLast().last { $0.hasPrefix("└") } ?? ""
        let numbers = border.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        if numbers.count == 3, numbers[1] == numbers[2] { break }
        let before = screen
        try tmux.send("Down")
        screen = try tmux.waitForScreen(timeout: 5, "the help scrolled") { $0 != before }
      }
      let words = Set(seen.flatMap { $0.split(separator: " ").map(String.init) })
      for expected in [
        "narrow", "widen", "column", "rotate:", "portrait", "landscape", "text", "size", "(12",
        "sizes)", "scroll", "page", "top", "bottom", "layout:", "compare", "flexible", "grid", "waterfall",
        "stretch:", "collapse", "borders", "reload", "fixture", "save)", "problems:", "this", "help", "quit",
        "repaint", "screen", "pan", "PgUp", "PgDn", "Ctrl-L", "Home", "End", "inspector:", "drivers",
        "device",
        "find", "selection:",
      ] {
        #expect(words.contains(expected), "the help never showed “\(expected)”")
      }
      // Every word seen is a word of the help, not a piece of one.
      let helpWords = Set(
        KeyBindings.helpEntries.flatMap { ($0.label + " " + $0.text).split(separator: " ") }.map(String.init))
      let readme = try ReadmeTests.section("Keys", in: "docs/keys.md")
      for word in words where !helpWords.contains(word) {
        #expect(readme.contains(word), "“\(word)” is no word of the help")
      }
      try tmux.send("Escape")
      try tmux.waitForScreen("the help closed") { !$0.contains("Keys") }
      #expect(!tmux.hasExited())
    }

    /// A width of 200 in a 120-column terminal is laid out at 200 (4 columns) and panned.
    @Test func aWidthWiderThanTheTerminalPans() throws {
      let tmux = try TmuxSession.previewer(["--width", "200"], width: 120, height: 30)
      let screen = try tmux.waitForStatus("200 wide", "4 columns")
      #expect(lines(screen)[0].contains("columns 1–120 of 200"), "\(lines(screen)[0])")
      try tmux.send(">", ">", ">")
      let panned = try tmux.waitForScreen(containing: "columns 31–150 of 200")
      #expect(lines(panned)[0].contains("◂"))
      try tmux.send("End")
      try tmux.send("<", times: 10)
      try tmux.waitForScreen(containing: "columns 1–120 of 200")
    }

    @Test func altKeysDoNotQuit() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("M-j", "M-q", "M-Q")
      try tmux.send("j")
      try tmux.waitForStatus("rows 2–29 of 88")
      #expect(!tmux.hasExited())
    }

    /// tmux sends Home and End as `Esc [ 1 ~` and `Esc [ 4 ~`: top and bottom, not Esc (quit).
    @Test func homeAndEndUnderTmuxMoveToTopAndBottom() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("End")
      try tmux.waitForStatus("rows 61–88 of 88")
      try tmux.send("Home")
      try tmux.waitForStatus("rows 1–28 of 88")
      try tmux.sendBytes("\u{1B}[4~")
      try tmux.waitForStatus("rows 61–88 of 88")
      try tmux.sendBytes("\u{1B}[1~")
      try tmux.waitForStatus("rows 1–28 of 88")
      #expect(!tmux.hasExited())
    }

    /// Sequences the previewer has no key for are skipped whole: none quits, none acts as letters.
    @Test func unknownEscapeSequencesAreIgnored() throws {
      let tmux = try TmuxSession.previewer()
      let unknown = [
        "\u{1B}[99~", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[I", "\u{1B}[O", "\u{1B}[?1;2c", "\u{1B}[12;40R",
        "\u{1B}[1;2;3A", "\u{1B}Ox", "\u{1B}[>0;95;0c", "\u{1B}[24;5~", "\u{1B}[3;3~", "\u{1B}[Z",
        "\u{1B}[<35;1;1M", "\u{1B}[2~", "\u{1B}[3~",
        // Control strings, as terminals send them in reply (an APC "q" used to quit).
        "\u{1B}_q\u{1B}\\", "\u{1B}P1$rq\u{1B}\\", "\u{1B}]11;rgb:0000/0000/0000\u{07}",
      ]
      for sequence in unknown { try tmux.sendBytes(sequence) }
      try tmux.send("j")
      let screen = try tmux.waitForStatus("rows 2–29 of 88")
      #expect(!tmux.hasExited())
      #expect(TmuxSession.statusBar(of: screen).contains("L 17 pt"), "no letter of a sequence acted")
      #expect(TmuxSession.statusBar(of: screen).contains(" grid │"))
    }

    @Test func f1OpensTheHelp() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("F1")
      try tmux.waitForScreen(containing: "narrow / widen")
      try tmux.send("q")
      try tmux.waitForScreen("the help closed") { !$0.contains("narrow / widen") }
      #expect(!tmux.hasExited(), "q closes the help first")
    }

    @Test func aWidthTooNarrowForABoxSaysSo() throws {
      let tmux = try TmuxSession.previewer(["--width", "2"], width: 60, height: 20)
      try tmux.waitForScreen(containing: "too narrow")
    }

    @Test func sInGridModeSaysItDoesNothingThere() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("s")
      try tmux.waitForStatus("waterfall layout only")
    }
  }
}
