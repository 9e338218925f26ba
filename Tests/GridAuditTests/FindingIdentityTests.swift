import GridAudit
import GridFixtures
import GridScene
import Testing

/// A finding's identity across edits of its fixture (issue 27's acceptance): the same after lines
/// are added above it, items are added to another section, or the file is reformatted; another
/// when the item's text or the rule changes.
@Suite struct FindingIdentityTests {
  /// Two sections; the first item of the second is cut by its `height` and its word is broken.
  static let text = """
    {
      "columns": 1,
      "sections": [
        {"items": [{"text": "short"}]},
        {
          "items": [
            {"title": "Pinned", "text": "one two three four five six seven eight", "height": 3},
            {"text": "abcdefghijklmnopqrstuvwxyz"}
          ]
        }
      ]
    }
    """

  /// The fingerprint of every finding of `text`, by rule and subject.
  static func fingerprints(_ text: String, file: String = "t.json") throws -> [String: String] {
    let (loaded, map) = try Fixture.parseWithSourceMap(text, fileName: file)
    let report = Audit.run(
      loaded.fixture, file: file, sourceMap: map,
      configuration: .init(widths: [22, 40], categories: [.large, .accessibilityMedium]))
    var result: [String: String] = [:]
    for entry in report.entries {
      result["\(entry.finding.rule.rawValue) \(entry.finding.subject.description)"] =
        report.identity(of: entry).fingerprint
    }
    return result
  }

  static func replacing(_ old: String, _ new: String) throws -> String {
    try #require(text.contains(old), "the fixture has \(old)")
    return text.replacing(old, with: new)
  }

  @Test func theFixtureHasTheFindingsTheTestsNeed() throws {
    let original = try Self.fingerprints(Self.text)
    #expect(original["text-cut-by-height item 1.0"] != nil, "\(original.keys.sorted())")
    #expect(original["word-broken item 1.1"] != nil, "\(original.keys.sorted())")
    #expect(original.values.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
  }

  @Test func unrelatedLinesAddedAboveKeepIt() throws {
    let edited = try Self.replacing(
      "  \"columns\": 1,\n", "  \"title\": \"Added\",\n\n  \"interitemSpacing\": 0,\n  \"columns\": 1,\n")
    #expect(try Self.fingerprints(edited) == Self.fingerprints(Self.text))
  }

  @Test func itemsAddedToAnotherSectionKeepIt() throws {
    let edited = try Self.replacing(
      #"{"items": [{"text": "short"}]}"#,
      #"{"items": [{"text": "short"}, {"text": "another"}, {"text": "xyzxyzxyzxyzxyzxyzxyzxyz"}]}"#)
    let original = try Self.fingerprints(Self.text)
    let after = try Self.fingerprints(edited)
    #expect(!original.isEmpty)
    for (name, fingerprint) in original { #expect(after[name] == fingerprint, "\(name)") }
    #expect(after.count > original.count, "the added word is broken too")
  }

  @Test func reformattingKeepsIt() throws {
    let oneLine = Self.text.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }.joined()
    let original = try Self.fingerprints(Self.text)
    #expect(try Self.fingerprints(oneLine) == original)
    // So does moving the file to another folder: the identity holds its base name.
    #expect(try Self.fingerprints(Self.text, file: "/home/ci/work/Fixtures/t.json") == original)
    #expect(try Self.fingerprints(Self.text, file: "other.json") != original)
  }

  @Test func changingTheItemsTextChangesIt() throws {
    let original = try Self.fingerprints(Self.text)
    let edited = try Self.replacing("one two three four five", "one two three four five six")
    let after = try Self.fingerprints(edited)
    let before = try #require(original["text-cut-by-height item 1.0"])
    #expect(after["text-cut-by-height item 1.0"].map { $0 != before } == true)
    #expect(after["word-broken item 1.1"] == original["word-broken item 1.1"], "the other item keeps its own")
    // The title is the item's text too.
    let retitled = try Self.fingerprints(try Self.replacing("\"Pinned\"", "\"Pinned!\""))
    #expect(retitled["text-cut-by-height item 1.0"].map { $0 != before } == true)
  }

  @Test func changingTheRuleChangesIt() throws {
    let original = try Self.fingerprints(Self.text)
    // The same item, cut by a line limit instead of a height.
    let edited = try Self.replacing("\"height\": 3", "\"maxLines\": 3")
    let after = try Self.fingerprints(edited)
    let before = try #require(original["text-cut-by-height item 1.0"])
    let now = try #require(after["text-cut-by-max-lines item 1.0"], "\(after.keys.sorted())")
    #expect(now != before)
    // And of an identity that differs only in its rule.
    let identity = FindingIdentity(
      rule: .textCutByHeight, fixture: "t.json", subject: .item(section: 1, item: 0), key: "height",
      textDigest: 1, occurrences: [.init(width: 40, category: .large)])
    var other = identity
    other.rule = .textCutByMaxLines
    #expect(identity.fingerprint != other.fingerprint)
    // Made again from the same parts, it is the same (no per-process seed, no address).
    let again = FindingIdentity(
      rule: .textCutByHeight, fixture: "t.json", subject: .item(section: 1, item: 0), key: "height",
      textDigest: 1, occurrences: [.init(width: 40, category: .large)])
    #expect(again.fingerprint == identity.fingerprint)
  }

  @Test func occurringAtOtherSizesChangesIt() {
    let identity = FindingIdentity(
      rule: .wordBroken, fixture: "t.json", subject: .item(section: 0, item: 0), key: "text", textDigest: 1,
      occurrences: [.init(width: 40, category: .large)])
    var wider = identity
    wider.occurrences.append(.init(width: 60, category: .large))
    #expect(identity.fingerprint != wider.fingerprint)
  }

  @Test func fixtureNamesAreBaseNames() {
    #expect(FindingIdentity.fixtureName("Fixtures/a.json") == "a.json")
    #expect(FindingIdentity.fixtureName("/abs/dir/a.json") == "a.json")
    #expect(FindingIdentity.fixtureName("built-in demo") == "built-in demo")
    #expect(FindingIdentity.fixtureName("-") == "-")
  }
}

/// The baseline document: written, read back, and refused with one line when it is none.
@Suite struct AuditBaselineTests {
  static func report() throws -> AuditReport {
    let (loaded, map) = try Fixture.parseWithSourceMap(FindingIdentityTests.text, fileName: "t.json")
    return Audit.run(
      loaded.fixture, file: "dir/t.json", sourceMap: map,
      configuration: .init(widths: [22, 40], categories: [.large, .accessibilityMedium]))
  }

