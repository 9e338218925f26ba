import GridCanvas
import GridInput
import GridLayout
import GridText

extension PreviewState {
  /// The table of all 12 text sizes: for each, the column count and content height at this width,
  /// the selected item's height, and how many cells and bands have text cut (by a height or
  /// `maxLines`, the audit's findings, each counted once); the cursor on the size on screen.
  func sizesPanel() -> Panel {
    let width = paneWidth
    var entries: [Panel.Entry] = []
    let current = ContentSizeCategory.allCases.firstIndex(of: settings.category) ?? 0
    for category in ContentSizeCategory.allCases {
      var sized = isComparing ? comparedGrid : settings
      sized.category = category
      let result = scene.layoutResult(width: width, settings: sized)
      let cut = Finding.cutCount(in: scene.findings(in: result, width: width, settings: sized, screenHeight: viewportHeight))
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

  /// Keys in the size table: ↑ ↓ (k j) move, Home End the ends, Enter switches to that size, Esc
  /// (q, t) closes.
  mutating func handleSizesKey(_ key: Key) -> Effect {
    guard var table = panel, let cursor = table.cursor else { return .none }
    let last = ContentSizeCategory.allCases.count - 1
    var next = cursor
    switch key {
    case .up, .character("k"): next = max(0, cursor - 1)
    case .down, .character("j"): next = min(last, cursor + 1)
    case .home, .character("g"): next = 0
    case .end, .character("G"): next = last
    case .enter:
      panel = nil
      settings.category = ContentSizeCategory.allCases[cursor]
      relayout()
      return .redraw
    case .escape, .character("q"), .character("t"):
      panel = nil
      return .redraw
    default: return .none
    }
    guard next != cursor else { return .none }
    table.cursor = next
    if let box = screen.overlay { table.reveal(entry: next, box: box, characters: characters) }
    panel = table
    return .redraw
  }
}
