import Foundation
import GridTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every fault the fuzzing and fault-injection run found, each as the reproduction that showed it.
@Suite struct HardeningTests {
  static let sh = URL(fileURLWithPath: "/bin/sh")

  /// Runs `script` with `$GP` set to the binary.
  static func shell(_ script: String, timeout: TimeInterval = 60) throws -> Executable.Output {
    try Executable.run(["-c", script], environment: ["GP": Executable.path], timeout: timeout, binary: sh)
  }

  // MARK: Output that cannot be written

  @Test(arguments: [
    #""$GP" render > /dev/full"#, #""$GP" layout > /dev/full"#, #""$GP" generate --items 1000 > /dev/full"#,
    #""$GP" validate Fixtures/demo.json > /dev/full"#, #""$GP" --help > /dev/full"#,
    #""$GP" render --help > /dev/full"#, #""$GP" --version > /dev/full"#,
    #""$GP" record --keys + > /dev/full"#,
  ])
  func aFullDiskIsOneLineAndExIoErr(_ script: String) throws {
    let output = try Self.shell("cd \(Executable.repository.path.shellQuoted) && " + script)
    #expect(output.status == 74)
    #expect(output.stderrLines == ["gridpreview: cannot write to standard output: no space left on device"])
    #expect(!output.looksLikeACrash)
  }

  @Test func aClosedStandardOutputIsOneLineAndExIoErr() throws {
    let output = try Self.shell(#""$GP" render >&-"#)
    #expect(output.status == 74)
    #expect(output.stderrLines == ["gridpreview: cannot write to standard output: bad file descriptor"])
  }

  /// With SIGPIPE ignored (as some CI runners run), a reader that stops early ends the writer
  /// quietly: no message, no crash, the status a shell reports for SIGPIPE.
  @Test func aBrokenPipeEndsQuietly() throws {
    let folder = try TemporaryFolder()
    let generated = try Executable.run(["generate", "--items", "20000"], timeout: 60)
    let path = try folder.write(Data(generated.stdoutBytes), to: "big.json")
    for command in [
      "render \(path.shellQuoted) --width 80 --color never", "layout \(path.shellQuoted)",
      "generate --items 200000",
      "record \(path.shellQuoted) --keys '+ + + + + + + +'",
    ] {
      // The writer's standard error and status, after `head` has gone away with 10 bytes.
      let output = try Self.shell(
        "cd \(folder.url.path.shellQuoted) && trap '' PIPE; "
          + #"("$GP" "# + command
          + #" 2>err; echo "status $?" > status) | head -c 10 > /dev/null; cat err status"#)
      #expect(output.stdout == "status 141\n", "\(command): \(output.stdout)")
    }
  }

  @Test func aDiagnosticThatCannotBeWrittenIsNoCrash() throws {
    let output = try Self.shell(#""$GP" validate missing.json 2>/dev/full; echo "status $?""#)
    #expect(output.stdout.hasSuffix("status 66\n"))
    #expect(!output.looksLikeACrash)
  }

  // MARK: Linear time

  /// One cell of 1,000,000 characters: wrapped once, drawn slice by slice on every core, about 2 s
  /// in a debug build. Wrapping it again for each 256-row slice took more than 10 s in release and
  /// 12 s in a debug build, past the timeout here (which leaves room for a loaded machine);
  /// `LongCellDrawingTests` counts the wrappings themselves.
  @Test func aMillionCharacterCellRendersInLinearTime() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      #"{"sections": [{"items": [""# + String(repeating: "x", count: 1_000_000) + #""]}]}"#, to: "big.json")
    let output = try Executable.run(
      ["render", path, "--width", "80", "--color", "never"], timeout: 10, keepOutput: false)
    #expect(output.status == 0)
    #expect(output.stdoutCount > 1_000_000)
  }

  /// A 32 MB key of combining marks validates in linear time: about 3 s in a debug build, where
  /// comparing keys cluster by cluster took 9–12 s in a release build (the timeout catches that).
  @Test func aHugeKeyOfCombiningMarksValidatesQuickly() throws {
    let folder = try TemporaryFolder()
    let key = String(repeating: "\u{301}", count: 16_000_000)
    let path = try folder.write(#"{"sections": [], ""# + key + #"": 1}"#, to: "key.json")
    let output = try Executable.run(["validate", path], timeout: 30)
    #expect(output.status == 0)
    #expect(output.stderrLines.count == 1)
    #expect(output.stderr.contains("warning: unknown key"))
  }

  // MARK: Names and values from outside are escaped

  @Test func anOkFileNameIsEscaped() throws {
    let folder = try TemporaryFolder()
    let name = "x\u{1B}]0;PWNED\u{7}\nline\u{202E}.json"
    let path = try folder.write(#"{"sections": []}"#, to: name)
    let output = try Executable.run(["validate", path])
    #expect(output.status == 0)
    #expect(
      output.stdoutLines.first?.hasSuffix(#"x\u001B]0;PWNED\u0007\nline\u202E.json: ok"#) == true,
      "\(output.stdout)")
    #expect(!output.stdoutBytes.contains(0x1B))
  }

  @Test(arguments: [
    ["render", "--category", "\u{1B}]0;PWNED\u{7}"], ["render", "--layout", "\u{1B}[2J"],
    ["render", "--width", "\u{1B}[31m"], ["render", "--\u{1B}[5mblink"],
    ["render", "--theme", "\u{202E}dark"],
    ["validate", "\u{1B}[2J.json"], ["\u{1B}]0;x\u{7}"],
  ])
  func optionValuesInMessagesAreEscaped(_ arguments: [String]) throws {
    let output = try Executable.run(arguments)
    #expect(output.status == 64 || output.status == 66)
    #expect(
      !output.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    #expect(output.stderr.contains(#"\u001B"#) || output.stderr.contains(#"\u202E"#), "\(output.stderr)")
  }

  @Test func bidiControlsInDiagnosticsAreEscaped() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("{\"sections\": [], \"ti\u{202E}tle\": 1}", to: "bidi.json")
    let output = try Executable.run(["validate", path])
    #expect(output.stderr.contains(#"ti\u202Etle"#))
    #expect(!output.stderr.unicodeScalars.contains { $0.value == 0x202E })
  }

  // MARK: Paths are bytes

  @Test func aNameThatIsNotUTF8Validates() throws {
    let folder = try TemporaryFolder()
    var name = Array(folder.url.path.utf8) + Array("/a".utf8) + [0x9B] + Array(".json".utf8)
    let data = Data(#"{"sections": []}"#.utf8)
    name.append(0)
    let fd = name.withUnsafeBufferPointer {
      $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count) {
        open($0, O_WRONLY | O_CREAT, 0o644)
      }
    }
    #expect(fd >= 0)
    _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    let output = try Self.shell(
      #"cd "$1" && "$GP" validate "$(printf 'a\233.json')""#.replacingOccurrences(
        of: "$1", with: folder.url.path))
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix(#"a\x9B.json: ok"#), "\(output.stdout)\(output.stderr)")
    let rendered = try Self.shell(
      #"cd "$1" && "$GP" render "$(printf 'a\233.json')""#.replacingOccurrences(
        of: "$1", with: folder.url.path))
    #expect(rendered.status == 0)
  }

  // MARK: Nothing blocks on what is not a regular file

  @Test func aFifoIsRefusedAtOnce() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("f.json").path
    #expect(mkfifo(path, 0o644) == 0)
    for command in ["validate", "render", "layout"] {
      let output = try Executable.run([command, path], timeout: 10)
      #expect(output.status == 66)
      #expect(
        output.stderrLines.contains { $0.hasSuffix("f.json: is a FIFO (named pipe), not a regular file") })
      #expect(output.seconds < 5)
    }
  }

