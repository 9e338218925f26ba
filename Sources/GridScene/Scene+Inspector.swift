import GridCanvas
import GridFixtures
import GridLayout
import GridText

extension Scene {
  /// The inspector's lines for `element` of `result` (laid out with `settings`): what it is, its
  /// frame exactly as `layout` prints it, how tall it is on its own and in its row (and which cell it
  /// was stretched to match), where it sits, its text's lines at this size and width, its explicit
  /// height or line limit and whether text is cut, and the text size. `isSettling`: the frame's y is
  /// still an estimate.
  func inspectorLines(
    for element: LayoutElement?, in result: LayoutResult, settings: SceneSettings, isSettling: Bool
  ) -> [String] {
    guard let element else { return ["Nothing selected: Enter or a click selects."] }
    let section = fixture.sections[element.section]
    let f = element.frame
    let frame =
      "{\"x\": \(LayoutJSON.number(f.minX)), \"y\": \(LayoutJSON.number(f.minY)), "
      + "\"width\": \(LayoutJSON.number(f.width)), \"height\": \(LayoutJSON.number(f.height))}"
    let size = "\(settings.category.shortName), body \(TextStyle.body.pointSize(at: settings.category)) pt"
    switch element.kind {
    case .header, .footer:
      let isHeader = element.kind == .header
      let explicit = isHeader ? section.headerHeight : section.footerHeight
      var lines = ["\(isHeader ? "Header" : "Footer") of section \(element.section)", "frame \(frame)"]
      if case .band(let text) = content(of: element, settings: settings) {
        lines.append("\(text.count) \(text.count == 1 ? "line" : "lines") of text")
      }
      if let explicit { lines.append("\(isHeader ? "headerHeight" : "footerHeight") \(explicit)") }
      lines.append("size \(size)")
      return lines
    case .cell:
      let item = section.items[element.item]
      let title = item.title.map { " “\(Scene.shown($0))”" } ?? ""
      var lines = ["Cell \(element.section).\(element.item)\(title)", "frame \(frame)"]
      if isSettling { lines.append("(its y is estimated until the layout settles)") }
      let shrink = settings.collapseBorders ? 1 : 0
      let own = naturalBoxRows(of: element, settings: settings) - shrink
      if settings.layout == .lazyVGrid {
        lines += lazyVGridInspectorLines(for: element, in: result, settings: settings, own: own)
      } else if settings.layout == .compositional {
        let height = Canvas.cells(element.frame.height)
        lines.append("own height \(own) \(own == 1 ? "row" : "rows"), its frame \(height)")
        lines += compositionalReasons(of: element.indexPath, in: result)
      } else {
        lines += rowInspectorLines(for: element, in: result, settings: settings, own: own)
      }
      let columns = result.section(element.section)?.columnCount ?? 1
      let taken = result.columns(of: element.indexPath) ?? 0..<1
      var place =
        taken.count > 1
        ? "columns \(taken.lowerBound + 1)–\(taken.upperBound) of \(columns)"
        : "column \(taken.lowerBound + 1) of \(columns)"
      if let row = result.row(of: element.indexPath), settings.layout != .list { place += ", row \(row + 1)" }
      lines.append(place)
      if case .cell(let text) = content(of: element, settings: settings) {
        lines.append(
          "\(text.titleLines.count) title + \(text.bodyLines.count) body \(text.bodyLines.count == 1 ? "line" : "lines") at \(text.bodyMeasure.slots) glyphs a line"
        )
        if let limit = item.maxLines {
          lines.append("maxLines \(limit)\(text.isBodyTruncated ? ": text cut" : "")")
        }
      }
      if let pinned = item.height {
        // The box as laid out, which its row may have stretched beyond `height` (the audit's rule).
        let path = ItemPath(section: element.section, item: element.item)
        let fit = textFit(of: path, frame: f, settings: settings)
        lines.append("height \(pinned)\(fit.isCut ? ": text cut (needs \(fit.neededRows))" : "")")
      }
      lines.append("size \(size)")
      return lines
    }
  }

