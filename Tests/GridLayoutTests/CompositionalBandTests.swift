import GridLayout
import Testing

/// Sideways sections (`orthogonalScrollingBehavior` not `none`): one band of groups, where a step
/// comes to rest, and what is off to the side.
@Suite struct CompositionalBandTests {
  /// Groups 0.8 of an 80-point content width (64), 10 apart, after a 10-point inset: at x 10, 84,
  /// 158; the band 10 + 3·64 + 2·10 + 10 = 232 wide.
  static func band(_ behavior: OrthogonalScrollingBehavior, direction: LayoutDirection = .leftToRight)
    -> LayoutResult
  {
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(20)),
      subitems: [.item(item)])
    let section = CollectionLayoutSection(
      group: group, interGroupSpacing: 10,
      contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
      orthogonalScrollingBehavior: behavior)
    var input = makeInput(
      [SectionMetrics(itemCount: 3), SectionMetrics(itemCount: 1)], columns: 1, heights: [[1, 1, 1], [1]])
    input.direction = direction
    return CompositionalLayout(section: section, scale: PointScale(pointsPerColumn: 1))
      .layout(input, in: Size(width: 100, height: 40))
  }

  @Test func groupsLieSideBySideInOneBandAsTallAsItsTallestGroup() {
    let result = Self.band(.groupPaging)
    let frames = (0..<3).compactMap { result.frame(of: ItemPath(section: 0, item: $0)) }
    let xs: [Double] = [10, 10 + 64 + 10, 10 + 2 * (64 + 10)]
    #expect(frames == xs.map { Rect(x: $0, y: 0, width: 64, height: 10) })
    let band = result.band(ofSection: 0)
    let width: Double = 10 + 3 * 64 + 2 * 10 + 10
    #expect(band?.contentWidth == width)
    #expect(band?.minY == 0 && band?.height == 10)
    #expect(band?.groupFrames.map(\.minX) == [10, 84, 158])
    #expect(band?.items == 0..<3)
    // The next section (a band of its own) starts below the band.
    #expect(result.frame(of: ItemPath(section: 1, item: 0))?.minY == 10)
    #expect(result.band(ofSection: 2) == nil)
    // Found by rectangle past the layout's width too.
    #expect(result.elements(in: Rect(x: 150, y: 0, width: 100, height: 1)).map(\.item) == [2])
    #expect(result.elements(in: Rect(x: 74, y: 0, width: 10, height: 1)).isEmpty)
  }

  @Test func rightToLeftTheBandRunsFromTheRightBelowZero() {
    let result = Self.band(.continuous, direction: .rightToLeft)
    #expect(
      result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 100 - 10 - 64, y: 0, width: 64, height: 10))
    #expect(
      result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 100 - 158 - 64, y: 0, width: 64, height: 10))
    #expect(result.elements(in: Rect(x: -200, y: 0, width: 100, height: 1)).map(\.item) == [2])
    // Scrolled 140 cells along, the screen (x 0 to 100) shows the end of group 1 and group 2.
    let screen = Rect(x: 0, y: 0, width: 100, height: 10)
    #expect(result.bandViewport(screen, offset: 140) == Rect(x: -140, y: 0, width: 100, height: 10))
    #expect(result.elements(in: result.bandViewport(screen, offset: 140)).map(\.item) == [1, 2])
    let ltr = Self.band(.continuous)
    #expect(ltr.elements(in: ltr.bandViewport(screen, offset: 140)).map(\.item) == [1, 2])
  }

  @Test func whatIsOffToTheSide() {
    let result = Self.band(.paging)
    #expect(
      result.bandItems(ofSection: 0, offset: 0, visibleWidth: 100)! == (before: 0, visible: 2, after: 1))
    #expect(
      result.bandItems(ofSection: 0, offset: 132, visibleWidth: 100)! == (before: 1, visible: 2, after: 0))
    #expect(
      result.bandItems(ofSection: 0, offset: 74, visibleWidth: 10)! == (before: 1, visible: 0, after: 2))
    #expect(
      result.bandItems(ofSection: 1, offset: 0, visibleWidth: 100)! == (before: 0, visible: 1, after: 0))
    #expect(result.bandItems(ofSection: 2, offset: 0, visibleWidth: 100) == nil)
  }

  @Test func stepsComeToRestAsEachBehaviourSays() {
    let frames = Self.band(.groupPaging).band(ofSection: 0)!.groupFrames
    func next(_ b: OrthogonalScrollingBehavior, _ from: Double, forward: Bool = true, step: Double? = nil)
      -> Double
    {
      b.nextOffset(
        from: from, forward: forward, visibleWidth: 100, contentWidth: 232, groups: frames, step: step)
    }
    // The most the band scrolls: 232 − 100.
    #expect(next(.none, 50) == 0)
    #expect(next(.continuous, 0, step: 30) == 30)
    #expect(next(.continuous, 0) == 50)  // half the visible width
    #expect(next(.continuous, 120, step: 30) == 132)
    #expect(next(.paging, 0) == 100)
    #expect(next(.paging, 100) == 132)
    #expect(next(.paging, 132, forward: false) == 32)
    // A group rests where the first does: group 1 at 84 − 10.
    #expect(next(.groupPaging, 0) == 84 - 10)
    #expect(next(.groupPaging, 74) == 132)  // group 2 (148) kept inside the content
    #expect(next(.groupPaging, 132, forward: false) == 74)
    #expect(next(.groupPaging, 74, forward: false) == 0)
    #expect(next(.continuousGroupLeadingBoundary, 0, step: 30) == 74)
    #expect(next(.continuousGroupLeadingBoundary, 74, step: 90) == 132)
    #expect(next(.continuousGroupLeadingBoundary, 132, forward: false, step: 30) == 74)
    // Centred: group 0's middle 42, group 1's 116: offsets 42 − 50 and 116 − 50.
    #expect(
      OrthogonalScrollingBehavior.groupPagingCentered.initialOffset(visibleWidth: 100, groups: frames) == -8)
    #expect(OrthogonalScrollingBehavior.groupPaging.initialOffset(visibleWidth: 100, groups: frames) == 0)
    #expect(next(.groupPagingCentered, -8) == 116 - 50)
    #expect(next(.groupPagingCentered, 66) == 190 - 50)
    #expect(next(.groupPagingCentered, 140) == 140)  // the last group stays centred
    #expect(next(.groupPagingCentered, 66, forward: false) == -8)
    let band = Self.band(.groupPagingCentered).band(ofSection: 0)!
    #expect(band.nextOffset(from: -8, forward: true, visibleWidth: 100) == 66)
  }
}
