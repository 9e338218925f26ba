import GridCanvas
import GridFixtures
import GridLayout
import GridText

extension Scene {
  /// Fewer glyph slots than this on a line of body text, at an accessibility size, is a finding.
  public static let minimumGlyphsPerLine = 12

  /// Cells of one SwiftUI grid row that differ in height by this many rows or more (32 points at the
  /// default scale) make the row ragged, unless one fills the row.
  public static let raggedRowThreshold = 2

  /// Everything worth knowing about the scene at one width and text size (see `Finding.Rule`),
  /// subjects in fixture order.
  ///
  /// - Parameter screenHeight: The rows a screen shows: a row that, with the spacing below it, is
  ///   at least this tall leaves nothing of the next row on screen, and is a finding.
  public func findings(width: Int, settings: SceneSettings, screenHeight: Int = 50) -> [Finding] {
    findings(
      in: layoutResult(width: width, settings: settings), width: width, settings: settings,
      screenHeight: screenHeight)
  }

  /// The findings for a layout already computed with these settings.
  public func findings(in result: LayoutResult, width: Int, settings: SceneSettings, screenHeight: Int)
    -> [Finding]
  {
    var findings: [Finding] = []
    let shrink = Self.collapse(settings)
    let category = settings.category
    func finding(
      _ rule: Finding.Rule, _ subject: Finding.Subject, title: String? = nil, key: String?,
      _ detail: Finding.Detail
    )
      -> Finding
    {
      Finding(
        rule: rule, subject: subject, title: title, key: key, width: width, category: category, detail: detail
      )
    }
    if settings.direction == .rtl, !result.isMirrored, !fixture.sections.isEmpty {
      findings.append(finding(.layoutNotMirrored, .section(0), key: "compat", .notMirrored))
    }
    for (s, section) in fixture.sections.enumerated() {
      findings += bandFindings(section: s, width: width, settings: settings)
      if let glyphs = fewGlyphs(section: s, result: result, width: width, settings: settings) {
        findings.append(glyphs)
      }
      for (i, item) in section.items.enumerated() {
        guard let frame = result.frame(of: ItemPath(section: s, item: i)) else { continue }
        let box = Canvas.cells(frame.width) + shrink
        let subject = Finding.Subject.item(section: s, item: i)
        let measure = CellTextLayout.measures(width: box, padding: fixture.padding, category: category)
        if let height = item.height {
          // The box as laid out, not the pinned value: a grid row or a waterfall stretch may make
          // it taller than its `height`, and then it may show all its text.
          let fit = textFit(of: ItemPath(section: s, item: i), frame: frame, settings: settings)
          if fit.isCut {
            findings.append(
              finding(
                .textCutByHeight, subject, title: item.title, key: "height",
                .needsRows(needed: fit.neededRows, pinned: height, box: fit.boxRows)))
          }
        }
        if let limit = item.maxLines, limit > 0 {
          let lines = LineWrapping.lineCount(of: item.text, width: measure.body.slots)
          if lines > limit {
            findings.append(
              finding(
                .textCutByMaxLines, subject, title: item.title, key: "maxLines",
                .needsLines(needed: lines, limit: limit)))
          }
        }
        let runs = longestRuns.runs(of: globalIndex(of: ItemPath(section: s, item: i))) {
          (longestUnbreakableRun(of: item.title ?? ""), longestUnbreakableRun(of: item.text))
        }
        // The title and the body each point at their own value: a broken word in one does not hide
        // one in the other.
        if measure.title.slots > 0, runs.title.width > measure.title.slots {
          findings.append(
            finding(
              .wordBroken, subject, title: item.title, key: "title",
              .wordTooWide(word: runs.title.word, width: runs.title.width, slots: measure.title.slots)))
        }
        if measure.body.slots > 0, runs.body.width > measure.body.slots {
          if let fixed = fixedColumn(of: ItemPath(section: s, item: i), in: result, settings: settings) {
            findings.append(
              finding(
                .fixedColumnTooNarrow, subject, title: item.title, key: "lazyVGrid",
                .fixedColumn(
                  gridItem: fixed.item + 1, points: fixed.points, word: runs.body.word,
                  width: runs.body.width,
                  slots: measure.body.slots)))
          } else {
            findings.append(
              finding(
                .wordBroken, subject, title: item.title, key: "text",
                .wordTooWide(word: runs.body.word, width: runs.body.width, slots: measure.body.slots)))
          }
        }
      }
    }
    findings += tallRows(in: result, width: width, settings: settings, screenHeight: screenHeight)
    if settings.layout == .flow { findings += unevenFlowRows(in: result, width: width, settings: settings) }
    if settings.layout == .lazyVGrid, !settings.fillsEveryRow {
      findings += raggedRows(in: result, width: width, settings: settings)
    }
    if settings.layout == .compositional {
      findings += compositionalFindings(in: result, width: width, settings: settings)
    }
    return findings.sorted { ($0.subject, $0.rule.order) < ($1.subject, $1.rule.order) }
  }

