import Benchmark
import GridFixtures
import GridScene
import GridText
import Workloads

/// A text-size step as the previewer performs it: `update(.action(.changeTextSize(1)))` on a
/// generated fixture laid out 200 columns wide (4 columns), which measures every text cell at the
/// new size (through the scene's `MeasurementCache`) and lays out again.
///
/// The scene remembers every (item, width, size) it measured, so stepping back and forth between two
/// sizes measures nothing after the first two steps. The target rows therefore step to a size never
/// measured before: each iteration makes a fresh previewer, laid out at L outside the measurement,
/// and times its one step to xL. The "cached" rows keep one previewer stepping L ↔ xL, both sizes
/// already measured: heights come from the cache, and the layout pass is the same.
///
/// Past 10,000 items the previewer itself measures only what is on screen and settles the rest in
/// the background (`exactItemLimit`; the large-fixture rows of `run` time that on the real binary).
/// These rows lift the limit, so they keep timing what their targets name: every cell measured and
/// the whole layout made before the step returns.
func textSizeStepBenchmarks() {
  let sizes = [(label: "10k", items: 10_000, sections: 1), (label: "100k", items: 100_000, sections: 10)]

  for size in sizes {
    Benchmark("text size step \(size.label)", configuration: .step) {
      (benchmark: Benchmark, fixture: Fixture) in
      var state = PreviewState.exact(opening: fixture)
      let measuredBefore = state.scene.measurements.misses
      benchmark.startMeasurement()
      let commands = state.update(.action(.changeTextSize(1)))
      benchmark.stopMeasurement()
      precondition(
        commands == [.draw] && state.settings.category == .extraLarge, "the step must change the size")
      benchmark.measurement(.cellsMeasured, state.scene.measurements.misses - measuredBefore)
      blackHole(state)  // released here, after the measurement
    } setup: {
      GeneratedFixture.grid(items: size.items, sections: size.sections)
    }

    Benchmark("text size step cached \(size.label)", configuration: .step) {
      (benchmark: Benchmark, stepping: SteppingPreview) in
      let measuredBefore = stepping.state.scene.measurements.misses
      benchmark.startMeasurement()
      let commands = stepping.step()
      benchmark.stopMeasurement()
      precondition(commands == [.draw], "the step must change the size")
      benchmark.measurement(.cellsMeasured, stepping.state.scene.measurements.misses - measuredBefore)
    } setup: {
      SteppingPreview(
        PreviewState.exact(opening: GeneratedFixture.grid(items: size.items, sections: size.sections)))
    }
  }
}
