import GridCanvas
import GridText

/// A scrollable box over the layout: the help (every key and what it does) or the problems panel
/// (every warning and error with its FILE:LINE:COLUMN, and the full text of a cut message).
///
/// Its text is wrapped to whatever width the screen gives it, at word boundaries, so no word is cut
/// at any terminal size the previewer draws on; what does not fit in the box's height is reached by
/// scrolling, and the position ("3–7 of 24") is shown in its bottom border. A panel is modal: while
/// it is open, keys only scroll or close it.
public struct Panel: Widget, Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case help
    case problems
    /// The 12 text sizes, one line each, with a cursor.
    case sizes
    /// Every language of the fixture, one line each, with a cursor.
    case languages
    /// The selection's details, beside the layout (not modal).
    case inspector
  }

  /// One item of the panel: a label column (a key, or empty) and its text.
  public struct Entry: Hashable, Sendable {
    public var label: String
    public var text: String

    public init(label: String = "", text: String) {
      self.label = label
      self.text = text
    }
  }

  public var kind: Kind
  public var title: String
  public var entries: [Entry]
  /// The first line shown.
  public private(set) var scroll = 0
  /// The highlighted line of a panel one chooses from (the size and languages tables), if any.
  public var cursor: Int?

  public init(kind: Kind, title: String, entries: [Entry]) {
    self.kind = kind
    self.title = title
    self.entries = entries
  }

  /// The help, listing the key bindings.
  public static var help: Panel {
    Panel(kind: .help, title: "Keys", entries: KeyBindings.helpEntries)
  }

  /// The widest the box gets: wide enough for the help's longest line, never wider than the screen.
  static let preferredInnerWidth = 58

  /// The box's size on a screen `width` × `height` (the rows above the status bar).
  func size(screenWidth width: Int, screenHeight height: Int, characters: BoxCharacters) -> (
    width: Int, height: Int
  ) {
    let inner = min(Self.preferredInnerWidth, max(1, width - 4))
    let lines = lines(innerWidth: inner, characters: characters).count
    return (inner + 4, min(lines + 2, max(3, height)))
  }

  /// The panel's text wrapped to `innerWidth` columns: entries with a label get a label column (or,
  /// when the box is too narrow for two columns, the label on a line of its own and the text
  /// indented below it); entries without one wrap with a hanging indent of two columns.
  public func lines(innerWidth: Int, characters: BoxCharacters) -> [String] {
    entryLines(innerWidth: innerWidth, characters: characters).flatMap { $0 }
  }

  /// The lines of each entry.
  func entryLines(innerWidth: Int, characters: BoxCharacters) -> [[String]] {
    let labels = entries.map { characters.label($0.label) }
    let labelWidth = labels.map { DisplayWidth.columns(of: $0) }.max() ?? 0
    let twoColumns = labelWidth > 0 && innerWidth - labelWidth - 2 >= 12
    var all: [[String]] = []
    for (label, entry) in zip(labels, entries) {
      var out: [String] = []
      defer { all.append(out) }
      let text = characters.label(entry.text)
      if label.isEmpty {
        out += Self.wrap(text, first: innerWidth, rest: innerWidth - 2).enumerated().map { i, line in
          (i == 0 ? "" : "  ") + line
        }
      } else if twoColumns {
        let pad = String(repeating: " ", count: labelWidth - DisplayWidth.columns(of: label) + 2)
        let width = innerWidth - labelWidth - 2
        for (i, line) in Self.wrap(text, first: width, rest: width).enumerated() {
          out.append((i == 0 ? label + pad : String(repeating: " ", count: labelWidth + 2)) + line)
        }
      } else {
        out +=
          DisplayWidth.columns(of: label) <= innerWidth
          ? [label] : Self.wrap(label, first: innerWidth, rest: innerWidth)
        out += Self.wrap(text, first: innerWidth - 2, rest: innerWidth - 2).map { "  " + $0 }
      }
    }
    return all
  }

  /// Words into lines: the first line `first` columns wide, the others `rest`. A word only moves to
  /// the next line whole; one longer than a whole line is split between grapheme clusters.
  static func wrap(_ text: String, first: Int, rest: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var limit = max(1, first)
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if DisplayWidth.columns(of: candidate) <= limit {
        current = candidate
        continue
      }
      if !current.isEmpty {
        lines.append(current)
        current = ""
        limit = max(1, rest)
      }
      // A word wider than its line, split between grapheme clusters, each piece as wide as the
      // line it goes on allows (the first line may be wider than the rest).
      for character in word {
        let next = current + String(character)
        if DisplayWidth.columns(of: next) > limit, !current.isEmpty {
          lines.append(current)
          current = String(character)
          limit = max(1, rest)
        } else {
          current = next
        }
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The lines entry `index` takes among all the panel's lines.
  func lineRange(ofEntry index: Int, in grouped: [[String]]) -> Range<Int> {
    guard grouped.indices.contains(index) else { return 0..<0 }
    let start = grouped[..<index].reduce(0) { $0 + $1.count }
    return start..<(start + grouped[index].count)
  }

  /// Scrolls so every line of entry `index` shows in a box `box` tall (its first line if not all fit).
  public mutating func reveal(entry index: Int, box: Canvas.Region, characters: BoxCharacters) {
    let lines = lineRange(ofEntry: index, in: entryLines(innerWidth: box.width - 4, characters: characters))
    let rows = max(1, box.height - 2)
    if lines.lowerBound < scroll {
      scroll = lines.lowerBound
    } else if lines.upperBound > scroll + rows {
      scroll = max(lines.lowerBound, lines.upperBound - rows)
    }
    self.scroll(by: 0, box: box, characters: characters)
  }

  /// Scrolls by `lines` (negative: up), kept within the text for a box `box` tall.
  public mutating func scroll(by lines: Int, box: Canvas.Region, characters: BoxCharacters) {
    let total = self.lines(innerWidth: box.width - 4, characters: characters).count
    scroll = max(0, min(scroll + lines, total - max(1, box.height - 2)))
  }

  /// Draws the panel in `box`: a border with the title, the visible lines, and the position.
  public func draw(on canvas: inout Canvas, in box: Canvas.Region, theme: Theme, characters: BoxCharacters) {
    guard box.width >= 5, box.height >= 3 else { return }
    canvas.fill(box, style: .plain)
    canvas.drawBox(box, characters: characters, style: theme.edge)
    let inside = Canvas.Region(x: box.x + 2, y: box.y + 1, width: box.width - 4, height: box.height - 2)
    let grouped = entryLines(innerWidth: inside.width, characters: characters)
    let all = grouped.flatMap { $0 }
    let cursorLines = cursor.map { lineRange(ofEntry: $0, in: grouped) } ?? 0..<0
    let first = max(0, min(scroll, all.count - inside.height))
    for (i, line) in all.dropFirst(first).prefix(inside.height).enumerated() {
      let isCursor = cursorLines.contains(first + i)
      if isCursor {
        canvas.fill(
          Canvas.Region(x: box.x + 1, y: inside.y + i, width: box.width - 2, height: 1),
          style: theme.selection)
      }
      canvas.write(
        line, x: inside.x, y: inside.y + i, style: isCursor ? theme.selection : .plain, clip: inside)
    }
    let top = Canvas.Region(x: box.x + 1, y: box.y, width: box.width - 2, height: 1)
    let heading = " " + characters.label(title) + " "
    if DisplayWidth.columns(of: heading) <= top.width - 1 {
      canvas.write(heading, x: box.x + 1, y: box.y, style: theme.title, clip: top)
    }
    guard all.count > inside.height else { return }
    let last = first + inside.height
    let arrows = (first > 0 ? "↑" : "") + (last < all.count ? "↓" : "")
    let position = " \(first + 1)–\(last) of \(all.count) \(arrows) "
    let marker = characters.label(position)
    let bottom = Canvas.Region(x: box.x + 1, y: box.maxY - 1, width: box.width - 2, height: 1)
    let markerWidth = DisplayWidth.columns(of: marker)
    if markerWidth <= bottom.width {
      canvas.write(marker, x: bottom.maxX - markerWidth, y: bottom.y, style: theme.title, clip: bottom)
    }
  }
}
