import GridLayout
import Testing

@Suite struct ListLayoutTests {
  @Test func itemsAreFullWidthAndStacked() {
    let section = SectionMetrics(
      itemCount: 3, insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2), lineSpacing: 1)
    var asked = 0
    let input = LayoutInput(
      sections: [section],
      columnCount: { _ in
        asked += 1; return 4
      }, itemHeight: { p, _ in Double(p.item + 1) })
    let result = ListLayout().layout(input, in: Size(width: 30, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 2, y: 1, width: 26, height: 1))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 2, y: 1 + 1 + 1, width: 26, height: 2))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 2))
        == Rect(x: 2, y: 1 + 1 + 1 + 2 + 1, width: 26, height: 3))
    #expect(result.contentSize.height == 1 + 1 + 1 + 2 + 1 + 3 + 1)
    #expect(result.columnCount == 1)
    #expect(asked == 0, "a list never asks for a column count")
  }
}
