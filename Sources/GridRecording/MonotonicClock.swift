/// Microseconds on the monotonic clock since the value was made: a live recording's event times.
struct MonotonicClock {
  private let start = MonotonicClock.now

  /// Microseconds since `start`.
  var elapsed: Int { MonotonicClock.now - start }

  /// Microseconds on the monotonic clock (the standard library's `SuspendingClock`) since a moment
  /// fixed when first asked: only differences mean anything.
  static var now: Int {
    let (seconds, attoseconds) = (SuspendingClock.now - origin).components
    return Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
  }

  private static let origin = SuspendingClock.now
}
