import GridLayout
import Testing

@Suite struct FlexibleRowHeightGridLayoutTests {
  let grid = FlexibleRowHeightGridLayout()

  @Test func noSectionsHasNoContent() {
    let result = grid.layout(makeInput([], columns: 3, heights: []), in: Size(width: 80, height: 24))
    #expect(result.contentSize == Size(width: 80, height: 0))
    #expect(result.allElements.isEmpty)
    #expect(result.columnCount == 3)
  }

  @Test func rowIsAsTallAsItsTallestCellAndCellsAreTopAligned() {
    // W 80, insets 1/2/3/4, si 2, sl 1, 3 columns: A = 80 − 2 − 4 − 2·2 = 70, columns 23, 23, 24.
    let section = SectionMetrics(
      itemCount: 5, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), interitemSpacing: 2,
      lineSpacing: 1)
    let result = grid.layout(
      makeInput([section], columns: 3, heights: [[4, 9, 2, 3, 5]]), in: Size(width: 80, height: 24))
    let row0 = 1.0
    let row1 = row0 + 9 + 1
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 2, y: row0, width: 23, height: 9))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 2 + 2 + 23, y: row0, width: 23, height: 9))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 2 + 4 + 46, y: row0, width: 24, height: 9))
    #expect(result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 2, y: row1, width: 23, height: 5))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 4)) == Rect(x: 2 + 2 + 23, y: row1, width: 23, height: 5))
    #expect(result.contentSize.height == row1 + 5 + 3)
  }

  @Test func headersAndFootersSpanTheWidthAndSectionsFollowEachOther() {
    let s0 = SectionMetrics(
      itemCount: 3, insets: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10, headerHeight: 100,
      footerHeight: 40)
    let s1 = SectionMetrics(itemCount: 1, headerHeight: 20)
    let result = grid.layout(
      makeInput([s0, s1], columns: 2, heights: [[30, 50, 20], [5]]), in: Size(width: 320, height: 480))
    let footerY = 100 + 10 + 50 + 10 + 20 + 10.0
    let s1Top = footerY + 40
    #expect(result.sections[0].headerFrame == Rect(x: 0, y: 0, width: 320, height: 100))
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 10, y: 110, width: 145, height: 50))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 1))
        == Rect(x: 10 + 145 + 10, y: 110, width: 145, height: 50))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 10, y: 110 + 50 + 10, width: 145, height: 20)
    )
    #expect(result.sections[0].footerFrame == Rect(x: 0, y: footerY, width: 320, height: 40))
    #expect(result.sections[1].headerFrame == Rect(x: 0, y: s1Top, width: 320, height: 20))
    #expect(
      result.frame(of: ItemPath(section: 1, item: 0)) == Rect(x: 0, y: s1Top + 20, width: 160, height: 5))
    #expect(result.contentSize.height == s1Top + 20 + 5)
  }

  @Test func emptySectionStillTakesItsInsetsAndBands() {
    let empty = SectionMetrics(
      itemCount: 0, insets: EdgeInsets(top: 2, left: 0, bottom: 3, right: 0), headerHeight: 1, footerHeight: 1
    )
    let result = grid.layout(makeInput([empty], columns: 2, heights: [[]]), in: Size(width: 40, height: 10))
    #expect(result.sections[0].footerFrame == Rect(x: 0, y: 1 + 2 + 3, width: 40, height: 1))
    #expect(result.contentSize.height == 1 + 2 + 3 + 1)
    #expect(result.allElements.map(\.kind) == [.header, .footer])
  }

  @Test func oneItemTakesTheFirstColumn() {
    let result = grid.layout(
      makeInput([SectionMetrics(itemCount: 1)], columns: 4, heights: [[3]]), in: Size(width: 40, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 0, y: 0, width: 10, height: 3))
    #expect(result.contentSize.height == 3)
  }

  @Test func moreColumnsThanItemsKeepsTheColumnWidth() {
    let result = grid.layout(
      makeInput([SectionMetrics(itemCount: 2)], columns: 5, heights: [[1, 2]]),
      in: Size(width: 50, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 10, y: 0, width: 10, height: 2))
  }

  /// Insets wider than the width shrink in proportion (⌊4·6/8⌋ = 3 on the left) and the spacing to
  /// nothing: 0-wide columns, none past the width.
  @Test func widthSmallerThanInsetsAndSpacingGivesZeroWidthColumnsInsideIt() {
    let section = SectionMetrics(itemCount: 3, insets: EdgeInsets(left: 4, right: 4), interitemSpacing: 3)
    let result = grid.layout(
      makeInput([section], columns: 3, heights: [[1, 1, 1]]), in: Size(width: 6, height: 5))
    for item in 0..<3 {
      let frame = result.frame(of: ItemPath(section: 0, item: item))
      #expect(frame == Rect(x: 3, y: 0, width: 0, height: 1))
    }
    // Room for the insets but not the spacing: the 4 columns left between them shared by 2 gaps.
    let roomy = grid.layout(
      makeInput([section], columns: 3, heights: [[1, 1, 1]]), in: Size(width: 12, height: 5))
    #expect((0..<3).map { roomy.frame(of: ItemPath(section: 0, item: $0))!.minX } == [4, 6, 8])
  }

  @Test func zeroAndNegativeHeightsCountAsZero() {
    let section = SectionMetrics(itemCount: 4, lineSpacing: 1)
    let result = grid.layout(
      makeInput([section], columns: 2, heights: [[-5, 0, .nan, -.infinity]]), in: Size(width: 10, height: 5))
    #expect(result.frame(of: ItemPath(section: 0, item: 0))?.height == 0)
    #expect(result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 5, y: 0 + 0 + 1, width: 5, height: 0))
    #expect(result.contentSize.height == 1)
  }

  @Test func hugeWidthsStillSplitExactly() {
    let result = grid.layout(
      makeInput([SectionMetrics(itemCount: 3)], columns: 3, heights: [[1, 1, 1]]),
      in: Size(width: 1e12, height: 5))
    let widths = (0..<3).compactMap { result.frame(of: ItemPath(section: 0, item: $0))?.width }
    #expect(widths.reduce(0, +) == 1e12)
    #expect(widths.max()! - widths.min()! <= 1)
  }

  @Test func nonPositiveColumnCountIsTreatedAsOneAndReported() {
    let result = grid.layout(
      makeInput([SectionMetrics(itemCount: 2)], columns: -3, heights: [[1, 2]]),
      in: Size(width: 10, height: 5))
    #expect(result.requestedColumnCount == -3)
    #expect(result.columnCount == 1)
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 0, y: 1, width: 10, height: 2))
  }

  @Test func sectionColumnCountOverridesTheCallback() {
    let s0 = SectionMetrics(itemCount: 2)
    let s1 = SectionMetrics(itemCount: 2, columnCount: 1)
    let result = grid.layout(
      makeInput([s0, s1], columns: 2, heights: [[1, 1], [2, 3]]), in: Size(width: 20, height: 5))
    #expect(result.sections.map(\.columnCount) == [2, 1])
    #expect(result.frame(of: ItemPath(section: 1, item: 1)) == Rect(x: 0, y: 1 + 2, width: 20, height: 3))
  }

  @Test func itemsAreMeasuredAtTheirColumnWidthOncePerPass() {
    var asked: [ItemPath: [Double]] = [:]
    let input = makeInput([SectionMetrics(itemCount: 3)], columns: 2, heights: [[1, 2, 3]]) { path, width in
      asked[path, default: []].append(width)
    }
    _ = grid.layout(input, in: Size(width: 21, height: 5))
    #expect(asked[ItemPath(section: 0, item: 0)] == [10])
    #expect(asked[ItemPath(section: 0, item: 1)] == [11])
    #expect(asked[ItemPath(section: 0, item: 2)] == [10])
  }

  @Test func scaleSnapsHeightsUpAndColumnsToHalfPoints() {
    let grid2x = FlexibleRowHeightGridLayout(scale: 2)
    let result = grid2x.layout(
      makeInput([SectionMetrics(itemCount: 3)], columns: 3, heights: [[1.2, 1.7, 0.1]]),
      in: Size(width: 10, height: 5))
    // 10 points = 20 units over 3 columns: 6, 7, 7 units = 3, 3.5, 3.5 points; 1.7 → 2.0.
    let frames = (0..<3).compactMap { result.frame(of: ItemPath(section: 0, item: $0)) }
    #expect(frames.map(\.x) == [0, 3, 6.5])
    #expect(frames.map(\.width) == [3, 3.5, 3.5])
    #expect(frames.allSatisfy { $0.height == 2 })
  }
}
