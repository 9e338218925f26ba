import GridLayout

extension Scene {
  /// The exact layouts for `key`, made here (with the scene's measurement cache).
  func exactLayouts(for key: SettleKey) -> ShownLayouts {
    let main = layoutResult(width: key.width, settings: key.settings)
    let compare = key.comparing ? layoutResult(width: key.width, settings: key.settings.comparedRagged) : nil
    return ShownLayouts(main: main, compare: compare)
  }

  /// Slices of the layouts for `key` around element `target` (or the top), placed in a new estimate
  /// of the rest, for a viewport `viewportHeight` rows tall.
  func estimatedLayouts(
    for key: SettleKey, around target: (ElementKind, ItemPath)?, viewportHeight: Int
  ) -> ShownLayouts {
    let estimate = LayoutEstimate(scene: self, settings: key.settings, width: key.width)
    return ShownLayouts(
      settling: settling(
        key: key, estimate: estimate, around: target, placement: .estimated, viewportHeight: viewportHeight))
  }

  /// Slices around element `target` (or the content's start) for `key`, the main one placed as
  /// `placement` says and the compare view's flow slice beside it with the target at the same row:
  /// each a screen above the target and two below, at least.
  func settling(
    key: SettleKey, estimate: LayoutEstimate, around target: (ElementKind, ItemPath)?,
    placement: LayoutWindow.Placement, viewportHeight: Int
  ) -> ShownLayouts.Settling {
    let (section, row) = target.map { estimateRow(of: $0.0, $0.1, in: estimate) } ?? (0, 0)
    var reach = Int((Double(viewportHeight) / max(1, estimate.averageRow + 1)).rounded(.up)) + 2
    func slice(_ settings: SceneSettings, _ placement: LayoutWindow.Placement) -> LayoutWindow {
      // A screen above the target and two below, in rows as tall as they really are: more rows
      // until the slice holds that much (or reaches the content's end).
      var window: LayoutWindow
      var tries = 0
      repeat {
        window = self.window(
          around: section, row: row, rowsAbove: reach, rowsBelow: 2 * reach + 2, width: key.width,
          viewportHeight: viewportHeight, settings: settings, estimate: estimate, placement: placement)
        let y = target.flatMap { window.result.frame(of: $0.0, at: $0.1)?.minY } ?? window.top
        let height = Double(viewportHeight)
        let holdsAbove = window.reachesStart || window.top <= y - height
        if holdsAbove && (window.reachesEnd || window.bottom >= y + 2 * height) { break }
        reach *= 2
        tries += 1
      } while tries < 8
      return window
    }
    let main = slice(key.settings, placement)
    var compare: LayoutWindow?
    if key.comparing {
      let flow = key.settings.comparedRagged
      // The flow pane's slice puts the same element on the same row as the grid's.
      let y = target.flatMap { main.result.frame(of: $0.0, at: $0.1)?.minY }
      compare = slice(flow, target.flatMap { t in y.map { .keeping(t.0, t.1, y: $0) } } ?? .estimated)
    }
    return ShownLayouts.Settling(estimate: estimate, main: main, compare: compare)
  }

  /// The section and row of the estimate an element is in (a header: its section's first row; a
  /// footer: its last).
  func estimateRow(of kind: ElementKind, _ path: ItemPath, in estimate: LayoutEstimate) -> (Int, Int) {
    guard estimate.sections.indices.contains(path.section) else { return (0, 0) }
    let section = estimate.sections[path.section]
    switch kind {
    case .header: return (path.section, 0)
    case .footer: return (path.section, max(0, section.rows - 1))
    case .cell:
      var low = 0
      var high = max(0, section.rows - 1)
      while low < high {
        let middle = (low + high + 1) / 2
        if section.firstItem(ofRow: middle) <= path.item { low = middle } else { high = middle - 1 }
      }
      return (path.section, low)
    }
  }
}
