/// One line of wrapped text and how many columns (terminal cells) it takes.
public struct WrappedLine: Hashable, Sendable, CustomStringConvertible {
  /// The text of the line: sanitized, without a line break and without leading or trailing spaces.
  public var text: String
  /// The line's display width in columns.
  public var width: Int

  public init(text: String, width: Int) {
    self.text = text
    self.width = width
  }

  public var description: String { "\(text) (\(width))" }
}
