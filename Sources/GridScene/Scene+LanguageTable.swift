import GridCanvas
import GridFixtures
import GridLayout
import GridText

extension Scene {
  /// The rows a large fixture's languages table measures in each language (as the size table's
  /// estimate does for each size).
  static let languageTableSample = 64

  /// The languages table (the languages panel): for each of `languages`, the column count and
  /// content height at `width` with `settings` (the grid's when comparing), the tallest marked (every
  /// one of them, if several tie), and `RTL` beside a language that mirrors the interface when
  /// chosen (`mirrors`); the cursor on the language on screen, `current`.
  ///
  /// This scene is the fixture in `current`, so that language is laid out with its caches; the others
  /// are laid out from `languages.fixture`. A fixture of more than `exactItemLimit` items gets
  /// estimates instead, as in the size table, and is never resolved whole: each language's estimate
  /// measures the same sampled rows, taking only their text, and the headers' and footers', in that
  /// language (`PreviewLanguages.texts`), so ten languages of a million items cost about what ten
  /// of a hundred do.
  func languageTable(
    _ languages: PreviewLanguages, current: String, settings: SceneSettings, width: Int,
    mirrors: (PreviewLanguages.Language) -> Bool, exactItemLimit: Int
  ) -> Panel {
    let estimated = itemCount > exactItemLimit
    var heights: [Int] = []
    var columns: [Int] = []
    if estimated {
      let rows = LayoutEstimate.sampledRows(
        of: self, settings: settings, width: width, sample: Self.languageTableSample)
      for language in languages.all {
        let (scene, placed) = sampled(rows, in: language.code, of: languages)
        let estimate = LayoutEstimate(
          scene: self, settings: settings, width: width, sample: Self.languageTableSample,
          measure: { row in
            scene.exactRowHeight(
              section: row.section, items: placed[row] ?? 0..<0, columns: row.columns, width: width,
              settings: settings)
          }, bands: scene)
        heights.append(Canvas.cells(estimate.contentHeight))
        columns.append(layoutColumnCount(settings: settings, width: width))
      }
    } else {
      for language in languages.all {
        let scene =
          language.code == current
          ? self : Scene(fixture: languages.fixture(language.code), cachesMeasurements: false)
        let result = scene.layoutResult(width: width, settings: settings)
        heights.append(Canvas.cells(result.contentSize.height))
        columns.append(result.columnCount)
      }
    }
    let tallest = heights.max()
    var entries: [Panel.Entry] = []
    for (index, language) in languages.all.enumerated() {
      var text = "\(columns[index]) col · \(estimated ? "≈" : "")\(heights[index].grouped) rows"
      if mirrors(language) { text += " · RTL" }
      if heights[index] == tallest { text += " · tallest" }
      entries.append(Panel.Entry(label: Self.languageLabel(language.code), text: text))
    }
    var panel = Panel(
      kind: .languages,
      title: "Languages at \(width.grouped) wide, \(settings.category.shortName)"
        + (estimated ? " (≈ estimated)" : ""),
      entries: entries)
    panel.cursor = languages.all.firstIndex { $0.code == current } ?? 0
    return panel
  }

  /// A language's code as the previewer shows it: escaped (it came from the string files' names),
  /// and `source` for the text of a fixture that names no string files.
  static func languageLabel(_ code: String) -> String {
    code.isEmpty ? "source" : code.escapedForMessage(limit: 24)
  }

  /// This fixture as much of it as a languages table estimate measures, in the language `code`:
  /// every section with its header and footer in that language, holding only the items of `rows`
  /// with their text in that language; and where each row's items are in it.
  private func sampled(
    _ rows: [LayoutEstimate.SampledRow], in code: String, of languages: PreviewLanguages
  ) -> (Scene, [LayoutEstimate.SampledRow: Range<Int>]) {
    var fields: [Fixture.TextField] = []
    for s in fixture.sections.indices {
      if fixture.sections[s].header != nil { fields.append(.header(section: s)) }
      if fixture.sections[s].footer != nil { fields.append(.footer(section: s)) }
    }
    for row in rows {
      for item in row.items {
        fields += [.itemTitle(section: row.section, item: item), .itemText(section: row.section, item: item)]
      }
    }
    let texts = Dictionary(
      zip(fields, languages.texts(code, fields)), uniquingKeysWith: { first, _ in first })
    var sample = fixture
    sample.sections = fixture.sections.indices.map { s in
      var section = fixture.sections[s]
      section.items = []
      if section.header != nil { section.header = texts[.header(section: s)] ?? nil }
      if section.footer != nil { section.footer = texts[.footer(section: s)] ?? nil }
      return section
    }
    var placed: [LayoutEstimate.SampledRow: Range<Int>] = [:]
    for row in rows {
      let start = sample.sections[row.section].items.count
      for index in row.items {
        var item = fixture.sections[row.section].items[index]
        item.title = texts[.itemTitle(section: row.section, item: index)] ?? nil
        item.text = texts[.itemText(section: row.section, item: index)].flatMap { $0 } ?? item.text
        sample.sections[row.section].items.append(item)
      }
      placed[row] = start..<sample.sections[row.section].items.count
    }
    return (Scene(fixture: sample, cachesMeasurements: false), placed)
  }
}
