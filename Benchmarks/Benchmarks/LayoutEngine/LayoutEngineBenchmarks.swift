import Benchmark

/// The layout engine's benchmarks: one per row of the README's performance table and, where the
/// table asks for a ratio, the naive reference measured the same way in the same run under the same
/// name with " (naive)" appended. Names contain no dots or underscores (`run` reads them back from
/// exported file names).
let benchmarks: @Sendable () -> Void = {
  passBenchmarks()
  queryBenchmarks()
  relayoutBenchmarks()
}
