import GridCanvas

/// A canvas as a self-contained HTML page: one `<pre>` on the palette's background, each run of
/// cells in one style a `<span>` with inline styles (colours, bold, dim, underline), rows ending at
/// their last visible cell. Like `SVGPicture`, it can be written a slice at a time, and its text is
/// laid out left to right as written (`unicode-bidi: bidi-override`): the canvas is in visual order
/// already, and a browser must not reorder it again.
///
/// ```swift
/// let html = HTMLPicture(title: "Demo", palette: .light).document(of: canvas)
/// ```
public struct HTMLPicture: Hashable, Sendable {
  public var title: String
  public var palette: Palette
  /// Whether the page is of a right-to-left interface: it says so (`dir="rtl"`, for assistive
  /// technology and the page's own furniture); the picture itself is laid out as drawn either way.
  public var isRightToLeft: Bool

  public init(title: String, palette: Palette, isRightToLeft: Bool = false) {
    self.title = title
    self.palette = palette
    self.isRightToLeft = isRightToLeft
  }

  public func document(of canvas: Canvas) -> String {
    header + body(of: canvas, isFirst: true) + footer
  }

  public var header: String {
    """
    <!DOCTYPE html>
    <html\(isRightToLeft ? " dir=\"rtl\"" : "")>
    <head>
    <meta charset="utf-8">
    <title>\(MarkupText.line(title))</title>
    </head>
    <body style="margin: 0; background: \(palette.background)">
    <pre style="margin: 0; padding: \(SVGPicture.padding)px; font-family: \(SVGPicture.fontFamily); \
    font-size: \(SVGPicture.fontSize)px; line-height: \(SVGPicture.cellHeight)px; \
    color: \(palette.foreground); background: \(palette.background); direction: ltr; unicode-bidi: bidi-override">
    """
  }

  public var footer: String { "</pre>\n</body>\n</html>\n" }

  /// The rows of `canvas`, each on its own line; `isFirst` for the first slice (every later one
  /// starts with the line break that ends the slice before it).
  public func body(of canvas: Canvas, isFirst: Bool) -> String {
    var out = ""
    for y in 0..<canvas.height {
      if y > 0 || !isFirst { out += "\n" }
      var run: (style: CellStyle, text: String)?
      func close() {
        guard let open = run else { return }
        let style = css(open.style)
        out +=
          style.isEmpty
          ? MarkupText.escaped(open.text) : "<span style=\"\(style)\">\(MarkupText.escaped(open.text))</span>"
        run = nil
      }
      for x in 0..<canvas.usedWidth(ofRow: y) {
        let cell = canvas[x, y]
        if cell.width == 0 { continue }
        if run?.style != cell.style { close() }
        if run == nil { run = (cell.style, "") }
        run?.text.append(cell.character)
      }
      close()
    }
    return out
  }

  /// The inline style of a run: empty for the page's own colours and no attributes.
  private func css(_ style: CellStyle) -> String {
    var parts: [String] = []
    let colors = palette.colors(of: style)
    if colors.text != palette.foreground { parts.append("color: \(colors.text)") }
    if let background = colors.background { parts.append("background: \(background)") }
    if style.attributes.contains(.bold) { parts.append("font-weight: bold") }
    if style.attributes.contains(.dim) { parts.append("opacity: 0.6") }
    if style.attributes.contains(.underline) { parts.append("text-decoration: underline") }
    return parts.joined(separator: "; ")
  }
}