  @Test func aDeviceIsRefused() throws {
    let output = try Executable.run(["validate", "/dev/null"], timeout: 10)
    #expect(output.status == 66)
    #expect(output.stderr.contains("/dev/null: is a character device, not a regular file"))
  }

  @Test func aSocketIsRefused() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("s.json").path
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (i, byte) in path.utf8.enumerated() where i < buffer.count - 1 { buffer[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    let output = try Executable.run(["validate", path], timeout: 10)
    #expect(output.status == 66)
    #expect(output.stderr.contains("s.json: is a socket, not a regular file"), "\(output.stderr)")
  }

  @Test func aSymlinkLoopIsASentence() throws {
    let folder = try TemporaryFolder()
    let a = folder.url.appendingPathComponent("a.json").path
    let b = folder.url.appendingPathComponent("b.json").path
    #expect(symlink(b, a) == 0 && symlink(a, b) == 0)
    let output = try Executable.run(["validate", a])
    #expect(output.status == 66)
    #expect(output.stderrLines.contains { $0.hasSuffix("a.json: cannot be read: a loop of symbolic links") })
    #expect(!output.stderr.contains("NSCocoaErrorDomain"))
  }

  /// `-` reads standard input (a pipe is fine there: the person chose to pipe).
  @Test func aDashReadsStandardInput() throws {
    let demo = try Data(contentsOf: Executable.fixtures.appendingPathComponent("demo.json"))
    let output = try Executable.run(
      ["render", "-", "--width", "60", "--rows", "3", "--color", "never"], stdin: demo)
    #expect(output.status == 0)
    #expect(output.stdoutLines.first == " Fruit")
  }
}
