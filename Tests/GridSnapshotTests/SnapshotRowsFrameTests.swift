import GridFixtures
import GridScene
import GridSnapshot
import GridTestSupport
import XCTest

/// Rows read off a drawn frame are the layout's rows, for every fixture's grid.
final class SnapshotRowsFrameTests: XCTestCase {
  func testTheRowsOfEveryFixturesGridAreReadOffItsFrame() throws {
    let folder = BuiltProgram.repository.appendingPathComponent("Fixtures")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }
    var checked = 0
    for name in names.sorted() {
      let fixture = try Fixture.load(contentsOf: folder.appendingPathComponent(name).path).fixture
      for width in [40, 83, 120] {
        for direction in [Fixture.Direction.ltr, .rtl] {
          var settings = SceneSettings(fixture: fixture)
          settings.layout = .grid
          settings.direction = direction
          let now = SnapshotCase(scene: Scene(fixture: fixture), settings: settings, width: width)
          let read = SnapshotRows(
            frame: now.text, like: now.rows, rightToLeft: direction == .rtl,
            collapsedBorders: settings.collapseBorders)
          // A cell sized by a height or an aspect ratio cannot be told to drive a row from its text.
          let sizedByText = fixture.sections.allSatisfy {
            $0.items.allSatisfy { $0.height == nil && $0.aspectRatio == nil }
          }
          XCTAssertEqual(
            sizedByText ? read : read.map(Self.withoutDrivers),
            sizedByText ? now.rows : Self.withoutDrivers(now.rows),
            "\(name) at \(width), \(direction)")
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 60)
  }

  static func withoutDrivers(_ rows: SnapshotRows) -> SnapshotRows {
    var rows = rows
    for s in rows.sections.indices {
      for r in rows.sections[s].rows.indices { rows.sections[s].rows[r].drivers = [] }
    }
    return rows
  }

  func testTheRowsOfFramesAreReadOffTheLayoutDocument() throws {
    var settings = SceneSettings(fixture: .demo)
    settings.category = .accessibilityLarge
    let now = SnapshotCase(scene: Scene(fixture: .demo), settings: settings, width: 76)
    XCTAssertEqual(SnapshotRows(layoutJSON: now.json), Self.withoutDrivers(now.rows))
    XCTAssertNil(SnapshotRows(layoutJSON: "{\"elements\": 3}"))
  }

  func testAFrameWithOtherRowsIsNotNamed() {
    let settings = SceneSettings(fixture: .demo)
    let wide = SnapshotCase(scene: Scene(fixture: .demo), settings: settings, width: 120)
    let narrow = SnapshotCase(scene: Scene(fixture: .demo), settings: settings, width: 40)
    XCTAssertNil(SnapshotRows(frame: narrow.text, like: wide.rows, rightToLeft: false))
  }
}
