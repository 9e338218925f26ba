import GridCanvas
import GridLayout
import GridText

extension Scene {
  /// The table of all 12 text sizes (the size panel): for each, the column count and content height
  /// at `width` with `settings` (the grid's when comparing), the selected item's height, and how
  /// many cells and bands have text cut on a screen `screenHeight` rows tall (by a height or
  /// `maxLines`, the audit's findings, each counted once); the cursor on the size of `settings`. A
  /// fixture of more than `exactItemLimit` items gets estimates instead.
  func sizeTable(
    settings: SceneSettings, width: Int, screenHeight: Int, selection: Selection?, exactItemLimit: Int
  ) -> Panel {
    var entries: [Panel.Entry] = []
    let current = ContentSizeCategory.allCases.firstIndex(of: settings.category) ?? 0
    if itemCount > exactItemLimit {
      return estimatedSizeTable(settings: settings, width: width, selection: selection, current: current)
    }
    for category in ContentSizeCategory.allCases {
      var sized = settings
      sized.category = category
      let result = layoutResult(width: width, settings: sized)
      let found = findings(in: result, width: width, settings: sized, screenHeight: screenHeight)
      let cut = Finding.cutCount(in: found)
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
  private func estimatedSizeTable(
    settings: SceneSettings, width: Int, selection: Selection?, current: Int
  ) -> Panel {
    var entries: [Panel.Entry] = []
    for category in ContentSizeCategory.allCases {
      var sized = settings
      sized.category = category
      let estimate = LayoutEstimate(scene: self, settings: sized, width: width, sample: 64)
      let columns = layoutColumnCount(settings: sized, width: width)
      var text = "\(columns) col · ≈\(Canvas.cells(estimate.contentHeight).grouped) rows"
      if let selection, selection.kind == .cell, estimate.sections.indices.contains(selection.path.section) {
        let section = estimate.sections[selection.path.section]
        let rows = exactRowHeight(
          section: selection.path.section, items: selection.path.item..<(selection.path.item + 1),
          columns: section.columns, width: width, settings: sized)
        text += " · selected \(rows)"
      }
      let name = "\(category.shortName) \(TextStyle.body.pointSize(at: category)) pt"
      entries.append(Panel.Entry(label: name, text: text))
    }
    var panel = Panel(
      kind: .sizes, title: "Text sizes at \(width.grouped) wide (≈ estimated; cut cells: audit)",
      entries: entries)
    panel.cursor = current
    return panel
  }

  /// The layout's column count at `width` without laying it out (what a table of estimates shows):
  /// the fixture's rule or a fixed count, 1 for a list, a `lazyVGrid`'s first section's resolved columns.
  func layoutColumnCount(settings: SceneSettings, width: Int) -> Int {
    switch settings.layout {
    case .list: return 1
    case .lazyVGrid:
      return fixture.sections.isEmpty
        ? 1 : lazyVGridColumns(ofSection: 0, width: width, settings: settings).cells.count
    default: return max(1, columnCount(settings)(Size(width: Double(width), height: 0)))
    }
  }
}
