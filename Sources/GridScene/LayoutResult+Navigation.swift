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
}
