import GridFixtures

/// A reader that walks a file's scalars keeping the line and column of the one it is at: what the
/// `.strings` reader and the property-list reader share, so every problem they find names its
/// place in the file.
protocol ScalarReading {
  /// The file's scalars.
  var scalars: [Unicode.Scalar] { get }
  /// The file's name, for messages.
  var fileName: String { get }
  /// The scalar the reader is at, and its line and column (from 1).
  var index: Int { get set }
  var line: Int { get set }
  var column: Int { get set }
}

extension ScalarReading {
  /// Where the reader is.
  var position: SourcePosition { SourcePosition(line: line, column: column) }

  /// The scalar the reader is at; nil at the end.
  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// Moves past the current scalar (there must be one), counting lines.
  mutating func advance() {
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  /// The error for a problem at `position`.
  func fail(_ message: String, at position: SourcePosition) -> StringFileError {
    .invalid(fileName: fileName, position: position, message: message)
  }
}