  /// How a cell's text fits its box as laid out: the lines it draws, and the rows of its box.
  public struct TextFit: Hashable, Sendable {
    /// The lines of title and body the cell draws (the body cut at `maxLines`).
    public var lines: Int
    /// The rows of the cell's box: its frame's height (and the shared border, when collapsed).
    public var boxRows: Int

    /// The rows the box would need to show every line: the borders and the lines, at least one.
    public var neededRows: Int { 2 * CellTextLayout.border + max(1, lines) }

    /// Whether the box has fewer rows inside its borders than the text has lines: the renderer's
    /// rule for ending the last line shown with `…` (a box with no row inside shows no line at all,
    /// so no `…` either, and its text is cut all the same).
    public var isCut: Bool { lines > max(0, boxRows - 2 * CellTextLayout.border) }
  }

  /// How the text of the item at `path` fits the box of its frame `frame` (from a layout with
  /// these settings). The frame, not the item's `height`, is what is drawn: a grid row or a
  /// waterfall stretch can make a pinned cell taller than its `height`.
  public func textFit(of path: ItemPath, frame: Rect, settings: SceneSettings) -> TextFit {
    let item = fixture.sections[path.section].items[path.item]
    let shrink = Self.collapse(settings)
    let lines = CellTextLayout.lineCount(
      title: item.title, body: item.text, width: Canvas.cells(frame.width) + shrink,
      category: settings.category,
      padding: fixture.padding, maxBodyLines: item.maxLines)
    return TextFit(lines: lines, boxRows: Canvas.cells(frame.height) + shrink)
  }

  /// Headers and footers whose explicit height is less than their text needs.
  private func bandFindings(section s: Int, width: Int, settings: SceneSettings) -> [Finding] {
    let section = fixture.sections[s]
    var findings: [Finding] = []
    for (band, text, explicit, key, subject) in [
      (Band.header, section.header, section.headerHeight, "headerHeight", Finding.Subject.header(section: s)),
      (.footer, section.footer, section.footerHeight, "footerHeight", .footer(section: s)),
    ] {
      guard let explicit, explicit > 0, let text, !text.isEmpty else { continue }
      let needed = bandHeight(text, explicit: nil, band, width, settings)
      if needed > explicit {
        findings.append(
          Finding(
            rule: .bandCutByHeight, subject: subject, key: key, width: width, category: settings.category,
            detail: .needsRows(needed: needed, pinned: explicit, box: explicit)))
      }
    }
    return findings
  }

