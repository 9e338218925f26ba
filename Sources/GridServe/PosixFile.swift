import GridText

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

  /// Why someone other than this user (or root) could change `path` or put another file in its
  /// place — the file or a folder above it owned by another user, or writable by its group or by
  /// others — as sshd's StrictModes checks, as a message starting with `label` and the path; nil if
  /// nobody could. A folder with the sticky bit (such as /tmp) lets others add files but not
  /// replace ours, so it passes. The path is resolved first (symbolic links followed); one that
  /// cannot be is left to whoever opens it.
  static func unsafeOwnership(of path: String, label: String) -> String? {
    guard let resolvedPointer = realpath(path, nil) else { return nil }
    let resolved = String(cString: resolvedPointer)
    free(resolvedPointer)
    let user = getuid()
    var current = resolved
    while true {
      var info = stat()
      guard stat(current, &info) == 0 else { return nil }
      let isFolder = info.st_mode & S_IFMT == S_IFDIR
      let subject =
        current == resolved
        ? "\(label) \(path.escapedForMessage())"
        : "\(label) \(path.escapedForMessage()): its folder \(current.escapedForMessage())"
      if info.st_uid != user, info.st_uid != 0 {
        return "\(subject) belongs to another user (uid \(info.st_uid)), who could change it"
      }
      if info.st_mode & 0o022 != 0, !(isFolder && info.st_mode & S_ISVTX != 0) {
        let mode = "0" + String(info.st_mode & 0o7777, radix: 8)
        return "\(subject) may be written by others (mode \(mode)): chmod go-w \(current == resolved ? "it" : "that folder")"
      }
      guard current != "/" else { return nil }
      current = "/" + current.split(separator: "/").dropLast().joined(separator: "/")
    }
  }
}
