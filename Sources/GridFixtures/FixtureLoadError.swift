import GridText

/// Why a fixture file could not be loaded.
///
/// Each case carries the path as given. Each prints as one line naming the file, and has the exit code
/// a command-line tool should end with (``exitCode``).
public enum FixtureLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing at the path (or a path through something that is not a directory).
  case notFound(path: String)
  /// The file exists but this user may not read it.
  case permissionDenied(path: String)
  /// The path names a directory.
  case isDirectory(path: String)
  /// The path names something that is not a regular file (a FIFO, a device, a socket): refused at
  /// once rather than read, which could wait for ever.
  case notRegularFile(path: String, kind: String)
  /// Reading failed for another reason, described by the system.
  case unreadable(path: String, reason: String)
  /// The file is larger than ``Fixture/maxFileSize``; it was not read.
  case tooLarge(path: String, byteCount: Int, limit: Int)
  /// The file has no bytes at all.
  case empty(path: String)
  /// The file was read but its content is wrong; the error lists every diagnostic.
  case invalid(FixtureValidationError)

  /// The path as given.
  public var path: String {
    switch self {
    case .notFound(let path), .permissionDenied(let path), .isDirectory(let path), .unreadable(let path, _),
      .tooLarge(let path, _, _), .empty(let path), .notRegularFile(let path, _):
      path
    case .invalid(let error):
      error.fileName
    }
  }

  /// The `sysexits.h` code for this error: `EX_NOINPUT` (66) when the file cannot be found or read,
  /// `EX_DATAERR` (65) when it was found but its content cannot be used (too large, empty, invalid).
  public var exitCode: Int32 {
    switch self {
    case .notFound, .permissionDenied, .isDirectory, .notRegularFile, .unreadable: 66
    case .tooLarge, .empty: 65
    case .invalid(let error): error.exitCode
    }
  }

  /// One line naming the file and the problem; for ``invalid(_:)`` one line per diagnostic.
  public var description: String { description(kind: "fixture", plural: "fixtures") }

  /// `description` for a file of another kind (`tape`, `tape files`), which a directory is not and
  /// whose size is limited as the message says.
  public func description(kind: String, plural: String) -> String {
    let name = path.escapedForMessage()
    switch self {
    case .notFound:
      return "\(name): no such file"
    case .permissionDenied:
      return "\(name): permission denied"
    case .isDirectory:
      return "\(name): is a directory, not a \(kind) file"
    case .notRegularFile(_, let kind):
      return "\(name): is \(kind), not a regular file"
    case .unreadable(_, let reason):
      return "\(name): cannot be read: \(reason.escapedForMessage())"
    case .tooLarge(_, let byteCount, let limit):
      let limitText = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
      return "\(name): file too large (\(byteCount) bytes; \(plural) are limited to \(limitText))"
    case .empty:
      return "\(name): empty file"
    case .invalid(let error):
      return error.description
    }
  }
}
