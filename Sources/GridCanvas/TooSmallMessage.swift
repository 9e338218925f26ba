/// What the previewer shows when the terminal is smaller than it can use: the sizes, and that it is
/// waiting for a resize (it does not exit).
public struct TooSmallMessage: Hashable, Sendable {
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

  /// Draws the message centred, each line cut to the canvas width.
  public func draw(on canvas: inout Canvas, theme: Theme) {
    let lines = self.lines
    let top = max(0, (canvas.height - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let text = line.count > canvas.width ? String(line.prefix(canvas.width)) : line
      canvas.write(
        text, x: max(0, (canvas.width - text.count) / 2), y: top + i, style: i == 0 ? theme.title : .plain)
    }
  }
}
