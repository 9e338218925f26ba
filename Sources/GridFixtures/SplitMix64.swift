/// Steele, Lea and Flood's SplitMix64: a tiny, fast generator whose output depends only on the seed.
///
/// Used by ``FixtureGenerator`` (and handy for property tests) where the same seed must give the
/// same values on every platform and toolchain, which the system generator does not promise.
/// Not for cryptography.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The generator's whole state; it advances by a fixed odd constant on every call.
  public private(set) var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (0 when `bound` is below 1).
  ///
  /// The high word of the 128-bit product of a random word and `bound`: one call, no rejection loop,
  /// and a bias below 2⁻³² for bounds under 2³², so its values do not depend on how the standard
  /// library implements `random(in:)`.
  public mutating func next(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// Whether an event with the given chance in percent happens.
  mutating func chance(percent: Int) -> Bool {
    next(below: 100) < percent
  }

  /// A number in `range`.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.count)
  }
}
