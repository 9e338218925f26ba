import CPseudoTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A program running on a pseudo-terminal of its own: what `serve` gives each SSH session and what
/// `record` drives with a tape.
///
/// The program starts in a new session with the terminal's slave side as its standard input, output
/// and error and as its controlling terminal, and every signal at its default disposition, so it
/// behaves exactly as it would in a terminal emulator: resizing the terminal sends it SIGWINCH, and
/// closing the master side (`hangUp()`) hangs the terminal up, which ends it.
///
/// This is a class because it owns two resources, the master descriptor and the child process; the
/// child is reaped by `waitForExit` or, if nobody waited, killed and reaped when it is released.
///
/// ```swift
/// let program = try PseudoTerminalProcess(
///   executable: "/usr/bin/env", arguments: ["printf", "hi"], environment: ["TERM": "xterm"],
///   size: TerminalSize(columns: 80, rows: 24))
/// let output = program.readAll()  // "hi"
/// ```
public final class PseudoTerminalProcess {
  /// The child's process ID.
  public let pid: pid_t
  /// The master side: what the program writes comes out here, and what is written here is its input.
  public let master: Int32
  private var exit: ExitStatus?
  private var closed = false

  /// Starts `executable` (a path; `arguments` do not include it) on a new `size` terminal.
  ///
  /// - Parameters:
  ///   - descriptor: A descriptor the program gets as its descriptor 3 (a socket to talk to it
  ///     besides the terminal).
  ///   - closingOthers: Close every other descriptor above 2 in the program, close-on-exec or not
  ///     (always, when a descriptor is passed): what a server needs, whose sockets must not leak.
  ///   - workingDirectory: The folder the program starts in (the caller's if nil).
  /// - Throws: `SpawnError` if no terminal could be opened or the program could not be started (or
  ///   its folder not entered).
  public init(
    executable: String, arguments: [String], environment: [String: String], size: TerminalSize,
    passing descriptor: Int32? = nil, closingOthers: Bool = false, workingDirectory: String? = nil
  ) throws {
    var openedMaster: Int32 = -1
    var slave = [CChar](repeating: 0, count: 128)
    let opened = gp_pty_open(size.clampedRows, size.clampedColumns, &openedMaster, &slave, slave.count)
    guard opened == 0 else { throw SpawnError(step: .openTerminal, code: opened) }
    let argv = [executable] + arguments
    let envp = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    var child: pid_t = 0
    let spawned = withCStrings(argv) { argv in
      withCStrings(envp) { envp in
        withOptionalCString(workingDirectory) { directory in
          descriptor != nil || closingOthers
            ? gp_pty_spawn_passing(executable, argv, envp, slave, descriptor ?? -1, directory, &child)
            : gp_pty_spawn(executable, argv, envp, slave, directory, &child)
        }
      }
    }
    guard spawned == 0 else {
      Glibc.close(openedMaster)
      throw SpawnError(step: .start(executable), code: spawned)
    }
    pid = child
    master = openedMaster
  }

  deinit {
    hangUp()
    if exit == nil, reap(options: WNOHANG) == nil {
      Glibc.kill(pid, SIGKILL)
      _ = reap(options: 0)
    }
  }

  /// Gives the terminal a new size; the program sees an ordinary resize (SIGWINCH).
  public func resize(_ size: TerminalSize) {
    guard !closed else { return }
    _ = gp_pty_resize(master, size.clampedRows, size.clampedColumns)
  }

  /// Writes `bytes` as the program's input (keys, as a terminal would send them); false if the
  /// terminal is gone.
  @discardableResult
  public func write(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count, !closed {
      let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR || errno == EAGAIN {
        _ = poll(events: Int16(POLLOUT), timeout: 100)
      } else {
        return false
      }
    }
    return offset == bytes.count
  }

