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
  }

  /// A full-width band (header or footer) of `height` at `y`, or nil when the height is 0; `y` moves
  /// past it.
  static func band(_ height: Double, width: Double, y: inout Double) -> Rect? {
    guard height > 0 else { return nil }
    defer { y += height }
    return Rect(x: 0, y: y, width: width, height: height)
  }
}
