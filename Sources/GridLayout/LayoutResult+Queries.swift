extension LayoutResult {
  /// The elements whose frames intersect `rect` (see `Rect.intersects`), ordered by section, then
  /// header, cells by item, footer.
  ///
  /// `rect` and the frames are in the result's direction: in a mirrored result, a rectangle at the
  /// right finds the first column's items.
  ///
  /// Runs in O(log n + k) for a grid, flow or list layout with k elements in the rectangle; a
  /// waterfall adds a binary search per visible column and sorts its k cells by item. The anchor and
  /// CHT scan every element instead; AJF's chunked scan also misses tall items that start above the
  /// rectangle — here an item is found whenever any part of it is inside. A mirrored result searches
  /// its left-to-right storage the same way, on the columns' mirrored extents, at the same cost.
  public func elements(in rect: Rect) -> [LayoutElement] {
    var found: [LayoutElement] = []
    forEachElement(in: rect) { found.append($0) }
    return found
  }

  /// Calls `body` for each element that intersects `rect`, in `elements(in:)` order, without
  /// collecting them.
  public func forEachElement(in rect: Rect, _ body: (LayoutElement) -> Void) {
    let limit = Bound(rect)
    var s = Self.lowerBound(sections.count) { sectionReach[$0] < rect.minY }
    while s < sections.count, !limit.isBeyond(sections[s].minY) {
      let section = sections[s]
      if let header = section.headerFrame, header.intersects(rect) {
        body(
          LayoutElement(kind: .header, indexPath: ItemPath(section: section.index, item: 0), frame: header))
      }
      switch placement {
      case .stretchedRows, .centredRows, .alignedRows: forEachRowItem(section, rect, limit, body)
      case .freeColumns: forEachColumnItem(section, rect, limit, body)
      case .freeFrames: forEachFreeItem(section, rect, body)
      }
      if let footer = section.footerFrame, footer.intersects(rect) {
        body(
          LayoutElement(kind: .footer, indexPath: ItemPath(section: section.index, item: 0), frame: footer))
      }
      s += 1
    }
  }

  /// Every element of the layout, in order, with frames in the result's direction.
  public var allElements: [LayoutElement] {
    var all: [LayoutElement] = []
    all.reserveCapacity(itemCount + 2 * sections.count)
    for section in sections {
      if let header = section.headerFrame {
        all.append(
          LayoutElement(kind: .header, indexPath: ItemPath(section: section.index, item: 0), frame: header))
      }
      for item in 0..<section.itemCount {
        all.append(
          LayoutElement(
            kind: .cell, indexPath: ItemPath(section: section.index, item: section.itemOffset + item),
            frame: mirrored(itemFrame(section, item))))
      }
      if let footer = section.footerFrame {
        all.append(
          LayoutElement(kind: .footer, indexPath: ItemPath(section: section.index, item: 0), frame: footer))
      }
    }
    return all
  }

  private func forEachRowItem(
    _ section: SectionLayout, _ rect: Rect, _ limit: Bound, _ body: (LayoutElement) -> Void
  ) {
    let n = section.columns.count
    let rowCount = section.rowCount
    let base = section.firstRow
    var r = Self.lowerBound(rowCount) { rowY[base + $0] + rowHeight[base + $0] < rect.minY }
    // Compatibility frames with negative widths do not run left to right: try every column.
    let columns =
      section.columns.hasNegativeWidth
      ? 0..<n : section.columns.columns(overlapping: rect.minX, rect.maxX, mirroredIn: mirroringWidth)
    while r < rowCount, !limit.isBeyond(rowY[base + r]) {
      if section.hasSpanningItems {
        let end = r + 1 < rowCount ? Int(rowFirstItem[section.firstSpanRow + r + 1]) : section.itemCount
        // A row's cells run in column order: walk them up to the last visible column.
        var cursor = RowCursor(self, section, row: r)
        while cursor.item < end, cursor.column < columns.upperBound {
          if cursor.column + cursor.span > columns.lowerBound {
            let frame = mirrored(
              cellFrame(section, cursor.item, row: r, column: cursor.column, span: cursor.span))
            if frame.intersects(rect) {
              body(
                LayoutElement(
                  kind: .cell,
                  indexPath: ItemPath(section: section.index, item: section.itemOffset + cursor.item),
                  frame: frame))
            }
          }
          cursor.advance()
        }
      } else {
        let first = r * n
        for c in columns where first + c < section.itemCount {
          let frame = mirrored(cellFrame(section, first + c, row: r, column: c, span: 1))
          if frame.intersects(rect) {
            let path = ItemPath(section: section.index, item: section.itemOffset + first + c)
            body(LayoutElement(kind: .cell, indexPath: path, frame: frame))
          }
        }
      }
      r += 1
    }
  }

  private func forEachColumnItem(
    _ section: SectionLayout, _ rect: Rect, _ limit: Bound, _ body: (LayoutElement) -> Void
  ) {
    var visible = section.columns.columns(overlapping: rect.minX, rect.maxX, mirroredIn: mirroringWidth)
    if visible.isEmpty, visible.lowerBound > 0, visible.lowerBound < section.columns.count {
      // The rectangle lies in the spacing between two columns: it meets no column, but may meet an
      // item spanning both, which is in the list of the column after the gap (in column order).
      visible = visible.lowerBound..<(visible.lowerBound + 1)
    }
    let used = section.firstUsedColumn..<(section.firstUsedColumn + section.usedColumns)
    let columns = visible.clamped(to: used)
    guard !columns.isEmpty else { return }
    var hits: [Int] = []
    for c in columns {
      let u = section.firstColumnList + c - section.firstUsedColumn
      let start = columnListStart[u]
      let end = columnListStart[u + 1]
      var j =
        start
        + Self.lowerBound(end - start) {
          let g = section.firstItem + Int(columnItems[start + $0])
          return itemY[g] + itemHeight[g] < rect.minY
        }
      while j < end {
        let item = Int(columnItems[j])
        let g = section.firstItem + item
        if limit.isBeyond(itemY[g]) { break }
        if mirrored(itemFrame(section, item)).intersects(rect) { hits.append(item) }
        j += 1
      }
    }
    hits.sort()
    var previous = -1
    for item in hits where item != previous {
      // A spanning item is in the list of every column it takes.
      previous = item
      body(
        LayoutElement(
          kind: .cell, indexPath: ItemPath(section: section.index, item: section.itemOffset + item),
          frame: mirrored(itemFrame(section, item))))
    }
  }

  /// The content width when the result is mirrored (what column extents are mirrored within), or nil.
  private var mirroringWidth: Double? { isMirrored ? contentSize.width : nil }

  /// The first index in `0..<count` for which `isBefore` is false (`isBefore` must be monotone).
  static func lowerBound(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = lo + (hi - lo) / 2
      if isBefore(mid) { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}

/// The bottom edge of a query: an element starting at or below it cannot intersect.
private struct Bound {
  let maxY: Double
  let isDegenerate: Bool

  init(_ rect: Rect) {
    maxY = rect.maxY
    isDegenerate = rect.height == 0
  }

  /// Whether anything starting at `y` (and everything after it) lies wholly below the rectangle.
  func isBeyond(_ y: Double) -> Bool {
    y > maxY || (y == maxY && !isDegenerate)
  }
}
