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
      let height = Canvas.cells(f.height)
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
}
