import Testing

@testable import GridScene

/// The layout width and where it came from, as a value: no layout is made here.
@Suite struct LayoutWidthTests {
  @Test func aStartingWidthIsClampedAndFollowsTheTerminalOnlyWhenItIsTheTerminals() {
    func start(_ requested: Int?) -> LayoutWidth {
      LayoutWidth(requested: requested, terminalWidth: 100, pointsPerColumn: 8)
    }
    #expect(start(nil).followsTerminal && start(nil).columns == 100)
    #expect(start(100).followsTerminal)
    #expect(start(60).columns == 60 && !start(60).followsTerminal)
    #expect(start(0).columns == 1)
    #expect(start(20_000).columns == LayoutWidth.maximum)
  }

  /// 100 × 28 rows is landscape: upright is 28 columns, and rotating back restores 100, followed.
  @Test func rotatingTurnsToTheOtherOrientationAndBack() {
    var width = LayoutWidth(requested: nil, terminalWidth: 100, pointsPerColumn: 8)
    width.rotate(terminalWidth: 100, viewportHeight: 28)
    #expect(width.columns == 28 && !width.followsTerminal && width.beforeRotation == 100)
    width.rotate(terminalWidth: 100, viewportHeight: 28)
    #expect(width.columns == 100 && width.followsTerminal && width.beforeRotation == nil)
    width.pin(27)
    width.rotate(terminalWidth: 100, viewportHeight: 28)
    #expect(width.columns == 4 * 28, "27 wide is portrait: sideways is four times the rows")
  }

  /// A device's width at the scale given, turned between its own two widths; the cycle ends at the
  /// terminal's width, followed.
  @Test func devicesCycleAndTurnAtTheirScale() throws {
    var width = LayoutWidth(requested: nil, terminalWidth: 200, pointsPerColumn: 10)
    let first = try #require(DeviceWidth.cycle.first)
    let steps = DeviceWidth.cycle.indices.map { _ in width.cycleDevice(terminalWidth: 200) }
    #expect(steps.allSatisfy { $0 } && width.device == DeviceWidth.cycle.last)
    let past = width.cycleDevice(terminalWidth: 200)
    #expect(!past && width.device == nil && width.columns == 200 && width.followsTerminal, "past the last")
    width.use(first)
    #expect(width.columns == first.columns(pointsPerColumn: 10))
    width.rotate(terminalWidth: 200, viewportHeight: 28)
    #expect(width.device == first.rotated && width.columns == first.rotated.columns(pointsPerColumn: 10))
    width.pin(50)
    #expect(width.device == nil, "a width of one's own is no device's")
  }
}
