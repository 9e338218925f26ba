import GridCanvas
import GridLayout
import GridText

/// Where everything in a layout is, estimated without measuring every cell: what the previewer
/// scrolls through while the exact layout is computed in the background.
///
/// Each section is its bands (their explicit heights, or their text's length over the line's
/// width) and its rows, every row as tall as the average row of a sample measured exactly — a few
/// hundred rows spread over the whole fixture, so the estimate costs the same at a hundred items as
/// at a million. A row is `columns` items in order: a grid or flow row, a list item, and in a
/// waterfall as many items as it has columns (which fill about one row's height between them).
///
/// ```swift
/// let estimate = LayoutEstimate(scene: scene, settings: settings, width: 160)
/// estimate.contentHeight              // ≈ the whole layout's height
/// estimate.row(atY: 12_000)           // the section and row about 12,000 rows down
/// ```
struct LayoutEstimate {
  struct Section {
    /// The columns the section's items fill (1 for a list).
    var columns: Int
    var itemCount: Int
    /// Where the section starts, and where its first row does.
    var top: Double
    var firstRow: Double
    /// Rows of `columns` items (the last may be short), or as spanning items pack them.
    var rows: Int
    /// Each row's first item when spanning items pack the rows (nil: row `r` starts at `r × columns`).
    var rowStarts: [Int]?
    /// A row and the line spacing after it.
    var stride: Double
    /// Where the next section starts.
    var end: Double

    /// The items of row `row`.
    func items(ofRow row: Int) -> Range<Int> {
      guard let rowStarts else { return min(itemCount, row * columns)..<min(itemCount, (row + 1) * columns) }
      guard rowStarts.indices.contains(row) else { return itemCount..<itemCount }
      return rowStarts[row]..<(row + 1 < rowStarts.count ? rowStarts[row + 1] : itemCount)
    }

    /// The first item of row `row` (the item count past the last row).
    func firstItem(ofRow row: Int) -> Int { items(ofRow: row).lowerBound }
  }

  let sections: [Section]
  let contentHeight: Double
  /// The average height of a row, measured on the sample.
  let averageRow: Double

  /// One of the rows an estimate measures: its section, its items and the columns they fill.
  struct SampledRow: Hashable, Sendable {
    var section: Int
    var items: Range<Int>
    var columns: Int
  }

  /// Estimates the layout of `scene` at `width` with `settings`, measuring about `sample` rows.
  init(scene: Scene, settings: SceneSettings, width: Int, sample: Int = 256) {
    self.init(
      scene: scene, settings: settings, width: width, sample: sample,
      measure: { row in
        scene.exactRowHeight(
          section: row.section, items: row.items, columns: row.columns, width: width, settings: settings)
      }, bands: scene)
  }

  /// Estimates the layout of `scene` at `width` with `settings` with other text: the sampled rows
  /// (`sampledRows`) measured by `measure`, the bands' text taken from `bands`, a scene with the same
  /// sections (the languages panel: the fixture in another language, sampled).
  init(
    scene: Scene, settings: SceneSettings, width: Int, sample: Int, measure: (SampledRow) -> Int,
    bands: Scene
  ) {
    var sections = Self.sections(of: scene, settings: settings, width: width)
    let rows = Self.sampledRows(of: sections, sample: sample)
    let measured = rows.reduce(0.0) { $0 + Double(measure($1)) }
    let sampled = rows.count
    let average = sampled == 0 ? 0 : measured / Double(sampled)
    var y = 0.0
    let slots = (
      header: max(1, bands.bandMeasure(.header, width, settings).slots),
      footer: max(1, bands.bandMeasure(.footer, width, settings).slots)
    )
    for s in sections.indices {
      let metrics = bands.estimatedMetrics(ofSection: s, settings: settings, bandSlots: slots)
      let spacing = metrics.lineSpacing
      let rows = sections[s].rows
      sections[s].top = y
      sections[s].firstRow = y + metrics.headerHeight + metrics.insets.top
      sections[s].stride = average + spacing
      let body = rows == 0 ? 0 : Double(rows) * average + Double(rows - 1) * spacing
      y = sections[s].firstRow + body + metrics.insets.bottom + metrics.footerHeight
      sections[s].end = y
    }
    self.sections = sections
    self.contentHeight = y
    self.averageRow = average
  }

  /// The rows an estimate of `scene` at `width` with `settings` measures: about `sample` of them,
  /// spread evenly over all.
  static func sampledRows(of scene: Scene, settings: SceneSettings, width: Int, sample: Int) -> [SampledRow] {
    sampledRows(of: sections(of: scene, settings: settings, width: width), sample: sample)
  }

  /// Each section's columns and rows (not yet placed).
  private static func sections(of scene: Scene, settings: SceneSettings, width: Int) -> [Section] {
    let fixture = scene.fixture
    let count = scene.columnCount(settings)(Size(width: Double(width), height: 0))
    var sections: [Section] = []
    sections.reserveCapacity(fixture.sections.count)
    for (s, section) in fixture.sections.enumerated() {
      let columns = scene.columnsUsed(inSection: s, width: width, settings: settings, layoutCount: count)
      let starts = scene.rowStarts(ofSection: s, columns: columns, settings: settings)
      let rows = starts?.count ?? (section.items.count + columns - 1) / columns
      sections.append(
        Section(
          columns: columns, itemCount: section.items.count, top: 0, firstRow: 0, rows: rows,
          rowStarts: starts, stride: 0, end: 0))
    }
    return sections
  }

