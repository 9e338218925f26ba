import GridLayout

/// A layout input with fixed heights per section and a fixed column count.
func makeInput(
  _ sections: [SectionMetrics], columns: Int, heights: [[Double]],
  onHeight: ((ItemPath, Double) -> Void)? = nil
) -> LayoutInput {
  LayoutInput(
    sections: sections,
    columnCount: { _ in columns },
    itemHeight: { path, width in
      onHeight?(path, width)
      return heights[path.section][path.item]
    })
}

/// A small deterministic generator (SplitMix64) so every random case can be reproduced from its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Rect {
  /// Whether two frames share area (edges may touch). Zero-area frames never overlap anything.
  func overlapsArea(_ other: Rect) -> Bool {
    max(minX, other.minX) < min(maxX, other.maxX) && max(minY, other.minY) < min(maxY, other.maxY)
  }
}
