import Benchmark

extension Benchmark.Configuration {
  /// Drawing one screenful (microseconds): a few warm-ups, then up to 2,000 draws.
  static var draw: Benchmark.Configuration {
    .init(
      metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResidentDelta],
      timeUnits: .microseconds,
      units: [.mallocCountTotal: .count, .mallocBytesCount: .count],
      warmupIterations: 10, maxDuration: .seconds(10), maxIterations: 2_000)
  }
}
