import GridFixtures
import GridLayout
import Testing

/// Invariants over random collections (seeded, so a failure names a reproducible case).
@Suite struct LayoutPropertyTests {
  struct Case: CustomStringConvertible {
    let seed: UInt64
    let sections: [SectionMetrics]
    let heights: [[Double]]
    let columns: Int
    let width: Double
    let layout: any CollectionLayout
    let name: String

    var description: String { "seed \(seed): \(name), width \(width), columns \(columns)" }

    var input: LayoutInput { makeInput(sections, columns: columns, heights: heights) }
    var result: LayoutResult { layout.layout(input, in: Size(width: width, height: 40)) }
    /// Whether the width holds every section's insets and spacing, so no column is pushed past it.
    var widthIsRoomy: Bool {
      sections.allSatisfy {
        let n = Double($0.columnCount ?? max(1, columns))
        return width >= $0.insets.horizontal + $0.interitemSpacing * (n - 1)
      }
    }
  }

  static func randomCase(_ seed: UInt64) -> Case {
    var g = SplitMix64(seed: seed)
    let sectionCount = Int.random(in: 0...4, using: &g)
    var sections: [SectionMetrics] = []
    var heights: [[Double]] = []
    for _ in 0..<sectionCount {
      let count = Int.random(in: 0...30, using: &g)
      sections.append(
        SectionMetrics(
          itemCount: count,
          insets: EdgeInsets(
            top: Double.random(in: 0...3, using: &g).rounded(),
            left: Double(Int.random(in: 0...3, using: &g)),
            bottom: Double(Int.random(in: 0...3, using: &g)), right: Double(Int.random(in: 0...3, using: &g))),
          interitemSpacing: Double(Int.random(in: 0...2, using: &g)),
          lineSpacing: Double(Int.random(in: 0...2, using: &g)),
          headerHeight: Double(Int.random(in: 0...2, using: &g)),
          footerHeight: Double(Int.random(in: 0...2, using: &g)),
          columnCount: Bool.random(using: &g) && Bool.random(using: &g)
            ? Int.random(in: 1...5, using: &g) : nil))
      heights.append((0..<count).map { _ in Double(Int.random(in: -2...12, using: &g)) })
    }
    let layouts: [(String, any CollectionLayout)] = [
      ("grid", FlexibleRowHeightGridLayout()),
      ("flow", FlowLayout()),
      ("list", ListLayout()),
      ("waterfall", WaterfallLayout()),
      ("waterfall ltr lastCell", WaterfallLayout(order: .leftToRight, stretch: .lastCell)),
      ("waterfall rtl allCells", WaterfallLayout(order: .rightToLeft, stretch: .allCells)),
      ("waterfall allCells", WaterfallLayout(stretch: .allCells)),
    ]
    let (name, layout) = layouts[Int.random(in: 0..<layouts.count, using: &g)]
    return Case(
      seed: seed, sections: sections, heights: heights, columns: Int.random(in: -1...6, using: &g),
      width: Double(Int.random(in: 0...120, using: &g)), layout: layout, name: name)
  }

  static let seeds: [UInt64] = Array(1...1_000)

  @Test func noTwoCellsOverlap() {
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let cells = c.result.allElements.filter { $0.kind == .cell }.sorted { $0.frame.minY < $1.frame.minY }
      // Sweep: only cells whose vertical spans meet need comparing.
      for (i, a) in cells.enumerated() {
        for b in cells[(i + 1)...] {
          if b.frame.minY >= a.frame.maxY { break }
          #expect(!a.frame.overlapsArea(b.frame), "\(c): \(a) overlaps \(b)")
        }
      }
    }
  }

  @Test func everyItemAppearsExactlyOnceInOrder() {
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let result = c.result
      var expected: [String] = []
      for (s, section) in c.sections.enumerated() {
        if section.headerHeight > 0 { expected.append("h\(s)") }
        expected += (0..<section.itemCount).map { "c\(s).\($0)" }
        if section.footerHeight > 0 { expected.append("f\(s)") }
      }
      let actual = result.allElements.map { e -> String in
        switch e.kind {
        case .header: "h\(e.section)"
        case .cell: "c\(e.section).\(e.item)"
        case .footer: "f\(e.section)"
        }
      }
      #expect(actual == expected, "\(c)")
      #expect(result.itemCount == c.sections.reduce(0) { $0 + $1.itemCount })
    }
  }

  @Test func everyFrameLiesInsideTheContent() {
    var checked = 0
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      guard c.widthIsRoomy else { continue }
      let result = c.result
      let content = Rect(origin: .zero, size: result.contentSize)
      for element in result.allElements {
        #expect(content.contains(element.frame), "\(c): \(element) outside \(content)")
        #expect(element.frame.width >= 0 && element.frame.height >= 0)
        checked += 1
      }
    }
    // Narrow widths are skipped (their columns may start past the width): most frames must remain.
    #expect(checked >= 10_000, "only \(checked) frames checked")
  }

  @Test func gridCellsOfARowShareTheTallestHeight() {
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let result = FlexibleRowHeightGridLayout().layout(c.input, in: Size(width: c.width, height: 40))
      for (s, section) in result.sections.enumerated() {
        let n = section.columnCount
        for rowStart in stride(from: 0, to: section.itemCount, by: n) {
          let items = rowStart..<min(rowStart + n, section.itemCount)
          let tallest = items.map { max(0, c.heights[s][$0]) }.max()!
          for item in items {
            let frame = result.frame(of: ItemPath(section: s, item: item))!
            #expect(frame.height == tallest, "\(c): [\(s), \(item)]")
            #expect(frame.minY == result.frame(of: ItemPath(section: s, item: rowStart))!.minY)
          }
        }
      }
    }
  }

  @Test(arguments: [WaterfallLayout.Stretch.lastCell, .allCells])
  func stretchedWaterfallColumnsEndLevel(_ stretch: WaterfallLayout.Stretch) {
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let result = WaterfallLayout(stretch: stretch).layout(c.input, in: Size(width: c.width, height: 40))
      for (s, section) in result.sections.enumerated() {
        var ends: [Double: Double] = [:]  // column x → bottom of its last cell
        for item in 0..<section.itemCount {
          let frame = result.frame(of: ItemPath(section: s, item: item))!
          ends[frame.minX] = max(ends[frame.minX] ?? -1, frame.maxY)
        }
        #expect(Set(ends.values).count <= 1, "\(c): section \(s) ends \(ends)")
      }
    }
  }

  @Test func elementsInRectEqualsABruteForceFilter() {
    var g = SplitMix64(seed: 99)
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      for layout in [c.layout, FlexibleRowHeightGridLayout(compatibility: true)] {
        let result = layout.layout(c.input, in: Size(width: c.width, height: 40))
        let all = result.allElements
        for _ in 0..<5 {
          let rect = Rect(
            x: Double(Int.random(in: -10...130, using: &g)), y: Double(Int.random(in: -10...150, using: &g)),
            width: Double(Int.random(in: 0...60, using: &g)),
            height: Double(Int.random(in: 0...40, using: &g)))
          #expect(result.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(c), rect \(rect)")
        }
      }
    }
  }
}
