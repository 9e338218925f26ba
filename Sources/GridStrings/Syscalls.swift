#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What GridStrings needs from C that swift-system lacks (swift-system's `Syscalls.swift` habit):
/// Swift names outward, the C name in the doc comment.
enum Directory {
  /// Why a folder could not be listed.
  enum Failure: Error {
    case notFound, notDirectory, permissionDenied
    case other(Int32)
  }

  /// `opendir`/`readdir`: the names in the folder at `path` (without `.` and `..`), sorted.
  static func names(at path: String) throws(Failure) -> [String] {
    guard let directory = opendir(path) else {
      switch errno {
      case ENOENT: throw .notFound
      case ENOTDIR: throw .notDirectory
      case EACCES, EPERM: throw .permissionDenied
      case let code: throw .other(code)
      }
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
