import GridCanvas
import GridLayout
import GridText
import Testing

/// Drawing a computed layout: boxes, their text, bands, clipping at the viewport, and only the
/// visible elements visited.
@Suite struct BoxRendererTests {
  /// One section of cells with the given heights in `columns` columns, no insets or spacing unless
  /// asked, and optional header and footer heights.
  static func layout(
    heights: [Double], columns: Int, width: Double, spacing: Double = 0, header: Double = 0,
    footer: Double = 0
  ) -> LayoutResult {
    let input = LayoutInput(
      sections: [
        SectionMetrics(
          itemCount: heights.count, interitemSpacing: spacing, lineSpacing: spacing, headerHeight: header,
          footerHeight: footer)
      ],
      columnCount: { _ in columns },
      itemHeight: { path, _ in heights[path.item] })
    return FlexibleRowHeightGridLayout().layout(input, in: Size(width: width, height: 0))
  }

  static func text(_ title: String?, _ body: String, width: Int) -> ElementContent {
    .cell(CellTextLayout(title: title, body: body, width: width, category: .extraSmall))
  }

  @Test func aCellIsABoxWithItsTitleBoldAndItsBody() {
    // 13 wide: borders, a padding of 1 each side, 9 cells of text.
    let result = Self.layout(heights: [4], columns: 1, width: 13)
    var canvas = Canvas(width: 13, height: 4)
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { _ in
      Self.text("Title", "Body text", width: 13)
    }
    #expect(canvas.description == "┌───────────┐\n│ Title     │\n│ Body text │\n└───────────┘")
    #expect(canvas[2, 1].style == Theme.dark.title)
    #expect(canvas[2, 2].style == Theme.dark.body)
    #expect(canvas[0, 0].style == Theme.dark.border)
  }

  /// An explicit height shorter than the text: the last line that fits says the text goes on.
  @Test func textThatDoesNotFitItsBoxEndsWithAnEllipsisAtTheBottomBorder() {
    let result = Self.layout(heights: [3], columns: 1, width: 8)
    var canvas = Canvas(width: 8, height: 3)
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { _ in
      Self.text("T", "one two three", width: 8)
    }
    #expect(canvas.description == "┌──────┐\n│ T…   │\n└──────┘")
  }

