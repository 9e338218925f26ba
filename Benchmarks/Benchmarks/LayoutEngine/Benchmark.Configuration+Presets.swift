import Benchmark
import MemoryMetrics

extension Benchmark.Configuration {
  /// Time, allocations and memory, counts shown unscaled so two runs read the same.
  private static var metrics: [BenchmarkMetric] {
    [
      .wallClock, .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes, .peakMemoryResidentDelta,
    ]
  }
  private static var units: [BenchmarkMetric: BenchmarkUnits] {
    [
      .mallocCountTotal: .count, .mallocBytesCount: .count, .memoryLeakedBytes: .count,
      .retainedBytes: .count, .retainedBytesPerItem: .count, .heightsAsked: .count,
    ]
  }

  /// A whole layout pass of the engine (milliseconds): a few warm-up passes, then up to 50.
  static var pass: Benchmark.Configuration {
    .init(
      metrics: metrics + [.retainedBytes, .retainedBytesPerItem], timeUnits: .microseconds, units: units,
      warmupIterations: 3, maxDuration: .seconds(10), maxIterations: 50)
  }

  /// A whole pass of a naive reference (up to a second or more): one warm-up, then up to 10.
  static var naivePass: Benchmark.Configuration {
    .init(
      metrics: metrics + [.retainedBytes, .retainedBytesPerItem], timeUnits: .microseconds, units: units,
      warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 10)
  }

  /// A rect query (microseconds): 1,000 queries per sample, results per query.
  static var query: Benchmark.Configuration {
    .init(
      metrics: metrics, timeUnits: .nanoseconds, units: units, warmupIterations: 3, scalingFactor: .kilo,
      maxDuration: .seconds(10), maxIterations: 100)
  }

  /// A linear-scan rect query (milliseconds): one query per sample.
  static var naiveQuery: Benchmark.Configuration {
    .init(
      metrics: metrics, timeUnits: .nanoseconds, units: units, warmupIterations: 2, maxDuration: .seconds(10),
      maxIterations: 30)
  }

  /// An update of a live layout: up to 100.
  static var relayout: Benchmark.Configuration {
    .init(
      metrics: metrics + [.heightsAsked], timeUnits: .microseconds, units: units, warmupIterations: 3,
      maxDuration: .seconds(10), maxIterations: 100)
  }

  /// A naive relayout: up to 20.
  static var naiveRelayout: Benchmark.Configuration {
    .init(
      metrics: metrics, timeUnits: .microseconds, units: units, warmupIterations: 2,
      maxDuration: .seconds(10),
      maxIterations: 20)
  }
}

extension BenchmarkMetric {
  /// How many item heights a relayout asked for (the rest came from the cache).
  static var heightsAsked: BenchmarkMetric {
    .custom("heightsAsked", polarity: .prefersSmaller, useScalingFactor: false)
  }
}
