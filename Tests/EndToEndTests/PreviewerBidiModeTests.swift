import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// ECMA-48's BDSM (mode 8) as the previewer sends it: `CSI 8 l` (reset: explicit mode, no reordering
/// by the terminal) before its first frame, `CSI 8 h` (set: implicit, the default) as the last thing.
enum BidiMode {
  static let explicit = Array("\u{1B}[8l".utf8)
  static let implicit = Array("\u{1B}[8h".utf8)
  /// The alternate screen, which every frame is drawn on.
  static let alternateScreen = Array("\u{1B}[?1049h".utf8)

  /// Where `needle` starts in `bytes`, every time.
  static func offsets(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
    guard !needle.isEmpty, bytes.count >= needle.count else { return [] }
    return (0...(bytes.count - needle.count)).filter { start in
      bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle)
    }
  }

  /// Expects what a terminal received from one previewer (`marker`: text of its first frame): explicit
  /// mode once, before the alternate screen and the frame; implicit mode once, and nothing after it
  /// — but for the report of a shell whose program a signal ended (`shellReport`), which is text.
  static func expectBracketed(
    _ data: Data, firstFrame marker: String, shellReport: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let at = sourceLocation
    let bytes = [UInt8](data)
    let explicit = offsets(of: Self.explicit, in: bytes)
    let implicit = offsets(of: Self.implicit, in: bytes)
    let screen = offsets(of: alternateScreen, in: bytes).first
    let frame = offsets(of: Array(marker.utf8), in: bytes).first
    let tail = String(decoding: bytes.suffix(48), as: UTF8.self).debugDescription
    #expect(explicit.count == 1, "CSI 8 l sent \(explicit.count) times", sourceLocation: at)
    #expect(
      implicit.count == 1, "CSI 8 h sent \(implicit.count) times; the end: \(tail)", sourceLocation: at)
    guard let first = explicit.first, let screen, let frame else {
      Issue.record(
        "no CSI 8 l, alternate screen or “\(marker)” in \(bytes.count) bytes", sourceLocation: at)
      return
    }
    #expect(
      first < screen && first < frame, "CSI 8 l at \(first), after the first frame", sourceLocation: at)
    guard let last = implicit.last else { return }
    let after = bytes[(last + Self.implicit.count)...]
    let controls = after.filter { $0 == 0x1B }.count
    if shellReport {
      #expect(controls == 0, "a control sequence after CSI 8 h: \(tail)", sourceLocation: at)
    } else {
      #expect(after.count == 0, "the last bytes are not CSI 8 h: \(tail)", sourceLocation: at)
    }
  }

  /// Waits until the bytes recorded in `tmux` hold `marker`; returns where the marker starts.
  static func waitForBytes(_ marker: [UInt8], in tmux: TmuxSession, timeout: TimeInterval = 10) throws
    -> Int
  {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let start = offsets(of: marker, in: [UInt8](tmux.recordedBytes)).first { return start }
      if Date() >= deadline {
        throw TmuxSession.ScreenTimeout(
          waitedFor: String(decoding: marker, as: UTF8.self), seconds: timeout, lastScreen: try tmux.screen())
      }
      usleep(20_000)
    }
  }
}

extension InteractiveTests {
  /// While it runs, the previewer keeps a terminal with bidi of its own (VTE: GNOME Terminal and
  /// others) from reordering its lines, which are already in visual order, and gives the terminal its
  /// implicit mode back on every way out. tmux has no such mode and swallows both sequences, so these
  /// tests read the bytes the program writes (`pipe-pane`) before tmux parses them.
  @Suite struct PreviewerBidiModeTests {
    /// The demo's title, on its first frame.
    static let firstFrame = "GridPreview demo"

    /// The previewer with its bytes recorded, once its first frame is on screen.
    static func previewer(
      width: Int = 100, height: Int = 30, environment: [String: String] = [:]
    ) throws -> TmuxSession {
      try TmuxSession.previewer(width: width, height: height, environment: environment, recordBytes: true)
    }