  /// The inspector's lines on a cell's height in the row layouts: its own and its frame's, and why
  /// they differ.
  private func rowInspectorLines(
    for element: LayoutElement, in result: LayoutResult, settings: SceneSettings, own: Int
  ) -> [String] {
    var lines: [String] = []
    let height = Canvas.cells(element.frame.height)
    let container = settings.layout == .grid ? "in its row" : "its frame"
    lines.append("own height \(own) \(own == 1 ? "row" : "rows"), \(container) \(height)")
    if height > own {
      if settings.layout == .grid,
        let driver = rowMates(of: element, in: result).max(by: {
          naturalBoxRows(of: $0, settings: settings) < naturalBoxRows(of: $1, settings: settings)
        })
      {
        lines.append(
          "stretched by \(height - own) \(height - own == 1 ? "row" : "rows") to match item \(driver.section).\(driver.item)"
        )
      } else {
        lines.append(
          "stretched by \(height - own) \(height - own == 1 ? "row" : "rows") (waterfall \(settings.stretch.rawValue))"
        )
      }
    } else if settings.layout == .grid, rowMates(of: element, in: result).count > 1 {
      lines.append("drives its row: the tallest on its own")
    }
    return lines
  }

  /// The inspector's lines on a `LazyVGrid` cell's height and width: its own height and its row's,
  /// why it is shorter than its row (or fills it, or drives it), and why its column is as wide as it is.
  private func lazyVGridInspectorLines(
    for element: LayoutElement, in result: LayoutResult, settings: SceneSettings, own: Int
  ) -> [String] {
    var lines: [String] = []
    let height = Canvas.cells(element.frame.height)
    let extent = result.rowExtent(of: element.indexPath) ?? (element.frame.minY, element.frame.maxY)
    let row = Canvas.cells(extent.maxY) - Canvas.cells(extent.minY)
    lines.append("own height \(own) \(own == 1 ? "row" : "rows"), its row \(row)")
    let mates = lazyVGridRowMates(of: element, in: result)
    let tallest = mates.max {
      naturalBoxRows(of: $0, settings: settings) < naturalBoxRows(of: $1, settings: settings)
    }
    let fills = settings.fillsEveryRow || fixture.sections[element.section].items[element.item].fillsRow
    if height > own, let driver = tallest {
      let why = settings.fillsEveryRow ? "the flexible grid's rule" : "fillsRow: .frame(maxHeight: .infinity)"
      lines.append(
        "fills its row (\(why)): stretched by \(height - own) \(height - own == 1 ? "row" : "rows") to match item \(driver.section).\(driver.item)"
      )
    } else if row > height {
      let item = fixture.sections[element.section].items[element.item]
      let alignment = columnAlignment(of: element, in: result, settings: settings)
      lines.append(
        "shorter than its row by \(row - height): LazyVGrid keeps a cell's own height, placed by its column's alignment (\(alignment))"
          + (fills || item.fillsRow ? "" : "; .frame(maxHeight: .infinity) on the cell fills the row"))
    } else if mates.count > 1 {
      lines.append("drives its row: the tallest on its own")
    }
    if let column = result.columns(of: element.indexPath)?.lowerBound,
      let reason = lazyVGridColumnReason(
        ofSection: element.section, column: column, width: Canvas.cells(result.size.width), settings: settings
      )
    {
      lines.append(reason)
    }
    return lines
  }

  /// The vertical alignment of the `GridItem` a cell's column comes from.
  private func columnAlignment(of element: LayoutElement, in result: LayoutResult, settings: SceneSettings)
    -> String
  {
    let width = Canvas.cells(result.size.width)
    let grid = lazyVGrid(ofSection: element.section, width: width, settings: settings)
    let resolved = grid.columns(inWidth: pointScale(settings).points(ofColumns: Double(width)))
    guard let c = result.columns(of: element.indexPath)?.lowerBound, resolved.indices.contains(c) else {
      return "center"
    }
    return grid.columns[resolved[c].item].verticalAlignment.rawValue
  }
}
