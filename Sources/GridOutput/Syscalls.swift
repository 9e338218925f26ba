import SystemPackage

#if canImport(Glibc)
  import Glibc
#endif

/// Every call into C that GridOutput makes and swift-system lacks: Swift names outward, the C name in
/// the doc comment.
enum Syscalls {
  /// `mkdir(path, 0777)` (less the umask): nil when made, else the system's error.
  static func makeDirectory(_ path: String) -> Errno? {
    mkdir(path, 0o777) == 0 ? nil : Errno(rawValue: errno)
  }

  /// `stat(path)` and `S_ISDIR`: whether `path` is a directory (following symbolic links).
  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
