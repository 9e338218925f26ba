import GridText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads fixture files: the module's only I/O, through POSIX calls on the path's bytes.
enum FixtureFile {
  /// The path that means standard input.
  static let standardInput = "-"

  /// The bytes of the file at `path` (`-`: standard input, read to its end).
  ///
  /// The path is opened non-blocking and must be a regular file: a FIFO, a device or a socket is
  /// refused at once, so reading never waits for a writer. A file larger than `limit` is refused
  /// from its size alone, before any byte is read. The path's bytes are `ByteString.bytes(of:)`, so
  /// a name that is not UTF-8 opens its file.
  static func read(_ path: String, limit: Int) throws(FixtureLoadError) -> [UInt8] {
    if path == standardInput { return try readAll(fd: 0, path: path, limit: limit) }
    let cString = ByteString.bytes(of: path).map { CChar(bitPattern: $0) } + [0]
    let fd = open(cString, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else {
      let code = errno
      // A socket cannot be opened at all (ENXIO): say what it is, as for a FIFO or a device.
      var info = stat()
      if code == ENXIO, stat(cString, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK {
        throw .notRegularFile(path: path, kind: "a socket")
      }
      throw loadError(code, path: path)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw loadError(errno, path: path) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .isDirectory(path: path)
    case S_IFIFO: throw .notRegularFile(path: path, kind: "a FIFO (named pipe)")
    case S_IFCHR: throw .notRegularFile(path: path, kind: "a character device")
    case S_IFBLK: throw .notRegularFile(path: path, kind: "a block device")
    case S_IFSOCK: throw .notRegularFile(path: path, kind: "a socket")
    default: throw .notRegularFile(path: path, kind: "something other than a file")
    }
    let size = Int(info.st_size)
    if size > limit { throw .tooLarge(path: path, byteCount: size, limit: limit) }
    if size == 0 { throw .empty(path: path) }
    return try readAll(fd: fd, path: path, limit: limit, expected: size)
  }

  /// Everything `fd` holds, refusing more than `limit` bytes.
  private static func readAll(fd: Int32, path: String, limit: Int, expected: Int = 1 << 16) throws(FixtureLoadError)
    -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: min(limit + 1, max(expected + 1, 1 << 12)))
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { throw .tooLarge(path: path, byteCount: count, limit: limit) }
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - count)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw loadError(errno, path: path)
      }
      if got == 0 { break }
      count += got
      if count > limit { throw .tooLarge(path: path, byteCount: count, limit: limit) }
    }
    if count == 0 { throw .empty(path: path) }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// The load error for an `errno`, as a sentence.
  private static func loadError(_ code: Int32, path: String) -> FixtureLoadError {
    switch code {
    case ENOENT, ENOTDIR: .notFound(path: path)
    case EACCES, EPERM: .permissionDenied(path: path)
    case EISDIR: .isDirectory(path: path)
    case ELOOP: .unreadable(path: path, reason: "a loop of symbolic links")
    default: .unreadable(path: path, reason: String(cString: strerror(code)).lowercased())
    }
  }
}
