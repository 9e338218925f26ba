import GridLayout
import Testing

/// Pinned headers and footers: where `pinnedElements(in:)` puts them for a viewport.
@Suite struct PinnedElementTests {
  /// Two sections, width 10, one column, insets top 1 and bottom 2, line spacing 1: header 2, items
  /// 3 and 4, footer 1. Section 0: header 0..<2, items at 3 and 7, footer at 11 + 2 = 13..<14.
  /// Section 1 starts at 14: header 14..<16, items at 17 and 21, footer 27..<28.
  static var result: LayoutResult {
    let section = SectionMetrics(
      itemCount: 2, insets: EdgeInsets(top: 1, left: 0, bottom: 2, right: 0), lineSpacing: 1, headerHeight: 2,
      footerHeight: 1, pinsHeader: true, pinsFooter: true)
    let input = makeInput([section, section], columns: 1, heights: [[3, 4], [3, 4]])
    return FlexibleRowHeightGridLayout().layout(input, in: Size(width: 10, height: 5))
  }

  static func viewport(_ y: Double, height: Double = 5) -> Rect {
    Rect(x: 0, y: y, width: 10, height: height)
  }

  @Test func aHeaderStaysAtTheTopWhileItsSectionIsThere() {
    let header = Self.result.pinnedHeader(in: Self.viewport(6))
    #expect(header?.frame == Rect(x: 0, y: 6, width: 10, height: 2))
    #expect(header?.section == 0)
    // At its own place it is where it always is.
    #expect(Self.result.pinnedHeader(in: Self.viewport(0))?.frame == Rect(x: 0, y: 0, width: 10, height: 2))
  }

  @Test func theEndOfTheSectionsContentPushesItUp() {
    // The content ends at the footer (13): the header's bottom never passes it.
    #expect(
      Self.result.pinnedHeader(in: Self.viewport(11))?.frame == Rect(x: 0, y: 13 - 2, width: 10, height: 2))
    #expect(
      Self.result.pinnedHeader(in: Self.viewport(12))?.frame == Rect(x: 0, y: 13 - 2, width: 10, height: 2))
    // Above the viewport: nothing to draw.
    #expect(Self.result.pinnedHeader(in: Self.viewport(13)) == nil)
    // The next section's header takes over at its own place.
    #expect(Self.result.pinnedHeader(in: Self.viewport(14))?.section == 1)
    #expect(Self.result.pinnedHeader(in: Self.viewport(20))?.frame == Rect(x: 0, y: 20, width: 10, height: 2))
  }

  @Test func aFooterStaysAtTheBottomAndIsPushedDownByTheStartOfTheContent() {
    // Viewport 0..<5 ends in section 0: its footer (13) drawn at 5 − 1.
    #expect(
      Self.result.pinnedFooter(in: Self.viewport(0))?.frame == Rect(x: 0, y: 5 - 1, width: 10, height: 1))
    // Viewport 12..<15 ends in section 1, whose content starts below its header at 16: the footer
    // stays at 16, below the viewport, so none shows.
    #expect(Self.result.pinnedFooter(in: Self.viewport(12, height: 3)) == nil)
    // Viewport 12..<17: section 1's footer pushed down to 16.
    #expect(Self.result.pinnedFooter(in: Self.viewport(12))?.frame == Rect(x: 0, y: 16, width: 10, height: 1))
    #expect(Self.result.pinnedFooter(in: Self.viewport(12))?.section == 1)
    // At or above its own place it is where it always is.
    #expect(Self.result.pinnedFooter(in: Self.viewport(9))?.frame == Rect(x: 0, y: 13, width: 10, height: 1))
  }

  @Test func pinnedElementsAreTheHeaderThenTheFooter() {
    #expect(Self.result.pinnedElements(in: Self.viewport(6)).map(\.kind) == [.header, .footer])
    #expect(Self.result.pinnedElements(in: Self.viewport(40)).isEmpty)
  }

  @Test func sectionsThatDoNotPinHaveNothingPinned() {
    let input = makeInput(
      [SectionMetrics(itemCount: 2, headerHeight: 1, footerHeight: 1)], columns: 1, heights: [[5, 5]])
    for layout: any CollectionLayout in [
      FlexibleRowHeightGridLayout(), FlowLayout(), ListLayout(), WaterfallLayout(),
    ] {
      #expect(
        layout.layout(input, in: Size(width: 10, height: 5)).pinnedElements(in: Self.viewport(3)).isEmpty)
    }
  }

  @Test func everyLayoutPins() {
    let section = SectionMetrics(itemCount: 4, headerHeight: 1, pinsHeader: true)
    let input = makeInput([section], columns: 2, heights: [[5, 5, 5, 5]])
    for layout: any CollectionLayout in [
      FlexibleRowHeightGridLayout(), FlowLayout(), ListLayout(), WaterfallLayout(),
    ] {
      let pinned = layout.layout(input, in: Size(width: 10, height: 5)).pinnedElements(in: Self.viewport(3))
      #expect(pinned.map(\.frame) == [Rect(x: 0, y: 3, width: 10, height: 1)], "\(layout)")
    }
  }
}
