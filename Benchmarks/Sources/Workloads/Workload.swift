import GridFixtures
import GridLayout

/// A deterministic collection to lay out, shaped like a terminal grid of cards: equal sections, each
/// with a one-line header, side and bottom insets of 1 and one unit between columns and rows.
///
/// Every item has a given height (3...12 lines, for passes "from given heights") and a text length
/// (10...600 characters, for passes whose heights come from a closure that depends on the column
/// width, like text wrapped at that width). The same seed always gives the same workload.
///
/// ```swift
/// let workload = Workload(itemCount: 1_000_000, sectionCount: 100)
/// let result = FlexibleRowHeightGridLayout().layout(workload.givenHeights(), in: workload.size)
/// ```
public struct Workload: Sendable {
  /// The layout size the benchmarks use: a 200 × 60 terminal, so 4 columns.
  public static let size = Size(width: 200, height: 60)

  public let sections: [SectionMetrics]
  /// Where each section's items start in `heights` and `textLengths`.
  public let sectionStart: [Int]
  /// Each item's height, by global index.
  public let heights: [Double]
  /// Each item's text length in characters, by global index.
  public let textLengths: [Int]

  /// - Parameters:
  ///   - itemCount: The number of items; must be a multiple of `sectionCount`.
  ///   - sectionCount: The number of sections, all of the same size.
  ///   - seed: The generator's seed.
  public init(itemCount: Int, sectionCount: Int, seed: UInt64 = 0x6772_6964) {
    precondition(sectionCount > 0 && itemCount % sectionCount == 0, "sections must be of equal size")
    let perSection = itemCount / sectionCount
    sections = Array(
      repeating: SectionMetrics(
        itemCount: perSection, insets: EdgeInsets(top: 0, left: 1, bottom: 1, right: 1),
        interitemSpacing: 1, lineSpacing: 1, headerHeight: 1),
      count: sectionCount)
    sectionStart = (0..<sectionCount).map { $0 * perSection }
    var generator = SplitMix64(seed: seed)
    heights = (0..<itemCount).map { _ in Double(Int.random(in: 3...12, using: &generator)) }
    textLengths = (0..<itemCount).map { _ in Int.random(in: 10...600, using: &generator) }
  }

  /// The number of items over all sections.
  public var itemCount: Int { heights.count }

  /// 2 columns below 120 units, 4 below 240, 6 from there: a width step from 200 to 201 keeps 4.
  public static func columnCount(for size: Size) -> Int {
    size.width < 120 ? 2 : size.width < 240 ? 4 : 6
  }

  /// The input with each item's given height (the column width is ignored).
  public func givenHeights() -> LayoutInput {
    let heights = heights
    let sectionStart = sectionStart
    return LayoutInput(
      sections: sections, columnCount: Workload.columnCount(for:),
      itemHeight: { path, _ in heights[sectionStart[path.section] + path.item] })
  }

  /// The input with each item's given height, where one item in `every` spans columns (the last of
  /// each run of `every`, alternately two columns and the full width) and, with `pinning`, every
  /// section pins its header.
  public func givenHeights(spanningOneIn every: Int, pinning: Bool = false) -> LayoutInput {
    var input = givenHeights()
    input.sections = sections.map { metrics in
      var metrics = metrics
      metrics.spans = stride(from: every - 1, to: metrics.itemCount, by: every).map { item in
        (item / every) % 2 == 0 ? ItemSpan(item: item, columns: 2) : ItemSpan.full(item)
      }
      metrics.pinsHeader = pinning
      return metrics
    }
    return input
  }

  /// The input with each item's given height and every section pinning its header and footer.
  public func givenHeightsPinning() -> LayoutInput {
    var input = givenHeights()
    input.sections = sections.map { metrics in
      var metrics = metrics
      metrics.pinsHeader = true
      metrics.pinsFooter = true
      return metrics
    }
    return input
  }

  /// The input whose heights depend on the column width: the text wrapped at the column width, plus
  /// a top and bottom border, `⌈length / width⌉ + 2`.
  public func measuredHeights() -> LayoutInput {
    let textLengths = textLengths
    let sectionStart = sectionStart
    return LayoutInput(
      sections: sections, columnCount: Workload.columnCount(for:),
      itemHeight: { path, width in
        Workload.wrappedHeight(length: textLengths[sectionStart[path.section] + path.item], width: width)
      })
  }

  /// `⌈length / width⌉ + 2` lines (3 for a width below 1).
  public static func wrappedHeight(length: Int, width: Double) -> Double {
    guard width >= 1 else { return 3 }
    return (Double(length) / width.rounded(.down)).rounded(.up) + 2
  }

  /// `count` viewports of `size` at seeded positions from the top to the bottom of a content of
  /// `contentHeight`, at x = 0: "a viewport anywhere".
  public static func viewports(count: Int, size: Size, contentHeight: Double, seed: UInt64 = 0x7669_6577)
    -> [Rect]
  {
    var generator = SplitMix64(seed: seed)
    let lastY = max(0, contentHeight - size.height)
    return (0..<count).map { _ in
      Rect(
        x: 0, y: Double(Int.random(in: 0...Int(lastY), using: &generator)), width: size.width,
        height: size.height)
    }
  }
}
