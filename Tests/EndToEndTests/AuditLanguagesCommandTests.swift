import Foundation
import GridTestSupport
import Testing

/// `gridpreview audit --languages` end to end: SARIF valid and pointing at the translations in the
/// string files (checked against the files' text), the table's tallest language, the notes, the
/// options and their errors, `.lproj` folders, and the example docs/languages.md shows.
@Suite struct AuditLanguagesCommandTests {
  static let sample = "Fixtures/localized.json"
  static let catalog = "Fixtures/Localizable.xcstrings"

  /// `gridpreview audit …` from the repository's root, as CI runs it.
  static func audit(_ arguments: [String]) throws -> Executable.Output {
    try Executable.run(["audit"] + arguments, directory: Executable.repository)
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The lines of a file, each as Unicode scalars (columns count scalars, as the SARIF run says).
  static func lines(of path: String) throws -> [[Unicode.Scalar]] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .map { Array($0.unicodeScalars) }
  }

  /// The JSON string literal that starts at `column` of `line` (its opening quote), decoded.
  static func stringLiteral(in line: [Unicode.Scalar], at column: Int) -> String? {
    guard column >= 1, column <= line.count, line[column - 1] == "\"" else { return nil }
    var end = column
    var escaped = false
    while end < line.count {
      if escaped {
        escaped = false
      } else if line[end] == "\\" {
        escaped = true
      } else if line[end] == "\"" {
        break
      }
      end += 1
    }
    guard end < line.count else { return nil }
    let literal = String(String.UnicodeScalarView(line[(column - 1)...end]))
    return (try? JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed))
      as? String
  }

  /// Every value of a String Catalog (units, plural forms, device variations, substitutions) by
  /// language, read with Foundation.
  static func catalogValues(_ path: String) throws -> (values: [String: Set<String>], keys: Set<String>) {
    let root = try json(String(contentsOfFile: path, encoding: .utf8))
    let strings = try #require(root["strings"] as? [String: Any])
    var values: [String: Set<String>] = [:]
    func collect(_ object: Any, language: String) {
      if let dictionary = object as? [String: Any] {
        if let unit = dictionary["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
          values[language, default: []].insert(value)
        }
        for (key, member) in dictionary where key != "stringUnit" { collect(member, language: language) }
      }
    }
    for case let entry as [String: Any] in strings.values {
      for (language, localization) in entry["localizations"] as? [String: Any] ?? [:] {
        collect(localization, language: language)
      }
    }
    return (values, Set(strings.keys))
  }

  /// The acceptance test: valid SARIF 2.1.0 whose every location into the catalog is, in the
  /// catalog's text, the opening quote of a value of one of the result's languages (or the
  /// source language's, shown in their place) — or, for a note, the string's key.
  @Test(
    .enabled(if: SchemaCheck.python() != nil, Comment(rawValue: SchemaCheck.unavailable)))
  func sarifValidatesAndPointsAtTheTranslations() throws {
    let python = try #require(SchemaCheck.python())
    let output = try Self.audit([
      Self.sample, "--languages", "all", "--format", "sarif", "--fail-on", "never",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let validation = try SchemaCheck.validate(output.stdout, python: python)
    #expect(validation.status == 0, "\(validation.output)")
    let run = try #require((try Self.json(output.stdout)["runs"] as? [[String: Any]])?.first)
    let artifacts = try #require(run["artifacts"] as? [[String: Any]])
    #expect(
      artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String } == [
        Self.sample, Self.catalog,
      ])
    let catalogPath = Executable.repository.appendingPathComponent(Self.catalog).path
    let lines = try Self.lines(of: catalogPath)
    let (values, keys) = try Self.catalogValues(catalogPath)
    let results = try #require(run["results"] as? [[String: Any]])
    var checked = (values: 0, keys: 0)
    for result in results {
      let physical = try #require(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
      let languages = try #require((result["properties"] as? [String: Any])?["languages"] as? [String])
      let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
      #expect(!languages.isEmpty && message.contains(languages.joined(separator: ", ") + ":"), "\(message)")
      guard uri == Self.catalog else {
        #expect(uri == Self.sample)
        continue
      }
      let region = try #require(physical["region"] as? [String: Any])
      let line = try #require(region["startLine"] as? Int)
      let column = try #require(region["startColumn"] as? Int)
      let literal = try #require(Self.stringLiteral(in: lines[line - 1], at: column), "\(line):\(column)")
      let rule = result["ruleId"] as? String ?? ""
      if rule.hasPrefix("translation-") {
        #expect(keys.contains(literal), "\(rule) at \(line):\(column) is the key: \(literal)")
        #expect(
          String(String.UnicodeScalarView(lines[line - 1][(column - 1)...])).hasPrefix("\"\(literal)\" : {"))
        checked.keys += 1
      } else {
        // The value in one of its languages, or the source language's shown through fallback.
        let possible = (languages + ["en"]).reduce(into: Set<String>()) { $0.formUnion(values[$1] ?? []) }
        #expect(
          possible.contains(literal), "\(rule) at \(line):\(column): \(literal) is no value of \(languages)")
        checked.values += 1
      }
      // And the text reference in the fixture beside it.
      let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
      let fixtureLocation = try #require(related["physicalLocation"] as? [String: Any])
      #expect((fixtureLocation["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.sample)
    }
    #expect(checked.values >= 20 && checked.keys == 2, "\(checked)")
  }

  @Test func theTextReportShowsTheTallestLanguageAndPointsAtTheCatalog() throws {
    let output = try Self.audit([Self.sample, "--languages", "de,ja", "--widths", "40,60"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasPrefix("\(Self.sample) — grid, 12 sizes × 2 widths × 2 languages (de, ja)\n"))
    // Every cell names a language; German is the longer text.
    let rows = output.stdoutLines.filter { $0.hasPrefix("   40 ") || $0.hasPrefix("   60 ") }
    #expect(rows.count == 2 && rows.allSatisfy { $0.contains(" de") })
    #expect(output.stdout.contains("\(Self.catalog):55:23: warning [word-broken] “Kaffeebohnen”"))
    #expect(output.stdout.contains("note [translation-needs-review]"))
    #expect(output.stdout.contains("(ja: every size and width)"))
    // Japanese's two notes: order.scan missing, one string still to review.
    #expect(output.stdoutLines.last?.wholeMatch(of: /0 errors, \d+ warnings, 2 notes in 1 fixture/) != nil)
    // Notes fail at --fail-on note.
    #expect(try Self.audit([Self.sample, "--languages", "ja", "--fail-on", "note"]).status == 1)
  }

  /// Without --languages the sample is audited in its source language and every finding points
  /// into the fixture, as before.
  @Test func withoutLanguagesNothingChanges() throws {
    let output = try Self.audit([Self.sample, "--fail-on", "never"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("\(Self.sample) — grid, 12 sizes × 4 widths\n"))
    #expect(!output.stdout.contains("xcstrings") && !output.stdout.contains("translation-"))
    // `all` of a fixture without string files adds nothing: the plain audit.
    #expect(try Self.audit(["--languages", "all"]).stdout == (try Self.audit([])).stdout)
  }

  @Test(arguments: [
    (
      [sample, "--languages", "xx"], 64,
      "gridpreview: unknown language 'xx': the string files have ar, de, en, ja, ru, th; or a pseudolanguage: pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl\n"
    ),
    (
      ["--languages", "de"], 64,
      "gridpreview: unknown language 'de': the fixture names no string files; a pseudolanguage: pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl\n"
    ),
  ])
  func aLanguageTheFilesLackIsAUsageError(_ arguments: [String], _ status: Int32, _ message: String) throws {
    let output = try Self.audit(arguments)
    #expect(output.status == status)
    #expect(output.stderr == message)
  }

  @Test(arguments: ["", "de,,ja", ",", "de ja", "all;de"])
  func aBadListIsAUsageError(_ list: String) throws {
    let output = try Self.audit([Self.sample, "--languages", list])
    #expect(output.status == 64)
    #expect(
      output.stderr.contains("--languages takes all or language codes separated by commas"),
      "\(output.stderr)")
  }

  /// One fixture whose string files lack a language beside one that has it: the other is still
  /// audited, and the exit status is the usage error's.
  @Test func aFixtureLackingALanguageDoesNotStopTheOthers() throws {
    let output = try Self.audit([Self.sample, "Fixtures/demo.json", "--languages", "de", "--format", "json"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("unknown language 'de': the fixture names no string files"))
    let fixtures = try #require(try Self.json(output.stdout)["fixtures"] as? [[String: Any]])
    #expect(fixtures.map { $0["file"] as? String } == [Self.sample])
  }

  /// Pseudolanguages work on any fixture; the demo's literal text keeps pointing into the demo.
  @Test func pseudolanguagesAuditTheDemo() throws {
    let output = try Self.audit(["--languages", "pseudo-double,pseudo-accented", "--widths", "40"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("× 2 languages (pseudo-double, pseudo-accented)"))
    #expect(output.stdout.contains("built-in demo:21:36: warning [word-broken] “sweet.”"))
    #expect(output.stdout.contains("“[Åppļé]”"), "the accented word is a finding of its own")
  }

  /// A folder of `.lproj` folders: a finding at the entry in `de.lproj/Localizable.strings` (its
  /// value's quote), one at a `.stringsdict` plural form, and the missing translation at the
  /// source language's entry.
  @Test func lprojFindingsPointAtTheirEntries() throws {
    let folder = try TemporaryFolder()
    for language in ["en", "de"] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent("Res/\(language).lproj"), withIntermediateDirectories: true)
    }
    try folder.write(
      "/* Cart */\n\"title\" = \"Cart\";\n\"body\" = \"Everything you picked\";\n",
      to: "Res/en.lproj/Localizable.strings")
    // UTF-16 with a byte order mark, as Xcode once wrote them.
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in "// Titel\n\"title\" = \"Warenkorbübersicht\";\n".utf16 {
      utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    try folder.write(Data(utf16), to: "Res/de.lproj/Localizable.strings")
    try folder.writeStringsdict(
      key: "count", format: "%#@n@",
      forms: ["one": "%d Bestellposition", "other": "%d Bestellungspositionen"],
      to: "Res/de.lproj/Localizable.stringsdict")
    try folder.write(
      #"{"strings": ["Res"], "columns": 2, "sections": [{"items": [{"title": {"key": "title"}, "text": {"key": "body"}}, "#
        + #"{"text": {"key": "count", "arguments": [4]}}]}]}"#, to: "f.json")
    let output = try Executable.run(
      ["audit", "f.json", "--languages", "de", "--widths", "40", "--categories", "AX3", "--format", "json"],
      directory: folder.url)
    #expect(output.status == 0, "\(output.stderr)")
    let findings = try #require(
      (try Self.json(output.stdout)["fixtures"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    func at(_ finding: [String: Any]) throws -> (file: String, text: String) {
      let file = try #require(finding["file"] as? String)
      let line = try #require(finding["line"] as? Int)
      let column = try #require(finding["column"] as? Int)
      let text: String
      if file.hasSuffix("de.lproj/Localizable.strings") {
        let bytes = try Data(contentsOf: folder.url.appendingPathComponent(file))
        text = try #require(String(data: bytes, encoding: .utf16))
      } else {
        text = try String(contentsOfFile: folder.path(file), encoding: .utf8)
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      return (file, String(String.UnicodeScalarView(lines[line - 1].unicodeScalars.dropFirst(column - 1))))
    }
    let words = findings.filter { $0["rule"] as? String == "word-broken" }
    let located = try words.map(at)
    #expect(
      located.contains { $0 == ("Res/de.lproj/Localizable.strings", "\"Warenkorbübersicht\";") }, "\(located)"
    )
    #expect(
      located.contains {
        $0 == ("Res/de.lproj/Localizable.stringsdict", "<string>%d Bestellungspositionen</string>")
      },
      "\(located)")
    let missing = try #require(findings.first { $0["rule"] as? String == "translation-missing" })
    #expect(try at(missing) == ("Res/en.lproj/Localizable.strings", "\"body\" = \"Everything you picked\";"))
    #expect(missing["languages"] as? [String] == ["de"])
  }

  /// A baseline written with languages suppresses the same audit's every finding.
  @Test func baselinesWorkAcrossLanguages() throws {
    let folder = try TemporaryFolder()
    let baseline = folder.path("baseline.json")
    let options = [Self.sample, "--languages", "all", "--widths", "40,80"]
    #expect(try Self.audit(options + ["--write-baseline", baseline]).status == 0)
    let again = try Self.audit(options + ["--baseline", baseline, "--fail-on", "note"])
    #expect(again.status == 0, "\(again.stdout)")
    #expect(again.stdout.contains("0 errors, 0 warnings, 0 notes in 1 fixture not in the baseline"))
    // Other languages are other findings.
    let other = try Self.audit([
      Self.sample, "--languages", "de", "--widths", "40,80", "--baseline", baseline,
    ])
    #expect(other.stdout.contains("baseline findings gone"), "\(other.stdout)")
  }

  /// The example in docs/languages.md is what the command it names prints today.
  @Test func theLanguagesPageShowsWhatAuditPrints() throws {
    let page = try String(
      contentsOf: Executable.repository.appendingPathComponent("docs/languages.md"), encoding: .utf8)
    let section = try #require(page.components(separatedBy: "## Auditing every language").dropFirst().first)
    let command = try #require(
      section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n").first)
    let block = try #require(
      section.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "\n```").first)
    let arguments = command.split(separator: " ").map(String.init)
    #expect(arguments.first == "gridpreview")
    let output = try Executable.run(Array(arguments.dropFirst()), directory: Executable.repository)
    #expect(output.stdout.trimmingCharacters(in: .newlines) == block)
  }
}
