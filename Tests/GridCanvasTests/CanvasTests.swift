import GridCanvas
import Testing

@Suite struct CanvasTests {
  @Test func blankCanvasDescribesAsPaddedRows() {
    let canvas = Canvas(width: 3, height: 2)
    #expect(canvas.description == "   \n   ")
  }

  @Test func wideGlyphTakesTwoCells() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("漢", width: 2, x: 1, y: 0, style: .plain)
    #expect(canvas.description == " 漢 ")
    #expect(canvas[1, 0].width == 2)
    #expect(canvas[2, 0].width == 0)
  }

  @Test func wideGlyphCutByTheClipEdgeBecomesASpace() {
    var canvas = Canvas(width: 4, height: 1, fill: Canvas.Cell("."))
    canvas.put("漢", width: 2, x: 3, y: 0, style: .plain)
    #expect(canvas.description == "... ")
    canvas.put("字", width: 2, x: 1, y: 0, style: .plain, clip: Canvas.Region(x: 0, y: 0, width: 2, height: 1))
    #expect(canvas.description == ". . ")
  }

  @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("漢", width: 2, x: 0, y: 0, style: .plain)
    canvas.put("x", width: 1, x: 1, y: 0, style: .plain)
    #expect(canvas.description == " x  ")
    canvas.put("字", width: 2, x: 2, y: 0, style: .plain)
    canvas.put("y", width: 1, x: 2, y: 0, style: .plain)
    #expect(canvas.description == " xy ")
  }

  @Test func writesOutsideTheCanvasAreDropped() {
    var canvas = Canvas(width: 2, height: 1)
    canvas.put("a", width: 1, x: -1, y: 0, style: .plain)
    canvas.put("b", width: 1, x: 2, y: 0, style: .plain)
    canvas.put("c", width: 1, x: 0, y: 1, style: .plain)
    #expect(canvas.description == "  ")
  }

  @Test func ansiTextEmitsStylesOnlyWhereTheyChangeAndResetsEachLine() {
    var canvas = Canvas(width: 3, height: 2)
    canvas.put("a", width: 1, x: 0, y: 0, style: CellStyle(.bold))
    canvas.put("b", width: 1, x: 1, y: 0, style: CellStyle(.bold))
    canvas.put("c", width: 1, x: 0, y: 1, style: CellStyle(foreground: .cyan))
    #expect(canvas.ansiText() == "\u{1B}[0;1mab\u{1B}[0m \n\u{1B}[0;36mc\u{1B}[0m  ")
  }

  @Test func restyleKeepsCharacters() {
    var canvas = Canvas(width: 2, height: 1)
    canvas.put("a", width: 1, x: 0, y: 0, style: .plain)
    canvas.restyle(canvas.bounds) { $0.adding(.dim) }
    #expect(canvas[0, 0].character == "a")
    #expect(canvas[1, 0].style.attributes == [.dim])
  }
}
