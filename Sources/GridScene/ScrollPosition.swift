import GridCanvas
import GridLayout

/// Where the layout is scrolled to: the layout row at the top of the viewport, the layout column at
/// the screen's left edge, and the element kept at the top through every relayout (`Anchor`), like
/// a collection view keeping its anchor item. Rows and columns are cells; the layouts it is given
/// are the ones on screen, so it holds none of its own.
struct ScrollPosition: Hashable, Sendable {
  /// The element at the top of the viewport and how far into it the viewport starts (negative: how
  /// far above it, in a gap): after a relayout the same element is brought back to the top.
  struct Anchor: Hashable, Sendable {
    var kind: ElementKind
    var path: ItemPath
    var offset: Int
  }

  /// The layout row at the top of the viewport.
  var y = 0
  /// The layout column at the left edge of the screen, when the layout is wider than the screen.
  var x = 0
  /// The element brought back to the top after a relayout; nil at the very top.
  var anchor: Anchor?

  /// The element at the top row of `result`; on a row between elements (line spacing, an inset),
  /// the first element below it, with a negative offset, so the gap above it is kept too. Nil at
  /// the very top.
  func topElement(in result: LayoutResult, paneWidth: Int, viewportHeight: Int) -> Anchor? {
    guard y > 0 else { return nil }
    let top = Double(y)
    let row = Rect(x: 0, y: top, width: Double(paneWidth), height: 1)
    let viewport = Rect(x: 0, y: top, width: Double(paneWidth), height: Double(viewportHeight))
    guard
      let element = result.elements(in: row).first
        ?? result.elements(in: viewport).min(by: { $0.frame.minY < $1.frame.minY })
    else { return nil }
    return Anchor(kind: element.kind, path: element.indexPath, offset: y - Canvas.cells(element.frame.minY))
  }

  /// Brings the anchor's element back to the top row of `result` (its offset kept within it), or,
  /// without one, keeps the row within `maxScroll`.
  mutating func restoreAnchor(in result: LayoutResult, maxScroll: Int) {
    guard let anchor, let frame = result.frame(of: anchor.kind, at: anchor.path) else {
      y = min(y, maxScroll)
      return
    }
    let offset = min(anchor.offset, max(0, Canvas.cells(frame.height) - 1))
    y = max(0, min(Canvas.cells(frame.minY) + offset, maxScroll))
  }

  /// Scrolls by rows, by pages (a viewport less one row), or to the top or the bottom, within
  /// 0…`maxScroll`.
  mutating func move(_ move: PreviewAction.ScrollMove, viewportHeight: Int, maxScroll: Int) {
    switch move {
    case .lines(let n): y += n
    case .pages(let n): y += n * max(1, viewportHeight - 1)
    case .top: y = 0
    case .bottom: y = maxScroll
    }
    y = max(0, min(y, maxScroll))
  }

  /// Scrolls sideways by `columns` (negative: left), within 0…`maxX`.
  mutating func pan(by columns: Int, maxX: Int) {
    x = max(0, min(x + columns, maxX))
  }

  /// Scrolls the least that shows `element` of `result` in a viewport `viewport` cells big: its top
  /// at least, and all of it if it fits — below a pinned header and above a pinned footer drawn
  /// over the content there; sideways, its left edge at least.
  mutating func reveal(
    _ element: LayoutElement, in result: LayoutResult, viewport: (width: Int, height: Int), maxScroll: Int,
    maxX: Int
  ) {
    let top = Canvas.cells(element.frame.minY)
    let bottom = Canvas.cells(element.frame.maxY)
    // Which pinned elements show depends on the scroll position (the section at the top and at the
    // bottom), so the position is found again from each one, until it stays.
    let (width, height) = (Double(viewport.width), Double(viewport.height))
    var next = y
    for _ in 0..<4 {
      let viewportThere = Rect(x: Double(x), y: Double(next), width: width, height: height)
      let covered = result.pinnedRows(over: element, in: viewportThere)
      let visibleTop = next + covered.top
      let visibleBottom = next + viewport.height - covered.bottom
      var moved = next
      if top < visibleTop || bottom - top > visibleBottom - visibleTop {
        moved = top - covered.top
      } else if bottom > visibleBottom {
        moved = bottom - viewport.height + covered.bottom
      }
      moved = max(0, min(moved, maxScroll))
      if moved == next { break }
      next = moved
    }
    y = next
    let left = Canvas.cells(element.frame.minX)
    let right = Canvas.cells(element.frame.maxX)
    if left < x || right - left > viewport.width {
      x = left
    } else if right > x + viewport.width {
      x = right - viewport.width
    }
    x = max(0, min(x, maxX))
  }
}
