import GridCanvas
import GridInput
import GridLayout
import GridText

extension PreviewState {
  /// The table of all 12 text sizes: for each, the column count and content height at this width,
  /// the selected item's height, and how many cells have text cut (by a `height` or `maxLines`, the
  /// audit's findings); the cursor on the size on screen.
  func sizesPanel() -> Panel {
    let width = paneWidth
    var entries: [Panel.Entry] = []
    let current = ContentSizeCategory.allCases.firstIndex(of: settings.category) ?? 0
    for category in ContentSizeCategory.allCases {
      var sized = isComparing ? comparedGrid : settings
      sized.category = category
      let result = scene.layoutResult(width: width, settings: sized)
      let cut = scene.findings(in: result, width: width, settings: sized, screenHeight: viewportHeight)
        .filter { $0.rule == .textCutByHeight || $0.rule == .textCutByMaxLines }.count
      var text = "\(result.columnCount) col · \(Canvas.cells(result.contentSize.height).grouped) rows"
      if let selection, let frame = result.frame(of: selection.kind, at: selection.path) {
        text += " · selected \(Canvas.cells(frame.height))"
      }
      text += " · \(cut) cut"
      let name = "\(category.shortName) \(TextStyle.body.pointSize(at: category)) pt"
      entries.append(Panel.Entry(label: name, text: text))
    }
    var panel = Panel(kind: .sizes, title: "Text sizes at \(width.grouped) wide", entries: entries)
    panel.cursor = current
    return panel
  }

  /// Keys in the size table (`KeyBindings.inSizeTable`): move the cursor, switch to its size, close.
  mutating func handleSizesKey(_ key: Key) -> Effect {
    guard var table = panel, let cursor = table.cursor,
      let action = KeyBindings.action(for: key, in: KeyBindings.inSizeTable)
    else { return .none }
    let last = ContentSizeCategory.allCases.count - 1
    let next: Int
    switch action {
    case .move(let step): next = max(0, min(last, cursor + step))
    case .first: next = 0
    case .last: next = last
    case .choose:
      panel = nil
      settings.category = ContentSizeCategory.allCases[cursor]
      relayout()
      return .redraw
    case .close:
      panel = nil
      return .redraw
    }
    guard next != cursor else { return .none }
    table.cursor = next
    if let box = screen.overlay { table.reveal(entry: next, box: box, characters: characters) }
    panel = table
    return .redraw
  }
}
