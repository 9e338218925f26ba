/// One line of wrapped text and how many columns (terminal cells) it takes.
public struct WrappedLine: Hashable, Sendable, CustomStringConvertible {
  /// The text of the line as it is drawn from left to right: sanitized, in visual order (UAX #9:
  /// right-to-left runs reversed, mirrored brackets, bidi controls applied and left out), without a
  /// line break. In logical order it has no leading or trailing spaces; reordering can put a space
  /// that was inside the line at an edge (a space inside an override, `a RLO␠b` → `a b␠`).
  public var text: String
  /// The line's display width in columns.
  public var width: Int
  /// Whether the line's paragraph is right to left (its first strong letter is Hebrew, Arabic…): such
  /// a line is aligned to the right edge of its box, as `.natural` alignment aligns it.
  public var isRightToLeft: Bool

  public init(text: String, width: Int, isRightToLeft: Bool = false) {
    self.text = text
    self.width = width
    self.isRightToLeft = isRightToLeft
  }

  /// The column where the line starts in a box `width` columns wide: 0, or what is left of the
  /// width for a right-to-left line.
  public func offset(within width: Int) -> Int {
    isRightToLeft ? max(0, width - self.width) : 0
  }

  public var description: String { "\(text) (\(width))\(isRightToLeft ? " rtl" : "")" }
}
