import GridFixtures
import GridScene
import GridText

/// The findings an audit accepted on a given day (`audit --write-baseline FILE`), so that a later
/// audit (`audit --baseline FILE`) reports only the findings that are new.
///
/// A small JSON document (docs/auditing.md): its format's name and version, and per finding its
/// fingerprint (`FindingIdentity.fingerprint`), which is all a comparison reads, with the rule,
/// fixture, subject, key and occurrences beside it for people reviewing the file.
///
/// ```swift
/// let baseline = AuditBaseline(reports: reports)
/// let compared = AuditReport.comparing(laterReports, with: baseline, file: "audit-baseline.json")
/// ```
public struct AuditBaseline: Hashable, Sendable {
  /// One accepted finding.
  public struct Entry: Hashable, Sendable {
    public var fingerprint: String
    /// The rule's id as written (a rule this version does not know is kept).
    public var rule: String
    /// The fixture's base name (`FindingIdentity.fixtureName(_:)`).
    public var fixture: String
    /// `item 0.3`, `header of section 1`.
    public var subject: String
    public var key: String?
    /// Where it occurred, as the text report says it (`L–AX5 at widths 40, 60`).
    public var occurrences: String

    public init(
      fingerprint: String, rule: String, fixture: String, subject: String, key: String?, occurrences: String
    ) {
      self.fingerprint = fingerprint
      self.rule = rule
      self.fixture = fixture
      self.subject = subject
      self.key = key
      self.occurrences = occurrences
    }
  }

  /// The value of the document's `format` member.
  public static let formatName = "gridpreview-audit-baseline"
  /// The version this gridpreview writes and reads.
  public static let version = 1

  /// In the order of the reports and their entries.
  public var entries: [Entry]

  public init(entries: [Entry]) { self.entries = entries }

  /// Every finding of `reports` (all severities; with a baseline applied, the known ones too).
  public init(reports: [AuditReport]) {
    entries = reports.flatMap { report in
      (report.entries + (report.baseline?.known ?? [])).map { entry in
        let identity = report.identity(of: entry)
        return Entry(
          fingerprint: identity.fingerprint, rule: entry.finding.rule.rawValue, fixture: identity.fixture,
          subject: entry.finding.subject.description, key: entry.finding.key,
          occurrences: report.occurrenceText(of: entry))
      }
    }
  }

  /// The document, one finding a line.
  public func json(version toolVersion: String) -> String {
    let lines = entries.map { entry in
      JSONText.object([
        ("fingerprint", JSONText.quoted(entry.fingerprint)), ("rule", JSONText.quoted(entry.rule)),
        ("fixture", JSONText.quoted(entry.fixture)), ("subject", JSONText.quoted(entry.subject)),
        ("key", entry.key.map(JSONText.quoted) ?? "null"),
        ("occurrences", JSONText.quoted(entry.occurrences)),
      ])
    }
    return "{\"format\": \"\(Self.formatName)\", \"version\": \(Self.version), \"tool\": "
      + JSONText.quoted("gridpreview \(toolVersion)") + ",\n \"findings\": ["
      + (lines.isEmpty ? "" : "\n  " + lines.joined(separator: ",\n  ") + "\n ") + "]}\n"
  }

  /// Why a file is no baseline: one line naming the file, the place and the problem.
  public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
    public var fileName: String
    /// Where the problem is (nil: the document as a whole).
    public var position: SourcePosition?
    public var message: String

