import GridLayout
import Testing

/// `CollectionLayoutSection.problems`: what a fixture reader reports, each at its place.
@Suite struct CompositionalValidationTests {
  static func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: w, heightDimension: h)
  }

  static let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))

  @Test func aGoodSectionHasNoProblems() {
    var section = CollectionLayoutSection(
      group: .horizontal(
        layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), repeatingSubitem: .item(Self.item),
        count: 2))
    section.header = CollectionLayoutBoundaryItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(20)))
    #expect(section.problems.isEmpty)
  }

  @Test func everyProblemIsReportedAtItsPlace() {
    let badItem = CollectionLayoutItem(
      layoutSize: Self.size(.uniformAcrossSiblings(estimate: 10), .fractionalHeight(0)),
      contentInsets: DirectionalEdgeInsets(top: -1))
    let tooMany = CollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: .item(Self.item),
      count: 1001)
    let empty = CollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(0.3), .absolute(10)), subitems: [])
    var outer = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(-3)),
      subitems: [.item(badItem), .group(tooMany), .group(empty)])
    outer.interItemSpacing = .flexible(.nan)
    var section = CollectionLayoutSection(group: outer, interGroupSpacing: -2)
    section.footer = CollectionLayoutBoundaryItem(layoutSize: Self.size(.fractionalWidth(-1), .estimated(1)))
    let found = section.problems.map(\.description)
    #expect(
      found == [
        "group.horizontal.layoutSize.heightDimension.absolute: expected a non-negative number of points, got -3.0",
        "group.horizontal.interItemSpacing.flexible: expected a non-negative number of points, got nan",
        "group.horizontal.subitems[0].layoutSize.widthDimension.uniformAcrossSiblings: uniformAcrossSiblings sizes heights only; use estimated or a fraction for a width",
        "group.horizontal.subitems[0].layoutSize.heightDimension.fractionalHeight: expected a fraction above 0, got 0.0",
        "group.horizontal.subitems[0].contentInsets.top: expected a non-negative number of points, got -1.0",
        "group.horizontal.subitems[1].vertical.count: expected a count from 1 to 1000, got 1001",
        "group.horizontal.subitems[2].vertical: the group holds no item, so repeating it would never place one; give it an item",
        "interGroupSpacing: expected a non-negative number of points, got -2.0",
        "footer.layoutSize.widthDimension.fractionalWidth: expected a fraction above 0, got -1.0",
      ])
    #expect(
      section.problems[5].path == [
        .key("group"), .key("horizontal"), .key("subitems"), .index(1), .key("vertical"), .key("count"),
      ])
  }

  @Test func aCountBelowOneAndZeroLengthSubitemsThatWouldRepeatForEver() {
    let zero = CollectionLayoutItem(layoutSize: Self.size(.absolute(0), .estimated(44)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)),
      subitems: [
        .item(zero),
        .group(
          .vertical(
            layoutSize: Self.size(.absolute(0), .estimated(1)), repeatingSubitem: .item(Self.item), count: 0)),
      ])
    let found = CollectionLayoutSection(group: group).problems.map(\.location)
    // Depth first: what is inside the group before the group's own list.
    #expect(found == ["group.horizontal.subitems[1].vertical.count", "group.horizontal.subitems"])
    // Laid out anyway, the group stops after 1,000 subitems and the section finishes.
    let layout = CompositionalLayout(
      section: CollectionLayoutSection(group: group), scale: PointScale(pointsPerColumn: 1))
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 2500)], columns: 1, heights: [Array(repeating: 1, count: 2500)]),
      in: Size(width: 50, height: 10))
    #expect(result.itemCount == 2500)
    #expect(result.row(of: ItemPath(section: 0, item: 2499)) == 2)
  }

  @Test func groupsNestedDeeperThanSixteenLevels() {
    var group = CollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [.item(Self.item)])
    for _ in 1..<17 {
      group = .horizontal(
        layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [.group(group)])
    }
    let problems = CollectionLayoutSection(group: group).problems
    // The 17th level is too deep; so the group above it holds no item the layout can place.
    #expect(problems.map(\.message).first == "groups nest 17 deep; at most 16 levels are allowed")
    // group.horizontal, then subitems, [0], horizontal for each of the 16 levels below.
    #expect(problems.first?.path.count == 2 + 3 * 16)
    // The layout still places every item, one to a row, as wide as the section.
    let result = CompositionalLayout(
      section: CollectionLayoutSection(group: group), scale: PointScale(pointsPerColumn: 1)
    )
    .layout(
      makeInput([SectionMetrics(itemCount: 2)], columns: 1, heights: [[1, 2]]),
      in: Size(width: 30, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 0, y: 1, width: 30, height: 2))
  }
}
