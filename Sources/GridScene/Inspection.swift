import GridLayout

/// What is selected, and whether the inspector describes it beside the layout. The selection names
/// an element by its place in the fixture, so it stays selected through every relayout; where it is
/// on screen is asked of the layout shown (`selectedElement(in:)`).
struct Inspection: Hashable, Sendable {
  /// The selected cell, header or footer.
  private(set) var selection: Selection?
  /// Whether the inspector shows the selection's details beside the layout.
  private(set) var showsInspector = false

  /// The selected element's place in `result`, if `result` has it.
  func selectedElement(in result: LayoutResult) -> LayoutElement? {
    guard let selection, let frame = result.frame(of: selection.kind, at: selection.path) else { return nil }
    return LayoutElement(kind: selection.kind, indexPath: selection.path, frame: frame)
  }

  /// Selects `element` (nil: nothing), keeping the inspector as it is.
  mutating func select(_ element: LayoutElement?) {
    selection = element.map { Selection(kind: $0.kind, path: $0.indexPath) }
  }

  /// Selects a cell by its place in the fixture.
  mutating func select(cell path: ItemPath) {
    selection = Selection(kind: .cell, path: path)
  }

  /// Takes a presenter's selection as it is.
  mutating func follow(_ selection: Selection?) {
    self.selection = selection
  }

  /// Opens or closes the inspector.
  ///
  /// - Returns: Whether it opened with nothing selected (something on screen should be, then).
  mutating func toggleInspector() -> Bool {
    showsInspector.toggle()
    return showsInspector && selection == nil
  }

  /// Esc with a selection: nothing selected, and no inspector.
  mutating func clear() {
    selection = nil
    showsInspector = false
  }

  /// Drops a selection `scene` does not hold (a viewer and its presenter may read different files
  /// for a moment); the inspector closes when nothing is selected.
  mutating func dropMissing(from scene: Scene) {
    if let selection, !scene.holds(selection) { self.selection = nil }
    if selection == nil { showsInspector = false }
  }
}
