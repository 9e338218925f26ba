import Foundation
import GridCast
import GridPseudoTerminal
import GridTape
import GridTestSupport
import Testing

@testable import GridRecording

#if canImport(Glibc)
  import Glibc
#endif

/// `TapeRecorder` against a stand-in previewer: a shell script that draws text, reports on the
/// recorder's descriptor as the previewer does, and says goodbye on SIGTERM — so the recorder's
/// rules (the tape's clock, one event per key, the goodbye at the end) show without ncurses.
@Suite struct TapeRecorderTests {
  /// Reads one key at a time (raw mode), answers it with `got KEY`, reports the count of keys — a
  /// mark on the terminal, its number, then the report, as the previewer does (`RecorderFence`).
  static let standIn = standIn(lateBy: nil)

  /// The stand-in; `lateBy` seconds: each answer and its mark reach the terminal that long after
  /// the reports that say they are there, as a busy machine's pty may hand them over.
  static func standIn(lateBy delay: String?) -> String {
    """
    stty raw -echo
    marks=0
    send() { printf '%s\\n' "$1" > /proc/self/fd/$GRIDPREVIEW_RECORDER_FD; }
    mark() { printf '\\033_gridpreview-ready %s\\033\\\\' "$1"; }
    # Draws $1, then reports $2 keys.
    answer() {
      marks=$((marks + 1))
      \(delay == nil ? #"printf '%s' "$1"; mark $marks; send "M $marks"; send "R $2""#
        : #"send "M $marks"; send "R $2"; sleep \#(delay ?? "0"); printf '%s' "$1"; mark $marks"#)
    }
    trap 'printf bye; exit 0' TERM
    answer hello 0
    n=0
    while :; do
      # A builtin: bash runs a trap during a builtin's read, not during a child's.
      IFS= read -r -s -n 1 k
      n=$((n + 1))
      answer "got $k" $n
    done
    """
  }

  func record(_ tape: String, standIn: String = Self.standIn) throws -> [String] {
    let folder = try TemporaryFolder()
    let path = folder.path("tape.cast")
    do {
      let cast = try CastWriter(path: path)
      var recorder = TapeRecorder(size: TerminalSize(columns: 40, rows: 10), source: "t.tape")
      recorder.answerTimeout = 10
      let program = TapeRecorder.Program(
        executable: "/bin/bash", arguments: ["-c", standIn], environment: ["PATH": "/usr/bin:/bin"])
      _ = try recorder.record(try Tape.parse(tape, source: "t.tape"), program: program, into: cast) { _, _ in
      }
    }
    return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func eachKeyIsOneEventAtTheTapesTime() throws {
    let lines = try record("Key a\nSleep 1s\nSet TypingSpeed 50ms\nType bc")
    #expect(
      lines == [
        #"[0.000000, "o", "hello"]"#,
        #"[0.100000, "o", "got a"]"#,
        #"[1.150000, "o", "got b"]"#,
        #"[1.200000, "o", "got c"]"#,
        #"[1.200000, "o", "bye"]"#,
      ])
  }

  /// What the previewer drew before a report reaches the recorder after it (Linux hands pty output
  /// over late on a busy machine): the recorder waits for the mark after it, so each answer is
  /// still recorded at its key's time, and no mark is in the recording.
  @Test func outputThatArrivesAfterItsReportIsRecordedWithItsKey() throws {
    let lines = try record("Key a\nSleep 1s\nType bc", standIn: Self.standIn(lateBy: "0.2"))
    #expect(
      lines == [
        #"[0.000000, "o", "hello"]"#,
        #"[0.100000, "o", "got a"]"#,
        #"[1.200000, "o", "got b"]"#,
        #"[1.300000, "o", "got c"]"#,
        #"[1.300000, "o", "bye"]"#,
      ])
  }

  @Test func aPreviewerThatNeverAnswersIsReportedAtItsLine() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("silent.cast")
    let cast = try CastWriter(path: path)
    var recorder = TapeRecorder(size: TerminalSize(columns: 40, rows: 10), source: "t.tape")
    recorder.answerTimeout = 1
    let silent = TapeRecorder.Program(
      executable: "/bin/bash",
      arguments: [
        "-c",
        "printf '\\033_gridpreview-ready 1\\033\\\\'; printf 'M 1\\nR 0\\n' > /proc/self/fd/$GRIDPREVIEW_RECORDER_FD; stty raw; sleep 30",
      ],
      environment: ["PATH": "/usr/bin:/bin"])
    #expect(throws: RecordingError.noAnswer(at: "t.tape:2", seconds: 1)) {
      _ = try recorder.record(
        try Tape.parse("Sleep 1s\nKey a", source: "t.tape"), program: silent, into: cast
      ) { _, _ in }
    }
  }
}

/// What the previewer inherits from its recorder: its terminal as 0, 1 and 2, the report pipe as 3,
/// and nothing else — not even a descriptor another thread left open without close-on-exec.
@Suite struct PassedDescriptorTests {
  @Test func theProgramGetsThePassedDescriptorAsThreeAndNothingMore() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)  // no close-on-exec: would be inherited by a plain spawn
    defer {
      close(fds[0])
      close(fds[1])
    }
    let program = try PseudoTerminalProcess(
      executable: "/bin/sh", arguments: ["-c", "exec ls /proc/self/fd"],
      environment: ["PATH": "/usr/bin:/bin"],
      size: TerminalSize(columns: 80, rows: 24), passing: fds[1])
    let listed = String(decoding: program.readAll(), as: UTF8.self).split(whereSeparator: \.isWhitespace)
    // ls opens the folder it lists: one more descriptor of its own.
    #expect(listed.count == 5, "\(listed)")
    #expect(Array(listed.prefix(4)) == ["0", "1", "2", "3"])
  }
}
