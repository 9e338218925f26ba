import GridFixtures
import GridText

/// Why the app's string files could not be used: one line naming the file, and the exit code a
/// command-line tool ends with.
public enum StringFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be found or read (66), or is empty or too large (65), as for a fixture.
  case unreadable(FixtureLoadError)
  /// The file was read but is not a valid String Catalog, `.strings` or `.stringsdict` file:
  /// `FILE:LINE:COLUMN: message`.
  case invalid(fileName: String, position: SourcePosition, message: String)

  /// `EX_NOINPUT` (66) for a file that cannot be found or read, `EX_DATAERR` (65) for one that
  /// cannot be used.
  public var exitCode: Int32 {
    switch self {
    case .unreadable(let error): error.exitCode
    case .invalid: 65
    }
  }

  public var description: String {
    switch self {
    case .unreadable(let error):
      error.description(kind: "string", plural: "string files")
    case .invalid(let fileName, let position, let message):
      "\(fileName.escapedForMessage()):\(position.line):\(position.column): \(message.escapedForMessage())"
    }
  }
}
