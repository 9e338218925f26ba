import GridFixtures
import Testing

@Suite struct ColumnRuleTests {
  /// The demo's rule: 1 column below 40, 2 below 80, 3 below 120, 4 from 120.
  static let terminal = ColumnRule.breakpoints([
    ColumnBreakpoint(minWidth: 0, columns: 1),
    ColumnBreakpoint(minWidth: 40, columns: 2),
    ColumnBreakpoint(minWidth: 80, columns: 3),
    ColumnBreakpoint(minWidth: 120, columns: 4),
  ])

  @Test func fixedIgnoresTheWidth() {
    #expect(ColumnRule.fixed(3).columns(forWidth: 0) == 3)
    #expect(ColumnRule.fixed(3).columns(forWidth: 500) == 3)
  }

  @Test(arguments: [
    (0.0, 1), (39.0, 1), (39.9, 1), (40.0, 2), (79.0, 2), (80.0, 3), (119.5, 3), (120.0, 4), (10_000.0, 4),
  ])
  func breakpointsChangeAtTheirMinWidth(width: Double, columns: Int) {
    #expect(ColumnRuleTests.terminal.columns(forWidth: width) == columns)
  }

  @Test func belowTheFirstBreakpointTheFirstApplies() {
    let rule = ColumnRule.breakpoints([
      ColumnBreakpoint(minWidth: 50, columns: 2), ColumnBreakpoint(minWidth: 100, columns: 5),
    ])
    #expect(rule.columns(forWidth: 10) == 2)
    #expect(ColumnRuleTests.terminal.columns(forWidth: -5) == 1)
    #expect(ColumnRuleTests.terminal.columns(forWidth: .nan) == 1)
    #expect(ColumnRuleTests.terminal.columns(forWidth: .infinity) == 4)
  }

  @Test func breakpointsNeedNotBeSorted() {
    let shuffled = ColumnRule.breakpoints([
      ColumnBreakpoint(minWidth: 80, columns: 3), ColumnBreakpoint(minWidth: 0, columns: 1),
      ColumnBreakpoint(minWidth: 40, columns: 2),
    ])
    #expect([0, 40, 80].map { shuffled.columns(forWidth: $0) } == [1, 2, 3])
    #expect(ColumnRule.breakpoints([]).columns(forWidth: 100) == 1)
  }

  @Test(arguments: [
    (0.0, 1), (23.0, 1), (24.0, 1), (47.9, 1), (48.0, 2), (100.0, 4), (-10.0, 1),
  ])
  func minColumnWidthFitsWholeColumns(width: Double, columns: Int) {
    // ⌊width / 24⌋, at least 1: spacing and insets are not subtracted.
    #expect(ColumnRule.minColumnWidth(24).columns(forWidth: width) == columns)
  }

  @Test func extremeWidthsAndValuesAreClamped() {
    #expect(ColumnRule.minColumnWidth(1).columns(forWidth: .infinity) == ColumnRule.maxColumns)
    #expect(ColumnRule.minColumnWidth(1).columns(forWidth: 1e300) == 1000)
    #expect(ColumnRule.minColumnWidth(1).columns(forWidth: .nan) == 1)
    #expect(ColumnRule.minColumnWidth(0).columns(forWidth: 7) == 7)
    #expect(ColumnRule.fixed(0).columns(forWidth: 80) == 1)
    #expect(ColumnRule.fixed(-3).columns(forWidth: 80) == 1)
    #expect(ColumnRule.fixed(5000).columns(forWidth: 80) == 1000)
  }
}
