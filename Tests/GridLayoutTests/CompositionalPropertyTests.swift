import GridFixtures
import GridLayout
import Testing

/// Invariants of `CompositionalLayout` over random sections, widths and heights (seeded): sections
/// whose subitems fit their groups (fractions of at most 1 across, fixed fractions inside a group of
/// known height), as a developer writes them.
@Suite struct CompositionalPropertyTests {
  struct Case: CustomStringConvertible {
    let seed: UInt64
    let section: CollectionLayoutSection
    let width: Double
    let heights: [[Double]]
    let headers: [Double]
    var description: String { "seed \(seed), width \(width)" }
  }

  static func pick<T>(_ values: [T], _ g: inout SplitMix64) -> T { values[g.next(below: values.count)] }

  static func insets(_ g: inout SplitMix64) -> DirectionalEdgeInsets {
    guard g.next(below: 3) == 0 else { return .zero }
    return DirectionalEdgeInsets(
      top: Double(g.next(below: 7)), leading: Double(g.next(below: 7)), bottom: Double(g.next(below: 7)),
      trailing: Double(g.next(below: 7)))
  }

  /// A height for a subitem of a group whose height is `known` (a fixed fraction) or content-sized.
  static func height(_ known: Bool, _ g: inout SplitMix64) -> CollectionLayoutDimension {
    if known { return .fractionalHeight(pick([0.3, 0.5, 1], &g)) }
    return pick(
      [
        .estimated(44), .uniformAcrossSiblings(estimate: 44), .absolute(Double(10 + g.next(below: 50))),
        .fractionalHeight(pick([0.5, 1], &g)),
      ], &g)
  }

  static func group(
    _ g: inout SplitMix64, depth: Int, size: CollectionLayoutSize
  ) -> CollectionLayoutGroup {
    let axis: CollectionLayoutGroup.Axis = g.next(below: 2) == 0 ? .horizontal : .vertical
    let known = !size.heightDimension.isEstimated
    func subitem(_ g: inout SplitMix64) -> CollectionLayoutGroup.Subitem {
      let width = CollectionLayoutDimension.fractionalWidth(pick([0.2, 0.25, 0.3, 0.5, 0.7, 1], &g))
      let childSize = CollectionLayoutSize(widthDimension: width, heightDimension: height(known, &g))
      if depth < 3, g.next(below: 4) == 0 {
        return .group(group(&g, depth: depth + 1, size: childSize))
      }
      return .item(CollectionLayoutItem(layoutSize: childSize, contentInsets: insets(&g)))
    }
    let contents: CollectionLayoutGroup.Contents =
      g.next(below: 2) == 0
      ? .repeating(subitem(&g), count: 1 + g.next(below: 4))
      : .subitems((0...g.next(below: 3)).map { _ in subitem(&g) })
    let spacing: CollectionLayoutSpacing? = pick(
      [nil, .fixed(Double(g.next(below: 11))), .flexible(Double(g.next(below: 11)))], &g)
    return CollectionLayoutGroup(
      axis: axis, layoutSize: size, contents: contents, interItemSpacing: spacing, contentInsets: insets(&g))
  }