  @Test func aWrittenBaselineReadsBack() throws {
    let baseline = AuditBaseline(reports: [try Self.report()])
    #expect(!baseline.entries.isEmpty)
    #expect(baseline.entries.allSatisfy { $0.fixture == "t.json" })
    let text = baseline.json(version: "1.0")
    #expect(text.hasPrefix("{\"format\": \"gridpreview-audit-baseline\", \"version\": 1,"))
    #expect(try AuditBaseline.parse(Array(text.utf8), fileName: "b.json") == baseline)
    let empty = AuditBaseline(entries: []).json(version: "1.0")
    #expect(try AuditBaseline.parse(Array(empty.utf8), fileName: "b.json").entries.isEmpty)
  }

  @Test func comparingLeavesOutKnownFindingsAndCountsGoneOnes() throws {
    let report = try Self.report()
    var baseline = AuditBaseline(reports: [report])
    let dropped = baseline.entries.removeFirst()
    let gone = AuditBaseline.Entry(
      fingerprint: "0123456789abcdef", rule: "word-broken", fixture: "t.json", subject: "item 1.7", key: nil,
      occurrences: "L at width 40")
    let elsewhere = AuditBaseline.Entry(
      fingerprint: "fedcba9876543210", rule: "word-broken", fixture: "unaudited.json", subject: "item 0.0",
      key: nil, occurrences: "")
    baseline.entries += [gone, elsewhere]
    let compared = try #require(AuditReport.comparing([report], with: baseline, file: "b.json").first)
    #expect(compared.entries.map { compared.identity(of: $0).fingerprint } == [dropped.fingerprint])
    #expect(compared.baseline?.known.count == report.entries.count - 1)
    #expect(compared.baseline?.gone == [gone], "an unaudited fixture's entries are not gone")
    let text = AuditFormat.text.render([compared], version: "1")
    #expect(
      text.hasSuffix(
        "in 1 fixture not in the baseline\n"
          + "Baseline b.json: \(report.entries.count - 1) known findings suppressed, 1 baseline finding gone "
          + "(--write-baseline to drop it)\n"), "\(text)")
  }

  @Test(arguments: [
    ("{", "b.json:1:2: not an audit baseline: "),
    ("[]", "b.json:1:1: not an audit baseline: expected an object, got array"),
    (#"{"format": "other", "version": 1, "findings": []}"#, "b.json:1:12: not an audit baseline: `format`"),
    (
      #"{"format": "gridpreview-audit-baseline", "version": 2, "findings": []}"#,
      "b.json:1:53: not an audit baseline: version 2 is newer than this gridpreview reads (1)"
    ),
    (
      #"{"format": "gridpreview-audit-baseline", "version": 1, "findings": [{"fingerprint": "XYZ"}]}"#,
      "not an audit baseline: findings[0].fingerprint must be 16 lowercase hex digits"
    ),
    (
      #"{"format": "gridpreview-audit-baseline", "version": 1, "findings": [{"fingerprint": "0123456789abcdef"}]}"#,
      "findings[0].rule must be a string"
    ),
    ("{\"format\": \"\u{1B}[31m\"}", "b.json:1:13: not an audit baseline: format: control character U+001B"),
  ])
  func whatIsNoBaselineIsSaidInOneLine(_ text: String, _ message: String) {
    #expect {
      try AuditBaseline.parse(Array(text.utf8), fileName: "b.json")
    } throws: { error in
      let description = String(describing: error)
      return description.contains(message) && !description.contains("\n") && !description.contains("\u{1B}")
    }
  }
}
