import GridCanvas
import GridFixtures
import GridLayout
import GridText

/// A fixture bound to the layout engine and the text measure: everything needed to lay it out at
/// any width and text size and to say what each element shows.
///
/// Item heights come from `CellTextLayout` at the item's column width (the anchor's "measure at the
/// column width"), through a measurement cache shared by every layout pass of this scene, so a
/// relayout after a width or text-size step measures only what changed. An item's explicit
/// `height` overrides measurement (its text may then be cut, with "…"); in a waterfall, an
/// `aspectRatio` sizes the item from its column width, allowing for cells about twice as tall as
/// wide, but never shorter than its text needs.
public struct Scene {
  public let fixture: Fixture
  /// Measured rows by global item index, width and text size.
  public private(set) var measurements: MeasurementCache<Int>
  /// The wrapped lines of long cells (see `ContentCache`).
  let contents = ContentCache()
  /// Each item's longest word, for findings (see `LongestRunCache`).
  let longestRuns = LongestRunCache()
  private let sectionStarts: [Int]
  /// Each section's spanning items, for the engine.
  private let sectionSpans: [[ItemSpan]]
  /// Each section's items that fill their row in a `lazyVGrid` (`fillsRow`), ascending.
  let sectionFills: [[Int]]
  /// The number of items over all sections.
  public let itemCount: Int
  /// The fixture's title as a screen's title line can show it: cut (with "…") to at most
  /// `Scene.longestShownText` columns, once. Measured on every frame, a 10,000,000-character title
  /// made every key take 0.3 s.
  public let shownTitle: String

  /// The most columns of one line of fixture text a screen shows (wider than any terminal).
  public static let longestShownText = 4096

  /// Terminal cells are about twice as tall as wide.
  public static let cellAspect = 2.0

  /// Whether measured rows are kept for later passes: yes for the previewer, which steps back and
  /// forth; no for a batch that measures each width and size once (`render`, `layout`, `audit`),
  /// where keeping them costs more than it saves. A scene that keeps no measurements may draw on
  /// several threads at once: the only other state it changes, long cells' wrapped text
  /// (`ContentCache`, kept either way), is behind a lock.
  public let cachesMeasurements: Bool

  /// This scene with a measurement cache of its own that starts with what this one's holds: a scene
  /// to draw on another thread while this one goes on measuring (drawing measures a row's cells for
  /// its driver marks, and `MeasurementCache` is not thread-safe). Made on the thread that uses this
  /// scene.
  public func withOwnMeasurements() -> Scene {
    var scene = self
    scene.measurements = measurements.copy()
    return scene
  }

  public init(fixture: Fixture, cachesMeasurements: Bool = true) {
    self.fixture = fixture
    self.cachesMeasurements = cachesMeasurements
    self.measurements = MeasurementCache()
    shownTitle = Self.visualOrder(Self.shown(fixture.title))
    var starts: [Int] = []
    var total = 0
    for section in fixture.sections {
      starts.append(total)
      total += section.items.count
    }
    sectionStarts = starts
    itemCount = total
    // Read each item's span in place (copying a million items to look at one field each costs more
    // than everything else a scene does at start).
    var fills: [[Int]] = []
    sectionSpans = fixture.sections.map { section in
      var spans: [ItemSpan] = []
      var filling: [Int] = []
      for index in section.items.indices {
        switch section.items[index].span {
        case nil: break
        case .columns(let count)?: spans.append(ItemSpan(item: index, columns: count))
        case .full?: spans.append(ItemSpan.full(index))
        }
        if section.items[index].fillsRow { filling.append(index) }
      }
      fills.append(filling)
      return spans
    }
    sectionFills = fills
  }

  /// A one-line text (a title) as it reads: in UAX #9's visual order, bidi controls applied, when it
  /// holds right-to-left letters or bidi controls; line breaks as spaces. Other text as it is.
  static func visualOrder(_ text: String) -> String {
    guard BidiText.isNeeded(for: text) else { return text }
    let line = String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
    return BidiText(line).visualLine(0..<line.utf8.count).text
  }

  /// `text` cut (with "…") to at most `longestShownText` columns.
  public static func shown(_ text: String) -> String {
    // Only text with that many bytes can be that wide.
    guard text.utf8.count > longestShownText, DisplayWidth.columns(of: text) > longestShownText else {
      return text
    }
    return Ellipsis.ending(text, within: longestShownText)
  }

