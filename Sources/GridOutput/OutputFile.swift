import SystemPackage

/// Writing a whole file a command was asked to write (an audit baseline, a snapshot, a report):
/// created or truncated, every byte written, closed.
public enum OutputFile {
  /// Why a file could not be written: its path, the step, and the system's reason.
  public struct Failure: Error, Sendable {
    public var path: String
    /// Whether the file could not be created at all (`EX_CANTCREAT`, 73) rather than written
    /// (`EX_IOERR`, 74).
    public var couldNotCreate: Bool
    /// The system's description of the error.
    public var reason: String

    /// 73 when the file could not be created, 74 when it could not be written.
    public var exitCode: Int32 { couldNotCreate ? 73 : 74 }
  }

  /// Writes `bytes` to the file at `path` (a path of the file system's bytes, as given), creating it
  /// with mode 0644 (less the umask) or truncating it.
  public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    let descriptor: FileDescriptor
    do {
      descriptor = try FileDescriptor.open(
        FilePath(path), .writeOnly, options: [.create, .truncate, .closeOnExec],
        permissions: [.ownerReadWrite, .groupRead, .otherRead])
    } catch {
      throw Failure(path: path, couldNotCreate: true, reason: Self.reason(error))
    }
    do {
      try descriptor.writeAll(bytes)
    } catch {
      try? descriptor.close()
      throw Failure(path: path, couldNotCreate: false, reason: Self.reason(error))
    }
    do {
      try descriptor.close()
    } catch {
      throw Failure(path: path, couldNotCreate: false, reason: Self.reason(error))
    }
  }

  /// Makes the folder `path` and every folder above it that is missing (`mkdir -p`), with mode 0777
  /// less the umask.
  ///
  /// - Throws: The folder that could not be made — `path` itself or one above it — and why
  ///   (`couldNotCreate`: exit 73), with "a file is in the way" when a part of the path is not a
  ///   folder.
  public static func createFolder(_ path: String) throws(Failure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      guard let error = Syscalls.makeDirectory(prefix) else { continue }
      if error == .fileExists {
        if Syscalls.isDirectory(prefix) { continue }
        throw Failure(path: prefix, couldNotCreate: true, reason: "a file that is not a folder is in the way")
      }
      throw Failure(path: prefix, couldNotCreate: true, reason: Self.reason(error).lowercased())
    }
  }

  static func reason(_ error: any Error) -> String {
    (error as? Errno).map { String(describing: $0) } ?? String(describing: error)
  }
}
