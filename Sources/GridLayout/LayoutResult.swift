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
  /// The sections, in order.
  public let sections: [SectionLayout]
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

  /// The frame of an item, or `nil` if there is no such item.
  public func frame(of path: ItemPath) -> Rect? {
    guard sections.indices.contains(path.section) else { return nil }
    let section = sections[path.section]
    guard path.item >= 0, path.item < section.itemCount else { return nil }
    return itemFrame(section, path.item)
  }

  /// The frame of an element of any kind, or `nil` if there is no such element.
  public func frame(of kind: ElementKind, at path: ItemPath) -> Rect? {
    switch kind {
    case .cell: return frame(of: path)
    case .header: return sections.indices.contains(path.section) ? sections[path.section].headerFrame : nil
    case .footer: return sections.indices.contains(path.section) ? sections[path.section].footerFrame : nil
    }
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