  /// What the program wrote, waiting up to `timeout` seconds for the first byte: an empty array
  /// if nothing came in time, nil once the terminal is closed on the program's side (it ended and
  /// everything it wrote has been read).
  public func read(timeout: Double, maximum: Int = 65_536) -> [UInt8]? {
    guard !closed else { return nil }
    let ready = poll(events: Int16(POLLIN), timeout: Int32(max(0, timeout * 1000)))
    guard ready else { return [] }
    var buffer = [UInt8](repeating: 0, count: maximum)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      if count > 0 { return Array(buffer[..<count]) }
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN { return [] }
      // Linux reports the last slave descriptor closing as EIO on the master (0 elsewhere).
      return nil
    }
  }

  /// Everything the program writes until it closes the terminal (or `timeout` seconds pass).
  public func readAll(timeout: Double = 10) -> [UInt8] {
    var output: [UInt8] = []
    let deadline = Clock.now + timeout
    while Clock.now < deadline, let chunk = read(timeout: min(0.1, deadline - Clock.now)) {
      output += chunk
    }
    return output
  }

  /// Closes the master side: the terminal hangs up, and the program's session gets SIGHUP.
  public func hangUp() {
    guard !closed else { return }
    closed = true
    Glibc.close(master)
  }

  /// Sends `signal` to the program.
  public func signal(_ signal: Int32) {
    if exit == nil { Glibc.kill(pid, signal) }
  }

  /// The program's exit status once it has ended, reaping it; nil while it runs.
  public var exitStatus: ExitStatus? {
    if exit == nil { exit = reap(options: WNOHANG) }
    return exit
  }

  /// Waits up to `timeout` seconds for the program to end; its exit status, or nil if it still runs.
  public func waitForExit(timeout: Double) -> ExitStatus? {
    let deadline = Clock.now + timeout
    while exitStatus == nil, Clock.now < deadline { usleep(5_000) }
    return exit
  }

  private func reap(options: Int32) -> ExitStatus? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, options)
      if result == pid { return ExitStatus(waitStatus: status) }
      if result < 0, errno == EINTR { continue }
      // 0: still running; ECHILD: reaped elsewhere (treat as ended without a status).
      return result == 0 ? nil : ExitStatus.unknown
    }
  }

  private func poll(events: Int16, timeout: Int32) -> Bool {
    var entry = pollfd(fd: master, events: events, revents: 0)
    while true {
      let result = Glibc.poll(&entry, 1, timeout)
      if result < 0, errno == EINTR { continue }
      // A hang-up counts as ready: the read that follows reports it.
      return result > 0
    }
  }
}

/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  var clampedColumns: UInt16 { UInt16(clamping: max(1, columns)) }
  var clampedRows: UInt16 { UInt16(clamping: max(1, rows)) }
}

/// How a program ended.
public enum ExitStatus: Hashable, Sendable, CustomStringConvertible {
  case exited(Int32)
  case signalled(Int32)
  /// Reaped by someone else.
  case unknown

  init(waitStatus status: Int32) {
    // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
    let signal = status & 0x7f
    self = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }

  /// As a shell reports it: the exit code, or 128 + the signal's number.
  public var shellStatus: Int32 {
    switch self {
    case .exited(let code): code
    case .signalled(let signal): 128 + signal
    case .unknown: 255
    }
  }

  public var description: String {
    switch self {
    case .exited(let code): "exit \(code)"
    case .signalled(let signal): "signal \(signal)"
    case .unknown: "unknown"
    }
  }
}

/// A pseudo-terminal could not be opened or a program could not be started on it.
public struct SpawnError: Error, Hashable, CustomStringConvertible {
  public enum Step: Hashable, Sendable {
    case openTerminal
    case start(String)
  }

  public var step: Step
  /// The errno value.
  public var code: Int32

  public var description: String {
    let reason = String(cString: strerror(code)).lowercased()
    switch step {
    case .openTerminal: return "cannot open a pseudo-terminal: \(reason)"
    case .start(let path): return "cannot start \(path): \(reason)"
    }
  }
}

/// Seconds on the monotonic clock.
enum Clock {
  static var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// Calls `body` with a NULL-terminated C array of `strings`.
func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { pointers.forEach { free($0) } }
  return body(pointers)
}

/// Calls `body` with `string` as a C string, or with nil.
func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
  guard let string else { return body(nil) }
  return string.withCString { body($0) }
}
