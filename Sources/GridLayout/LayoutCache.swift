/// The state a layout keeps between passes: every item's last answered height and the column width
/// it was measured at.
///
/// A pass re-asks an item's height only when its column width changed or the item was invalidated,
/// so a width step that leaves a column as wide as before, or a text-size step that touches a few
/// items, asks only for what changed. Heights do not depend on `LayoutInput.direction` (a mirrored
/// column is as wide), so switching direction asks for none. Pass the same cache to successive passes over the same
/// sections; a cache filled for differently shaped sections is emptied automatically.
public struct LayoutCache: Sendable {
  private var shape: [Int] = []
  private var sectionStart: [Int] = []
  private var heights: [Double] = []
  /// The column width each height was measured at; `nan` marks a height that must be asked again.
  private var widths: [Double] = []

  /// How many heights the last pass asked for (the rest came from the cache).
  public internal(set) var heightsAsked = 0

  public init() {}

  /// Forgets the heights of these items, so the next pass asks for them again.
  public mutating func invalidateHeights(of items: some Sequence<ItemPath>) {
    for path in items {
      guard shape.indices.contains(path.section), path.item >= 0, path.item < shape[path.section] else {
        continue
      }
      widths[sectionStart[path.section] + path.item] = .nan
    }
  }

  /// Forgets every height, so the next pass asks for all of them again.
  public mutating func invalidateAllHeights() {
    for i in widths.indices { widths[i] = .nan }
  }

  /// Makes the cache fit `sections`, emptying it if their item counts differ from the last pass.
  mutating func prepare(for sections: [SectionMetrics]) {
    heightsAsked = 0
    if shape.count == sections.count, zip(shape, sections).allSatisfy({ $0 == max(0, $1.itemCount) }) {
      return
    }
    shape = sections.map { max(0, $0.itemCount) }
    sectionStart = []
    sectionStart.reserveCapacity(shape.count)
    var total = 0
    for count in shape {
      sectionStart.append(total)
      total += count
    }
    heights = Array(repeating: 0, count: total)
    widths = Array(repeating: .nan, count: total)
  }

  /// The cached height of item `global`, or `nil` if it must be asked at `width`.
  @inline(__always)
  func height(at global: Int, width: Double) -> Double? {
    widths[global] == width ? heights[global] : nil
  }

  @inline(__always)
  mutating func store(_ height: Double, at global: Int, width: Double) {
    heights[global] = height
    widths[global] = width
    heightsAsked += 1
  }
}
