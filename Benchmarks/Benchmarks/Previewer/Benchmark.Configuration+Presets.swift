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

  /// A whole `gridpreview` process (milliseconds): only wall clock, as the allocations happen in the
  /// child. A few warm-ups (page cache, dynamic loader), then up to 100 runs.
  static var process: Benchmark.Configuration {
    .init(
      metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 5, maxDuration: .seconds(15),
      maxIterations: 100)
  }

  /// A whole process that runs for seconds: one warm-up, then up to 5 runs.
  static var slowProcess: Benchmark.Configuration {
    .init(
      metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(60),
      maxIterations: 5)
  }

  /// What `render` does inside the process (microseconds): up to 1,000.
  static var render: Benchmark.Configuration {
    .init(
      metrics: metrics, timeUnits: .microseconds, units: units, warmupIterations: 5,
      maxDuration: .seconds(10),
      maxIterations: 1_000)
  }
}

extension BenchmarkMetric {
  /// How many cells a step measured (the rest came from the scene's `MeasurementCache`).
  static var cellsMeasured: BenchmarkMetric {
    .custom("cellsMeasured", polarity: .prefersSmaller, useScalingFactor: false)
  }
}
