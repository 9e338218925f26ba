import Foundation
import GridTestSupport
import Testing

/// `audit --write-baseline` and `audit --baseline` as CI runs them: what is recorded, what is
/// reported after an edit, the counts on the last line, and the exit statuses.
@Suite struct AuditBaselineCommandTests {
  /// Item 0.0 is cut by its height (an error); item 0.1 has a broken word (a warning).
  static let fixture = """
    {"columns": 1, "sections": [{"items": [
      {"text": "one two three four five six seven eight nine ten", "height": 2},
      {"text": "abcdefghijklmnopqrstuvwxyzabcdefghij"}
    ]}]}
    """

  static let options = ["--widths", "30", "--categories", "L"]

  @Test func aBaselineSuppressesKnownFindingsAndReportsNewOnes() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.fixture, to: "grid.json")
    let baseline = folder.url.appendingPathComponent("audit-baseline.json").path
    let written = try Executable.run(["audit", path, "--write-baseline", baseline] + Self.options)
    #expect(written.status == 0, "writing a baseline records the errors, it does not fail: \(written.stderr)")
    #expect(written.stderr.contains("wrote 2 findings to \(baseline)"), "\(written.stderr)")
    let document = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(document.hasPrefix("{\"format\": \"gridpreview-audit-baseline\", \"version\": 1,"))
    #expect(document.contains("\"rule\": \"text-cut-by-height\""))

    let clean = try Executable.run(["audit", path, "--baseline", baseline] + Self.options)
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(!clean.stdout.contains("[text-cut-by-height]"))
    let lines = clean.stdout.split(separator: "\n")
    #expect(
      lines.suffix(2) == [
        "0 errors, 0 warnings, 0 notes in 1 fixture not in the baseline",
        "Baseline \(baseline): 2 known findings suppressed, 0 baseline findings gone",
      ])

    // Lines added above and the file reformatted: still nothing new.
    let reformatted = "\n\n" + Self.fixture.replacingOccurrences(of: "\n  ", with: "\n      ")
    _ = try folder.write(reformatted, to: "grid.json")
    #expect(try Executable.run(["audit", path, "--baseline", baseline] + Self.options).status == 0)

    // The word fixed, a new item cut by its height: one new error, one gone.
    let edited = Self.fixture.replacingOccurrences(
      of: #"{"text": "abcdefghijklmnopqrstuvwxyzabcdefghij"}"#,
      with: #"{"text": "abc def"}, {"text": "a new text that is cut by its height here", "height": 1}"#)
    _ = try folder.write(edited, to: "grid.json")
    let failing = try Executable.run(["audit", path, "--baseline", baseline] + Self.options)
    #expect(failing.status == 1)
    #expect(failing.stdout.contains("item 0.2"), "\(failing.stdout)")
    #expect(!failing.stdout.contains("item 0.0"), "the known error is suppressed: \(failing.stdout)")
    #expect(
      failing.stdout.hasSuffix(
        "1 error, 0 warnings, 0 notes in 1 fixture not in the baseline\n"
          + "Baseline \(baseline): 1 known finding suppressed, 1 baseline finding gone (--write-baseline to drop it)\n"
      ), "\(failing.stdout)")
    // Every format respects it.
    let json = try Executable.run(["audit", path, "--baseline", baseline, "--format", "json"] + Self.options)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(
      (object["fixtures"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    let summary = try #require(object["baseline"] as? [String: Any])
    #expect(summary["suppressed"] as? Int == 1)
    #expect((summary["gone"] as? [[String: Any]])?.first?["rule"] as? String == "word-broken")
    let markdown = try Executable.run(
      ["audit", path, "--baseline", baseline, "--format", "markdown"] + Self.options)
    #expect(markdown.stdout.contains("1 known finding suppressed"), "\(markdown.stdout)")
    let sarif = try Executable.run(
      ["audit", path, "--baseline", baseline, "--format", "sarif"] + Self.options)
    let run = try #require(
      (try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"]
        as? [[String: Any]])
    let states = (run.first?["results"] as? [[String: Any]] ?? []).compactMap {
      $0["baselineState"] as? String
    }
    #expect(states.sorted() == ["absent", "new", "unchanged"])
    // --fail-on counts new findings only.
    #expect(
      try Executable.run(["audit", path, "--baseline", baseline, "--fail-on", "never"] + Self.options).status
        == 0)
  }

  @Test func baselinesThatCannotBeUsedExitAsFixturesDo() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.fixture, to: "grid.json")
    let missing = try Executable.run(["audit", path, "--baseline", "/nonexistent/b.json"])
    #expect(missing.status == 66)
    #expect(missing.stderr == "gridpreview: /nonexistent/b.json: no such file\n", "\(missing.stderr)")
    let broken = try folder.write(
      "{\"format\": \"gridpreview-audit-baseline\",\n \"version\": 1,", to: "b.json")
    let invalid = try Executable.run(["audit", path, "--baseline", broken])
    #expect(invalid.status == 65)
    #expect(invalid.stdout.isEmpty, "nothing is audited against a broken baseline")
    let line = try #require(invalid.stderr.split(separator: "\n").first)
    #expect(invalid.stderr.split(separator: "\n").count == 1, "\(invalid.stderr)")
    #expect(line.hasPrefix("gridpreview: \(broken):2:15: not an audit baseline: "), "\(line)")
    let fixtureAsBaseline = try Executable.run(["audit", path, "--baseline", path])
    #expect(fixtureAsBaseline.status == 65)
    #expect(
      fixtureAsBaseline.stderr.contains("not an audit baseline: `format` must be"),
      "\(fixtureAsBaseline.stderr)")
    let empty = try folder.write("", to: "empty.json")
    #expect(try Executable.run(["audit", path, "--baseline", empty]).status == 65)
    let both = try Executable.run(["audit", path, "--baseline", broken, "--write-baseline", broken])
    #expect(both.status == 64)
    #expect(both.stderr.contains("give --baseline or --write-baseline, not both"))
    // A baseline that cannot be created: 73; one from an audit whose fixture is broken: not written.
    let uncreatable = try Executable.run(["audit", path, "--write-baseline", "/nonexistent/b.json"])
    #expect(uncreatable.status == 73, "\(uncreatable.stderr)")
    let target = folder.url.appendingPathComponent("new.json").path
    let partial = try Executable.run(["audit", path, empty, "--write-baseline", target])
    #expect(partial.status == 65)
    #expect(partial.stderr.contains("baseline not written"))
    #expect(!FileManager.default.fileExists(atPath: target))
  }
}
