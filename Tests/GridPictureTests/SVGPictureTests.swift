import GridCanvas
import Testing

@testable import GridPicture

/// `SVGPicture`: where each cell's glyph, line and background lands, written as the arithmetic of
/// the cell grid (a cell is 9 × 18 pixels; a baseline 14 pixels down the cell).
@Suite struct SVGPictureTests {
  /// A 6 × 3 canvas: a box around "ab", a wide glyph, a styled status row.
  static var canvas: Canvas {
    var canvas = Canvas(width: 6, height: 3)
    canvas.put("┌", width: 1, x: 0, y: 0, style: .plain)
    canvas.put("─", width: 1, x: 1, y: 0, style: .plain)
    canvas.put("┐", width: 1, x: 2, y: 0, style: .plain)
    canvas.put("a", width: 1, x: 0, y: 1, style: .plain)
    canvas.put("b", width: 1, x: 2, y: 1, style: CellStyle(.bold, foreground: .red))
    canvas.put("中", width: 2, x: 3, y: 1, style: .plain)
    canvas.fill(Canvas.Region(x: 0, y: 2, width: 6, height: 1), with: " ", style: CellStyle(.reverse))
    canvas.put("<", width: 1, x: 1, y: 2, style: CellStyle(.reverse))
    return canvas
  }

  static let picture = SVGPicture(columns: 6, rows: 3, title: "Fish & <chips>", palette: .dark)

  @Test func theDocumentIsSizedToTheGridWithItsTitleEscaped() {
    let svg = Self.picture.document(of: Self.canvas)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg.contains("width=\"\(6 * 9 + 2 * 8)\" height=\"\(3 * 18 + 2 * 8)\""))
    #expect(svg.contains("<title>Fish &amp; &lt;chips&gt;</title>"))
    #expect(svg.hasSuffix("</g>\n</svg>\n"))
  }

  /// A hostile title: markup escaped as entities; ESC, BEL, DEL and C1 shown as their pictures,
  /// as the previewer's title line shows them; line breaks a space each, tabs spaces — one line of
  /// text with no control left.
  static let hostileTitle = "<b>&\"x\"'\u{1B}]0;pwned\u{7}\r\nnext\u{2028}end\ttab\u{7F}\u{9B}2J\u{202E}"
  static let hostileTitleElement =
    "<title>&lt;b&gt;&amp;&quot;x&quot;&#39;␛]0;pwned␇ next end tab␡␦2J⇄</title>"

  @Test func aHostileTitleIsOneLineOfEscapedText() {
    let svg = SVGPicture(columns: 6, rows: 3, title: Self.hostileTitle, palette: .dark)
      .document(of: Self.canvas)
    #expect(svg.contains(Self.hostileTitleElement), "\(svg.prefix(400))")
    #expect(
      !svg.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    #expect(!svg.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x202E })
  }

  @Test func glyphsOfOneStyleShareAnElementWithAnXForEachCell() {
    let svg = Self.picture.body(of: Self.canvas, top: 0)
    // "a" alone (the bold red "b" is another style), at column 0 of row 1.
    #expect(svg.contains("<text x=\"0\" y=\"\(1 * 18 + 14)\" fill=\"#cccccc\">a</text>"))
    #expect(
      svg.contains("<text x=\"\(2 * 9)\" y=\"\(1 * 18 + 14)\" fill=\"#cd3131\" font-weight=\"bold\">b</text>")
    )
    // The wide glyph in an element of its own at its first column.
    #expect(svg.contains("<text x=\"\(3 * 9)\" y=\"\(1 * 18 + 14)\" fill=\"#cccccc\">中</text>"))
  }

  @Test func reverseVideoIsABackgroundRectangleAndSwappedText() {
    let svg = Self.picture.body(of: Self.canvas, top: 0)
    #expect(svg.contains("<rect x=\"0\" y=\"\(2 * 18)\" width=\"\(6 * 9)\" height=\"18\" fill=\"#cccccc\"/>"))
    #expect(svg.contains("<text x=\"\(1 * 9)\" y=\"\(2 * 18 + 14)\" fill=\"#1e1e1e\">&lt;</text>"))
  }

  @Test func boxCharactersAreLinesFromTheMiddleOfTheirCells() {
    let svg = Self.picture.body(of: Self.canvas, top: 0)
    let middleY = 18 / 2
    let corner = "M4.5 \(middleY)V18M4.5 \(middleY)H9"
    let line = "M13.5 \(middleY)H9M13.5 \(middleY)H18"
    let right = "M22.5 \(middleY)V18M22.5 \(middleY)H18"
    #expect(svg.contains("<path d=\"\(corner + line + right)\" stroke=\"#cccccc\""))
    #expect(!svg.contains(">┌<") && !svg.contains(">─<"))
  }

  @Test func aSliceIsDrawnAtItsRow() {
    var slice = Canvas(width: 2, height: 1)
    slice.put("z", width: 1, x: 1, y: 0, style: .plain)
    #expect(Self.picture.body(of: slice, top: 40).contains("<text x=\"9\" y=\"\(40 * 18 + 14)\""))
  }

  @Test func whatXMLCannotHoldIsReplaced() {
    #expect(MarkupText.escaped("a\u{1}b\u{FFFF}'\"") == "a\u{FFFD}b\u{FFFD}&#39;&quot;")
  }

  @Test func theLightPaletteForTheLightTheme() {
    #expect(Palette.matching(.light) == .light)
    #expect(Palette.matching(.dark) == .dark)
    #expect(Palette.matching(.monochrome) == .dark)
  }
}
