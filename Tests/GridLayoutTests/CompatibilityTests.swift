import GridLayout
import Testing

/// FlexibleRowHeightGridLayout 3.0.0's worked example (anchors.md), reproduced exactly.
@Suite struct CompatibilityTests {
  let compat = FlexibleRowHeightGridLayout(compatibility: true)

  var workedExample: LayoutInput {
    let s0 = SectionMetrics(
      itemCount: 3, insets: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10, headerHeight: 100,
      footerHeight: 40)
    let s1 = SectionMetrics(itemCount: 1, headerHeight: 20)
    return makeInput([s0, s1], columns: 2, heights: [[30, 50, 20], [5]])
  }

  @Test func reproducesTheAnchorsWorkedExample() {
    let result = compat.layout(workedExample, in: Size(width: 320, height: 568))
    let frames = result.allElements.map { "\($0.kind) \($0.section)/\($0.item): \($0.frame)" }
    let expected = [
      Rect(x: 0, y: 0, width: 320, height: 100),
      Rect(x: 10, y: 110, width: 145, height: 50),
      Rect(x: 165, y: 110, width: 145, height: 50),
      Rect(x: 10, y: 170, width: 145, height: 20),
      Rect(x: 0, y: 220, width: 320, height: 40),
      Rect(x: 0, y: 250, width: 320, height: 20),
      Rect(x: 0, y: 270, width: 160, height: 5),
    ]
    #expect(result.allElements.map(\.frame) == expected, "\(frames)")
    #expect(result.contentSize == Size(width: 320, height: 275))
  }

  @Test func footerOverlapsTheNextSectionAsInTheAnchor() {
    let result = compat.layout(workedExample, in: Size(width: 320, height: 568))
    #expect(result.sections[0].footerFrame!.maxY == 260)
    #expect(result.sections[1].headerFrame!.minY == 250)
    // Both overlapping bands are found by a query at y 255.
    let kinds = result.elements(in: Rect(x: 0, y: 255, width: 320, height: 1)).map(\.kind)
    #expect(kinds == [.footer, .header])
  }

  @Test func fractionalColumnWidthsAreKept() {
    let result = compat.layout(
      makeInput([SectionMetrics(itemCount: 3, interitemSpacing: 1)], columns: 3, heights: [[1, 1, 1]]),
      in: Size(width: 100, height: 10))
    let cw = (100.0 - 2) / 3
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: cw + 1, y: 0, width: cw, height: 1))
  }

  @Test func nonPositiveColumnCountMeansTwo() {
    let result = compat.layout(
      makeInput([SectionMetrics(itemCount: 2)], columns: 0, heights: [[1, 1]]),
      in: Size(width: 10, height: 10))
    #expect(result.columnCount == 2)
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 5, y: 0, width: 5, height: 1))
  }

  @Test func bottomInsetIsIgnoredWithoutFooterAndLineSpacingTrails() {
    let section = SectionMetrics(
      itemCount: 1, insets: EdgeInsets(top: 2, left: 0, bottom: 7, right: 0), lineSpacing: 3)
    let result = compat.layout(
      makeInput([section], columns: 1, heights: [[4]]), in: Size(width: 10, height: 10))
    #expect(result.contentSize.height == 2 + 4 + 3)
  }

  @Test func negativeHeightsBecomeZero() {
    let result = compat.layout(
      makeInput([SectionMetrics(itemCount: 2)], columns: 2, heights: [[-4, -1]]),
      in: Size(width: 10, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 0))?.height == 0)
  }
}

/// Fixes found by comparing the compatibility mode with FlexibleRowHeightGridLayout 3.0.0's source.
@Suite struct CompatibilitySourceTests {
  let compat = FlexibleRowHeightGridLayout(compatibility: true)

  /// `--width 20`, 2 columns, left and right insets 10, spacing 1: cw = (20 − 10 − 10 − 1) / 2 = −0.5.
  /// The anchor sets the row height on the earlier cells through `CGRect.width`, never negative.
  @Test func onlyTheLastCellOfARowKeepsANegativeWidth() {
    let section = SectionMetrics(
      itemCount: 3, insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), interitemSpacing: 1)
    let result = compat.layout(
      makeInput([section], columns: 2, heights: [[1, 1, 1]]), in: Size(width: 20, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 10, y: 0, width: 0.5, height: 1))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 10 - 0.5 + 1, y: 0, width: -0.5, height: 1))
    // A row of one cell: that cell is its last.
    #expect(result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 10, y: 1, width: -0.5, height: 1))
  }

  @Test func spansAndPinsAreIgnored() {
    let section = SectionMetrics(itemCount: 2, headerHeight: 1, spans: [.full(0)], pinsHeader: true)
    let result = compat.layout(
      makeInput([section], columns: 2, heights: [[1, 1]]), in: Size(width: 20, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 0, y: 1, width: 10, height: 1))
    #expect(result.pinnedElements(in: Rect(x: 0, y: 1, width: 20, height: 5)).isEmpty)
  }
}
