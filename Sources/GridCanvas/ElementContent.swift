import GridText

/// What to draw inside one laid-out element.
public enum ElementContent: Sendable {
  /// A boxed cell: its text, wrapped for the box's width (see `CellTextLayout`).
  case cell(CellTextLayout)
  /// A boxed cell whose lines are runs of its text's bytes (see `PlainCellText`): drawn as `cell`
  /// draws the same text, without a String per line.
  case plainCell(PlainCellText)
  /// A header or footer band: its lines, drawn from the band's left margin, centred vertically.
  case band([WrappedLine])
  /// Nothing but the element's box (a cell) or nothing at all (a band).
  case empty
}