  /// About `sample` rows spread evenly over all the sections' rows.
  private static func sampledRows(of sections: [Section], sample: Int) -> [SampledRow] {
    let totalRows = sections.reduce(0) { $0 + $1.rows }
    guard totalRows > 0 else { return [] }
    var rows: [SampledRow] = []
    let step = max(1, totalRows / max(1, sample))
    var s = 0
    var before = 0
    var next = 0
    while next < totalRows, s < sections.count {
      while s < sections.count, next >= before + sections[s].rows {
        before += sections[s].rows
        s += 1
      }
      guard s < sections.count else { break }
      rows.append(
        SampledRow(section: s, items: sections[s].items(ofRow: next - before), columns: sections[s].columns))
      next += step
    }
    return rows
  }

  /// The items of row `row` of section `s`.
  func items(ofRow row: Int, inSection s: Int) -> Range<Int> { sections[s].items(ofRow: row) }

  /// Where row `row` of section `s` starts, about.
  func y(ofRow row: Int, inSection s: Int) -> Double {
    let section = sections[s]
    return section.firstRow + Double(row) * section.stride
  }

  /// The section and row about `y` rows down (the last row of a section for a y in its footer).
  func row(atY y: Double) -> (section: Int, row: Int) {
    guard !sections.isEmpty else { return (0, 0) }
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sections[middle].top <= y { low = middle } else { high = middle - 1 }
    }
    let section = sections[low]
    guard section.rows > 0, section.stride > 0 else { return (low, 0) }
    let row = Int(((y - section.firstRow) / section.stride).rounded(.down))
    return (low, max(0, min(section.rows - 1, row)))
  }
}

extension Scene {
  /// The columns section `s`'s items fill at a layout `width`, as the engine counts them.
  func columnsUsed(inSection s: Int, width: Int, settings: SceneSettings, layoutCount: Int) -> Int {
    guard settings.layout != .list else { return 1 }
    if settings.layout == .lazyVGrid {
      return lazyVGridColumns(ofSection: s, width: width, settings: settings).cells.count
    }
    if settings.layout == .compositional {
      // A slice starts at an instance of the section's group: rows are the group's instances.
      let section = compositional(ofSection: s, width: width, settings: settings)
      let layout = CompositionalLayout(section: section, scale: pointScale(settings))
      return max(1, layout.itemsPerGroup(in: section, width: Double(width)) ?? 1)
    }
    let own =
      settings.columns == nil ? fixture.sections[s].columns.map { $0.columns(forWidth: Double(width)) } : nil
    let answer = own ?? layoutCount
    if settings.layout == .grid, settings.compat, answer <= 0 { return 2 }
    return max(1, answer)
  }

  /// Each row's first item in section `s` when spanning items pack its rows (a grid or flow layout
  /// of more than one column): an item that does not fit in what is left of a row starts the next,
  /// as the engine packs them. Nil when rows are `columns` items each.
  func rowStarts(ofSection s: Int, columns: Int, settings: SceneSettings) -> [Int]? {
    let section = fixture.sections[s]
    let packs = (settings.layout == .grid && !settings.compat) || settings.layout == .flow
    guard packs, columns > 1, hasSpans(inSection: s) else { return nil }
    var starts: [Int] = []
    var used = columns
    for (index, item) in section.items.enumerated() {
      let span: Int
      switch item.span {
      case nil: span = 1
      case .columns(let count)?: span = max(1, min(columns, count))
      case .full?: span = columns
      }
      if used + span > columns {
        starts.append(index)
        used = 0
      }
      used += span
    }
    return starts
  }

  /// The exact height of a row of section `s` (its tallest item) at a layout `width`, measuring
  /// at the narrowest column width the section has — the sample only needs to be close.
  func exactRowHeight(section s: Int, items: Range<Int>, columns: Int, width: Int, settings: SceneSettings)
    -> Int
  {
    let cells: Int
    if settings.layout == .lazyVGrid {
      let geometry = lazyVGridColumns(ofSection: s, width: width, settings: settings).cells
      cells = (0..<geometry.count).map { Canvas.cells(geometry.width(of: $0)) }.min() ?? 0
    } else {
      let metrics = metrics(ofSection: s, width: width, settings: settings)
      let columnWidth = max(
        0,
        (Double(width) - metrics.insets.left - metrics.insets.right - metrics.interitemSpacing
          * Double(columns - 1))
          / Double(columns))
      cells = Canvas.cells(columnWidth.rounded(.down))
    }
    var tallest = 0
    for item in items {
      tallest = max(
        tallest, rows(of: ItemPath(section: s, item: item), columnWidth: cells, settings: settings))
    }
    return tallest
  }

  /// Section `s`'s metrics with its bands' heights estimated (their explicit heights, or their
  /// text's length over the line's width) rather than wrapped: cheap enough for every section.
  func estimatedMetrics(
    ofSection s: Int, settings: SceneSettings, bandSlots: (header: Int, footer: Int)
  ) -> SectionMetrics {
    let section = fixture.sections[s]
    func band(_ text: String?, _ explicit: Int?, _ kind: Band) -> Double {
      if let explicit { return Double(explicit) }
      guard let text, !text.isEmpty else { return 0 }
      let slots = kind == .header ? bandSlots.header : bandSlots.footer
      return Double((text.utf8.count + slots - 1) / slots)
    }
    return spacing(
      ofSection: s, settings: settings, headerHeight: band(section.header, section.headerHeight, .header),
      footerHeight: band(section.footer, section.footerHeight, .footer))
  }
}
