import Benchmark

extension BenchmarkMetric {
  /// The heap bytes a benchmark's result still holds when the measurement stops (see `HeapUsage`).
  public static var retainedBytes: BenchmarkMetric {
    .custom("retainedBytes", polarity: .prefersSmaller, useScalingFactor: false)
  }

  /// `retainedBytes` divided by the number of items, rounded up.
  public static var retainedBytesPerItem: BenchmarkMetric {
    .custom("retainedBytesPerItem", polarity: .prefersSmaller, useScalingFactor: false)
  }
}

extension Benchmark {
  /// Measures `build` alone (time, allocations) and records what its result retains.
  ///
  /// The measurement stops while the result is still alive, so the framework's `memoryLeakedBytes`
  /// (bytes requested minus bytes freed) is the result's requested storage; `retainedBytes` and
  /// `retainedBytesPerItem` record the heap growth seen by the allocator (`HeapUsage`), headers
  /// included. The result is released after the measurement.
  ///
  /// - Parameters:
  ///   - items: The number of items the result describes, for `retainedBytesPerItem`.
  ///   - build: The work to measure.
  public func measureRetained<T>(items: Int, _ build: () -> T) {
    let before = HeapUsage.bytesInUse
    startMeasurement()
    let value = build()
    stopMeasurement()
    let bytes = HeapUsage.bytesInUse - before
    measurement(.retainedBytes, bytes)
    measurement(.retainedBytesPerItem, (bytes + items - 1) / max(1, items))
    Benchmark.blackHole(value)
  }
}