  /// The layout for the settings.
  public func layout(_ settings: SceneSettings) -> any CollectionLayout {
    switch settings.layout {
    case .grid: FlexibleRowHeightGridLayout(compatibility: settings.compat)
    case .flow: FlowLayout()
    case .waterfall:
      WaterfallLayout(order: .init(settings.order), stretch: .init(settings.stretch))
    case .list: ListLayout()
    case .lazyVGrid:
      // Each section's grid comes with its metrics (`metrics(ofSection:width:settings:)`).
      LazyVGridLayout(
        grid: LazyVGrid(columns: [GridItem()]), scale: pointScale(settings),
        fillsEveryRow: settings.fillsEveryRow)
    case .compositional:
      // Each section's own comes with its metrics (`metrics(ofSection:width:settings:)`).
      CompositionalLayout(
        section: Fixture.defaultCompositional(columns: 2), scale: pointScale(settings),
        viewHeight: Double(settings.viewHeight), estimatedHeightsAreUniform: settings.fillsEveryRow)
    }
  }

  /// The engine's input for a layout `width` cells wide.
  public func input(width: Int, settings: SceneSettings) -> LayoutInput {
    LayoutInput(
      sections: fixture.sections.indices.map { metrics(ofSection: $0, width: width, settings: settings) },
      columnCount: columnCount(settings),
      itemHeight: { path, columnWidth in
        Double(self.rows(of: path, columnWidth: Canvas.cells(columnWidth), settings: settings))
      }, direction: settings.layoutDirection)
  }

  /// The layout-wide column count for a layout size (the fixture's rule, or a fixed count).
  func columnCount(_ settings: SceneSettings) -> (Size) -> Int {
    let rule = fixture.columns
    let override = settings.columns
    return { size in override ?? rule.columns(forWidth: size.width) }
  }

  /// Section `s`'s metrics for the engine at a layout `width`: insets, spacing, its bands' heights
  /// (measured) and its own column count.
  func metrics(ofSection s: Int, width: Int, settings: SceneSettings) -> SectionMetrics {
    let section = fixture.sections[s]
    var metrics = spacing(
      ofSection: s, settings: settings,
      headerHeight: Double(
        bandHeight(section.header, explicit: section.headerHeight, .header, width, settings)),
      footerHeight: Double(
        bandHeight(section.footer, explicit: section.footerHeight, .footer, width, settings)))
    metrics.columnCount =
      settings.columns == nil ? section.columns.map { $0.columns(forWidth: Double(width)) } : nil
    // The compat grid ignores both, as FlexibleRowHeightGridLayout 3.0.0 has neither.
    metrics.spans = sectionSpans[s]
    metrics.pinsHeader = fixture.pinsHeader(in: section)
    metrics.pinsFooter = fixture.pinsFooter(in: section)
    if settings.layout == .lazyVGrid {
      metrics.lazyVGrid = lazyVGrid(ofSection: s, width: width, settings: settings)
      metrics.rowFillingItems = sectionFills[s]
      let pinned = fixture.lazyVGrid(in: section)
      metrics.pinsHeader = metrics.pinsHeader || (pinned?.pinsHeaders ?? false)
      metrics.pinsFooter = metrics.pinsFooter || (pinned?.pinsFooters ?? false)
    }
    if settings.layout == .compositional {
      metrics.compositional = compositional(ofSection: s, width: width, settings: settings)
    }
    return metrics
  }

