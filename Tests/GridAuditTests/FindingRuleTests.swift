import GridCanvas
import GridFixtures
import GridLayout
import GridScene
import GridText
import Testing

/// Every rule on a small fixture that triggers it, and a near miss that does not.
@Suite struct FindingRuleTests {
  static func findings(
    _ json: String, width: Int = 40, category: ContentSizeCategory = .large,
    layout: Fixture.LayoutKind? = nil,
    screenHeight: Int = 50
  ) throws -> [Finding] {
    let fixture = try Fixture.parse(json, fileName: "t.json").fixture
    var settings = SceneSettings(fixture: fixture)
    settings.category = category
    if let layout { settings.layout = layout }
    return Scene(fixture: fixture).findings(width: width, settings: settings, screenHeight: screenHeight)
  }

  static func rules(_ findings: [Finding]) -> [Finding.Rule] { findings.map(\.rule) }

  // An item 20 columns wide (one column at width 22, insets 1 and 1): 16 cells inside at padding 1,
  // 16 × 14 / 17 = 13 body slots at L.

  /// Rules sort in the order they are declared, severities from note to error.
  @Test func rulesAndSeveritiesSortInDeclarationOrder() {
    #expect(Finding.Rule.allCases.map(\.order) == Array(Finding.Rule.allCases.indices))
    #expect(Finding.Severity.allCases.sorted() == Finding.Severity.allCases)
    #expect(Finding.Severity.allCases.reversed().sorted() == Finding.Severity.allCases)
    #expect(
      Finding.Severity.note < .warning && Finding.Severity.warning < .error
        && !(Finding.Severity.error < .error))
  }

  @Test func textCutByHeight() throws {
    let cut = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"text": "one two three four five six seven eight", "height": 3}]}]}"#,
      width: 22)
    #expect(Self.rules(cut) == [.textCutByHeight])
    #expect(cut[0].key == "height")
    // "one two three" / "four five six" / "seven eight": 3 lines and 2 border rows.
    #expect(cut[0].detail == .needsRows(needed: 2 + 3, pinned: 3, box: 3))
    #expect(cut[0].message == "its text needs 5 rows at L, 22 wide but `height` is 3")
    // Exactly tall enough: no finding.
    let fits = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"text": "one two three four five six seven eight", "height": 5}]}]}"#,
      width: 22)
    #expect(fits.isEmpty)
  }

  /// The box as laid out is what counts: a grid row as tall as its neighbour makes a pinned cell
  /// taller than its `height`. "Pinned" / "one two" / "three" / "four" is 4 lines at width 30 (2
  /// columns 13 and 14 wide), so the pinned cell needs 2 + 4 rows.
  @Test func textCutByHeightComparesTheBoxAsLaidOut() throws {
    func grid(neighbour: Int) -> String {
      #"{"columns": 2, "sections": [{"items": [{"title": "Pinned", "text": "one two three four", "height": 3}, "#
        + #"{"text": "x", "height": \#(neighbour)}]}]}"#
    }
    #expect(
      try Self.findings(grid(neighbour: 2 + 4), width: 30).isEmpty, "stretched to 6 rows: all its text shows")
    #expect(try Self.findings(grid(neighbour: 2 + 4 + 10), width: 30).isEmpty)
    let cut = try Self.findings(grid(neighbour: 2 + 3), width: 30)
    #expect(Self.rules(cut) == [.textCutByHeight])
    #expect(cut[0].detail == .needsRows(needed: 2 + 4, pinned: 3, box: 5))
    #expect(
      cut[0].message
        == "its text needs 6 rows at L, 30 wide but its box is 5 rows tall (`height` 3, stretched by the layout)"
    )
  }

  /// A waterfall that stretches every column's last cell to the longest column.
  @Test func textCutByHeightInAStretchedWaterfall() throws {
    func waterfall(_ stretch: String) -> String {
      #"{"layout": "waterfall", "columns": 2, "waterfall": {"stretch": "\#(stretch)"}, "sections": [{"items": ["#
        + #"{"title": "Pinned", "text": "one two three four", "height": 3}, {"text": "x", "height": 8}]}]}"#
    }
    #expect(try Self.findings(waterfall("allCells"), width: 30).isEmpty)
    #expect(Self.rules(try Self.findings(waterfall("none"), width: 30)) == [.textCutByHeight])
  }

  /// The rule agrees with what is drawn: a pinned cell has the finding exactly when its box, as
  /// rendered, ends a line with "…" — over every size and several widths, in a grid, a waterfall
  /// that stretches and a list.
  @Test(arguments: [
    #"{"columns": 3, "sections": [{"items": [{"title": "Pinned", "text": "one two three four", "height": 4}, "#
      + #"{"text": "several words that need a few lines"}, {"text": "x y", "height": 5}, {"title": "T", "text": "a b c d e f", "height": 3}]}]}"#,
    #"{"layout": "waterfall", "columns": 3, "waterfall": {"stretch": "allCells"}, "sections": [{"items": ["#
      + #"{"title": "One", "text": "5 rows", "height": 5}, {"title": "Two", "text": "8 rows", "height": 8}, {"title": "Three", "text": "4 rows", "height": 4}, "#
      + #"{"title": "Four", "text": "6 rows", "height": 6}, {"title": "Five", "text": "4 rows", "height": 4}, {"title": "Six", "text": "7 rows", "height": 7}]}]}"#,
    #"{"layout": "list", "sections": [{"items": [{"title": "Pinned", "text": "one two three four five six", "height": 4}, {"text": "", "height": 1}, {"text": "hidden", "height": 2}]}]}"#,
  ])
  func textCutByHeightIsWhatTheRendererCuts(_ json: String) throws {
    let fixture = try Fixture.parse(json, fileName: "t.json").fixture
    let scene = Scene(fixture: fixture)
    var reported = 0
    for width in [12, 20, 30, 40, 60] {
      for category in ContentSizeCategory.allCases {
        var settings = SceneSettings(fixture: fixture)
        settings.category = category
        let result = scene.layoutResult(width: width, settings: settings)
        let canvas = scene.canvas(
          for: result, settings: settings, top: 0, height: Canvas.cells(result.contentSize.height) + 1,
          width: width,
          renderer: scene.renderer(settings: settings, characters: .square, theme: .monochrome))
        let cut = Set(
          scene.findings(in: result, width: width, settings: settings, screenHeight: 1000)
            .filter { $0.rule == .textCutByHeight }.map(\.subject))
        for (i, item) in fixture.sections[0].items.enumerated() where item.height != nil {
          let frame = try #require(result.frame(of: ItemPath(section: 0, item: i)))
          let rows = Canvas.cells(frame.minY)..<Canvas.cells(frame.maxY)
          let columns = Canvas.cells(frame.minX)..<Canvas.cells(frame.maxX)
          let drawsEllipsis = rows.contains { y in columns.contains { x in canvas[x, y].character == "…" } }
          // A box with no row inside its borders draws no line, so no "…": its text is all cut.
          let hidesAll = rows.count < 3 && !item.text.isEmpty
          #expect(
            cut.contains(.item(section: 0, item: i)) == (drawsEllipsis || hidesAll),
            "item \(i) at \(width) wide, \(category.shortName):\n\(canvas)")
          if drawsEllipsis { reported += 1 }
        }
      }
    }
    #expect(reported > 0, "some pinned cell is cut somewhere")
  }

  @Test func bandCutByHeight() throws {
    let cut = try Self.findings(
      #"{"columns": 1, "sections": [{"header": "A header that needs two lines here", "headerHeight": 1, "items": ["x"]}]}"#,
      width: 22)
    #expect(Self.rules(cut) == [.bandCutByHeight])
    #expect(cut[0].subject == .header(section: 0))
    #expect(cut[0].key == "headerHeight")
    let cutFooter = try Self.findings(
      #"{"columns": 1, "sections": [{"footer": "A footer that needs two lines here", "footerHeight": 1, "items": ["x"]}]}"#,
      width: 22)
    #expect(Self.rules(cutFooter) == [.bandCutByHeight])
    #expect(cutFooter.first?.subject == .footer(section: 0))
    #expect(cutFooter.first?.key == "footerHeight")
    let fits = try Self.findings(
      #"{"columns": 1, "sections": [{"header": "Short", "headerHeight": 1, "footer": "Also short", "footerHeight": 2, "items": ["x"]}]}"#,
      width: 22)
    #expect(fits.isEmpty)
  }

  @Test func textCutByMaxLines() throws {
    let cut = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"text": "one two three four five six seven eight", "maxLines": 2}]}]}"#,
      width: 22)
    #expect(Self.rules(cut) == [.textCutByMaxLines])
    #expect(cut[0].detail == .needsLines(needed: 3, limit: 2))
    let fits = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"text": "one two three four five six seven eight", "maxLines": 3}]}]}"#,
      width: 22)
    #expect(fits.isEmpty)
  }

  @Test func wordBroken() throws {
    // 13 slots: a 14-letter word is broken, a 13-letter one fits, and hyphens are break points.
    let broken = try Self.findings(
      #"{"columns": 1, "sections": [{"items": ["abcdefghijklmn"]}]}"#, width: 22)
    #expect(Self.rules(broken) == [.wordBroken])
    #expect(broken[0].detail == .wordTooWide(word: "abcdefghijklmn", width: 14, slots: 13))
    #expect(broken[0].key == "text")
    let fits = try Self.findings(
      #"{"columns": 1, "sections": [{"items": ["abcdefghijklm", "abcdefghij-klmnopq", "日本語日本語日本語日本語"]}]}"#,
      width: 22)
    #expect(fits.isEmpty)
    let title = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"title": "Pneumonoultramicroscopic", "text": "ok"}]}]}"#,
      width: 22)
    #expect(title.first?.key == "title")
    // Both broken: two findings, one at each value.
    let both = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"title": "Pneumonoultramicroscopic", "text": "Supercalifragilisticexpialidocious"}]}]}"#,
      width: 22)
    #expect(both.map(\.rule) == [.wordBroken, .wordBroken])
    #expect(both.map(\.key) == ["title", "text"])
    #expect(
      both.last?.detail == .wordTooWide(word: "Supercalifragilisticexpialidocious", width: 34, slots: 13))
  }

  /// Words are what UAX #14 and UIKit's tailoring make them: Thai words are the dictionary's, so a
  /// paragraph with no space is no finding; a Korean word is kept whole, so a long one is.
  @Test func wordBrokenFollowsTheLineBreakingRules() throws {
    func findings(_ text: String) throws -> [Finding] {
      try Self.findings(#"{"columns": 1, "sections": [{"items": [""# + text + #""]}]}"#, width: 22)
    }
    #expect(try findings("ภาษาไทยไม่มีช่องว่างระหว่างคำ").isEmpty)
    let korean = try findings("한국어텍스트는띄어쓰기로")
    #expect(Self.rules(korean) == [.wordBroken])
    #expect(korean.first?.detail == .wordTooWide(word: "한국어텍스트는띄어쓰기로", width: 24, slots: 13))
    #expect(try findings("日本語のテキストは、スペースがありません。").isEmpty)
  }

  @Test func rowTallerThanScreen() throws {
    let text = Array(repeating: "word", count: 60).joined(separator: " ")
    let tall = try Self.findings(
      #"{"columns": 2, "sections": [{"items": [""# + text + #"", "short"]}]}"#, width: 40, screenHeight: 10)
    #expect(Self.rules(tall).contains(.rowTallerThanScreen))
    let finding = try #require(tall.first { $0.rule == .rowTallerThanScreen })
    #expect(finding.subject == .item(section: 0, item: 0), "the row's tallest cell")
    #expect(
      try Self.findings(
        #"{"columns": 2, "sections": [{"items": [""# + text + #"", "short"]}]}"#, width: 40, screenHeight: 60
      )
      .allSatisfy { $0.rule != .rowTallerThanScreen })
  }

  /// The boundary: with its top at the top of the screen, a row shows nothing of the next when the
  /// row and the line spacing below it take the whole screen — exactly as tall counts.
  @Test func rowTallerThanScreenAtTheBoundary() throws {
    func tall(rows: Int, lineSpacing: Int, collapse: Bool = false, screen: Int) throws -> Finding? {
      let json =
        #"{"columns": 1, "lineSpacing": \#(lineSpacing), "collapseBorders": \#(collapse), "sections": [{"items": ["#
        + #"{"text": "x", "height": \#(rows)}, "next"]}]}"#
      return try Self.findings(json, width: 40, screenHeight: screen).first {
        $0.rule == .rowTallerThanScreen
      }
    }
    // No spacing: the next row starts on screen row 10 (0-based) of a 10-row screen: off it.
    #expect(try tall(rows: 10, lineSpacing: 0, screen: 10) != nil)
    #expect(try tall(rows: 10, lineSpacing: 0, screen: 11) == nil, "its top border shows on the last row")
    // One row of spacing: 9 + 1 fills 10 rows.
    let spaced = try tall(rows: 9, lineSpacing: 1, screen: 10)
    #expect(spaced?.detail == .rowHeight(rows: 9, spacing: 1, screen: 10))
    #expect(
      spaced?.message
        == "its row is 9 rows tall at L, 40 wide with 1 row of spacing below: a 10-row screen shows nothing of the next row"
    )
    #expect(try tall(rows: 9, lineSpacing: 1, screen: 11) == nil)
    #expect(
      try tall(rows: 11, lineSpacing: 0, screen: 10)?.message
        == "its row is 11 rows tall at L, 40 wide: a 10-row screen shows nothing of the next row")
    // Collapsed borders: no spacing, and the next box begins on the frame's end (its shared border).
    #expect(
      try tall(rows: 10, lineSpacing: 1, collapse: true, screen: 9) != nil, "a 10-row box is a 9-row frame")
    #expect(try tall(rows: 10, lineSpacing: 1, collapse: true, screen: 10) == nil)
  }

  @Test func fewGlyphsPerLineAtAccessibilitySizes() throws {
    let json = #"{"columns": 2, "sections": [{"items": ["a", "b"]}]}"#
    let few = try Self.findings(json, width: 40, category: .accessibilityExtraExtraExtraLarge)
    let finding = try #require(few.first { $0.rule == .fewGlyphsPerLine })
    #expect(finding.subject == .section(0))
    guard case .glyphs(let slots, let columns, let fewer) = finding.detail else {
      Issue.record("\(finding.detail)")
      return
    }
    #expect(slots < Scene.minimumGlyphsPerLine && columns == 2)
    #expect((fewer?.glyphsHere ?? 0) > slots)
    #expect(finding.key == "columns", "the fixture's column rule")
    // Not below accessibility sizes, and not with lines wide enough.
    #expect(
      try Self.findings(json, width: 40, category: .extraExtraExtraLarge).allSatisfy {
        $0.rule != .fewGlyphsPerLine
      })
    #expect(
      try Self.findings(
        #"{"columns": 1, "sections": [{"items": ["a"]}]}"#, width: 120, category: .accessibilityMedium
      )
      .allSatisfy { $0.rule != .fewGlyphsPerLine })
  }

  /// The glyphs a body line of section 0's first cell holds when laid out for real with `columns`
  /// columns (`--columns`) at `width`.
  static func realSlots(_ fixture: Fixture, columns: Int, width: Int, category: ContentSizeCategory) throws
    -> Int
  {
    var settings = SceneSettings(fixture: fixture)
    settings.category = category
    settings.columns = columns
    let frame = try #require(
      Scene(fixture: fixture).layoutResult(width: width, settings: settings).frame(
        of: ItemPath(section: 0, item: 0)))
    let box = Canvas.cells(frame.width) + (fixture.collapseBorders ? 1 : 0)
    return CellTextLayout.measures(width: box, padding: fixture.padding, category: category).body.slots
  }

  /// "The width at which one fewer column would fix it": the narrowest width at which one column
  /// fewer gives 12 glyphs a line, checked against real layouts at every width up to 300 (insets,
  /// spacing, padding, collapsed borders and a section's own rule), and the glyphs it gives here.
  @Test(arguments: [
    #"{"columns": 3, "sections": [{"items": ["a", "b", "c"]}]}"#,
    #"{"columns": 3, "collapseBorders": true, "sections": [{"items": ["a", "b", "c"]}]}"#,
    #"{"columns": 4, "insets": {"left": 4, "right": 3}, "interitemSpacing": 3, "padding": 2, "sections": [{"items": ["a", "b"]}]}"#,
    #"{"sections": [{"columns": 3, "insets": {"left": 2, "right": 2}, "interitemSpacing": 2, "items": ["a", "b", "c"]}]}"#,
  ])
  func fewGlyphsSaysFromWhichWidthOneColumnFewerFixesIt(_ json: String) throws {
    let fixture = try Fixture.parse(json, fileName: "t.json").fixture
    var compared = 0
    for width in [30, 40, 50] {
      for category in ContentSizeCategory.allCases where category.isAccessibility {
        let findings = try Self.findings(json, width: width, category: category)
        guard let finding = findings.first(where: { $0.rule == .fewGlyphsPerLine }),
          case .glyphs(let slots, let columns, let fewer?) = finding.detail
        else { continue }
        #expect(try Self.realSlots(fixture, columns: columns, width: width, category: category) == slots)
        #expect(
          try fewer.glyphsHere
            == Self.realSlots(fixture, columns: columns - 1, width: width, category: category))
        let fixing = try (1...300).first {
          try Self.realSlots(fixture, columns: columns - 1, width: $0, category: category) >= 12
        }
        #expect(fewer.fixesFrom == fixing, "\(columns - 1) columns at \(category.shortName)")
        let from = try #require(fewer.fixesFrom)
        #expect(
          finding.message.contains(
            "with one column fewer (\(columns - 1)) lines hold 12 glyphs or more from \(from) wide on"))
        #expect(finding.message.contains("so it fixes it here") == (from <= width), "\(finding.message)")
        compared += 1
      }
    }
    #expect(compared > 0)
  }

  /// The three ways the message ends: fixed here, fixed only wider, and one column already.
  @Test func fewGlyphsMessages() throws {
    let three = try #require(
      try Self.findings(
        #"{"columns": 3, "sections": [{"items": ["a"]}]}"#, width: 40, category: .accessibilityMedium
      )
      .first { $0.rule == .fewGlyphsPerLine })
    // 3 columns of 12 cells at 40 wide (insets 1 and 1, spacing 1), 2 of 18: 7 glyphs.
    #expect(
      three.message
        == "body lines hold 4 glyphs at AX1, 40 wide with 3 columns; with one column fewer (2) lines hold 12 glyphs or more from 59 wide on (7 here)"
    )
    let two = try #require(
      try Self.findings(
        #"{"columns": 2, "sections": [{"items": ["a"]}]}"#, width: 40, category: .accessibilityMedium
      )
      .first { $0.rule == .fewGlyphsPerLine })
    #expect(
      two.message.hasSuffix(
        "with one column fewer (1) lines hold 12 glyphs or more from 30 wide on, so it fixes it here (17 glyphs)"
      ))
    let one = try #require(
      try Self.findings(
        #"{"columns": 1, "sections": [{"items": ["a"]}]}"#, width: 14, category: .accessibilityMedium
      )
      .first { $0.rule == .fewGlyphsPerLine })
    #expect(one.message.hasSuffix("with 1 column, the fewest"), "\(one.message)")
  }

  @Test func unevenFlowRow() throws {
    let json =
      #"{"columns": 2, "sections": [{"items": [{"title": "Apple", "text": "one line"}, "several words that need more lines than the other cell"]}]}"#
    let flow = try Self.findings(json, width: 40, layout: .flow)
    let finding = try #require(flow.first { $0.rule == .unevenFlowRow })
    #expect(finding.severity == .note)
    #expect(finding.subject == .item(section: 0, item: 0))
    #expect(finding.title == "Apple", "named by the row's first item, like every item finding")
    #expect(
      !(try Self.findings(json, width: 40, layout: .grid)).contains { $0.rule == .unevenFlowRow },
      "the grid evens it")
    #expect(
      !(try Self.findings(
        #"{"columns": 2, "sections": [{"items": ["a b", "c d"]}]}"#, width: 40, layout: .flow))
        .contains { $0.rule == .unevenFlowRow })
  }

  /// Two flexible columns of 20 at width 40 (one point a column): heights 3 and 3 + 2 rows make a
  /// ragged row; 3 and 4 do not (the threshold is 2); a cell that fills the row, or the stretched
  /// side of the compare view, has none.
  @Test func raggedRow() throws {
    func grid(_ a: Int, _ b: Int, fills: Bool = false) -> String {
      #"{"layout": "lazyVGrid", "pointsPerColumn": 1, "lazyVGrid": {"columns": [{"flexible": {}}, {"flexible": {}}]}, "#
        + #""sections": [{"items": [{"text": "a", "height": \#(a)}, {"text": "b", "height": \#(b)\#(fills ? ", \"fillsRow\": true" : "")}, "x"]}]}"#
    }
    let ragged = try Self.findings(grid(3, 5))
    #expect(Self.rules(ragged) == [.raggedRow])
    #expect(ragged[0].subject == .item(section: 0, item: 0))
    #expect(ragged[0].detail == .raggedRow(items: [0, 1], heights: [3, 5]))
    #expect(
      ragged[0].message
        == "items 0.0–0.1 are 3, 5 rows tall at L, 40 wide and none fills the row: add .frame(maxHeight: .infinity) to the cell (\"fillsRow\": true)"
    )
    #expect(try Self.findings(grid(3, 4)).isEmpty)
    #expect(try Self.findings(grid(3, 5, fills: true)).isEmpty)
    // The same items in the flow layout are its own rule's.
    #expect(!Self.rules(try Self.findings(grid(3, 5), layout: .flow)).contains(.raggedRow))
    let fixture = try Fixture.parse(grid(3, 5), fileName: "t.json").fixture
    var stretched = SceneSettings(fixture: fixture)
    stretched.fillsEveryRow = true
    #expect(Scene(fixture: fixture).findings(width: 40, settings: stretched).isEmpty)
  }

  /// A word wider than its line in a fixed column is the fixed column's finding, pointing at the
  /// grid; the same word in a flexible column is a broken word.
  @Test func fixedColumnTooNarrow() throws {
    func grid(_ first: String) -> String {
      #"{"layout": "lazyVGrid", "pointsPerColumn": 1, "lazyVGrid": {"columns": [\#(first), {"flexible": {}}]}, "#
        + #""sections": [{"items": ["Supercalifragilistic", "ok"]}]}"#
    }
    // (Its cell wraps into more rows than its neighbour's: the row is ragged too.)
    let all = try Self.findings(grid(#"{"fixed": 12}"#), width: 60)
    #expect(Self.rules(all) == [.raggedRow, .fixedColumnTooNarrow])
    let fixed = try #require(all.last)
    #expect(fixed.key == "lazyVGrid")
    guard case .fixedColumn(let item, let points, let word, _, _) = fixed.detail else {
      Issue.record("\(fixed.detail)")
      return
    }
    #expect(item == 1 && points == 12 && word == "Supercalifragilistic")
    #expect(fixed.message.hasSuffix("GridItem 1 is .fixed(12) at every text size"))
    let flexible = try Self.findings(grid(#"{"flexible": {"maximum": 12}}"#), width: 60)
    #expect(Self.rules(flexible) == [.wordBroken, .raggedRow])
  }

  @Test func everyRuleHasAStableIdASeverityAndHelp() {
    #expect(
      Finding.Rule.allCases.map(\.rawValue) == [
        "text-cut-by-height", "band-cut-by-height", "text-cut-by-max-lines", "word-broken",
        "row-taller-than-screen",
        "few-glyphs-per-line", "uneven-flow-row", "ragged-row", "fixed-column-too-narrow",
        "layout-not-mirrored", "translation-missing", "translation-needs-review",
      ])
    #expect(Finding.Rule.allCases.allSatisfy { !$0.help.isEmpty && !$0.title.isEmpty })
  }
}
