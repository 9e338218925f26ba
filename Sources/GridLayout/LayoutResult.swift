/// The immutable outcome of a layout pass: the content size, the frame of every element, and fast
/// queries by rectangle.
///
/// Storage is a handful of flat arrays — no per-item objects and no dictionaries keyed by index
/// path: a grid keeps one `(y, height)` pair per row, a flow layout adds one height per item, a
/// waterfall one `(y, height, column)` triple per item plus per-column item lists for queries, and a
/// compositional layout a whole frame per item with its sections' group instances as rows.
///
/// Elements are ordered by section, then header, cells by item, footer — the order of
/// `elements(in:)` and `allElements`.
///
/// A right-to-left result (`direction`) stores the same left-to-right arrays as a left-to-right one
/// and mirrors at its boundary: every frame it answers is mirrored within the content width
/// (`mirrored(_:)`), and a query rectangle is met in the mirrored coordinates, so a pass costs the
/// same in either direction and a query stays O(log n + k).
public struct LayoutResult: Sendable, Equatable {
  enum Placement: Sendable, Equatable {
    /// Every cell of a row gets the row's height, top-aligned.
    case stretchedRows
    /// Cells keep their own height, centred vertically in their row.
    case centredRows
    /// Cells keep their own height (or take the row's), each at the y its column's alignment gives
    /// it in its row, stored per item (`LazyVGridLayout`).
    case alignedRows
    /// Cells are placed per item (waterfall).
    case freeColumns
    /// Every cell has its own frame, in group instances stored as rows (`CompositionalLayout`,
    /// `FreeFrames`).
    case freeFrames
  }

  /// The layout size the pass was given.
  public let size: Size
  /// The size of the whole content: the layout width and the bottom of the last section.
  public let contentSize: Size
  /// What the column-count callback answered for `size` (1 for a list, which never asks).
  public let requestedColumnCount: Int
  /// The layout-wide column count actually used: the callback's answer, with an answer below 1
  /// counting as 1 (2 in compatibility mode, like FlexibleRowHeightGridLayout 3.0.0).
  public let columnCount: Int
  /// The sections, in order (in a result placed for a slice, only the slice's: see `section(_:)`).
  public let sections: [SectionLayout]
  /// In a result placed for a slice, the number in the whole collection of its first section.
  var sectionOffset = 0
  /// The number of items over all sections.
  public let itemCount: Int
  /// The direction the input asked for (`LayoutInput.direction`).
  public let requestedDirection: LayoutDirection
  /// The direction the frames are in: the requested one, except in the grid's compatibility mode,
  /// which reproduces FlexibleRowHeightGridLayout 3.0.0 and is always left to right (that layout does
  /// not override `flipsHorizontallyInOppositeLayoutDirection`, so UIKit never mirrors it).
  public let direction: LayoutDirection

  /// Whether the frames are mirrored: `direction` is right to left.
  public var isMirrored: Bool { direction == .rightToLeft }

