/// Everything a layout pass needs to know about the collection: the anchor's delegate, as values and
/// closures instead of a delegate object.
///
/// ```swift
/// let input = LayoutInput(
///   sections: [SectionMetrics(itemCount: 3, insets: EdgeInsets(all: 1), interitemSpacing: 1)],
///   columnCount: { size in size.width < 80 ? 2 : 3 },
///   itemHeight: { path, columnWidth in heights[path.item] }
/// )
/// let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: 60, height: 24))
/// ```
public struct LayoutInput {
  /// The sections, in order.
  public var sections: [SectionMetrics]

  /// The number of columns for a layout of the given size — the anchor's
  /// `numberOfColumns(for size:)`, standing in for orientation. Asked once per pass, with the full
  /// layout size, so again whenever the width changes. An answer below 1 counts as 1.
  public var columnCount: (Size) -> Int

  /// The height of an item laid out at the given column width — the anchor's `heightForItemAt`,
  /// but told the width the item will have (measure at the column width, the anchor's issue #1).
  /// Asked at most once per item per pass; negative and non-finite answers count as 0.
  public var itemHeight: (ItemPath, Double) -> Double

  /// The direction columns run in (left to right unless set). In `rightToLeft` every frame is the
  /// left-to-right frame mirrored within the content width (see `LayoutDirection`), except in the
  /// grid's compatibility mode, which reproduces FlexibleRowHeightGridLayout 3.0.0 and never mirrors
  /// (`LayoutResult.direction`). Heights are asked at the same widths in either direction.
  public var direction: LayoutDirection

  /// Describes a collection for a layout pass.
  ///
  /// - Parameters:
  ///   - sections: The sections, in order.
  ///   - columnCount: The number of columns for a layout size.
  ///   - itemHeight: The height of an item at a column width.
  ///   - direction: The direction columns run in; left to right by default.
  public init(
    sections: [SectionMetrics],
    columnCount: @escaping (Size) -> Int,
    itemHeight: @escaping (ItemPath, Double) -> Double,
    direction: LayoutDirection = .leftToRight
  ) {
    self.sections = sections
    self.columnCount = columnCount
    self.itemHeight = itemHeight
    self.direction = direction
  }

  /// The total number of items over all sections.
  public var itemCount: Int {
    sections.reduce(0) { $0 + max(0, $1.itemCount) }
  }
}
