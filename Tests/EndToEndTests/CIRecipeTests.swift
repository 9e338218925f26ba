import Foundation
import GridTestSupport
import Testing

/// docs/ci.md's recipe, end to end: `docs/gridpreview-ci.sh` on the sample project in
/// `Examples/ci-sample` (a fixture, a baseline, snapshots), unchanged and after a change.
@Suite struct CIRecipeTests {
  static let script = Executable.repository.appendingPathComponent("docs/gridpreview-ci.sh").path
  static let sample = Executable.repository.appendingPathComponent("Examples/ci-sample")

  /// A copy of the sample project in a temporary folder, and the project's folder in it.
  static func project() throws -> (TemporaryFolder, URL) {
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    for name in ["fixtures", "gridpreview-baseline.json", "__Snapshots__"] {
      try FileManager.default.copyItem(
        at: sample.appendingPathComponent(name), to: project.appendingPathComponent(name))
    }
    return (folder, project)
  }

  /// Runs the script on `project` with the built binary.
  static func check(_ project: URL) throws -> ChildRun {
    var environment = Executable.baseEnvironment
    environment["GRIDPREVIEW"] = Executable.path
    return try ChildRun.run(
      "/bin/bash", [script, project.path], environment: environment, timeout: 120)
  }

  @Test func anUnchangedProjectPasses() throws {
    let (folder, project) = try Self.project()
    _ = folder
    let run = try Self.check(project)
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(run.stdout.contains("0 errors, 0 warnings, 0 notes in 1 fixture not in the baseline"))
    #expect(run.stdout.contains("13 known findings suppressed, 0 baseline findings gone"))
    #expect(run.stdout.contains("4 cases in __Snapshots__: 0 recorded, 0 changed, 4 unchanged"))
    let sarif = try Data(contentsOf: project.appendingPathComponent("audit.sarif"))
    let json = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
    #expect(json["version"] as? String == "2.1.0")
    #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("snapshots.html").path))
  }

  /// An item added to the second section: the audit reports that item's findings and nothing else,
  /// every snapshot case it moves fails, and the check exits 1; the baseline and snapshots are left
  /// as they were.
  @Test func aChangeShowsExactlyItsFindingsAndTheSnapshotsItMoves() throws {
    let (folder, project) = try Self.project()
    _ = folder
    let fixture = project.appendingPathComponent("fixtures/cards.json")
    let before = try String(contentsOf: fixture, encoding: .utf8)
    let anchor = #"{"title": "Appearance", "text": "Light, dark, or automatic.", "maxLines": 1}"#
    #expect(before.contains(anchor))
    let changed = before.replacingOccurrences(
      of: anchor,
      with: anchor
        + ",\n        {\"title\": \"Accessibility\", \"text\": \"Larger text, bold text and reduced motion.\"}"
    )
    try changed.write(to: fixture, atomically: true, encoding: .utf8)
    let baseline = try Data(contentsOf: project.appendingPathComponent("gridpreview-baseline.json"))

    let run = try Self.check(project)
    #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
    // The audit's subjects: only the new item.
    let subjects = run.stdout.split(separator: "\n").filter {
      $0.hasPrefix("item ") || $0.hasPrefix("section ")
    }
    #expect(subjects == ["item 1.2 “Accessibility”"], "\(run.stdout)")
    #expect(run.stdout.contains("[word-broken] “Accessibility”"))
    #expect(run.stdout.contains("13 known findings suppressed, 0 baseline findings gone"))
    #expect(
      run.stdout.contains("4 cases in __Snapshots__: 0 recorded, 4 changed, 0 unchanged"), "\(run.stdout)")
    // SARIF: the new findings are `new`, the known ones `unchanged`, each with a fingerprint.
    let sarif = try Data(contentsOf: project.appendingPathComponent("audit.sarif"))
    let json = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
    let results = try #require(((json["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
    let states = results.compactMap { $0["baselineState"] as? String }
    #expect(states.count == results.count && states.filter { $0 == "unchanged" }.count == 13)
    #expect(states.contains("new"))
    #expect(results.allSatisfy { ($0["partialFingerprints"] as? [String: String])?.isEmpty == false })
    // The report shows the change; nothing the project committed was rewritten.
    let report = try String(contentsOf: project.appendingPathComponent("snapshots.html"), encoding: .utf8)
    #expect(report.contains("<svg"))
    #expect(try Data(contentsOf: project.appendingPathComponent("gridpreview-baseline.json")) == baseline)
    let recorded = try String(
      contentsOf: project.appendingPathComponent("__Snapshots__/cards/w40-L.txt"), encoding: .utf8)
    #expect(!recorded.contains("Accessibility"))
  }

  /// The workflow on the page is YAML that runs the script and keeps the two files it writes.
  @Test func theWorkflowRunsTheScriptAndKeepsItsFiles() throws {
    let page = try String(
      contentsOf: Executable.repository.appendingPathComponent("docs/ci.md"), encoding: .utf8)
    let workflow = try #require(
      page.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "\n```").first)
    #expect(workflow.contains("run: scripts/gridpreview-ci.sh ."))
    #expect(workflow.contains("sarif_file: audit.sarif") && workflow.contains("path: snapshots.html"))
    guard let python = Tool.path(named: "python3"),
      (try? ChildRun.run(python, ["-c", "import yaml"]).status) == 0
    else { return }
    let parsed = try ChildRun.run(
      python, ["-c", "import sys, yaml; d = yaml.safe_load(sys.stdin); print(sorted(d['jobs']['layout']))"],
      input: Data(workflow.utf8))
    #expect(parsed.status == 0, "\(parsed.stderr)")
    #expect(parsed.stdout.contains("'steps'"))
  }
}
