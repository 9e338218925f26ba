#if canImport(Glibc)
  import Glibc
#endif

/// Microseconds on the monotonic clock since the value was made: a live recording's event times.
struct MonotonicClock {
  private let start = MonotonicClock.now

  /// Microseconds since `start`.
  var elapsed: Int { MonotonicClock.now - start }

  static var now: Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int(time.tv_sec) * 1_000_000 + Int(time.tv_nsec) / 1000
  }
}
