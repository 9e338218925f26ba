import GridLayout
import Testing

/// The edge cases of the issue, for every layout: each answer written as arithmetic. Where the
/// layouts agree (one row, equal heights) they must give the same frames.
@Suite struct EdgeCaseTests {
  static let layouts: [(String, any CollectionLayout)] = [
    ("grid", FlexibleRowHeightGridLayout()), ("flow", FlowLayout()), ("waterfall", WaterfallLayout()),
    ("list", ListLayout()),
  ]
  static let names = layouts.map(\.0)

  static func layout(_ name: String) -> any CollectionLayout {
    guard let layout = layouts.first(where: { $0.0 == name }) else {
      preconditionFailure("no layout \(name)")
    }
    return layout.1
  }

  /// Columns as the list sees them: always one.
  static func columns(_ name: String, _ n: Int) -> Int { name == "list" ? 1 : n }

  @Test(arguments: names) func noSections(_ name: String) {
    let result = Self.layout(name).layout(
      makeInput([], columns: 3, heights: []), in: Size(width: 80, height: 24))
    #expect(result.contentSize == Size(width: 80, height: 0))
    #expect(result.allElements.isEmpty)
    #expect(result.elements(in: Rect(x: 0, y: 0, width: 80, height: 24)).isEmpty)
  }

  @Test(arguments: names) func anEmptySectionKeepsItsBandsAndInsets(_ name: String) {
    let section = SectionMetrics(
      itemCount: 0, insets: EdgeInsets(top: 2, left: 1, bottom: 3, right: 1), headerHeight: 1, footerHeight: 2
    )
    let result = Self.layout(name).layout(
      makeInput([section], columns: 3, heights: [[]]), in: Size(width: 40, height: 9))
    #expect(
      result.allElements.map(\.frame) == [
        Rect(x: 0, y: 0, width: 40, height: 1), Rect(x: 0, y: 1 + 2 + 3, width: 40, height: 2),
      ])
    #expect(result.contentSize.height == 1 + 2 + 3 + 2)
  }

  @Test(arguments: names) func oneItem(_ name: String) {
    let result = Self.layout(name).layout(
      makeInput([SectionMetrics(itemCount: 1)], columns: 4, heights: [[3]]), in: Size(width: 40, height: 9))
    let width = 40.0 / Double(Self.columns(name, 4))
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 0, y: 0, width: width, height: 3))
    #expect(result.contentSize.height == 3)
  }

  @Test(arguments: names) func aShortLastRow(_ name: String) {
    // 5 items of height 2 in 3 columns, line spacing 1: the last row holds 2 items.
    let result = Self.layout(name).layout(
      makeInput([SectionMetrics(itemCount: 5, lineSpacing: 1)], columns: 3, heights: [[2, 2, 2, 2, 2]]),
      in: Size(width: 30, height: 9))
    let n = Self.columns(name, 3)
    let last = result.frame(of: ItemPath(section: 0, item: 4))
    let row = Double(4 / n)
    #expect(
      last == Rect(x: Double(4 % n) * Double(30 / n), y: row * (2 + 1), width: Double(30 / n), height: 2))
    let rows = Double((5 + n - 1) / n)
    #expect(result.contentSize.height == rows * 2 + (rows - 1) * 1)
  }

  @Test(arguments: names) func moreColumnsThanItems(_ name: String) {
    let result = Self.layout(name).layout(
      makeInput([SectionMetrics(itemCount: 2)], columns: 5, heights: [[1, 1]]), in: Size(width: 50, height: 9)
    )
    let expected =
      name == "list" ? Rect(x: 0, y: 1, width: 50, height: 1) : Rect(x: 10, y: 0, width: 10, height: 1)
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == expected)
  }

  @Test(arguments: names) func aWidthSmallerThanInsetsAndSpacingGivesZeroWidthColumns(_ name: String) {
    let section = SectionMetrics(itemCount: 2, insets: EdgeInsets(left: 3, right: 3), interitemSpacing: 2)
    let result = Self.layout(name).layout(
      makeInput([section], columns: 2, heights: [[1, 1]]), in: Size(width: 5, height: 9))
    for item in 0..<2 {
      #expect(result.frame(of: ItemPath(section: 0, item: item))?.width == 0)
    }
  }

  @Test(arguments: names) func zeroAndNegativeHeightsCountAsZero(_ name: String) {
    let result = Self.layout(name).layout(
      makeInput([SectionMetrics(itemCount: 3)], columns: 3, heights: [[0, -7, .nan]]),
      in: Size(width: 30, height: 9))
    for item in 0..<3 {
      #expect(result.frame(of: ItemPath(section: 0, item: item))?.height == 0)
    }
    #expect(result.contentSize.height == 0)
  }

  @Test(arguments: names) func hugeWidthsSplitExactly(_ name: String) {
    let result = Self.layout(name).layout(
      makeInput([SectionMetrics(itemCount: 3)], columns: 3, heights: [[1, 1, 1]]),
      in: Size(width: 3e12 + 2, height: 9))
    let n = Self.columns(name, 3)
    let widths = (0..<n).compactMap { result.frame(of: ItemPath(section: 0, item: $0))?.width }
    #expect(widths.reduce(0, +) == 3e12 + 2)
    #expect(widths.max()! - widths.min()! <= 1)
  }
}
