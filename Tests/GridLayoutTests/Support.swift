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

extension Rect {
  /// Whether two frames share area (edges may touch). Zero-area frames never overlap anything.
  func overlapsArea(_ other: Rect) -> Bool {
    max(minX, other.minX) < min(maxX, other.maxX) && max(minY, other.minY) < min(maxY, other.maxY)
  }
}
