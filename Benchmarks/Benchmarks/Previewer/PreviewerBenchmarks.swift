import Benchmark

/// The previewer's benchmarks: a text-size step as the interactive previewer performs it, and
/// `gridpreview render` of the demo, as a whole process and in process. Names contain no dots or
/// underscores (`run` reads them back from exported file names).
let benchmarks: @Sendable () -> Void = {
  textSizeStepBenchmarks()
  renderBenchmarks()
  auditBenchmarks()
}
