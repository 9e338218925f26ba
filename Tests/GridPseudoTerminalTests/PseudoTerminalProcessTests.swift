import Foundation
import GridPseudoTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A shell on a pseudo-terminal of its own, checked from inside (what `tty`, `stty` and `/proc`
/// say) and from outside (hang-up, signals, exit status).
@Suite struct PseudoTerminalProcessTests {
  let shell = "/bin/sh"

  func run(_ script: String, size: TerminalSize = .init(columns: 80, rows: 24)) throws
    -> PseudoTerminalProcess
  {
    try PseudoTerminalProcess(
      executable: shell, arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin", "TERM": "dumb"],
      size: size)
  }

  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func theTerminalIsTheProgramsControllingTerminalAndHasTheSizeAsked() throws {
    let program = try run("tty; stty size; ps -o tty= -p $$", size: .init(columns: 123, rows: 45))
    let lines = text(program.readAll()).split(whereSeparator: \.isNewline).map(String.init)
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.first?.hasPrefix("/dev/pts/") == true)
    #expect(lines.dropFirst().first == "45 123")
    // ps names the controlling terminal without /dev/.
    #expect(lines.first == "/dev/" + (lines.last ?? "").trimmingCharacters(in: .whitespaces))
    #expect(program.waitForExit(timeout: 5) == .exited(0))
  }

  /// Input written before the program reads (a burst typed ahead of a previewer still starting):
  /// with `rawInput`, 10,001 bytes on one line wait for the program whole, its last byte included;
  /// a terminal that edits lines keeps 4,095 of them and the program never sees the last.
  @Test(arguments: [true, false])
  func inputTypedAheadReachesTheProgramOnlyWithoutLineEditing(rawInput: Bool) throws {
    let program = try PseudoTerminalProcess(
      executable: shell, arguments: ["-c", "stty -a; sleep 0.5; head -c 10001 | tail -c 1; echo"],
      environment: ["PATH": "/usr/bin:/bin", "TERM": "dumb"], size: .init(columns: 80, rows: 24),
      rawInput: rawInput)
    #expect(program.write([UInt8](repeating: UInt8(ascii: "k"), count: 10_000) + [UInt8(ascii: "q")]))
    let output = text(program.readAll(timeout: rawInput ? 10 : 2))
    // With echo (line editing) the k's are echoed in among stty's words: none of the words looked
    // for has a k.
    let words = Set(
      output.filter { $0 != "k" }.split(whereSeparator: { $0 == " " || $0 == ";" || $0.isNewline }))
    #expect(words.contains(rawInput ? "-icanon" : "icanon"), "\(output)")
    #expect(words.contains(rawInput ? "-echo" : "echo"), "\(output)")
    #expect(words.contains("isig"), "signals are kept either way: \(output)")
    #expect(output.hasSuffix("q\r\n") == rawInput, "\(output.suffix(40).debugDescription)")
  }

  @Test func theProgramLeadsANewSession() throws {
    let program = try run("ps -o sid= -o pid= -p $$")
    let fields = text(program.readAll()).split(whereSeparator: \.isWhitespace)
    #expect(fields.count == 2 && fields[0] == fields[1], "session id equals the process id: \(fields)")
    #expect(fields.last.map(String.init) == String(program.pid))
  }

  @Test func everySignalStartsAtItsDefaultDisposition() throws {
    // Ignore two signals here, as a server might; the child must not inherit that.
    let previousPipe = Glibc.signal(SIGPIPE, SIG_IGN)
    let previousHangUp = Glibc.signal(SIGHUP, SIG_IGN)
    defer {
      Glibc.signal(SIGPIPE, previousPipe)
      Glibc.signal(SIGHUP, previousHangUp)
    }
    // grep reads its own status, having replaced the shell: dash blocks every signal while it waits
    // for a child, so reading the waiting shell's status instead failed about one run in three.
    let program = try run("exec grep -E '^Sig(Ign|Blk):' /proc/self/status")
    let output = text(program.readAll())
    // Bits 0–30 are signals 1–31 (glibc keeps 32 and 33 for itself).
    func mask(_ name: String) -> UInt64? {
      output.split(whereSeparator: \.isNewline).first { $0.hasPrefix(name + ":") }
        .flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }
    }
    #expect(mask("SigIgn").map { $0 & 0x7fff_ffff } == 0, "\(output)")
    #expect(mask("SigBlk").map { $0 & 0x7fff_ffff } == 0, "\(output)")
  }

  @Test func inputReachesTheProgram() throws {
    let program = try run("read line; echo \"got:$line\"")
    #expect(program.write(Array("hello\r".utf8)))
    #expect(text(program.readAll()).contains("got:hello"))
  }

  @Test func aResizeReachesTheProgramAsSIGWINCH() throws {
    let program = try run("trap 'stty size; exit 0' WINCH; echo ready; while :; do sleep 0.05; done")
    var seen = ""
    while !seen.contains("ready"), let chunk = program.read(timeout: 5), !chunk.isEmpty {
      seen += text(chunk)
    }
    program.resize(.init(columns: 70, rows: 20))
    #expect(text(program.readAll()).contains("20 70"))
    #expect(program.waitForExit(timeout: 5) == .exited(0))
  }

  @Test func hangingUpEndsTheProgram() throws {
    let program = try run("echo ready; exec sleep 60")
    var seen = ""
    while !seen.contains("ready"), let chunk = program.read(timeout: 5), !chunk.isEmpty {
      seen += text(chunk)
    }
    program.hangUp()
    #expect(program.waitForExit(timeout: 5) == .signalled(SIGHUP))
    #expect(program.read(timeout: 0) == nil, "a hung-up terminal reads as closed")
  }

  @Test func exitStatusesAndSignalsAreReported() throws {
    let exits = try run("exit 3")
    #expect(exits.waitForExit(timeout: 5) == .exited(3))
    #expect(exits.waitForExit(timeout: 5)?.shellStatus == 3)
    let sleeps = try run("exec sleep 60")
    #expect(sleeps.exitStatus == nil)
    sleeps.signal(SIGTERM)
    #expect(sleeps.waitForExit(timeout: 5) == .signalled(SIGTERM))
    #expect(sleeps.exitStatus?.shellStatus == 143)
  }

  @Test func aMissingProgramIsAnErrorNamingIt() {
    let error = #expect(throws: SpawnError.self) {
      _ = try PseudoTerminalProcess(
        executable: "/nonexistent/program", arguments: [], environment: [:],
        size: .init(columns: 80, rows: 24))
    }
    #expect(error?.description == "cannot start /nonexistent/program: no such file or directory")
  }

  @Test func aReleasedProcessLeavesNoChildBehind() throws {
    var pid: pid_t = 0
    do {
      let program = try run("exec sleep 60")
      pid = program.pid
      #expect(kill(pid, 0) == 0)
    }
    // Released: hung up, killed if need be, and reaped, so no zombie is left either.
    #expect(kill(pid, 0) == -1 && errno == ESRCH)
  }

  @Test func noOtherChildInheritsTheMaster() throws {
    let first = try run("exec sleep 60")
    let second = try run("ls -l /proc/$$/fd | grep -c ptmx || true")
    #expect(text(second.readAll()).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("0"))
    _ = first
  }
}
