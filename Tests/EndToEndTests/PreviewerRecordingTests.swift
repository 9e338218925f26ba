import Foundation
import GridTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension InteractiveTests {
  /// Recordings replayed by a real player: Debian's `asciinema cat` prints a recording's output into
  /// a tmux pane, and that pane must show what tmux showed when the session was live.
  @Suite(.enabled(if: Recording.asciinema != nil, "asciinema is not installed: replaying needs it"))
  struct PreviewerRecordingTests {
    /// A screen's lines without trailing spaces, and without the blank lines at its end (tmux's
    /// capture trims lines the same way).
    static func trimmed(_ lines: [some StringProtocol]) -> [String] {
      var result = lines.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }
      while result.last == "" { result.removeLast() }
      return result
    }

    /// `preview --record` in tmux: keys, a resize and a width step; the recording as it stands at
    /// the end replays to the screen tmux shows; after quitting, every line is still JSON with
    /// times that never go back, the resize events are tmux's resizes, and the keys are recorded.
    @Test func aLiveRecordingReplaysToTheScreenTmuxShows() throws {
      let folder = try TemporaryFolder()
      let path = folder.path("live.cast")
      let tmux = try TmuxSession.previewer(["preview", "--record", path, "--record-input"])
      try tmux.send("+")
      try tmux.waitForStatus("xL 19 pt")
      try tmux.resize(width: 80, height: 24)
      try tmux.waitForStatus("80 wide")
      try tmux.send("h")
      try tmux.waitForStatus("79 wide", "2 columns")
      let live = try tmux.screen()
      // The file is written as it goes: what it holds now is the session so far.
      let copy = try folder.write(Data(contentsOf: URL(fileURLWithPath: path)), to: "so-far.cast")
      let replayed = try Recording.replay(copy, width: 80, height: 24)
      #expect(replayed.screen == live)
      #expect(replayed.alternateScreen)

      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      let modes = try tmux.terminalModes()
      #expect(!modes.alternateScreen && modes.cursorVisible)
      let cast = try Recording(contentsOf: path)
      #expect(cast.width == 100 && cast.height == 30)
      #expect(cast.header["timestamp"] is Int)
      #expect(cast.timesNeverDecrease)
      #expect(cast.events("r").map(\.data) == ["80x24"])
      #expect(cast.events("i").map(\.data) == ["+", "h", "q"])
      // Replayed whole, it leaves the terminal as the session did: main screen, cursor shown.
      let whole = try Recording.replay(path, width: 80, height: 24)
      #expect(!whole.alternateScreen && whole.cursorVisible)
    }

    /// A crash still leaves a valid recording (and the terminal restored, through the recorder).
    @Test func aCrashLeavesAValidRecording() throws {
      let folder = try TemporaryFolder()
      let path = folder.path("crash.cast")
      let tmux = try TmuxSession(
        [Executable.path, "preview", "--record", path], environment: ["GRIDPREVIEW_TEST_CRASH": "1"])
      let status = tmux.waitForExit(timeout: 20)
      #expect(status == 128 + SIGILL || status == 128 + SIGTRAP, "\(String(describing: status))")
      let modes = try tmux.terminalModes()
      #expect(!modes.alternateScreen && modes.cursorVisible)
      let cast = try Recording(contentsOf: path)
      #expect(cast.timesNeverDecrease)
      #expect(
        cast.events("o").contains { $0.data.contains("\u{1B}[?1049l") }, "the previewer's goodbye is recorded"
      )
    }

    /// A signal to the recorder reaches the previewer, which ends as it would alone; the recording
    /// is valid and its last output leaves the alternate screen, then gives the terminal its
    /// implicit bidi mode back (two writes, so the relay may record them as one event or two).
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalEndsTheSessionAndLeavesAValidRecording(_ signal: Int32) throws {
      let folder = try TemporaryFolder()
      let path = folder.path("signal.cast")
      let tmux = try TmuxSession.previewer(["preview", "--record", path])
      let pid = try #require(try tmux.programPID())
      #expect(kill(pid, signal) == 0)
      #expect(tmux.waitForExit() == 128 + signal)
      let modes = try tmux.terminalModes()
      #expect(!modes.alternateScreen && modes.cursorVisible)
      let cast = try Recording(contentsOf: path)
      #expect(cast.timesNeverDecrease)
      let output = cast.events("o").map(\.data).joined()
      #expect(output.hasSuffix("\u{1B}[8h"), "the bidi mode is restored last")
      let leaving = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards))
      let entering = output.range(of: "\u{1B}[?1049h", options: .backwards)
      #expect(entering.map { $0.upperBound <= leaving.lowerBound } ?? true, "a frame after the goodbye")
      let after = output[leaving.upperBound...]
      #expect(after.count < 40, "nothing drawn after leaving the alternate screen: \(after.debugDescription)")
    }

    /// `record` and tmux agree: the tape's keys sent to the previewer in tmux end on the screen the
    /// recording replays to before the previewer is stopped, and the `--svg` picture holds the
    /// same text in every cell.
    @Test func aTapeReplaysToTheScreenTmuxShowsForTheSameKeys() throws {
      let folder = try TemporaryFolder()
      let keys = ["+", "+", "l", "H", "j", "]", "c"]
      let tape = keys.map { "Key \($0)" }.joined(separator: "\n")
      try folder.write(tape, to: "t.tape")
      let recorded = try Executable.run(
        ["record", "--tape", "t.tape", "-o", "t.cast", "--svg", "t.svg", "--size", "90x28"],
        directory: folder.url)
      #expect(recorded.status == 0, "\(recorded.stderr)")
      let cast = try Recording(contentsOf: folder.path("t.cast"))
      // The last event is the previewer's goodbye: without it, the last frame.
      let beforeStop = try folder.write(
        cast.text(keepingEvents: cast.events.count - 1), to: "before-stop.cast")
      let replayed = try Recording.replay(beforeStop, width: 90, height: 28)

      let tmux = try TmuxSession.previewer(width: 90, height: 28)
      for key in keys { try tmux.send(key) }
      try tmux.waitForStatus("flow vs grid", "xxxL")
      let live = try tmux.waitForScreen("a settled frame") { !$0.isEmpty }
      #expect(replayed.screen == live)

      let picture = try PictureTests.cellsOfPicture(at: folder.path("t.svg"))
      #expect(Self.trimmed(picture.lines) == Self.trimmed(lines(live)))

      // Replayed whole, the terminal is left as it was.
      let whole = try Recording.replay(folder.path("t.cast"), width: 90, height: 28)
      #expect(!whole.alternateScreen && whole.cursorVisible)
    }
  }
}
