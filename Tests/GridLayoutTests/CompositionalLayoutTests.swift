import GridLayout
import Testing

/// Apple's compositional layouts on the hand-worked examples of docs/compositional.md, at one point
/// a column (two points a row), so the frames are the points (halves of a row rounded away from 0).
@Suite struct CompositionalLayoutTests {
  static let onePoint = PointScale(pointsPerColumn: 1)

  static func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: w, heightDimension: h)
  }

  func frames(_ result: LayoutResult, section: Int = 0) -> [Rect] {
    (0..<(result.section(section)?.itemCount ?? 0)).compactMap {
      result.frame(of: ItemPath(section: section, item: $0))
    }
  }

  /// Apple's "Inset Items Grid": five `.fractionalWidth(0.2)` items a row, square groups
  /// (`.fractionalWidth(0.2)` tall), 5 points of content insets around each item.
  @Test func insetItemsGrid() {
    var item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.2), .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(all: 5)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [.item(item)])
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: group), scale: Self.onePoint)
    let input = makeInput(
      [SectionMetrics(itemCount: 12)], columns: 1, heights: [Array(repeating: 99, count: 12)])
    let result = layout.layout(input, in: Size(width: 100, height: 40))
    // 100 points: the one subitem repeats while it fits, five slots of 20 × 20 points a group.
    // Each item is its slot less 5 points each side: x 20·k + 5, 10 wide; y 20·r + 5 to 20·r + 15
    // points, rows (20·r + 5) ÷ 2 = 10·r + 2.5 → 10·r + 3 and (20·r + 15) ÷ 2 = 10·r + 7.5 → 10·r + 8.
    for i in 0..<12 {
      let (r, k) = (Double(i / 5), Double(i % 5))
      let expected = Rect(x: 20 * k + 5, y: 10 * r + 3, width: 10, height: (10 * r + 8) - (10 * r + 3))
      #expect(result.frame(of: ItemPath(section: 0, item: i)) == expected, "item \(i)")
    }
    // Three groups of 20 points: 60 points, 30 rows; the groups are the rows.
    #expect(result.contentSize.height == 3 * 20 / 2)
    #expect(result.row(of: ItemPath(section: 0, item: 11)) == 2)
    #expect(result.rowExtent(of: ItemPath(section: 0, item: 11))! == (minY: 2 * 10, maxY: 3 * 10))
    #expect(result.columns(of: ItemPath(section: 0, item: 0)) == nil)
  }

  /// Apple's "Two-Column Grid": `count: 2` with 10 points between the items, 44-point groups, 10
  /// points of section insets and between groups.
  @Test func twoColumnsWithCountAndSpacing() {
    // The item's own width (0.3) does not matter: count splits the group into equal slots.
    let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.3), .fractionalHeight(1)))
    var group = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: .item(item), count: 2)
    group.interItemSpacing = .fixed(10)
    let section = CollectionLayoutSection(
      group: group, interGroupSpacing: 10, contentInsets: DirectionalEdgeInsets(all: 10))
    let layout = CompositionalLayout(section: section, scale: Self.onePoint)
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 5)], columns: 1, heights: [[1, 1, 1, 1, 1]]),
      in: Size(width: 110, height: 40))
    // Content width 110 − 10 − 10 = 90; each slot (90 − 10·(2 − 1)) ÷ 2 = 40.
    // Groups 44 points (22 rows) at 10 + r·(44 + 10) points: rows 5 + 27·r.
    let slot = (90.0 - 10) / 2
    for i in 0..<5 {
      let (r, k) = (Double(i / 2), Double(i % 2))
      let expected = Rect(x: 10 + k * (slot + 10), y: 5 + 27 * r, width: slot, height: 44 / 2)
      #expect(result.frame(of: ItemPath(section: 0, item: i)) == expected, "item \(i)")
    }
    // Three groups, two spacings, both insets: (10 + 3·44 + 2·10 + 10) ÷ 2 rows.
    let points: Double = 10 + 3 * 44 + 2 * 10 + 10
    #expect(result.contentSize.height == points / 2)
    #expect(layout.slots(of: section)[0].widthRule == .equalSlot(count: 2))
    #expect(
      result.compositionalSlot(of: ItemPath(section: 0, item: 3))?.heightRule
        == .dimension(.fractionalHeight(1)))
  }

  /// Apple's "Nested Groups": a 0.7-wide item beside a vertical pair in the other 0.3, 10 points of
  /// insets on every item, the group 0.4 of the view's height.
  @Test func nestedGroupOfPointSevenAndAVerticalPairOfPointThree() {
    var leading = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.7), .fractionalHeight(1)))
    leading.contentInsets = DirectionalEdgeInsets(all: 10)
    var trailing = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.3)))
    trailing.contentInsets = DirectionalEdgeInsets(all: 10)
    let pair = CollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: .item(trailing),
      count: 2)
    let nested = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.4)),
      subitems: [.item(leading), .group(pair)])
    // A view 100 rows (200 points) tall: the group is 0.4 · 200 = 80 points.
    let layout = CompositionalLayout(
      section: CollectionLayoutSection(group: nested), scale: Self.onePoint, viewHeight: 100)
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 6)], columns: 1, heights: [Array(repeating: 1, count: 6)]),
      in: Size(width: 200, height: 40))
    let got = frames(result)
    for g in 0..<2 {
      let top = Double(g) * 80
      // The leading item: 0.7 · 200 = 140 wide, less 10 each side; 80 tall less 10 each side.
      #expect(got[3 * g] == Rect(x: 10, y: (top + 10) / 2, width: 140 - 20, height: (80 - 20) / 2))
      // The pair: x 140, 60 wide; count 2 splits its 80 points into two slots of 40, whatever the
      // items' own 0.3 (24 points).
      #expect(got[3 * g + 1] == Rect(x: 140 + 10, y: (top + 10) / 2, width: 60 - 20, height: (40 - 20) / 2))
      #expect(
        got[3 * g + 2] == Rect(x: 140 + 10, y: (top + 40 + 10) / 2, width: 60 - 20, height: (40 - 20) / 2))
    }
    #expect(result.contentSize.height == 2 * 80 / 2)
    let slots = layout.slots(of: layout.section)
    #expect(slots.map(\.heightRule) == [.dimension(.fractionalHeight(1)), .equalSlot(count: 2)])
    #expect(
      CompositionalPathComponent.text(of: slots[1].path) == "group.horizontal.subitems[1].vertical.subitem")
  }

  static func estimatedPair(
    item height: CollectionLayoutDimension, group: CollectionLayoutDimension = .estimated(44)
  )
    -> CollectionLayoutSection
  {
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), height))
    let pair = CollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), group), repeatingSubitem: .item(item), count: 2)
    return CollectionLayoutSection(group: pair, interGroupSpacing: 8)
  }

  /// An estimated group with one tall item: the group is as tall as its tallest item, each item keeps
  /// its own height at the top.
  @Test func anEstimatedGroupIsAsTallAsItsTallestItemAndTheOthersKeepTheirOwn() {
    let layout = CompositionalLayout(section: Self.estimatedPair(item: .estimated(44)), scale: Self.onePoint)
    var widths: [Double] = []
    let input = makeInput([SectionMetrics(itemCount: 4)], columns: 1, heights: [[3, 8, 2, 2]]) {
      widths.append($1)
    }
    let result = layout.layout(input, in: Size(width: 100, height: 40))
    // Measured at 50 columns each; the first group is 8 rows, the spacing 8 points = 4 rows.
    #expect(widths == [50, 50, 50, 50])
    #expect(
      frames(result) == [
        Rect(x: 0, y: 0, width: 50, height: 3), Rect(x: 50, y: 0, width: 50, height: 8),
        Rect(x: 0, y: 8 + 4, width: 50, height: 2), Rect(x: 50, y: 8 + 4, width: 50, height: 2),
      ])
    #expect(result.contentSize.height == 8 + 4 + 2)
    #expect(result.compositionalSlot(of: ItemPath(section: 0, item: 0))?.heightRule == .measured)
    #expect(result.compositionalSlot(of: ItemPath(section: 0, item: 0))?.groupHeightIsEstimated == true)
  }

  /// The same with `uniformAcrossSiblings`: every item as tall as the tallest in its group — written
  /// so, or by the compare view's flag.
  @Test func uniformAcrossSiblingsMakesEveryItemAsTallAsItsTallestSibling() {
    let expected = [
      Rect(x: 0, y: 0, width: 50, height: 8), Rect(x: 50, y: 0, width: 50, height: 8),
      Rect(x: 0, y: 8 + 4, width: 50, height: 2), Rect(x: 50, y: 8 + 4, width: 50, height: 2),
    ]
    let input = makeInput([SectionMetrics(itemCount: 4)], columns: 1, heights: [[3, 8, 2, 2]])
    let written = CompositionalLayout(
      section: Self.estimatedPair(item: .uniformAcrossSiblings(estimate: 44)), scale: Self.onePoint)
    #expect(frames(written.layout(input, in: Size(width: 100, height: 40))) == expected)
    let flagged = CompositionalLayout(
      section: Self.estimatedPair(item: .estimated(44)), scale: Self.onePoint,
      estimatedHeightsAreUniform: true)
    let result = flagged.layout(input, in: Size(width: 100, height: 40))
    #expect(frames(result) == expected)
    #expect(result.compositionalSlot(of: ItemPath(section: 0, item: 2))?.heightRule == .uniformAcrossSiblings)
  }

  /// On the section's group, `uniformAcrossSiblings` shares the tallest group's height across the
  /// whole section (and its uniform items take it).
  @Test func uniformOnTheSectionsGroupSharesTheTallestAcrossTheSection() {
    let section = Self.estimatedPair(
      item: .uniformAcrossSiblings(estimate: 44), group: .uniformAcrossSiblings(estimate: 44))
    let layout = CompositionalLayout(section: section, scale: Self.onePoint)
    let input = makeInput([SectionMetrics(itemCount: 4)], columns: 1, heights: [[3, 8, 2, 2]])
    let result = layout.layout(input, in: Size(width: 100, height: 40))
    #expect(frames(result).map(\.height) == [8, 8, 8, 8])
    #expect(frames(result).map(\.minY) == [0, 0, 8 + 4, 8 + 4])
    #expect(result.contentSize.height == 8 + 4 + 8)
  }

  @Test func contentInsetsAreIgnoredOnAnEstimatedAxis() {
    var item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    item.contentInsets = DirectionalEdgeInsets(top: 6, leading: 4, bottom: 6, trailing: 4)
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [.item(item)])
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: group), scale: Self.onePoint)
    var widths: [Double] = []
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 2)], columns: 1, heights: [[3, 5]]) { widths.append($1) },
      in: Size(width: 60, height: 40))
    // Leading and trailing insets are taken (the width is a fraction), top and bottom are not.
    #expect(
      frames(result) == [
        Rect(x: 4, y: 0, width: 60 - 8, height: 3), Rect(x: 4, y: 3, width: 60 - 8, height: 5),
      ])
    #expect(widths == [52, 52])
  }

  @Test func aSubitemThatWouldPassTheGroupsEndIsNotPlacedInIt() {
    // 40 + 40 fit in 100; the third 40 would end at 120: it starts the next group.
    let a = CollectionLayoutItem(layoutSize: Self.size(.absolute(40), .absolute(10)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(10)), subitems: [.item(a)])
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: group), scale: Self.onePoint)
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 3)], columns: 1, heights: [[1, 1, 1]]),
      in: Size(width: 100, height: 40))
    #expect(frames(result).map(\.minX) == [0, 40, 0])
    #expect(frames(result).map(\.minY) == [0, 0, 5])
    // Flexible spacing grows into what the two leave: 100 − 80 between them.
    var flexible = group
    flexible.interItemSpacing = .flexible(4)
    let spread = CompositionalLayout(section: CollectionLayoutSection(group: flexible), scale: Self.onePoint)
      .layout(
        makeInput([SectionMetrics(itemCount: 2)], columns: 1, heights: [[1, 1]]),
        in: Size(width: 100, height: 40))
    #expect(frames(spread).map(\.minX) == [0, 40 + (100 - 80)])
  }

  @Test func headersAndFootersSpanTheSectionOutsideItsTopAndBottomInsets() {
    let header = CollectionLayoutBoundaryItem(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), pinToVisibleBounds: true)
    let footer = CollectionLayoutBoundaryItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(20)))
    var section = Self.estimatedPair(item: .estimated(44))
    section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
    section.header = header
    section.footer = footer
    let layout = CompositionalLayout(section: section, scale: Self.onePoint)
    let sections = [
      SectionMetrics(itemCount: 2, headerHeight: 3), SectionMetrics(itemCount: 1, headerHeight: 2),
    ]
    let result = layout.layout(
      makeInput(sections, columns: 1, heights: [[5, 5], [5]]), in: Size(width: 100, height: 40))
    let first = result.sections[0]
    // The header is measured (3 rows), inside the leading and trailing insets.
    #expect(first.headerFrame == Rect(x: 10, y: 0, width: 80, height: 3))
    #expect(first.pinsHeader && !first.pinsFooter)
    // Items below the header and the top inset (4 points, 2 rows).
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 10, y: 3 + 2, width: 40, height: 5))
    // The footer (20 points, 10 rows) below the bottom inset.
    #expect(first.footerFrame == Rect(x: 10, y: 3 + 2 + 5 + 2, width: 80, height: 10))
    #expect(result.sections[1].minY == first.endY)
    #expect(first.endY == 3 + 2 + 5 + 2 + 10)
    // Pinned as pinHeaders pins: at the top of a viewport inside the section.
    let pinned = result.pinnedHeader(in: Rect(x: 0, y: 6, width: 100, height: 10))
    #expect(pinned?.frame.minY == 6)
  }

  @Test func aSectionsOwnDefinitionReplacesTheLayouts() {
    let layout = CompositionalLayout(section: Self.estimatedPair(item: .estimated(44)), scale: Self.onePoint)
    let one = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    var second = SectionMetrics(itemCount: 2)
    second.compositional = CollectionLayoutSection(
      group: .horizontal(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [.item(one)]))
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 2), second], columns: 1, heights: [[1, 1], [1, 1]]),
      in: Size(width: 100, height: 40))
    #expect(frames(result, section: 0).map(\.width) == [50, 50])
    #expect(frames(result, section: 1).map(\.width) == [100, 100])
    #expect(frames(result, section: 1).map(\.minY) == [1, 2])
  }

  @Test func rightToLeftMirrorsTheWholeSection() {
    var section = Self.estimatedPair(item: .estimated(44))
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    section.header = CollectionLayoutBoundaryItem(
      layoutSize: Self.size(.fractionalWidth(0.5), .estimated(44)))
    let layout = CompositionalLayout(section: section, scale: Self.onePoint)
    var input = makeInput([SectionMetrics(itemCount: 3, headerHeight: 1)], columns: 1, heights: [[1, 2, 3]])
    input.direction = .rightToLeft
    let result = layout.layout(input, in: Size(width: 110, height: 40))
    // Left to right the first item is at x 10, 50 wide: mirrored, x 110 − 10 − 50 = 50.
    #expect(
      result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 110 - 10 - 50, y: 1, width: 50, height: 1))
    #expect(result.sections[0].headerFrame == Rect(x: 110 - 10 - 50, y: 0, width: 50, height: 1))
    let found = result.elements(in: Rect(x: 0, y: 0, width: 50, height: 10)).map(\.item)
    #expect(found == [1])
  }

  @Test func anAbsoluteHeightIsKeptAndNeverMeasured() {
    let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .absolute(8)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [.item(item)])
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: group), scale: Self.onePoint)
    var asked = 0
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 2)], columns: 1, heights: [[30, 30]]) { _, _ in asked += 1 },
      in: Size(width: 40, height: 40))
    // 8 points are 4 rows, whatever the text would need: the app clips it.
    #expect(frames(result).map(\.height) == [8 / 2, 8 / 2])
    #expect(asked == 0)
    #expect(
      result.compositionalSlot(of: ItemPath(section: 0, item: 1))?.heightRule == .dimension(.absolute(8)))
  }

  @Test func aCacheKeepsTheMeasuredHeightsAcrossPasses() {
    let layout = CompositionalLayout(section: Self.estimatedPair(item: .estimated(44)), scale: Self.onePoint)
    let input = makeInput([SectionMetrics(itemCount: 4)], columns: 1, heights: [[3, 8, 2, 2]])
    var cache = LayoutCache()
    let first = layout.layout(input, in: Size(width: 100, height: 40), cache: &cache)
    #expect(cache.heightsAsked == 4)
    let second = layout.layout(input, in: Size(width: 100, height: 40), cache: &cache)
    #expect(cache.heightsAsked == 0)
    #expect(first == second)
    // Wider, every item is measured again at its new width.
    _ = layout.layout(input, in: Size(width: 120, height: 40), cache: &cache)
    #expect(cache.heightsAsked == 4)
  }

  @Test func aVerticalGroupStacksItsItemsAndUniformOnesGrowAndPushTheRestDown() {
    let own = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    let uniform = CollectionLayoutItem(
      layoutSize: Self.size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44)))
    var column = CollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [.item(uniform), .item(own)])
    column.interItemSpacing = .fixed(2)
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: column), scale: Self.onePoint)
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 4)], columns: 1, heights: [[1, 5, 2, 3]]),
      in: Size(width: 20, height: 40))
    // Group 0: the uniform item grows from 1 to its sibling's 5 rows; the next starts 1 row (2 points)
    // below it. Group 1 starts where group 0 ends.
    let tops: [Double] = [0, 5 + 1, 5 + 1 + 5, 5 + 1 + 5 + 3 + 1]
    #expect(frames(result).map(\.minY) == tops)
    #expect(frames(result).map(\.height) == [5, 5, 3, 3])
  }

  @Test func aMeasuredItemPastTheEndOfAVerticalGroupOfKnownHeightStartsTheNext() {
    let own = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    let column = CollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(20)), subitems: [.item(own)])
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: column), scale: Self.onePoint)
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 4)], columns: 1, heights: [[4, 5, 12, 1]]),
      in: Size(width: 20, height: 40))
    // 20 points are 10 rows: 4 + 5 fit, 4 + 5 + 12 does not; 12 alone is placed anyway (the first),
    // and 1 more would pass its end too.
    #expect(frames(result).map(\.minY) == [0, 4, 10, 20])
    #expect((0..<4).map { result.row(of: ItemPath(section: 0, item: $0)) } == [0, 0, 1, 2])
  }

  @Test func itemsPerGroupSaysWhereASliceMayStart() {
    let layout = CompositionalLayout(section: Self.estimatedPair(item: .estimated(44)), scale: Self.onePoint)
    #expect(layout.itemsPerGroup(in: layout.section, width: 100) == 2)
    // Five 0.2-wide items a group, repeated from one subitem.
    let fifth = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.2), .estimated(44)))
    let row = CollectionLayoutSection(
      group: .horizontal(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [.item(fifth)])
    )
    #expect(layout.itemsPerGroup(in: row, width: 100) == 5)
    // A slice laid out on its own from item 2 · 5 is the whole's from there.
    let heights = (0..<23).map { Double($0 % 4 + 1) }
    let rows = CompositionalLayout(section: row, scale: Self.onePoint)
    let whole = rows.layout(
      makeInput([SectionMetrics(itemCount: 23)], columns: 1, heights: [heights]),
      in: Size(width: 100, height: 40))
    let start = 2 * 5
    let top = whole.rowExtent(of: ItemPath(section: 0, item: start))!.minY
    let slice = rows.layout(
      makeInput([SectionMetrics(itemCount: 23 - start)], columns: 1, heights: [Array(heights[start...])]),
      in: Size(width: 100, height: 40)
    ).placed(at: ItemPath(section: 0, item: start), y: top)
    for item in start..<23 {
      #expect(
        slice.frame(of: ItemPath(section: 0, item: item)) == whole.frame(of: ItemPath(section: 0, item: item))
      )
    }
    // Not known in advance: a measured item in a vertical group of known height, a sideways band,
    // a section group sharing its height.
    let column = CollectionLayoutSection(
      group: .vertical(layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), subitems: [.item(fifth)]))
    #expect(layout.itemsPerGroup(in: column, width: 100) == nil)
    var band = row
    band.orthogonalScrollingBehavior = .continuous
    #expect(layout.itemsPerGroup(in: band, width: 100) == nil)
    #expect(
      layout.itemsPerGroup(
        in: Self.estimatedPair(item: .estimated(44), group: .uniformAcrossSiblings(estimate: 44)), width: 100)
        == nil)
  }
}
