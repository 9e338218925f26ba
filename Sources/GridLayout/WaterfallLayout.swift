/// A waterfall (masonry) layout in the manner of AJFCollectionViewWaterfallLayout and
/// CHTCollectionViewWaterfallLayout: each section has columns of (nearly) equal width, and each item
/// keeps its own height and goes to a column chosen by `order`.
///
/// Columns are distributed like the grid's (widths differ by at most one unit and fill the width),
/// columns are `interitemSpacing` apart and items in a column `lineSpacing` apart. Unlike AJF it
/// honours all four section insets and draws headers and footers, and `allCells` stretching ends
/// every non-empty column exactly level (AJF leaves up to k−1 points uneven).
///
/// An item is asked its height at the width of the column it goes to; items sized by an aspect ratio
/// can answer with `WaterfallLayout.height(forAspectRatio:columnWidth:)`.
public struct WaterfallLayout: CollectionLayout, Hashable {
  /// Which column each item goes to.
  ///
  /// Columns are numbered from the leading one. In a mirrored result (`LayoutInput.direction` right
  /// to left) the whole layout is mirrored, orders included: column 0 is the rightmost, so
  /// `leftToRight` runs from the right and the rightmost column wins `shortestFirst`'s ties.
  public enum Order: String, Sendable, CaseIterable {
    /// The column whose items end highest; the leftmost (the leading column) wins ties.
    case shortestFirst
    /// Column `i % n`, from the leading column.
    case leftToRight
    /// Column `n − 1 − i % n`, from the trailing column.
    case rightToLeft
  }

  /// How the columns of a section are evened out at the bottom.
  public enum Stretch: String, Sendable, CaseIterable {
    /// Columns end where their items end.
    case none
    /// The last cell of each column grows so every column ends level with the longest.
    case lastCell
    /// Every cell of a shorter column grows by an equal share of the difference (the first cells
    /// take one unit more when it does not divide evenly), so every column ends exactly level.
    case allCells
  }

  public var order: Order
  public var stretch: Stretch
  /// Lengths snap to `1 / scale`.
  public var scale: Double

  public init(order: Order = .shortestFirst, stretch: Stretch = .none, scale: Double = 1) {
    self.order = order
    self.stretch = stretch
    self.scale = scale
  }

  /// The height of an item with the given aspect ratio (width / height) in a column of the given
  /// width: `⌊columnWidth / ratio / cellAspect⌋`, snapped down to the scale, like AJF's
  /// `floor(suggestedHeight · columnWidth / suggestedWidth)`. `cellAspect` is how many times taller
  /// than wide a unit is (about 2 for terminal cells). A ratio that is not a positive number gives 0.
  public static func height(
    forAspectRatio ratio: Double, columnWidth: Double, cellAspect: Double = 1, scale: Double = 1
  ) -> Double {
    guard ratio.isFinite, ratio > 0, cellAspect.isFinite, cellAspect > 0 else { return 0 }
    return Snapping(scale: scale).down(columnWidth / ratio / cellAspect)
  }

  public func layout(_ input: LayoutInput, in size: Size, cache: inout LayoutCache) -> LayoutResult {
    cached(input, &cache) { run(input, size, &$0) }
  }

  public func layout(_ input: LayoutInput, in size: Size) -> LayoutResult {
    var heights = AskingHeights(ask: input.itemHeight)
    return run(input, size, &heights)
  }

  private func run<H: HeightSource>(_ input: LayoutInput, _ size: Size, _ heights: inout H) -> LayoutResult {
    let snapping = Snapping(scale: scale)
    let width = Snapping.clean(size.width)
    let requested = input.columnCount(size)
    let layoutColumns = max(1, requested)
    var builder = ResultBuilder()
    let total = input.itemCount
    builder.itemY.reserveCapacity(total)
    builder.itemHeight.reserveCapacity(total)
    builder.itemColumn.reserveCapacity(total)
    builder.columnItems.reserveCapacity(total)
    var y = 0.0
    var global = 0

    for (s, metrics) in input.sections.enumerated() {
      let values = SectionValues(metrics, snapping: snapping)
      checkSectionSize(values.itemCount)
      let n = values.columnCount ?? layoutColumns
      let top = y
      let header = SectionValues.band(values.headerHeight, width: width, y: &y)
      y += values.insets.top
      let columns = ColumnGeometry(
        count: n, width: width, insets: values.insets, spacing: values.interitemSpacing, snapping: snapping)
      let spans = n > 1 ? values.spans : []
      let placed =
        spans.isEmpty
        ? place(
          section: s, values: values, columns: columns, start: y, global: global, snapping: snapping,
          heights: &heights, into: &builder)
        : placeSpanning(
          section: s, values: values, spans: spans, columns: columns, start: y, global: global,
          snapping: snapping, heights: &heights, into: &builder)
      y = placed.end + values.insets.bottom
      let footer = SectionValues.band(values.footerHeight, width: width, y: &y)
      builder.addSection(
        SectionLayout(
          index: s, itemCount: values.itemCount, headerFrame: header, footerFrame: footer, columns: columns,
          minY: top, endY: y, maxY: y, pinsHeader: metrics.pinsHeader, pinsFooter: metrics.pinsFooter,
          firstItem: global, firstColumnList: placed.firstList, usedColumns: placed.used,
          firstUsedColumn: placed.firstUsed, firstSpan: placed.firstSpan, spanCount: placed.spanCount))
      global += values.itemCount
    }
    return builder.build(
      size: size, contentHeight: y, requested: requested, columnCount: layoutColumns, placement: .freeColumns,
      scale: snapping.scale, direction: input.direction)
  }

