import GridFixtures
import GridScene
import GridStrings
import GridText

/// `gridpreview snapshot`'s algorithm: for each fixture, language, width and text size, the case
/// drawn now is compared with the one recorded under `folder`; a case with no recording is recorded,
/// a changed one reported (or, with `update`, written again), an unchanged one counted. Files are
/// read and written through closures, so the run is a unit test; a fixture that cannot be used is
/// told (`Event`) and the others still run.
///
/// ```swift
/// let run = SnapshotRun(folder: "__Snapshots__", widths: [40, 80], categories: [.large])
/// let outcome = try run.run(["Fixtures/demo.json"], files: files) { print($0) }
/// outcome.summary   // ["2 cases in __Snapshots__: 2 recorded, 0 changed, 0 unchanged"]
/// ```
public struct SnapshotRun {
  /// Where the snapshots are (`--dir`): a folder per fixture (`caseFolder(_:)`).
  public var folder: String
  public var widths: [Int]
  public var categories: [ContentSizeCategory]
  /// Language codes (or `all`): a snapshot per language, named by it; nil for the fixture as
  /// written, named as before languages existed.
  public var languages: [String]?
  /// Write changed cases again instead of reporting them (`--update`).
  public var update: Bool
  /// The layout options asked for, applied to each case's settings after the fixture's own.
  public var adjust: (inout SceneSettings) -> Void
  /// `--direction`, which wins over a language's.
  public var direction: Fixture.Direction?

  public init(
    folder: String, widths: [Int], categories: [ContentSizeCategory], languages: [String]? = nil,
    update: Bool = false, direction: Fixture.Direction? = nil,
    adjust: @escaping (inout SceneSettings) -> Void = { _ in }
  ) {
    self.folder = folder
    self.widths = widths
    self.categories = categories
    self.languages = languages
    self.update = update
    self.direction = direction
    self.adjust = adjust
  }

  /// Reading and writing the snapshot files.
  public struct Files {
    /// A file's bytes, or nil when there is none (or it cannot be read).
    public var read: (_ path: String) -> [UInt8]?
    /// Writes a case's files (path and text), creating `folder` first; throws to stop the run.
    public var write: (_ files: [(path: String, text: String)], _ folder: String) throws -> Void

    public init(
      read: @escaping (_ path: String) -> [UInt8]?,
      write: @escaping (_ files: [(path: String, text: String)], _ folder: String) throws -> Void
    ) {
      self.read = read
      self.write = write
    }
  }

  /// What a run tells as it goes, in order.
  public enum Event {
    /// A fixture file that cannot be used: skipped.
    case unreadable(FixtureLoadError)
    /// A fixture whose string files cannot be used: skipped.
    case unresolved(FixtureLanguage.Failure)
    /// A warning about a fixture that is snapshot all the same.
    case warning(FixtureDiagnostic)
    /// A case recorded for the first time: `recorded NAME: BASE.txt, .json, .rows.json`.
    case recorded(String)
    /// A changed case written again (`update`): `updated NAME`.
    case updated(String)
    /// A changed case: its name, what changed, and the unified diff of its text frames.
    case changed(String)
  }

  /// How many cases went which way, the changes for the review page, and the worst status.
  public struct Outcome: Sendable {
    public var recorded = 0
    public var unchanged = 0
    public var updated = 0
    public var changes: [SnapshotReport.Entry] = []
    /// The worst exit status of the fixtures that could not be used, and 1 for a change.
    public var status: Int32 = 0
  }

  /// Runs every case of `paths` in order.
  public func run(_ paths: [String], files: Files, events: (Event) throws -> Void) throws -> Outcome {
    var outcome = Outcome()
    for path in paths {
      guard let languages = try resolve(path, events: events, status: &outcome.status) else { continue }
      let caseFolder = folder + "/" + Self.caseFolder(path)
      for (language, fixture, direction) in languages {
        let scene = Scene(fixture: fixture, cachesMeasurements: false)
        for width in widths {
          for category in categories {
            var settings = SceneSettings(fixture: fixture)
            settings.category = category
            adjust(&settings)
            if let direction = self.direction ?? direction { settings.direction = direction }
            let base = caseFolder + "/w\(width)-\(category.shortName)" + (language.map { "-" + $0 } ?? "")
            let name =
              "\(path.escapedForMessage()) at width \(width), \(category.shortName)"
              + (language.map { ", " + $0.escapedForMessage() } ?? "")
            try compare(
              SnapshotCase(scene: scene, settings: settings, width: width), base: base, name: name,
              folder: caseFolder, files: files, events: events, outcome: &outcome)
          }
        }
      }
    }
    if !outcome.changes.isEmpty { outcome.status = max(outcome.status, 1) }
    return outcome
  }

