import Benchmark

/// The text module's benchmarks: measuring many cells with `CellTextLayout.rows`, the work a
/// layout pass asks of text for every item it has not measured at that width and size. Names
/// contain no dots or underscores (`run` reads them back from exported file names).
let benchmarks: @Sendable () -> Void = {
  rowsBenchmarks()
}
