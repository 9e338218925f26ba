import Foundation
import GridFixtures
import GridLayout
import GridScene
import GridSnapshot
import GridTestSupport
import Testing

/// Two layouts built in code, and what the summary of their change says.
@Suite struct SnapshotChangeTests {
  static let short = "a few words"
  static let long = "a text that wraps onto many more lines than its neighbour does at this width, surely"

  /// Two columns; items 0 and 1 share row 0, item 2 is alone on row 1.
  static func fixture(first: String, second: String, columns: Int = 2) -> Fixture {
    Fixture(
      columns: .fixed(columns),
      sections: [
        FixtureSection(
          items: [FixtureItem(text: first), FixtureItem(text: second), FixtureItem(text: "third")])
      ])
  }

  static func snapshot(_ fixture: Fixture, width: Int = 40) -> SnapshotCase {
    SnapshotCase(scene: Scene(fixture: fixture), settings: SceneSettings(fixture: fixture), width: width)
  }

  @Test func theRowsNameTheCellThatDrivesEachRow() {
    let rows = Self.snapshot(Self.fixture(first: Self.short, second: Self.long)).rows
    #expect(rows.sections.count == 1)
    #expect(rows.sections[0].columns == 2)
    #expect(rows.sections[0].rows.map(\.items) == [[0, 1], [2]])
    #expect(rows.sections[0].rows.map(\.drivers) == [[1], [2]])
    #expect(rows.sections[0].rows[0].height > rows.sections[0].rows[1].height)
  }

  @Test func aRowThatGrewAndIsDrivenByAnotherCellIsNamed() throws {
    let before = Self.snapshot(Self.fixture(first: Self.short, second: Self.long))
    let after = Self.snapshot(Self.fixture(first: Self.long + " and then some more words", second: Self.long))
    #expect(!before.matches(after))
    let old = before.rows.sections[0].rows[0].height
    let new = after.rows.sections[0].rows[0].height
    try #require(new > old)
    let growth = new - old
    let change = SnapshotChange(before: before.rows, after: after.rows)
    #expect(
      change.lines == [
        "content \(before.rows.contentHeight) → \(before.rows.contentHeight + growth) rows tall",
        "section 0, row 0 (items 0.0, 0.1): \(old) → \(new) rows tall",
        "section 0, row 0 (items 0.0, 0.1): now driven by item 0.0, was item 0.1",
      ])
    #expect(after.rows.contentHeight == before.rows.contentHeight + growth, "only row 0 grew")
  }

  @Test func aColumnCountThatChangedIsNamedInsteadOfEveryRow() {
    let before = Self.snapshot(Self.fixture(first: Self.short, second: Self.short))
    let after = Self.snapshot(Self.fixture(first: Self.short, second: Self.short, columns: 3))
    let change = SnapshotChange(before: before.rows, after: after.rows)
    #expect(change.lines.contains("section 0: 2 → 3 columns"), "\(change.lines)")
    #expect(!change.lines.contains { $0.hasPrefix("section 0, row") })
  }

  @Test func theSameLayoutMatchesAndHasNothingToSay() {
    let one = Self.snapshot(Self.fixture(first: Self.short, second: Self.long))
    let two = Self.snapshot(Self.fixture(first: Self.short, second: Self.long))
    #expect(one.matches(two))
    #expect(SnapshotChange(before: one.rows, after: two.rows).lines.isEmpty)
  }

  @Test func theTextAndFramesAreTheCommandsOwn() {
    let snapshot = Self.snapshot(Self.fixture(first: Self.short, second: Self.long))
    #expect(snapshot.text.hasPrefix(" ┌"), "the inset, then a box: \(snapshot.text)")
    #expect(!snapshot.text.utf8.contains(0x1B))
    #expect(snapshot.json.hasPrefix("{\"width\": 40, \"columns\": 2,"))
  }

  @Test func rowsReadBackFromTheirFile() {
    let rows = Self.snapshot(Self.fixture(first: Self.short, second: Self.long)).rows
    #expect(SnapshotRows.parse(Array(rows.json.utf8)) == rows)
    #expect(SnapshotRows.parse(Array("{".utf8)) == nil)
  }

  @Test func aLongListOfChangesIsCut() {
    let row = SnapshotRows.Row(y: 0, height: 1, items: [0], drivers: [0])
    let before = SnapshotRows(
      contentHeight: 1, sections: Array(repeating: .init(columns: 1, rows: [row]), count: 30))
    var taller = row
    taller.height = 2
    let after = SnapshotRows(
      contentHeight: 1, sections: Array(repeating: .init(columns: 1, rows: [taller]), count: 30))
    let lines = SnapshotChange(before: before, after: after).lines
    #expect(lines.count == SnapshotChange.lineLimit)
    #expect(lines.last == "… and 11 more")
  }
}

