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
            ? Int.random(in: 1...5, using: &g) : nil,
          spans: Bool.random(using: &g) ? randomSpans(count, &g) : [],
          pinsHeader: Bool.random(using: &g), pinsFooter: Bool.random(using: &g)))
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

  /// About one item in four spanning 2 to 7 columns (some wider than any section), in any order.
  static func randomSpans(_ count: Int, _ g: inout SplitMix64) -> [ItemSpan] {
    (0..<count).filter { _ in Int.random(in: 0..<4, using: &g) == 0 }
      .map { ItemSpan(item: $0, columns: Int.random(in: 2...7, using: &g)) }.shuffled(using: &g)
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
    var narrow = 0
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let result = c.result
      let content = Rect(origin: .zero, size: result.contentSize)
      for element in result.allElements {
        #expect(content.contains(element.frame), "\(c): \(element) outside \(content)")
        #expect(element.frame.width >= 0 && element.frame.height >= 0)
        checked += 1
        if !c.widthIsRoomy { narrow += 1 }
      }
    }
    #expect(checked >= 10_000, "only \(checked) frames checked")
    // Widths too narrow for the insets and spacing are where columns used to start past the width.
    #expect(narrow >= 1_000, "only \(narrow) frames of narrow widths checked")
  }

  /// No frame leaves the content at any column count 1–1000 and width 1–10,000, in every layout but
  /// the compatibility grid (which reproduces the anchor, whose columns run past the width): spans,
  /// full-width items, insets and spacing wider than the width included.
  @Test func noFrameLeavesTheContentAtAnyColumnCountOrWidth() {
    let layouts: [any CollectionLayout] = [
      FlexibleRowHeightGridLayout(), FlowLayout(), ListLayout(), WaterfallLayout(),
      WaterfallLayout(order: .rightToLeft, stretch: .allCells), FlexibleRowHeightGridLayout(scale: 2),
    ]
    var g = SplitMix64(seed: 1_000)
    var squeezed = 0
    for round in 0..<600 {
      let columns = round < 6 ? [1, 1000, 999, 2, 500, 1000][round] : Int.random(in: 1...1000, using: &g)
      let width =
        round < 6 ? [1, 492, 10_000, 1, 7, 1][round] : Double(Int.random(in: 1...10_000, using: &g))
      let count = Int.random(in: 1...12, using: &g)
      let metrics = SectionMetrics(
        itemCount: count,
        insets: EdgeInsets(
          top: 1, left: Double(Int.random(in: 0...20, using: &g)), bottom: 1,
          right: Double(Int.random(in: 0...20, using: &g))),
        interitemSpacing: Double(Int.random(in: 0...30, using: &g)), lineSpacing: 1, headerHeight: 1,
        footerHeight: 1,
        spans: count == 1
          ? [.full(0)] : [.full(0), ItemSpan(item: count - 1, columns: Int.random(in: 2...2000, using: &g))],
        pinsHeader: true)
      let heights = [(0..<count).map { _ in Double(Int.random(in: 0...5, using: &g)) }]
      let layout = layouts[round % layouts.count]
      let result = layout.layout(
        makeInput([metrics], columns: columns, heights: heights), in: Size(width: width, height: 40))
      let content = Rect(origin: .zero, size: result.contentSize)
      #expect(result.contentSize.width == width)
      for element in result.allElements {
        #expect(
          content.contains(element.frame), "\(type(of: layout)) columns \(columns) width \(width): \(element)"
        )
      }
      if width < metrics.insets.horizontal + metrics.interitemSpacing * Double(columns - 1) { squeezed += 1 }
    }
    #expect(squeezed >= 300, "only \(squeezed) squeezed cases")
  }

  /// The case: 1000 columns at width 492, a full-width item is as wide as the width allows.
  @Test func aFullWidthItemStaysInsideAnOvercrowdedWidth() {
    let metrics = SectionMetrics(
      itemCount: 3, insets: EdgeInsets(top: 0, left: 1, bottom: 1, right: 1), interitemSpacing: 1,
      lineSpacing: 1,
      spans: [.full(1)])
    let result = FlexibleRowHeightGridLayout().layout(
      makeInput([metrics], columns: 1000, heights: [[1, 1, 1]]), in: Size(width: 492, height: 40))
    let full = result.frame(of: ItemPath(section: 0, item: 1))!
    #expect(full.minX == 1 && full.maxX == 491, "\(full)")
  }

  /// The packing rule, computed independently: items left to right, an item that does not fit in
  /// what is left of the row starts the next one; a span counts at most the section's columns.
  static func packedRows(_ metrics: SectionMetrics, columns n: Int) -> [[(item: Int, column: Int, span: Int)]]
  {
    var spanOf: [Int: Int] = [:]
    for span in metrics.spans where span.item >= 0 && span.item < metrics.itemCount {
      spanOf[span.item] = span.columns
    }
    var rows: [[(item: Int, column: Int, span: Int)]] = []
    var used = n
    for item in 0..<max(0, metrics.itemCount) {
      let span = max(1, min(n, spanOf[item] ?? 1))
      if used + span > n {
        rows.append([])
        used = 0
      }
      rows[rows.count - 1].append((item, used, span))
      used += span
    }
    return rows
  }

  @Test(arguments: ["grid", "flow"])
  func rowsArePackedAndGridRowsShareTheTallestHeight(_ name: String) {
    var spanning = 0
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let layout: any CollectionLayout = name == "grid" ? FlexibleRowHeightGridLayout() : FlowLayout()
      let result = layout.layout(c.input, in: Size(width: c.width, height: 40))
      for (s, section) in result.sections.enumerated() {
        let rows = Self.packedRows(c.sections[s], columns: section.columnCount)
        for (r, row) in rows.enumerated() {
          let tallest = row.map { max(0, c.heights[s][$0.item]) }.max()!
          let top = result.frame(of: ItemPath(section: s, item: row[0].item))!.minY
          for cell in row {
            let path = ItemPath(section: s, item: cell.item)
            let frame = result.frame(of: path)!
            #expect(result.row(of: path) == r, "\(c): \(path)")
            #expect(result.columns(of: path) == cell.column..<(cell.column + cell.span), "\(c): \(path)")
            // Exactly its columns wide, the spacing between them included.
            let last = cell.column + cell.span - 1
            #expect(frame.minX == section.columns.x(of: cell.column), "\(c): \(path)")
            #expect(
              frame.maxX == section.columns.x(of: last) + section.columns.width(of: last), "\(c): \(path)")
            if name == "grid" {
              #expect(frame.height == tallest, "\(c): \(path)")
              #expect(frame.minY == top, "\(c): \(path)")
            } else {
              #expect(frame.height == max(0, c.heights[s][cell.item]), "\(c): \(path)")
            }
            if cell.span > 1 { spanning += 1 }
          }
        }
      }
    }
    #expect(spanning >= 1_000, "only \(spanning) spanning cells checked")
  }

  /// A waterfall's spanning item goes to the run of columns whose lowest end is highest (leftmost on
  /// ties), and those columns continue below it: replayed from the frames of the items before it.
  @Test func waterfallSpanningItemsTakeTheHighestRunAndColumnsContinueBelow() {
    var spanning = 0
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let result = WaterfallLayout().layout(c.input, in: Size(width: c.width, height: 40))
      for (s, section) in result.sections.enumerated() where section.hasSpanningItems {
        let n = section.columnCount
        let start = section.contentMinY + c.sections[s].insets.top
        var next = Array(repeating: start, count: n)
        for item in 0..<section.itemCount {
          let path = ItemPath(section: s, item: item)
          let frame = result.frame(of: path)!
          let columns = result.columns(of: path)!
          // Exactly its columns wide, the spacing between them included.
          #expect(frame.minX == section.columns.x(of: columns.lowerBound), "\(c): \(path)")
          #expect(
            frame.maxX == section.columns.x(of: columns.upperBound - 1)
              + section.columns.width(of: columns.upperBound - 1),
            "\(c): \(path)")
          if columns.count > 1 {
            spanning += 1
            let runs = (0...(n - columns.count)).map { first in next[first..<(first + columns.count)].max()! }
            let best = runs.firstIndex(of: runs.min()!)!
            #expect(columns.lowerBound == best, "\(c): \(path)")
            #expect(frame.minY == runs[best], "\(c): \(path)")
          } else {
            #expect(columns.lowerBound == next.firstIndex(of: next.min()!)!, "\(c): \(path)")
            #expect(frame.minY == next[columns.lowerBound], "\(c): \(path)")
          }
          for column in columns { next[column] = frame.maxY + c.sections[s].lineSpacing }
        }
      }
    }
    #expect(spanning >= 500, "only \(spanning) spanning items checked")
  }

  /// The pinned header and footer of any viewport are those a scan of every section finds.
  @Test func pinnedElementsAreWhatAScanFinds() {
    var g = SplitMix64(seed: 7)
    var found = 0
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let result = c.layout.layout(c.input, in: Size(width: c.width, height: 40))
      for _ in 0..<10 {
        let viewport = Rect(
          x: 0, y: Double(Int.random(in: -5...150, using: &g)), width: c.width,
          height: Double(Int.random(in: 1...30, using: &g)))
        var expected: [LayoutElement] = []
        // The section at the top: the one whose extent holds the viewport's top row.
        for section in result.sections where section.minY <= viewport.minY && viewport.minY < section.endY {
          if section.pinsHeader, let header = section.headerFrame {
            var frame = header
            frame.origin.y = max(header.minY, min(viewport.minY, section.contentMaxY - header.height))
            if frame.intersects(viewport) {
              expected.append(
                LayoutElement(
                  kind: .header, indexPath: ItemPath(section: section.index, item: 0), frame: frame))
            }
          }
          break
        }
        // The section at the bottom: the one whose extent holds the viewport's last row.
        for section in result.sections where section.minY < viewport.maxY && viewport.maxY <= section.endY {
          if section.pinsFooter, let footer = section.footerFrame {
            var frame = footer
            frame.origin.y = min(footer.minY, max(viewport.maxY - footer.height, section.contentMinY))
            if frame.intersects(viewport) {
              expected.append(
                LayoutElement(
                  kind: .footer, indexPath: ItemPath(section: section.index, item: 0), frame: frame))
            }
          }
          break
        }
        #expect(result.pinnedElements(in: viewport) == expected, "\(c), viewport \(viewport)")
        found += expected.count
      }
    }
    #expect(found >= 1_000, "only \(found) pinned elements checked")
  }

  @Test(arguments: [WaterfallLayout.Stretch.lastCell, .allCells])
  func stretchedWaterfallColumnsEndLevel(_ stretch: WaterfallLayout.Stretch) {
    for seed in Self.seeds {
      let c = Self.randomCase(seed)
      let result = WaterfallLayout(stretch: stretch).layout(c.input, in: Size(width: c.width, height: 40))
      for (s, section) in result.sections.enumerated() where !section.hasSpanningItems {
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
