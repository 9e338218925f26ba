import GridText

/// The help overlay: a box in the middle of the screen listing every key and what it does.
public struct HelpOverlay: Hashable, Sendable {
  /// One line of the overlay: the keys (e.g. "← →  h l") and what they do.
  public struct Entry: Hashable, Sendable {
    public var keys: String
    public var action: String

    public init(keys: String, action: String) {
      self.keys = keys
      self.action = action
    }
  }

  public var title: String
  public var entries: [Entry]
  public var footer: String

  public init(title: String = "Keys", entries: [Entry], footer: String = "Esc or ? closes this help") {
    self.title = title
    self.entries = entries
    self.footer = footer
  }

  /// The text lines inside the box, keys left-aligned in a column.
  public var lines: [String] { lines(in: .square) }

  /// The lines as drawn with a character set (the ASCII set spells arrows in ASCII).
  public func lines(in characters: BoxCharacters) -> [String] {
    let keys = entries.map { characters.label($0.keys) }
    let keyWidth = keys.map { DisplayWidth.columns(of: $0) }.max() ?? 0
    return zip(keys, entries).map { key, entry in
      key + String(repeating: " ", count: keyWidth - DisplayWidth.columns(of: key) + 2)
        + characters.label(entry.action)
    }
  }

  /// Draws the overlay centred on the canvas (clipped if the canvas is smaller).
  public func draw(on canvas: inout Canvas, theme: Theme, characters: BoxCharacters) {
    let body = lines(in: characters)
    let title = characters.label(self.title)
    let footer = characters.label(self.footer)
    let contentWidth = (body + [title, footer]).map { DisplayWidth.columns(of: $0) }.max() ?? 0
    let width = min(canvas.width, contentWidth + 4)
    let height = min(canvas.height, body.count + 4)
    let box = Canvas.Region(
      x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
    canvas.fill(box, style: .plain)
    canvas.drawBox(box, characters: characters, style: theme.edge)
    let inside = Canvas.Region(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
    canvas.write(
      " \(title) ", x: box.x + 2, y: box.y, style: theme.title,
      clip: Canvas.Region(x: box.x + 1, y: box.y, width: box.width - 2, height: 1))
    for (i, line) in body.enumerated() {
      canvas.write(line, x: box.x + 2, y: box.y + 2 + i - 1, style: .plain, clip: inside)
    }
    canvas.write(footer, x: box.x + 2, y: box.maxY - 2, style: theme.footer, clip: inside)
  }
}
