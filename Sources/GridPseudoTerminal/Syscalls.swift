import CPseudoTerminal
import SystemPackage

#if canImport(Glibc)
  import Glibc
#endif

/// Every call into C that GridPseudoTerminal makes and swift-system lacks (processes, pseudo-terminals,
/// `poll`, the monotonic clock), as swift-system's `Syscalls.swift` keeps them: Swift names outward,
/// the C name in the doc comment. Reading, writing and closing go through swift-system's
/// `FileDescriptor`.
enum Syscalls {
  /// `gp_pty_open` (`posix_openpt`, `grantpt`, `unlockpt`, `ptsname_r`, `TIOCSWINSZ`, and with
  /// `rawInput` `tcsetattr`): a new pseudo-terminal of `size`, its master side and the path of its
  /// slave side; or an errno value.
  static func openTerminal(_ size: TerminalSize, rawInput: Bool) -> Result<
    (master: Int32, slave: [CChar]), Errno
  > {
    var master: Int32 = -1
    var slave = [CChar](repeating: 0, count: 128)
    let opened = gp_pty_open(
      size.clampedRows, size.clampedColumns, rawInput ? 1 : 0, &master, &slave, slave.count)
    return opened == 0 ? .success((master, slave)) : .failure(Errno(rawValue: opened))
  }

  /// `gp_pty_spawn`, or `gp_pty_spawn_passing` when a descriptor is passed or every other one must
  /// be closed (`posix_spawn` in a new session on the slave side): the child's process ID.
  static func spawn(
    _ program: Program, onTerminal slave: [CChar], passing descriptor: Int32?, closingOthers: Bool
  ) -> Result<Int32, Errno> {
    program.withCStrings { executable, argv, envp, directory in
      var child: pid_t = 0
      let spawned =
        descriptor != nil || closingOthers
        ? gp_pty_spawn_passing(executable, argv, envp, slave, descriptor ?? -1, directory, &child)
        : gp_pty_spawn(executable, argv, envp, slave, directory, &child)
      return spawned == 0 ? .success(child) : .failure(Errno(rawValue: spawned))
    }
  }

  /// `gp_spawn` (`posix_spawn` with `standardStreams` as 0, 1 and 2, -1 keeping the caller's): the
  /// child's process ID.
  static func spawn(
    _ program: Program, standardStreams: [Int32], passing descriptor: Int32?, newSession: Bool
  ) -> Result<Int32, Errno> {
    program.withCStrings { executable, argv, envp, directory in
      var child: pid_t = 0
      let spawned = gp_spawn(
        executable, argv, envp, standardStreams, descriptor ?? -1, newSession ? 1 : 0, directory, &child)
      return spawned == 0 ? .success(child) : .failure(Errno(rawValue: spawned))
    }
  }

  /// `gp_pty_resize` (`TIOCSWINSZ` on the master side): the program sees SIGWINCH.
  static func resize(master: Int32, to size: TerminalSize) {
    _ = gp_pty_resize(master, size.clampedRows, size.clampedColumns)
  }

  /// `kill(pid, signal)`.
  static func send(_ signal: Int32, to pid: Int32) { _ = kill(pid, signal) }

  /// `waitpid(pid, &status, waiting ? 0 : WNOHANG)`, retried after interruptions: the program's
  /// status, nil while it runs, `.unknown` if it was reaped elsewhere.
  static func reap(_ pid: Int32, waiting: Bool) -> ExitStatus? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, waiting ? 0 : WNOHANG)
      if result == pid { return ExitStatus(waitStatus: status) }
      if result < 0, errno == EINTR { continue }
      // 0: still running; ECHILD: reaped elsewhere (treat as ended without a status).
      return result == 0 ? nil : ExitStatus.unknown
    }
  }

  /// `poll` for one descriptor, retried after interruptions: whether it is ready to read (or, with
  /// `forWriting`, to write) within `timeout` milliseconds. A hang-up counts as ready: the read
  /// that follows reports it.
  static func poll(_ fd: Int32, forWriting: Bool = false, timeout: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0)
    while true {
      let result = Glibc.poll(&entry, 1, timeout)
      if result < 0, errno == EINTR { continue }
      return result > 0
    }
  }

  /// `usleep`.
  static func sleep(microseconds: UInt32) { _ = usleep(microseconds) }

  /// `clock_gettime(CLOCK_MONOTONIC)`: seconds on the monotonic clock.
  static var monotonicSeconds: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// A program to start: its path, its arguments (without the path) and environment, and the folder
/// it starts in (the caller's if nil).
struct Program {
  var executable: String
  var arguments: [String]
  var environment: [String: String]
  var workingDirectory: String?

  /// Calls `body` with the path, NULL-terminated C arrays of the arguments (the path first) and of
  /// the environment (`NAME=value`, sorted), and the folder or NULL (`strdup`, `free`).
  func withCStrings<R>(
    _ body: (
      UnsafePointer<CChar>, [UnsafeMutablePointer<CChar>?], [UnsafeMutablePointer<CChar>?],
      UnsafePointer<CChar>?
    ) -> R
  ) -> R {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    return executable.withCString { path in
      guard let workingDirectory else { return body(path, argv, envp, nil) }
      return workingDirectory.withCString { body(path, argv, envp, $0) }
    }
  }
}

/// Signal numbers by name, for `signal(_:)` and for naming how a program ended, so that code
/// sending signals needs no C.
public enum Signal {
  /// `SIGHUP`: the terminal hung up.
  public static var hangUp: Int32 { SIGHUP }
  /// `SIGINT`.
  public static var interrupt: Int32 { SIGINT }
  /// `SIGQUIT`.
  public static var quit: Int32 { SIGQUIT }
  /// `SIGILL`.
  public static var illegalInstruction: Int32 { SIGILL }
  /// `SIGABRT`.
  public static var abort: Int32 { SIGABRT }
  /// `SIGFPE`.
  public static var floatingPointException: Int32 { SIGFPE }
  /// `SIGKILL`.
  public static var kill: Int32 { SIGKILL }
  /// `SIGUSR1`.
  public static var user1: Int32 { SIGUSR1 }
  /// `SIGSEGV`.
  public static var segmentationFault: Int32 { SIGSEGV }
  /// `SIGUSR2`.
  public static var user2: Int32 { SIGUSR2 }
  /// `SIGPIPE`.
  public static var brokenPipe: Int32 { SIGPIPE }
  /// `SIGALRM`.
  public static var alarm: Int32 { SIGALRM }
  /// `SIGTERM`.
  public static var terminate: Int32 { SIGTERM }
  /// `SIGWINCH`: the terminal's size changed.
  public static var windowChanged: Int32 { SIGWINCH }
}
