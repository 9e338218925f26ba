import GridText

/// The previewer's status bar: what is on screen, in one reverse-video row.
///
/// `grid │ 3 → 4 columns │ 100 wide │ landscape │ L 17 pt │ 42 items │ rows 1–29 of 120     ? help`
///
/// When the row is too narrow, the least important parts go first (rows, items, orientation),
/// and a long message is cut with "…".
public struct StatusBar: Hashable, Sendable {
  /// A message that replaces the usual details (e.g. a fixture that became invalid).
  public struct Message: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool) {
      self.text = text
      self.isError = isError
    }
  }

  public var layoutName: String
  public var columns: Int
  /// "3 → 4 columns" after a width change that crossed a breakpoint, until the next change.
  public var columnChange: String?
  public var width: Int
  public var orientation: Orientation
  public var category: ContentSizeCategory
  public var itemCount: Int
  /// The first and last layout rows on screen (1-based) and the content's height in rows.
  public struct Rows: Hashable, Sendable {
    public var first: Int
    public var last: Int
    public var total: Int
  }

  public var visibleRows: Rows
  public var message: Message?

  public init(
    layoutName: String, columns: Int, columnChange: String? = nil, width: Int, orientation: Orientation,
    category: ContentSizeCategory, itemCount: Int, visibleRows: (first: Int, last: Int, total: Int),
    message: Message? = nil
  ) {
    self.layoutName = layoutName
    self.columns = columns
    self.columnChange = columnChange
    self.width = width
    self.orientation = orientation
    self.category = category
    self.itemCount = itemCount
    self.visibleRows = Rows(first: visibleRows.first, last: visibleRows.last, total: visibleRows.total)
    self.message = message
  }

  /// The fewest columns a message is cut to (its start and "…") before it is dropped instead.
  public static let minimumMessageWidth = 16

  private struct Part {
    var text: String
    var style: KeyPath<Theme, CellStyle>
    /// Lower goes first when space runs out.
    var priority: Int
    /// A message is cut with "…" to fit rather than dropped, while `minimumMessageWidth` of it fits.
    var isMessage = false
  }

  private var parts: [Part] {
    let unit = columns == 1 ? "column" : "columns"
    let rows = "rows \(visibleRows.first)–\(visibleRows.last) of \(visibleRows.total)"
    var parts = [
      Part(text: layoutName, style: \.statusBar, priority: 9),
      columnChange.map { Part(text: $0, style: \.statusHighlight, priority: 8) }
        ?? Part(text: "\(columns) \(unit)", style: \.statusBar, priority: 8),
      Part(text: "\(width) wide", style: \.statusBar, priority: 7),
      Part(text: orientation.rawValue, style: \.statusBar, priority: 3),
      Part(
        text: "\(category.shortName) \(TextStyle.body.pointSize(at: category)) pt", style: \.statusBar,
        priority: 6),
    ]
    if let message {
      parts.append(
        Part(
          text: message.text, style: message.isError ? \.statusError : \.statusHighlight, priority: 10,
          isMessage: true))
    } else {
      parts.append(Part(text: "\(itemCount) items", style: \.statusBar, priority: 2))
      parts.append(Part(text: rows, style: \.statusBar, priority: 1))
    }
    return parts
  }

  /// Draws the bar across row `y` of the canvas.
  public func draw(on canvas: inout Canvas, row y: Int, theme: Theme, characters: BoxCharacters) {
    let row = Canvas.Region(x: 0, y: y, width: canvas.width, height: 1)
    canvas.fill(row, style: theme.statusBar)
    let help = "? help "
    let separator = characters.isASCII ? " | " : " │ "
    var available = canvas.width - 1 - DisplayWidth.columns(of: help) - 1
    var shown = parts.map { part in
      var part = part
      part.text = characters.label(part.text)
      return part
    }
    /// The parts' width, with a message counted as cut to its minimum if `cutting`.
    func width(_ parts: [Part], cutting: Bool = false) -> Int {
      parts.reduce(0) {
        let w = DisplayWidth.columns(of: $1.text)
        return $0 + (cutting && $1.isMessage ? min(w, StatusBar.minimumMessageWidth) : w)
      } + max(0, parts.count - 1) * separator.count
    }
    while width(shown) > available, shown.count > 1 {
      guard let drop = shown.indices.min(by: { shown[$0].priority < shown[$1].priority }),
        shown[drop].priority < 5 || shown.count > 3
      else { break }
      // Once everything less important than the message is gone, cut the message rather than drop it
      // (or what matters more), if enough of it fits.
      if let message = shown.first(where: { $0.isMessage }), shown[drop].priority >= message.priority,
        width(shown, cutting: true) <= available
      {
        break
      }
      shown.remove(at: drop)
    }
    var helpShown = true
    if width(shown, cutting: true) > available {
      available += DisplayWidth.columns(of: help) + 1
      helpShown = false
    }
    var x = 1
    for (i, part) in shown.enumerated() {
      // No separator without at least a column of the part after it.
      if i > 0, available - (x - 1) - DisplayWidth.columns(of: separator) < 1 { break }
      if i > 0 { x += canvas.write(separator, x: x, y: y, style: theme.statusBar, clip: row) }
      let room = available - (x - 1)
      let text =
        DisplayWidth.columns(of: part.text) > room
          ? Ellipsis.ending(part.text, within: room, marker: characters.label("…")) : part.text
      x += canvas.write(text, x: x, y: y, style: theme[keyPath: part.style], clip: row)
    }
    if helpShown {
      canvas.write(
        help, x: canvas.width - DisplayWidth.columns(of: help), y: y, style: theme.statusBar, clip: row)
    }
  }

}
