/// One section's metrics, cleaned up for a pass: counts and lengths never negative or non-finite,
/// and snapped to the layout's scale (unless the pass reproduces the anchor's unsnapped frames).
struct SectionValues {
  let itemCount: Int
  let insets: EdgeInsets
  let interitemSpacing: Double
  let lineSpacing: Double
  let headerHeight: Double
  let footerHeight: Double
  let columnCount: Int?
  /// The spans of more than one column, of items in the section, ascending by item, one per item.
  let spans: [ItemSpan]

  init(_ metrics: SectionMetrics, snapping: Snapping?) {
    func length(_ v: Double) -> Double { snapping?.nearest(v) ?? Snapping.clean(v) }
    func height(_ v: Double) -> Double { snapping?.up(v) ?? Snapping.clean(v) }
    itemCount = max(0, metrics.itemCount)
    insets = EdgeInsets(
      top: length(metrics.insets.top), left: length(metrics.insets.left),
      bottom: length(metrics.insets.bottom), right: length(metrics.insets.right))
    interitemSpacing = length(metrics.interitemSpacing)
    lineSpacing = length(metrics.lineSpacing)
    headerHeight = height(metrics.headerHeight)
    footerHeight = height(metrics.footerHeight)
    columnCount = metrics.columnCount.map { max(1, $0) }
    spans = Self.cleanSpans(metrics.spans, itemCount: itemCount)
  }

  /// Spans of items that exist and take more than one column, ascending by item; of two entries for
  /// one item the later wins.
  static func cleanSpans(_ spans: [ItemSpan], itemCount: Int) -> [ItemSpan] {
    guard !spans.isEmpty else { return [] }
    // Usually already clean: then the same array, not a copy.
    var previous = -1
    var clean = true
    for span in spans {
      if span.item <= previous || span.item >= itemCount || span.columns < 2 {
        clean = false
        break
      }
      previous = span.item
    }
    if clean { return spans }
    var kept = spans.filter { $0.item >= 0 && $0.item < itemCount }
    var ascending = true
    for i in kept.indices.dropFirst() where kept[i - 1].item >= kept[i].item {
      ascending = false
      break
    }
    if !ascending {
      // Stable by item, then the last entry of each item.
      let sorted = kept.enumerated().sorted { ($0.element.item, $0.offset) < ($1.element.item, $1.offset) }
      kept = []
      for (_, span) in sorted {
        if kept.last?.item == span.item { kept[kept.count - 1] = span } else { kept.append(span) }
      }
    }
    return kept.filter { $0.columns > 1 }
  }

  /// A full-width band (header or footer) of `height` at `y`, or nil when the height is 0; `y` moves
  /// past it.
  static func band(_ height: Double, width: Double, y: inout Double) -> Rect? {
    guard height > 0 else { return nil }
    defer { y += height }
    return Rect(x: 0, y: y, width: width, height: height)
  }
}
