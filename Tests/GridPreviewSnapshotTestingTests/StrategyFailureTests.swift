import Foundation
import GridPreviewSnapshotTesting
import GridSnapshot
import GridTestSupport
import Testing
import XCTest

/// A changed fixture fails its snapshot with the rows that changed named before the diff, as
/// `gridpreview snapshot` names them; recording again makes it pass.
final class StrategyFailureTests: XCTestCase {
  /// The demo with Cherry (item 0.3, beside Banana at width 76) longer than Banana.
  static var longerCherry: Fixture {
    var fixture = Fixture.demo
    fixture.sections[0].items[3].text +=
      " Cherries keep a week in the fridge and a year in a jar; the stones go in the compost, the stalks"
      + " make tea, and the leaves were once boiled for a cough, which the jar of jam cured faster. In"
      + " the orchard they ripen in June, a week after the strawberries and a month before the plums;"
      + " the birds take the first of them, and a net takes the rest of the summer to mend."
    return fixture
  }

  /// The rows `gridpreview snapshot` says changed between the two fixtures' layouts.
  func changedRows(from old: Fixture, to new: Fixture, width: Int, direction: Fixture.Direction = .ltr)
    -> [String]
  {
    func rows(_ fixture: Fixture) -> SnapshotRows {
      var settings = SceneSettings(fixture: fixture)
      settings.direction = direction
      return SnapshotCase(scene: Scene(fixture: fixture), settings: settings, width: width).rows
    }
    return SnapshotChange(before: rows(old), after: rows(new)).lines
  }

  func testAChangedFixtureNamesItsRowsBeforeTheDiffAndRecordingAgainPasses() throws {
    let folder = try TemporaryFolder()
    let strategy = Snapshotting<GridFixture, GridFrame>.gridPreview(width: 76)
    func verify(_ fixture: Fixture, record: SnapshotTestingConfiguration.Record? = nil) -> String? {
      verifySnapshot(
        of: GridFixture(fixture), as: strategy, named: "demo", record: record,
        snapshotDirectory: folder.url.path)
    }
    XCTAssertNotNil(verify(.demo), "the first run records")
    XCTAssertNil(verify(.demo), "the recorded snapshot matches")
    let failure = try XCTUnwrap(verify(Self.longerCherry))
    let expected = changedRows(from: .demo, to: Self.longerCherry, width: 76)
    XCTAssertTrue(expected.contains { $0.hasSuffix("now driven by item 0.3, was item 0.2") }, "\(expected)")
    XCTAssertTrue(
      expected.contains { $0.hasPrefix("section 0, row 1 (items 0.2, 0.3): ") && $0.hasSuffix("rows tall") })
    let diff = try XCTUnwrap(failure.range(of: "--- recorded\n+++ now\n@@"))
    for line in expected {
      let named = try XCTUnwrap(failure.range(of: "  \(line)\n"), "\(line) in\n\(failure)")
      XCTAssertLessThan(named.lowerBound, diff.lowerBound)
    }
    XCTAssertTrue(failure.contains("summer to mend."), failure)
    XCTAssertNotNil(verify(Self.longerCherry, record: .all), "recording says it recorded")
    XCTAssertNil(verify(Self.longerCherry), "the new recording matches")
  }

  func testRightToLeftRowsAreNamedAsWell() throws {
    let strategy = Snapshotting<GridFixture, GridFrame>.gridPreview(width: 76, direction: .rtl)
    let recorded = try StrategyTesting.snapshot(GridFixture(.demo), as: strategy)
    let now = try StrategyTesting.snapshot(GridFixture(Self.longerCherry), as: strategy)
    let message = try XCTUnwrap(strategy.diffing.diffV2(GridFrame(text: recorded.text), now)).0
    let expected = changedRows(from: .demo, to: Self.longerCherry, width: 76, direction: .rtl)
    XCTAssertTrue(expected.contains { $0.hasSuffix("now driven by item 0.3, was item 0.2") }, "\(expected)")
    XCTAssertFalse(expected.isEmpty)
    for line in expected { XCTAssertTrue(message.contains("  \(line)\n"), "\(line) in\n\(message)") }
  }

  func testTheSameFrameIsNoFailureAndAFrameWithOtherCellsSaysSo() throws {
    let strategy = Snapshotting<GridFixture, GridFrame>.gridPreview(width: 76)
    let now = try StrategyTesting.snapshot(GridFixture(.demo), as: strategy)
    XCTAssertNil(strategy.diffing.diffV2(GridFrame(text: now.text), now))
    var fewer = Fixture.demo
    fewer.sections[0].items.removeLast()
    let other = try StrategyTesting.snapshot(GridFixture(fewer), as: strategy)
    let message = try XCTUnwrap(strategy.diffing.diffV2(GridFrame(text: now.text), other)).0
    XCTAssertTrue(message.contains("rows of cells added or removed"), message)
    XCTAssertTrue(message.contains("--- recorded"), message)
  }

  func testTheFramesStrategyNamesTheRowsThatChangedHeight() throws {
    let strategy = Snapshotting<GridFixture, String>.gridLayout(width: 76)
    let recorded = try StrategyTesting.snapshot(GridFixture(.demo), as: strategy)
    let now = try StrategyTesting.snapshot(GridFixture(Self.longerCherry), as: strategy)
    let message = try XCTUnwrap(strategy.diffing.diffV2(recorded, now)).0
    // Frames cannot tell drivers: the heights only.
    let expected = changedRows(from: .demo, to: Self.longerCherry, width: 76).filter {
      !$0.contains("driven")
    }
    XCTAssertFalse(expected.isEmpty)
    for line in expected { XCTAssertTrue(message.contains("  \(line)\n"), "\(line) in\n\(message)") }
    XCTAssertFalse(message.contains("driven"), message)
  }
}

/// A fixture that cannot be shown in the language asked for fails the test that snapshots it.
@Test func aFixtureThatCannotBeShownFailsTheTest() {
  withKnownIssue {
    _ = try? StrategyTesting.snapshot(GridFixture(.demo), as: .gridPreview(width: 40, language: "xx"))
  } matching: { issue in
    issue.comments.contains { $0.rawValue.contains("unknown language") }
  }
}
