import GridFixtures
import GridLayout

/// A fixture's SwiftUI grid bound to the engine: its columns in points, what they resolve to at a
/// width, and how the previewer names them.
extension Scene {
  /// The points one terminal column stands for with `settings`.
  func pointScale(_ settings: SceneSettings) -> PointScale {
    PointScale(pointsPerColumn: Double(settings.pointsPerColumn))
  }

  /// Section `s`'s grid for the engine at a layout `width`: its own or the fixture's `lazyVGrid`,
  /// or, for a fixture without one, as many `.flexible()` columns as its column rule gives (so
  /// `--layout lazyVGrid` shows any fixture as SwiftUI would lay out the same columns).
  public func lazyVGrid(ofSection s: Int, width: Int, settings: SceneSettings) -> LazyVGrid {
    if let grid = fixture.lazyVGrid(in: fixture.sections[s]) { return LazyVGrid(grid) }
    let count = settings.columns ?? fixture.columns(in: fixture.sections[s]).columns(forWidth: Double(width))
    return LazyVGrid(columns: Array(repeating: GridItem(), count: max(1, count)))
  }

  /// Section `s`'s resolved columns at a layout `width` (in cells) with `settings`: in points, and
  /// in cells.
  public func lazyVGridColumns(ofSection s: Int, width: Int, settings: SceneSettings)
    -> (points: [LazyVGrid.Column], cells: ColumnGeometry)
  {
    let grid = lazyVGrid(ofSection: s, width: width, settings: settings)
    let scale = pointScale(settings)
    let layout = LazyVGridLayout(grid: grid, scale: scale)
    return (
      grid.columns(inWidth: scale.points(ofColumns: Double(width))),
      layout.geometry(of: grid, width: Double(width))
    )
  }

  /// Every section's resolved columns for `layout`'s JSON, or nil when the layout is not a `lazyVGrid`.
  public func gridColumnsJSON(width: Int, settings: SceneSettings) -> LayoutJSON.GridColumns? {
    guard settings.layout == .lazyVGrid else { return nil }
    return LayoutJSON.GridColumns(
      pointsPerColumn: settings.pointsPerColumn,
      sections: fixture.sections.indices.map {
        lazyVGridColumns(ofSection: $0, width: width, settings: settings)
      })
  }

  /// A `lazyVGrid` section's spacing for what reads a section's metrics without laying it out (the
  /// estimate of a large fixture): no insets, the grid's row spacing between rows, and above and below
  /// the rows where a header or footer is there.
  func lazyVGridSpacing(ofSection s: Int, settings: SceneSettings, headerHeight: Double, footerHeight: Double)
    -> SectionMetrics
  {
    let grid = lazyVGrid(ofSection: s, width: 0, settings: settings)
    let spacing = pointScale(settings).rows(ofPoints: grid.resolvedSpacing)
    let count = fixture.sections[s].items.count
    let gapAbove = (s > 0 ? spacing : 0) + (headerHeight > 0 && count > 0 ? spacing : 0)
    return SectionMetrics(
      itemCount: count,
      insets: EdgeInsets(
        top: gapAbove, left: 0, bottom: footerHeight > 0 && count > 0 ? spacing : 0, right: 0),
      interitemSpacing: 0, lineSpacing: spacing, headerHeight: headerHeight, footerHeight: footerHeight)
  }

  /// How the status bar and `layout` name a section's resolved columns: each `GridItem` in order,
  /// with how many columns it gave — `3 × adaptive 125–1024 pt`, `fixed 70 pt + 2 × adaptive 40–∞ pt`.
  public func lazyVGridSummary(ofSection s: Int, width: Int, settings: SceneSettings) -> String {
    let grid = lazyVGrid(ofSection: s, width: width, settings: settings)
    let resolved = grid.columns(inWidth: pointScale(settings).points(ofColumns: Double(width)))
    var parts: [String] = []
    for (index, item) in grid.columns.enumerated() {
      let count = resolved.filter { $0.item == index }.count
      let name = Self.describe(item.size)
      parts.append(count == 1 ? name : "\(count) × \(name)")
    }
    return parts.joined(separator: " + ")
  }

  /// A `GridItem` size as the previewer says it: `fixed 70 pt`, `flexible 10–∞ pt`, `adaptive 40–∞ pt`.
  static func describe(_ size: GridItem.Size) -> String {
    switch size {
    case .fixed(let width): "fixed \(points(width)) pt"
    case .flexible(let minimum, let maximum): "flexible \(points(minimum))–\(points(maximum)) pt"
    case .adaptive(let minimum, let maximum): "adaptive \(points(minimum))–\(points(maximum)) pt"
    }
  }

  /// Points as the previewer writes them: whole numbers without a fraction, at most two decimals.
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return "∞" }
    let hundredths = (value * 100).rounded()
    if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
    return LayoutJSON.number(hundredths / 100)
  }

  /// Why column `c` of section `s` is as wide as it is, for the inspector.
  func lazyVGridColumnReason(ofSection s: Int, column c: Int, width: Int, settings: SceneSettings) -> String?
  {
    let grid = lazyVGrid(ofSection: s, width: width, settings: settings)
    let resolved = grid.columns(inWidth: pointScale(settings).points(ofColumns: Double(width)))
    guard resolved.indices.contains(c) else { return nil }
    let column = resolved[c]
    let item = grid.columns[column.item]
    let name = "GridItem \(column.item + 1) (\(Self.describe(item.size)))"
    let width = Self.points(column.width)
    switch item.size {
    case .fixed:
      return "\(name): \(width) pt, its own width"
    case .flexible(let minimum, let maximum):
      let offer = Self.points(column.offer)
      let clamp =
        column.offer < minimum
        ? ", raised to its minimum" : column.offer > maximum ? ", cut to its maximum" : ""
      return "\(name): offered \(offer) pt of what was left\(clamp): \(width) pt"
    case .adaptive:
      return
        "\(name): offered \(Self.points(column.offer)) pt, which holds \(column.siblings) \(column.siblings == 1 ? "column" : "columns") of its minimum: each \(width) pt"
    }
  }
}

extension LazyVGrid {
  /// The engine's grid for a fixture's.
  init(_ grid: Fixture.LazyVGrid) {
    self.init(
      columns: grid.columns.map(GridItem.init),
      alignment: grid.alignment.flatMap { LazyVGrid.Alignment(rawValue: $0.rawValue) } ?? .center,
      spacing: grid.spacing)
  }
}

extension GridItem {
  /// The engine's column for a fixture's.
  init(_ column: Fixture.GridColumn) {
    let size: GridItem.Size
    switch column.size {
    case .fixed(let width): size = .fixed(width)
    case .flexible(let minimum, let maximum):
      size = .flexible(minimum: minimum, maximum: maximum ?? .infinity)
    case .adaptive(let minimum, let maximum):
      size = .adaptive(minimum: minimum, maximum: maximum ?? .infinity)
    }
    self.init(
      size, spacing: column.spacing,
      alignment: column.alignment.flatMap { GridItem.Alignment(rawValue: $0.rawValue) })
  }
}
