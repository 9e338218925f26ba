import GridCanvas

/// Something the previewer draws into a rectangle of its frame, one way for all: the title line,
/// the status bar, the scroll bar, a panel (help, the inspector, the size table) and the message
/// for a terminal too small. Each is a value made from the state, and draws only inside `region`.
///
/// ```swift
/// state.statusBar.draw(on: &canvas, in: screen.statusBar, theme: .dark, characters: .square)
/// ```
public protocol Widget {
  func draw(on canvas: inout Canvas, in region: Canvas.Region, theme: Theme, characters: BoxCharacters)
}
