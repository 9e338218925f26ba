import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension InteractiveTests {
  /// Resizes, every way out (each restoring the terminal), and terminals it cannot use.
  @Suite struct PreviewerLifecycleTests {
    /// Expects the terminal restored: the alternate screen off and the cursor visible.
    func expectRestored(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
      let modes = try tmux.terminalModes()
      #expect(!modes.alternateScreen, "still in the alternate screen", sourceLocation: sourceLocation)
      #expect(modes.cursorVisible, "the cursor is hidden", sourceLocation: sourceLocation)
    }

    // MARK: Resizing

    @Test func resizingTheWindowLaysOutAgain() throws {
      let tmux = try TmuxSession.previewer(width: 100, height: 30)
      try tmux.resize(width: 130, height: 30)
      try tmux.waitForStatus("130 wide", "4 columns")
      try tmux.resize(width: 60, height: 20)
      let screen = try tmux.waitForStatus("60 wide", "2 columns")
      #expect(lines(screen).filter { !$0.isEmpty }.allSatisfy { $0.count <= 60 })
      #expect(
        TmuxSession.statusBar(of: screen) == lines(screen)[19].description, "the status bar is on row 20")
    }

    @Test func aStormOfResizesEndsOnACorrectScreen() throws {
      let tmux = try TmuxSession.previewer(width: 100, height: 30)
      let sizes = (0..<30).map { i in (width: 30 + (i * 37) % 110, height: 8 + (i * 11) % 30) }
      for size in sizes { try tmux.resize(width: size.width, height: size.height) }
      try tmux.resize(width: 90, height: 25)
      let screen = try tmux.waitForStatus("90 wide", "3 columns")
      #expect(!tmux.hasExited())
      #expect(layoutArea(of: screen).hasPrefix(" Fruit"))
      #expect(TmuxSession.statusBar(of: screen) == lines(screen)[24].description)
      #expect(TmuxSession.statusBar(of: screen).contains("rows 1–23 of"))
      // The same layout as a previewer started at that size (the status bar may still name the
      // column change from the last size drawn).
      let fresh = try TmuxSession.previewer(width: 90, height: 25)
      let layoutRows = { (screen: String) in lines(screen).prefix(24).joined(separator: "\n") }
      let freshRows = layoutRows(try fresh.screen())
      #expect(
        freshRows == layoutRows(screen),
        "\(LineDiff(expected: freshRows, actual: layoutRows(screen))?.rendered ?? "")")
    }

    // MARK: Ways out

    @Test func qExitsWithTheTerminalRestored() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      try expectRestored(tmux)
    }

    @Test func escWithoutHelpQuits() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("Escape")
      #expect(tmux.waitForExit() == 0)
      try expectRestored(tmux)
    }

    @Test func ctrlCExits130WithTheTerminalRestored() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("C-c")
      #expect(tmux.waitForExit() == 130)
      try expectRestored(tmux)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func aQuitSignalRestoresTheTerminalAndExits(_ signal: Int32, _ status: Int32) throws {
      let tmux = try TmuxSession.previewer()
      let pid = try #require(try tmux.programPID())
      #expect(kill(pid, signal) == 0)
      #expect(tmux.waitForExit() == status)
      try expectRestored(tmux)
    }

    /// A crash (a Swift trap is SIGILL) still leaves the terminal usable: the crash handler ends
    /// curses, then the fault repeats under the previous handler. `GRIDPREVIEW_TEST_CRASH` makes the
    /// previewer trap right after its first frame.
    @Test func aCrashRestoresTheTerminal() throws {
      let tmux = try TmuxSession(
        [Executable.path], environment: ["GRIDPREVIEW_TEST_CRASH": "1", "SWIFT_BACKTRACE": "enable=no"])
      #expect(tmux.waitForExit() == 128 + SIGILL)
      try expectRestored(tmux)
    }

    /// A dropped SSH connection hangs up the terminal; when the remote shell ignores SIGHUP, the
    /// kernel's SIGHUP reaches only that shell, and the previewer must notice the hang-up itself.
    @Test func aHangUpWithoutSIGHUPEndsThePreviewer() throws {
      let tmux = try TmuxSession([Executable.path], shellIgnoresHangup: true)
      try tmux.waitForScreen(containing: "? help")
      tmux.hangUp()
      #expect(tmux.waitForExit(timeout: 5) == 129)
    }

    // MARK: Terminals it cannot use

    @Test func termDumbIsRefusedWithAHint() throws {
      let tmux = try TmuxSession([Executable.path], environment: ["TERM": "dumb"])
      #expect(tmux.waitForExit() == 78)
      let screen = try tmux.screen(joined: true)
      #expect(screen.contains("TERM=dumb cannot move the cursor"))
      #expect(screen.contains("TERM=xterm-256color"))
      try expectRestored(tmux)
    }

    @Test func anUnknownTermIsRefused() throws {
      let tmux = try TmuxSession([Executable.path], environment: ["TERM": "vt9999"])
      #expect(tmux.waitForExit() == 78)
      let screen = try tmux.screen(joined: true)
      #expect(screen.contains("TERM=vt9999 is not in the terminfo database"))
      try expectRestored(tmux)
    }

    @Test func aMissingFixtureIsOneLineAndStatus66() throws {
      let tmux = try TmuxSession([Executable.path, "/nonexistent/fixture.json"])
      #expect(tmux.waitForExit() == 66)
      #expect(try tmux.screen().contains("gridpreview: /nonexistent/fixture.json: no such file"))
    }

    @Test func aTinyTerminalWaitsForAResize() throws {
      let tmux = try TmuxSession([Executable.path], width: 30, height: 5)
      let tiny = try tmux.waitForScreen(containing: "Terminal too small")
      #expect(tiny.contains("30×5, need 20×6"))
      try tmux.resize(width: 15, height: 5)
      try tmux.waitForScreen(containing: "15×5, need 20×6")
      #expect(!tmux.hasExited(), "it waits")
      try tmux.resize(width: 100, height: 30)
      let screen = try tmux.waitForStatus("3 columns", "100 wide")
      #expect(layoutArea(of: screen).hasPrefix(" Fruit"))
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
    }
  }
}