  /// `rect` mirrored within the content width `W` when the result is mirrored — `x' = W − x − w`,
  /// the same y, width and height — and `rect` itself otherwise.
  ///
  /// Mirroring is its own inverse: it turns a left-to-right rectangle into this result's coordinates
  /// and back, e.g. a viewport kept in left-to-right coordinates into the one to query.
  public func mirrored(_ rect: Rect) -> Rect {
    guard isMirrored else { return rect }
    return Rect(x: contentSize.width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
  }

  let placement: Placement
  let scale: Double
  let rowY: [Double]
  let rowHeight: [Double]
  /// Flow and waterfall: each item's own height. Waterfall: also its y and column.
  let itemHeight: [Double]
  let itemY: [Double]
  let itemColumn: [Int32]
  /// Waterfall: per used column of each section, the items of that column in order, flattened;
  /// `columnListStart[section.firstColumnList + u]` is where used column `u`'s list begins.
  let columnItems: [Int32]
  let columnListStart: [Int]
  /// Sections with spanning items (`SectionLayout.firstSpan`): the spanning items, ascending, and
  /// their column counts; for row layouts each row's first item (section-relative).
  let spanItem: [Int32]
  let spanColumns: [Int32]
  let rowFirstItem: [Int32]
  /// The running maximum of `sections[i].maxY`, for binary search.
  let sectionReach: [Double]
  /// Compositional layouts: each item's x, width and slot, and each group instance's place.
  var free: FreeFrames?

  /// The section numbered `index` in the collection, if this result holds it.
  public func section(_ index: Int) -> SectionLayout? {
    let s = index - sectionOffset
    return sections.indices.contains(s) ? sections[s] : nil
  }

  /// The frame of an item in the result's direction, or `nil` if there is no such item (or this
  /// result does not hold it).
  public func frame(of path: ItemPath) -> Rect? {
    guard let section = section(path.section) else { return nil }
    let item = path.item - section.itemOffset
    guard item >= 0, item < section.itemCount else { return nil }
    return mirrored(itemFrame(section, item))
  }

  /// The frame of an element of any kind in the result's direction, or `nil` if there is no such
  /// element.
  public func frame(of kind: ElementKind, at path: ItemPath) -> Rect? {
    switch kind {
    case .cell: return frame(of: path)
    case .header: return section(path.section)?.headerFrame
    case .footer: return section(path.section)?.footerFrame
    }
  }

  /// This result, laid out for a slice of a collection on its own, renumbered and moved to where
  /// the slice sits in the whole: its section `s` becomes section `origin.section + s`, item `i` of
  /// its first section becomes item `origin.item + i`, and every frame moves down by `y`.
  ///
  /// A previewer lays out only what is on screen this way (the rest is estimated): the slice's
  /// elements keep their numbers, so everything that asks for them by number finds them.
  ///
  /// A slice of a grid, flow or list layout must start and end on a row (a row is as tall as its
  /// tallest cell, so a cut row would be another row); a waterfall's slice is exact from a section's
  /// start, and elsewhere starts with its columns level.
  ///
  /// In a grid or flow layout `origin.item` must start a row of the whole: with no spanning items
  /// before it, a multiple of the section's column count; with them, wherever the packing put a
  /// row's first item (the caller knows; the result cannot check it).
  ///
  /// The placed result keeps this one's direction and width, so a mirrored slice stays mirrored.
  public func placed(at origin: ItemPath, y dy: Double) -> LayoutResult {
    let moved = sections.enumerated().map { s, section in
      section.placed(index: origin.section + s, itemOffset: s == 0 ? origin.item : 0, dy: dy)
    }
    var result = LayoutResult(
      size: size, contentSize: contentSize, requestedColumnCount: requestedColumnCount,
      columnCount: columnCount,
      sections: moved, itemCount: itemCount, requestedDirection: requestedDirection, direction: direction,
      placement: placement, scale: scale, rowY: rowY.map { $0 + dy },
      rowHeight: rowHeight, itemHeight: itemHeight, itemY: itemY.map { $0 + dy }, itemColumn: itemColumn,
      columnItems: columnItems, columnListStart: columnListStart, spanItem: spanItem,
      spanColumns: spanColumns,
      rowFirstItem: rowFirstItem, sectionReach: sectionReach.map { $0 + dy })
    result.sectionOffset = origin.section
    result.free = free?.moved(by: dy)
    return result
  }

  /// The left-to-right frame of an item (what the passes store; `mirrored(_:)` turns it outward).
  func itemFrame(_ section: SectionLayout, _ item: Int) -> Rect {
    switch placement {
    case .stretchedRows, .centredRows, .alignedRows:
      return cellFrame(section, item, row: row(of: item, in: section))
    case .freeFrames:
      let g = section.firstItem + item
      let free = self.free ?? FreeFrames()
      return Rect(x: free.itemX[g], y: itemY[g], width: free.itemWidth[g], height: itemHeight[g])
    case .freeColumns:
      let global = section.firstItem + item
      let c = Int(itemColumn[global])
      return Rect(
        x: section.columns.x(of: c), y: itemY[global],
        width: section.columns.width(from: c, span: span(of: item, in: section)), height: itemHeight[global])
    }
  }

  /// How many columns an item takes: 1, or its entry in the section's spans (binary search).
  func span(of item: Int, in section: SectionLayout) -> Int {
    guard section.hasSpanningItems else { return 1 }
    let base = section.firstSpan
    let k = Self.lowerBound(section.spanCount) { Int(spanItem[base + $0]) < item }
    return k < section.spanCount && Int(spanItem[base + k]) == item ? Int(spanColumns[base + k]) : 1
  }

  /// Row layouts: the row of an item, counted in the section.
  func row(of item: Int, in section: SectionLayout) -> Int {
    guard section.hasSpanningItems else { return item / section.columns.count }
    let base = section.firstSpanRow
    // The last row whose first item is at or before `item`.
    return Self.lowerBound(section.rowCount) { Int(rowFirstItem[base + $0]) <= item } - 1
  }

  /// Row layouts: the first column of an item in row `row` and how many it takes, from the row's first
  /// item and the spans between them.
  func columns(of item: Int, in section: SectionLayout, row: Int) -> (first: Int, count: Int) {
    guard section.hasSpanningItems else { return (item % section.columns.count, 1) }
    var cursor = RowCursor(self, section, row: row)
    while cursor.item < item { cursor.advance() }
    return (cursor.column, cursor.span)
  }

  /// Walks a row of a section with spans: each item with its first column and span.
  struct RowCursor {
    let result: LayoutResult
    let base: Int
    let spanCount: Int
    private(set) var item: Int
    private(set) var column = 0
    private(set) var span = 1
    private var k: Int

    init(_ result: LayoutResult, _ section: SectionLayout, row: Int) {
      self.result = result
      base = section.firstSpan
      spanCount = section.spanCount
      item = Int(result.rowFirstItem[section.firstSpanRow + row])
      let first = item
      k = LayoutResult.lowerBound(spanCount) { Int(result.spanItem[section.firstSpan + $0]) < first }
      span = currentSpan()
    }

    private func currentSpan() -> Int {
      k < spanCount && Int(result.spanItem[base + k]) == item ? Int(result.spanColumns[base + k]) : 1
    }

    /// Moves to the next item of the row.
    mutating func advance() {
      if span > 1 { k += 1 }
      column += span
      item += 1
      span = currentSpan()
    }
  }

  /// Row layouts: the frame of an item in row `row` of its section.
  func cellFrame(_ section: SectionLayout, _ item: Int, row: Int) -> Rect {
    let (c, span) = columns(of: item, in: section, row: row)
    return cellFrame(section, item, row: row, column: c, span: span)
  }

  /// Row layouts: the frame of an item in row `row`, first column `c`, `span` columns wide.
  func cellFrame(_ section: SectionLayout, _ item: Int, row: Int, column c: Int, span: Int) -> Rect {
    let r = section.firstRow + row
    let columns = section.columns
    var width = span == 1 ? columns.width(of: c) : columns.width(from: c, span: span)
    if width < 0, columns.hasNegativeWidth, c < columns.count - 1, item < section.itemCount - 1 {
      // FlexibleRowHeightGridLayout 3.0.0 sets the row height on the row's earlier cells through
      // `CGRect.width`, which is never negative: only the last cell of a row keeps a negative width.
      width = -width
    }
    switch placement {
    case .centredRows:
      let h = itemHeight[section.firstItem + item]
      let offset = ((rowHeight[r] - h) / 2 * scale).rounded(.down) / scale
      return Rect(x: columns.x(of: c), y: rowY[r] + offset, width: width, height: h)
    case .alignedRows:
      let g = section.firstItem + item
      return Rect(x: columns.x(of: c), y: itemY[g], width: width, height: itemHeight[g])
    default:
      return Rect(x: columns.x(of: c), y: rowY[r], width: width, height: rowHeight[r])
    }
  }

  /// Which columns of its section a cell takes (its first and the ones it spans), or `nil` if there
  /// is no such item, or the layout has no columns (`CompositionalLayout`).
  ///
  /// Columns are numbered from the leading column whatever the direction: column 0 is the leftmost
  /// in a left-to-right result and the rightmost in a mirrored one (see `SectionLayout.columns`).
  public func columns(of path: ItemPath) -> Range<Int>? {
    guard let section = section(path.section) else { return nil }
    let item = path.item - section.itemOffset
    guard item >= 0, item < section.itemCount else { return nil }
    switch placement {
    case .stretchedRows, .centredRows, .alignedRows:
      let (c, span) = columns(of: item, in: section, row: row(of: item, in: section))
      return c..<(c + span)
    case .freeColumns:
      let c = Int(itemColumn[section.firstItem + item])
      return c..<(c + span(of: item, in: section))
    case .freeFrames:
      return nil
    }
  }

  /// The top and bottom of the row a cell is in (grid, flow, list and `LazyVGridLayout` rows, and a
  /// `CompositionalLayout`'s instance of its section's group), or `nil` for a waterfall, which has no
  /// rows, or if there is no such item. In a flow or `LazyVGrid` layout a cell may be shorter than its
  /// row: the row is as tall as its tallest cell.
  public func rowExtent(of path: ItemPath) -> (minY: Double, maxY: Double)? {
    guard placement != .freeColumns, let section = section(path.section) else { return nil }
    let item = path.item - section.itemOffset
    guard item >= 0, item < section.itemCount else { return nil }
    let r =
      section.firstRow
      + (placement == .freeFrames ? group(of: item, in: section) : row(of: item, in: section))
    return (rowY[r], rowY[r] + rowHeight[r])
  }

  /// The row of a cell in its section (0 for the first; a `CompositionalLayout`'s group instance), or
  /// `nil` for a waterfall, which has no rows, or if there is no such item.
  public func row(of path: ItemPath) -> Int? {
    guard placement != .freeColumns, let section = section(path.section) else { return nil }
    let item = path.item - section.itemOffset
    guard item >= 0, item < section.itemCount else { return nil }
    return placement == .freeFrames ? group(of: item, in: section) : row(of: item, in: section)
  }
}
