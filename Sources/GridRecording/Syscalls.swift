import CPseudoTerminal
import SystemPackage

#if canImport(Glibc)
  import Glibc
#endif

/// Every call into C that GridRecording makes and swift-system lacks (signals as bytes, `poll`,
/// descriptor flags), as swift-system's `Syscalls.swift` keeps them: Swift names outward, the C name
/// in the doc comment. Reading and writing go through swift-system's `FileDescriptor`.
enum Syscalls {
  /// `gp_relay_signal_pipe` (`sigaction` for each of `signals`, `pipe2`): each signal then writes
  /// its number as one byte to a pipe instead of its default action; the pipe's read end
  /// (non-blocking, close-on-exec), or nil.
  static func signalPipe(_ signals: [Int32]) -> FileDescriptor? {
    let fd = signals.withUnsafeBufferPointer { gp_relay_signal_pipe($0.baseAddress, Int32($0.count)) }
    return fd >= 0 ? FileDescriptor(rawValue: fd) : nil
  }

  /// `poll` for reading on `fds`, up to `timeout` milliseconds: which are ready (a hang-up counts),
  /// none after an interrupting signal, nil if `poll` failed.
  static func poll(_ fds: [Int32], timeout: Int32) -> [Bool]? {
    var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    if Glibc.poll(&entries, nfds_t(entries.count), timeout) < 0 {
      return errno == EINTR ? Array(repeating: false, count: fds.count) : nil
    }
    return entries.map { $0.revents != 0 }
  }

  /// `fcntl(fd, F_GETFD) != -1`: whether `fd` is an open descriptor.
  static func isOpen(_ fd: Int32) -> Bool { fcntl(fd, F_GETFD) != -1 }

  /// `fcntl(fd, F_SETFD, FD_CLOEXEC)`: no program started later inherits `fd`.
  static func closeOnExec(_ fd: Int32) { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
}
