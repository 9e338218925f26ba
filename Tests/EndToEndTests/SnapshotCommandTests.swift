import Foundation
import GridTestSupport
import Testing

/// `gridpreview snapshot`: recording, comparing byte for byte, --update, the report.
@Suite struct SnapshotCommandTests {
  static let fixture = """
    {"columns": 2, "sections": [{"items": [
      {"text": "short"},
      {"text": "a longer text that wraps onto several lines at this width"},
      {"text": "third"}
    ]}]}
    """

  @Test func aSnapshotIsRecordedComparedAndOnlyUpdatedWhenAsked() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.fixture, to: "grid.json")
    let dir = folder.url.appendingPathComponent("__Snapshots__").path
    let arguments = ["snapshot", path, "--widths", "30,50", "--categories", "L,AX2", "--dir", dir]
    let first = try Executable.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout.contains("recorded \(path) at width 30, L: \(dir)/grid/w30-L.txt"), "\(first.stdout)")
    #expect(
      first.stdout.hasSuffix("4 cases in \(dir): 4 recorded, 0 changed, 0 unchanged\n"), "\(first.stdout)")
    // The files are what render --color never and layout print.
    let render = try Executable.run([
      "render", path, "--width", "50", "--category", "AX2", "--color", "never",
    ])
    let layout = try Executable.run(["layout", path, "--width", "50", "--category", "AX2"])
    let text = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/grid/w50-AX2.txt"))
    #expect([UInt8](text) == render.stdoutBytes)
    #expect(
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/grid/w50-AX2.json"))) == layout.stdoutBytes)

    let again = try Executable.run(arguments)
    #expect(again.status == 0)
    #expect(again.stdout == "4 cases in \(dir): 0 recorded, 0 changed, 4 unchanged\n")

    // Item 0 now drives row 0 and makes it taller.
    _ = try folder.write(
      Self.fixture.replacingOccurrences(
        of: #"{"text": "short"}"#,
        with:
          #"{"text": "now the first text is by far the longest of the two in its row, and wraps a lot more"}"#
      ),
      to: "grid.json")
    let report = folder.url.appendingPathComponent("report.html").path
    let changed = try Executable.run(arguments + ["--report", report])
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("changed \(path) at width 30, L\n"), "\(changed.stdout)")
    #expect(changed.stdout.contains("now driven by item 0.0, was item 0.1"), "\(changed.stdout)")
    #expect(changed.stdout.contains("section 0, row 0 (items 0.0, 0.1): "), "\(changed.stdout)")
    #expect(
      changed.stdout.contains("--- \(dir)/grid/w30-L.txt (recorded)\n+++ \(path) at width 30, L (now)\n@@ "))
    #expect(
      changed.stdout.hasSuffix(
        ": 0 recorded, 4 changed, 0 unchanged\nsnapshot --update accepts the changes\n"))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: "\(dir)/grid/w50-AX2.txt")) == text,
      "a comparison writes nothing")
    let page = try String(contentsOfFile: report, encoding: .utf8)
    #expect(page.components(separatedBy: "<svg ").count - 1 == 8, "two pictures for each of 4 cases")

    let updated = try Executable.run(arguments + ["--update"])
    #expect(updated.status == 0, "\(updated.stdout)")
    #expect(updated.stdout.contains("updated \(path) at width 50, AX2"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/grid/w50-AX2.txt")) != text)
    #expect(try Executable.run(arguments).status == 0)
  }

  /// A `--dir` that cannot be made says which folder could not be made and why, and exits 73
  /// (`EX_CANTCREAT`), not Foundation's "The operation could not be completed".
  @Test func aSnapshotFolderThatCannotBeMadeIsNamedWithTheReason() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.fixture, to: "grid.json")
    try folder.write("a file, not a folder", to: "blocker")
    let blocked = try Executable.run(
      ["snapshot", path, "--widths", "30", "--dir", "blocker/snaps"], directory: folder.url)
    #expect(blocked.status == 73)
    #expect(
      blocked.stderrLines == [
        "gridpreview: cannot create the folder 'blocker' (for 'blocker/snaps/grid'): a file that is not a folder is in the way"
      ], "\(blocked.stderr)")
    let below = try Executable.run(
      ["snapshot", path, "--widths", "30", "--dir", "blocker/snaps/deeper"], directory: folder.url)
    #expect(below.status == 73)
    #expect(below.stderr.contains("cannot create the folder 'blocker' (for 'blocker/snaps/deeper/grid')"))
    #expect(!below.stderr.contains("NSCocoaErrorDomain"))
  }

  @Test func badArgumentsAndFilesExitAsTheOtherCommands() throws {
    let folder = try TemporaryFolder()
    #expect(try Executable.run(["snapshot"], directory: folder.url).status == 64)
    #expect(try Executable.run(["snapshot", "x.json", "--widths", "0"], directory: folder.url).status == 64)
    #expect(
      try Executable.run(["snapshot", "x.json", "--languag", "ar"], directory: folder.url).status == 64)
    let missing = try Executable.run(["snapshot", "/nonexistent.json"], directory: folder.url)
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("/nonexistent.json: no such file"))
    let broken = try folder.write("{", to: "broken.json")
    #expect(try Executable.run(["snapshot", broken], directory: folder.url).status == 65)
    // Two files of one name would share a snapshot folder: refused before anything is written.
    let clash = try Executable.run(["snapshot", "a/cards.json", "b/cards.json"], directory: folder.url)
    #expect(clash.status == 64)
    #expect(clash.stderr.contains("would share the snapshots 'cards'"), "\(clash.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("__Snapshots__")))
  }
}
