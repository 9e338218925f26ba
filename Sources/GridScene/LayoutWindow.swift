import GridCanvas
import GridLayout

/// A slice of a layout around an element — a few screens of rows, every cell measured — laid out
/// exactly and placed where an estimate of the rest puts it: what the previewer draws while the
/// exact layout of a large fixture is computed in the background.
///
/// Its elements keep their numbers (`LayoutResult.placed(at:y:)`), so drawing, hit-testing and the
/// inspector work on it as on the whole. Within it, a grid, flow or list layout is exactly the whole
/// layout's, moved: rows start and end whole, and every row is as tall as its tallest cell. A
/// waterfall's slice starts with its columns level, since where each item goes depends on every item
/// above it; once the exact layout arrives its columns may differ.
struct LayoutWindow {
  /// The slice's elements, at their estimated place in the whole.
  var result: LayoutResult
  /// The rows the slice covers: from its first section's top (or first row's) to its end.
  var top: Double
  var bottom: Double
  /// Whether the slice starts at the content's first row, and ends at its last.
  var reachesStart: Bool
  var reachesEnd: Bool
  /// The whole content's height: exact below the slice's end when it reaches the end, estimated
  /// otherwise.
  var contentHeight: Double

  /// Whether the rows `from..<to` are all in the slice (or beyond the content's ends).
  func covers(from: Double, to: Double) -> Bool {
    (reachesStart || from >= top) && (reachesEnd || to <= bottom)
  }

  /// Where the slice goes in the whole.
  enum Placement {
    /// Where the estimate puts its first row.
    case estimated
    /// So that `element` is at `y` (it must be in the slice): a new slice around an element on
    /// screen keeps it where it was.
    case keeping(ElementKind, ItemPath, y: Double)
  }
}

extension Scene {
  /// The slice of the layout from about `rowsAbove` rows above row `row` of section `section` to
  /// about `rowsBelow` rows below it, laid out exactly and placed in the whole as `placement` says.
  func window(
    around section: Int, row: Int, rowsAbove: Int, rowsBelow: Int, width: Int, viewportHeight: Int,
    settings: SceneSettings, estimate: LayoutEstimate, placement: LayoutWindow.Placement
  ) -> LayoutWindow {
    let sections = estimate.sections
    // Back, then forward, a number of rows, crossing sections (at most a thousand of them).
    var (s0, r0) = (section, row)
    var left = rowsAbove
    var crossed = 0
    while left > 0, crossed < 1000 {
      if r0 > 0 {
        let step = min(r0, left)
        r0 -= step
        left -= step
      } else if s0 > 0 {
        s0 -= 1
        r0 = sections[s0].rows
        crossed += 1
      } else {
        break
      }
    }
    if r0 == sections[s0].rows, r0 > 0 { r0 -= 1 }
    var (s1, r1) = (section, min(row + 1, sections[section].rows))  // r1: rows before it, exclusive
    left = rowsBelow
    crossed = 0
    while left > 0, crossed < 1000 {
      if r1 < sections[s1].rows {
        let step = min(sections[s1].rows - r1, left)
        r1 += step
        left -= step
      } else if s1 + 1 < sections.count {
        s1 += 1
        r1 = 0
        crossed += 1
      } else {
        break
      }
    }
    let startItem = sections[s0].firstItem(ofRow: r0)
    let endItem = sections[s1].firstItem(ofRow: r1)
    var metrics: [SectionMetrics] = []
    // A pinned header stays with a slice that starts inside its section, just above the slice's
    // first row: it is drawn pinned to the top of the screen, where its own place is above it (and
    // a pinned footer likewise below the last row).
    let pins = !(settings.layout == .grid && settings.compat)
    var keptHeader = 0.0
    var keptFooter = 0.0
    for s in s0...s1 {
      var m = self.metrics(ofSection: s, width: width, settings: settings)
      let first = s == s0 ? startItem : 0
      let last = s == s1 ? endItem : m.itemCount
      if first > 0 {
        if pins, m.pinsHeader, m.headerHeight > 0 {
          keptHeader = m.headerHeight + m.insets.top
        } else {
          m.headerHeight = 0
          m.insets.top = 0
        }
      }
      if last < m.itemCount {
        if pins, m.pinsFooter, m.footerHeight > 0 {
          keptFooter = m.footerHeight + m.insets.bottom
        } else {
          m.footerHeight = 0
          m.insets.bottom = 0
        }
      }
      m.itemCount = max(0, last - first)
      // Spanning items are numbered in their section: renumber them in the slice's.
      m.spans = m.spans.filter { $0.item >= first && $0.item < last }.map {
        ItemSpan(item: $0.item - first, columns: $0.columns)
      }
      m.rowFillingItems = m.rowFillingItems.filter { $0 >= first && $0 < last }.map { $0 - first }
      metrics.append(m)
    }
    let input = LayoutInput(
      sections: metrics, columnCount: columnCount(settings),
      itemHeight: { path, columnWidth in
        let original = ItemPath(
          section: s0 + path.section, item: path.item + (path.section == 0 ? startItem : 0))
        return Double(self.rows(of: original, columnWidth: Canvas.cells(columnWidth), settings: settings))
      }, direction: settings.layoutDirection)
    let local = layout(settings).layout(input, in: Size(width: Double(width), height: Double(viewportHeight)))
    let reachesStart = s0 == 0 && startItem == 0
    let reachesEnd = s1 == sections.count - 1 && endItem == sections[s1].itemCount
    let origin = ItemPath(section: s0, item: startItem)
    var y0: Double
    switch placement {
    case .estimated:
      y0 = startItem == 0 ? sections[s0].top : estimate.y(ofRow: r0, inSection: s0) - keptHeader
    case .keeping(let kind, let path, let y):
      let localPath = ItemPath(
        section: path.section - s0, item: path.item - (path.section == s0 ? startItem : 0))
      let localY = local.frame(of: kind, at: localPath)?.minY ?? 0
      y0 = y - localY
    }
    // Whole rows: a slice placed between rows would draw every frame a row off.
    y0 = y0.rounded(.down)
    if reachesStart { y0 = 0 }
    // What the slice covers leaves out a kept header or footer: they are not at their own places.
    let bottom = y0 + local.contentSize.height - keptFooter
    // What the estimate puts after the slice's end.
    let estimatedEnd = r1 >= sections[s1].rows ? sections[s1].end : estimate.y(ofRow: r1, inSection: s1)
    let rest = reachesEnd ? 0 : max(0, estimate.contentHeight - estimatedEnd)
    return LayoutWindow(
      result: local.placed(at: origin, y: y0), top: y0 + keptHeader, bottom: bottom,
      reachesStart: reachesStart,
      reachesEnd: reachesEnd, contentHeight: bottom + rest)
  }
}
