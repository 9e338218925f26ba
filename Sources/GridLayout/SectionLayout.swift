/// The computed geometry of one section: its bands, its columns and where its items are stored.
public struct SectionLayout: Sendable, Equatable {
  /// The section's index.
  public let index: Int
  /// The number of items laid out in the section.
  public let itemCount: Int
  /// The header band, if the section has one, in the result's direction (`LayoutResult.direction`).
  public let headerFrame: Rect?
  /// The footer band, if the section has one, in the result's direction.
  public let footerFrame: Rect?
  /// The section's columns, always left to right, whatever the result's direction: column 0 is the
  /// leading column, at the left in a left-to-right result and at the right in a mirrored one, where
  /// column `c` covers `LayoutResult.mirrored(_:)` of its left-to-right extent.
  public let columns: ColumnGeometry
  /// Where the section starts (the top of its header, or of its top inset).
  public let minY: Double
  /// Where the next section starts.
  public let endY: Double
  /// The largest y reached by any of the section's elements (only beyond `endY` in compatibility
  /// mode, whose footer may overlap the next section).
  public let maxY: Double

  /// Whether the header stays at the top of a viewport while the section is on screen (see
  /// `LayoutResult.pinnedElements(in:)`).
  public let pinsHeader: Bool
  /// Whether the footer stays at the bottom of a viewport while the section is on screen.
  public let pinsFooter: Bool

  /// The section's column count.
  public var columnCount: Int { columns.count }

  /// In a result placed for a slice (`LayoutResult.placed(at:y:)`), the number in the whole
  /// collection of the section's first stored item (0 otherwise).
  var itemOffset = 0

  /// Whether any item of the section spans more than one column.
  public var hasSpanningItems: Bool { spanCount > 0 }

  /// Where the section's content starts: below its header, at the top of its top inset. A pinned
  /// footer is never pushed above it.
  public var contentMinY: Double { headerFrame?.maxY ?? minY }

  /// Where the section's content ends: at its footer, below its bottom inset. A pinned header is
  /// pushed up so that it never reaches below it.
  public var contentMaxY: Double { footerFrame?.minY ?? endY }

  // Storage indices into the result's flat arrays.
  let firstItem: Int
  /// Row layouts: the first row of the section in `rowY`/`rowHeight`.
  let firstRow: Int
  /// Waterfall: the first entry of the section in `columnListStart`, and the first column used.
  let firstColumnList: Int
  let usedColumns: Int
  let firstUsedColumn: Int
  /// Row layouts: the number of rows.
  let rowCount: Int
  /// Sections with spanning items: the section's entries in `spanItem`/`spanColumns` (one per
  /// spanning item) and, for row layouts, its first row in `rowFirstItem` (one per row).
  let firstSpan: Int
  let spanCount: Int
  let firstSpanRow: Int

  init(
    index: Int, itemCount: Int, headerFrame: Rect?, footerFrame: Rect?, columns: ColumnGeometry, minY: Double,
    endY: Double, maxY: Double, pinsHeader: Bool = false, pinsFooter: Bool = false, firstItem: Int,
    firstRow: Int = 0, rowCount: Int = 0, firstColumnList: Int = 0, usedColumns: Int = 0,
    firstUsedColumn: Int = 0, firstSpan: Int = 0, spanCount: Int = 0, firstSpanRow: Int = 0
  ) {
    self.index = index
    self.itemCount = itemCount
    self.headerFrame = headerFrame
    self.footerFrame = footerFrame
    self.columns = columns
    self.minY = minY
    self.endY = endY
    self.maxY = maxY
    self.pinsHeader = pinsHeader
    self.pinsFooter = pinsFooter
    self.firstItem = firstItem
    self.firstRow = firstRow
    self.rowCount = rowCount
    self.firstColumnList = firstColumnList
    self.usedColumns = usedColumns
    self.firstUsedColumn = firstUsedColumn
    self.firstSpan = firstSpan
    self.spanCount = spanCount
    self.firstSpanRow = firstSpanRow
  }

  /// The same section with its header and footer mirrored within a layout `width` wide
  /// (`x' = width − x − w`); its columns stay left to right.
  func mirrored(within width: Double) -> SectionLayout {
    func mirrored(_ rect: Rect?) -> Rect? {
      rect.map { Rect(x: width - $0.minX - $0.width, y: $0.minY, width: $0.width, height: $0.height) }
    }
    var mirrored = SectionLayout(
      index: index, itemCount: itemCount, headerFrame: mirrored(headerFrame),
      footerFrame: mirrored(footerFrame), columns: columns, minY: minY, endY: endY, maxY: maxY,
      pinsHeader: pinsHeader, pinsFooter: pinsFooter, firstItem: firstItem, firstRow: firstRow,
      rowCount: rowCount, firstColumnList: firstColumnList, usedColumns: usedColumns,
      firstUsedColumn: firstUsedColumn, firstSpan: firstSpan, spanCount: spanCount, firstSpanRow: firstSpanRow
    )
    mirrored.itemOffset = itemOffset
    return mirrored
  }

  /// The same section renumbered as `index`, its stored items counted from `itemOffset`, moved down
  /// by `dy`.
  func placed(index: Int, itemOffset: Int, dy: Double) -> SectionLayout {
    func moved(_ rect: Rect?) -> Rect? {
      rect.map { Rect(x: $0.minX, y: $0.minY + dy, width: $0.width, height: $0.height) }
    }
    var placed = SectionLayout(
      index: index, itemCount: itemCount, headerFrame: moved(headerFrame), footerFrame: moved(footerFrame),
      columns: columns, minY: minY + dy, endY: endY + dy, maxY: maxY + dy, pinsHeader: pinsHeader,
      pinsFooter: pinsFooter, firstItem: firstItem, firstRow: firstRow, rowCount: rowCount,
      firstColumnList: firstColumnList, usedColumns: usedColumns, firstUsedColumn: firstUsedColumn,
      firstSpan: firstSpan, spanCount: spanCount, firstSpanRow: firstSpanRow)
    placed.itemOffset = itemOffset
    return placed
  }
}
