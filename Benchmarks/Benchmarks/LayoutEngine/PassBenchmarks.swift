import Benchmark
import GridLayout
import MemoryMetrics
import NaiveLayout
import Workloads

/// Whole layout passes from given heights, each building a new result: the engine's grid (also with
/// one item in 50 spanning columns, and right to left) and waterfall, and the naive grid.
func passBenchmarks() {
  Benchmark("grid pass 1M", configuration: .pass) { (benchmark: Benchmark, workload: Workload) in
    let input = workload.givenHeights()
    let grid = FlexibleRowHeightGridLayout()
    benchmark.measureRetained(items: workload.itemCount) { grid.layout(input, in: Workload.size) }
  } setup: {
    Workload.million
  }

  Benchmark("lazyVGrid pass 1M", configuration: .pass) { (benchmark: Benchmark, workload: Workload) in
    let input = workload.givenHeights()
    benchmark.measureRetained(items: workload.itemCount) {
      Workload.lazyVGrid.layout(input, in: Workload.size)
    }
  } setup: {
    Workload.million
  }

  // Right to left: the same left-to-right pass, the result only told to mirror.
  Benchmark("grid pass 1M rtl", configuration: .pass) { (benchmark: Benchmark, workload: Workload) in
    var input = workload.givenHeights()
    input.direction = .rightToLeft
    let grid = FlexibleRowHeightGridLayout()
    benchmark.measureRetained(items: workload.itemCount) { grid.layout(input, in: Workload.size) }
  } setup: {
    Workload.million
  }

  Benchmark("grid pass 1M spans", configuration: .pass) { (benchmark: Benchmark, workload: Workload) in
    let input = workload.givenHeights(spanningOneIn: 50)
    let grid = FlexibleRowHeightGridLayout()
    benchmark.measureRetained(items: workload.itemCount) { grid.layout(input, in: Workload.size) }
  } setup: {
    Workload.million
  }

  Benchmark("grid pass 1M (naive)", configuration: .naivePass) { (benchmark: Benchmark, workload: Workload) in
    let input = workload.givenHeights()
    benchmark.measureRetained(items: workload.itemCount) {
      let naive = NaiveGridLayout()
      naive.prepare(input, in: Workload.size)
      return naive
    }
  } setup: {
    Workload.million
  }

  Benchmark("waterfall pass 1M", configuration: .pass) { (benchmark: Benchmark, workload: Workload) in
    let input = workload.givenHeights()
    let waterfall = WaterfallLayout(order: .shortestFirst, stretch: .allCells)
    benchmark.measureRetained(items: workload.itemCount) { waterfall.layout(input, in: Workload.size) }
  } setup: {
    Workload.million
  }
}