    /// Every byte the program wrote, once `cat` has passed on the last of them.
    static func bytes(of tmux: TmuxSession) -> Data {
      tmux.waitForQuietOutput(quiet: 0.3)
      return tmux.recordedBytes
    }

    /// Hebrew and Arabic on the previewer's screen (tmux does no bidi of its own, so the screen is
    /// what the program drew): in visual order, aligned right in their cells, with the mode
    /// bracketed as on the demo.
    @Test func rightToLeftTextIsOnScreenInVisualOrder() throws {
      let fixture = Executable.fixtures.appendingPathComponent("scripts.json").path
      let tmux = try TmuxSession.previewer([fixture], width: 100, height: 80, recordBytes: true)
      let screen = try tmux.waitForScreen(containing: "ריחמה")
      #expect(!screen.contains("המחיר"), "\(screen)")
      #expect(screen.contains("قيبطت"), "\(screen)")
      let line = try #require(screen.split(separator: "\n").first { $0.contains("ריחמה") })
      #expect(line.contains("ריחמה │"), "aligned right: \(line)")
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      BidiMode.expectBracketed(Self.bytes(of: tmux), firstFrame: "Scripts: cells as apps ship them")
    }

    @Test func q() throws {
      let tmux = try Self.previewer()
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      BidiMode.expectBracketed(Self.bytes(of: tmux), firstFrame: Self.firstFrame)
    }

