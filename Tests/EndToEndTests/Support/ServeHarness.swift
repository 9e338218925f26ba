import Foundation
import GridTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `gridpreview serve` on loopback for a test, and the real OpenSSH client to reach it: a client
/// key listed in an authorized_keys file, another key that is not, a host key of its own, any free
/// port (read back from the log), and the log in a file. The server is stopped (SIGTERM, then
/// SIGKILL) when the value is released.
final class ServeHarness {
  let folder: TemporaryFolder
  let process: Process
  let logPath: String
  let port: Int
  var pid: Int32 { process.processIdentifier }

  static let sshPath: String? = Tool.path(named: "ssh")
  static let keygenPath: String? = Tool.path(named: "ssh-keygen")
  static var isAvailable: Bool { sshPath != nil && keygenPath != nil && TmuxSession.isAvailable }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts `gridpreview serve` with `arguments` (fixture and options) besides the port, keys and log.
  /// - Parameter keyOptions: options before the client's key in authorized_keys (`no-pty`, …).
  init(_ arguments: [String] = [], folder: TemporaryFolder? = nil, keyOptions: String = "") throws {
    let folder = try folder ?? TemporaryFolder()
    self.folder = folder
    for name in ["client", "stranger"] where !FileManager.default.fileExists(atPath: folder.path(name)) {
      _ = try Subprocess.run(
        Self.keygenPath ?? "/usr/bin/ssh-keygen",
        ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", folder.path(name)],
        environment: [:])
    }
    let publicKey = try String(contentsOfFile: folder.path("client.pub"), encoding: .utf8)
    try folder.write((keyOptions.isEmpty ? "" : keyOptions + " ") + publicKey, to: "authorized_keys")
    logPath = folder.path("serve.log")
    _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    process = Process()
    process.executableURL = Executable.url
    process.arguments =
      [
        "serve", "--port", "0", "--host-key", folder.path("host_key"), "--authorized-keys",
        folder.path("authorized_keys"),
      ]
      + arguments
    process.environment = Executable.baseEnvironment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
    try process.run()
    let deadline = Date().addingTimeInterval(15)
    var found: Int?
    while found == nil, Date() < deadline, process.isRunning {
      found = Self.port(in: (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "")
      if found == nil { usleep(20_000) }
    }
    guard let found else {
      process.terminate()
      throw Failure(description: "the server did not start listening: \(Self.read(logPath))")
    }
    port = found
  }

  deinit { stop() }

  /// SIGTERM, then SIGKILL after 5 s; the exit status.
  @discardableResult
  func stop() -> Int32? {
    guard process.isRunning else { return process.terminationStatus }
    kill(pid, SIGTERM)
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(pid, SIGKILL) }
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

  /// The port of the first "listening … port=N" log line.
  static func port(in log: String) -> Int? {
    guard let line = log.split(separator: "\n").first(where: { $0.contains("gridpreview serve: listening") }),
      let field = line.split(separator: " ").first(where: { $0.hasPrefix("port=") })
    else { return nil }
    return Int(field.dropFirst(5))
  }

  var log: String { Self.read(logPath) }

  /// The ssh command line for this server: no prompts, no known_hosts, the client's key.
  func ssh(_ remote: [String] = [], key: String = "client", terminal: Bool = false) -> [String] {
    [
      Self.sshPath ?? "/usr/bin/ssh", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
      "-o", "BatchMode=yes", "-o", "LogLevel=ERROR", "-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none",
      "-i", folder.path(key), "-p", "\(port)",
    ] + (terminal ? ["-t"] : ["-T"]) + ["127.0.0.1"] + remote
  }

  /// An exec request run to the end: ssh's status, standard output and standard error.
  func exec(_ remote: [String], key: String = "client", options: [String] = []) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    var command = ssh(key: key)
    command.insert(contentsOf: options, at: command.count - 1)
    command += remote
    let run = try ChildRun.run(command[0], Array(command.dropFirst()))
    return (run.status, run.stdout, run.stderr)
  }

  /// ssh with `options` (before the host) and `remote` left running, its input /dev/null, its output
  /// `output` (or /dev/null), its standard error `errorFile` (or /dev/null).
  func background(
    _ options: [String], remote: [String] = [], key: String = "client", output: Int32? = nil,
    errorFile: String? = nil
  ) throws -> Background {
    var command = ssh(key: key)
    command.insert(contentsOf: options, at: command.count - 1)
    return try Background(command + remote, output: output, errorFile: errorFile)
  }

