import GridFixtures
import GridLayout
import Testing

/// SwiftUI's column rule on the worked examples of docs/swiftui.md, and the grid's rows.
@Suite struct LazyVGridTests {
  @Test func fixedThenAdaptiveAt200Points() {
    // objc.io's example: 200 − 8 (the spacing after the fixed column) − 70 = 122 points for the
    // adaptive column, which fits two columns of 40 with 8 between them (three need 136): each
    // (122 − 8) ÷ 2 = 57.
    let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))])
    let columns = grid.columns(inWidth: 200)
    #expect(columns.map(\.width) == [70, 57, 57])
    let expectedX: [Double] = [0, 70 + 8, 70 + 8 + 57 + 8]
    #expect(columns.map(\.x) == expectedX)
    #expect(columns.map(\.item) == [0, 1, 1])
    #expect(columns.map(\.offer) == [70, 122, 122])
  }

  @Test func twoFlexibleColumnsOnAnIPhone() {
    let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())])
    let columns = grid.columns(inWidth: 393)
    // (393 − 8) ÷ 2 for the first, then all that is left for the second.
    #expect(columns.map(\.width) == [192.5, 192.5])
    let expectedX: [Double] = [0, 192.5 + 8]
    #expect(columns.map(\.x) == expectedX)
  }

  @Test func adaptiveWithAMaximumGivesThreeColumnsOnAnIPhone() {
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 125, maximum: 1024))])
    let columns = grid.columns(inWidth: 393)
    #expect(columns.count == 3)
    // (393 − 2 × 8) ÷ 3.
    #expect(columns.allSatisfy { abs($0.width - 377.0 / 3) < 1e-9 })
  }

  @Test func flexibleColumnsAreKeptBetweenTheirBounds() {
    // 300 − 8 = 292: the first is offered 146 and keeps at most 100; the second gets the 192 left.
    let grid = LazyVGrid(columns: [GridItem(.flexible(maximum: 100)), GridItem(.flexible(minimum: 10))])
    #expect(grid.columns(inWidth: 300).map(\.width) == [100, 192])
    // Offered less than its minimum, a column keeps its minimum and the grid is wider than the width.
    let tight = LazyVGrid(columns: [GridItem(.flexible(minimum: 80)), GridItem(.flexible(minimum: 80))])
    #expect(tight.columns(inWidth: 100).map(\.width) == [80, 80])
    #expect(tight.columns(inWidth: 100).map(\.x) == [0, 88])
  }

  @Test func columnsNarrowerThanTheWidthArePlacedByTheGridsAlignment() {
    let items = [GridItem(.fixed(40), spacing: 10), GridItem(.fixed(50))]
    // 40 + 10 + 50 = 100 of 200: 100 points free.
    #expect(LazyVGrid(columns: items, alignment: .leading).columns(inWidth: 200).map(\.x) == [0, 50])
    #expect(LazyVGrid(columns: items, alignment: .center).columns(inWidth: 200).map(\.x) == [50, 100])
    #expect(LazyVGrid(columns: items, alignment: .trailing).columns(inWidth: 200).map(\.x) == [100, 150])
  }

  @Test func anAdaptiveColumnsMaximumLeavesRoomToTheNextColumn() {
    // 400 − 8 = 392 over two: the adaptive one is offered 196, fits 4 of 40 (4·40 + 3·8 = 184),
    // each (196 − 24) ÷ 4 = 43 kept at most 42: it takes 4·42 + 24 = 192, leaving 200 to the last.
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 40, maximum: 42)), GridItem(.flexible())])
    let columns = grid.columns(inWidth: 400)
    #expect(columns.map(\.width) == [42, 42, 42, 42, 200])
  }

  @Test func anAdaptiveColumnStopsAtTheMostColumns() {
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 1), spacing: 0)])
    #expect(grid.columns(inWidth: 1e6).count == LazyVGrid.maximumColumns)
    let two = LazyVGrid(columns: [GridItem(.adaptive(minimum: 1), spacing: 0), GridItem(.fixed(3))])
    #expect(two.columns(inWidth: 1e6).count == LazyVGrid.maximumColumns)
  }

  @Test func edgesGoToTheNearestTerminalColumn() {
    // At 8 points a column, 25 columns are 200 points: edges at 0, 70, 78, 135, 143, 200 points
    // are columns 0, 8.75 → 9, 9.75 → 10, 16.875 → 17, 17.875 → 18 and 25.
    let layout = LazyVGridLayout(
      grid: LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]))
    let geometry = layout.geometry(of: layout.grid, width: 25)
    #expect((0..<geometry.count).map { geometry.x(of: $0) } == [0, 10, 18])
    #expect((0..<geometry.count).map { geometry.width(of: $0) } == [9, 7, 7])
  }

  @Test func aRowIsAsTallAsItsTallestCellAndTheOthersSitByTheirColumnsAlignment() {
    let grid = LazyVGrid(
      columns: [
        GridItem(.flexible(), spacing: 0, alignment: .top), GridItem(.flexible(), spacing: 0),
        GridItem(.flexible(), spacing: 0, alignment: .bottomLeading),
      ], spacing: 2)
    let layout = LazyVGridLayout(grid: grid, scale: PointScale(pointsPerColumn: 1))
    let input = makeInput([SectionMetrics(itemCount: 4)], columns: 1, heights: [[3, 8, 4, 5]])
    let result = layout.layout(input, in: Size(width: 30, height: 40))
    // 30 points: three columns of 10. Row 0 is 8 rows tall; spacing 2 points is 1 row.
    #expect(result.frame(of: ItemPath(section: 0, item: 0)) == Rect(x: 0, y: 0, width: 10, height: 3))
    #expect(result.frame(of: ItemPath(section: 0, item: 1)) == Rect(x: 10, y: 0, width: 10, height: 8))
    #expect(result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 20, y: 4, width: 10, height: 4))
    #expect(result.frame(of: ItemPath(section: 0, item: 3)) == Rect(x: 0, y: 9, width: 10, height: 5))
    #expect(result.contentSize.height == 8 + 1 + 5)
  }

  @Test func aCentredCellRoundsDownAndACellThatFillsTheRowTakesItsHeight() {
    // Rows 2 points (one row at one point a column) apart.
    let grid = LazyVGrid(
      columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 2)
    let layout = LazyVGridLayout(grid: grid, scale: PointScale(pointsPerColumn: 1))
    var section = SectionMetrics(itemCount: 4)
    section.rowFillingItems = [2]
    let input = makeInput([section], columns: 1, heights: [[2, 7, 1, 6]])
    let result = layout.layout(input, in: Size(width: 20, height: 40))
    // (7 − 2) ÷ 2 = 2.5, down to 2.
    #expect(result.frame(of: ItemPath(section: 0, item: 0))?.minY == Double(2))
    #expect(result.frame(of: ItemPath(section: 0, item: 2)) == Rect(x: 0, y: 7 + 1, width: 10, height: 6))
  }

  @Test func headersFootersAndSectionsAreSpacingApart() {
    let grid = LazyVGrid(columns: [GridItem(.flexible())], spacing: 32)  // 32 points: 2 rows at 8
    let layout = LazyVGridLayout(grid: grid)
    let sections = [
      SectionMetrics(itemCount: 2, headerHeight: 1, footerHeight: 1),
      SectionMetrics(itemCount: 0),
      SectionMetrics(itemCount: 1, headerHeight: 2),
    ]
    let result = layout.layout(
      makeInput(sections, columns: 1, heights: [[3, 4], [], [5]]), in: Size(width: 40, height: 40))
    let first = result.sections[0]
    #expect(first.headerFrame == Rect(x: 0, y: 0, width: 40, height: 1))
    #expect(result.frame(of: ItemPath(section: 0, item: 0))?.minY == Double(1 + 2))
    #expect(result.frame(of: ItemPath(section: 0, item: 1))?.minY == Double(1 + 2 + 3 + 2))
    #expect(first.footerFrame?.minY == Double(1 + 2 + 3 + 2 + 4 + 2))
    // The empty section takes no room; the next starts 2 rows below the footer.
    let last = result.sections[2]
    #expect(last.minY == first.endY)
    #expect(last.headerFrame?.minY == first.endY + 2)
    #expect(result.frame(of: ItemPath(section: 2, item: 0))?.minY == first.endY + 2 + 2 + 2)
    #expect(result.contentSize.height == first.endY + 2 + 2 + 2 + 5)
  }

  @Test func aSectionsOwnGridReplacesTheLayouts() {
    let layout = LazyVGridLayout(
      grid: LazyVGrid(columns: [GridItem(.flexible())]), scale: PointScale(pointsPerColumn: 1))
    var second = SectionMetrics(itemCount: 3)
    second.lazyVGrid = LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3))
    let result = layout.layout(
      makeInput([SectionMetrics(itemCount: 1), second], columns: 1, heights: [[1], [1, 1, 1]]),
      in: Size(width: 30, height: 10))
    #expect(result.sections.map(\.columnCount) == [1, 3])
    #expect(result.frame(of: ItemPath(section: 1, item: 2))?.minX == 20)
  }
}

