import GridCanvas
import GridLayout

extension Scene {
  /// What a cell of a layout shows beyond its text: in the flexible grid, whether it drives its
  /// row's height (it is the tallest of the row on its own; all of them when tied); in any layout,
  /// the space it was stretched by (a grid row's height, a waterfall's `lastCell`/`allCells`); in a
  /// flow layout, the rows of its line above and below it (the line's ragged gap).
  ///
  /// - Parameter selected: The selected element, if any, to mark.
  public func decoration(
    of element: LayoutElement, in result: LayoutResult, settings: SceneSettings, selected: Selection? = nil
  ) -> CellDecoration {
    var decoration = CellDecoration()
    decoration.isSelected = selected?.matches(element) ?? false
    guard element.kind == .cell else { return decoration }
    let shrink = Self.collapse(settings)
    let natural = naturalBoxRows(of: element, settings: settings)
    let frameRows = Canvas.cells(element.frame.height) + shrink
    if natural < frameRows { decoration.naturalRows = natural }
    switch settings.layout {
    case .grid:
      let mates = rowMates(of: element, in: result)
      let tallest = mates.map { naturalBoxRows(of: $0, settings: settings) }.max() ?? natural
      decoration.isDriver = natural == tallest
    case .lazyVGrid, .compositional:
      // Drivers as in the grid; and, where cells keep their own heights, their row's extent (the
      // ragged space above and below a shorter cell), as a flow line's. A compositional layout's rows
      // are its group's instances.
      let mates = lazyVGridRowMates(of: element, in: result)
      let tallest = mates.map { naturalBoxRows(of: $0, settings: settings) }.max() ?? natural
      decoration.isDriver = natural == tallest
      if !settings.fillsEveryRow, mates.count > 1, let row = result.rowExtent(of: element.indexPath) {
        decoration.lineRows = Canvas.cells(row.minY)..<Canvas.cells(row.maxY)
      }
    case .flow:
      let center = element.frame.minY + element.frame.height / 2
      let line = result.elements(
        in: Rect(x: 0, y: center.rounded(.down), width: result.size.width, height: 1)
      )
      .filter { $0.kind == .cell && $0.section == element.section }
      if let top = line.map({ Canvas.cells($0.frame.minY) }).min(),
        let bottom = line.map({ Canvas.cells($0.frame.maxY) }).max(), line.count > 1
      {
        decoration.lineRows = top..<bottom
      }
    case .waterfall, .list:
      break
    }
    return decoration
  }

  /// The rows a cell's box would take on its own (its frame's height when nothing stretches it).
  func naturalBoxRows(of element: LayoutElement, settings: SceneSettings) -> Int {
    rows(of: element.indexPath, columnWidth: Canvas.cells(element.frame.width), settings: settings)
      + Self.collapse(settings)
  }

  /// The cells of a `lazyVGrid` row: the section's cells in the same row as `element` (they need not
  /// start on the same line).
  func lazyVGridRowMates(of element: LayoutElement, in result: LayoutResult) -> [LayoutElement] {
    guard let row = result.row(of: element.indexPath), let extent = result.rowExtent(of: element.indexPath)
    else {
      return [element]
    }
    return result.elements(
      in: Rect(x: 0, y: extent.minY, width: result.size.width, height: max(1, extent.maxY - extent.minY))
    )
    .filter { $0.kind == .cell && $0.section == element.section && result.row(of: $0.indexPath) == row }
  }

  /// The cells of a grid row: the section's cells starting on the same row as `element`.
  func rowMates(of element: LayoutElement, in result: LayoutResult) -> [LayoutElement] {
    result.elements(in: Rect(x: 0, y: element.frame.minY, width: result.size.width, height: 1))
      .filter { $0.kind == .cell && $0.section == element.section && $0.frame.minY == element.frame.minY }
  }
}
