/// The immutable outcome of a layout pass: the content size, the frame of every element, and fast
/// queries by rectangle.
///
/// Storage is a handful of flat arrays — no per-item objects and no dictionaries keyed by index
/// path: a grid keeps one `(y, height)` pair per row, a flow layout adds one height per item, and a
/// waterfall one `(y, height, column)` triple per item plus per-column item lists for queries.
///
/// Elements are ordered by section, then header, cells by item, footer — the order of
/// `elements(in:)` and `allElements`.
public struct LayoutResult: Sendable, Equatable {
  enum Placement: Sendable, Equatable {
    /// Every cell of a row gets the row's height, top-aligned.
    case stretchedRows
    /// Cells keep their own height, centred vertically in their row.
    case centredRows
    /// Cells are placed per item (waterfall).
    case freeColumns
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
  /// The running maximum of `sections[i].maxY`, for binary search.
  let sectionReach: [Double]

  /// The section numbered `index` in the collection, if this result holds it.
  public func section(_ index: Int) -> SectionLayout? {
    let s = index - sectionOffset
    return sections.indices.contains(s) ? sections[s] : nil
  }

  /// The frame of an item, or `nil` if there is no such item (or this result does not hold it).
  public func frame(of path: ItemPath) -> Rect? {
    guard let section = section(path.section) else { return nil }
    let item = path.item - section.itemOffset
    guard item >= 0, item < section.itemCount else { return nil }
    return itemFrame(section, item)
  }

  /// The frame of an element of any kind, or `nil` if there is no such element.
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
  /// - Precondition: In a grid or flow layout, `origin.item` is a multiple of the first section's
  ///   column count.
  public func placed(at origin: ItemPath, y dy: Double) -> LayoutResult {
    if placement != .freeColumns, let first = sections.first {
      precondition(origin.item % first.columns.count == 0, "a slice of rows starts on a row")
    }
    let moved = sections.enumerated().map { s, section in
      section.placed(index: origin.section + s, itemOffset: s == 0 ? origin.item : 0, dy: dy)
    }
    var result = LayoutResult(
      size: size, contentSize: contentSize, requestedColumnCount: requestedColumnCount, columnCount: columnCount,
      sections: moved, itemCount: itemCount, placement: placement, scale: scale, rowY: rowY.map { $0 + dy },
      rowHeight: rowHeight, itemHeight: itemHeight, itemY: itemY.map { $0 + dy }, itemColumn: itemColumn,
      columnItems: columnItems, columnListStart: columnListStart, sectionReach: sectionReach.map { $0 + dy })
    result.sectionOffset = origin.section
    return result
  }

  func itemFrame(_ section: SectionLayout, _ item: Int) -> Rect {
    let global = section.firstItem + item
    switch placement {
    case .stretchedRows:
      let n = section.columns.count
      let row = section.firstRow + item / n
      let c = item % n
      return Rect(
        x: section.columns.x(of: c), y: rowY[row], width: section.columns.width(of: c), height: rowHeight[row]
      )
    case .centredRows:
      let n = section.columns.count
      let row = section.firstRow + item / n
      let c = item % n
      let h = itemHeight[global]
      let offset = ((rowHeight[row] - h) / 2 * scale).rounded(.down) / scale
      return Rect(
        x: section.columns.x(of: c), y: rowY[row] + offset, width: section.columns.width(of: c), height: h)
    case .freeColumns:
      let c = Int(itemColumn[global])
      return Rect(
        x: section.columns.x(of: c), y: itemY[global], width: section.columns.width(of: c),
        height: itemHeight[global])
    }
  }
}