/// Invariants of the grid over random `GridItem` arrays, widths and heights (seeded).
@Suite struct LazyVGridPropertyTests {
  struct Case: CustomStringConvertible {
    let seed: UInt64
    let grid: LazyVGrid
    let width: Double
    let heights: [Double]
    let fills: [Int]
    var description: String { "seed \(seed): \(grid.columns.map(\.size)), width \(width)" }

    /// Whether the fixed columns and the spacing fit with every other column at the largest minimum.
    var fits: Bool {
      var need = 0.0
      var largestMinimum = 0.0
      var others = 0.0
      for (i, item) in grid.columns.enumerated() {
        if i < grid.columns.count - 1 { need += item.resolvedSpacing }
        switch item.size {
        case .fixed(let w): need += w
        case .flexible(let minimum, _), .adaptive(let minimum, _):
          largestMinimum = max(largestMinimum, minimum)
          others += 1
        }
      }
      return need + others * largestMinimum <= width
    }
  }

  static func randomCase(_ seed: UInt64) -> Case {
    var g = SplitMix64(seed: seed)
    let count = Int.random(in: 1...5, using: &g)
    var items: [GridItem] = []
    for _ in 0..<count {
      let size: GridItem.Size
      switch Int.random(in: 0...2, using: &g) {
      case 0: size = .fixed(Double(Int.random(in: 0...120, using: &g)))
      case 1:
        let minimum = Double(Int.random(in: 0...60, using: &g))
        size = .flexible(
          minimum: minimum,
          maximum: Bool.random(using: &g) ? .infinity : minimum + Double(Int.random(in: 0...200, using: &g)))
      default:
        let minimum = Double(Int.random(in: 1...80, using: &g))
        size = .adaptive(
          minimum: minimum,
          maximum: Bool.random(using: &g) ? .infinity : minimum + Double(Int.random(in: 0...100, using: &g)))
      }
      let spacing: Double? = Bool.random(using: &g) ? nil : Double(Int.random(in: 0...20, using: &g))
      let alignment = GridItem.Alignment.allCases.randomElement(using: &g)
      items.append(GridItem(size, spacing: spacing, alignment: alignment))
    }
    let alignment = LazyVGrid.Alignment.allCases.randomElement(using: &g) ?? .center
    let spacing: Double? = Bool.random(using: &g) ? nil : Double(Int.random(in: 0...40, using: &g))
    let itemCount = Int.random(in: 0...40, using: &g)
    let heights = (0..<itemCount).map { _ in Double(Int.random(in: 0...12, using: &g)) }
    let fills = (0..<itemCount).filter { _ in Int.random(in: 0...5, using: &g) == 0 }
    return Case(
      seed: seed, grid: LazyVGrid(columns: items, alignment: alignment, spacing: spacing),
      width: Double(Int.random(in: 1...900, using: &g)), heights: heights, fills: fills)
  }

