import GridFixtures
import GridLayout
import Testing

/// Right to left: every layout but the compatibility grid answers its left-to-right frames mirrored
/// within the content width, `x' = W − x − w`; the compatibility grid (FlexibleRowHeightGridLayout
/// 3.0.0, which UIKit never mirrors) answers its left-to-right frames.
@Suite struct LayoutDirectionTests {
  struct Case: CustomStringConvertible {
    let seed: UInt64
    let sections: [SectionMetrics]
    let heights: [[Double]]
    let columns: Int
    let width: Double
    let layout: any CollectionLayout
    let name: String

    var description: String { "seed \(seed): \(name), width \(width), columns \(columns)" }
    /// Whether the layout mirrors (all but the compatibility grid).
    var mirrors: Bool { name != "compat grid" }

    func input(_ direction: LayoutDirection) -> LayoutInput {
      var input = makeInput(sections, columns: columns, heights: heights)
      input.direction = direction
      return input
    }

    func result(_ direction: LayoutDirection) -> LayoutResult {
      layout.layout(input(direction), in: Size(width: width, height: 40))
    }
  }

  /// Every layout kind: the grid (also at scale 2), the compatibility grid, flow, list, and the
  /// waterfall in each order and stretch mode.
  static let layouts: [(String, any CollectionLayout)] =
    [
      ("grid", FlexibleRowHeightGridLayout()), ("grid scale 2", FlexibleRowHeightGridLayout(scale: 2)),
      ("compat grid", FlexibleRowHeightGridLayout(compatibility: true)), ("flow", FlowLayout()),
      ("list", ListLayout()),
    ]
    + WaterfallLayout.Order.allCases.flatMap { order in
      WaterfallLayout.Stretch.allCases.map { stretch in
        (
          "waterfall \(order) \(stretch)",
          WaterfallLayout(order: order, stretch: stretch) as any CollectionLayout
        )
      }
    }

  /// Case `seed`: each layout kind in turn, with random sections (spans, pinned bands, columns of
  /// their own), heights, column counts (a few far more than the width holds) and widths 1–500.
  static func randomCase(_ seed: UInt64) -> Case {
    var g = SplitMix64(seed: seed &* 0x9E37_79B9)
    var sections: [SectionMetrics] = []
    var heights: [[Double]] = []
    for _ in 0..<Int.random(in: 0...4, using: &g) {
      let count = Int.random(in: 0...40, using: &g)
      sections.append(
        SectionMetrics(
          itemCount: count,
          insets: EdgeInsets(
            top: Double(Int.random(in: 0...3, using: &g)), left: Double(Int.random(in: 0...4, using: &g)),
            bottom: Double(Int.random(in: 0...3, using: &g)), right: Double(Int.random(in: 0...4, using: &g))),
          interitemSpacing: Double(Int.random(in: 0...3, using: &g)),
          lineSpacing: Double(Int.random(in: 0...2, using: &g)),
          headerHeight: Double(Int.random(in: 0...2, using: &g)),
          footerHeight: Double(Int.random(in: 0...2, using: &g)),
          columnCount: Int.random(in: 0..<4, using: &g) == 0 ? Int.random(in: 1...7, using: &g) : nil,
          spans: Bool.random(using: &g) ? LayoutPropertyTests.randomSpans(count, &g) : [],
          pinsHeader: Bool.random(using: &g), pinsFooter: Bool.random(using: &g)))
      heights.append((0..<count).map { _ in Double(Int.random(in: -2...12, using: &g)) })
    }
    let columns =
      switch Int.random(in: 0..<10, using: &g) {
      case 0: Int.random(in: -1...0, using: &g)
      case 1: Int.random(in: 50...600, using: &g)
      default: Int.random(in: 1...8, using: &g)
      }
    var width = Double(Int.random(in: 1...500, using: &g))
    if Int.random(in: 0..<8, using: &g) == 0 { width -= 0.5 }
    let (name, layout) = layouts[Int(seed % UInt64(layouts.count))]
    return Case(
      seed: seed, sections: sections, heights: heights, columns: columns, width: width, layout: layout,
      name: name)
  }

  static let seeds: [UInt64] = Array(1...900)

  /// `rect` mirrored within `width`, written out independently of the engine.
  static func mirror(_ rect: Rect, within width: Double) -> Rect {
    Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
  }

