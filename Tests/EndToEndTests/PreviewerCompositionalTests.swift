import Foundation
import GridTestSupport
import Testing

extension InteractiveTests {
  /// A compositional layout in the real previewer, driven in tmux: the status bar names its group,
  /// `m` cycles to it from another layout, the inspector says what decided an item's width and
  /// height, and the compare view puts estimated heights beside uniform ones.
  @Suite struct PreviewerCompositionalTests {
    static var fixture: String {
      Executable.fixtures.appendingPathComponent("compositional-two-columns.json").path
    }

    @Test func theStatusBarInspectorAndCompareViewSpeakCompositional() throws {
      let tmux = try TmuxSession.previewer([Self.fixture], width: 120, height: 40)
      try tmux.waitForStatus("Compositional · horizontal · 2 a group · estimated")
      try tmux.send("Enter", "i")
      var screen = try tmux.waitForScreen(containing: "Inspector")
      #expect(screen.contains("Cell 0.0"), "\(screen)")
      screen = try tmux.waitForScreen(containing: "one of 2 equal slots")
      #expect(screen.contains("measured"), "\(screen)")
      try tmux.send("Escape")
      try tmux.waitForScreen("the selection cleared") { !$0.contains("Inspector") }
      try tmux.send("c")
      screen = try tmux.waitForScreen(containing: "estimated")
      try tmux.waitForStatus("estimated vs uniform")
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
    }

    /// `m` from the grid reaches the compositional layout (Apple's "Grid" at the column rule's count
    /// for a fixture without a section of its own) after LazyVGrid, and the grid after it.
    @Test func mCyclesToTheCompositionalLayout() throws {
      let tmux = try TmuxSession.previewer([Self.fixture, "--layout", "lazyVGrid"], width: 100, height: 30)
      try tmux.waitForStatus("LazyVGrid")
      try tmux.send("m")
      try tmux.waitForStatus("Compositional · horizontal · 2 a group")
      try tmux.send("m")
      try tmux.waitForStatus("grid")
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
    }
  }
}
