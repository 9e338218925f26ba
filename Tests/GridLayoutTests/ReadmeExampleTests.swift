import GridLayout
import Testing

/// The README's engine example, so its comments stay true.
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleComputesWhatItsCommentsSay() {
    let input = LayoutInput(
      sections: [
        SectionMetrics(
          itemCount: 3, insets: EdgeInsets(top: 0, left: 1, bottom: 1, right: 1),
          interitemSpacing: 1, lineSpacing: 1, headerHeight: 1)
      ],
      columnCount: { size in size.width < 80 ? 2 : 3 },
      itemHeight: { path, columnWidth in [4, 7, 2][path.item] }
    )
    let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: 100, height: 30))
    #expect(result.contentSize == Size(width: 100, height: 1 + 7 + 1))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 34, y: 1, width: 32, height: 7))
    #expect(result.elements(in: Rect(x: 0, y: 0, width: 100, height: 5)).count == 4)
  }
}
