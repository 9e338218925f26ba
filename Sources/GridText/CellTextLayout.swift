/// The text of one boxed grid cell, wrapped and ready to draw, and the rows the cell needs.
///
/// The previewer's analog of FlexibleRowHeightGridLayout's `textHeight(_:font:width:in:)`: the
/// height of a cell's text at the column width, never clipped. The box:
///
/// ```
/// ┌──────────────┐   border row
/// │ Title line   │   title: headline style, drawn bold (optional)
/// │ Body text    │   body: body style; at most `maxBodyLines` lines, the last ending with …
/// │ wraps here   │
/// └──────────────┘   border row
/// ```
///
/// - A 1-cell border on every side and `padding` cells between the side borders and the text. No
///   vertical padding: a terminal cell is about twice as tall as it is wide, so one blank row would
///   look like two cells of padding; the border rows already separate text from the next cell.
/// - Lines are wrapped by `LineWrapping` to the slots of `LineMeasure` for the style at `category`,
///   sanitized, and widened when doubled: `titleLines` and `bodyLines` are exactly what is drawn,
///   starting at column `contentColumn` of the cell and row 1 (title, then body).
/// - A cell is at least 3 rows tall (borders and one row), even with no text.
/// - A narrow column gives up its padding first (as much as keeps one cell for text); a column of 2
///   cells or fewer has no room for text and is only its borders and one empty row, 3 rows.
///
/// `rows(title:body:width:category:padding:maxBodyLines:)` gives the same row count without
/// building any line, for measuring many cells.
public struct CellTextLayout: Hashable, Sendable {
  /// The border on each side of the box, in cells.
  public static let border = 1
  /// The style of a cell's title.
  public static let titleStyle = TextStyle.headline
  /// The style of a cell's body text.
  public static let bodyStyle = TextStyle.body

  /// The cell's width in cells (the column width).
  public var width: Int
  /// The text size the cell was laid out for.
  public var category: ContentSizeCategory
  /// The horizontal padding used on each side, in cells: the padding asked for, or less in a narrow
  /// column.
  public var padding: Int
  /// The cells between the paddings: `width − 2 × border − 2 × padding`, never negative.
  public var innerWidth: Int
  /// How the title wraps and whether it is doubled.
  public var titleMeasure: LineMeasure
  /// How the body wraps and whether it is doubled.
  public var bodyMeasure: LineMeasure
  /// The title's lines, as drawn (bold).
  public var titleLines: [WrappedLine]
  /// The body's lines, as drawn.
  public var bodyLines: [WrappedLine]
  /// Whether the body needed more than `maxBodyLines` lines and was cut.
  public var isBodyTruncated: Bool

  /// Lays out a cell's text.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` for none (an empty title takes no lines either).
  ///   - body: The body text. Both texts are untrusted: they are sanitized here.
  ///   - width: The column width in cells.
  ///   - category: The text size.
  ///   - padding: The horizontal padding inside each side border, in cells.
  ///   - maxBodyLines: The most lines of body text (`nil`, 0 or negative: no limit).
  public init(
    title: String?, body: String, width: Int, category: ContentSizeCategory, padding: Int = 1,
    maxBodyLines: Int? = nil
  ) {
    let box = CellTextLayout.box(width: width, padding: padding)
    let titleMeasure = LineMeasure(innerWidth: box.innerWidth, style: Self.titleStyle, category: category)
    let bodyMeasure = LineMeasure(innerWidth: box.innerWidth, style: Self.bodyStyle, category: category)
    let titleLines = LineWrapping.build(
      title ?? "", width: titleMeasure.slots, maxLines: nil, isDoubled: titleMeasure.isDoubled)
    let body = LineWrapping.build(
      body, width: bodyMeasure.slots, maxLines: maxBodyLines, isDoubled: bodyMeasure.isDoubled)
    self.width = width
    self.category = category
    self.padding = box.padding
    self.innerWidth = box.innerWidth
    self.titleMeasure = titleMeasure
    self.bodyMeasure = bodyMeasure
    self.titleLines = titleLines.lines
    self.bodyLines = body.lines
    self.isBodyTruncated = body.isTruncated
  }

  /// The rows the cell takes: the borders plus its lines, at least one.
  public var rows: Int { 2 * Self.border + max(1, titleLines.count + bodyLines.count) }

  /// The column, counted from the cell's left edge, where text starts: after the border and padding.
  public var contentColumn: Int { Self.border + padding }

  /// The rows a cell needs, without building its lines: equal to
  /// `CellTextLayout(title:body:width:category:padding:maxBodyLines:).rows`.
  ///
  /// Measured without allocating, by `LineWrapping.lineCount(of:width:maxLines:)`.
  public static func rows(
    title: String?, body: String, width: Int, category: ContentSizeCategory, padding: Int = 1,
    maxBodyLines: Int? = nil
  ) -> Int {
    let lines = lineCount(
      title: title, body: body, width: width, category: category, padding: padding, maxBodyLines: maxBodyLines
    )
    return 2 * border + max(1, lines)
  }

  /// The lines of text a cell draws (title and body, the body cut at `maxBodyLines`), without
  /// building them: `titleLines.count + bodyLines.count`. A box `h` rows tall shows `h − 2` of
  /// them; when there are more, the renderer ends the last one shown with `…`.
  public static func lineCount(
    title: String?, body: String, width: Int, category: ContentSizeCategory, padding: Int = 1,
    maxBodyLines: Int? = nil
  ) -> Int {
    let innerWidth = box(width: width, padding: padding).innerWidth
    var lines = 0
    if let title {
      let slots = LineMeasure(innerWidth: innerWidth, style: titleStyle, category: category).slots
      lines += LineWrapping.lineCount(of: title, width: slots)
    }
    let slots = LineMeasure(innerWidth: innerWidth, style: bodyStyle, category: category).slots
    lines += LineWrapping.lineCount(of: body, width: slots, maxLines: maxBodyLines)
    return lines
  }

  /// How a cell `width` cells wide wraps its title and its body at a text size.
  public static func measures(width: Int, padding: Int = 1, category: ContentSizeCategory) -> (
    title: LineMeasure, body: LineMeasure
  ) {
    let innerWidth = box(width: width, padding: padding).innerWidth
    return (
      LineMeasure(innerWidth: innerWidth, style: titleStyle, category: category),
      LineMeasure(innerWidth: innerWidth, style: bodyStyle, category: category)
    )
  }

  /// The padding used and the inner width left for a column `width` cells wide.
  static func box(width: Int, padding: Int) -> (padding: Int, innerWidth: Int) {
    let available = max(0, width - 2 * border)
    let padding = max(0, min(padding, (available - 1) / 2))
    return (padding, available - 2 * padding)
  }
}
