import GridFixtures
import GridLayout
import GridScene
import GridText
import Testing

/// Every rule on a small fixture that triggers it, and a near miss that does not.
@Suite struct FindingRuleTests {
  static func findings(
    _ json: String, width: Int = 40, category: ContentSizeCategory = .large, layout: Fixture.LayoutKind? = nil,
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

  @Test func textCutByHeight() throws {
    let cut = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"text": "one two three four five six seven eight", "height": 3}]}]}"#,
      width: 22)
    #expect(Self.rules(cut) == [.textCutByHeight])
    #expect(cut[0].key == "height")
    // "one two three" / "four five six" / "seven eight": 3 lines and 2 border rows.
    #expect(cut[0].detail == .needsRows(needed: 2 + 3, pinned: 3))
    #expect(cut[0].message == "its text needs 5 rows at L, 22 wide but `height` is 3")
    // Exactly tall enough: no finding.
    let fits = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"text": "one two three four five six seven eight", "height": 5}]}]}"#,
      width: 22)
    #expect(fits.isEmpty)
  }

  @Test func bandCutByHeight() throws {
    let cut = try Self.findings(
      #"{"columns": 1, "sections": [{"header": "A header that needs two lines here", "headerHeight": 1, "items": ["x"]}]}"#,
      width: 22)
    #expect(Self.rules(cut) == [.bandCutByHeight])
    #expect(cut[0].subject == .header(section: 0))
    #expect(cut[0].key == "headerHeight")
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
      #"{"columns": 1, "sections": [{"items": ["abcdefghijklm", "abcdefghij-klmnopq", "日本語日本語日本語日本語"]}]}"#, width: 22)
    #expect(fits.isEmpty)
    let title = try Self.findings(
      #"{"columns": 1, "sections": [{"items": [{"title": "Pneumonoultramicroscopic", "text": "ok"}]}]}"#, width: 22)
    #expect(title.first?.key == "title")
  }

  @Test func rowTallerThanScreen() throws {
    let text = Array(repeating: "word", count: 60).joined(separator: " ")
    let tall = try Self.findings(
      #"{"columns": 2, "sections": [{"items": [""# + text + #"", "short"]}]}"#, width: 40, screenHeight: 10)
    #expect(Self.rules(tall).contains(.rowTallerThanScreen))
    let finding = try #require(tall.first { $0.rule == .rowTallerThanScreen })
    #expect(finding.subject == .item(section: 0, item: 0), "the row's tallest cell")
    #expect(try Self.findings(#"{"columns": 2, "sections": [{"items": [""# + text + #"", "short"]}]}"#, width: 40, screenHeight: 60)
      .allSatisfy { $0.rule != .rowTallerThanScreen })
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
    #expect((fewer ?? 0) > slots)
    // Not below accessibility sizes, and not with lines wide enough.
    #expect(try Self.findings(json, width: 40, category: .extraExtraExtraLarge).allSatisfy { $0.rule != .fewGlyphsPerLine })
    #expect(
      try Self.findings(#"{"columns": 1, "sections": [{"items": ["a"]}]}"#, width: 120, category: .accessibilityMedium)
        .allSatisfy { $0.rule != .fewGlyphsPerLine })
  }

  @Test func unevenFlowRow() throws {
    let json = #"{"columns": 2, "sections": [{"items": ["one line", "several words that need more lines than the other cell"]}]}"#
    let flow = try Self.findings(json, width: 40, layout: .flow)
    let finding = try #require(flow.first { $0.rule == .unevenFlowRow })
    #expect(finding.severity == .note)
    #expect(!(try Self.findings(json, width: 40, layout: .grid)).contains { $0.rule == .unevenFlowRow }, "the grid evens it")
    #expect(
      !(try Self.findings(#"{"columns": 2, "sections": [{"items": ["a b", "c d"]}]}"#, width: 40, layout: .flow))
        .contains { $0.rule == .unevenFlowRow })
  }

  @Test func everyRuleHasAStableIdASeverityAndHelp() {
    #expect(Finding.Rule.allCases.map(\.rawValue) == [
      "text-cut-by-height", "band-cut-by-height", "text-cut-by-max-lines", "word-broken", "row-taller-than-screen",
      "few-glyphs-per-line", "uneven-flow-row",
    ])
    #expect(Finding.Rule.allCases.allSatisfy { !$0.help.isEmpty && !$0.title.isEmpty })
  }
}
