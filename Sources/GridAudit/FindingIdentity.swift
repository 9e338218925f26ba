import GridFixtures
import GridScene

/// What makes a finding the same finding from one audit to the next, for baselines and SARIF's
/// `partialFingerprints`: the rule, the fixture's base name, the subject (section and item, or the
/// section's header, footer or column rule), the key it names, the subject's own text (an item's
/// title and text, a header's or footer's text) and every size and width it occurs at.
///
/// No line or column is part of it, so it stays the same when lines are added above the item,
/// items are added to another section, the file is reformatted or moved to another folder; it
/// changes when the item's text or the rule changes, when an item is inserted before it in its
/// section (its index changes), or when it occurs at other sizes or widths.
///
/// ```swift
/// let identity = report.identity(of: report.entries[0])
/// identity.fingerprint  // "9c1d0e55b3a2f7e4"
/// ```
public struct FindingIdentity: Hashable, Sendable {
  public var rule: Finding.Rule
  /// The fixture's file name without its folders (`built-in demo`, `-` for standard input).
  public var fixture: String
  public var subject: Finding.Subject
  public var key: String?
  /// `FindingIdentity.digest(ofOwnText:)` of the subject's own text.
  public var textDigest: UInt64
  /// Every width and size it occurs at, in order.
  public var occurrences: [AuditReport.Occurrence]
  /// The languages its occurrences' indices name (`audit --languages`); empty without languages.
  public var languages: [String]

  public init(
    rule: Finding.Rule, fixture: String, subject: Finding.Subject, key: String?, textDigest: UInt64,
    occurrences: [AuditReport.Occurrence], languages: [String] = []
  ) {
    self.rule = rule
    self.fixture = fixture
    self.subject = subject
    self.key = key
    self.textDigest = textDigest
    self.occurrences = occurrences
    self.languages = languages
  }

  /// The version of the fingerprint's recipe, part of SARIF's `partialFingerprints` key
  /// (`gridpreviewFindingIdentity/v1`): a new recipe gets a new key, as SARIF asks.
  public static let version = 1

  /// The key of the fingerprint in SARIF's `partialFingerprints`.
  public static let sarifKey = "gridpreviewFindingIdentity/v\(version)"

  /// 16 lowercase hexadecimal digits: FNV-1a (64 bits) of every part, each ended by a zero byte.
  public var fingerprint: String {
    var hash = Self.fnvOffset
    func add(_ text: String) {
      for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* Self.fnvPrime }
      hash = (hash ^ 0) &* Self.fnvPrime
    }
    add("v\(Self.version)")
    add(rule.rawValue)
    add(fixture)
    add(subject.description)
    add(key ?? "")
    add(Self.hex(textDigest))
    // With languages, each occurrence is `de:AX1@40`; without, `AX1@40` as ever.
    add(
      occurrences.map { occurrence in
        let language =
          languages.indices.contains(occurrence.language) ? languages[occurrence.language] + ":" : ""
        return "\(language)\(occurrence.category.shortName)@\(occurrence.width)"
      }.joined(separator: ","))
    return Self.hex(hash)
  }

  /// A fixture's name as identities hold it: the last component of its path (`Fixtures/a.json` and
  /// `/home/ci/work/Fixtures/a.json` are both `a.json`), the built-in demo's and standard input's
  /// names as they are.
  public static func fixtureName(_ file: String) -> String {
    guard file.contains("/") else { return file }
    return file.split(separator: "/").last.map(String.init) ?? file
  }

  /// FNV-1a (64 bits) of the subject's own text: each string followed by a zero byte, a missing
  /// one (an item without a title) as a lone `1` byte.
  public static func digest(ofOwnText parts: [String?]) -> UInt64 {
    var hash = fnvOffset
    for part in parts {
      if let part {
        for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* fnvPrime }
        hash = (hash ^ 0) &* fnvPrime
      } else {
        hash = (hash ^ 1) &* fnvPrime
      }
    }
    return hash
  }

  /// The subject's own text in `fixture`: an item's title and text, a header's or footer's text,
  /// the fixture's title, nothing for a section.
  public static func ownText(of subject: Finding.Subject, in fixture: Fixture) -> [String?] {
    if subject == .title { return [fixture.title] }
    guard fixture.sections.indices.contains(subject.section) else { return [] }
    let section = fixture.sections[subject.section]
    switch subject {
    case .item(_, let item):
      guard section.items.indices.contains(item) else { return [] }
      return [section.items[item].title, section.items[item].text]
    case .header: return [section.header]
    case .footer: return [section.footer]
    case .section, .title: return []
    }
  }

  static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
  static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension AuditReport {
  /// The identity of one of this report's entries.
  public func identity(of entry: Entry) -> FindingIdentity {
    FindingIdentity(
      rule: entry.finding.rule, fixture: FindingIdentity.fixtureName(file), subject: entry.finding.subject,
      key: entry.finding.key, textDigest: entry.textDigest, occurrences: entry.occurrences,
      languages: languages)
  }
}
