import GridCanvas
import GridFixtures

extension SnapshotRows {
  /// The rows of cells of frames as `layout` prints them (cells that start on the same line, per
  /// section, with the sections' column counts); no drivers, which frames cannot tell. Nil for a
  /// text that is no such document.
  public init?(layoutJSON text: String) {
    guard let root = try? JSONDocument.parse(Array(text.utf8), fileName: "layout"),
      case .array(let elements)? = root["elements"]?.kind,
      case .array(let columnNodes)? = root["sectionColumns"]?.kind,
      case .number(let contentHeight)? = root["contentSize"]?["height"]?.kind
    else { return nil }
    func number(_ node: JSONDocument.Node?) -> Double? {
      guard case .number(let value)? = node?.kind else { return nil }
      return value
    }
    var sections = columnNodes.map { Section(columns: number($0).map(Canvas.cells) ?? 0, rows: []) }
    for element in elements {
      guard case .string("cell")? = element["kind"]?.kind, let section = number(element["section"]),
        let item = number(element["item"]), let minY = number(element["y"]),
        let height = number(element["height"])
      else { continue }
      let index = Canvas.cells(section)
      guard sections.indices.contains(index) else { return nil }
      let y = Canvas.cells(minY)
      let rows = Canvas.cells(minY + height) - y
      if let row = sections[index].rows.firstIndex(where: { $0.y == y }) {
        sections[index].rows[row].height = max(sections[index].rows[row].height, rows)
        sections[index].rows[row].items.append(Canvas.cells(item))
      } else {
        sections[index].rows.append(Row(y: y, height: rows, items: [Canvas.cells(item)], drivers: []))
      }
    }
    for index in sections.indices { sections[index].rows.sort { $0.y < $1.y } }
    self.init(contentHeight: Canvas.cells(contentHeight), sections: sections)
  }
}