  /// Places one section's items from `start` when none spans, and returns where its columns end.
  private func place<H: HeightSource>(
    section s: Int, values: SectionValues, columns: ColumnGeometry, start: Double, global: Int,
    snapping: Snapping, heights: inout H, into builder: inout ResultBuilder
  ) -> (end: Double, firstList: Int, used: Int, firstUsed: Int, firstSpan: Int, spanCount: Int) {
    let n = columns.count
    let count = values.itemCount
    // Only the first min(n, count) columns can receive items (the last ones, right to left).
    let used = min(n, count)
    let firstUsed = order == .rightToLeft ? n - used : 0
    let firstList = builder.columnListStart.count - 1
    guard used > 0 else { return (start, firstList, 0, firstUsed, 0, 0) }

    var ends = Array(repeating: start, count: used)
    var counts = Array(repeating: 0, count: used)
    var nextY = Array(repeating: start, count: used)
    var heap =
      used > 32 && order == .shortestFirst ? ShortestColumnHeap(columnCount: used, start: start) : nil
    let spacing = values.lineSpacing

    for i in 0..<count {
      let u: Int
      switch order {
      case .shortestFirst:
        if let heap {
          u = heap.top
        } else {
          var best = 0
          for c in 1..<used where nextY[c] < nextY[best] { best = c }
          u = best
        }
      case .leftToRight: u = i % n
      case .rightToLeft: u = used - 1 - i % n
      }
      let column = firstUsed + u
      let h = snapping.up(
        heights.height(ItemPath(section: s, item: i), global: global + i, width: columns.width(of: column)))
      let itemTop = nextY[u]
      builder.itemY.append(itemTop)
      builder.itemHeight.append(h)
      builder.itemColumn.append(Int32(column))
      ends[u] = itemTop + h
      counts[u] += 1
      nextY[u] = ends[u] + spacing
      heap?.updateTop(nextY[u])
    }

    // Per-column item lists, in item order (a counting sort by column).
    var cursor = builder.addColumnLists(counts: counts)
    for i in 0..<count {
      let u = Int(builder.itemColumn[global + i]) - firstUsed
      builder.columnItems[cursor[u]] = Int32(i)
      cursor[u] += 1
    }

    var longest = start
    for u in 0..<used where counts[u] > 0 { longest = max(longest, ends[u]) }
    if stretch != .none {
      for u in 0..<used where counts[u] > 0 && ends[u] < longest {
        let list = builder.columnListStart[firstList + u]..<builder.columnListStart[firstList + u + 1]
        evenOut(list, gap: longest - ends[u], global: global, snapping: snapping, builder: &builder)
      }
    }
    return (longest, firstList, used, firstUsed, 0, 0)
  }