  static func mirror(_ element: LayoutElement, within width: Double) -> LayoutElement {
    LayoutElement(
      kind: element.kind, indexPath: element.indexPath, frame: mirror(element.frame, within: width))
  }

  // MARK: - Properties

  @Test func rightToLeftIsTheMirroredLeftToRight() throws {
    var checked = 0
    var moved = 0
    var kinds: Set<String> = []
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let ltr = c.result(.leftToRight)
      let rtl = c.result(.rightToLeft)
      let width = ltr.contentSize.width
      #expect(ltr.requestedDirection == .leftToRight && ltr.direction == .leftToRight && !ltr.isMirrored)
      #expect(rtl.requestedDirection == .rightToLeft, "\(c)")
      #expect(rtl.direction == (c.mirrors ? .rightToLeft : .leftToRight), "\(c)")
      #expect(rtl.isMirrored == c.mirrors, "\(c)")
      #expect(rtl.contentSize == ltr.contentSize && width == c.width, "\(c)")
      #expect(rtl.columnCount == ltr.columnCount && rtl.itemCount == ltr.itemCount, "\(c)")
      let expected = c.mirrors ? ltr.allElements.map { Self.mirror($0, within: width) } : ltr.allElements
      #expect(rtl.allElements == expected, "\(c)")
      for (e, l) in zip(expected, ltr.allElements) {
        #expect(rtl.frame(of: e.kind, at: e.indexPath) == e.frame, "\(c): \(e)")
        #expect(rtl.mirrored(l.frame) == e.frame, "\(c): \(e)")
        if e.kind == .cell {
          #expect(rtl.frame(of: e.indexPath) == e.frame, "\(c): \(e)")
          // Columns keep their left-to-right numbers: column 0 is the leading one.
          #expect(rtl.columns(of: e.indexPath) == ltr.columns(of: e.indexPath), "\(c): \(e)")
          #expect(rtl.row(of: e.indexPath) == ltr.row(of: e.indexPath), "\(c): \(e)")
        }
        if e.frame != l.frame { moved += 1 }
        checked += 1
      }
      for (l, r) in zip(ltr.sections, rtl.sections) {
        let header = l.headerFrame.map { c.mirrors ? Self.mirror($0, within: width) : $0 }
        let footer = l.footerFrame.map { c.mirrors ? Self.mirror($0, within: width) : $0 }
        #expect(r.headerFrame == header && r.footerFrame == footer, "\(c): section \(r.index)")
        #expect(rtl.section(r.index) == r)
        #expect(r.columns == l.columns && r.minY == l.minY && r.endY == l.endY && r.maxY == l.maxY)
      }
      #expect(rtl.sections.count == ltr.sections.count)
      kinds.insert(c.name)
    }
    #expect(kinds.count == Self.layouts.count)
    #expect(checked >= 30_000, "only \(checked) elements checked")
    #expect(moved >= checked / 2, "only \(moved) of \(checked) frames moved by mirroring")
  }

  /// A right-to-left query answers exactly the elements its own frames put in the rectangle
  /// (`Rect.intersects`), in order; that is the left-to-right query of the mirrored rectangle,
  /// mirrored, except where a side of length zero lies on the rectangle's edge — mirroring turns the
  /// half-open `[min, max)` into `(min, max]`, so there the two answers may differ by that element.
  @Test func queriesAreTheMirroredLeftToRightQueries() {
    var g = SplitMix64(seed: 4_242)
    var exact = 0
    var found = 0
    var edge = 0
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let ltr = c.result(.leftToRight)
      let rtl = c.result(.rightToLeft)
      let width = ltr.contentSize.width
      let all = rtl.allElements
      let span = Int(width) + 20
      for _ in 0..<12 {
        let rect = Rect(
          x: Double(Int.random(in: -10...(span - 10), using: &g)),
          y: Double(Int.random(in: -10...Int(rtl.contentSize.height) + 10, using: &g)),
          width: Int.random(in: 0..<8, using: &g) == 0 ? 0 : Double(Int.random(in: 1...span, using: &g)),
          height: Double(Int.random(in: 0...40, using: &g)))
        let answer = rtl.elements(in: rect)
        #expect(answer == all.filter { $0.frame.intersects(rect) }, "\(c), rect \(rect)")
        var visited: [LayoutElement] = []
        rtl.forEachElement(in: rect) { visited.append($0) }
        #expect(visited == answer, "\(c), rect \(rect)")
        found += answer.count
        guard c.mirrors else {
          #expect(answer == ltr.elements(in: rect), "\(c), rect \(rect)")
          continue
        }
        let viaLeftToRight = ltr.elements(in: rtl.mirrored(rect)).map { Self.mirror($0, within: width) }
        let differing = Set(answer).symmetricDifference(viaLeftToRight)
        if differing.isEmpty {
          #expect(answer == viaLeftToRight, "\(c), rect \(rect)")
          exact += 1
        }
        for e in differing {
          let touches = [e.frame.minX, e.frame.maxX].contains { $0 == rect.minX || $0 == rect.maxX }
          #expect(
            (rect.width == 0 || e.frame.width == 0) && touches, "\(c), rect \(rect): \(e) differs")
          edge += 1
        }
      }
    }
    #expect(found >= 25_000, "only \(found) elements found")
    #expect(exact >= 9_000, "only \(exact) queries equal to the mirrored ones")
    #expect(edge >= 10, "only \(edge) elements on an edge of length zero")
  }

  /// Pinned headers and footers of a right-to-left result are the left-to-right ones for the
  /// mirrored viewport, mirrored (the compatibility grid's are its left-to-right ones).
  @Test func pinnedElementsAreTheMirroredLeftToRightOnes() {
    var g = SplitMix64(seed: 77)
    var found = 0
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let ltr = c.result(.leftToRight)
      let rtl = c.result(.rightToLeft)
      let width = ltr.contentSize.width
      for _ in 0..<10 {
        let viewport = Rect(
          x: Double(Int.random(in: -5...Int(width), using: &g)),
          y: Double(Int.random(in: -5...Int(ltr.contentSize.height) + 5, using: &g)),
          width: Double(Int.random(in: 1...Int(width) + 10, using: &g)),
          height: Double(Int.random(in: 1...30, using: &g)))
        let mirroredViewport = c.mirrors ? Self.mirror(viewport, within: width) : viewport
        func outward(_ e: LayoutElement?) -> LayoutElement? {
          e.map { c.mirrors ? Self.mirror($0, within: width) : $0 }
        }
        let pinned = rtl.pinnedElements(in: viewport)
        #expect(
          pinned == ltr.pinnedElements(in: mirroredViewport).compactMap(outward), "\(c), viewport \(viewport)"
        )
        #expect(rtl.pinnedHeader(in: viewport) == outward(ltr.pinnedHeader(in: mirroredViewport)), "\(c)")
        #expect(rtl.pinnedFooter(in: viewport) == outward(ltr.pinnedFooter(in: mirroredViewport)), "\(c)")
        found += pinned.count
      }
    }
    #expect(found >= 1_000, "only \(found) pinned elements checked")
  }

  @Test func everyRightToLeftFrameLiesInsideTheContent() {
    var checked = 0
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      // The compatibility grid reproduces the anchor, whose columns run past narrow widths.
      guard c.mirrors else { continue }
      let result = c.result(.rightToLeft)
      let content = Rect(origin: .zero, size: result.contentSize)
      for element in result.allElements {
        #expect(content.contains(element.frame), "\(c): \(element) outside \(content)")
        #expect(element.frame.width >= 0 && element.frame.height >= 0, "\(c): \(element)")
        checked += 1
      }
    }
    #expect(checked >= 30_000, "only \(checked) frames checked")
  }

  /// A mirrored result placed for a slice stays mirrored: its frames are the left-to-right placed
  /// frames, mirrored, and its queries agree with them.
  @Test func placedResultsKeepTheirDirection() {
    var g = SplitMix64(seed: 5)
    var checked = 0
    for seed in Self.seeds.prefix(300) {
      let c = Self.randomCase(seed)
      let origin = ItemPath(section: Int.random(in: 0...5, using: &g), item: 0)
      let dy = Double(Int.random(in: 0...1_000, using: &g))
      let ltr = c.result(.leftToRight).placed(at: origin, y: dy)
      let rtl = c.result(.rightToLeft).placed(at: origin, y: dy)
      #expect(rtl.direction == (c.mirrors ? .rightToLeft : .leftToRight), "\(c)")
      #expect(rtl.requestedDirection == .rightToLeft, "\(c)")
      let width = ltr.contentSize.width
      let all = rtl.allElements
      #expect(all == ltr.allElements.map { c.mirrors ? Self.mirror($0, within: width) : $0 }, "\(c)")
      for e in all where e.kind == .cell {
        #expect(rtl.frame(of: e.indexPath) == e.frame, "\(c): \(e)")
      }
      let rect = Rect(
        x: Double(Int.random(in: 0...Int(width), using: &g)),
        y: dy + Double(Int.random(in: 0...60, using: &g)),
        width: Double(Int.random(in: 1...Int(width) + 1, using: &g)), height: 24)
      #expect(rtl.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(c), rect \(rect)")
      checked += all.count
    }
    #expect(checked >= 5_000)
  }

  // MARK: - Examples

  /// Three columns 10 wide in 30: item 0 at the top right, the next row starting at the right again.
  @Test func aGridRunsFromTheTopRight() throws {
    let input = LayoutInput(
      sections: [SectionMetrics(itemCount: 5, headerHeight: 1)], columnCount: { _ in 3 },
      itemHeight: { path, _ in [1, 2, 3, 4, 5][path.item] }, direction: .rightToLeft)
    let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: 30, height: 10))
    #expect(result.direction == .rightToLeft && result.isMirrored)
    #expect(
      result.allElements.map(\.frame) == [
        Rect(x: 0, y: 0, width: 30, height: 1),  // the header spans the width either way
        Rect(x: 30 - 0 - 10, y: 1, width: 10, height: 3),
        Rect(x: 30 - 10 - 10, y: 1, width: 10, height: 3),
        Rect(x: 30 - 20 - 10, y: 1, width: 10, height: 3),
        Rect(x: 30 - 0 - 10, y: 1 + 3, width: 10, height: 5),
        Rect(x: 30 - 10 - 10, y: 1 + 3, width: 10, height: 5),
      ])
    #expect(result.columns(of: ItemPath(section: 0, item: 0)) == 0..<1, "column 0 is the leading one")
    // The top right corner holds item 0; the top left, item 2.
    let topRight = result.elements(in: Rect(x: 29, y: 1, width: 1, height: 1))
    #expect(topRight.map(\.item) == [0])
    #expect(result.elements(in: Rect(x: 0, y: 1, width: 1, height: 1)).map(\.item) == [2])
    let row2 = try #require(result.elements(in: Rect(x: 0, y: 4, width: 30, height: 1)).first)
    #expect(row2.item == 3 && row2.frame.minX == 20)
  }

  /// The left inset is the leading one: mirrored, it is on the right.
  @Test func insetsAndSpacingMirrorWithTheColumns() {
    let input = LayoutInput(
      sections: [
        SectionMetrics(
          itemCount: 3, insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 1), interitemSpacing: 1)
      ],
      columnCount: { _ in 3 }, itemHeight: { _, _ in 1 }, direction: .rightToLeft)
    let result = FlowLayout().layout(input, in: Size(width: 30, height: 10))
    // Left to right: A = 30 − 2 − 1 − 2 = 25, columns 8, 8 and 9 wide at x 2, 11 and 20.
    #expect(
      result.allElements.map(\.frame) == [
        Rect(x: 30 - 2 - 8, y: 0, width: 8, height: 1),
        Rect(x: 30 - 11 - 8, y: 0, width: 8, height: 1),
        Rect(x: 30 - 20 - 9, y: 0, width: 9, height: 1),
      ])
  }

  /// A spanning item takes its columns from the right.
  @Test func aSpanningItemTakesItsColumnsFromTheRight() {
    let input = LayoutInput(
      sections: [SectionMetrics(itemCount: 4, spans: [ItemSpan(item: 0, columns: 2)])],
      columnCount: { _ in 3 }, itemHeight: { _, _ in 2 }, direction: .rightToLeft)
    let result = FlexibleRowHeightGridLayout().layout(input, in: Size(width: 30, height: 10))
    #expect(
      result.allElements.map(\.frame) == [
        Rect(x: 30 - 0 - 20, y: 0, width: 20, height: 2),
        Rect(x: 30 - 20 - 10, y: 0, width: 10, height: 2),
        Rect(x: 30 - 0 - 10, y: 2, width: 10, height: 2),
        Rect(x: 30 - 10 - 10, y: 2, width: 10, height: 2),
      ])
    #expect(result.columns(of: ItemPath(section: 0, item: 0)) == 0..<2)
    // A thin rectangle at x 15 finds the spanning item and, below it, item 3.
    #expect(result.elements(in: Rect(x: 15, y: 0, width: 1, height: 4)).map(\.item) == [0, 3])
  }

  /// Shortest first, three equal columns: the tie goes to the leading column, the rightmost.
  @Test func aWaterfallTieGoesToTheRightmostColumn() {
    let input = LayoutInput(
      sections: [SectionMetrics(itemCount: 4)], columnCount: { _ in 3 },
      itemHeight: { path, _ in [2, 2, 2, 1][path.item] }, direction: .rightToLeft)
    let result = WaterfallLayout().layout(input, in: Size(width: 30, height: 10))
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 20, y: 0, width: 10, height: 2))
    #expect(result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 0, y: 0, width: 10, height: 2))
    #expect(result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 20, y: 2, width: 10, height: 1))
    // The waterfall's orders mirror too: `leftToRight` runs from the leading column.
    let ordered = WaterfallLayout(order: .leftToRight).layout(input, in: Size(width: 30, height: 10))
    #expect(ordered.frame(of: ItemPath(section: 0, item: 1))?.minX == 10)
    #expect(ordered.frame(of: ItemPath(section: 0, item: 3))?.minX == 20)
  }

  /// FlexibleRowHeightGridLayout 3.0.0 does not mirror: the compatibility grid stays left to right
  /// and says so.
  @Test func theCompatibilityGridDoesNotMirror() {
    let input = LayoutInput(
      sections: [SectionMetrics(itemCount: 3)], columnCount: { _ in 3 }, itemHeight: { _, _ in 1 },
      direction: .rightToLeft)
    let result = FlexibleRowHeightGridLayout(compatibility: true).layout(
      input, in: Size(width: 30, height: 10))
    #expect(result.requestedDirection == .rightToLeft)
    #expect(result.direction == .leftToRight && !result.isMirrored)
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 0, y: 0, width: 10, height: 1))
    let rect = Rect(x: 3, y: 0, width: 4, height: 1)
    #expect(result.mirrored(rect) == rect)
  }

  @Test func mirroredIsTheFormulaAndItsOwnInverse() {
    let input = makeInput([SectionMetrics(itemCount: 2)], columns: 2, heights: [[1, 1]])
    var rtlInput = input
    rtlInput.direction = .rightToLeft
    let ltr = ListLayout().layout(input, in: Size(width: 50, height: 10))
    let rtl = ListLayout().layout(rtlInput, in: Size(width: 50, height: 10))
    let rect = Rect(x: 3, y: 7, width: 10, height: 2)
    #expect(ltr.mirrored(rect) == rect)
    #expect(rtl.mirrored(rect) == Rect(x: 50 - 3 - 10, y: 7, width: 10, height: 2))
    #expect(rtl.mirrored(rtl.mirrored(rect)) == rect)
    #expect(ltr != rtl, "the direction is part of a result")
  }

  /// Switching direction lays out again without asking any height: mirrored columns are as wide.
  @Test func aLiveLayoutSwitchesDirectionWithoutAskingHeights() {
    let input = makeInput([SectionMetrics(itemCount: 6)], columns: 3, heights: [[1, 2, 3, 4, 5, 6]])
    var live = LiveLayout(FlexibleRowHeightGridLayout(), input: input, size: Size(width: 30, height: 10))
    let before = live.result.allElements
    var rtl = input
    rtl.direction = .rightToLeft
    let change = live.update(input: rtl)
    #expect(change.didLayout && change.heightsAsked == 0)
    #expect(live.result.direction == .rightToLeft)
    #expect(live.result.allElements == before.map { Self.mirror($0, within: 30) })
  }

  @Test func directionsAreNamedLikeHTMLs() {
    #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
    #expect(LayoutDirection.leftToRight.description == "ltr")
    #expect("\(LayoutDirection.rightToLeft)" == "rtl")
    #expect(LayoutDirection(rawValue: "rtl") == .rightToLeft)
    #expect(makeInput([], columns: 1, heights: []).direction == .leftToRight)
  }
}
