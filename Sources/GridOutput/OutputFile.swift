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

  static func reason(_ error: any Error) -> String {
    (error as? Errno).map { String(describing: $0) } ?? String(describing: error)
  }
}