/// The unified diff of two text frames.
@Suite struct UnifiedDiffTests {
  @Test func aChangedLineIsShownWithItsContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\nline 5½\n")
    #expect(
      UnifiedDiff.text(old: old, new: new, oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -2,7 +2,8 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
        +line 5½
         line 6
         line 7
         line 8

        """)
    #expect(UnifiedDiff.text(old: old, new: old, oldName: "a", newName: "b").isEmpty)
  }

  @Test func changesFarApartAreTwoHunks() {
    let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\nTWO\n").replacingOccurrences(
      of: "\n19\n", with: "\nNINETEEN\n")
    let diff = UnifiedDiff.text(old: old, new: new, oldName: "a", newName: "b")
    #expect(diff.components(separatedBy: "\n@@ ").count - 1 == 2, "\(diff)")
    #expect(diff.contains("@@ -1,5 +1,5 @@\n 1\n-2\n+TWO\n"), "\(diff)")
    #expect(diff.contains("@@ -16,5 +16,5 @@\n 16\n 17\n 18\n-19\n+NINETEEN\n 20\n"), "\(diff)")
  }

  @Test func linesAddedAtTheEnd() {
    let diff = UnifiedDiff.text(old: "a\n", new: "a\nb\n", oldName: "x", newName: "y")
    #expect(diff == "--- x\n+++ y\n@@ -1 +1,2 @@\n a\n+b\n")
  }
}

/// The review page: its pictures are SVG that a renderer draws.
@Suite struct SnapshotReportTests {
  @Test func thePageHoldsBothPicturesOfEveryCase() {
    let page = SnapshotReport.html([
      .init(
        name: "a.json at width 40, L <&>", summary: ["content 3 → 4 rows tall"], before: "┌─┐\n└─┘\n",
        after: "x\n")
    ])
    #expect(page.components(separatedBy: "<svg ").count - 1 == 2)
    #expect(page.contains("a.json at width 40, L &lt;&amp;&gt;"))
    #expect(!page.contains("<?xml"), "no XML declaration inside a page")
    #expect(!page.contains("src=") && !page.contains("href="), "self-contained")
    #expect(SnapshotReport.html([]).contains("No snapshot changed."))
  }

  @Test(.enabled(if: Tool.path(named: "rsvg-convert") != nil, "rsvg-convert (librsvg2-bin) is not installed"))
  func thePagesPicturesRender() throws {
    let before = SnapshotChangeTests.snapshot(
      SnapshotChangeTests.fixture(first: SnapshotChangeTests.short, second: SnapshotChangeTests.long))
    let after = SnapshotChangeTests.snapshot(
      SnapshotChangeTests.fixture(first: SnapshotChangeTests.long, second: "東京 😀 e\u{301}"))
    let page = SnapshotReport.html([
      .init(name: "t.json at width 40, L", summary: [], before: before.text, after: after.text)
    ])
    let folder = try TemporaryFolder()
    let pictures = page.components(separatedBy: "<svg ").dropFirst().map {
      "<svg " + ($0.components(separatedBy: "</svg>").first ?? "") + "</svg>\n"
    }
    #expect(pictures.count == 2)
    for (index, picture) in pictures.enumerated() {
      let path = try folder.write(picture, to: "\(index).svg")
      let png = folder.url.appendingPathComponent("\(index).png").path
      let run = try ChildRun.run(
        Tool.path(named: "rsvg-convert") ?? "rsvg-convert", ["--format", "png", "--output", png, path])
      #expect(run.status == 0, "\(run.stderr)")
      let bytes = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: png))) ?? Data())
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
      #expect(run.stderr.isEmpty, "\(run.stderr)")
    }
  }
}