    @Test func ctrlC() throws {
      let tmux = try Self.previewer()
      try tmux.send("C-c")
      #expect(tmux.waitForExit() == 130)
      BidiMode.expectBracketed(Self.bytes(of: tmux), firstFrame: Self.firstFrame)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
    func aSignalThatEndsIt(_ signal: Int32) throws {
      let tmux = try Self.previewer()
      let pid = try #require(try tmux.programPID())
      #expect(kill(pid, signal) == 0)
      #expect(tmux.waitForExit() == 128 + signal)
      BidiMode.expectBracketed(Self.bytes(of: tmux), firstFrame: Self.firstFrame)
    }

    /// A crash signal sent with kill, handled by the crash handler (with write(2): it may run
    /// anywhere); without Swift's backtracer, only the shell's report of the signal comes after it.
    @Test(arguments: [SIGSEGV, SIGABRT])
    func aCrashSignal(_ signal: Int32) throws {
      let tmux = try Self.previewer(environment: ["SWIFT_BACKTRACE": "enable=no"])
      let pid = try #require(try tmux.programPID())
      #expect(kill(pid, signal) == 0)
      #expect(tmux.waitForExit(timeout: 30) == 128 + signal)
      BidiMode.expectBracketed(Self.bytes(of: tmux), firstFrame: Self.firstFrame, shellReport: true)
    }

    /// A real fault (a Swift trap after the first frame): the handler restores the mode and returns,
    /// and the trap repeats under the default action.
    @Test func aTrap() throws {
      let tmux = try TmuxSession(
        [Executable.path], environment: ["GRIDPREVIEW_TEST_CRASH": "1", "SWIFT_BACKTRACE": "enable=no"],
        recordBytes: true)
      #expect(tmux.waitForExit(timeout: 30) == 128 + SIGILL)
      BidiMode.expectBracketed(Self.bytes(of: tmux), firstFrame: Self.firstFrame, shellReport: true)
    }

    /// Ctrl-Z as a job of a job-control shell (`set -m`, which resumes it with `fg`): ncurses ends
    /// curses and the process stops, the shell getting implicit mode meanwhile; on SIGCONT the
    /// previewer switches back before it repaints, and at the end restores it as always.
    @Test func suspendedAndResumedByAShell() throws {
      let shell = #"set -m; "$@"; s=$?; if [ $s = 148 ]; then fg >/dev/null; s=$?; fi; exit $s"#
      let tmux = try TmuxSession.previewer(recordBytes: true, wrapper: ["bash", "-c", shell, "bash"])
      try tmux.send("C-z")
      let stopped = try BidiMode.waitForBytes(Array("Stopped".utf8), in: tmux)
      try tmux.waitForScreen("the repainted frame") { TmuxSession.statusBar(of: $0).contains(" pt") }
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      let bytes = [UInt8](Self.bytes(of: tmux))
      let explicit = BidiMode.offsets(of: BidiMode.explicit, in: bytes)
      let implicit = BidiMode.offsets(of: BidiMode.implicit, in: bytes)
      try #require(explicit.count == 2 && implicit.count == 2, "\(explicit) explicit, \(implicit) implicit")
      // Explicit, implicit as it stops (just before ncurses ends curses), the shell's report,
      // explicit again before the repaint's alternate screen, and implicit as the very last thing.
      #expect(explicit[0] < implicit[0] && implicit[0] < stopped && stopped < explicit[1])
      let repaint = BidiMode.offsets(of: BidiMode.alternateScreen, in: bytes).first { $0 > stopped }
      #expect(repaint.map { explicit[1] < $0 } == true, "repainted at \(String(describing: repaint))")
      #expect(implicit[1] == bytes.count - BidiMode.implicit.count)
    }

    /// Ctrl-Z where nothing can stop (the pane's process group is orphaned): ncurses only repaints,
    /// and the mode is left as it is — no implicit mode in the middle of a session.
    @Test func ctrlZWhereNothingStops() throws {
      let tmux = try Self.previewer()
      let before = tmux.waitForQuietOutput(quiet: 0.3)
      try tmux.send("C-z")
      let deadline = Date().addingTimeInterval(10)
      while tmux.recordedByteCount <= before, Date() < deadline { usleep(20_000) }
      try tmux.waitForScreen("the repainted frame") { TmuxSession.statusBar(of: $0).contains(" pt") }
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      let bytes = Self.bytes(of: tmux)
      #expect(bytes.count > before, "ncurses repainted")
      BidiMode.expectBracketed(bytes, firstFrame: Self.firstFrame)
    }

    /// A terminal too small to draw on: the message is a frame like any other.
    @Test func aTerminalTooSmall() throws {
      let tmux = try TmuxSession([Executable.path], width: 30, height: 5, recordBytes: true)
      try tmux.waitForScreen(containing: "Terminal too small")
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      BidiMode.expectBracketed(Self.bytes(of: tmux), firstFrame: "Terminal too small")
    }

    /// Over SSH the previewer runs on a pseudo-terminal of its own, so the client's terminal gets
    /// both sequences from it: quitting, and the server stopping (SIGTERM to every previewer).
    @Test(.enabled(if: ServeHarness.isAvailable, "ssh and ssh-keygen (openssh-client) are needed"))
    func aServedSession() throws {
      let server = try ServeHarness()
      let quitting = try server.viewer(recordBytes: true)
      let staying = try server.viewer(recordBytes: true)
      try quitting.send("q")
      #expect(quitting.waitForExit() == 0)
      BidiMode.expectBracketed(Self.bytes(of: quitting), firstFrame: Self.firstFrame)
      kill(server.pid, SIGTERM)
      let status = staying.waitForExit(timeout: 5)
      #expect(status == 0 || status == 255, "ssh ended with \(String(describing: status))")
      BidiMode.expectBracketed(Self.bytes(of: staying), firstFrame: Self.firstFrame)
    }

    /// A terminal the previewer refuses is never switched, so there is nothing to put back.
    @Test(arguments: ["vt9999", "dumb"])
    func aRefusedTerminalGetsNeither(_ term: String) throws {
      let tmux = try TmuxSession([Executable.path], environment: ["TERM": term], recordBytes: true)
      #expect(tmux.waitForExit() == 78)
      let bytes = [UInt8](Self.bytes(of: tmux))
      #expect(String(decoding: bytes, as: UTF8.self).contains("TERM=\(term)"), "the refusal was recorded")
      #expect(BidiMode.offsets(of: BidiMode.explicit, in: bytes).isEmpty)
      #expect(BidiMode.offsets(of: BidiMode.implicit, in: bytes).isEmpty)
    }
  }
}
