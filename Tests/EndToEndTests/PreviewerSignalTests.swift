import Foundation
import GridTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension InteractiveTests {
  /// Every signal that ends the previewer restores the terminal first — alternate screen off, cursor
  /// shown, the terminal's modes (`stty`) as they were — and nothing is drawn over the screen.
  @Suite struct PreviewerSignalTests {
    /// The modes a pane's terminal has with nothing running in it: what must be back after the end.
    static func freshModes() throws -> String {
      let idle = try TmuxSession(["sleep", "30"])
      return try idle.ttyModes()
    }

    @Test(arguments: [SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM])
    func aSignalThatEndsThePreviewerRestoresTheTerminal(_ signal: Int32) throws {
      let fresh = try Self.freshModes()
      let tmux = try TmuxSession.previewer()
      #expect(try tmux.ttyModes() != fresh, "curses changed the modes while running")
      let pid = try #require(try tmux.programPID())
      #expect(kill(pid, signal) == 0)
      #expect(tmux.waitForExit() == 128 + signal)
      let modes = try tmux.terminalModes()
      #expect(!modes.alternateScreen && modes.cursorVisible)
      let after = try tmux.ttyModes()
      #expect(after == fresh, "\(after) after, \(fresh) fresh")
      #expect(!(try tmux.screen()).contains("Fatal error"), "no crash report")
    }

    /// A crash signal sent with kill (no fault to repeat) ends the previewer too, the terminal
    /// restored — it used to shut curses down and keep running with echo on — whether Swift's
    /// backtracer is on (it reports, then the signal ends the process) or off.
    ///
    /// The backtracer symbolicates the debug binary before the process ends, which takes seconds
    /// when the other tests load the machine (ten of these run at once): the exit gets a minute,
    /// and tmux the time to apply the report before the modes are read.
    @Test(arguments: [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT], ["enable=no", "enable=yes,interactive=no"])
    func aCrashSignalFromKillEndsThePreviewer(_ signal: Int32, backtracer: String) throws {
      let fresh = try Self.freshModes()
      let tmux = try TmuxSession([Executable.path], environment: ["SWIFT_BACKTRACE": backtracer])
      try tmux.waitForScreen("the first frame") { TmuxSession.statusBar(of: $0).contains(" pt") }
      let pid = try #require(try tmux.programPID())
      #expect(kill(pid, signal) == 0)
      #expect(tmux.waitForExit(timeout: 60) == 128 + signal)
      let modes = try tmux.waitForTerminalModes(alternateScreen: false, cursorVisible: true)
      #expect(!modes.alternateScreen && modes.cursorVisible)
      let after = try tmux.ttyModes()
      #expect(after == fresh, "\(after) after, \(fresh) fresh")
    }

    /// Ctrl-S is not XOFF: the screen keeps answering keys.
    @Test func ctrlSDoesNotFreezeTheScreen() throws {
      let tmux = try TmuxSession.previewer()
      try tmux.send("C-s")
      try tmux.send("+")
      try tmux.waitForStatus("xL 19 pt", timeout: 5)
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
    }

    /// The watched fixture replaced by a FIFO: the reload refuses it at once, the status bar says so,
    /// and keys keep working.
    @Test func aFifoReplacingTheFixtureIsRefusedAndKeysKeepWorking() throws {
      let folder = try TemporaryFolder()
      let demo = try Data(contentsOf: Executable.fixtures.appendingPathComponent("demo.json"))
      let path = try folder.write(demo, to: "demo.json")
      // Wide enough for the whole message beside the essentials.
      let tmux = try TmuxSession.previewer([path], width: 200)
      #expect(unlink(path) == 0)
      #expect(mkfifo(path, 0o644) == 0)
      try tmux.waitForStatus("not a regular file", timeout: 10)
      try tmux.send("+")
      try tmux.waitForStatus("xL 19 pt", timeout: 5)
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
    }
  }
}