  /// A section whose body lines hold fewer than `minimumGlyphsPerLine` glyphs at an accessibility
  /// size, with what one column fewer would do: the glyphs it gives at this width, and the
  /// narrowest width from which it gives enough.
  private func fewGlyphs(section s: Int, result: LayoutResult, width: Int, settings: SceneSettings)
    -> Finding?
  {
    guard settings.category.isAccessibility, !fixture.sections[s].items.isEmpty,
      let frame = result.frame(of: ItemPath(section: s, item: 0))
    else { return nil }
    let columns = result.sections[s].columnCount
    let box = Canvas.cells(frame.width) + Self.collapse(settings)
    let slots = CellTextLayout.measures(width: box, padding: fixture.padding, category: settings.category)
      .body.slots
    guard slots < Self.minimumGlyphsPerLine else { return nil }
    var fewer: Finding.FewerColumns?
    if columns > 1 {
      fewer = Finding.FewerColumns(
        columns: columns - 1,
        glyphsHere: bodySlots(section: s, columns: columns - 1, width: width, settings: settings),
        fixesFrom: narrowestWidth(section: s, columns: columns - 1, settings: settings))
    }
    // The value to change is the fixture's column rule, unless `--columns` overrides it: then
    // the finding is about the section itself.
    return Finding(
      rule: .fewGlyphsPerLine, subject: .section(s), key: settings.columns == nil ? "columns" : nil,
      width: width, category: settings.category,
      detail: .glyphs(slots: slots, columns: columns, fewer: fewer))
  }

  /// The glyph slots of a body line in section `s` laid out in `columns` columns at `width`: its
  /// narrowest column's (the first; see `ColumnGeometry`), as the layout sizes it.
  func bodySlots(section s: Int, columns: Int, width: Int, settings: SceneSettings) -> Int {
    let section = fixture.sections[s]
    let insets = fixture.insets(in: section)
    let collapse = Self.collapse(settings)
    let spacing = settings.collapseBorders ? 0 : fixture.interitemSpacing(in: section)
    // As `input(width:settings:)` gives the engine: collapsed boxes keep one more cell on the right.
    let available = max(0, width - insets.left - insets.right - collapse - spacing * (columns - 1))
    let box = available / max(1, columns) + collapse
    return CellTextLayout.measures(width: box, padding: fixture.padding, category: settings.category).body
      .slots
  }

  /// The widest width an audit checks, and the widest a fix is looked for at.
  public static let widestWidth = 10_000