  static let cases = (0..<400).map { randomCase(UInt64($0)) }

  func layout(_ c: Case, direction: LayoutDirection = .leftToRight) -> LayoutResult {
    var section = SectionMetrics(itemCount: c.heights.count)
    section.rowFillingItems = c.fills
    var input = makeInput([section], columns: 1, heights: [c.heights])
    input.direction = direction
    // One point a column: the cells are the points, rounded.
    return LazyVGridLayout(grid: c.grid, scale: PointScale(pointsPerColumn: 1))
      .layout(input, in: Size(width: c.width, height: 50))
  }

  @Test(arguments: cases) func columnsNeverOverlapAndStayInsideAWidthTheyFit(_ c: Case) {
    let columns = c.grid.columns(inWidth: c.width)
    #expect(columns.count >= c.grid.columns.count)
    for (a, b) in zip(columns, columns.dropFirst()) {
      #expect(a.x + a.width <= b.x + 1e-9, "\(c)")
    }
    if c.fits {
      #expect(columns.allSatisfy { $0.x >= -1e-9 && $0.x + $0.width <= c.width + 1e-9 }, "\(c)")
    }
    let geometry = LazyVGridLayout(grid: c.grid, scale: PointScale(pointsPerColumn: 1))
      .geometry(of: c.grid, width: c.width)
    for k in 0..<(geometry.count - 1) {
      #expect(geometry.x(of: k) + geometry.width(of: k) <= geometry.x(of: k + 1), "\(c)")
    }
  }

