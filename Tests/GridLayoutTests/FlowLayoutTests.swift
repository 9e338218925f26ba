import GridLayout
import Testing

@Suite struct FlowLayoutTests {
  @Test func itemsKeepTheirHeightAndAreCentredInTheirLine() {
    let section = SectionMetrics(
      itemCount: 4, insets: EdgeInsets(left: 1, right: 1), interitemSpacing: 2, lineSpacing: 1)
    let result = FlowLayout().layout(
      makeInput([section], columns: 3, heights: [[3, 9, 4, 2]]), in: Size(width: 35, height: 20))
    // A = 35 − 2 − 4 = 29 → 9, 10, 10.
    #expect(
      result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 1, y: (9 - 3) / 2, width: 9, height: 3))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 1 + 9 + 2, y: 0, width: 10, height: 9))
    // (9 − 4) / 2 = 2.5 rounds down to 2.
    #expect(
      result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 1 + 19 + 4, y: 2, width: 10, height: 4))
    #expect(result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 1, y: 9 + 1, width: 9, height: 2))
    #expect(result.contentSize.height == 9 + 1 + 2)
  }

  @Test func linesAreAsTallAsTheGridsRows() {
    let input = makeInput(
      [SectionMetrics(itemCount: 5, lineSpacing: 1)], columns: 2, heights: [[1, 4, 2, 2, 7]])
    let size = Size(width: 20, height: 10)
    #expect(
      FlowLayout().layout(input, in: size).contentSize
        == FlexibleRowHeightGridLayout().layout(input, in: size).contentSize)
  }
}
