import GridFixtures
import GridLayout
import Testing

/// A slice of a collection laid out on its own and placed where it sits in the whole has the whole's
/// frames: rows (grid, flow, list) from any row, a waterfall from a section's start.
@Suite struct PlacedSliceTests {
  struct Slice {
    var origin: ItemPath
    var input: LayoutInput
  }

  /// The sections `first.section…lastSection` of `c`, the first from item `first.item`, the last up
  /// to item `end`; a cut-off header or footer, and the inset beside it, left out.
  static func slice(of c: LayoutPropertyTests.Case, from first: ItemPath, to lastSection: Int, end: Int)
    -> Slice
  {
    var sections: [SectionMetrics] = []
    for s in first.section...lastSection {
      var metrics = c.sections[s]
      let start = s == first.section ? first.item : 0
      let stop = s == lastSection ? end : metrics.itemCount
      if start > 0 {
        metrics.headerHeight = 0
        metrics.insets.top = 0
      }
      if stop < metrics.itemCount {
        metrics.footerHeight = 0
        metrics.insets.bottom = 0
      }
      metrics.itemCount = stop - start
      // Spanning items are numbered in their section: renumber them in the slice's.
      metrics.spans = metrics.spans.filter { $0.item >= start && $0.item < stop }
        .map { ItemSpan(item: $0.item - start, columns: $0.columns) }
      sections.append(metrics)
    }
    let heights = c.heights
    let input = LayoutInput(
      sections: sections, columnCount: { _ in c.columns },
      itemHeight: { path, _ in
        let s = first.section + path.section
        return heights[s][path.item + (path.section == 0 ? first.item : 0)]
      })
    return Slice(origin: first, input: input)
  }

  /// The columns a section of `c` has in `result`.
  static func columns(_ result: LayoutResult, _ s: Int) -> Int { result.section(s)?.columnCount ?? 1 }

  @Test func slicesOfRowsHaveTheWholesFrames() {
    var checked = 0
    for seed in LayoutPropertyTests.seeds {
      let c = LayoutPropertyTests.randomCase(seed)
      guard !c.name.hasPrefix("waterfall"), !c.sections.isEmpty else { continue }
      let whole = c.result
      var g = SplitMix64(seed: seed &* 31)
      let s0 = g.next(below: c.sections.count)
      let s1 = s0 + g.next(below: c.sections.count - s0)
      // Rows as the whole packed them (spanning items start rows of their own when they must).
      func rowStarts(_ s: Int) -> [Int] {
        (0..<c.sections[s].itemCount).filter {
          $0 == 0
            || whole.row(of: ItemPath(section: s, item: $0))
              != whole.row(of: ItemPath(section: s, item: $0 - 1))
        }
      }
      let starts0 = rowStarts(s0)
      let start = starts0.isEmpty ? 0 : starts0[g.next(below: starts0.count)]
      let n = Self.columns(whole, s0)
      // A row is as tall as its tallest cell: the slice ends with a whole row (or its section).
      let ends = (rowStarts(s1) + [c.sections[s1].itemCount]).filter { s1 > s0 || $0 >= start }
      let end = ends[g.next(below: ends.count)]
      let slice = Self.slice(of: c, from: ItemPath(section: s0, item: start), to: s1, end: end)
      let alone = c.layout.layout(slice.input, in: Size(width: c.width, height: 40))
      // Where the slice starts in the whole: its section's top, or its first row's.
      let firstRow = (start..<min(start + n, c.sections[s0].itemCount)).compactMap {
        whole.frame(of: ItemPath(section: s0, item: $0))?.minY
      }
      let top = start == 0 ? whole.section(s0)!.minY : firstRow.min() ?? whole.section(s0)!.minY
      let placed = alone.placed(at: slice.origin, y: top)
      for element in placed.allElements {
        #expect(whole.frame(of: element.kind, at: element.indexPath) == element.frame, "\(c): \(element)")
        checked += 1
      }
      // Queries over the slice's extent find the whole's elements that the slice holds.
      if let last = placed.allElements.last {
        let extent = Rect(x: 0, y: top, width: c.width, height: max(0, last.frame.maxY - top))
        let expected = whole.elements(in: extent).filter {
          placed.frame(of: $0.kind, at: $0.indexPath) != nil
        }
        #expect(placed.elements(in: extent) == expected, "\(c)")
      }
    }
    #expect(checked > 1_000)
  }

  @Test func waterfallSlicesFromASectionStartHaveTheWholesFrames() {
    var checked = 0
    for seed in LayoutPropertyTests.seeds {
      let c = LayoutPropertyTests.randomCase(seed)
      guard c.name.hasPrefix("waterfall"), !c.sections.isEmpty else { continue }
      let whole = c.result
      var g = SplitMix64(seed: seed &* 17)
      let s0 = g.next(below: c.sections.count)
      let slice = Self.slice(
        of: c, from: ItemPath(section: s0, item: 0), to: c.sections.count - 1, end: c.sections.last!.itemCount
      )
      let placed = c.layout.layout(slice.input, in: Size(width: c.width, height: 40))
        .placed(at: slice.origin, y: whole.section(s0)!.minY)
      for element in placed.allElements {
        #expect(whole.frame(of: element.kind, at: element.indexPath) == element.frame, "\(c): \(element)")
        checked += 1
      }
    }
    #expect(checked > 500)
  }

  @Test func aPlacedResultAnswersOnlyForItsSlice() {
    let input = makeInput(
      [SectionMetrics(itemCount: 6, headerHeight: 1), SectionMetrics(itemCount: 4, footerHeight: 1)],
      columns: 2,
      heights: [[1, 2, 3, 4, 5, 6], [1, 1, 1, 1]])
    let placed = FlexibleRowHeightGridLayout().layout(input, in: Size(width: 10, height: 10))
      .placed(at: ItemPath(section: 3, item: 4), y: 100)
    #expect(placed.section(2) == nil && placed.section(5) == nil)
    #expect(placed.section(3)?.index == 3)
    #expect(placed.frame(of: ItemPath(section: 3, item: 3)) == nil, "before the slice")
    #expect(placed.frame(of: ItemPath(section: 3, item: 4)) == Rect(x: 0, y: 100 + 1, width: 5, height: 2))
    // Header 1, rows of 2, 4 and 6 in the first section, rows of 1 and 1 in the second.
    let footerTop: Double = 100 + 1 + 2 + 4 + 6 + 1 + 1
    #expect(placed.frame(of: .footer, at: ItemPath(section: 4, item: 0))?.minY == footerTop)
    #expect(
      placed.allElements.first?.indexPath == ItemPath(section: 3, item: 0), "the header keeps its number")
  }
}
