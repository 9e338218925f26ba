import GridLayout

/// The reference the engine is measured against: the flexible-row-height grid computed and stored the
/// way the anchor (FlexibleRowHeightGridLayout 3.0.0) does it.
///
/// - `prepare` starts from empty dictionaries keyed by index path (cells, headers, footers), asks
///   every item's height again and creates one `Attributes` object per element;
/// - `layoutAttributesForElements(in:)` scans every stored element linearly.
///
/// The frames follow the engine's default grid rule (whole-unit columns `⌊c·A/n⌋`, the header, the
/// insets, rows as tall as their tallest item), so that both compute the same frames and the ratio
/// compares storage and query strategies only. It handles what the benchmark workloads use (scale 1;
/// the layout-wide column count); `NaiveLayoutTests` checks it against the engine.
///
/// ```swift
/// let naive = NaiveGridLayout()
/// naive.prepare(input, in: Size(width: 200, height: 60))
/// naive.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 200, height: 60))
/// ```
public final class NaiveGridLayout {
  public private(set) var cellAttributes: [ItemPath: Attributes] = [:]
  public private(set) var headerAttributes: [ItemPath: Attributes] = [:]
  public private(set) var footerAttributes: [ItemPath: Attributes] = [:]
  public private(set) var contentSize = Size.zero

  public init() {}

  /// Lays out every element again, like `UICollectionViewLayout.prepare()` after an invalidation.
  public func prepare(_ input: LayoutInput, in size: Size) {
    cellAttributes = [:]
    headerAttributes = [:]
    footerAttributes = [:]
    let width = clean(size.width)
    let n = max(1, input.columnCount(size))
    var y = 0.0
    for (s, section) in input.sections.enumerated() {
      let insets = section.insets
      let left = nearest(insets.left)
      let spacing = nearest(section.interitemSpacing)
      let lineSpacing = nearest(section.lineSpacing)
      let available = (clean(width - left - nearest(insets.right) - spacing * Double(n - 1)) + 1e-9).rounded(
        .down)
      let units = Int(available)
      let headerHeight = up(section.headerHeight)
      if headerHeight > 0 {
        headerAttributes[ItemPath(section: s, item: 0)] = Attributes(
          frame: Rect(x: 0, y: y, width: width, height: headerHeight),
          indexPath: ItemPath(section: s, item: 0),
          kind: .header)
        y += headerHeight
      }
      y += nearest(insets.top)
      let count = max(0, section.itemCount)
      var item = 0
      while item < count {
        let rowEnd = min(item + n, count)
        var rowHeight = 0.0
        for i in item..<rowEnd {
          let c = i - item
          let columnWidth = Double((c + 1) * units / n - c * units / n)
          rowHeight = max(rowHeight, up(input.itemHeight(ItemPath(section: s, item: i), columnWidth)))
        }
        for i in item..<rowEnd {
          let c = i - item
          let x = left + Double(c) * spacing + Double(c * units / n)
          let columnWidth = Double((c + 1) * units / n - c * units / n)
          let path = ItemPath(section: s, item: i)
          cellAttributes[path] = Attributes(
            frame: Rect(x: x, y: y, width: columnWidth, height: rowHeight), indexPath: path, kind: .cell)
        }
        y += rowHeight
        item = rowEnd
        if item < count { y += lineSpacing }
      }
      y += nearest(insets.bottom)
      let footerHeight = up(section.footerHeight)
      if footerHeight > 0 {
        footerAttributes[ItemPath(section: s, item: 0)] = Attributes(
          frame: Rect(x: 0, y: y, width: width, height: footerHeight),
          indexPath: ItemPath(section: s, item: 0),
          kind: .footer)
        y += footerHeight
      }
    }
    contentSize = Size(width: width, height: y)
  }

  /// Every element whose frame intersects `rect`, found by scanning all of them, in no particular order.
  public func layoutAttributesForElements(in rect: Rect) -> [Attributes] {
    var found: [Attributes] = []
    for attributes in headerAttributes.values where attributes.frame.intersects(rect) {
      found.append(attributes)
    }
    for attributes in cellAttributes.values where attributes.frame.intersects(rect) {
      found.append(attributes)
    }
    for attributes in footerAttributes.values where attributes.frame.intersects(rect) {
      found.append(attributes)
    }
    return found
  }

  /// The attributes of one item, by dictionary lookup.
  public func layoutAttributesForItem(at path: ItemPath) -> Attributes? {
    cellAttributes[path]
  }

  private func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
  private func nearest(_ v: Double) -> Double { clean(v).rounded() }
  private func up(_ v: Double) -> Double { (clean(v) - 1e-9).rounded(.up) }
}
