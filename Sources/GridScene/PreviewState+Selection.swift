import GridCanvas
import GridLayout

extension PreviewState {
  /// The selected element's place in the layout on screen (the grid in the compare view).
  public var selectedElement: LayoutElement? { inspection.selectedElement(in: shown.main) }

  /// The inspector's lines for the selection (`Scene.inspectorLines`).
  public var inspectorLines: [String] {
    scene.inspectorLines(
      for: selectedElement, in: shown.main, settings: isComparing ? comparedGrid : settings,
      isSettling: shown.isSettling)
  }

  /// Whether any part of the selected element is in the viewport.
  var selectionIsShown: Bool {
    guard let element = selectedElement else { return false }
    let top = Canvas.cells(element.frame.minY)
    let bottom = Canvas.cells(element.frame.maxY)
    return bottom > scrollY && top < scrollY + viewportHeight
  }

  /// Selects the first element at the top of the screen (a cell if one shows), unless the
  /// selection is on screen already.
  mutating func selectFirstVisible() {
    guard !selectionIsShown else { return }
    let view = Rect(
      x: Double(scrollX), y: Double(scrollY), width: Double(visibleWidth), height: Double(viewportHeight))
    guard let first = shown.main.firstVisible(in: view) else { return }
    inspection.select(first)
  }

  /// Selects what is under a click in pane `pane`, at a cell of the pane counted from its top-left:
  /// a pinned header or footer drawn there, else what the layout has there.
  mutating func selectElement(atPane pane: Int, column: Int, row: Int) {
    let result = isComparing && pane == 0 ? (shown.compare ?? shown.main) : shown.main
    let point = Rect(x: Double(column + scrollX), y: Double(row + scrollY), width: 1, height: 1)
    let pinned = pinnedElements(result, region: screen.panes[pane].region)
    guard let element = result.element(at: point, pinned: pinned) else { return }
    inspection.select(element)
  }

  /// Moves the selection to the nearest element in a direction (`LayoutResult.neighbour`), then
  /// scrolls it into view. While settling, past the edge of the slice laid out so far, a new slice
  /// around the selection is made first.
  mutating func moveSelection(_ direction: PreviewAction.Direction) {
    guard var current = selectedElement else {
      selectFirstVisible()
      return
    }
    let (key, height) = (settleKey, viewportHeight)
    var next = shown.main.neighbour(of: current, direction, minimumReach: height)
    if next == nil, layouts.reslice(around: current, key, of: scene, viewportHeight: height) {
      current = selectedElement ?? current
      next = shown.main.neighbour(of: current, direction, minimumReach: height)
    }
    if let next { inspection.select(next) }
    scrollSelectionIntoView()
  }

  /// Scrolls so the selected element shows: its top at least, and all of it if it fits — below a
  /// pinned header and above a pinned footer drawn over the content there. While settling, an
  /// element outside the slice laid out so far gets a slice of its own first.
  mutating func scrollSelectionIntoView() {
    if let selection { layOutElement(selection.kind, at: selection.path) }
    guard let element = selectedElement else { return }
    let viewport = (width: visibleWidth, height: viewportHeight)
    let (limit, maxX) = (maxScroll, maxScrollX)
    scroll.reveal(element, in: shown.main, viewport: viewport, maxScroll: limit, maxX: maxX)
    coverViewport()
    scroll.anchor = currentAnchor()
  }
}