    public var description: String {
      let place = position.map { ":\($0.line):\($0.column)" } ?? ""
      return "\(fileName.escapedForMessage())\(place): not an audit baseline: \(message.escapedForMessage())"
    }
  }

  /// The baseline in `bytes`, or why it is none: broken JSON (with its position), another kind of
  /// document, a newer version, or a finding without a fingerprint. Members this version does not
  /// know are ignored.
  public static func parse(_ bytes: [UInt8], fileName: String) throws(Invalid) -> AuditBaseline {
    let root: JSONDocument.Node
    do throws(JSONDocument.SyntaxError) {
      root = try JSONDocument.parse(bytes, fileName: fileName)
    } catch {
      let diagnostic = error.diagnostic
      let path = diagnostic.path.isEmpty ? "" : diagnostic.path + ": "
      throw Invalid(fileName: fileName, position: diagnostic.position, message: path + diagnostic.message)
    }
    func invalid(_ node: JSONDocument.Node?, _ message: String) -> Invalid {
      Invalid(fileName: fileName, position: node?.position, message: message)
    }
    guard case .object = root.kind else { throw invalid(root, "expected an object, got \(root.typeName)") }
    guard case .string(let format)? = root["format"]?.kind, format == formatName else {
      throw invalid(root["format"] ?? root, "`format` must be \"\(formatName)\"")
    }
    guard case .number(let number)? = root["version"]?.kind, number.rounded() == number, number >= 1 else {
      throw invalid(root["version"] ?? root, "`version` must be a whole number from 1")
    }
    guard number <= Double(version) else {
      throw invalid(
        root["version"], "version \(Int(number)) is newer than this gridpreview reads (\(version))")
    }
    guard let findings = root["findings"], case .array(let items) = findings.kind else {
      throw invalid(root["findings"] ?? root, "`findings` must be an array")
    }
    var entries: [Entry] = []
    for (index, item) in items.enumerated() {
      func string(_ key: String) throws(Invalid) -> String {
        guard case .string(let text)? = item[key]?.kind else {
          throw invalid(item[key] ?? item, "findings[\(index)].\(key) must be a string")
        }
        return text
      }
      guard case .object = item.kind else {
        throw invalid(item, "findings[\(index)] must be an object, got \(item.typeName)")
      }
      let fingerprint = try string("fingerprint")
      guard fingerprint.utf8.count == 16, fingerprint.utf8.allSatisfy({ $0.isLowercaseHexDigit }) else {
        throw invalid(item["fingerprint"], "findings[\(index)].fingerprint must be 16 lowercase hex digits")
      }
      var key: String?
      if case .string(let text)? = item["key"]?.kind { key = text }
      var occurrences = ""
      if case .string(let text)? = item["occurrences"]?.kind { occurrences = text }
      entries.append(
        Entry(
          fingerprint: fingerprint, rule: try string("rule"), fixture: try string("fixture"),
          subject: try string("subject"), key: key, occurrences: occurrences))
    }
    return AuditBaseline(entries: entries)
  }
}

extension UInt8 {
  fileprivate var isLowercaseHexDigit: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
  }
}

extension AuditReport {
  /// What comparing a report with a baseline found.
  public struct BaselineOutcome: Hashable, Sendable {
    /// The baseline's file as given, for messages.
    public var file: String
    /// The findings the baseline holds, left out of `entries` (SARIF reports them as unchanged).
    public var known: [Entry]
    /// The baseline's findings of this fixture that this audit no longer finds.
    public var gone: [AuditBaseline.Entry]
  }

  /// `reports` with every finding the baseline holds moved from `entries` to `baseline.known`, and
  /// the baseline's entries that none of them finds any more in `baseline.gone` of the first report
  /// of their fixture. Entries of fixtures not audited are neither: an audit of some fixtures says
  /// nothing about the others.
  public static func comparing(_ reports: [AuditReport], with baseline: AuditBaseline, file: String)
    -> [AuditReport]
  {
    let accepted = Set(baseline.entries.map(\.fingerprint))
    var found = Set<String>()
    var compared = reports.map { report -> AuditReport in
      var report = report
      var new: [Entry] = []
      var known: [Entry] = []
      for entry in report.entries {
        let fingerprint = report.identity(of: entry).fingerprint
        found.insert(fingerprint)
        if accepted.contains(fingerprint) { known.append(entry) } else { new.append(entry) }
      }
      report.entries = new
      report.baseline = BaselineOutcome(file: file, known: known, gone: [])
      return report
    }
    var firstReport: [String: Int] = [:]
    for (index, report) in reports.enumerated() {
      let name = FindingIdentity.fixtureName(report.file)
      if firstReport[name] == nil { firstReport[name] = index }
    }
    for entry in baseline.entries where !found.contains(entry.fingerprint) {
      if let index = firstReport[entry.fixture] { compared[index].baseline?.gone.append(entry) }
    }
    return compared
  }

  /// How many known findings were left out and how many baseline entries have gone, over
  /// `reports`; nil when no baseline was given.
  static func baselineCounts(_ reports: [AuditReport]) -> (file: String, known: Int, gone: Int)? {
    guard let file = reports.lazy.compactMap({ $0.baseline?.file }).first else { return nil }
    return (
      file, reports.reduce(0) { $0 + ($1.baseline?.known.count ?? 0) },
      reports.reduce(0) { $0 + ($1.baseline?.gone.count ?? 0) }
    )
  }

  /// The reports' last line with a baseline: `Baseline b.json: 12 known findings suppressed, 3
  /// baseline findings gone (--write-baseline to drop them)`.
  static func baselineLine(_ reports: [AuditReport]) -> String? {
    guard let (file, known, gone) = baselineCounts(reports) else { return nil }
    let drop = gone == 0 ? "" : " (--write-baseline to drop \(gone == 1 ? "it" : "them"))"
    return
      "Baseline \(file.escapedForMessage()): \(counted(known, "known finding", "known findings")) suppressed, "
      + "\(counted(gone, "baseline finding", "baseline findings")) gone" + drop
  }
}
