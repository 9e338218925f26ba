import Benchmark

/// Drawing: a 200 × 60 viewport of a 1,000,000-item layout drawn as boxed cells into a new canvas,
/// and the previewer's whole frame. Names contain no dots or underscores (`run` reads them back
/// from exported file names).
let benchmarks: @Sendable () -> Void = {
  viewportBenchmarks()
}
