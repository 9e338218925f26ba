import GridCanvas
import GridLayout

extension PreviewState {
  /// The selected element's place in the layout on screen (the grid in the compare view).
  public var selectedElement: LayoutElement? {
    guard let selection, let frame = shown.main.frame(of: selection.kind, at: selection.path) else { return nil }
    return LayoutElement(kind: selection.kind, indexPath: selection.path, frame: frame)
  }

  /// Selects the first element at the top of the screen (a cell if one shows), unless the
  /// selection is on screen already.
  mutating func selectFirstVisible() {
    guard !selectionIsShown else { return }
    let view = Rect(
      x: Double(scrollX), y: Double(scrollY), width: Double(screen.visibleWidth), height: Double(viewportHeight))
    let shown = shown.main.elements(in: view)
    guard let first = shown.first(where: { $0.kind == .cell }) ?? shown.first else { return }
    selection = Selection(kind: first.kind, path: first.indexPath)
  }

  /// Selects what is under a click in pane `pane`, at a cell of the pane counted from its top-left:
  /// a pinned header or footer drawn there, else what the layout has there.
  mutating func selectElement(atPane pane: Int, column: Int, row: Int) {
    let result = isComparing && pane == 0 ? (shown.compare ?? shown.main) : shown.main
    let point = Rect(x: Double(column + scrollX), y: Double(row + scrollY), width: 1, height: 1)
    let pinned = pinnedElements(result, region: screen.panes[pane].region).first { $0.frame.intersects(point) }
    guard let element = pinned ?? result.elements(in: point).first else { return }
    selection = Selection(kind: element.kind, path: element.indexPath)
  }

  /// Moves the selection to the nearest element in a direction, in the layout's geometry: left and
  /// right within the row (elements overlapping it vertically), up and down to the nearest element
  /// above or below, preferring the one nearest horizontally. Then scrolls it into view.
  mutating func moveSelection(_ direction: PreviewAction.Direction) {
    guard var current = selectedElement else {
      selectFirstVisible()
      return
    }
    var next = neighbour(of: current, direction)
    let (key, height) = (settleKey, viewportHeight)
    // Past the edge of the slice laid out so far: a new slice around the selection, kept in place.
    if next == nil, layouts.reslice(around: current, key, of: scene, viewportHeight: height) {
      current = selectedElement ?? current
      next = neighbour(of: current, direction)
    }
    if let next {
      selection = Selection(kind: next.kind, path: next.indexPath)
    }
    scrollSelectionIntoView()
  }

  /// The nearest element to `current` in `direction`, searched in ever larger windows.
  func neighbour(of current: LayoutElement, _ direction: PreviewAction.Direction) -> LayoutElement? {
    let f = current.frame
    let result = shown.main
    let content = result.contentSize
    var reach = Double(max(viewportHeight, 20))
    while true {
      let window: Rect
      switch direction {
      case .left, .right: window = Rect(x: 0, y: f.minY, width: max(content.width, f.maxX), height: max(1, f.height))
      case .up: window = Rect(x: 0, y: f.minY - reach, width: max(content.width, f.maxX), height: reach)
      case .down: window = Rect(x: 0, y: f.maxY, width: max(content.width, f.maxX), height: reach)
      }
      let candidates = result.elements(in: window).filter { $0 != current }
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
        func gap(_ e: LayoutElement) -> Double { direction == .up ? f.minY - e.frame.maxY : e.frame.minY - f.maxY }
        func overlaps(_ e: LayoutElement) -> Bool { e.frame.minX < f.maxX && f.minX < e.frame.maxX }
        best = side.min { a, b in
          (overlaps(a) ? 0 : 1, gap(a), abs(a.frame.midX - centerX)) < (overlaps(b) ? 0 : 1, gap(b), abs(b.frame.midX - centerX))
        }
      }
      if let best { return best }
      if direction == .left || direction == .right || reach > content.height { return nil }
      reach *= 8
    }
  }

  /// Scrolls so the selected element shows: its top at least, and all of it if it fits — below a
  /// pinned header and above a pinned footer drawn over the content there. While settling, an
  /// element outside the slice laid out so far gets a slice of its own first.
  mutating func scrollSelectionIntoView() {
    if let selection { layOutElement(selection.kind, at: selection.path) }
    guard let element = selectedElement else { return }
    let viewport = (width: screen.visibleWidth, height: viewportHeight)
    let (limit, maxX) = (maxScroll, maxScrollX)
    scroll.reveal(element, in: shown.main, viewport: viewport, maxScroll: limit, maxX: maxX)
    coverViewport()
    scroll.anchor = currentAnchor()
  }
}
