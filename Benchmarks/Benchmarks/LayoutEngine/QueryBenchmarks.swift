import Benchmark
import GridLayout
import NaiveLayout
import Workloads

/// `elements(in:)` for a 200 × 60 viewport anywhere in a 1,000,000-item layout, against the naive
/// linear scan over the same frames.
func queryBenchmarks() {
  let viewportCount = 65_536

  Benchmark("query 200x60 in 1M", configuration: .query) {
    (benchmark: Benchmark, state: QueryState<LayoutResult>) in
    for _ in benchmark.scaledIterations {
      blackHole(state.layout.elements(in: state.nextViewport()))
    }
  } setup: {
    let result = FlexibleRowHeightGridLayout().layout(Workload.million.givenHeights(), in: Workload.size)
    return QueryState(
      layout: result,
      viewports: Workload.viewports(
        count: viewportCount, size: Workload.size, contentHeight: result.contentSize.height))
  }

  // Right to left: the viewports are in the mirrored result's own coordinates.
  Benchmark("query 200x60 in 1M rtl", configuration: .query) {
    (benchmark: Benchmark, state: QueryState<LayoutResult>) in
    for _ in benchmark.scaledIterations {
      blackHole(state.layout.elements(in: state.nextViewport()))
    }
  } setup: {
    var input = Workload.million.givenHeights()
    input.direction = .rightToLeft
    let result = FlexibleRowHeightGridLayout().layout(input, in: Workload.size)
    return QueryState(
      layout: result,
      viewports: Workload.viewports(
        count: viewportCount, size: Workload.size, contentHeight: result.contentSize.height))
  }

  // SwiftUI's grid: four flexible columns at 200 cells (the grid's count at this width), each cell at
  // its own height in its row; the same rows to search, a stored y and height per cell. The same
  // query in 10,000 items: a logarithmic query costs about the same at a hundred times the items.
  for (name, items) in [
    ("lazyVGrid query 200x60 in 1M", 1_000_000), ("lazyVGrid query 200x60 in 10k", 10_000),
  ] {
    Benchmark(name, configuration: .query) { (benchmark: Benchmark, state: QueryState<LayoutResult>) in
      for _ in benchmark.scaledIterations {
        blackHole(state.layout.elements(in: state.nextViewport()))
      }
    } setup: {
      let workload = Workload(itemCount: items, sectionCount: 100)
      let result = Workload.lazyVGrid.layout(workload.givenHeights(), in: Workload.size)
      return QueryState(
        layout: result,
        viewports: Workload.viewports(
          count: viewportCount, size: Workload.size, contentHeight: result.contentSize.height))
    }
  }

  Benchmark("query 200x60 in 1M (naive)", configuration: .naiveQuery) {
    (benchmark: Benchmark, state: QueryState<NaiveGridLayout>) in
    blackHole(state.layout.layoutAttributesForElements(in: state.nextViewport()))
  } setup: {
    let naive = NaiveGridLayout()
    naive.prepare(Workload.million.givenHeights(), in: Workload.size)
    return QueryState(
      layout: naive,
      viewports: Workload.viewports(
        count: viewportCount, size: Workload.size, contentHeight: naive.contentSize.height))
  }

  // The pinned header and footer for a viewport anywhere: two binary searches over 100 sections.
  Benchmark("pinned query 200x60 in 1M", configuration: .query) {
    (benchmark: Benchmark, state: QueryState<LayoutResult>) in
    for _ in benchmark.scaledIterations {
      blackHole(state.layout.pinnedElements(in: state.nextViewport()))
    }
  } setup: {
    let result = FlexibleRowHeightGridLayout()
      .layout(Workload.million.givenHeightsPinning(), in: Workload.size)
    return QueryState(
      layout: result,
      viewports: Workload.viewports(
        count: viewportCount, size: Workload.size, contentHeight: result.contentSize.height))
  }

  Benchmark("waterfall query 200x60 in 1M", configuration: .query) {
    (benchmark: Benchmark, state: QueryState<LayoutResult>) in
    for _ in benchmark.scaledIterations {
      blackHole(state.layout.elements(in: state.nextViewport()))
    }
  } setup: {
    let result = WaterfallLayout(order: .shortestFirst, stretch: .allCells)
      .layout(Workload.million.givenHeights(), in: Workload.size)
    return QueryState(
      layout: result,
      viewports: Workload.viewports(
        count: viewportCount, size: Workload.size, contentHeight: result.contentSize.height))
  }
}
