import GridCanvas
import GridText

/// The previewer's first row: the fixture's title and where it came from on the left; on the right
/// every mode that is not the default (so none is ever on unseen) and, when the layout is wider than
/// the screen, which of its columns are shown.
///
/// ` Fruit and travel — Fixtures/demo.json          collapsed borders · stretch: lastCell · ◂ 41–140 of 200 ▸`
public struct TitleLine: Widget, Hashable, Sendable {
  /// The fixture's `title` (may be empty).
  public var title: String
  /// The file name, or "built-in demo".
  public var source: String
  /// The modes that are on, each a short phrase.
  public var modes: [String]
  /// The first and last layout columns on screen (1-based) and the layout width, when it pans.
  public var columns: (first: Int, last: Int, total: Int)?

  public init(
    title: String, source: String, modes: [String], columns: (first: Int, last: Int, total: Int)? = nil
  ) {
    self.title = title
    self.source = source
    self.modes = modes
    self.columns = columns
  }

  public static func == (a: TitleLine, b: TitleLine) -> Bool {
    a.title == b.title && a.source == b.source && a.modes == b.modes
      && a.columns.map { [$0.first, $0.last, $0.total] } == b.columns.map { [$0.first, $0.last, $0.total] }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(source)
    hasher.combine(modes)
    hasher.combine(columns.map { [$0.first, $0.last, $0.total] })
  }

  /// The right-hand side: the modes, then the visible columns.
  func right(characters: BoxCharacters) -> String {
    var parts = modes
    if let columns {
      let arrows = characters.isASCII ? ("<", ">") : ("◂", "▸")
      parts.append(
        "\(columns.first > 1 ? arrows.0 : " ") columns \(columns.first.grouped)–\(columns.last.grouped) of \(columns.total.grouped) \(columns.last < columns.total ? arrows.1 : " ")"
      )
    }
    return characters.label(parts.joined(separator: " · "))
  }

  /// Draws the line across the first row of `region` (the screen's first row): the right-hand side
  /// first (it is state the person must see); the title and source take what is left, cut with "…".
  public func draw(on canvas: inout Canvas, in region: Canvas.Region, theme: Theme, characters: BoxCharacters)
  {
    let row = Canvas.Region(x: region.x, y: region.y, width: region.width, height: 1)
    let y = row.y
    canvas.fill(row, style: .plain)
    var right = right(characters: characters)
    var rightWidth = DisplayWidth.columns(of: right)
    if rightWidth > row.width - 2 {
      right = Ellipsis.ending(right, within: max(0, row.width - 2), marker: characters.label("…"))
      rightWidth = DisplayWidth.columns(of: right)
    }
    if rightWidth > 0 {
      canvas.write(right, x: row.maxX - 1 - rightWidth, y: y, style: theme.edge, clip: row)
    }
    let room = row.width - 1 - (rightWidth > 0 ? rightWidth + 2 : 0)
    guard room > 0 else { return }
    let name = title.isEmpty ? source : "\(title) \(characters.label("—")) \(source)"
    let left =
      DisplayWidth.columns(of: name) > room
      ? Ellipsis.ending(name, within: room, marker: characters.label("…")) : name
    canvas.write(left, x: row.x + 1, y: y, style: .plain, clip: row)
    // The title in the title style, the source plainly.
    let titleWidth = min(room, DisplayWidth.columns(of: title))
    canvas.restyle(Canvas.Region(x: row.x + 1, y: y, width: titleWidth, height: 1)) { _ in theme.title }
  }
}
