import GridCanvas
import GridLayout

extension LayoutResult {
  /// The rows at the top and at the bottom of `viewport` (in cells) that a pinned header and a
  /// pinned footer are drawn over, for `element` (which a pinned element of its own never hides).
  func pinnedRows(over element: LayoutElement, in viewport: Rect) -> (top: Int, bottom: Int) {
    func hides(_ pinned: LayoutElement) -> Bool {
      !(pinned.kind == element.kind && pinned.indexPath == element.indexPath)
        && pinned.frame.minX < element.frame.maxX && element.frame.minX < pinned.frame.maxX
    }
    let (y, height) = (Int(viewport.minY), Int(viewport.height))
    var top = 0
    var bottom = 0
    if let header = pinnedHeader(in: viewport), hides(header) {
      top = max(0, min(height, Canvas.cells(header.frame.maxY) - y))
    }
    if let footer = pinnedFooter(in: viewport), hides(footer) {
      bottom = max(0, min(height, y + height - Canvas.cells(footer.frame.minY)))
    }
    return (top, bottom)
  }

  /// The first element in `view` (in the layout's order, a cell if one shows).
  func firstVisible(in view: Rect) -> LayoutElement? {
    let shown = elements(in: view)
    return shown.first(where: { $0.kind == .cell }) ?? shown.first
  }

  /// The element at `point`: one of `pinned` drawn there (pinned headers and footers are drawn over
  /// the content), else what the layout has there.
  func element(at point: Rect, pinned: [LayoutElement]) -> LayoutElement? {
    pinned.first { $0.frame.intersects(point) } ?? elements(in: point).first
  }

  /// The nearest element to `current` in `direction`, in the layout's geometry: left and right
  /// within the row (elements overlapping it vertically), up and down to the nearest element above
  /// or below, preferring one sharing columns with it, then the one nearest horizontally. Searched
  /// in ever larger windows, the first `minimumReach` rows tall (at least 20).
  func neighbour(
    of current: LayoutElement, _ direction: PreviewAction.Direction, minimumReach: Int
  ) -> LayoutElement? {
    let f = current.frame
    let content = contentSize
    var reach = Double(max(minimumReach, 20))
    while true {
      let width = max(content.width, f.maxX)
      let window: Rect
      switch direction {
      case .left, .right: window = Rect(x: 0, y: f.minY, width: width, height: max(1, f.height))
      case .up: window = Rect(x: 0, y: f.minY - reach, width: width, height: reach)
      case .down: window = Rect(x: 0, y: f.maxY, width: width, height: reach)
      }
      let candidates = elements(in: window).filter { $0 != current }
      let centerX = f.midX
      let best: LayoutElement?
      switch direction {
      case .left:
        best = candidates.filter { $0.frame.maxX <= f.minX }.max { $0.frame.maxX < $1.frame.maxX }
      case .right:
        best = candidates.filter { $0.frame.minX >= f.maxX }.min { $0.frame.minX < $1.frame.minX }
      case .up, .down:
        // Straight up or down first: an element sharing columns with this one (in a flow layout a
        // shorter cell in the next column may start nearer, but it is not below); then the nearest.
        let side = candidates.filter { direction == .up ? $0.frame.maxY <= f.minY : $0.frame.minY >= f.maxY }
        func gap(_ e: LayoutElement) -> Double {
          direction == .up ? f.minY - e.frame.maxY : e.frame.minY - f.maxY
        }
        func overlaps(_ e: LayoutElement) -> Bool { e.frame.minX < f.maxX && f.minX < e.frame.maxX }
        func rank(_ e: LayoutElement) -> (Int, Double, Double) {
          (overlaps(e) ? 0 : 1, gap(e), abs(e.frame.midX - centerX))
        }
        best = side.min { rank($0) < rank($1) }
      }
      if let best { return best }
      if direction == .left || direction == .right || reach > content.height { return nil }
      reach *= 8
    }
  }
}
