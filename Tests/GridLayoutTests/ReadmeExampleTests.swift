import GridLayout
import Testing

/// The engine examples of the README and docs/engine.md, so their comments stay true.
@Suite struct ReadmeExampleTests {
  /// The README's short example: three columns of 32, 33 and 33 cells with one cell between, the
  /// row as tall as its tallest cell.
  @Test func theReadmesShortExampleComputesWhatItsCommentSays() {
    let input = LayoutInput(
      sections: [SectionMetrics(itemCount: 3, interitemSpacing: 1, lineSpacing: 1)],
      columnCount: { size in size.width < 80 ? 2 : 3 },
      itemHeight: { path, columnWidth in [4, 7, 2][path.item] }
    )
    let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: 100, height: 30))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 33, y: 0, width: 33, height: 7))
    #expect(result.frame(of: ItemPath(section: 0, item: 0))?.height == 7)
  }

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

    // The DocC article's right-to-left example: the same columns mirrored within 100.
    var rightToLeft = input
    rightToLeft.direction = .rightToLeft
    let mirrored = FlexibleRowHeightGridLayout().layout(rightToLeft, in: Size(width: 100, height: 30))
    #expect(
      mirrored.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 100 - 34 - 32, y: 1, width: 32, height: 7))
    #expect(
      mirrored.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 100 - 1 - 32, y: 1, width: 32, height: 7))
  }

  @Test func theReadmeSpanAndPinExampleComputesWhatItsCommentsSay() {
    let spanning = LayoutInput(
      sections: [
        SectionMetrics(
          itemCount: 20, headerHeight: 1, footerHeight: 1, spans: [.full(0), ItemSpan(item: 7, columns: 2)],
          pinsHeader: true, pinsFooter: true)
      ],
      columnCount: { _ in 3 }, itemHeight: { _, _ in 5 })
    let pinning = FlexibleRowHeightGridLayout().layout(spanning, in: Size(width: 100, height: 30))
    let viewport = Rect(x: 0, y: 10, width: 100, height: 20)
    #expect(pinning.pinnedElements(in: viewport).map(\.frame.minY) == [10, 29])
    #expect(pinning.pinnedElements(in: viewport).map(\.kind) == [.header, .footer])
    #expect(pinning.columns(of: ItemPath(section: 0, item: 7)) == 0..<2)
    #expect(pinning.row(of: ItemPath(section: 0, item: 7)) == 3)
    #expect(!pinning.elements(in: viewport).isEmpty)
  }
}
