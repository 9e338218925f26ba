/// How text of one point size fits a terminal line: its glyph slots and whether glyphs are doubled.
///
/// The terminal type scale. One cell stands for a glyph of extra-small body text, 14 pt
/// (`cellPointSize`). Text of size `p` gets `⌊innerWidth × 14 / p⌋` glyph slots per line, so Large
/// body text (17 pt) wraps at 82% of the inner width and AX5 body text (53 pt) at 26%: every one of
/// the twelve categories wraps ordinary text differently.
///
/// From twice the base size (`p ≥ 28`, AX1 body text and up) glyphs are also drawn two cells per
/// column (`isDoubled`): a cluster that is `k` columns wide takes `k` slots and is drawn `2k` cells
/// wide (fullwidth forms for printable ASCII, otherwise the glyph followed by `k` spaces). A doubled
/// line is at most `2 × slots ≤ innerWidth` cells.
///
/// Limits, so that text always has somewhere to go: a line of at least one cell gets at least one
/// slot; text smaller than 14 pt gets no more slots than cells; and doubling is dropped when even one
/// doubled slot would not fit. An inner width of 0 or less has no slots.
///
/// ```swift
/// LineMeasure(innerWidth: 30, style: .body, category: .large)                // 24 slots
/// LineMeasure(innerWidth: 30, style: .body, category: .accessibilityMedium)  // 15 slots, doubled
/// ```
public struct LineMeasure: Hashable, Sendable {
  /// The point size one terminal cell stands for: extra-small body text.
  public static let cellPointSize = 14
  /// The point size from which glyphs are drawn two cells per column.
  public static let doublingPointSize = 2 * cellPointSize

  /// The glyph slots per line: the width text wraps to, in columns.
  public var slots: Int
  /// Whether each column of text is drawn two cells wide.
  public var isDoubled: Bool

  public init(slots: Int, isDoubled: Bool) {
    self.slots = slots
    self.isDoubled = isDoubled
  }

  /// The measure for text of `pointSize` points on a line of `innerWidth` cells.
  public init(innerWidth: Int, pointSize: Int) {
    guard innerWidth > 0 else {
      self.init(slots: 0, isDoubled: false)
      return
    }
    let size = max(pointSize, 1)
    let scaled =
      innerWidth <= Int.max / LineMeasure.cellPointSize
      ? innerWidth * LineMeasure.cellPointSize / size
      : innerWidth / size * LineMeasure.cellPointSize
    let slots = min(innerWidth, max(1, scaled))
    self.init(slots: slots, isDoubled: size >= LineMeasure.doublingPointSize && 2 * slots <= innerWidth)
  }

  /// The measure for text in `style` at `category` on a line of `innerWidth` cells.
  public init(innerWidth: Int, style: TextStyle, category: ContentSizeCategory) {
    self.init(innerWidth: innerWidth, pointSize: style.pointSize(at: category))
  }

  /// Cells drawn per column of text: 2 when doubled, else 1.
  public var cellsPerColumn: Int { isDoubled ? 2 : 1 }

  /// The widest a drawn line can be, in cells.
  public var drawnWidth: Int { slots * cellsPerColumn }
}
