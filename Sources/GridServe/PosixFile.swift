import GridText
import SystemPackage

/// The few file operations the server needs, through swift-system (no Foundation).
enum PosixFile {
  struct Failure: Error {
    var code: Int32
    var reason: String { PosixFile.reason(code) }

    init(code: Int32) { self.code = code }

    init(_ error: any Error) { code = (error as? Errno ?? .ioError).rawValue }
  }

  /// `strerror`, in lower case, as the tool's messages write it.
  static func reason(_ code: Int32) -> String {
    Errno(rawValue: code).description.lowercased()
  }

  /// The whole regular file at `path`, at most `limit` bytes.
  static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    do {
      let fd = try path.withCString {
        try FileDescriptor.open($0, .readOnly, options: [.closeOnExec, .nonBlocking])
      }
      defer { try? fd.close() }
      let info = try fd.stat()
      guard info.type == .regular else { throw Failure(code: Errno.invalidArgument.rawValue) }
      guard Int(info.size) <= limit else { throw Failure(code: Errno.fileTooLarge.rawValue) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 16_384)
      while true {
        let count = try buffer.withUnsafeMutableBytes { try fd.read(into: $0) }
        if count == 0 { return bytes }
        bytes += buffer[..<count]
        if bytes.count > limit { throw Failure(code: Errno.fileTooLarge.rawValue) }
      }
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(error)
    }
  }

  /// Creates `path` (which must not exist) with `mode` and writes `contents`.
  static func createNew(_ path: String, contents: [UInt8], mode: UInt32) throws(Failure) {
    do {
      let permissions = FilePermissions(rawValue: mode)
      let fd = try path.withCString {
        try FileDescriptor.open(
          $0, .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec], permissions: permissions)
      }
      defer { try? fd.close() }
      // The mode asked for, whatever the umask.
      try Syscalls.setPermissions(fd, permissions)
      try fd.writeAll(contents)
    } catch {
      throw Failure(error)
    }
  }

  /// Creates the folders above `path` that do not exist yet, with mode 0700.
  static func makeParentFolders(of path: String) throws(Failure) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    var folder = path.hasPrefix("/") ? "" : "."
    for part in parts where !part.isEmpty {
      folder += "/" + part
      do throws(Errno) { try Syscalls.makeFolder(folder, permissions: .ownerReadWriteExecute) } catch {
        throw Failure(code: error.rawValue)
      }
    }
  }

  /// Why someone other than this user (or root) could change `path` or put another file in its
  /// place — the file or a folder above it owned by another user, or writable by its group or by
  /// others — as sshd's StrictModes checks, as a message starting with `label` and the path; nil if
  /// nobody could. A folder with the sticky bit (such as /tmp) lets others add files but not
  /// replace ours, so it passes. The path is resolved first (symbolic links followed); one that
  /// cannot be is left to whoever opens it.
  static func unsafeOwnership(of path: String, label: String) -> String? {
    guard let resolved = Syscalls.resolvedPath(path) else { return nil }
    let user = Syscalls.userID
    var current = resolved
    while true {
      guard let info = try? current.withCString({ try Stat($0) }) else { return nil }
      let isFolder = info.type == .directory
      let mode = info.permissions.rawValue
      let owner = info.userID.rawValue
      let subject =
        current == resolved
        ? "\(label) \(path.escapedForMessage())"
        : "\(label) \(path.escapedForMessage()): its folder \(current.escapedForMessage())"
      if owner != user, owner != 0 {
        return "\(subject) belongs to another user (uid \(owner)), who could change it"
      }
      if mode & 0o022 != 0, !(isFolder && info.permissions.contains(.saveText)) {
        let shown = "0" + String(mode & 0o7777, radix: 8)
        let fix = current == resolved ? "it" : "that folder"
        return "\(subject) may be written by others (mode \(shown)): chmod go-w \(fix)"
      }
      guard current != "/" else { return nil }
      current = "/" + current.split(separator: "/").dropLast().joined(separator: "/")
    }
  }
}
