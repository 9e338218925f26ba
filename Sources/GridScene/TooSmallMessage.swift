import GridCanvas
import GridText

/// What the previewer shows when the terminal is smaller than it can use: the sizes, and that it is
/// waiting for a resize (it does not exit).
public struct TooSmallMessage: Widget, Hashable, Sendable {
  public var width: Int
  public var height: Int
  public var minimumWidth: Int
  public var minimumHeight: Int

  public init(width: Int, height: Int, minimumWidth: Int, minimumHeight: Int) {
    self.width = width
    self.height = height
    self.minimumWidth = minimumWidth
    self.minimumHeight = minimumHeight
  }

  public var lines: [String] {
    [
      "Terminal too small",
      "\(width)×\(height), need \(minimumWidth)×\(minimumHeight)",
      "Enlarge the window, or q to quit",
    ]
  }

  /// Draws the message centred in `region` (the whole screen), wrapped to its width (the first line
  /// in the title style).
  public func draw(on canvas: inout Canvas, in region: Canvas.Region, theme: Theme, characters: BoxCharacters)
  {
    let wrapped = lines.enumerated().flatMap { index, line in
      LineWrapping.wrap(characters.label(line), width: region.width).map { (line: $0, isTitle: index == 0) }
    }
    let top = region.y + max(0, (region.height - wrapped.count) / 2)
    for (i, row) in wrapped.enumerated() {
      canvas.write(
        row.line.text, x: region.x + max(0, (region.width - row.line.width) / 2), y: top + i,
        style: row.isTitle ? theme.title : .plain, clip: region)
    }
  }
}
