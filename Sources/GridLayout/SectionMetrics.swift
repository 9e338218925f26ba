/// The per-section values a UIKit delegate would answer: how many items, the insets, the spacing,
/// the header and footer heights, optionally a column count of the section's own, the items that
/// span several columns, and whether the header and footer stay pinned to the viewport.
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
  /// The items that span more than one column, by item index (any order; a later entry for the same
  /// item wins). Ignored by a list (one column) and by the grid's compatibility mode.
  public var spans: [ItemSpan]
  /// Whether the header stays at the top of a viewport while the section is on screen, pushed up by
  /// the end of the section's content (UIKit's `sectionHeadersPinToVisibleBounds`). See
  /// `LayoutResult.pinnedElements(in:)`.
  public var pinsHeader: Bool
  /// Whether the footer stays at the bottom of a viewport while the section is on screen, pushed
  /// down by the start of the section's content.
  public var pinsFooter: Bool
  /// `LazyVGridLayout` only: this section's own grid (columns, row spacing, alignment), replacing
  /// the layout's. Other layouts ignore it.
  public var lazyVGrid: LazyVGrid?
  /// `CompositionalLayout` only: this section's own compositional section (group, spacing, insets,
  /// scrolling, header and footer), replacing the layout's — what a section provider would return
  /// for it. Other layouts ignore it.
  public var compositional: CollectionLayoutSection?
  /// `LazyVGridLayout` only: the items that take their row's height (a SwiftUI cell with
  /// `.frame(maxHeight: .infinity)`), by item index, ascending. Other layouts ignore it.
  public var rowFillingItems: [Int]

  public init(
    itemCount: Int,
    insets: EdgeInsets = .zero,
    interitemSpacing: Double = 0,
    lineSpacing: Double = 0,
    headerHeight: Double = 0,
    footerHeight: Double = 0,
    columnCount: Int? = nil,
    spans: [ItemSpan] = [],
    pinsHeader: Bool = false,
    pinsFooter: Bool = false,
    lazyVGrid: LazyVGrid? = nil,
    rowFillingItems: [Int] = [],
    compositional: CollectionLayoutSection? = nil
  ) {
    self.itemCount = itemCount
    self.insets = insets
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.columnCount = columnCount
    self.spans = spans
    self.pinsHeader = pinsHeader
    self.pinsFooter = pinsFooter
    self.lazyVGrid = lazyVGrid
    self.rowFillingItems = rowFillingItems
    self.compositional = compositional
  }
}