  /// Section `s`'s item count, insets and spacing with bands of the given heights: what the exact
  /// metrics and the estimate's share.
  func spacing(ofSection s: Int, settings: SceneSettings, headerHeight: Double, footerHeight: Double)
    -> SectionMetrics
  {
    let section = fixture.sections[s]
    if settings.layout == .lazyVGrid {
      return lazyVGridSpacing(
        ofSection: s, settings: settings, headerHeight: headerHeight, footerHeight: footerHeight)
    }
    let collapse = settings.collapseBorders
    let insets = fixture.insets(in: section)
    // Collapsed boxes reach one cell beyond their frames: keep that cell inside the section.
    let spare = collapse ? 1.0 : 0
    return SectionMetrics(
      itemCount: section.items.count,
      insets: EdgeInsets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom) + spare,
        right: Double(insets.right) + spare),
      interitemSpacing: collapse ? 0 : Double(fixture.interitemSpacing(in: section)),
      lineSpacing: collapse ? 0 : Double(fixture.lineSpacing(in: section)),
      headerHeight: headerHeight, footerHeight: footerHeight)
  }

  /// The rows an item's frame takes at a column width.
  public func rows(of path: ItemPath, columnWidth: Int, settings: SceneSettings) -> Int {
    // The fields read in place: copying the item retained and released everything it holds.
    let (s, i) = (path.section, path.item)
    let shrink = Self.collapse(settings)
    if let height = fixture.sections[s].items[i].height { return max(0, height - shrink) }
    let boxWidth = columnWidth + shrink
    let (title, text, maxLines) = (
      fixture.sections[s].items[i].title, fixture.sections[s].items[i].text,
      fixture.sections[s].items[i].maxLines
    )
    // The closure takes the padding, not `self`: capturing the scene copied it (a retain of each of
    // its stored references) for every item measured.
    let padding = fixture.padding
    let measure = {
      CellTextLayout.rows(
        title: title, body: text, width: boxWidth, category: settings.category, padding: padding,
        maxBodyLines: maxLines)
    }
    let textRows =
      cachesMeasurements
      ? measurements.rows(
        for: globalIndex(of: path), width: boxWidth, category: settings.category, measure: measure)
      : measure()
    return rows(of: path, textRows: textRows, boxWidth: boxWidth, settings: settings)
  }

  /// `rows(of:columnWidth:settings:)`, a cell whose text is not ASCII wrapped for drawing, its rows
  /// taken from its lines and what it shows kept in `prepared` (see `PreparedContents`).
  func rows(
    of path: ItemPath, columnWidth: Int, settings: SceneSettings, preparing prepared: PreparedContents
  )
    -> Int
  {
    let (s, i) = (path.section, path.item)
    let (title, text) = (fixture.sections[s].items[i].title, fixture.sections[s].items[i].text)
    guard fixture.sections[s].items[i].height == nil,
      !(LineWrapping.isASCII(text) && LineWrapping.isASCII(title ?? ""))
    else { return rows(of: path, columnWidth: columnWidth, settings: settings) }
    let boxWidth = columnWidth + Self.collapse(settings)
    let content = Self.cellContent(
      title: title, text: text, maxLines: fixture.sections[s].items[i].maxLines, boxWidth: boxWidth,
      padding: fixture.padding, category: settings.category, plain: true)
    prepared.store(content, at: globalIndex(of: path), boxWidth: boxWidth)
    return rows(of: path, textRows: content.rows, boxWidth: boxWidth, settings: settings)
  }

  /// The rows of an item whose text takes `textRows` in a box `boxWidth` wide: in a waterfall, a
  /// picture is as tall as its aspect ratio makes it, but never so short that its caption is cut.
  private func rows(of path: ItemPath, textRows: Int, boxWidth: Int, settings: SceneSettings) -> Int {
    let shrink = Self.collapse(settings)
    guard settings.layout == .waterfall,
      let ratio = fixture.sections[path.section].items[path.item].aspectRatio
    else { return textRows - shrink }
    let pictureRows = WaterfallLayout.height(
      forAspectRatio: ratio, columnWidth: Double(boxWidth), cellAspect: Scene.cellAspect)
    return max(textRows, Canvas.cells(pictureRows)) - shrink
  }

  /// What an element shows: a cell's text wrapped for its box, or a band's lines.
  ///
  /// - Parameters:
  ///   - plain: Give a cell whose lines are runs of its text's bytes as `.plainCell`, which draws the
  ///     same without a String per line: for drawing, not for reading the lines.
  ///   - prepared: Contents made while measuring (`PreparedContents`), used when they are for this
  ///     cell at this width and these settings.
  public func content(
    of element: LayoutElement, settings: SceneSettings, plain: Bool = false, prepared: PreparedContents? = nil
  ) -> ElementContent {
    let width = Canvas.cells(element.frame.width)
    switch element.kind {
    case .cell:
      let boxWidth = width + Self.collapse(settings)
      if plain, let prepared, prepared.settings.category == settings.category,
        prepared.settings.collapseBorders == settings.collapseBorders,
        let content = prepared.content(at: globalIndex(of: element.indexPath), boxWidth: boxWidth)
      {
        return content
      }
      // The three fields, read in place: copying the section and the item for each cell drawn
      // retained and released everything they hold.
      let (s, i) = (element.section, element.item)
      let (title, text, maxLines) = (
        fixture.sections[s].items[i].title, fixture.sections[s].items[i].text,
        fixture.sections[s].items[i].maxLines
      )
      let padding = fixture.padding
      let make = {
        Self.cellContent(
          title: title, text: text, maxLines: maxLines, boxWidth: boxWidth, padding: padding,
          category: settings.category, plain: plain)
      }
      let length = text.utf8.count + (title?.utf8.count ?? 0)
      // Long cells are kept whether or not the scene keeps measurements: `render` draws a tall
      // cell slice by slice and must wrap it once (the cache is safe to share between its threads).
      guard length >= ContentCache.minimumLength else { return make() }
      let key = ContentCache.Key(
        kind: .cell, path: element.indexPath, width: width, category: settings.category,
        collapse: settings.collapseBorders, plain: plain)
      return contents.content(for: key, length: length, make: make)
    case .header, .footer:
      let band: Band = element.kind == .header ? .header : .footer
      let text =
        band == .header ? fixture.sections[element.section].header : fixture.sections[element.section].footer
      let make = { ElementContent.band(self.bandLines(text, band, width, settings)) }
      let length = text?.utf8.count ?? 0
      // A long band is wrapped once, as a long cell is: `render` draws it slice by slice and the
      // previewer frame by frame, and wrapping it for each was quadratic in its length.
      guard length >= ContentCache.minimumLength else { return make() }
      let key = ContentCache.Key(
        kind: element.kind, path: element.indexPath, width: width, category: settings.category,
        collapse: false, plain: false)
      return contents.content(for: key, length: length, make: make)
    }
  }

  /// What a cell with this text shows in a box `boxWidth` cells wide: its lines as runs of its
  /// text's bytes when `plain` allows and they are (`PlainCellText`), else its wrapped lines.
  static func cellContent(
    title: String?, text: String, maxLines: Int?, boxWidth: Int, padding: Int, category: ContentSizeCategory,
    plain: Bool
  ) -> ElementContent {
    if plain,
      let plainText = PlainCellText(
        title: title, body: text, width: boxWidth, category: category, padding: padding,
        maxBodyLines: maxLines)
    {
      return .plainCell(plainText)
    }
    return .cell(
      CellTextLayout(
        title: title, body: text, width: boxWidth, category: category, padding: padding,
        maxBodyLines: maxLines))
  }

  /// How much smaller than its box a frame is: with collapsed borders a box reaches one cell beyond
  /// its frame, into its neighbour's border.
  static func collapse(_ settings: SceneSettings) -> Int { settings.collapseBorders ? 1 : 0 }

  /// The item at a global index (its position over all sections), if there is one.
  public func path(ofGlobalIndex index: Int) -> ItemPath? {
    guard index >= 0, index < itemCount else { return nil }
    // The last section starting at or before the index holds it (an empty section shares its start
    // with the next one, so it is never the last such).
    var low = 0
    var high = sectionStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return ItemPath(section: low, item: index - sectionStarts[low])
  }

  /// The item a person typed (`:` in the previewer): its number over all sections (from 0), or
  /// `section.item`; spaces around it do not matter. Nil if the fixture has no such item.
  func path(typed text: String) -> ItemPath? {
    let parts = text.trimmingSpaces.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]) {
      guard fixture.sections.indices.contains(section), fixture.sections[section].items.indices.contains(item)
      else { return nil }
      return ItemPath(section: section, item: item)
    }
    if parts.count == 1, let number = Int(parts[0]) { return path(ofGlobalIndex: number) }
    return nil
  }

  /// The global index of an item (its position over all sections).
  public func globalIndex(of path: ItemPath) -> Int { sectionStarts[path.section] + path.item }

  enum Band {
    case header, footer

    var style: TextStyle { self == .header ? .headline : .footnote }
  }

  private func bandLines(_ text: String?, _ band: Band, _ width: Int, _ settings: SceneSettings)
    -> [WrappedLine]
  {
    guard let text, !text.isEmpty else { return [] }
    return LineWrapping.wrap(text, measure: bandMeasure(band, width, settings))
  }

  /// Whether section `s` has items that span columns.
  func hasSpans(inSection s: Int) -> Bool { !sectionSpans[s].isEmpty }

  func bandMeasure(_ band: Band, _ width: Int, _ settings: SceneSettings) -> LineMeasure {
    LineMeasure(
      innerWidth: width - 2 * BoxRenderer.bandMargin, style: band.style, category: settings.category)
  }

  func bandHeight(
    _ text: String?, explicit: Int?, _ band: Band, _ width: Int, _ settings: SceneSettings
  ) -> Int {
    if let explicit { return explicit }
    guard let text, !text.isEmpty else { return 0 }
    return LineWrapping.lineCount(of: text, width: bandMeasure(band, width, settings).slots)
  }
}

extension WaterfallLayout.Order {
  init(_ order: Fixture.WaterfallOrder) {
    switch order {
    case .shortestFirst: self = .shortestFirst
    case .leftToRight: self = .leftToRight
    case .rightToLeft: self = .rightToLeft
    }
  }
}

extension WaterfallLayout.Stretch {
  init(_ stretch: Fixture.WaterfallStretch) {
    switch stretch {
    case .none: self = .none
    case .lastCell: self = .lastCell
    case .allCells: self = .allCells
    }
  }
}
