/// The per-section values a UIKit delegate would answer: how many items, the insets, the spacing,
/// the header and footer heights, and optionally a column count of the section's own.
///
/// Values are sanitised by the layouts: negative or non-finite insets, spacings and heights count
/// as 0, so a bad value can never produce overlapping or inverted frames.
public struct SectionMetrics: Hashable, Sendable {
  /// The number of items in the section. Negative counts as 0.
  public var itemCount: Int
  /// Space between the section's header (or its top) and its first row, and so on for each edge.
  public var insets: EdgeInsets
  /// Horizontal space between neighbouring columns.
  public var interitemSpacing: Double
  /// Vertical space between rows (between items of one column in a waterfall).
  public var lineSpacing: Double
  /// The header band's height; 0 means no header.
  public var headerHeight: Double
  /// The footer band's height; 0 means no footer.
  public var footerHeight: Double
  /// A column count for this section alone, overriding the layout's column-count callback
  /// (AJF's per-section columns). Values below 1 count as 1.
  public var columnCount: Int?

  public init(
    itemCount: Int,
    insets: EdgeInsets = .zero,
    interitemSpacing: Double = 0,
    lineSpacing: Double = 0,
    headerHeight: Double = 0,
    footerHeight: Double = 0,
    columnCount: Int? = nil
  ) {
    self.itemCount = itemCount
    self.insets = insets
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.columnCount = columnCount
  }
}
