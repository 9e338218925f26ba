import GridLayout
import Testing

/// Items that span several columns, in every layout: the packing rule, widths that include the
/// spacing they cross, and the waterfall's run of columns.
@Suite struct SpanningItemTests {
  /// Width 41, 3 columns, no insets, spacing 1: A = 41 − 2 = 39, columns (0, 13), (14, 13), (28, 13).
  static let width = 41.0

  @Test func gridPacksRowsLeftToRightAndWrapsAnItemThatDoesNotFit() {
    // Items: 0 spans all, 1 and 2 one each, 3 spans two (does not fit after 1 and 2), 4 one.
    let section = SectionMetrics(
      itemCount: 5, interitemSpacing: 1, lineSpacing: 1, spans: [.full(0), ItemSpan(item: 3, columns: 2)])
    let input = makeInput([section], columns: 3, heights: [[2, 3, 1, 4, 2]])
    let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: Self.width, height: 20))
    #expect(
      result.allElements.map(\.frame) == [
        Rect(x: 0, y: 0, width: 13 + 1 + 13 + 1 + 13, height: 2),
        Rect(x: 0, y: 2 + 1, width: 13, height: 3),
        Rect(x: 14, y: 2 + 1, width: 13, height: 3),
        Rect(x: 0, y: 2 + 1 + 3 + 1, width: 13 + 1 + 13, height: 4),
        Rect(x: 28, y: 2 + 1 + 3 + 1, width: 13, height: 4),
      ])
    #expect(result.contentSize.height == 2 + 1 + 3 + 1 + 4)
    #expect(result.row(of: ItemPath(section: 0, item: 4)) == 2)
    #expect(result.columns(of: ItemPath(section: 0, item: 3)) == 0..<2)
    #expect(result.sections[0].hasSpanningItems)
  }

  @Test func aSpanWiderThanTheSectionTakesEveryColumnAndHeightsAreAskedAtTheSpannedWidth() {
    var asked: [Double] = []
    let section = SectionMetrics(itemCount: 2, interitemSpacing: 1, spans: [ItemSpan(item: 1, columns: 9)])
    let input = LayoutInput(
      sections: [section], columnCount: { _ in 3 },
      itemHeight: { _, width in
        asked.append(width)
        return 1
      })
    let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: Self.width, height: 20))
    #expect(asked == [13, 41])
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 0, y: 1, width: 41, height: 1))
  }

  @Test func flowKeepsHeightsCentredInTheLine() {
    let section = SectionMetrics(itemCount: 2, interitemSpacing: 1, spans: [ItemSpan(item: 0, columns: 2)])
    let input = makeInput([section], columns: 3, heights: [[2, 6]])
    let result = FlowLayout().layout(input, in: Size(width: Self.width, height: 20))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 0))
        == Rect(x: 0, y: (6 - 2) / 2, width: 13 + 1 + 13, height: 2))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 28, y: 0, width: 13, height: 6))
  }

  @Test func aListIgnoresSpans() {
    let section = SectionMetrics(itemCount: 2, spans: [.full(0)])
    let input = makeInput([section], columns: 3, heights: [[2, 3]])
    let result = ListLayout().layout(input, in: Size(width: 20, height: 20))
    #expect(
      result.allElements.map(\.frame) == [
        Rect(x: 0, y: 0, width: 20, height: 2), Rect(x: 0, y: 2, width: 20, height: 3),
      ])
    #expect(!result.sections[0].hasSpanningItems)
  }

  @Test func waterfallPutsASpanningItemOnTheRunWhoseLowestEndIsHighest() {
    // Columns end at 5, 2 and 3 (+ spacing 1): a two-column item fits at the top of 1–2 (ends 3, 4
    // → lowest 4) rather than 0–1 (6, 3 → 6). The next item goes to the shortest column, 0 (5 + 1).
    let section = SectionMetrics(
      itemCount: 5, interitemSpacing: 1, lineSpacing: 1, spans: [ItemSpan(item: 3, columns: 2)])
    let input = makeInput([section], columns: 3, heights: [[5, 2, 3, 2, 1]])
    let result = WaterfallLayout().layout(input, in: Size(width: Self.width, height: 20))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 14, y: 3 + 1, width: 13 + 1 + 13, height: 2))
    #expect(result.frame(of: ItemPath(section: 0, item: 4)) == Rect(x: 0, y: 5 + 1, width: 13, height: 1))
    // Both columns continue below it.
    let below = result.elements(in: Rect(x: 14, y: 3 + 1 + 2, width: 27, height: 10))
    #expect(below.isEmpty)
    #expect(result.columns(of: ItemPath(section: 0, item: 3)) == 1..<3)
    #expect(result.row(of: ItemPath(section: 0, item: 3)) == nil)
  }

  @Test func waterfallTiesGoToTheLeftmostRunAndAFullItemLevelsTheColumns() {
    let section = SectionMetrics(itemCount: 4, lineSpacing: 1, spans: [.full(2)])
    let input = makeInput([section], columns: 2, heights: [[3, 1, 2, 4]])
    let result = WaterfallLayout().layout(input, in: Size(width: 20, height: 20))
    #expect(result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 0, y: 3 + 1, width: 20, height: 2))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 0, y: 3 + 1 + 2 + 1, width: 10, height: 4))
    // A query through both columns finds the spanning item once.
    let hits = result.elements(in: Rect(x: 0, y: 4, width: 20, height: 1))
    #expect(hits.map(\.item) == [2])
  }

  @Test func waterfallStretchesOnlyCellsBelowTheLastSpanningCell() {
    // 0 (h 2) column 0, 1 (h 1) column 1, 2 full at 3, then 3 (h 5) column 0 and 4 (h 1) column 1:
    // column 1 grows its last cell by 5 − 1 to end level.
    let section = SectionMetrics(itemCount: 5, lineSpacing: 1, spans: [.full(2)])
    let input = makeInput([section], columns: 2, heights: [[2, 1, 1, 5, 1]])
    let result = WaterfallLayout(stretch: .lastCell).layout(input, in: Size(width: 20, height: 20))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 10, y: 0, width: 10, height: 1))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 4)) == Rect(x: 10, y: 2 + 1 + 1 + 1, width: 10, height: 5))
  }

  @Test func theSpansOfASectionAreCleanedUp() {
    // Out of range, one column, unsorted, and two entries for one item (the later wins).
    let section = SectionMetrics(
      itemCount: 3, interitemSpacing: 1,
      spans: [
        ItemSpan(item: 7, columns: 2), ItemSpan(item: 2, columns: 3), ItemSpan(item: 0, columns: 1),
        ItemSpan(item: 2, columns: 2), ItemSpan(item: -1, columns: 2),
      ])
    let input = makeInput([section], columns: 3, heights: [[1, 1, 1]])
    let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: Self.width, height: 20))
    #expect(result.columns(of: ItemPath(section: 0, item: 0)) == 0..<1)
    #expect(result.columns(of: ItemPath(section: 0, item: 2)) == 0..<2)
    #expect(result.row(of: ItemPath(section: 0, item: 2)) == 1)
  }
}