  /// A process started with `posix_spawn` and polled with `waitpid` (Foundation's `Process` can miss
  /// the exit of one of many children, reporting it running long after it is a zombie).
  final class Background {
    let pid: pid_t
    private var status: Int32?

    /// - Parameters:
    ///   - output: the descriptor that becomes its standard output (/dev/null if nil).
    ///   - errorFile: the file its standard error is written to (/dev/null if nil).
    init(_ command: [String], output: Int32? = nil, errorFile: String? = nil) throws {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      if let output {
        posix_spawn_file_actions_adddup2(&actions, output, 1)
      } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      }
      posix_spawn_file_actions_addopen(
        &actions, 2, errorFile ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      let argv = command.map { strdup($0) } + [nil]
      defer { argv.forEach { free($0) } }
      var pid: pid_t = 0
      let result = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
      guard result == 0 else { throw Failure(description: "cannot start \(command[0]): \(result)") }
      self.pid = pid
    }

    deinit { end() }

    /// The exit code once it has ended (128 + the signal if one ended it).
    var exitStatus: Int32? {
      guard !isRunning, let status else { return nil }
      return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
    }

    var isRunning: Bool {
      guard status == nil else { return false }
      var raw: Int32 = 0
      if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
      return status == nil
    }

    /// SIGKILL if still running, and reaped.
    func end() {
      guard isRunning else { return }
      kill(pid, SIGKILL)
      var raw: Int32 = 0
      waitpid(pid, &raw, 0)
      status = raw
    }
  }

  /// A TCP connection from `source` (a loopback address) to `port` on 127.0.0.1 that sends `first`
  /// and nothing more (the descriptor; -1 if it failed).
  static func rawConnection(port: Int, from source: String = "127.0.0.1", sending first: [UInt8] = [])
    -> Int32
  {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var local = sockaddr_in(
      sin_family: sa_family_t(AF_INET), sin_port: 0,
      sin_addr: in_addr(s_addr: inet_addr(source)), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
    let bound = withUnsafePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      close(fd)
      return -1
    }
    var address = sockaddr_in(
      sin_family: sa_family_t(AF_INET), sin_port: in_port_t(UInt16(port).bigEndian),
      sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0, first.isEmpty || send(fd, first, first.count, Int32(MSG_NOSIGNAL)) == first.count
    else {
      close(fd)
      return -1
    }
    return fd
  }

  /// A version line, as a client that goes no further sends it.
  static let versionLine = Array("SSH-2.0-flood\r\n".utf8)

  /// The descriptors `pid` has open (`/proc/PID/fd`).
  static func descriptors(of pid: Int32) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count ?? 0
  }

  /// A viewer: ssh with a terminal, inside tmux at `width` × `height`, once its first frame shows;
  /// with `recordBytes`, what ssh writes (what the server sent) is in its `byteLog`.
  func viewer(
    width: Int = 100, height: Int = 30, key: String = "client", waitForFrame: Bool = true,
    recordBytes: Bool = false
  ) throws -> TmuxSession {
    let session = try TmuxSession(
      ssh(key: key, terminal: true), width: width, height: height, recordBytes: recordBytes)
    if waitForFrame {
      try session.waitForScreen("the first frame over SSH") { TmuxSession.statusBar(of: $0).contains(" pt") }
    }
    return session
  }

  /// The server's children that are previewers (`gridpreview preview`), by process ID.
  func previewers() -> [Int32] { Self.previewers(of: pid) }

  /// The children of `parent` that are previewers (`gridpreview preview`), by process ID.
  static func previewers(of parent: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 2, Int32(fields[1]) == parent, fields[0] != "Z" else { return false }
      let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
      return command.split(separator: "\0").dropFirst().first == "preview"
    }
  }

  /// A process's memory as the kernel counts it: resident now and its peak so far (`VmRSS` and
  /// `VmHWM` in `/proc/PID/status`), in bytes.
  static func memory(of pid: Int32) -> (resident: Int, peak: Int)? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    func kilobytes(_ field: String) -> Int? {
      status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
        .flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) }
    }
    guard let resident = kilobytes("VmRSS"), let peak = kilobytes("VmHWM") else { return nil }
    return (resident * 1024, peak * 1024)
  }

  /// Polls until `condition` holds or `timeout` passes; whether it held.
  static func wait(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      if Date() >= deadline { return false }
      usleep(10_000)
    }
    return true
  }
}