  /// The fixture at `path` in each language asked for; nil (told, `status` raised) when it cannot
  /// be used.
  private func resolve(_ path: String, events: (Event) throws -> Void, status: inout Int32) throws
    -> [(name: String?, fixture: Fixture, direction: Fixture.Direction?)]?
  {
    let loaded: LoadedFixture
    do {
      loaded = try Fixture.load(contentsOf: path)
    } catch {
      try events(.unreadable(error))
      status = max(status, error.exitCode)
      return nil
    }
    for warning in loaded.warnings { try events(.warning(warning)) }
    do throws(FixtureLanguage.Failure) {
      if let languages {
        return try FixtureLanguage.resolve(loaded.fixture, path: path, languages: languages).map {
          ($0.language.description, $0.fixture, $0.direction)
        }
      }
      let localized = try FixtureLanguage.resolve(loaded.fixture, path: path, language: nil)
      return [(nil, localized?.fixture ?? loaded.fixture, nil)]
    } catch {
      try events(.unresolved(error))
      status = max(status, error.statusInRun)
      return nil
    }
  }

  /// One case: recorded when it has no snapshot, counted when unchanged, written again or reported
  /// when changed.
  private func compare(
    _ now: SnapshotCase, base: String, name: String, folder: String, files: Files,
    events: (Event) throws -> Void, outcome: inout Outcome
  ) throws {
    let written = [
      (base + ".txt", now.text), (base + ".json", now.json), (base + ".rows.json", now.rows.json),
    ]
    let before = written.map { files.read($0.0) }
    guard let text = before[0], let json = before[1] else {
      try files.write(written, folder)
      try events(.recorded("recorded \(name): \(base.escapedForMessage()).txt, .json, .rows.json"))
      outcome.recorded += 1
      return
    }
    guard text != Array(now.text.utf8) || json != Array(now.json.utf8) else {
      outcome.unchanged += 1
      return
    }
    if update {
      try files.write(written, folder)
      try events(.updated("updated \(name)"))
      outcome.updated += 1
      return
    }
    let recordedText = String(decoding: text, as: UTF8.self)
    let recordedRows = before[2].flatMap(SnapshotRows.parse)
    let change = SnapshotChange(
      before: recordedRows ?? SnapshotRows(contentHeight: 0, sections: []), after: now.rows)
    let summary = recordedRows == nil ? ["(no rows recorded to compare)"] : change.lines
    let said = recordedRows == nil ? summary : change.said
    var block = "changed \(name)\n" + said.map { "  \($0)\n" }.joined()
    if text == Array(now.text.utf8) {
      block += "  the text frame is the same; the frames (\(base.escapedForMessage()).json) differ\n"
    }
    block += UnifiedDiff.text(
      old: recordedText, new: now.text, oldName: "\(base.escapedForMessage()).txt (recorded)",
      newName: "\(name) (now)")
    try events(.changed(block))
    outcome.changes.append(.init(name: name, summary: summary, before: recordedText, after: now.text))
  }

  /// The last lines of a run: how many cases went which way, and how to accept changes.
  public func summary(of outcome: Outcome) -> [String] {
    var counts = [
      "\(outcome.recorded) recorded", "\(outcome.changes.count) changed", "\(outcome.unchanged) unchanged",
    ]
    if update { counts.insert("\(outcome.updated) updated", at: 1) }
    let total = outcome.recorded + outcome.changes.count + outcome.unchanged + outcome.updated
    var lines = [
      "\(total) \(total == 1 ? "case" : "cases") in \(folder.escapedForMessage()): \(counts.joined(separator: ", "))"
    ]
    if !outcome.changes.isEmpty { lines.append("snapshot --update accepts the changes") }
    return lines
  }

  /// A fixture's folder of snapshots: its file name without `.json`.
  public static func caseFolder(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }
}