  /// Places one section's items from `start` when some span several columns, and returns where its
  /// columns end. Every column can receive items.
  ///
  /// An item spanning k columns goes to the run of k adjacent columns whose lowest end is highest
  /// (leftmost on ties), whatever the order; its top is that end, and those columns continue below it.
  /// The shortest column is found by a scan (the heap tracks single columns).
  private func placeSpanning<H: HeightSource>(
    section s: Int, values: SectionValues, spans: [ItemSpan], columns: ColumnGeometry, start: Double,
    global: Int, snapping: Snapping, heights: inout H, into builder: inout ResultBuilder
  ) -> (end: Double, firstList: Int, used: Int, firstUsed: Int, firstSpan: Int, spanCount: Int) {
    let n = columns.count
    let count = values.itemCount
    let used = n
    let firstUsed = 0
    let firstList = builder.columnListStart.count - 1
    let firstSpan = builder.addSpans(spans, columns: n)

    var ends = Array(repeating: start, count: used)
    var counts = Array(repeating: 0, count: used)
    var nextY = Array(repeating: start, count: used)
    let spacing = values.lineSpacing
    do {
      var nextSpan = 0
      for i in 0..<count {
        var span = 1
        if nextSpan < spans.count, spans[nextSpan].item == i {
          span = min(n, spans[nextSpan].columns)
          nextSpan += 1
        }
        let u: Int
        let itemTop: Double
        if span > 1 {
          (u, itemTop) = Self.highestRun(of: span, in: nextY)
        } else {
          switch order {
          case .shortestFirst:
            var best = 0
            for c in 1..<used where nextY[c] < nextY[best] { best = c }
            u = best
          case .leftToRight: u = i % n
          case .rightToLeft: u = used - 1 - i % n
          }
          itemTop = nextY[u]
        }
        let column = firstUsed + u
        let width = columns.width(from: column, span: span)
        let h = snapping.up(heights.height(ItemPath(section: s, item: i), global: global + i, width: width))
        builder.itemY.append(itemTop)
        builder.itemHeight.append(h)
        builder.itemColumn.append(Int32(column))
        for v in u..<(u + span) {
          ends[v] = itemTop + h
          counts[v] += 1
          nextY[v] = ends[v] + spacing
        }
      }
    }

    // Per-column item lists, in item order (a counting sort by column); a spanning item is in the
    // list of every column it takes.
    var cursor = builder.addColumnLists(counts: counts)
    do {
      var listSpan = 0
      for i in 0..<count {
        let u = Int(builder.itemColumn[global + i]) - firstUsed
        var span = 1
        if listSpan < spans.count, spans[listSpan].item == i {
          span = min(n, spans[listSpan].columns)
          listSpan += 1
        }
        for v in u..<(u + span) {
          builder.columnItems[cursor[v]] = Int32(i)
          cursor[v] += 1
        }
      }
    }

    var longest = start
    for u in 0..<used where counts[u] > 0 { longest = max(longest, ends[u]) }
    if stretch != .none {
      for u in 0..<used where counts[u] > 0 && ends[u] < longest {
        var list = builder.columnListStart[firstList + u]..<builder.columnListStart[firstList + u + 1]
        // Only the cells below the column's last spanning cell are the column's own to stretch.
        var first = list.upperBound
        while first > list.lowerBound, !Self.spans(spans, include: Int(builder.columnItems[first - 1])) {
          first -= 1
        }
        list = first..<list.upperBound
        guard !list.isEmpty else { continue }
        evenOut(list, gap: longest - ends[u], global: global, snapping: snapping, builder: &builder)
      }
    }
    return (longest, firstList, used, firstUsed, firstSpan, spans.count)
  }

  /// Whether `item` is in a section's spans (ascending by item).
  static func spans(_ spans: [ItemSpan], include item: Int) -> Bool {
    let k = LayoutResult.lowerBound(spans.count) { spans[$0].item < item }
    return k < spans.count && spans[k].item == item
  }

  /// The run of `span` adjacent columns whose lowest next position is highest (leftmost on ties):
  /// its first column and that position.
  static func highestRun(of span: Int, in nextY: [Double]) -> (column: Int, top: Double) {
    var best = 0
    var bestTop = Double.infinity
    for c in 0...(nextY.count - span) {
      var top = nextY[c]
      for v in (c + 1)..<(c + span) { top = max(top, nextY[v]) }
      if top < bestTop {
        best = c
        bestTop = top
      }
    }
    return (best, bestTop)
  }

  /// Gives a column's cells the `gap` below it: all to the last cell, or shared out among all cells.
  private func evenOut(
    _ list: Range<Int>, gap: Double, global: Int, snapping: Snapping, builder: inout ResultBuilder
  ) {
    switch stretch {
    case .none:
      return
    case .lastCell:
      builder.itemHeight[global + Int(builder.columnItems[list.upperBound - 1])] += gap
    case .allCells:
      let units = (gap * snapping.scale).rounded()
      let k = Double(list.count)
      let share = (units / k).rounded(.down)
      let remainder = Int(units - share * k)
      var shift = 0.0
      for (j, entry) in list.enumerated() {
        let g = global + Int(builder.columnItems[entry])
        let extra = (share + (j < remainder ? 1 : 0)) / snapping.scale
        builder.itemY[g] += shift
        builder.itemHeight[g] += extra
        shift += extra
      }
    }
  }
}
