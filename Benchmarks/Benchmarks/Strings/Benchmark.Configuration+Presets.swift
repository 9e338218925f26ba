import Benchmark

extension Benchmark.Configuration {
  /// Reading a whole string file (milliseconds): a few warm-ups, then up to 50 passes.
  static var measuring: Benchmark.Configuration {
    .init(
      metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResidentDelta],
      timeUnits: .microseconds,
      units: [.mallocCountTotal: .count, .mallocBytesCount: .count],
      warmupIterations: 3, maxDuration: .seconds(10), maxIterations: 50)
  }
}
