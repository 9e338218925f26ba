import Foundation
import GridPseudoTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What `serve` adds to starting programs: a socket passed as descriptor 3, every other descriptor
/// closed, and programs without a terminal of their own.
@Suite struct ChildProcessTests {
  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// A descriptor left open without close-on-exec, as a careless library might leave one.
  func leakyDescriptor() -> Int32 {
    let fd = open("/dev/null", O_RDONLY)
    #expect(fd >= 0)
    return fd
  }

  @Test func aPassedSocketIsDescriptor3AndNothingElseLeaks() throws {
    var pair: [Int32] = [-1, -1]
    #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
    defer { close(pair[0]) }
    let leak = leakyDescriptor()
    defer { close(leak) }
    let program = try PseudoTerminalProcess(
      executable: "/bin/sh", arguments: ["-c", "echo hello >&3; ls /proc/$$/fd | sort -n | tr '\\n' ' '"],
      environment: ["PATH": "/usr/bin:/bin"], size: .init(columns: 80, rows: 24), passing: pair[1])
    close(pair[1])
    let listed = text(program.readAll()).trimmingCharacters(in: .whitespacesAndNewlines)
    // 0, 1, 2, the socket at 3, and the descriptor ls opens to list the folder; not the leak.
    #expect(listed.split(separator: " ").prefix(4) == ["0", "1", "2", "3"], "\(listed)")
    #expect(!listed.split(separator: " ").contains(Substring(String(leak))) || leak <= 4, "\(listed)")
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(pair[0], &buffer, 16)
    #expect(count == 6 && text(Array(buffer[..<6])) == "hello\n")
    #expect(program.waitForExit(timeout: 5) == .exited(0))
  }

  @Test func closingOthersWithoutPassingKeepsOnlyTheTerminal() throws {
    let leak = leakyDescriptor()
    defer { close(leak) }
    let program = try PseudoTerminalProcess(
      executable: "/bin/sh", arguments: ["-c", "test -e /proc/$$/fd/\(leak) && echo leaked || echo closed"],
      environment: ["PATH": "/usr/bin:/bin"], size: .init(columns: 80, rows: 24), closingOthers: true)
    #expect(text(program.readAll()).contains("closed"))
    // Without asking, the existing behaviour: what the caller leaves open stays open.
    let plain = try PseudoTerminalProcess(
      executable: "/bin/sh", arguments: ["-c", "test -e /proc/$$/fd/\(leak) && echo leaked || echo closed"],
      environment: ["PATH": "/usr/bin:/bin"], size: .init(columns: 80, rows: 24))
    #expect(text(plain.readAll()).contains("leaked"))
  }

  @Test func aChildOnPipesInANewSessionHasNoTerminalAndItsStreamsWhereGiven() throws {
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    #expect(pipe(&out) == 0 && pipe(&err) == 0)
    let child = try ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "ps -o tty= -p $$; echo oops >&2; exit 3"],
      environment: ["PATH": "/usr/bin:/bin"], standardStreams: [-1, out[1], err[1]], newSession: true)
    close(out[1])
    close(err[1])
    let output = FileHandle(fileDescriptor: out[0], closeOnDealloc: true).readDataToEndOfFile()
    let errors = FileHandle(fileDescriptor: err[0], closeOnDealloc: true).readDataToEndOfFile()
    #expect(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "?")
    #expect(String(decoding: errors, as: UTF8.self) == "oops\n")
    #expect(child.waitForExit(timeout: 5) == .exited(3))
  }

  /// Both kinds of child start in the folder asked for (what `serve` uses so a fixture is named by
  /// its base name only); one that cannot be entered fails the start.
  @Test func aChildStartsInTheFolderGiven() throws {
    var template = Array("/tmp/child-folder-XXXXXX".utf8CString)
    let made = try #require(mkdtemp(&template))
    let folder = String(cString: made)
    defer { rmdir(folder) }
    var out: [Int32] = [-1, -1]
    #expect(pipe(&out) == 0)
    let child = try ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "pwd -P"], environment: ["PATH": "/usr/bin:/bin"],
      standardStreams: [-1, out[1], -1], workingDirectory: folder)
    close(out[1])
    let output = FileHandle(fileDescriptor: out[0], closeOnDealloc: true).readDataToEndOfFile()
    let resolved = try #require(realpath(folder, nil))
    defer { free(resolved) }
    #expect(String(decoding: output, as: UTF8.self) == String(cString: resolved) + "\n")
    #expect(child.waitForExit(timeout: 5) == .exited(0))
    let program = try PseudoTerminalProcess(
      executable: "/bin/sh", arguments: ["-c", "pwd -P"], environment: ["PATH": "/usr/bin:/bin"],
      size: .init(columns: 80, rows: 24), closingOthers: true, workingDirectory: folder)
    #expect(text(program.readAll()).contains(String(cString: resolved)))
    #expect(throws: SpawnError.self) {
      try ChildProcess(
        executable: "/bin/true", arguments: [], environment: [:], standardStreams: [-1, -1, -1],
        workingDirectory: folder + "/missing")
    }
  }

  @Test func aChildThatIsNotReapedIsKilledWhenReleased() throws {
    var pid: pid_t = 0
    do {
      let child = try ChildProcess(
        executable: "/bin/sleep", arguments: ["30"], environment: [:], standardStreams: [-1, -1, -1])
      pid = child.pid
      #expect(child.exitStatus == nil)
    }
    // Gone and reaped: signalling it fails.
    #expect(kill(pid, 0) == -1 && errno == ESRCH)
  }
}
