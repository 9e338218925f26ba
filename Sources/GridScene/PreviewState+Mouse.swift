import GridInput

extension PreviewState {
  /// Applies a mouse event: the wheel scrolls what is under the pointer (an open panel, or the
  /// layout); a click selects the element under it; dragging the layout's right edge (the marker
  /// past its last column) sets the width, as a browser's responsive mode does.
  mutating func handle(_ mouse: MouseEvent) -> [Command] {
    let before = visible
    let hit = screen.hit(x: mouse.x, y: mouse.y)
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let lines = mouse.kind == .wheelUp ? -3 : 3
      if panel != nil {
        if case .overlay = hit { return scrollPanel(by: lines) }
        return []
      }
      if isFollowing { return [] }
      return perform(.scroll(.lines(lines)))
    case .press(.left):
      guard panel == nil, prompt == nil else { return [] }
      // A click selects, which the presenter decides while following; dragging the edge is the
      // viewer's own width.
      if isFollowing, case .pane = hit { return [] }
      switch hit {
      case .pane(let index, let column, _)
      where index == screen.panes.count - 1 && column + scrollX == paneWidth - 1:
        // The layout's last column is its edge (at full width there is no marker beyond it).
        width.isDraggingEdge = true
      case .pane(let index, let column, let row):
        selectElement(atPane: index, column: column, row: row)
      case .outside(column: 0, _):
        width.isDraggingEdge = true
      default:
        return []
      }
    case .drag(.left):
      guard width.isDraggingEdge else { return [] }
      // The edge is the last pane's. In the compare view both panes and the separator start at
      // the screen's left, so the layout width is where the pointer is.
      let pane = screen.panes[screen.panes.count - 1].region
      let dragged = max(1, isComparing ? mouse.x : mouse.x - pane.x + scrollX)
      if dragged != layoutWidth { changeWidth { $0.pin(dragged) } }
    case .release:
      width.isDraggingEdge = false
      return []
    default:
      return []
    }
    return visible == before ? [] : [.draw]
  }
}
