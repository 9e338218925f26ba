import SystemPackage

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
  public let pid: Int32
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
  ///   - rawInput: The terminal starts without line editing and echo (signals kept), as a
  ///     full-screen program sets it, so what is written before the program has set its own modes
  ///     waits for it unchanged: a terminal that edits lines keeps at most 4,095 bytes of a line
  ///     and drops the rest, the key that ends a burst typed ahead included (`serve`).
  /// - Throws: `SpawnError` if no terminal could be opened or the program could not be started (or
  ///   its folder not entered).
  public init(
    executable: String, arguments: [String], environment: [String: String], size: TerminalSize,
    passing descriptor: Int32? = nil, closingOthers: Bool = false, workingDirectory: String? = nil,
    rawInput: Bool = false
  ) throws {
    let terminal: (master: Int32, slave: [CChar])
    switch Syscalls.openTerminal(size, rawInput: rawInput) {
    case .success(let opened): terminal = opened
    case .failure(let code): throw SpawnError(step: .openTerminal, code: code.rawValue)
    }
    let program = Program(
      executable: executable, arguments: arguments, environment: environment,
      workingDirectory: workingDirectory)
    let spawned = Syscalls.spawn(
      program, onTerminal: terminal.slave, passing: descriptor, closingOthers: closingOthers)
    switch spawned {
    case .success(let child): pid = child
    case .failure(let code):
      try? FileDescriptor(rawValue: terminal.master).close()
      throw SpawnError(step: .start(executable), code: code.rawValue)
    }
    master = terminal.master
  }

  deinit {
    hangUp()
    if exit == nil, Syscalls.reap(pid, waiting: false) == nil {
      Syscalls.send(Signal.kill, to: pid)
      _ = Syscalls.reap(pid, waiting: true)
    }
  }

  /// Gives the terminal a new size; the program sees an ordinary resize (SIGWINCH).
  public func resize(_ size: TerminalSize) {
    guard !closed else { return }
    Syscalls.resize(master: master, to: size)
  }

  /// Writes `bytes` as the program's input (keys, as a terminal would send them); false if the
  /// terminal is gone.
  @discardableResult
  public func write(_ bytes: [UInt8]) -> Bool {
    guard !closed else { return bytes.isEmpty }
    return FileDescriptor(rawValue: master).writeAllWaiting(bytes)
  }

  /// What the program wrote, waiting up to `timeout` seconds for the first byte: an empty array
  /// if nothing came in time, nil once the terminal is closed on the program's side (it ended and
  /// everything it wrote has been read).
  public func read(timeout: Double, maximum: Int = 65_536) -> [UInt8]? {
    guard !closed else { return nil }
    guard Syscalls.poll(master, timeout: Int32(max(0, timeout * 1000))) else { return [] }
    var buffer = [UInt8](repeating: 0, count: maximum)
    do {
      let count = try buffer.withUnsafeMutableBytes { try FileDescriptor(rawValue: master).read(into: $0) }
      // 0: the terminal is closed.
      return count > 0 ? Array(buffer[..<count]) : nil
    } catch Errno.resourceTemporarilyUnavailable {
      return []
    } catch {
      // Linux reports the last slave descriptor closing as EIO on the master (0 elsewhere).
      return nil
    }
  }

  /// Everything the program writes until it closes the terminal (or `timeout` seconds pass).
  public func readAll(timeout: Double = 10) -> [UInt8] {
    var output: [UInt8] = []
    let deadline = Syscalls.monotonicSeconds + timeout
    while Syscalls.monotonicSeconds < deadline,
      let chunk = read(timeout: min(0.1, deadline - Syscalls.monotonicSeconds))
    {
      output += chunk
    }
    return output
  }

  /// Closes the master side: the terminal hangs up, and the program's session gets SIGHUP.
  public func hangUp() {
    guard !closed else { return }
    closed = true
    try? FileDescriptor(rawValue: master).close()
  }

  /// Sends `signal` to the program.
  public func signal(_ signal: Int32) {
    if exit == nil { Syscalls.send(signal, to: pid) }
  }

  /// The program's exit status once it has ended, reaping it; nil while it runs.
  public var exitStatus: ExitStatus? {
    if exit == nil { exit = Syscalls.reap(pid, waiting: false) }
    return exit
  }

  /// Waits up to `timeout` seconds for the program to end; its exit status, or nil if it still runs.
  public func waitForExit(timeout: Double) -> ExitStatus? {
    let deadline = Syscalls.monotonicSeconds + timeout
    while exitStatus == nil, Syscalls.monotonicSeconds < deadline { Syscalls.sleep(microseconds: 5_000) }
    return exit
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
    let reason = Errno(rawValue: code).description.lowercased()
    switch step {
    case .openTerminal: return "cannot open a pseudo-terminal: \(reason)"
    case .start(let path): return "cannot start \(path): \(reason)"
    }
  }
}

extension FileDescriptor {
  /// Writes every byte, retrying after interruptions and short writes, and waiting (`poll`, 100 ms
  /// at a time) while a non-blocking descriptor is full, as a pseudo-terminal's master side or the
  /// user's terminal may be; false once the descriptor fails.
  public func writeAllWaiting(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      do {
        let written = try bytes[offset...].withUnsafeBytes { try write($0) }
        if written == 0 { return false }
        offset += written
      } catch Errno.resourceTemporarilyUnavailable {
        _ = Syscalls.poll(rawValue, forWriting: true, timeout: 100)
      } catch {
        return false
      }
    }
    return true
  }
}
