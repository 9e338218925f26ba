import Foundation
import GridFixtures
import GridSnapshot
import GridTestSupport
import GridText
import Testing

/// `gridpreview snapshot`'s algorithm over snapshot files kept in memory: recorded the first time,
/// unchanged the next, reported (or with `update` written again) when the fixture changes, and a
/// fixture that cannot be read told while the others still run.
@Suite struct SnapshotRunTests {
  /// Snapshot files in memory, and the events of each run.
  final class Store {
    var files: [String: [UInt8]] = [:]
    var folders: Set<String> = []
    var events: [String] = []

    var access: SnapshotRun.Files {
      SnapshotRun.Files(
        read: { [unowned self] in self.files[$0] },
        write: { [unowned self] written, folder in
          self.folders.insert(folder)
          for (path, text) in written { self.files[path] = Array(text.utf8) }
        })
    }

    func run(_ run: SnapshotRun, _ paths: [String]) throws -> SnapshotRun.Outcome {
      events = []
      return try run.run(paths, files: access) { event in
        switch event {
        case .recorded(let line), .updated(let line), .changed(let line): events.append(line)
        case .unreadable(let error): events.append("unreadable: \(error.description)")
        case .unresolved(let failure): events.append("unresolved: \(failure.lines.joined())")
        case .warning(let warning): events.append("warning: \(warning.description)")
        }
      }
    }
  }

  static func fixture(_ second: String) -> String {
    #"{"columns": 2, "sections": [{"items": [{"text": "one"}, {"text": "\#(second)"}, {"text": "three"}]}]}"#
  }

  @Test func recordsThenFindsUnchangedThenReportsAChange() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.fixture("two"), to: "grid.json")
    let store = Store()
    let run = SnapshotRun(folder: "snaps", widths: [30, 60], categories: [.large])

    let first = try store.run(run, [path])
    #expect((first.recorded, first.unchanged, first.changes.count, first.status) == (2, 0, 0, 0))
    #expect(store.folders == ["snaps/grid"])
    #expect(
      store.files.keys.sorted() == [
        "snaps/grid/w30-L.json", "snaps/grid/w30-L.rows.json", "snaps/grid/w30-L.txt",
        "snaps/grid/w60-L.json", "snaps/grid/w60-L.rows.json", "snaps/grid/w60-L.txt",
      ])
    #expect(store.events.first?.hasPrefix("recorded ") == true && store.events.count == 2, "\(store.events)")
    #expect(run.summary(of: first) == ["2 cases in snaps: 2 recorded, 0 changed, 0 unchanged"])

    let second = try store.run(run, [path])
    #expect((second.recorded, second.unchanged, second.changes.count, second.status) == (0, 2, 0, 0))
    #expect(store.events.isEmpty)

    // The second cell's text grows: its row is taller at both widths.
    try folder.write(Self.fixture("two words and many more that wrap over several lines"), to: "grid.json")
    let recorded = store.files
    let third = try store.run(run, [path])
    #expect((third.recorded, third.unchanged, third.changes.count, third.status) == (0, 0, 2, 1))
    #expect(store.files == recorded, "a change is reported, not written")
    let block = try #require(store.events.first)
    #expect(block.hasPrefix("changed \(path) at width 30, L\n"), "\(block)")
    #expect(block.contains("--- snaps/grid/w30-L.txt (recorded)"), "\(block)")
    #expect(third.changes.first?.summary.isEmpty == false)
    #expect(run.summary(of: third).last == "snapshot --update accepts the changes")

    var updating = run
    updating.update = true
    let fourth = try store.run(updating, [path])
    #expect((fourth.updated, fourth.changes.count, fourth.status) == (2, 0, 0))
    #expect(store.files != recorded)
    #expect(
      updating.summary(of: fourth) == ["2 cases in snaps: 0 recorded, 2 updated, 0 changed, 0 unchanged"])
    let fifth = try store.run(run, [path])
    #expect(fifth.unchanged == 2)
  }

  @Test func aFixtureThatCannotBeReadIsToldAndTheOthersRun() throws {
    let folder = try TemporaryFolder()
    let good = try folder.write(Self.fixture("two"), to: "good.json")
    let store = Store()
    let run = SnapshotRun(folder: "snaps", widths: [40], categories: [.large, .accessibilityExtraLarge])
    let outcome = try store.run(run, [folder.path("missing.json"), good])
    #expect(outcome.status == 66)
    #expect(outcome.recorded == 2)
    #expect(store.events.first?.hasPrefix("unreadable: ") == true, "\(store.events)")
    #expect(store.files["snaps/good/w40-AX3.txt"] != nil, "\(store.files.keys.sorted())")
  }

  @Test func theLayoutOptionsApplyToEveryCase() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(Self.fixture("two"), to: "grid.json")
    let plain = Store()
    _ = try plain.run(SnapshotRun(folder: "s", widths: [40], categories: [.large]), [path])
    let ruled = Store()
    _ = try ruled.run(
      SnapshotRun(folder: "s", widths: [40], categories: [.large]) { $0.columns = 3 }, [path])
    let columns = { (store: Store) in
      String(decoding: store.files["s/grid/w40-L.json"] ?? [], as: UTF8.self).contains(#""columns": 3,"#)
    }
    #expect(!columns(plain))
    #expect(columns(ruled))
  }
}
