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
      let folder = Self.caseFolder(path)
      if let other = seen[folder], other != path {
        throw ValidationError(
          "\(other.quotedForMessage()) and \(path.quotedForMessage()) would share the snapshots \(folder.quotedForMessage()): rename one, or snapshot them with separate --dir"
        )
      }
      seen[folder] = path
    }
  }

  func run() throws {
    let widths = try sweep.resolvedWidths(defaults: Self.defaultWidths)
    let categories = try sweep.resolvedCategories(defaults: Self.defaultCategories)
    let languageCodes = try sweep.resolvedLanguages()
    var status: Int32 = 0
    var recorded = 0
    var unchanged = 0
    var updated = 0
    var changes: [SnapshotReport.Entry] = []
    var out = StandardOutput()
    for path in fixtures {
      let loaded: LoadedFixture
      do {
        loaded = try Fixture.load(contentsOf: path)
      } catch {
        Diagnostics.report(error)
        status = max(status, error.exitCode)
        continue
      }
      for warning in loaded.warnings { Diagnostics.warn(warning.description) }
      // The fixture in each language asked for (a snapshot each, named by it); without
      // --languages, its text references in the source language, the snapshot named as before.
      let languages: [(name: String?, fixture: Fixture, direction: Fixture.Direction?)]
      do throws(FixtureLanguage.Failure) {
        if let languageCodes {
          languages = try FixtureLanguage.resolve(loaded.fixture, path: path, languages: languageCodes).map {
            ($0.language.description, $0.fixture, $0.direction)
          }
        } else {
          let localized = try FixtureLanguage.resolve(loaded.fixture, path: path, language: nil)
          languages = [(nil, localized?.fixture ?? loaded.fixture, nil)]
        }
      } catch {
        for line in error.lines { Diagnostics.warn(line) }
        status = max(status, error.statusInRun)
        continue
      }
      let folder = dir + "/" + Self.caseFolder(path)
      for (language, fixture, direction) in languages {
        let scene = Scene(fixture: fixture, cachesMeasurements: false)
        for width in widths {
          for category in categories {
            var settings = SceneSettings(fixture: fixture)
            settings.category = category
            sweep.layout.apply(to: &settings)
            if let direction = sweep.layout.direction ?? direction { settings.direction = direction }
            let now = SnapshotCase(scene: scene, settings: settings, width: width)
            let base = folder + "/w\(width)-\(category.shortName)" + (language.map { "-" + $0 } ?? "")
            let name =
              "\(path.escapedForMessage()) at width \(width), \(category.shortName)"
              + (language.map { ", " + $0.escapedForMessage() } ?? "")
            let files = [
              (base + ".txt", now.text), (base + ".json", now.json), (base + ".rows.json", now.rows.json),
            ]
            let before = files.map { try? InputFile.read($0.0, limit: 256 << 20, kind: "snapshot") }
            guard let text = before[0], let json = before[1] else {
              try Self.write(files, creating: folder)
              try out.write("recorded \(name): \(base.escapedForMessage()).txt, .json, .rows.json\n")
              recorded += 1
              continue
            }
            let recordedCase = SnapshotCase(
              text: String(decoding: text, as: UTF8.self), json: String(decoding: json, as: UTF8.self),
              rows: before[2].flatMap(SnapshotRows.parse) ?? SnapshotRows(contentHeight: 0, sections: []))
            guard text != Array(now.text.utf8) || json != Array(now.json.utf8) else {
              unchanged += 1
              continue
            }
            if update {
              try Self.write(files, creating: folder)
              try out.write("updated \(name)\n")
              updated += 1
              continue
            }
            let change = SnapshotChange(before: recordedCase.rows, after: now.rows)
            let summary =
              before[2].flatMap(SnapshotRows.parse) == nil ? ["(no rows recorded to compare)"] : change.lines
            let said = before[2].flatMap(SnapshotRows.parse) == nil ? summary : change.said
            var block = "changed \(name)\n" + said.map { "  \($0)\n" }.joined()
            if text == Array(now.text.utf8) {
              block += "  the text frame is the same; the frames (\(base.escapedForMessage()).json) differ\n"
            }
            block += UnifiedDiff.text(
              old: recordedCase.text, new: now.text, oldName: "\(base.escapedForMessage()).txt (recorded)",
              newName: "\(name) (now)")
            try out.write(block + "\n")
            changes.append(.init(name: name, summary: summary, before: recordedCase.text, after: now.text))
          }
        }
      }
    }
    if let report {
      do {
        try OutputFile.write(Array(SnapshotReport.html(changes).utf8), to: report)
      } catch {
        Diagnostics.error("cannot write \(report.escapedForMessage()): \(error.reason.escapedForMessage())")
        throw ExitCode(error.exitCode)
      }
    }
    var counts = ["\(recorded) recorded", "\(changes.count) changed", "\(unchanged) unchanged"]
    if update { counts.insert("\(updated) updated", at: 1) }
    let total = recorded + changes.count + unchanged + updated
    try out.write(
      "\(total) \(total == 1 ? "case" : "cases") in \(dir.escapedForMessage()): \(counts.joined(separator: ", "))\n"
    )
    if !changes.isEmpty { try out.write("snapshot --update accepts the changes\n") }
    try out.flush()
    if !changes.isEmpty { status = max(status, 1) }
    if status != 0 { throw ExitCode(status) }
  }

  /// The widths and text sizes snapshot without `--widths`, `--devices` or `--categories`.
  static let defaultWidths = [40, 80]
  static let defaultCategories = "L"

  /// A fixture's folder of snapshots: its file name without `.json`.
  static func caseFolder(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }

  /// Writes a case's files, creating its folder first.
  static func write(_ files: [(String, String)], creating folder: String) throws {
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
