/// SwiftUI's `LazyVGrid` laid out in terminal cells: columns resolved in points exactly as SwiftUI
/// resolves them (`LazyVGrid.columns(inWidth:)`), each edge then put at the nearest cell
/// (`PointScale`); items fill the columns in order, row by row; a row is as tall as its tallest
/// cell, and every other cell keeps its own height and sits where its column's alignment puts it
/// (centred by default) — unless it fills the row (`SectionMetrics.rowFillingItems`, a cell with
/// `.frame(maxHeight: .infinity)`), when it takes the row's height.
///
/// The layout is `LayoutInput`'s width in cells; heights are asked at a column's width in cells and
/// answered in rows. Each section has the layout's grid unless its metrics carry their own
/// (`SectionMetrics.lazyVGrid`). Vertically, a section is its header, its rows and its footer, each
/// `spacing` apart (rounded to whole rows), and sections are `spacing` apart (the space at the top of
/// the later section, as a top inset): SwiftUI lays a section's header and footer out as rows of the
/// grid. Section insets, inter-item and line spacing
/// and spanning items are not a `LazyVGrid`'s and are ignored; so is the column-count callback (the
/// result's `requestedColumnCount` is the first section's resolved column count).
///
/// ```swift
/// let layout = LazyVGridLayout(
///   grid: LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]),
///   scale: PointScale(pointsPerColumn: 1))
/// let result = layout.layout(input, in: Size(width: 200, height: 50))   // columns 0, 78, 143
/// ```
public struct LazyVGridLayout: CollectionLayout, Hashable {
  /// The grid of every section that does not have its own.
  public var grid: LazyVGrid
  /// Points per terminal column and row.
  public var scale: PointScale
  /// Every cell takes its row's height, as if each had `.frame(maxHeight: .infinity)`:
  /// FlexibleRowHeightGridLayout's rule on the grid's columns (the compare view's other side).
  public var fillsEveryRow: Bool

  public init(grid: LazyVGrid, scale: PointScale = .standard, fillsEveryRow: Bool = false) {
    self.grid = grid
    self.scale = scale
    self.fillsEveryRow = fillsEveryRow
  }

  public func layout(_ input: LayoutInput, in size: Size, cache: inout LayoutCache) -> LayoutResult {
    cached(input, &cache) { run(input, size, &$0) }
  }

  public func layout(_ input: LayoutInput, in size: Size) -> LayoutResult {
    var heights = AskingHeights(ask: input.itemHeight)
    return run(input, size, &heights)
  }

  /// The columns of `grid` in a layout `width` cells wide, in cells: each resolved column's edges
  /// put at the nearest cell. At least one column (a grid without columns has one as wide as the
  /// layout).
  public func geometry(of grid: LazyVGrid, width: Double) -> ColumnGeometry {
    let resolved = grid.columns(inWidth: scale.points(ofColumns: Snapping.clean(width)))
    guard !resolved.isEmpty else { return ColumnGeometry(placedAt: [0], widths: [Snapping.clean(width)]) }
    var x: [Double] = []
    var widths: [Double] = []
    x.reserveCapacity(resolved.count)
    widths.reserveCapacity(resolved.count)
    for column in resolved {
      let left = scale.columns(atPoints: column.x)
      let right = max(left, scale.columns(atPoints: column.x + column.width))
      x.append(left)
      widths.append(right - left)
    }
    return ColumnGeometry(placedAt: x, widths: widths)
  }

  /// Each column's vertical alignment, by resolved column.
  static func alignments(of grid: LazyVGrid, resolved: [LazyVGrid.Column]) -> [GridItem.VerticalAlignment] {
    resolved.isEmpty ? [.center] : resolved.map { grid.columns[$0.item].verticalAlignment }
  }

  private func run<H: HeightSource>(_ input: LayoutInput, _ size: Size, _ heights: inout H) -> LayoutResult {
    let width = Snapping.clean(size.width)
    let snapping = Snapping(scale: 1)
    var builder = ResultBuilder()
    builder.itemHeight.reserveCapacity(input.itemCount)
    builder.itemY.reserveCapacity(input.itemCount)
    var y = 0.0
    var global = 0
    var firstCount: Int?
    var followsContent = false
    for (s, metrics) in input.sections.enumerated() {
      let itemCount = max(0, metrics.itemCount)
      checkSectionSize(itemCount)
      let grid = metrics.lazyVGrid ?? self.grid
      let resolved = grid.columns(inWidth: scale.points(ofColumns: width))
      let columns = geometry(of: grid, width: width)
      let alignments = Self.alignments(of: grid, resolved: resolved)
      let n = columns.count
      if firstCount == nil { firstCount = n }
      let spacing = scale.rows(ofPoints: grid.resolvedSpacing)
      let headerHeight = snapping.up(metrics.headerHeight)
      let footerHeight = snapping.up(metrics.footerHeight)
      let isEmpty = headerHeight == 0 && footerHeight == 0 && itemCount == 0
      // Sections are `spacing` apart, as a grid's rows are, the space at the top of the later one
      // (as a top inset would be); an empty section takes no room.
      let top = y
      if followsContent, !isEmpty { y += spacing }
      let header = SectionValues.band(headerHeight, width: width, y: &y)
      if header != nil, itemCount > 0 || footerHeight > 0 { y += spacing }
      let firstRow = builder.rowY.count
      var fills = metrics.rowFillingItems.makeIterator()
      var nextFill = fills.next()
      var item = 0
      while item < itemCount {
        let rowEnd = item + min(n, itemCount - item)
        var rowHeight = 0.0
        let rowStart = builder.itemHeight.count
        for i in item..<rowEnd {
          let h = snapping.up(
            heights.height(
              ItemPath(section: s, item: i), global: global + i, width: columns.width(of: i - item)))
          builder.itemHeight.append(h)
          rowHeight = max(rowHeight, h)
        }
        for i in item..<rowEnd {
          let k = rowStart + i - item
          while let fill = nextFill, fill < i { nextFill = fills.next() }
          if fillsEveryRow || nextFill == i {
            builder.itemHeight[k] = rowHeight
            builder.itemY.append(y)
            continue
          }
          let free = rowHeight - builder.itemHeight[k]
          switch alignments[i - item] {
          case .top: builder.itemY.append(y)
          case .center: builder.itemY.append(y + (free / 2).rounded(.down))
          case .bottom: builder.itemY.append(y + free)
          }
        }
        builder.rowY.append(y)
        builder.rowHeight.append(rowHeight)
        y += rowHeight
        item = rowEnd
        if item < itemCount { y += spacing }
      }
      if footerHeight > 0, header != nil || itemCount > 0 { y += spacing }
      let footer = SectionValues.band(footerHeight, width: width, y: &y)
      builder.addSection(
        SectionLayout(
          index: s, itemCount: itemCount, headerFrame: header, footerFrame: footer, columns: columns,
          minY: top, endY: y, maxY: y, pinsHeader: metrics.pinsHeader, pinsFooter: metrics.pinsFooter,
          firstItem: global, firstRow: firstRow, rowCount: builder.rowY.count - firstRow))
      if !isEmpty { followsContent = true }
      global += itemCount
    }
    let count = firstCount ?? max(1, geometry(of: grid, width: width).count)
    return builder.build(
      size: size, contentHeight: y, requested: count, columnCount: count, placement: .alignedRows,
      scale: 1, direction: input.direction)
  }
}
