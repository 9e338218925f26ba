#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command run to completion as a child process with its standard output sent to `/dev/null`,
/// as a shell runs `command > /dev/null`: the one file of the benchmarks that calls the C process
/// API (`posix_spawn`, `waitpid`).
///
/// The child gets this process's environment without `LD_PRELOAD`: the benchmark runner preloads
/// its malloc interposer into the benchmark, and the program measured must run as a user runs it.
/// The C strings are made once, so a run costs only the spawn and the wait.
final class ChildProcess {
  /// Why a run failed.
  enum Failure: Error, CustomStringConvertible {
    /// The program is not there or not executable.
    case notExecutable(String)
    /// `posix_spawn` failed with this `errno`.
    case spawnFailed(path: String, errno: Int32)
    /// The program ended with a non-zero status, or was killed (the raw `waitpid` status).
    case failed(path: String, status: Int32)

    var description: String {
      switch self {
      case .notExecutable(let path): "\(path): not an executable file"
      case .spawnFailed(let path, let code): "\(path): posix_spawn failed: \(String(cString: strerror(code)))"
      case .failed(let path, let status):
        status & 0x7F == 0
          ? "\(path) exited with status \((status >> 8) & 0xFF)"
          : "\(path) was killed by signal \(status & 0x7F)"
      }
    }
  }

  let path: String
  private let argv: [UnsafeMutablePointer<CChar>?]
  private let envp: [UnsafeMutablePointer<CChar>?]

  /// - Parameters:
  ///   - path: The program (no search of `PATH`).
  ///   - arguments: Its arguments, without the program name.
  /// - Throws: `Failure.notExecutable` if `path` is not an executable file.
  init(path: String, arguments: [String]) throws(Failure) {
    guard access(path, X_OK) == 0 else { throw .notExecutable(path) }
    self.path = path
    argv = ([path] + arguments).map { strdup($0) } + [nil]
    var environment: [UnsafeMutablePointer<CChar>?] = []
    var entry = environ
    while let variable = entry.pointee {
      if !String(cString: variable).hasPrefix("LD_PRELOAD=") { environment.append(strdup(variable)) }
      entry += 1
    }
    envp = environment + [nil]
  }

  /// The value of an environment variable of this process, `nil` if unset or empty.
  static func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name), value.pointee != 0 else { return nil }
    return String(cString: value)
  }

  deinit {
    for string in argv + envp { free(string) }
  }

  /// Runs the program to its end, its standard output to `/dev/null` (standard input and error are
  /// this process's).
  ///
  /// - Throws: `Failure` if it cannot be started or does not exit with status 0.
  func run() throws(Failure) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    guard spawned == 0 else { throw .spawnFailed(path: path, errno: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw .spawnFailed(path: path, errno: errno) }
    }
    guard status == 0 else { throw .failed(path: path, status: status) }
  }
}
