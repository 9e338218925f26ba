import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A child process run with `posix_spawn` and reaped with `waitpid`, its output sent to a file,
/// with no signal blocked or ignored.
///
/// For tmux: its client forks the server, which would inherit an output pipe, and Foundation's
/// `Process` then never reports the client's exit. A file and a plain `waitpid` have no such trap.
enum Subprocess {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `path` with `arguments` and `environment`, waits for it, and returns its exit status
  /// (128 + the signal if one ended it) and standard output (empty unless `readsOutput`).
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String], readsOutput: Bool = true
  ) throws -> (status: Int32, output: Data) {
    let outputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("gridpreview-subprocess-\(UUID().uuidString)").path
    defer { unlink(outputFile) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if readsOutput {
      posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    // The calling thread (a Swift concurrency or Dispatch worker) blocks most signals, and a child
    // inherits that mask — through tmux down to the program in the pane, which then never sees
    // SIGWINCH, SIGINT or SIGTERM. Start children with no signal blocked and default actions.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigemptyset(&allSignals)
    for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP {
      sigaddset(&allSignals, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw Failure(description: "cannot start \(path): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw Failure(description: "waitpid \(pid): error \(errno)") }
    }
    let output = readsOutput ? (FileManager.default.contents(atPath: outputFile) ?? Data()) : Data()
    return (exitStatus(status), output)
  }

  /// The exit status `waitpid` reported, or 128 + the number of the signal that ended the child.
  static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