  /// The narrowest width, up to `widestWidth`, at which `columns` columns give section `s` at least
  /// `minimumGlyphsPerLine` glyphs a body line; nil if none does. Slots grow with the width (a
  /// binary search; a column too narrow for any text never gives enough).
  func narrowestWidth(section s: Int, columns: Int, settings: SceneSettings) -> Int? {
    func enough(_ width: Int) -> Bool {
      bodySlots(section: s, columns: columns, width: width, settings: settings) >= Self.minimumGlyphsPerLine
    }
    guard enough(Self.widestWidth) else { return nil }
    var low = 1
    var high = Self.widestWidth
    while low < high {
      let middle = (low + high) / 2
      if enough(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Rows that leave nothing of the next row on a screen `screenHeight` rows tall, with the row's
  /// top at the screen's top: the row and the line spacing below it take every row of the screen
  /// (the next row's first line, its top border, would be the row after). With collapsed borders
  /// there is no spacing and the next box starts on the row's last line, its frame's end. One
  /// finding per row, about its tallest cell.
  private func tallRows(in result: LayoutResult, width: Int, settings: SceneSettings, screenHeight: Int)
    -> [Finding]
  {
    var findings: [Finding] = []
    for (s, section) in fixture.sections.enumerated() {
      let spacing = settings.collapseBorders ? 0 : fixture.lineSpacing(in: section)
      // Per row (cells that start on the same line), the cell that makes it tall: the one whose own
      // height is largest (in the grid every cell of a row is stretched to the row's height).
      var rows: [Int: (item: Int, height: Int, natural: Int)] = [:]
      for i in section.items.indices {
        let path = ItemPath(section: s, item: i)
        guard let frame = result.frame(of: path) else { continue }
        let height = Canvas.cells(frame.height)
        guard height + spacing >= screenHeight else { continue }
        let top = Canvas.cells(frame.minY)
        let natural = self.rows(of: path, columnWidth: Canvas.cells(frame.width), settings: settings)
        if let known = rows[top],
          known.height > height || (known.height == height && known.natural >= natural)
        {
          continue
        }
        rows[top] = (i, height, natural)
      }
      for (_, row) in rows.sorted(by: { $0.key < $1.key }) {
        let item = section.items[row.item]
        findings.append(
          Finding(
            rule: .rowTallerThanScreen, subject: .item(section: s, item: row.item), title: item.title,
            key: item.height != nil ? "height" : nil, width: width, category: settings.category,
            detail: .rowHeight(rows: row.height, spacing: spacing, screen: screenHeight)))
      }
    }
    return findings
  }

  /// Rows of a flow layout whose cells differ in height: the grid's rows, with the flow's heights.
  private func unevenFlowRows(in result: LayoutResult, width: Int, settings: SceneSettings) -> [Finding] {
    var grid = settings
    grid.layout = .grid
    let rows = layoutResult(width: width, settings: grid)
    var findings: [Finding] = []
    for (s, section) in fixture.sections.enumerated() {
      var byRow: [Int: [(item: Int, height: Int)]] = [:]
      for i in section.items.indices {
        guard let gridFrame = rows.frame(of: ItemPath(section: s, item: i)),
          let frame = result.frame(of: ItemPath(section: s, item: i))
        else { continue }
        byRow[Canvas.cells(gridFrame.minY), default: []].append((i, Canvas.cells(frame.height)))
      }
      for (_, row) in byRow.sorted(by: { $0.key < $1.key }) where row.count > 1 {
        let heights = row.map(\.height)
        guard let tallest = heights.max(), heights.contains(where: { $0 != tallest }) else { continue }
        findings.append(
          Finding(
            rule: .unevenFlowRow, subject: .item(section: s, item: row[0].item),
            title: section.items[row[0].item].title, width: width,
            category: settings.category, detail: .unevenRow(items: row.map(\.item), heights: heights)))
      }
    }
    return findings
  }

  /// A SwiftUI grid's rows whose cells differ in height by `raggedRowThreshold` rows or more, none
  /// filling the row: one finding a row, about its first cell.
  private func raggedRows(in result: LayoutResult, width: Int, settings: SceneSettings) -> [Finding] {
    var findings: [Finding] = []
    for (s, section) in fixture.sections.enumerated() {
      guard let columns = result.section(s)?.columnCount, columns > 1 else { continue }
      var first = 0
      while first < section.items.count {
        let row = first..<min(section.items.count, first + columns)
        defer { first = row.upperBound }
        guard row.count > 1, !row.contains(where: { section.items[$0].fillsRow }) else { continue }
        let heights = row.map {
          result.frame(of: ItemPath(section: s, item: $0)).map { Canvas.cells($0.height) } ?? 0
        }
        guard let tallest = heights.max(), let shortest = heights.min(),
          tallest - shortest >= Self.raggedRowThreshold
        else { continue }
        findings.append(
          Finding(
            rule: .raggedRow, subject: .item(section: s, item: row.lowerBound),
            title: section.items[row.lowerBound].title, width: width, category: settings.category,
            detail: .raggedRow(items: Array(row), heights: heights)))
      }
    }
    return findings
  }

  /// The `GridItem` (its index) and width in points of the fixed column a SwiftUI grid's cell is in;
  /// nil in any other column or layout.
  func fixedColumn(of path: ItemPath, in result: LayoutResult, settings: SceneSettings) -> (
    item: Int, points: Double
  )? {
    guard settings.layout == .lazyVGrid, let c = result.columns(of: path)?.lowerBound else { return nil }
    let width = Canvas.cells(result.size.width)
    let grid = lazyVGrid(ofSection: path.section, width: width, settings: settings)
    let resolved = grid.columns(inWidth: pointScale(settings).points(ofColumns: Double(width)))
    guard resolved.indices.contains(c), case .fixed(let points) = grid.columns[resolved[c].item].size else {
      return nil
    }
    return (resolved[c].item, points)
  }

  /// The widest word of a text — the glyphs from one line break opportunity to the next (UAX #14, as
  /// wrapping has them: `LineBreaks`) — and its width in columns: wrapping splits it between
  /// grapheme clusters wherever it is wider than its line, so a Thai word cut in two is a finding
  /// and a break UAX #14 allows (`well-|known`, between ideographs) is not.
  func longestUnbreakableRun(of text: String) -> (word: String, width: Int) {
    LineBreaks.widestWord(in: text)
  }
}
