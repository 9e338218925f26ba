/// The computed geometry of one section: its bands, its columns and where its items are stored.
public struct SectionLayout: Sendable, Equatable {
  /// The section's index.
  public let index: Int
  /// The number of items laid out in the section.
  public let itemCount: Int
  /// The header band, if the section has one.
  public let headerFrame: Rect?
  /// The footer band, if the section has one.
  public let footerFrame: Rect?
  /// The section's columns.
  public let columns: ColumnGeometry
  /// Where the section starts (the top of its header, or of its top inset).
  public let minY: Double
  /// Where the next section starts.
  public let endY: Double
  /// The largest y reached by any of the section's elements (only beyond `endY` in compatibility
  /// mode, whose footer may overlap the next section).
  public let maxY: Double

  /// The section's column count.
  public var columnCount: Int { columns.count }

  /// In a result placed for a slice (`LayoutResult.placed(at:y:)`), the number in the whole
  /// collection of the section's first stored item (0 otherwise).
  var itemOffset = 0

  // Storage indices into the result's flat arrays.
  let firstItem: Int
  /// Row layouts: the first row of the section in `rowY`/`rowHeight`.
  let firstRow: Int
  /// Waterfall: the first entry of the section in `columnListStart`, and the first column used.
  let firstColumnList: Int
  let usedColumns: Int
  let firstUsedColumn: Int

  /// The same section renumbered as `index`, its stored items counted from `itemOffset`, moved down
  /// by `dy`.
  func placed(index: Int, itemOffset: Int, dy: Double) -> SectionLayout {
    func moved(_ rect: Rect?) -> Rect? {
      rect.map { Rect(x: $0.minX, y: $0.minY + dy, width: $0.width, height: $0.height) }
    }
    var placed = SectionLayout(
      index: index, itemCount: itemCount, headerFrame: moved(headerFrame), footerFrame: moved(footerFrame),
      columns: columns, minY: minY + dy, endY: endY + dy, maxY: maxY + dy, firstItem: firstItem, firstRow: firstRow,
      firstColumnList: firstColumnList, usedColumns: usedColumns, firstUsedColumn: firstUsedColumn)
    placed.itemOffset = itemOffset
    return placed
  }
}
