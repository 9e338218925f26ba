import GridCanvas

/// A canvas as a self-contained SVG document: a grid of fixed cells on the palette's background,
/// each glyph placed in its own cell (so a font's advance never shifts a column), box-drawing
/// characters drawn as lines from the middle of the cell so borders join, backgrounds and reverse
/// video as rectangles, bold, dim and underline as text attributes. The canvas is already in
/// visual order (right-to-left text reversed by `GridText`), so text is laid out left to right as
/// written (`unicode-bidi: bidi-override`): a viewer must not reorder it again.
///
/// The picture can be written a slice at a time, so a long layout needs no canvas of its full
/// height: `header`, then `body(of:top:)` for each slice, then `footer`.
///
/// ```swift
/// let svg = SVGPicture(columns: canvas.width, rows: canvas.height, title: "Demo", palette: .dark)
/// let document = svg.document(of: canvas)   // "<?xml …><svg …>…</svg>\n"
/// ```
public struct SVGPicture: Hashable, Sendable {
  /// A cell's size in pixels (a terminal cell is about twice as tall as wide).
  public static let cellWidth = 9
  public static let cellHeight = 18
  /// The text's size and where its baseline sits in a cell.
  public static let fontSize = 15
  public static let baseline = 14
  /// The margin around the grid.
  public static let padding = 8
  /// Monospace fonts, most specific first.
  public static let fontFamily = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace"

  public var columns: Int
  public var rows: Int
  public var title: String
  public var palette: Palette

  public init(columns: Int, rows: Int, title: String, palette: Palette) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.title = title
    self.palette = palette
  }

  /// The whole document for one canvas.
  public func document(of canvas: Canvas) -> String {
    header + body(of: canvas, top: 0) + footer
  }

  /// Everything before the cells: the XML declaration, the `svg` element sized to the grid, the
  /// title and the background.
  public var header: String {
    let width = columns * Self.cellWidth + 2 * Self.padding
    let height = rows * Self.cellHeight + 2 * Self.padding
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="\(Self.fontFamily)" font-size="\(Self.fontSize)">
      <title>\(MarkupText.line(title))</title>
      <style>text { direction: ltr; unicode-bidi: bidi-override }</style>
      <rect width="\(width)" height="\(height)" fill="\(palette.background)"/>
      <g transform="translate(\(Self.padding) \(Self.padding))">

      """
  }

  public var footer: String { "</g>\n</svg>\n" }

  /// The cells of `canvas`, its first row drawn as row `top` of the picture.
  public func body(of canvas: Canvas, top: Int) -> String {
    var out = ""
    for y in 0..<canvas.height {
      out += backgrounds(of: canvas, y: y, row: top + y)
      out += lines(of: canvas, y: y, row: top + y)
      out += text(of: canvas, y: y, row: top + y)
    }
    return out
  }

  /// One rectangle per run of cells with the same background (a background colour, or reverse video).
  private func backgrounds(of canvas: Canvas, y: Int, row: Int) -> String {
    var out = ""
    var run: (start: Int, color: String)?
    func close(at end: Int) {
      guard let open = run else { return }
      out +=
        "<rect x=\"\(open.start * Self.cellWidth)\" y=\"\(row * Self.cellHeight)\" "
        + "width=\"\((end - open.start) * Self.cellWidth)\" height=\"\(Self.cellHeight)\" fill=\"\(open.color)\"/>\n"
      run = nil
    }
    for x in 0..<canvas.width {
      let color = palette.colors(of: canvas[x, y].style).background
      if color != run?.color { close(at: x) }
      if let color, run == nil { run = (x, color) }
    }
    close(at: canvas.width)
    return out
  }

  /// The row's box-drawing cells as line segments from each cell's middle, one path per style.
  private func lines(of canvas: Canvas, y: Int, row: Int) -> String {
    var paths: [(style: CellStyle, d: String)] = []
    for x in 0..<canvas.width {
      let cell = canvas[x, y]
      guard cell.width == 1, let directions = BoxLine.directions(of: cell.character) else { continue }
      let middleX = x * Self.cellWidth * 2 + Self.cellWidth  // in half pixels
      let middleY = row * Self.cellHeight + Self.cellHeight / 2
      var d = ""
      let start = "M\(Self.halves(middleX)) \(middleY)"
      if directions.contains(.up) { d += start + "V\(row * Self.cellHeight)" }
      if directions.contains(.down) { d += start + "V\((row + 1) * Self.cellHeight)" }
      if directions.contains(.left) { d += start + "H\(x * Self.cellWidth)" }
      if directions.contains(.right) { d += start + "H\((x + 1) * Self.cellWidth)" }
      if let index = paths.firstIndex(where: { $0.style == cell.style }) {
        paths[index].d += d
      } else {
        paths.append((cell.style, d))
      }
    }
    return paths.map { path in
      let color = palette.colors(of: path.style).text
      let width = path.style.attributes.contains(.bold) ? 2 : 1
      let dim = path.style.attributes.contains(.dim) ? " stroke-opacity=\"0.6\"" : ""
      return "<path d=\"\(path.d)\" stroke=\"\(color)\" stroke-width=\"\(width)\"\(dim) "
        + "stroke-linecap=\"square\" fill=\"none\"/>\n"
    }.joined()
  }

  /// The row's glyphs: each unbroken run of single-scalar, one-column glyphs of one style (a word) as
  /// one `text` element with an x for each glyph; a wide glyph or a cluster of several scalars as an
  /// element of its own. Renderers that take only the first x (librsvg) still place every word at
  /// its column: a word drifts by at most the font's advance error over its length.
  private func text(of canvas: Canvas, y: Int, row: Int) -> String {
    var out = ""
    var run: (style: CellStyle, xs: [Int], text: String)?
    let baseline = row * Self.cellHeight + Self.baseline
    func element(_ style: CellStyle, _ xs: [Int], _ text: String) -> String {
      let positions = xs.map { String($0 * Self.cellWidth) }.joined(separator: " ")
      return
        "<text x=\"\(positions)\" y=\"\(baseline)\"\(attributes(of: style))>\(MarkupText.escaped(text))</text>\n"
    }
    func close() {
      if let open = run { out += element(open.style, open.xs, open.text) }
      run = nil
    }
    for x in 0..<canvas.width {
      let cell = canvas[x, y]
      guard cell.width > 0, cell.character != " ", BoxLine.directions(of: cell.character) == nil else {
        if cell.width > 0 { close() }
        continue
      }
      if cell.width == 2 || cell.character.unicodeScalars.count > 1 {
        close()
        out += element(cell.style, [x], String(cell.character))
        continue
      }
      if run?.style != cell.style { close() }
      if run == nil { run = (cell.style, [], "") }
      run?.xs.append(x)
      run?.text.append(cell.character)
    }
    close()
    return out
  }

  /// The presentation attributes of a style: its colour, weight, dimming and underline.
  private func attributes(of style: CellStyle) -> String {
    var out = " fill=\"\(palette.colors(of: style).text)\""
    if style.attributes.contains(.bold) { out += " font-weight=\"bold\"" }
    if style.attributes.contains(.dim) { out += " fill-opacity=\"0.6\"" }
    if style.attributes.contains(.underline) { out += " text-decoration=\"underline\"" }
    return out
  }

  /// A length given in half pixels, as SVG writes it (`13.5`).
  private static func halves(_ value: Int) -> String {
    value % 2 == 0 ? String(value / 2) : "\(value / 2).5"
  }
}
