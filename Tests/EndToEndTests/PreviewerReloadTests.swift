import Foundation
import GridTestSupport
import Testing

extension InteractiveTests {
  /// `r` and saving the fixture reload it; a broken file keeps the last good layout on screen.
  @Suite struct PreviewerReloadTests {
    /// The demo copied to a new folder (kept as long as the value), and the previewer on the copy.
    struct Copy {
      let folder: TemporaryFolder
      let path: String
      let tmux: TmuxSession

      init() throws {
        folder = try TemporaryFolder()
        let demo = try Data(contentsOf: Executable.fixtures.appendingPathComponent("demo.json"))
        path = try folder.write(demo, to: "demo.json")
        tmux = try TmuxSession.previewer([path])
      }
    }

    func rewrite(_ path: String, replacing old: String, with new: String) throws {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains(old))
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func rReloadsTheFixture() throws {
      let copy = try Copy()
      let tmux = copy.tmux
      try tmux.send("r")
      let screen = try tmux.waitForStatus("reloaded")
      #expect(layoutArea(of: screen).hasPrefix(" Fruit"))
    }

    @Test func savingTheFixtureUpdatesTheScreenWithinTwoSeconds() throws {
      let copy = try Copy()
      let (path, tmux) = (copy.path, copy.tmux)
      try rewrite(path, replacing: #""header": "Fruit""#, with: #""header": "Vegetables""#)
      let start = Date()
      let screen = try tmux.waitForScreen(timeout: 10, "the new header") {
        layoutArea(of: $0).hasPrefix(" Vegetables")
      }
      let seconds = Date().timeIntervalSince(start)
      #expect(layoutArea(of: screen).hasPrefix(" Vegetables"))
      #expect(
        seconds < 2.5, "the change showed after \(seconds) s; the previewer polls every 0.5 s when idle")
      #expect(TmuxSession.statusBar(of: screen).contains("reloaded"))
    }

    @Test func aBrokenFileKeepsTheLastGoodLayoutAndShowsTheError() throws {
      let copy = try Copy()
      let (path, tmux) = (copy.path, copy.tmux)
      let before = try tmux.screen()
      try rewrite(path, replacing: #""header": "Fruit","#, with: #""header": "Fruit",,"#)
      let screen = try tmux.waitForScreen(timeout: 10, "a changed status bar") {
        TmuxSession.statusBar(of: $0) != TmuxSession.statusBar(of: before)
      }
      let status = TmuxSession.statusBar(of: screen)
      #expect(status.contains(path.prefix(20)), "status bar: \(status)")
      #expect(Array(lines(screen).prefix(29)) == Array(lines(before).prefix(29)), "the layout stays")
      #expect(!tmux.hasExited())
      // The problems panel shows the whole error, with its line and column.
      try tmux.send("w")
      let panel = try tmux.waitForScreen(containing: "Problems", timeout: 10)
      #expect(panel.replacingOccurrences(of: "\n", with: "").contains("demo.json:"), "\(panel)")
      try tmux.send("w")
      try tmux.waitForScreen("the panel closed") { !$0.contains("Problems") }
      // Fixing the file brings the new content.
      try rewrite(path, replacing: #""header": "Fruit",,"#, with: #""header": "Fruits","#)
      try tmux.waitForScreen(timeout: 10, "the fixed header") { layoutArea(of: $0).hasPrefix(" Fruits") }
    }

    @Test func theDemoHasNoFileToReload() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("r")
      try tmux.waitForStatus("no file to reload")
    }

    @Test func fixtureTextCannotControlTheTerminal() throws {
      let folder = try TemporaryFolder()
      let path = try folder.write(HostileFixture.json, to: "hostile.json")
      let tmux = try TmuxSession.previewer([path], width: 80, height: 24)
      let screen = try tmux.screen()
      for placeholder in ["␛[2J␛[H", "␛[31mred", "␦2J", "live"] {
        #expect(screen.contains(placeholder), "missing \(placeholder)")
      }
      #expect(try tmux.display("#{pane_title}") != "pwned")
      #expect(try tmux.terminalModes().alternateScreen)
    }
  }
}
