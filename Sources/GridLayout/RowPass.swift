/// The pass shared by the row-based layouts (grid, flow, list): items fill rows of n columns in
/// index order, and a row is as tall as its tallest item.
struct RowPass {
  let placement: LayoutResult.Placement
  /// A list always has one column and never asks the callback.
  let forcedColumnCount: Int?
  let snapping: Snapping

  func run<H: HeightSource>(_ input: LayoutInput, _ size: Size, _ heights: inout H) -> LayoutResult {
    let width = Snapping.clean(size.width)
    let requested = forcedColumnCount ?? input.columnCount(size)
    let layoutColumns = max(1, requested)
    var builder = ResultBuilder()
    if placement == .centredRows { builder.itemHeight.reserveCapacity(input.itemCount) }
    var y = 0.0
    var global = 0

    for (s, metrics) in input.sections.enumerated() {
      let values = SectionValues(metrics, snapping: snapping)
      checkSectionSize(values.itemCount)
      let n = forcedColumnCount ?? values.columnCount ?? layoutColumns
      let top = y
      let header = SectionValues.band(values.headerHeight, width: width, y: &y)
      y += values.insets.top
      let columns = ColumnGeometry(
        count: n, width: width, insets: values.insets, spacing: values.interitemSpacing, snapping: snapping)
      let firstRow = builder.rowY.count
      let spans = n > 1 ? values.spans : []
      var firstSpan = 0
      var firstSpanRow = 0
      if spans.isEmpty {
        var item = 0
        while item < values.itemCount {
          let rowEnd = item + min(n, values.itemCount - item)
          var rowHeight = 0.0
          for i in item..<rowEnd {
            let h = snapping.up(
              heights.height(
                ItemPath(section: s, item: i), global: global + i, width: columns.width(of: i - item)))
            if placement == .centredRows { builder.itemHeight.append(h) }
            rowHeight = max(rowHeight, h)
          }
          builder.rowY.append(y)
          builder.rowHeight.append(rowHeight)
          y += rowHeight
          item = rowEnd
          if item < values.itemCount { y += values.lineSpacing }
        }
      } else {
        firstSpan = builder.addSpans(spans, columns: n)
        firstSpanRow = builder.rowFirstItem.count
        y = packRows(
          section: s, values: values, spans: spans, columns: columns, y: y, global: global, heights: &heights,
          into: &builder)
      }
      y += values.insets.bottom
      let footer = SectionValues.band(values.footerHeight, width: width, y: &y)
      builder.addSection(
        SectionLayout(
          index: s, itemCount: values.itemCount, headerFrame: header, footerFrame: footer, columns: columns,
          minY: top, endY: y, maxY: y, pinsHeader: metrics.pinsHeader, pinsFooter: metrics.pinsFooter,
          firstItem: global, firstRow: firstRow, rowCount: builder.rowY.count - firstRow,
          firstSpan: firstSpan, spanCount: spans.count, firstSpanRow: firstSpanRow))
      global += values.itemCount
    }
    return builder.build(
      size: size, contentHeight: y, requested: requested, columnCount: layoutColumns, placement: placement,
      scale: snapping.scale, direction: input.direction)
  }

  /// Packs a section's items into rows when some span several columns: left to right, an item that
  /// does not fit in what is left of the row starts the next one. Records each row's first item (an
  /// item's columns follow from it and the section's spans); returns the y below the last row.
  private func packRows<H: HeightSource>(
    section s: Int, values: SectionValues, spans: [ItemSpan], columns: ColumnGeometry, y start: Double,
    global: Int, heights: inout H, into builder: inout ResultBuilder
  ) -> Double {
    let n = columns.count
    let count = values.itemCount
    var y = start
    var item = 0
    var next = 0
    while item < count {
      builder.rowFirstItem.append(Int32(item))
      var rowHeight = 0.0
      var c = 0
      while item < count, c < n {
        let span = next < spans.count && spans[next].item == item ? min(n, spans[next].columns) : 1
        if c > 0, c + span > n { break }
        if span > 1 { next += 1 }
        let width = columns.width(from: c, span: span)
        let path = ItemPath(section: s, item: item)
        let h = snapping.up(heights.height(path, global: global + item, width: width))
        if placement == .centredRows { builder.itemHeight.append(h) }
        rowHeight = max(rowHeight, h)
        c += span
        item += 1
      }
      builder.rowY.append(y)
      builder.rowHeight.append(rowHeight)
      y += rowHeight
      if item < count { y += values.lineSpacing }
    }
    return y
  }

  /// FlexibleRowHeightGridLayout 3.0.0's `prepare()`, quirks included: unrounded (possibly negative)
  /// column widths, line spacing after every row, a header gap only after the first section, the
  /// footer at `y + top + bottom` while the running y skips the bottom inset, an answer ≤ 0 from the
  /// column callback meaning 2, negative heights counting as 0.
  static func compatible<H: HeightSource>(_ input: LayoutInput, _ size: Size, _ heights: inout H)
    -> LayoutResult
  {
    let width = Snapping.clean(size.width)
    let requested = input.columnCount(size)
    let layoutColumns = requested <= 0 ? 2 : requested
    var builder = ResultBuilder()
    var y = 0.0
    var global = 0
    let last = input.sections.count - 1

    for (s, metrics) in input.sections.enumerated() {
      let values = SectionValues(metrics, snapping: nil)
      checkSectionSize(values.itemCount)
      let n = values.columnCount ?? layoutColumns
      let top = y
      var header: Rect?
      if values.headerHeight > 0 {
        header = Rect(x: 0, y: y, width: width, height: values.headerHeight)
        y += values.headerHeight
        if s > 0 { y += values.lineSpacing }
      }
      y += values.insets.top
      let columns = ColumnGeometry(
        compatibleCount: n, width: width, insets: values.insets, spacing: values.interitemSpacing)
      let askWidth = max(0, columns.width(of: 0))
      let firstRow = builder.rowY.count
      var item = 0
      while item < values.itemCount {
        let rowEnd = item + min(n, values.itemCount - item)
        var rowHeight = 0.0
        for i in item..<rowEnd {
          let h = heights.height(ItemPath(section: s, item: i), global: global + i, width: askWidth)
          rowHeight = max(rowHeight, Snapping.clean(h))
        }
        builder.rowY.append(y)
        builder.rowHeight.append(rowHeight)
        y += rowHeight + values.lineSpacing
        item = rowEnd
      }
      var footer: Rect?
      if values.footerHeight > 0 {
        footer = Rect(
          x: 0, y: y + values.insets.top + values.insets.bottom, width: width, height: values.footerHeight)
        y += values.footerHeight
        if s < last { y += values.lineSpacing }
      }
      builder.addSection(
        SectionLayout(
          index: s, itemCount: values.itemCount, headerFrame: header, footerFrame: footer, columns: columns,
          minY: top, endY: y, maxY: max(y, footer?.maxY ?? y), firstItem: global, firstRow: firstRow,
          rowCount: builder.rowY.count - firstRow))
      global += values.itemCount
    }
    // FlexibleRowHeightGridLayout 3.0.0 never mirrors (it does not override
    // `flipsHorizontallyInOppositeLayoutDirection`): its frames stay left to right.
    return builder.build(
      size: size, contentHeight: y, requested: requested, columnCount: layoutColumns,
      placement: .stretchedRows, scale: 1, direction: input.direction, mirrors: false)
  }
}
