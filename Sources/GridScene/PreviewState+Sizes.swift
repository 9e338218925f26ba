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
    if scene.itemCount > exactItemLimit { return estimatedSizesPanel(current: current) }
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

  /// The size table of a fixture too large to lay out twelve times while a person waits: each
  /// size's column count, its content height estimated from a sample (`LayoutEstimate`), and the
  /// selected item's height measured; cut cells are left to `audit`, which looks at every one.
  func estimatedSizesPanel(current: Int) -> Panel {
    let width = paneWidth
    var entries: [Panel.Entry] = []
    for category in ContentSizeCategory.allCases {
      var sized = isComparing ? comparedGrid : settings
      sized.category = category
      let estimate = LayoutEstimate(scene: scene, settings: sized, width: width, sample: 64)
      let columns = scene.columnCount(sized)(Size(width: Double(width), height: 0))
      var text = "\(sized.layout == .list ? 1 : max(1, columns)) col · ≈\(Canvas.cells(estimate.contentHeight).grouped) rows"
      if let selection, selection.kind == .cell, estimate.sections.indices.contains(selection.path.section) {
        let section = estimate.sections[selection.path.section]
        let rows = scene.exactRowHeight(
          section: selection.path.section, items: selection.path.item..<(selection.path.item + 1),
          columns: section.columns, width: width, settings: sized)
        text += " · selected \(rows)"
      }
      let name = "\(category.shortName) \(TextStyle.body.pointSize(at: category)) pt"
      entries.append(Panel.Entry(label: name, text: text))
    }
    var panel = Panel(
      kind: .sizes, title: "Text sizes at \(width.grouped) wide (≈ estimated; cut cells: audit)", entries: entries)
    panel.cursor = current
    return panel
  }

  /// Keys in the size table (`KeyBindings.inSizeTable`): move the cursor, switch to its size, close.
  mutating func handleSizesKey(_ key: Key) -> [Command] {
    guard var table = panel, let cursor = table.cursor,
      let action = KeyBindings.action(for: key, in: KeyBindings.inSizeTable)
    else { return [] }
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
      return [.draw]
    case .close:
      panel = nil
      return [.draw]
    }
    guard next != cursor else { return [] }
    table.cursor = next
    if let box = screen.overlay { table.reveal(entry: next, box: box, characters: characters) }
    panel = table
    return [.draw]
  }
}
