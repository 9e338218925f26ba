import GridCanvas
import GridFixtures
import GridJSON
import GridLayout
import GridScene

/// A layout's rows of cells, as a change's summary compares them: per section its column count and
/// its rows (cells that start on the same line), each with its top, its height in rows, its items
/// and the cells that drive its height (in the flexible grid, as the previewer marks them; none in
/// other layouts). Stored beside a snapshot as `….rows.json`, since the frames alone cannot tell
/// which cell drives a stretched row.
public struct SnapshotRows: Hashable, Sendable {
  public struct Row: Hashable, Sendable {
    public var y: Int
    public var height: Int
    public var items: [Int]
    public var drivers: [Int]

    public init(y: Int, height: Int, items: [Int], drivers: [Int]) {
      self.y = y
      self.height = height
      self.items = items
      self.drivers = drivers
    }
  }

  public struct Section: Hashable, Sendable {
    public var columns: Int
    public var rows: [Row]

    public init(columns: Int, rows: [Row]) {
      self.columns = columns
      self.rows = rows
    }
  }

  public var contentHeight: Int
  public var sections: [Section]

  public init(contentHeight: Int, sections: [Section]) {
    self.contentHeight = contentHeight
    self.sections = sections
  }

  /// The rows of a laid-out scene; drivers by `Scene.decoration(of:in:settings:)`, the previewer's.
  public init(scene: Scene, result: LayoutResult, settings: SceneSettings) {
    contentHeight = Canvas.cells(result.contentSize.height)
    var sections = result.sections.map { Section(columns: $0.columnCount, rows: []) }
    var rowIndex: [Int: Int] = [:]
    var currentSection = -1
    for element in result.allElements
    where element.kind == .cell && sections.indices.contains(element.section) {
      if element.section != currentSection {
        currentSection = element.section
        rowIndex = [:]
      }
      let y = Canvas.cells(element.frame.minY)
      let height = Canvas.cells(element.frame.maxY) - y
      let drives =
        settings.layout == .grid && scene.decoration(of: element, in: result, settings: settings).isDriver
      if let index = rowIndex[y] {
        sections[element.section].rows[index].height = max(
          sections[element.section].rows[index].height, height)
        sections[element.section].rows[index].items.append(element.item)
        if drives { sections[element.section].rows[index].drivers.append(element.item) }
      } else {
        rowIndex[y] = sections[element.section].rows.count
        sections[element.section].rows.append(
          Row(y: y, height: height, items: [element.item], drivers: drives ? [element.item] : []))
      }
    }
    for index in sections.indices { sections[index].rows.sort { $0.y < $1.y } }
    self.sections = sections
  }

  /// The `….rows.json` document, one row a line.
  public var json: String {
    func list(_ values: [Int]) -> String { "[" + values.map(String.init).joined(separator: ", ") + "]" }
    let sectionTexts = sections.map { section in
      "{\"columns\": \(section.columns), \"rows\": ["
        + section.rows.map {
          "\n   {\"y\": \($0.y), \"height\": \($0.height), \"items\": \(list($0.items)), \"drivers\": \(list($0.drivers))}"
        }.joined(separator: ",") + "]}"
    }
    return "{\"version\": 1, \"contentHeight\": \(contentHeight), \"sections\": [\n  "
      + sectionTexts.joined(separator: ",\n  ") + "]}\n"
  }

  /// The rows of a `….rows.json` document, or nil when it is none (an older or damaged file: the
  /// change is then shown without a summary of rows).
  public static func parse(_ bytes: [UInt8]) -> SnapshotRows? {
    guard let root = try? JSONDocument.parse(bytes, fileName: "rows"),
      case .number(let contentHeight)? = root["contentHeight"]?.kind,
      case .array(let sectionNodes)? = root["sections"]?.kind
    else { return nil }
    func int(_ node: JSONDocument.Node?) -> Int? {
      guard case .number(let value)? = node?.kind, value.rounded() == value, abs(value) < 1e15 else {
        return nil
      }
      return Int(value)
    }
    func ints(_ node: JSONDocument.Node?) -> [Int]? {
      guard case .array(let values)? = node?.kind else { return nil }
      let result = values.compactMap { int($0) }
      return result.count == values.count ? result : nil
    }
    var sections: [Section] = []
    for node in sectionNodes {
      guard let columns = int(node["columns"]), case .array(let rowNodes)? = node["rows"]?.kind else {
        return nil
      }
      var rows: [Row] = []
      for row in rowNodes {
        guard let y = int(row["y"]), let height = int(row["height"]), let items = ints(row["items"]),
          let drivers = ints(row["drivers"])
        else { return nil }
        rows.append(Row(y: y, height: height, items: items, drivers: drivers))
      }
      sections.append(Section(columns: columns, rows: rows))
    }
    guard contentHeight.rounded() == contentHeight, abs(contentHeight) < 1e15 else { return nil }
    return SnapshotRows(contentHeight: Int(contentHeight), sections: sections)
  }
}