  @Test(arguments: cases) func itemsFillTheColumnsRowByRowAndRowsStackBySpacing(_ c: Case) {
    let result = layout(c)
    let columns = result.sections[0].columns
    let n = columns.count
    let spacing = PointScale(pointsPerColumn: 1).rows(ofPoints: c.grid.resolvedSpacing)
    var rowTop = 0.0
    var rowCount = 0
    for first in stride(from: 0, to: c.heights.count, by: n) {
      let row = first..<min(c.heights.count, first + n)
      let tallest = row.map { c.heights[$0] }.max() ?? 0
      for i in row {
        let frame = result.frame(of: ItemPath(section: 0, item: i))
        #expect(frame?.minX == columns.x(of: i % n), "\(c) item \(i)")
        #expect(frame?.width == columns.width(of: i % n), "\(c) item \(i)")
        #expect(result.columns(of: ItemPath(section: 0, item: i)) == (i % n)..<(i % n + 1))
        let fills = c.fills.contains(i)
        #expect(frame?.height == (fills ? tallest : c.heights[i]), "\(c) item \(i)")
        // Inside its row.
        #expect((frame?.minY ?? -1) >= rowTop && (frame?.maxY ?? .infinity) <= rowTop + tallest, "\(c)")
      }
      rowTop += tallest + spacing
      rowCount += 1
    }
    let expected = rowCount == 0 ? 0 : rowTop - spacing
    #expect(result.contentSize.height == expected, "\(c)")
  }

  @Test(arguments: cases) func rightToLeftIsTheMirrorOfLeftToRight(_ c: Case) {
    let ltr = layout(c)
    let rtl = layout(c, direction: .rightToLeft)
    for i in c.heights.indices {
      let path = ItemPath(section: 0, item: i)
      guard let a = ltr.frame(of: path), let b = rtl.frame(of: path) else {
        Issue.record("\(c): no frame for item \(i)")
        continue
      }
      #expect(b == Rect(x: c.width - a.minX - a.width, y: a.minY, width: a.width, height: a.height), "\(c)")
    }
  }

  @Test(arguments: cases) func queriesFindExactlyTheFramesInARectangle(_ c: Case) {
    let result = layout(c)
    var g = SplitMix64(seed: c.seed ^ 0x5EED)
    for _ in 0..<5 {
      let rect = Rect(
        x: Double(Int.random(in: -5...Int(c.width), using: &g)),
        y: Double(Int.random(in: -5...max(0, Int(result.contentSize.height)), using: &g)),
        width: Double(Int.random(in: 0...Int(c.width), using: &g)),
        height: Double(Int.random(in: 0...20, using: &g)))
      let found = result.elements(in: rect).map(\.indexPath.item)
      let expected = result.allElements.filter { $0.frame.intersects(rect) }.map(\.indexPath.item)
      #expect(found == expected, "\(c) rect \(rect)")
    }
  }
}
