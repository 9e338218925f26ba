import GridCanvas
import GridText

/// The previewer's status bar: what is on screen, in one reverse-video row.
///
/// `grid │ 3 → 4 columns │ 100 wide │ L 17 pt │ de │ landscape │ 2 warnings │ 42 items │ rows 1–29 of 120   ? help`
///
/// When the row is too narrow, parts are dropped by priority, least important first: the rows, the
/// item count, the orientation, the help hint, the problem count, the layout name, the language.
/// The text size — the one thing this tool exists to step — the column count and the width go last,
/// in that order (width first). A message outranks everything but those three: the details make room for it, and
/// then it is cut with "…" rather than dropped; the problems panel shows it in full. While a panel
/// or a prompt is open, the hint says how to leave it, and that outranks all but the text size.
public struct StatusBar: Widget, Hashable, Sendable {
  /// A message for the bar (a reload error, "reloaded", a key that does nothing here).
  public struct Message: Hashable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool) {
      self.text = text
      self.isError = isError
    }
  }

  /// The first and last layout rows on screen (1-based) and the content's height in rows.
  public struct Rows: Hashable, Sendable {
    public var first: Int
    public var last: Int
    public var total: Int

    public init(first: Int, last: Int, total: Int) {
      self.first = first
      self.last = last
      self.total = total
    }
  }

  public var layoutName: String
  public var columns: Int
  /// "3 → 4 columns" after a width change that crossed a breakpoint, until the next change.
  public var columnChange: String?
  /// The width as shown: "100 wide", or "2 × 59 wide" in the compare view.
  public var width: String
  public var orientation: Orientation
  public var category: ContentSizeCategory
  /// The language on screen, escaped (`de`, `pseudo-double`); nil for a fixture's text as written.
  public var language: String?
  public var itemCount: Int
  public var visibleRows: Rows
  /// Warnings and errors from loading the fixture (the problems panel lists them).
  public var problemCount: Int
  /// A named device's width, shown in place of the orientation (`iPhone portrait`).
  public var device: String?
  public var message: Message?
  /// The hint at the right end ("? help", or how to leave an open panel).
  public var hint: String
  /// A clause shown after the hint when everything else fits ("q quits").
  public var hintExtra: String?
  /// Whether the hint says how to leave something modal (a panel, a prompt): then it outranks
  /// everything but the text size, and shrinks to its last clause ("Esc closes") before it goes.
  public var hintIsModal: Bool
  /// In a presentation: the audience for the presenter ("3 watching, 2 following"), following or
  /// exploring for a viewer.
  public var sharing: String?
  /// While the exact layout is made in the background: how far it is (0…1); the rows shown are
  /// then estimated (`≈`).
  public var settling: Double?
  /// While a language is prepared in the background: `preparing de…`, `preparing de 40%` (the
  /// language shown is still the one before).
  public var preparing: String?

  public init(
    layoutName: String, columns: Int, columnChange: String? = nil, width: String, orientation: Orientation,
    category: ContentSizeCategory, language: String? = nil, itemCount: Int, visibleRows: Rows,
    problemCount: Int = 0, device: String? = nil, message: Message? = nil, hint: String = "? help",
    hintExtra: String? = nil, hintIsModal: Bool = false, sharing: String? = nil, settling: Double? = nil,
    preparing: String? = nil
  ) {
    self.preparing = preparing
    self.language = language
    self.hintExtra = hintExtra
    self.hintIsModal = hintIsModal
    self.sharing = sharing
    self.settling = settling
    self.device = device
    self.layoutName = layoutName
    self.columns = columns
    self.columnChange = columnChange
    self.width = width
    self.orientation = orientation
    self.category = category
    self.itemCount = itemCount
    self.visibleRows = visibleRows
    self.problemCount = problemCount
    self.message = message
    self.hint = hint
  }

  /// The fewest columns a message is cut to (its start and "…") while anything else can still go.
  public static let minimumMessageWidth = 16

  /// One part of the bar, most important first by `priority`.
  struct Part: Hashable {
    var text: String
    var style: KeyPath<Theme, CellStyle>
    var priority: Int
    var isMessage = false
  }

  /// Priorities: the message 10; text size and a language being prepared 9, columns 8, width 7 (the
  /// last to go, in that order);
  /// then the language and the layout 6 (the layout goes first), the presentation and problems 5,
  /// the hint 4, orientation 3, items 2, rows 1.
  var parts: [Part] {
    let columnText = columnChange ?? "\(columns.grouped) \(columns == 1 ? "column" : "columns")"
    var parts = [
      Part(text: layoutName, style: \.statusBar, priority: 6),
      Part(text: columnText, style: columnChange == nil ? \.statusBar : \.statusHighlight, priority: 8),
      Part(text: width, style: \.statusBar, priority: 7),
      Part(
        text: "\(category.shortName) \(TextStyle.body.pointSize(at: category)) pt", style: \.statusBar,
        priority: 9),
      Part(text: device ?? orientation.rawValue, style: \.statusBar, priority: device == nil ? 3 : 7),
    ]
    if let language {
      // After the text size; of two parts of one priority the first goes first, so the layout's name
      // goes before the language.
      parts.insert(Part(text: language, style: \.statusBar, priority: 6), at: 4)
    }
    if let settling {
      parts.append(Part(text: "settling \(Int(settling * 100))%", style: \.statusBar, priority: 4))
    }
    if let preparing {
      // Until the language is ready, what the screen is waiting for: kept as long as the text size.
      parts.append(Part(text: preparing, style: \.statusHighlight, priority: 9))
    }
    if let sharing {
      parts.append(Part(text: sharing, style: \.statusHighlight, priority: 5))
    }
    if problemCount > 0 {
      parts.append(
        Part(
          text: "\(problemCount.grouped) \(problemCount == 1 ? "problem" : "problems") (w)",
          style: \.statusHighlight, priority: 5))
    }
    if let message {
      parts.append(
        Part(
          text: message.text, style: message.isError ? \.statusError : \.statusHighlight, priority: 10,
          isMessage: true))
    }
    parts.append(
      Part(text: "\(itemCount.grouped) \(itemCount == 1 ? "item" : "items")", style: \.statusBar, priority: 2)
    )
    parts.append(
      Part(
        text: "rows \(settling == nil ? "" : "≈")\(visibleRows.first.grouped)–\(visibleRows.last.grouped) of "
          + "\(settling == nil ? "" : "≈")\(visibleRows.total.grouped)",
        style: \.statusBar, priority: 1))
    return parts
  }

  /// The parts shown in `width` columns (with a message cut to fit), and the hint if it fits.
  func fitted(width: Int, characters: BoxCharacters) -> (parts: [Part], hint: String?) {
    let separator = DisplayWidth.columns(of: characters.isASCII ? " | " : " │ ")
    var hintText = characters.label(hint)
    var hintWidth: Int { DisplayWidth.columns(of: hintText) + 1 }
    let hintPriority = hintIsModal ? 11 : 4
    var shown = parts.map { part -> Part in
      var part = part
      part.text = characters.label(part.text)
      return part
    }
    var showsHint = true
    func total() -> Int {
      shown.reduce(0) { $0 + DisplayWidth.columns(of: $1.text) } + max(0, shown.count - 1) * separator
        + (showsHint ? hintWidth + 1 : 0)
    }
    let available = width - 1  // a column of margin at the left
    // The hint's extra clause goes before anything else, so a bar that showed everything without it
    // still does.
    if let extra = hintExtra {
      hintText += " · " + characters.label(extra)
      if total() > available { hintText = characters.label(hint) }
    }
    /// Drops the least important part below `ceiling` (the hint counts as `hintPriority`).
    func dropOne(below ceiling: Int) -> Bool {
      let candidate = shown.indices.filter { !shown[$0].isMessage && shown[$0].priority < ceiling }
        .min { shown[$0].priority < shown[$1].priority }
      if showsHint, hintPriority < ceiling, candidate.map({ shown[$0].priority > hintPriority }) ?? true {
        showsHint = false
        return true
      }
      guard let candidate else { return false }
      shown.remove(at: candidate)
      return true
    }
    func cutMessage(to minimum: Int) {
      guard let index = shown.firstIndex(where: \.isMessage) else { return }
      let others = total() - DisplayWidth.columns(of: shown[index].text)
      let room = max(minimum, available - others)
      if DisplayWidth.columns(of: shown[index].text) > room {
        shown[index].text = Ellipsis.ending(shown[index].text, within: room, marker: characters.label("…"))
      }
    }
    while total() > available, dropOne(below: 7) {}
    if total() > available { cutMessage(to: Self.minimumMessageWidth) }
    while total() > available, dropOne(below: 9) {}
    if total() > available { cutMessage(to: 1) }
    if total() > available, let index = shown.firstIndex(where: \.isMessage) { shown.remove(at: index) }
    if total() > available, hintIsModal, let last = hintText.split(separator: " · ").last {
      hintText = String(last)
    }
    while total() > available, dropOne(below: 10) {}
    if total() > available { showsHint = false }
    return (shown, showsHint ? hintText : nil)
  }

  /// Draws the bar across the first row of `region` (the screen's last row).
  public func draw(on canvas: inout Canvas, in region: Canvas.Region, theme: Theme, characters: BoxCharacters)
  {
    let row = Canvas.Region(x: region.x, y: region.y, width: region.width, height: 1)
    let y = row.y
    canvas.fill(row, style: theme.statusBar)
    let (shown, hint) = fitted(width: row.width, characters: characters)
    let separator = characters.isASCII ? " | " : " │ "
    var x = row.x + 1
    for (i, part) in shown.enumerated() {
      if i > 0 { x += canvas.write(separator, x: x, y: y, style: theme.statusBar, clip: row) }
      x += canvas.write(part.text, x: x, y: y, style: theme[keyPath: part.style], clip: row)
    }
    if let hint {
      let hint = hint + " "
      canvas.write(
        hint, x: row.maxX - DisplayWidth.columns(of: hint), y: y, style: theme.statusBar, clip: row)
    }
  }
}

extension Int {
  /// The number with thousands separators: `1,000,000`.
  var grouped: String {
    let digits = String(self.magnitude)
    var out = ""
    for (i, digit) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return self < 0 ? "-" + out : out
  }
}
