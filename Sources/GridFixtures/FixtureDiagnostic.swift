import GridText

/// One problem found in a fixture: where it is, the path to the offending value, and what is wrong.
///
/// Prints as one line, `FILE:LINE:COLUMN: PATH: MESSAGE`, for example
/// `demo.json:12:9: sections[0].items[3].height: expected a non-negative integer, got -4`.
/// Warnings have `warning: ` before the message. The path is left out (with its colon) when the
/// problem is in no particular value, such as a syntax error at the top level. Control characters
/// in the file name, path and message are escaped, so the line is always one line.
public struct FixtureDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Whether the problem stops the fixture from loading.
  public enum Severity: String, Hashable, Sendable {
    /// The fixture does not load.
    case error
    /// The fixture loads; something in it is ignored.
    case warning
  }

  public var severity: Severity
  /// The input's name as given (normally the path on the command line).
  public var fileName: String
  public var position: SourcePosition
  /// The path to the value from the root, `sections[0].items[3].height`; empty for the document.
  public var path: String
  /// What is wrong, as a sentence fragment without a final period.
  public var message: String

  public init(severity: Severity, fileName: String, position: SourcePosition, path: String, message: String) {
    self.severity = severity
    self.fileName = fileName
    self.position = position
    self.path = path
    self.message = message
  }

  public var isError: Bool { severity == .error }

  public var description: String {
    var line = "\(fileName.escapedForMessage()):\(position.line):\(position.column): "
    if !path.isEmpty {
      line += path.escapedForMessage() + ": "
    }
    if severity == .warning {
      line += "warning: "
    }
    return line + message.escapedForMessage()
  }
}