  /// A right-to-left paragraph's lines end at the box's right padding, in visual order; a
  /// left-to-right one in the same cell starts at the left.
  @Test func rightToLeftLinesAreAlignedRight() {
    let result = Self.layout(heights: [5], columns: 1, width: 14)
    var canvas = Canvas(width: 14, height: 5)
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { _ in
      Self.text("עברית", "שלום עולם\nHi there", width: 14)
    }
    #expect(
      canvas.description
        == "┌────────────┐\n│      תירבע │\n│  םלוע םולש │\n│ Hi there   │\n└────────────┘")
  }

  /// Cut by its box, a right-to-left line ends with its ellipsis on the left, where its reading ends.
  @Test func aRightToLeftLineCutByItsBoxEndsOnTheLeft() {
    let result = Self.layout(heights: [3], columns: 1, width: 10)
    var canvas = Canvas(width: 10, height: 3)
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { _ in
      Self.text(nil, "שלום עולם טוב", width: 10)
    }
    #expect(canvas.description == "┌────────┐\n│  …םולש │\n└────────┘")
  }

  @Test func aRightToLeftHeaderIsAlignedRight() {
    let result = Self.layout(heights: [3], columns: 1, width: 10, header: 1)
    var canvas = Canvas(width: 10, height: 4)
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { element in
      element.kind == .header ? .band([WrappedLine(text: "םולש", width: 4, isRightToLeft: true)]) : .empty
    }
    #expect(canvas.row(0) == "     םולש ")
  }

  @Test func anEmptyCellIsJustItsBox() {
    let result = Self.layout(heights: [3, 3], columns: 2, width: 8)
    var canvas = Canvas(width: 8, height: 3)
    BoxRenderer(characters: .ascii).draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { _ in
      .empty
    }
    #expect(canvas.description == "+--++--+\n|  ||  |\n+--++--+")
  }

  @Test func collapsedBoxesShareTheirBordersAndMeetInJunctions() {
    // Frames 4 wide and 2 tall; each box reaches one cell further right and down.
    let result = Self.layout(heights: [2, 2, 2, 2], columns: 2, width: 8)
    var canvas = Canvas(width: 9, height: 5)
    BoxRenderer(collapseBorders: true).draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { _ in
      .empty
    }
    #expect(canvas.description == "┌───┬───┐\n│   │   │\n├───┼───┤\n│   │   │\n└───┴───┘")
  }

  @Test func aHeaderIsBoldAndAFooterDimBothFromTheMargin() {
    let result = Self.layout(heights: [3], columns: 1, width: 10, header: 1, footer: 1)
    var canvas = Canvas(width: 10, height: 5)
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { element in
      switch element.kind {
      case .header: .band([WrappedLine(text: "Head", width: 4)])
      case .footer: .band([WrappedLine(text: "Foot", width: 4)])
      case .cell: .empty
      }
    }
    #expect(canvas.row(0) == " Head     ")
    #expect(canvas.row(4) == " Foot     ")
    #expect(canvas[1, 0].style == Theme.dark.header)
    #expect(canvas[1, 0].style.attributes.contains(.bold))
    #expect(canvas[1, 4].style == Theme.dark.footer)
    #expect(canvas[1, 4].style.attributes.contains(.dim))
  }

  @Test(arguments: [(5, 1, 2), (4, 1, 1), (6, 2, 2), (3, 3, 0), (2, 3, 0)])
  func aBandsLinesAreCentredVertically(height: Int, lines: Int, firstRow: Int) {
    // (5 − 1) / 2 = 2, (4 − 1) / 2 = 1, (6 − 2) / 2 = 2; lines beyond a short band are not drawn.
    let result = Self.layout(heights: [], columns: 1, width: 10, header: Double(height))
    var canvas = Canvas(width: 10, height: 6, fill: Canvas.Cell("."))
    let content = (0..<lines).map { WrappedLine(text: "L\($0)", width: 2) }
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { _ in .band(content) }
    for y in 0..<6 {
      let i = y - firstRow
      if i >= 0, i < lines, y < height {
        #expect(canvas.row(y).hasPrefix(".L\(i)"), "row \(y)")
      } else {
        #expect(!canvas.row(y).contains("L"), "row \(y)")
      }
    }
  }

  @Test func aBoxCutByTheTopEdgeRunsItsSidesToTheEdge() {
    let result = Self.layout(heights: [6], columns: 1, width: 8)
    var canvas = Canvas(width: 8, height: 3)
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds, scrollY: 3), on: &canvas) { _ in
      Self.text(nil, "aaa bbb ccc ddd", width: 8)
    }
    // Four cells of text: a word a line. Rows 3…5 of the box: the sides with the third and fourth
    // lines, then the bottom.
    #expect(canvas.description == "│ ccc  │\n│ ddd  │\n└──────┘")
  }

  @Test func aBoxCutByTheBottomEdgeHasNoBottomBorder() {
    let result = Self.layout(heights: [6], columns: 1, width: 8)
    var canvas = Canvas(width: 8, height: 3)
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds), on: &canvas) { _ in .empty }
    #expect(canvas.description == "┌──────┐\n│      │\n│      │")
  }

  @Test func aViewportInsideALargerCanvasDrawsOnlyInItsRegion() {
    let result = Self.layout(heights: [3, 3, 3, 3], columns: 1, width: 6)
    var canvas = Canvas(width: 10, height: 6, fill: Canvas.Cell("."))
    let region = Canvas.Region(x: 2, y: 1, width: 6, height: 4)
    BoxRenderer(characters: .ascii).draw(result, in: Viewport(region: region, scrollY: 2), on: &canvas) { _ in
      .empty
    }
    // Layout rows 2…5: the bottom of item 0, item 1 whole (a box draws no background).
    #expect(canvas.description == "..........\n..+----+..\n..+----+..\n..|....|..\n..+----+..\n..........")
  }

  @Test func onlyTheVisibleElementsOfAMillionAreVisited() {
    // 1,000,000 cells 3 rows tall in 4 columns of 50: 250,000 rows, 750,000 rows of content.
    let count = 1_000_000
    let input = LayoutInput(
      sections: [SectionMetrics(itemCount: count)], columnCount: { _ in 4 }, itemHeight: { _, _ in 3 })
    let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: 200, height: 60))
    #expect(result.itemCount == count)
    var canvas = Canvas(width: 200, height: 60)
    var visited: [ItemPath] = []
    let scrollY = 400_001  // one row into grid row 133,333
    BoxRenderer().draw(result, in: Viewport(region: canvas.bounds, scrollY: scrollY), on: &canvas) {
      element in
      visited.append(element.indexPath)
      return .empty
    }
    // Rows 133,333 … 133,353 touch layout rows 400,001 … 400,060: 21 grid rows of 4 cells.
    #expect(visited.count == 21 * 4)
    #expect(visited.first == ItemPath(section: 0, item: 133_333 * 4))
    #expect(visited.last == ItemPath(section: 0, item: 133_353 * 4 + 3))
    // Layout row 400,001 is the last of grid row 133,333 (rows 399,999…400,001): its bottoms.
    let line = String(repeating: "─", count: 48)
    #expect(canvas.row(0) == String(repeating: "└" + line + "┘", count: 4))
    #expect(canvas.row(1) == String(repeating: "┌" + line + "┐", count: 4))
  }
}
