/// A place in a fixture file: a 1-based line and a 1-based column.
///
/// Lines are separated by line feeds (`\n`; a `\r\n` pair counts once). Columns count Unicode
/// scalars, not bytes, so an error after `"Café"` or `"東京"` points where an editor's cursor would
/// be. A tab counts as one column.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The start of a file.
  public static let start = SourcePosition(line: 1, column: 1)

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `LINE:COLUMN`, as in the diagnostic format.
  public var description: String { "\(line):\(column)" }
}
