/// Accumulates the flat arrays of a `LayoutResult` during a pass.
struct ResultBuilder {
  var sections: [SectionLayout] = []
  var sectionReach: [Double] = []
  var rowY: [Double] = []
  var rowHeight: [Double] = []
  var itemHeight: [Double] = []
  var itemY: [Double] = []
  var itemColumn: [Int32] = []
  var columnItems: [Int32] = []
  var columnListStart: [Int] = [0]
  var spanItem: [Int32] = []
  var spanColumns: [Int32] = []
  var rowFirstItem: [Int32] = []
  var itemCount = 0

  /// Stores a section's spans (ascending by item, more than one column each), at most `n` columns
  /// each; returns where they start.
  mutating func addSpans(_ spans: [ItemSpan], columns n: Int) -> Int {
    let first = spanItem.count
    for span in spans {
      spanItem.append(Int32(span.item))
      spanColumns.append(Int32(min(n, span.columns)))
    }
    return first
  }

  /// Makes room for a section's per-column item lists, `counts[u]` entries for its column `u`,
  /// after the lists so far; returns where each list's first entry goes (a counting sort's cursors).
  mutating func addColumnLists(counts: [Int]) -> [Int] {
    var cursor = [Int](repeating: 0, count: counts.count)
    let base = columnItems.count
    var offset = base
    for u in counts.indices {
      cursor[u] = offset
      offset += counts[u]
      columnListStart.append(offset)
    }
    columnItems.append(contentsOf: repeatElement(0, count: offset - base))
    return cursor
  }

  mutating func addSection(_ section: SectionLayout) {
    sections.append(section)
    sectionReach.append(max(sectionReach.last ?? -.infinity, section.maxY))
    itemCount += section.itemCount
  }

  /// The result of the pass. Everything stored so far is left to right; with `direction` right to left
  /// (and `mirrors`), the result mirrors its frames on the way out, and its header and footer bands
  /// are mirrored here, once per section.
  func build(
    size: Size, contentHeight: Double, requested: Int, columnCount: Int,
    placement: LayoutResult.Placement, scale: Double, direction: LayoutDirection, mirrors: Bool = true
  ) -> LayoutResult {
    let width = Snapping.clean(size.width)
    let shown = mirrors ? direction : .leftToRight
    return LayoutResult(
      size: size, contentSize: Size(width: width, height: contentHeight),
      requestedColumnCount: requested, columnCount: columnCount,
      sections: shown == .rightToLeft ? sections.map { $0.mirrored(within: width) } : sections,
      itemCount: itemCount, requestedDirection: direction, direction: shown, placement: placement,
      scale: scale, rowY: rowY, rowHeight: rowHeight, itemHeight: itemHeight,
      itemY: itemY, itemColumn: itemColumn, columnItems: columnItems, columnListStart: columnListStart,
      spanItem: spanItem, spanColumns: spanColumns, rowFirstItem: rowFirstItem, sectionReach: sectionReach)
  }
}

/// Asserts the storage limit of a section: item indices are kept as 32-bit integers.
@inline(__always)
func checkSectionSize(_ count: Int) {
  precondition(count <= Int(Int32.max), "a section holds at most \(Int32.max) items")
}
