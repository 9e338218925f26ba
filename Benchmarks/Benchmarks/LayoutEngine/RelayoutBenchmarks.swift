import Benchmark
import GridLayout
import NaiveLayout
import Workloads

/// A width step that keeps the column count (200 ↔ 201 units, 4 columns), 100,000 items whose heights
/// come from a closure of the column width: the engine's `LiveLayout` re-asks only the items whose
/// column width changed; the naive layout, like the anchor, asks every height and rebuilds everything.
func relayoutBenchmarks() {
  let widths = (Workload.size.width, Workload.size.width + 1)

  Benchmark("relayout width step 100k", configuration: .relayout) {
    (benchmark: Benchmark, state: RelayoutState<LiveLayout>) in
    let size = state.nextSize(height: Workload.size.height)
    benchmark.startMeasurement()
    let change = state.layout.update(size: size)
    benchmark.stopMeasurement()
    precondition(change.didLayout && !change.columnCountChanged, "the width step must keep the column count")
    benchmark.measurement(.heightsAsked, change.heightsAsked)
  } setup: {
    RelayoutState(
      layout: LiveLayout(
        FlexibleRowHeightGridLayout(), input: Workload.hundredThousand.measuredHeights(), size: Workload.size),
      widths: widths)
  }

  Benchmark("relayout width step 100k (naive)", configuration: .naiveRelayout) {
    (benchmark: Benchmark, state: RelayoutState<NaiveGridLayout>) in
    let size = state.nextSize(height: Workload.size.height)
    let input = Workload.hundredThousand.measuredHeights()
    benchmark.startMeasurement()
    state.layout.prepare(input, in: size)
  } setup: {
    let naive = NaiveGridLayout()
    naive.prepare(Workload.hundredThousand.measuredHeights(), in: Workload.size)
    return RelayoutState(layout: naive, widths: widths)
  }
}
