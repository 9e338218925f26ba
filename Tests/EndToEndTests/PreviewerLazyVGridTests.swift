import Foundation
import GridTestSupport
import Testing

extension InteractiveTests {
  /// A SwiftUI grid in the real previewer, driven in tmux: the status bar names its resolved columns,
  /// the inspector says why a column is as wide as it is, the compare view puts it beside the same
  /// columns stretched, and a text-size step keeps all of it.
  @Suite struct PreviewerLazyVGridTests {
    static var fixture: String { Executable.fixtures.appendingPathComponent("lazyvgrid-columns.json").path }

    @Test func theStatusBarInspectorAndCompareViewSpeakSwiftUI() throws {
      // 160 columns at 8 points: 1280 points. 1280 − 16 − 70 = 1194 for two columns: the adaptive
      // one is offered 597, which holds 12 columns of 40 with 8 between.
      let tmux = try TmuxSession.previewer([Self.fixture], width: 160, height: 40)
      try tmux.waitForStatus("LazyVGrid · fixed 70 pt + 12 × adaptive 40–∞ pt + flexible 10–300 pt")
      try tmux.send("Enter", "Right", "i")
      var screen = try tmux.waitForScreen(containing: "Inspector")
      #expect(screen.contains("Cell 0.1"), "\(screen)")
      // The inspector wraps its lines at its width.
      screen = try tmux.waitForScreen(containing: "GridItem 2 (adaptive 40–∞ pt): offered")
      #expect(screen.contains("597 pt, which holds 12 columns of its"), "\(screen)")
      #expect(screen.contains("own height"))
      try tmux.send("+")
      try tmux.waitForStatus("xL 19 pt")
      screen = try tmux.waitForScreen(containing: "size xL, body 19 pt")
      #expect(screen.contains("Cell 0.1"))
      // Escape on its own (followed at once by a key it would read as Alt+that key).
      try tmux.send("Escape")
      try tmux.waitForScreen("the selection cleared") { !$0.contains("Inspector") }
      try tmux.send("c")
      screen = try tmux.waitForScreen(containing: "flexible row height grid")
      #expect(screen.contains("LazyVGrid"), "\(screen)")
      try tmux.waitForStatus("LazyVGrid vs grid")
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
    }

    /// A cell shorter than its row says so in the inspector, with the modifier that fills the row.
    @Test func theInspectorSaysWhyACellIsShorterThanItsRow() throws {
      // At 49 columns (an iPhone), AX3: the Followers cell is the tallest of its row, Replies
      // (a flexible column, centred) is shorter.
      let tmux = try TmuxSession.previewer(
        [Self.fixture, "--category", "AX3", "--width", "49"], width: 140, height: 44)
      try tmux.send("Enter")
      for _ in 0..<4 { try tmux.send("Right") }
      try tmux.send("i")
      let screen = try tmux.waitForScreen(containing: "Cell 0.4")
      #expect(screen.contains("shorter than its row"), "\(screen)")
      #expect(screen.contains(".frame(maxHeight: .infinity)"), "\(screen)")
    }
  }
}
