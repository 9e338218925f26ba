import GridFixtures
import GridScene
import GridText

/// The audit's output formats.
public enum AuditFormat: String, CaseIterable, Sendable {
  /// A width × size table of column counts and content heights, then the findings grouped by item.
  case text
  /// Everything, for scripts (documented in docs/auditing.md).
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other static-analysis tools.
  case sarif
  /// A table and a list for a pull-request comment.
  case markdown

  /// The reports of every fixture audited, in this format.
  ///
  /// - Parameter currentDirectory: The directory relative paths start from (an absolute path): SARIF
  ///   gives a file under it as a URI relative to it, any other as a `file:` URI. Nil: paths as
  ///   given.
  public func render(
    _ reports: [AuditReport], version: String, color: Bool = false, currentDirectory: String? = nil
  ) -> String {
    switch self {
    case .text: AuditReport.text(reports, color: color)
    case .json: AuditReport.json(reports, version: version)
    case .sarif: AuditReport.sarif(reports, version: version, currentDirectory: currentDirectory)
    case .markdown: AuditReport.markdown(reports)
    }
  }
}

extension AuditReport {
  /// `1 · 152`: columns and content rows; with languages, of the tallest, named: `1 · 160 de`.
  func cellText(width: Int, category: ContentSizeCategory) -> String {
    measure(width: width, category: category).map { measure in
      "\(measure.columnText) · \(measure.contentHeight)"
        + (languages.isEmpty ? "" : " " + languages[measure.language].escapedForMessage())
    } ?? "–"
  }

  /// `FILE:LINE:COLUMN` of an entry (just `FILE` without a position).
  func location(_ entry: Entry) -> String { location(entry, name: file.escapedForMessage()) }

  /// The same, with the fixture's name already escaped (once per report, not once per entry); a
  /// string file's named as its path was given.
  func location(_ entry: Entry, name: String) -> String {
    let name = entry.file.map { $0.escapedForMessage() } ?? name
    return entry.position.map { "\(name):\($0.line):\($0.column)" } ?? name
  }

  /// `, 6 languages (en, ar, de, ja, ru, th)` after the sizes and widths; nothing without languages.
  var languagesText: String {
    languages.isEmpty
      ? ""
      : " × \(Self.counted(languages.count, "language", "languages")) "
        + "(\(languages.map { $0.escapedForMessage() }.joined(separator: ", ")))"
  }

  /// What an entry is about, with the item's title: `item 0.5 “Photo”`.
  static func subject(_ entry: Entry) -> String {
    let title = entry.finding.title.map { " “\($0.escapedForMessage(limit: 40))”" } ?? ""
    return entry.finding.subject.description + title
  }

  static func summary(_ reports: [AuditReport]) -> (errors: Int, warnings: Int, notes: Int) {
    (
      reports.reduce(0) { $0 + $1.count(.error) }, reports.reduce(0) { $0 + $1.count(.warning) },
      reports.reduce(0) { $0 + $1.count(.note) }
    )
  }