  static func randomCase(_ seed: UInt64) -> Case {
    var g = SplitMix64(seed: seed &* 0x9E37_79B9 ^ 0xC0)
    let rootSize = CollectionLayoutSize(
      widthDimension: .fractionalWidth(pick([0.5, 0.8, 1], &g)),
      heightDimension: pick(
        [
          .estimated(44), .uniformAcrossSiblings(estimate: 44), .absolute(Double(20 + g.next(below: 60))),
          .fractionalWidth(0.3),
        ], &g))
    var section = CollectionLayoutSection(
      group: group(&g, depth: 1, size: rootSize), interGroupSpacing: Double(g.next(below: 11)),
      contentInsets: DirectionalEdgeInsets(
        top: Double(g.next(below: 13)), leading: Double(g.next(below: 13)), bottom: Double(g.next(below: 13)),
        trailing: Double(g.next(below: 13))),
      orthogonalScrollingBehavior: g.next(below: 5) == 0
        ? pick(Array(OrthogonalScrollingBehavior.allCases.dropFirst()), &g) : .none)
    if g.next(below: 3) == 0 {
      section.header = CollectionLayoutBoundaryItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20))
      )
    }
    let sectionCount = 1 + g.next(below: 3)
    let heights = (0..<sectionCount).map { _ in (0..<g.next(below: 30)).map { _ in Double(g.next(below: 7)) }
    }
    let headers = (0..<sectionCount).map { _ in Double(g.next(below: 3)) }
    return Case(
      seed: seed, section: section, width: Double(40 + g.next(below: 200)), heights: heights, headers: headers
    )
  }

  static let cases = (0..<300).map { randomCase(UInt64($0)) }

  func layout(_ c: Case, direction: LayoutDirection = .leftToRight) -> LayoutResult {
    let sections = zip(c.heights, c.headers).map { SectionMetrics(itemCount: $0.count, headerHeight: $1) }
    var input = makeInput(sections, columns: 1, heights: c.heights)
    input.direction = direction
    return CompositionalLayout(section: c.section, scale: PointScale(pointsPerColumn: 1))
      .layout(input, in: Size(width: c.width, height: 40))
  }

  func paths(_ c: Case) -> [ItemPath] {
    c.heights.enumerated().flatMap { s, heights in heights.indices.map { ItemPath(section: s, item: $0) } }
  }

  @Test(arguments: cases) func framesOfOneGroupNeverOverlapAndStayInsideTheContent(_ c: Case) {
    let result = layout(c)
    #expect(result.itemCount == c.heights.reduce(0) { $0 + $1.count })
    var byGroup: [[Int]: [Rect]] = [:]
    let insets = c.section.contentInsets
    for path in paths(c) {
      guard let frame = result.frame(of: path), let row = result.row(of: path) else {
        Issue.record("\(c): no frame or group for \(path)")
        continue
      }
      byGroup[[path.section, row], default: []].append(frame)
      let left = insets.leading
      if let band = result.band(ofSection: path.section) {
        #expect(
          frame.minX >= left && frame.maxX <= band.contentWidth - insets.trailing, "\(c) \(path) \(frame)")
        #expect(frame.minY >= band.minY, "\(c) \(path)")
      } else {
        #expect(frame.minX >= left && frame.maxX <= c.width - insets.trailing, "\(c) \(path) \(frame)")
      }
      #expect(result.compositionalSlot(of: path) != nil, "\(c) \(path)")
    }
    for frames in byGroup.values {
      for i in frames.indices {
        for j in frames.indices where j > i {
          #expect(!frames[i].overlapsArea(frames[j]), "\(c): \(frames[i]) and \(frames[j])")
        }
      }
    }
  }

  @Test(arguments: cases) func rightToLeftIsTheMirrorOfLeftToRight(_ c: Case) {
    let ltr = layout(c)
    let rtl = layout(c, direction: .rightToLeft)
    func mirror(_ r: Rect) -> Rect {
      Rect(x: c.width - r.minX - r.width, y: r.minY, width: r.width, height: r.height)
    }
    for path in paths(c) {
      guard let a = ltr.frame(of: path) else { continue }
      #expect(rtl.frame(of: path) == mirror(a), "\(c) \(path)")
    }
    for (a, b) in zip(ltr.sections, rtl.sections) {
      #expect(b.headerFrame == a.headerFrame.map(mirror), "\(c)")
    }
  }

  @Test(arguments: cases) func queriesFindExactlyTheFramesInARectangle(_ c: Case) {
    for direction in LayoutDirection.allCases {
      let result = layout(c, direction: direction)
      let all = result.allElements
      var g = SplitMix64(seed: c.seed ^ 0x5EED)
      for _ in 0..<8 {
        let rect = Rect(
          x: Double(g.next(below: Int(3 * c.width))) - c.width,
          y: Double(g.next(below: Int(result.contentSize.height) + 6)) - 3,
          width: Double(g.next(below: Int(c.width))), height: Double(g.next(below: 20)))
        let found = result.elements(in: rect)
        let expected = all.filter { $0.frame.intersects(rect) }
        #expect(found == expected, "\(c) \(direction) rect \(rect)")
      }
    }
  }

  @Test(arguments: cases) func aSliceIsTheWholeMovedDown(_ c: Case) {
    let whole = layout(c)
    let moved = whole.placed(at: ItemPath(section: 3, item: 0), y: 100)
    for path in paths(c) {
      let shifted = whole.frame(of: path).map {
        Rect(x: $0.minX, y: $0.minY + 100, width: $0.width, height: $0.height)
      }
      #expect(
        moved.frame(of: ItemPath(section: path.section + 3, item: path.item)) == shifted, "\(c) \(path)")
      #expect(
        moved.compositionalSlot(of: ItemPath(section: path.section + 3, item: path.item))
          == whole.compositionalSlot(of: path))
    }
    let rect = Rect(x: 0, y: 100, width: c.width, height: 30)
    #expect(
      moved.elements(in: rect).count == whole.elements(in: Rect(x: 0, y: 0, width: c.width, height: 30)).count
    )
  }

  /// A million items: a query answers in about the same time as at a thousand (binary search on the
  /// groups), not a thousand times as long.
  @Test(.timeLimit(.minutes(2))) func aMillionItemsStayLogarithmicToQuery() {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      repeatingSubitem: .item(item), count: 3)
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: group, interGroupSpacing: 8))
    func result(_ n: Int) -> LayoutResult {
      layout.layout(
        LayoutInput(
          sections: [SectionMetrics(itemCount: n)], columnCount: { _ in 1 },
          itemHeight: { p, _ in Double(1 + p.item % 4) }),
        in: Size(width: 60, height: 40))
    }
    let small = result(1_000)
    let large = result(1_000_000)
    #expect(large.itemCount == 1_000_000)
    func time(_ r: LayoutResult) -> (Duration, Int) {
      var found = 0
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        for k in 0..<2_000 {
          let y = Double(k * 37 % max(1, Int(r.contentSize.height) - 40))
          found += r.elements(in: Rect(x: 0, y: y, width: 60, height: 40)).count
        }
      }
      return (elapsed, found)
    }
    let (smallTime, smallFound) = time(small)
    let (largeTime, largeFound) = time(large)
    #expect(smallFound > 0 && largeFound > 0)
    // A linear scan would be about a thousand times slower; allow a wide margin for a loaded machine.
    #expect(largeTime < smallTime * 20 + .milliseconds(200), "\(largeTime) against \(smallTime)")
  }
}
