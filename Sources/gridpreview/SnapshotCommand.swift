import ArgumentParser
import Foundation
import GridFixtures
import GridOutput
import GridScene
import GridSnapshot
import GridStrings
import GridText

struct SnapshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Record layout snapshots of fixtures, and say what changed since.",
    discussion: """
      For each fixture, width and text size, a snapshot in --dir holds the text
      frame exactly as `render --color never` draws it (NAME/wW-SIZE.txt), the
      frames exactly as `layout` prints them (.json) and the rows of cells with
      the cells that drive them (.rows.json). Without snapshots it records them
      and exits 0. With them it compares the text frame and the frames byte for
      byte and exits 1 on any change, printing per changed case which rows
      changed height, which cell now drives a row, which column counts changed,
      and a unified diff of the text. Only --update rewrites a snapshot.
      --report FILE.html writes a page with the recorded and the new pictures
      side by side (SVG), for review as a CI artifact.
      Widths default to 40,80 (or --devices), text sizes to L. --languages all (or
      a list: de,ja,pseudo-double) takes a snapshot in each language of the
      fixture's string files, named by it (NAME/wW-SIZE-LANGUAGE.txt), each laid
      out in its language's direction unless --direction or the fixture says one;
      without it, text references are shown in the source language.
      Exit status: 0 recorded or unchanged, 1 changed; 64 as the other commands;
      over several fixtures, the most serious of 66 (a fixture cannot be read),
      65 (one is invalid, its string files included) and 1; 73, 74 when a file
      cannot be created or written.

      Examples:
        gridpreview snapshot Fixtures/demo.json --widths 40,80 --categories L,AX3
        gridpreview snapshot Fixtures/*.json --widths 40 --report snapshots.html
        gridpreview snapshot Fixtures/demo.json --widths 40,80 --categories L,AX3 --update
        gridpreview snapshot Fixtures/localized.json --languages all
      """
  )

  @Argument(help: "Fixture files.")
  var fixtures: [String] = []

  @OptionGroup var sweep: SweepOptions

  @Option(help: "The folder of snapshots (created when missing).")
  var dir = "__Snapshots__"

  @Flag(help: "Rewrite the snapshots that changed (the only way a snapshot changes).")
  var update = false

  @Option(help: "Write an HTML page of the changed cases, recorded and new side by side.")
  var report: String?

  func validate() throws {
    if fixtures.isEmpty { throw ValidationError("give at least one fixture file") }
    if fixtures.contains("-") {
      throw ValidationError("snapshots are named after files: standard input (-) has none")
    }
    // Each fixture's snapshots are in a folder named after the file: two files of one name (in
    // different folders) would write over each other's.
    var seen: [String: String] = [:]
    for path in fixtures {
      let folder = SnapshotRun.caseFolder(path)
      if let other = seen[folder], other != path {
        throw ValidationError(
          "\(other.quotedForMessage()) and \(path.quotedForMessage()) would share the snapshots \(folder.quotedForMessage()): rename one, or snapshot them with separate --dir"
        )
      }
      seen[folder] = path
    }
  }

  func run() throws {
    let layout = sweep.layout
    let run = SnapshotRun(
      folder: dir, widths: try sweep.resolvedWidths(defaults: Self.defaultWidths),
      categories: try sweep.resolvedCategories(defaults: Self.defaultCategories),
      languages: try sweep.resolvedLanguages(), update: update, direction: layout.direction
    ) { layout.apply(to: &$0) }
    var out = StandardOutput()
    let files = SnapshotRun.Files(
      read: { try? InputFile.read($0, limit: 256 << 20, kind: "snapshot") },
      write: { try Self.write($0, creating: $1) })
    let outcome = try run.run(fixtures, files: files) { event in
      switch event {
      case .unreadable(let error): Diagnostics.report(error)
      case .unresolved(let failure): for line in failure.lines { Diagnostics.warn(line) }
      case .warning(let warning): Diagnostics.warn(warning.description)
      case .recorded(let line), .updated(let line): try out.write(line + "\n")
      case .changed(let block): try out.write(block + "\n")
      }
    }
    if let report {
      do {
        try OutputFile.write(Array(SnapshotReport.html(outcome.changes).utf8), to: report)
      } catch {
        Diagnostics.error("cannot write \(report.escapedForMessage()): \(error.reason.escapedForMessage())")
        throw ExitCode(error.exitCode)
      }
    }
    try out.write(run.summary(of: outcome).map { $0 + "\n" }.joined())
    try out.flush()
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }

  /// The widths and text sizes snapshot without `--widths`, `--devices` or `--categories`.
  static let defaultWidths = [40, 80]
  static let defaultCategories = "L"

  /// Writes a case's files, creating its folder first.
  static func write(_ files: [(path: String, text: String)], creating folder: String) throws {
    do throws(OutputFile.Failure) {
      try OutputFile.createFolder(folder)
    } catch {
      let made = error.path == folder ? "" : " (for \(folder.quotedForMessage()))"
      Diagnostics.error(
        "cannot create the folder \(error.path.quotedForMessage())\(made): \(error.reason.escapedForMessage())"
      )
      throw ExitCode(error.exitCode)
    }
    for (path, text) in files {
      do {
        try OutputFile.write(Array(text.utf8), to: path)
      } catch {
        Diagnostics.error("cannot write \(path.escapedForMessage()): \(error.reason.escapedForMessage())")
        throw ExitCode(error.exitCode)
      }
    }
  }
}
