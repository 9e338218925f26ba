#if canImport(Glibc)
  import Glibc
#endif

/// Every call into C that the executable makes and swift-system lacks (swift-system's
/// `Syscalls.swift` habit): Swift names outward, the C name in the doc comment.
enum Syscalls {
  /// `exit(status)`: ends the process at once, without returning through the callers.
  static func exit(_ status: Int32) -> Never { Glibc.exit(status) }

  /// `fcntl(fd, F_GETFD) == -1 && errno == EBADF`: whether `fd` is not open.
  static func isClosed(_ fd: Int32) -> Bool { fcntl(fd, F_GETFD) == -1 && errno == EBADF }

  /// `sleep(seconds)`.
  static func sleep(seconds: UInt32) { _ = Glibc.sleep(seconds) }

  /// `time(NULL)`: seconds since 1970 (UTC).
  static var secondsSinceEpoch: Int { Int(time(nil)) }

  /// `readlink(path)`: where a symbolic link points, or nil.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `realpath(path, NULL)`: `path` with symbolic links and `.`/`..` resolved, or nil.
  static func resolvedPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
