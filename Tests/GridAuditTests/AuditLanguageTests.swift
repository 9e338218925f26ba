import Foundation
import GridAudit
import GridFixtures
import GridScene
import GridStrings
import GridTestSupport
import GridText
import Testing

/// The audit across languages: the sweep, the tallest language, findings at their translations
/// and gathered across languages, the translation notes, identities, and every format.
@Suite struct AuditLanguageTests {
  static var sample: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/localized.json").path
  }

  static func report(
    _ codes: [String] = ["all"], path: String = sample, widths: [Int] = Audit.defaultWidths,
    categories: [ContentSizeCategory] = ContentSizeCategory.allCases
  ) throws -> AuditReport {
    let (loaded, map) = try Fixture.loadWithSourceMap(contentsOf: path)
    let languages = try FixtureLanguage.resolve(loaded.fixture, path: path, languages: codes)
    return Audit.run(
      languages: languages, file: path, sourceMap: map,
      configuration: .init(widths: widths, categories: categories))
  }

  /// The text of a file from a line and column (counted in scalars) to the end of its line.
  static func text(in file: String, at position: SourcePosition) throws -> String {
    let lines = try String(contentsOfFile: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    return String(
      String.UnicodeScalarView(lines[position.line - 1].unicodeScalars.dropFirst(position.column - 1)))
  }

  @Test func theSweepIsSizesTimesWidthsTimesLanguages() throws {
    let report = try Self.report(widths: [40, 80], categories: [.large, .accessibilityLarge])
    #expect(report.languages == ["en", "ar", "de", "ja", "ru", "th"])
    #expect(report.table.count == 2 * 2 * 6)
    // The table's cell is the tallest language's measure, computed here from every language's.
    for width in [40, 80] {
      for category in [ContentSizeCategory.large, .accessibilityLarge] {
        let all = report.table.filter { $0.width == width && $0.category == category }
        #expect(Set(all.map(\.language)) == Set(0..<6))
        let tallest = try #require(report.measure(width: width, category: category))
        #expect(tallest.contentHeight == all.map(\.contentHeight).max())
        #expect(
          tallest.language == all.filter { $0.contentHeight == tallest.contentHeight }.map(\.language).min())
      }
    }
  }

  /// Of languages as tall, the first listed is the tallest: English and pseudo-rtl lay out the same
  /// text (pseudo-rtl mirrored), so the order given decides.
  @Test func aTieGoesToTheFirstLanguageListed() throws {
    for codes in [["en", "pseudo-rtl"], ["pseudo-rtl", "en"]] {
      let report = try Self.report(codes, widths: [60], categories: [.large])
      let heights = report.table.map(\.contentHeight)
      #expect(heights.count == 2 && heights[0] == heights[1])
      #expect(report.measure(width: 60, category: .large)?.language == 0)
      #expect(AuditFormat.text.render([report], version: "1").contains(" · \(heights[0]) \(codes[0])\n"))
    }
  }

  /// A finding about a translated text points at the translation shown: the text at its line and
  /// column in the string file is the value's opening quote, and the value holds the broken word.
  @Test func findingsAboutTranslatedTextPointAtTheTranslation() throws {
    let report = try Self.report()
    let broken = report.entries.filter { $0.finding.rule == .wordBroken }
    #expect(broken.count > 10)
    for entry in broken {
      let file = try #require(entry.file, "\(entry.finding.message)")
      #expect(file == Self.sample.replacing("localized.json", with: "Localizable.xcstrings"))
      let position = try #require(entry.position)
      let at = try Self.text(in: file, at: position)
      guard case .wordTooWide(let word, _, _) = entry.finding.detail else { continue }
      #expect(at.hasPrefix("\"") && at.contains(word), "\(at) should hold \(word)")
      // The fixture's value it names is still there, for SARIF's related location.
      let fixtureAt = try Self.text(in: Self.sample, at: try #require(entry.fixturePosition))
      #expect(fixtureAt.hasPrefix("{"), "the text reference: \(fixtureAt)")
    }
    // German's broken "Kaffeebohnen" is German's alone; the section's column rule is in every
    // language, one finding listing them all, in the fixture.
    let coffee = try #require(
      broken.first { if case .wordTooWide("Kaffeebohnen", _, _) = $0.finding.detail { true } else { false } })
    #expect(report.languages(of: coffee) == ["de"])
    let glyphs = report.entries.filter { $0.finding.rule == .fewGlyphsPerLine }
    #expect(glyphs.count == 2, "one per section, not one per language")
    for entry in glyphs {
      #expect(entry.file == nil)
      #expect(report.languages(of: entry) == report.languages)
      #expect(try Self.text(in: Self.sample, at: #require(entry.position)).hasPrefix("{"), "the columns rule")
    }
  }

  /// Literal text in a fixture with string files keeps pointing into the fixture; a pseudolanguage's
  /// broken word is a finding of its own at the source language's translation.
  @Test func literalTextPointsIntoTheFixture() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"sourceLanguage": "en", "strings": {"t": {"localizations": {"#
        + #""en": {"stringUnit": {"state": "translated", "value": "Wordy"}}, "#
        + #""de": {"stringUnit": {"state": "translated", "value": "Wörterreichtumsverzeichnis"}}}}}}"#,
      to: "Localizable.xcstrings")
    let json =
      #"{"strings": ["Localizable.xcstrings"], "columns": 1, "sections": [{"items": [{"title": {"key": "t"}, "#
      + #""text": "Incomprehensibilities"}]}]}"#
    let path = try folder.write(json, to: "f.json")
    let column =
      try #require(json.range(of: #""Incomprehensibilities""#)).lowerBound.utf16Offset(in: json) + 1
    let report = try Self.report(
      ["en", "de", "pseudo-accented"], path: path, widths: [20], categories: [.large])
    let body = report.entries.filter { $0.finding.key == "text" && $0.finding.rule == .wordBroken }
    // "Incomprehensibilities" in en and de, the accented word in pseudo-accented: two findings.
    #expect(body.count == 2)
    #expect(body.allSatisfy { $0.file == nil && $0.position == SourcePosition(line: 1, column: column) })
    #expect(body.map { report.languages(of: $0) } == [["en", "de"], ["pseudo-accented"]])
    let title = report.entries.filter { $0.finding.key == "title" }
    #expect(title.map { report.languages(of: $0) } == [["de"]], "“Wordy” fits, the German word does not")
    #expect(
      try Self.text(in: folder.path("Localizable.xcstrings"), at: #require(title.first?.position)).hasPrefix(
        "\"Wörterreichtumsverzeichnis\""))
  }

  /// A string with no translation, and one still to be reviewed, are notes at the string's key,
  /// naming their languages, at every width and size.
  @Test func untranslatedAndUnreviewedStringsAreNotesAtTheirKeys() throws {
    let report = try Self.report(widths: [40, 60], categories: [.large, .accessibilityLarge])
    let missing = try #require(report.entries.first { $0.finding.rule == .translationMissing })
    #expect(report.languages(of: missing) == ["ar", "ja", "ru", "th"])
    #expect(missing.finding.subject == .item(section: 0, item: 4))
    #expect(missing.severity == .note)
    #expect(try Self.text(in: #require(missing.file), at: #require(missing.position)) == "\"order.scan\" : {")
    #expect(missing.finding.message.contains("'order.scan' has no translation"))
    #expect(report.occurrenceText(of: missing) == "ar, ja, ru, th: every size and width")
    let review = try #require(report.entries.first { $0.finding.rule == .translationNeedsReview })
    #expect(report.languages(of: review) == ["ja"])
    #expect(
      try Self.text(in: #require(review.file), at: #require(review.position))
        == "\"settings.notifications.body\" : {")
    #expect(report.entries.filter { $0.finding.rule.rawValue.hasPrefix("translation-") }.count == 2)
  }

  @Test func occurrencesAreWrittenPerLanguage() throws {
    let report = try Self.report(["de", "ru", "ja"], widths: [40, 60], categories: [.accessibilityLarge])
    let glyphs = try #require(report.entries.first { $0.finding.rule == .fewGlyphsPerLine })
    #expect(report.occurrenceText(of: glyphs) == "de, ru, ja: AX2 at width 60", "one column at 40 has enough")
    // Ordered by language, then width, then size; the message is the first language's.
    #expect(glyphs.occurrences.map(\.language) == [0, 1, 2])
    let text = AuditFormat.text.render([report], version: "1")
    #expect(text.hasPrefix("\(Self.sample) — grid, 1 size × 2 widths × 3 languages (de, ru, ja)\n"))
    #expect(text.contains("(columns · rows · the tallest language)"))
  }

  /// The identity of a finding across languages names its languages: the same finding in other
  /// languages is another finding, and a plain audit's fingerprints are not a language audit's.
  @Test func identitiesNameTheLanguages() throws {
    func fingerprint(_ codes: [String]) throws -> String? {
      let report = try Self.report(codes, widths: [40], categories: [.accessibilityExtraLarge])
      return report.entries.first { $0.finding.rule == .fewGlyphsPerLine }.map {
        report.identity(of: $0).fingerprint
      }
    }
    let german = try fingerprint(["de"])
    #expect(german != nil)
    #expect(try fingerprint(["de"]) == german, "the same audit, the same identity")
    #expect(try fingerprint(["ru"]) != german)
    #expect(try fingerprint(["de", "ru"]) != german)
  }

  @Test func jsonHasTheLanguagesTheTallestAndEachFindingsFile() throws {
    let report = try Self.report(["en", "de"], widths: [40], categories: [.large, .accessibilityExtraLarge])
    let json = AuditFormat.json.render([report], version: "1")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let fixture = try #require((object["fixtures"] as? [[String: Any]])?.first)
    #expect(fixture["languages"] as? [String] == ["en", "de"])
    let measures = try #require(fixture["measures"] as? [[String: Any]])
    #expect(measures.count == 4 && Set(measures.compactMap { $0["language"] as? String }) == ["en", "de"])
    let tallest = try #require(fixture["tallest"] as? [[String: Any]])
    #expect(tallest.count == 2)
    for cell in tallest {
      let same = measures.filter {
        $0["width"] as? Int == cell["width"] as? Int
          && $0["category"] as? String == cell["category"] as? String
      }
      #expect(cell["contentHeight"] as? Int == same.compactMap { $0["contentHeight"] as? Int }.max())
      #expect(cell["columns"] != nil)
    }
    let findings = try #require(fixture["findings"] as? [[String: Any]])
    let translated = try #require(findings.first { ($0["file"] as? String)?.hasSuffix(".xcstrings") == true })
    #expect(translated["languages"] as? [String] == ["de"])
    #expect(translated["fixtureLine"] as? Int != nil && translated["line"] as? Int != nil)
    #expect(((translated["occurrences"] as? [[String: Any]])?.first?["language"]) as? String == "de")
    let inFixture = try #require(findings.first { $0["file"] as? String == Self.sample })
    #expect(inFixture["fixtureLine"] == nil)
  }

  /// SARIF: valid against the schema, each result at its string file (one artifact, by a URI
  /// relative to the current directory) with the fixture's value as a related location, its
  /// languages as a property, and the translation rules described.
  @Test(
    .enabled(if: SchemaCheck.python() != nil, Comment(rawValue: SchemaCheck.unavailable)))
  func sarifPointsAtTheTranslations() throws {
    let python = try #require(SchemaCheck.python())
    let report = try Self.report(widths: [40, 60])
    let directory = URL(fileURLWithPath: Self.sample).deletingLastPathComponent().deletingLastPathComponent()
      .path
    let sarif = AuditFormat.sarif.render(
      [
        report,
        Audit.run(
          .demo, file: "built-in demo", embeddedText: Fixture.demoJSON, sourceMap: nil,
          configuration: .init(widths: [40])),
      ],
      version: "1", currentDirectory: directory)
    let result = try SchemaCheck.validate(sarif, python: python)
    #expect(result.status == 0, "\(result.output)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let rules =
      try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])["rules"] as? [[String: Any]]
    #expect(
      rules?.compactMap { $0["id"] as? String }.suffix(2) == [
        "translation-missing", "translation-needs-review",
      ])
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    let uris = artifacts.map { ($0["location"] as? [String: Any])?["uri"] as? String }
    #expect(uris == ["Fixtures/localized.json", "Fixtures/Localizable.xcstrings", nil])
    let results = try #require(run["results"] as? [[String: Any]])
    let translated = results.filter {
      let physical = (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      return (physical?["artifactLocation"] as? [String: Any])?["index"] as? Int == 1
    }
    #expect(translated.count == report.entries.filter { $0.file != nil }.count)
    for result in translated {
      #expect((result["properties"] as? [String: Any])?["languages"] as? [String] != nil)
      let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
      let location = (related["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
      #expect(location?["uri"] as? String == "Fixtures/localized.json")
    }
  }

  @Test func markdownNamesTheLanguages() throws {
    let report = try Self.report(["ja"], widths: [40], categories: [.accessibilityExtraExtraExtraLarge])
    let markdown = AuditFormat.markdown.render([report], version: "1")
    #expect(markdown.contains("Languages: `ja`."))
    #expect(markdown.contains("| 40 | 1 · "), "\(markdown)")
    #expect(markdown.contains(" ja |\n"))
    #expect(markdown.contains("Localizable.xcstrings:416:5`"))
    #expect(markdown.contains("ja\\: every size and width"))
  }
}
