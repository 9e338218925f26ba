/// A program started without a terminal of its own: on descriptors the caller chooses (pipes, or
/// the caller's own terminal), optionally in a new session (then it has no controlling terminal at
/// all), with every signal at its default disposition and none blocked, and no descriptor of the
/// caller's but those it was given. `serve` runs batch commands for SSH exec requests this way, and
/// the presenter's previewer on the server's own terminal.
///
/// This is a class because it owns a resource, the child process: if nobody reaped it, it is
/// killed and reaped when the value is released.
///
/// ```swift
/// let child = try ChildProcess(
///   executable: "/bin/true", arguments: [], environment: [:], standardStreams: [-1, -1, -1])
/// child.waitForExit(timeout: 5)  // .exited(0)
/// ```
public final class ChildProcess {
  /// The child's process ID.
  public let pid: Int32
  private var exit: ExitStatus?

  /// Starts `executable` (a path; `arguments` do not include it).
  ///
  /// - Parameters:
  ///   - standardStreams: The descriptors that become the child's 0, 1 and 2; -1 keeps the caller's.
  ///   - descriptor: A descriptor the child gets as its descriptor 3.
  ///   - newSession: Start the child in a session of its own, with no controlling terminal.
  ///   - workingDirectory: The folder the child starts in (the caller's if nil).
  /// - Throws: `SpawnError` if the program could not be started (or its folder not entered).
  public init(
    executable: String, arguments: [String], environment: [String: String], standardStreams: [Int32],
    passing descriptor: Int32? = nil, newSession: Bool = false, workingDirectory: String? = nil
  ) throws {
    precondition(standardStreams.count == 3, "three standard streams: input, output, error")
    let program = Program(
      executable: executable, arguments: arguments, environment: environment,
      workingDirectory: workingDirectory)
    let spawned = Syscalls.spawn(
      program, standardStreams: standardStreams, passing: descriptor, newSession: newSession)
    switch spawned {
    case .success(let child): pid = child
    case .failure(let code): throw SpawnError(step: .start(executable), code: code.rawValue)
    }
  }

  deinit {
    if exitStatus == nil {
      Syscalls.send(Signal.kill, to: pid)
      exit = Syscalls.reap(pid, waiting: true)
    }
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
  @discardableResult
  public func waitForExit(timeout: Double) -> ExitStatus? {
    let deadline = Syscalls.monotonicSeconds + timeout
    while exitStatus == nil, Syscalls.monotonicSeconds < deadline { Syscalls.sleep(microseconds: 5_000) }
    return exit
  }
}
