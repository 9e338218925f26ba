import GridLayout
import Testing

@Suite struct WaterfallLayoutTests {
  /// AJF's worked example: W 320, 2 columns, spacings 10/10, suggested sizes 100×100, 100×50,
  /// 100×150, 100×80 → heights 155, 77, 232, 124 in columns 0, 1, 1, 0.
  @Test func reproducesAJFsWorkedExample() {
    let ratios = [100.0 / 100, 100.0 / 50, 100.0 / 150, 100.0 / 80]
    let input = LayoutInput(
      sections: [SectionMetrics(itemCount: 4, interitemSpacing: 10, lineSpacing: 10)],
      columnCount: { _ in 2 },
      itemHeight: { path, width in
        WaterfallLayout.height(forAspectRatio: ratios[path.item], columnWidth: width)
      })
    let result = WaterfallLayout().layout(input, in: Size(width: 320, height: 480))
    #expect(
      result.allElements.map(\.frame) == [
        Rect(x: 0, y: 0, width: 155, height: 155),
        Rect(x: 165, y: 0, width: 155, height: 77),
        Rect(x: 165, y: 87, width: 155, height: 232),
        Rect(x: 0, y: 165, width: 155, height: 124),
      ])
  }

  @Test func shortestFirstPrefersTheLeftmostOnTies() {
    let input = makeInput([SectionMetrics(itemCount: 4)], columns: 3, heights: [[2, 2, 2, 1]])
    let result = WaterfallLayout().layout(input, in: Size(width: 30, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 0, y: 2, width: 10, height: 1))
  }

  @Test func leftToRightAndRightToLeftIgnoreHeights() {
    let input = makeInput(
      [SectionMetrics(itemCount: 4, lineSpacing: 1)], columns: 3, heights: [[5, 1, 1, 1]])
    let ltr = WaterfallLayout(order: .leftToRight).layout(input, in: Size(width: 30, height: 10))
    #expect(ltr.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 0, y: 5 + 1, width: 10, height: 1))
    let rtl = WaterfallLayout(order: .rightToLeft).layout(input, in: Size(width: 30, height: 10))
    #expect(rtl.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 20, y: 0, width: 10, height: 5))
    #expect(rtl.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 0, y: 0, width: 10, height: 1))
    #expect(rtl.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 20, y: 5 + 1, width: 10, height: 1))
  }

  /// A rectangle inside the spacing between two columns meets no column, but does meet an item that
  /// spans both.
  @Test func aRectangleInTheSpacingFindsTheItemSpanningIt() {
    let input = makeInput(
      [SectionMetrics(itemCount: 3, interitemSpacing: 2, spans: [ItemSpan(item: 2, columns: 2)])], columns: 2,
      heights: [[1, 1, 1]])
    let result = WaterfallLayout().layout(input, in: Size(width: 22, height: 10))
    // Columns 10 wide at x 0 and 12; item 2 spans both, below items 0 and 1.
    #expect(result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 0, y: 1, width: 22, height: 1))
    for rect in [Rect(x: 10, y: 0, width: 2, height: 3), Rect(x: 11, y: 0, width: 0, height: 3)] {
      #expect(result.elements(in: rect).map(\.item) == [2], "\(rect)")
    }
  }

  @Test func rightToLeftWithFewerItemsThanColumnsUsesTheRightmost() {
    let input = makeInput([SectionMetrics(itemCount: 2)], columns: 5, heights: [[1, 2]])
    let result = WaterfallLayout(order: .rightToLeft).layout(input, in: Size(width: 50, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 0))?.x == 40)
    #expect(result.frame(of: ItemPath(section: 0, item: 1))?.x == 30)
    #expect(result.elements(in: Rect(x: 0, y: 0, width: 50, height: 10)).count == 2)
  }

  @Test func honoursAllInsetsHeadersAndFooters() {
    let section = SectionMetrics(
      itemCount: 3, insets: EdgeInsets(top: 2, left: 1, bottom: 3, right: 1), interitemSpacing: 2,
      lineSpacing: 1,
      headerHeight: 1, footerHeight: 1)
    let result = WaterfallLayout().layout(
      makeInput([section], columns: 2, heights: [[4, 2, 3]]), in: Size(width: 22, height: 30))
    // A = 22 − 2 − 2 = 18 → 9, 9.
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 1, y: 1 + 2, width: 9, height: 4))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 2))
        == Rect(x: 1 + 9 + 2, y: 1 + 2 + 2 + 1, width: 9, height: 3))
    let columnsEnd = 1 + 2 + 2 + 1 + 3.0
    #expect(result.sections[0].footerFrame == Rect(x: 0, y: columnsEnd + 3, width: 22, height: 1))
    #expect(result.contentSize.height == columnsEnd + 3 + 1)
  }

  @Test func lastCellStretchEndsColumnsLevel() {
    let input = makeInput([SectionMetrics(itemCount: 3, lineSpacing: 1)], columns: 2, heights: [[10, 2, 2]])
    let result = WaterfallLayout(stretch: .lastCell).layout(input, in: Size(width: 20, height: 30))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 10, y: 2 + 1, width: 10, height: 10 - 3))
  }

  /// AJF gives each of k cells ⌊d/k⌋ and drops d mod k; here the remainder is given out too.
  @Test func allCellsStretchGivesOutTheRemainder() {
    let input = makeInput(
      [SectionMetrics(itemCount: 4, lineSpacing: 0)], columns: 2, heights: [[10, 1, 1, 1]])
    let result = WaterfallLayout(stretch: .allCells).layout(input, in: Size(width: 20, height: 30))
    // Column 1 holds items 1, 2, 3 (3 high); the gap of 7 is shared 3, 2, 2.
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 10, y: 0, width: 10, height: 1 + 3))
    #expect(result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 10, y: 4, width: 10, height: 1 + 2))
    #expect(result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 10, y: 7, width: 10, height: 1 + 2))
  }

  @Test func manyColumnsUseTheHeapAndMatchTheLinearScan() {
    let heights = (0..<500).map { Double(($0 * 37) % 11) }
    let input = makeInput([SectionMetrics(itemCount: 500, lineSpacing: 1)], columns: 40, heights: [heights])
    let result = WaterfallLayout().layout(input, in: Size(width: 400, height: 30))
    // Brute force: the next item goes where the column ends highest, leftmost on ties.
    var next = Array(repeating: 0.0, count: 40)
    for (i, h) in heights.enumerated() {
      let c = next.indices.min { next[$0] < next[$1] || (next[$0] == next[$1] && $0 < $1) }!
      #expect(
        result.frame(of: ItemPath(section: 0, item: i))
          == Rect(x: Double(c) * 10, y: next[c], width: 10, height: h))
      next[c] += h + 1
    }
  }

  @Test func aspectRatioAllowsForTallTerminalCells() {
    #expect(WaterfallLayout.height(forAspectRatio: 1, columnWidth: 20, cellAspect: 2) == 10)
    #expect(WaterfallLayout.height(forAspectRatio: 0, columnWidth: 20) == 0)
    #expect(WaterfallLayout.height(forAspectRatio: .nan, columnWidth: 20) == 0)
  }
}