  static func counted(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

  // MARK: Text

  static func text(_ reports: [AuditReport], color: Bool) -> String {
    func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    var out = ""
    for report in reports {
      out +=
        paint(
          "\(report.file.escapedForMessage()) — \(report.layoutLabel), "
            + "\(counted(report.categories.count, "size", "sizes")) × \(counted(report.widths.count, "width", "widths"))"
            + report.languagesText,
          "1") + "\n"
      let names = report.categories.map(\.shortName)
      let cells = report.widths.map { width in
        report.categories.map { report.cellText(width: width, category: $0) }
      }
      let columnWidth = max(7, (names + cells.flatMap { $0 }).map { DisplayWidth.columns(of: $0) }.max() ?? 0)
      func pad(_ text: String) -> String {
        String(repeating: " ", count: max(0, columnWidth - DisplayWidth.columns(of: text))) + text
      }
      let legend = report.languages.isEmpty ? "(columns · rows)" : "(columns · rows · the tallest language)"
      out += "width " + names.map(pad).joined(separator: " ") + "   \(legend)\n"
      for (width, row) in zip(report.widths, cells) {
        out +=
          String(repeating: " ", count: max(0, 5 - String(width).count)) + "\(width) "
          + row.map(pad).joined(separator: " ") + "\n"
      }
      var lastSubject: Finding.Subject?
      let name = report.file.escapedForMessage()
      for entry in report.entries {
        if entry.finding.subject != lastSubject {
          out += "\n" + subject(entry) + "\n"
          lastSubject = entry.finding.subject
        }
        let severity = entry.severity.rawValue
        let code = entry.severity == .error ? "1;31" : entry.severity == .warning ? "1;35" : "2"
        out +=
          "  \(report.location(entry, name: name)): \(paint(severity, code)) [\(entry.finding.rule.rawValue)] "
          + "\(entry.finding.message) (\(report.occurrenceText(of: entry)))\n"
      }
      out += "\n"
    }
    let (errors, warnings, notes) = summary(reports)
    out +=
      "\(counted(errors, "error", "errors")), \(counted(warnings, "warning", "warnings")), "
      + "\(counted(notes, "note", "notes")) in \(counted(reports.count, "fixture", "fixtures"))"
      + (baselineCounts(reports) == nil ? "" : " not in the baseline") + "\n"
    if let line = baselineLine(reports) { out += line + "\n" }
    return out
  }

  // MARK: JSON

  static func json(_ reports: [AuditReport], version: String) -> String {
    let fixtures = reports.map { report -> String in
      let measures = report.table.map(report.json)
      let findings = report.entries.map { entry -> String in
        var subject: [(String, String)] = [("section", "\(entry.finding.subject.section)")]
        switch entry.finding.subject {
        case .item(_, let item): subject = [("kind", "\"item\"")] + subject + [("item", "\(item)")]
        case .header: subject.insert(("kind", "\"header\""), at: 0)
        case .footer: subject.insert(("kind", "\"footer\""), at: 0)
        case .section: subject.insert(("kind", "\"section\""), at: 0)
        case .title: subject = [("kind", "\"title\"")]
        }
        var languageMembers: [(String, String)] = []
        if !report.languages.isEmpty {
          languageMembers = [
            (
              "languages",
              JSONText.array(report.languages(of: entry).map { JSONText.quoted($0.escapedForMessage()) })
            ),
            ("file", JSONText.quoted((entry.file ?? report.file).escapedForMessage())),
          ]
          if entry.file != nil {
            languageMembers += [
              ("fixtureLine", entry.fixturePosition.map { "\($0.line)" } ?? "null"),
              ("fixtureColumn", entry.fixturePosition.map { "\($0.column)" } ?? "null"),
            ]
          }
        }
        return JSONText.object(
          [
            ("rule", JSONText.quoted(entry.finding.rule.rawValue)),
            ("fingerprint", JSONText.quoted(report.identity(of: entry).fingerprint)),
            ("severity", JSONText.quoted(entry.severity.rawValue)),
            ("subject", JSONText.object(subject)),
            ("title", entry.finding.title.map(JSONText.quoted) ?? "null"),
            ("message", JSONText.quoted(entry.finding.message)),
            ("key", entry.finding.key.map(JSONText.quoted) ?? "null"),
            ("line", entry.position.map { "\($0.line)" } ?? "null"),
            ("column", entry.position.map { "\($0.column)" } ?? "null"),
          ] + languageMembers + [
            (
              "occurrences",
              JSONText.array(
                entry.occurrences.map {
                  JSONText.object(
                    [
                      ("width", "\($0.width)"), ("category", JSONText.quoted($0.category.shortName)),
                    ] + report.languageMember($0.language))
                })
            )
          ])
      }
      var languageMembers: [(String, String)] = []
      if !report.languages.isEmpty {
        let tallest = report.widths.flatMap { width in
          report.categories.compactMap { report.measure(width: width, category: $0) }
        }.map(report.json)
        languageMembers = [
          ("languages", JSONText.array(report.languages.map { JSONText.quoted($0.escapedForMessage()) })),
          ("tallest", "[\n      " + tallest.joined(separator: ",\n      ") + "]"),
        ]
      }
      return JSONText.object(
        [
          ("file", JSONText.quoted(report.file.escapedForMessage())),
          ("layout", JSONText.quoted(report.layout.rawValue)),
          ("direction", JSONText.quoted(report.direction.rawValue)),
          ("screenHeight", "\(report.screenHeight)"),
          ("widths", JSONText.array(report.widths.map(String.init))),
          ("categories", JSONText.array(report.categories.map { JSONText.quoted($0.shortName) })),
        ] + languageMembers + [
          ("measures", "[\n      " + measures.joined(separator: ",\n      ") + "]"),
          ("findings", findings.isEmpty ? "[]" : "[\n      " + findings.joined(separator: ",\n      ") + "]"),
        ])
    }
    let (errors, warnings, notes) = summary(reports)
    var baseline = ""
    if let (file, known, _) = baselineCounts(reports) {
      let gone = reports.flatMap { $0.baseline?.gone ?? [] }.map { entry in
        JSONText.object([
          ("fingerprint", JSONText.quoted(entry.fingerprint)), ("rule", JSONText.quoted(entry.rule)),
          ("fixture", JSONText.quoted(entry.fixture)), ("subject", JSONText.quoted(entry.subject)),
        ])
      }
      baseline =
        ",\n \"baseline\": "
        + JSONText.object([
          ("file", JSONText.quoted(file.escapedForMessage())), ("suppressed", "\(known)"),
          ("gone", JSONText.array(gone)),
        ])
    }
    return "{\"version\": 1, \"tool\": " + JSONText.quoted("gridpreview \(version)")
      + ",\n \"fixtures\": [\n  "
      + fixtures.joined(separator: ",\n  ") + "],\n \"summary\": "
      + JSONText.object([("errors", "\(errors)"), ("warnings", "\(warnings)"), ("notes", "\(notes)")])
      + baseline + "}\n"
  }

  // MARK: SARIF

  static func sarif(_ reports: [AuditReport], version: String, currentDirectory: String?) -> String {
    // The translation rules only when languages were audited: without, the log is as it always was.
    let withLanguages = reports.contains { !$0.languages.isEmpty }
    let rules = Finding.Rule.allCases.filter { withLanguages || !$0.isAboutTranslations }
    let ruleObjects = rules.map { rule in
      JSONText.object([
        ("id", JSONText.quoted(rule.rawValue)),
        (
          "name",
          JSONText.quoted(
            rule.title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        ),
        ("shortDescription", JSONText.object([("text", JSONText.quoted(rule.title))])),
        ("fullDescription", JSONText.object([("text", JSONText.quoted(rule.help))])),
        (
          "help",
          JSONText.object([("text", JSONText.quoted(rule.help)), ("markdown", JSONText.quoted(rule.help))])
        ),
        ("defaultConfiguration", JSONText.object([("level", JSONText.quoted(level(rule.severity)))])),
      ])
    }
    var results: [String] = []
    var artifacts: [String] = []
    // The string files findings point into, each one artifact (by URI) however many fixtures use it.
    var stringArtifacts: [String: Int] = [:]
    for report in reports {
      // A file has a URI; the built-in demo, which is no file, carries its text instead, and
      // standard input has neither. Results point at their artifact by index, and by URI if any.
      var artifact: [(String, String)] = []
      var location: [(String, String)] = []
      if let text = report.embeddedText {
        artifact = [
          (
            "description",
            JSONText.object([("text", JSONText.quoted("gridpreview's built-in demo (not a file)"))])
          ),
          ("mimeType", "\"application/json\""),
          ("contents", JSONText.object([("text", JSONText.quoted(text))])),
        ]
      } else if report.file == "-" {
        artifact = [("description", JSONText.object([("text", "\"standard input\"")]))]
      } else {
        let uri = JSONText.quoted(artifactURI(for: report.file, currentDirectory: currentDirectory))
        artifact = [("location", JSONText.object([("uri", uri)]))]
        location = [("uri", uri)]
      }
      artifacts.append(JSONText.object(artifact))
      location.append(("index", "\(artifacts.count - 1)"))
      // With a baseline, the findings it holds are reported too, as unchanged and suppressed (a
      // SARIF viewer hides them), and those it holds that have gone as absent.
      let known = report.baseline?.known ?? []
      for (index, entry) in (report.entries + known).enumerated() {
        var region: [(String, String)] = []
        if let position = entry.position {
          region = [("startLine", "\(position.line)"), ("startColumn", "\(position.column)")]
        }
        var artifactLocation = location
        if let file = entry.file {
          let uri = artifactURI(for: file, currentDirectory: currentDirectory)
          let index =
            stringArtifacts[uri]
            ?? {
              artifacts.append(
                JSONText.object([("location", JSONText.object([("uri", JSONText.quoted(uri))]))]))
              stringArtifacts[uri] = artifacts.count - 1
              return artifacts.count - 1
            }()
          artifactLocation = [("uri", JSONText.quoted(uri)), ("index", "\(index)")]
        }
        var physical: [(String, String)] = [("artifactLocation", JSONText.object(artifactLocation))]
        if !region.isEmpty { physical.append(("region", JSONText.object(region))) }
        let text = "\(subject(entry)): \(entry.finding.message) (\(report.occurrenceText(of: entry)))"
        let ruleIndex = rules.firstIndex(of: entry.finding.rule).map { [("ruleIndex", "\($0)")] } ?? []
        var members =
          [("ruleId", JSONText.quoted(entry.finding.rule.rawValue))] + ruleIndex + [
            ("level", JSONText.quoted(level(entry.severity))),
            ("message", JSONText.object([("text", JSONText.quoted(text))])),
            (
              "locations",
              JSONText.array([JSONText.object([("physicalLocation", JSONText.object(physical))])])
            ),
            ("partialFingerprints", fingerprints(report.identity(of: entry).fingerprint)),
          ]
        // A finding on a translation also points at the fixture's value it names.
        if entry.file != nil, let position = entry.fixturePosition {
          let fixtureRegion = JSONText.object([
            ("startLine", "\(position.line)"), ("startColumn", "\(position.column)"),
          ])
          let what =
            entry.finding.key.map { "the fixture's `\($0)`" }
            ?? "the fixture's \(entry.finding.subject.description)"
          members.append(
            (
              "relatedLocations",
              JSONText.array([
                JSONText.object([
                  ("id", "0"),
                  (
                    "physicalLocation",
                    JSONText.object([
                      ("artifactLocation", JSONText.object(location)), ("region", fixtureRegion),
                    ])
                  ),
                  ("message", JSONText.object([("text", JSONText.quoted(what))])),
                ])
              ])
            ))
        }
        if !report.languages.isEmpty {
          members.append(
            (
              "properties",
              JSONText.object([
                (
                  "languages",
                  JSONText.array(report.languages(of: entry).map { JSONText.quoted($0.escapedForMessage()) })
                )
              ])
            ))
        }
        if let baseline = report.baseline {
          let isKnown = index >= report.entries.count
          members.append(("baselineState", isKnown ? "\"unchanged\"" : "\"new\""))
          if isKnown { members.append(("suppressions", suppressions(baseline.file))) }
        }
        results.append(JSONText.object(members))
      }
      for gone in report.baseline?.gone ?? [] {
        let ruleIndex = rules.firstIndex { $0.rawValue == gone.rule }.map { [("ruleIndex", "\($0)")] } ?? []
        let text =
          "\(gone.subject): no longer found (in the baseline \(report.baseline?.file.escapedForMessage() ?? ""), "
          + "\(gone.occurrences.isEmpty ? "" : gone.occurrences + ", ")\(gone.rule))"
        results.append(
          JSONText.object(
            [("ruleId", JSONText.quoted(gone.rule))] + ruleIndex + [
              ("kind", "\"pass\""), ("level", "\"none\""),
              ("message", JSONText.object([("text", JSONText.quoted(text))])),
              (
                "locations",
                JSONText.array([
                  JSONText.object([
                    ("physicalLocation", JSONText.object([("artifactLocation", JSONText.object(location))]))
                  ])
                ])
              ),
              ("partialFingerprints", fingerprints(gone.fingerprint)), ("baselineState", "\"absent\""),
            ]))
      }
    }
    let driver = JSONText.object([
      ("name", "\"gridpreview\""), ("semanticVersion", JSONText.quoted(version)),
      ("rules", "[\n        " + ruleObjects.joined(separator: ",\n        ") + "]"),
    ])
    return
      "{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", \"version\": \"2.1.0\",\n \"runs\": [{\n"
      + "  \"tool\": {\"driver\": " + driver + "},\n"
      // `SourcePosition` counts Unicode scalars; SARIF's default is UTF-16 code units.
      + "  \"columnKind\": \"unicodeCodePoints\",\n"
      + "  \"artifacts\": " + JSONText.array(artifacts) + ",\n"
      + "  \"results\": [" + (results.isEmpty ? "" : "\n    " + results.joined(separator: ",\n    "))
      + "]}]}\n"
  }

  /// A measure in JSON: width, size, columns, content height, and its language when there are some.
  func json(_ measure: Measure) -> String {
    JSONText.object(
      [
        ("width", "\(measure.width)"), ("category", JSONText.quoted(measure.category.shortName)),
        (
          "columns",
          JSONText.object([
            ("min", "\(measure.columns.lowerBound)"), ("max", "\(measure.columns.upperBound)"),
          ])
        ),
        ("contentHeight", "\(measure.contentHeight)"),
      ] + languageMember(measure.language))
  }

  /// `("language", "de")` for a measure's or occurrence's language; nothing without languages.
  func languageMember(_ language: Int) -> [(String, String)] {
    languages.indices.contains(language)
      ? [("language", JSONText.quoted(languages[language].escapedForMessage()))] : []
  }

  /// SARIF's `partialFingerprints` of a finding.
  static func fingerprints(_ fingerprint: String) -> String {
    JSONText.object([(FindingIdentity.sarifKey, JSONText.quoted(fingerprint))])
  }

  /// SARIF's `suppressions` of a finding the baseline holds.
  static func suppressions(_ file: String) -> String {
    JSONText.array([
      JSONText.object([
        ("kind", "\"external\""), ("status", "\"accepted\""),
        ("justification", JSONText.quoted("in the audit baseline \(file.escapedForMessage())")),
      ])
    ])
  }

  /// SARIF's level for a severity.
  static func level(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// The URI SARIF gives a fixture's file, for GitHub code scanning, which wants paths relative to
  /// the repository (the audit is run from its root): a path under `currentDirectory` (relative,
  /// or absolute and inside it) as a relative URI from there, with `.` and `..` resolved; any other
  /// as an absolute `file:` URI. Without a current directory, a relative path stays relative.
  /// Percent-encoded as `uri(_:)`.
  public static func artifactURI(for path: String, currentDirectory: String?) -> String {
    let isAbsolute = path.hasPrefix("/")
    let base = isAbsolute ? [] : (currentDirectory.map(components) ?? [])
    // Resolved lexically; `..` above the root stays at the root, as the kernel does.
    var resolved: [Substring] = []
    var above = 0
    for part in base + components(path) {
      if part == ".." {
        if resolved.popLast() == nil { above += 1 }
      } else {
        resolved.append(part)
      }
    }
    if let currentDirectory {
      let directory = components(currentDirectory)
      if resolved.starts(with: directory), resolved.count > directory.count {
        return uri(resolved.dropFirst(directory.count).joined(separator: "/"))
      }
      return "file://" + uri("/" + resolved.joined(separator: "/"))
    }
    if isAbsolute { return "file://" + uri("/" + resolved.joined(separator: "/")) }
    return uri((Array(repeating: "..", count: above) + resolved).joined(separator: "/"))
  }

  /// A path's names, without empty ones or `.`.
  static func components(_ path: String) -> [Substring] {
    path.split(separator: "/").filter { $0 != "." }
  }

  /// A relative URI reference for a path: unreserved characters and `/` as they are, every other
  /// byte (spaces, non-ASCII, a byte of a name that is not UTF-8) percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in ByteString.bytes(of: path) {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }

  // MARK: Markdown

  /// Text for Markdown that renders as itself (a fixture's titles and words, file names, messages
  /// quoting them), on GitHub too: escaped for a message first; then every character that could
  /// start emphasis, strikethrough, a code span, a link, a table cell, math (`$`) or an autolink
  /// (`http:`, `www.`) escaped with a backslash, as CommonMark allows for any ASCII punctuation;
  /// `<`, `>`, `&` written as HTML entities, so no tag or entity of the text's own reaches the page;
  /// and an empty HTML comment after `@`, as GitHub finds e-mail addresses in the text after
  /// escapes are undone. Inside a table cell, where no line starts, that is all that matters.
  static func markdownText(_ text: String) -> String {
    var out = ""
    for scalar in text.escapedForMessage().unicodeScalars {
      switch scalar {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "@": out += "@<!-- -->"
      case "\\", "`", "*", "_", "~", "[", "]", "|", "$", ":", ".":
        out += "\\"
        out.unicodeScalars.append(scalar)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Text from outside as a code span, literal whatever it holds: fenced by one more backtick than
  /// its longest run of them (padded with spaces when it starts or ends with one), and in a table
  /// its `|` escaped, as GitHub's tables require even inside code.
  static func markdownCode(_ text: String, inTable: Bool) -> String {
    var code = text.escapedForMessage()
    if inTable { code = code.replacing("|", with: "\\|") }
    var longest = 0
    var run = 0
    for character in code {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = code.hasPrefix("`") || code.hasSuffix("`") || code.hasPrefix(" ") || code.hasSuffix(" ")
    return fence + (padded ? " " + code + " " : code) + fence
  }

  static func markdown(_ reports: [AuditReport]) -> String {
    var out = ""
    for report in reports {
      out += "### \(markdownCode(report.file, inTable: false)) — \(report.layoutLabel)\n\n"
      if !report.languages.isEmpty {
        out +=
          "Languages: \(report.languages.map { markdownCode($0, inTable: false) }.joined(separator: ", ")).\n\n"
      }
      out += "| width | " + report.categories.map(\.shortName).joined(separator: " | ") + " |\n"
      out += "|---:|" + String(repeating: "---:|", count: report.categories.count) + "\n"
      for width in report.widths {
        out +=
          "| \(width) | "
          + report.categories.map { report.cellText(width: width, category: $0) }.joined(separator: " | ")
          + " |\n"
      }
      out +=
        report.languages.isEmpty
        ? "\nColumns · content rows at each width (columns of the terminal) and text size.\n\n"
        : "\nColumns · content rows · the tallest language at each width (columns of the terminal) and text size.\n\n"
      if report.entries.isEmpty {
        out += report.baseline == nil ? "No findings.\n\n" : "No new findings.\n\n"
        continue
      }
      out += "| | where | finding | sizes and widths |\n|---|---|---|---|\n"
      for entry in report.entries {
        let icon = entry.severity == .error ? "❌ error" : entry.severity == .warning ? "⚠️ warning" : "ℹ️ note"
        let position = entry.position.map { ":\($0.line):\($0.column)" } ?? ""
        out +=
          "| \(icon) | \(markdownCode((entry.file ?? report.file) + position, inTable: true)) \(markdownText(subject(entry))) | "
          + "**\(entry.finding.rule.rawValue)**: \(markdownText(entry.finding.message)) | "
          + "\(report.languages.isEmpty ? entry.occurrenceText : markdownText(report.occurrenceText(of: entry))) |\n"
      }
      out += "\n"
    }
    let (errors, warnings, notes) = summary(reports)
    out +=
      "**\(counted(errors, "error", "errors")), \(counted(warnings, "warning", "warnings")), "
      + "\(counted(notes, "note", "notes"))** in \(counted(reports.count, "fixture", "fixtures"))"
      + (baselineCounts(reports) == nil ? "" : " not in the baseline") + ".\n"
    if let line = baselineLine(reports) { out += "\n" + markdownText(line) + ".\n" }
    return out
  }
}

extension Finding.Rule {
  /// Whether the rule is about translations, found by `audit --languages` only.
  var isAboutTranslations: Bool { self == .translationMissing || self == .translationNeedsReview }
}
