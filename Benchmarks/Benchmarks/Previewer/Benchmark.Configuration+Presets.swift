import Benchmark

extension Benchmark.Configuration {
  private static var metrics: [BenchmarkMetric] {
    [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResidentDelta]
  }
  private static var units: [BenchmarkMetric: BenchmarkUnits] {
    [.mallocCountTotal: .count, .mallocBytesCount: .count, .cellsMeasured: .count]
  }

  /// One text-size step of a previewer (milliseconds), each on a state made outside the measurement:
  /// up to 50.
  static var step: Benchmark.Configuration {
    .init(
      metrics: metrics + [.cellsMeasured], timeUnits: .microseconds, units: units, warmupIterations: 2,
      maxDuration: .seconds(15), maxIterations: 50)
  }
}

extension BenchmarkMetric {
  /// How many cells a step measured (the rest came from the scene's `MeasurementCache`).
  static var cellsMeasured: BenchmarkMetric {
    .custom("cellsMeasured", polarity: .prefersSmaller, useScalingFactor: false)
  }
}
