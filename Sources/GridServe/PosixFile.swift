import GridFixtures

#if canImport(Glibc)
  import Glibc
#endif

/// The few file operations the server needs, as POSIX calls (no Foundation).
enum PosixFile {
  struct Failure: Error {
    var code: Int32
    var reason: String { PosixFile.reason(code) }
  }

  /// `strerror`, in lower case, as the tool's messages write it.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }

  /// The whole regular file at `path`, at most `limit` bytes.
  static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw Failure(code: errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw Failure(code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(code: EINVAL) }
    guard Int(info.st_size) <= limit else { throw Failure(code: EFBIG) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { throw Failure(code: errno) }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
      if bytes.count > limit { throw Failure(code: EFBIG) }
    }
  }

  /// Creates `path` (which must not exist) with `mode` and writes `contents`.
  static func createNew(_ path: String, contents: [UInt8], mode: mode_t) throws(Failure) {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw Failure(code: errno) }
    defer { close(fd) }
    // The mode asked for, whatever the umask.
    guard fchmod(fd, mode) == 0 else { throw Failure(code: errno) }
    var offset = 0
    while offset < contents.count {
      let written = contents[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written < 0 { throw Failure(code: errno) }
      offset += written
    }
  }

  /// Creates the folders above `path` that do not exist yet, with mode 0700.
  static func makeParentFolders(of path: String) throws(Failure) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    var folder = path.hasPrefix("/") ? "" : "."
    for part in parts where !part.isEmpty {
      folder += "/" + part
      if mkdir(folder, 0o700) != 0, errno != EEXIST { throw Failure(code: errno) }
    }
  }
}
