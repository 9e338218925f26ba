import GridLayout
import NaiveLayout
import Testing
import Workloads

/// The naive reference must compute exactly the engine's default grid, or the ratios in the
/// performance table would compare different work.
struct NaiveGridLayoutTests {
  @Test(arguments: [200.0, 201, 100, 300, 3])
  func sameFramesAsTheEngine(width: Double) {
    let workload = Workload(itemCount: 2_000, sectionCount: 4)
    for input in [workload.givenHeights(), workload.measuredHeights()] {
      let size = Size(width: width, height: 60)
      let engine = FlexibleRowHeightGridLayout().layout(input, in: size)
      let naive = NaiveGridLayout()
      naive.prepare(input, in: size)
      #expect(naive.contentSize == engine.contentSize)
      expectSame(allElements(naive), engine.allElements)
    }
  }

  @Test func sameFramesWithFootersUnevenRowsAndEmptySections() {
    let sections = [
      SectionMetrics(
        itemCount: 7, insets: EdgeInsets(top: 2, left: 3, bottom: 1, right: 2), interitemSpacing: 2,
        lineSpacing: 1, headerHeight: 2, footerHeight: 3),
      SectionMetrics(itemCount: 0, insets: EdgeInsets(all: 1), headerHeight: 1, footerHeight: 1),
      SectionMetrics(itemCount: 5, lineSpacing: 2, footerHeight: 1),
    ]
    let input = LayoutInput(
      sections: sections, columnCount: { _ in 3 },
      itemHeight: { path, width in Double(path.item % 4) + width / 10 })
    let size = Size(width: 61, height: 20)
    let engine = FlexibleRowHeightGridLayout().layout(input, in: size)
    let naive = NaiveGridLayout()
    naive.prepare(input, in: size)
    #expect(naive.contentSize == engine.contentSize)
    expectSame(allElements(naive), engine.allElements)
  }

  @Test func linearScanFindsWhatTheEngineFinds() {
    let workload = Workload(itemCount: 4_000, sectionCount: 8)
    let input = workload.givenHeights()
    let engine = FlexibleRowHeightGridLayout().layout(input, in: Workload.size)
    let naive = NaiveGridLayout()
    naive.prepare(input, in: Workload.size)
    let viewports = Workload.viewports(
      count: 200, size: Workload.size, contentHeight: engine.contentSize.height)
    for rect in viewports + [
      Rect(x: 50, y: 0, width: 1, height: 0), Rect(x: 0, y: -5, width: 200, height: 5),
    ] {
      expectSame(elements(naive.layoutAttributesForElements(in: rect)), engine.elements(in: rect))
    }
  }

  private func allElements(_ naive: NaiveGridLayout) -> [LayoutElement] {
    elements(
      Array(naive.cellAttributes.values) + Array(naive.headerAttributes.values)
        + Array(naive.footerAttributes.values))
  }

  /// Compares the two lists in one order, reporting the count and the first difference only.
  private func expectSame(
    _ naive: [LayoutElement], _ engine: [LayoutElement], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let engine = engine.sorted(by: order)
    #expect(naive.count == engine.count, sourceLocation: sourceLocation)
    if let i = zip(naive, engine).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      Issue.record(
        "first difference: naive \(naive[i]) vs engine \(engine[i])", sourceLocation: sourceLocation)
    }
  }

  private func elements(_ attributes: some Sequence<Attributes>) -> [LayoutElement] {
    attributes.map { LayoutElement(kind: $0.kind, indexPath: $0.indexPath, frame: $0.frame) }.sorted(
      by: order)
  }

  private func order(_ a: LayoutElement, _ b: LayoutElement) -> Bool {
    (a.indexPath, a.kind.rawValue) < (b.indexPath, b.kind.rawValue)
  }
}
