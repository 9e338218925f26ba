import GridCanvas
import GridText
import Testing

/// `Canvas.write`: text by display width, clipped, and never anything a terminal would obey.
@Suite struct CanvasTextTests {
  @Test func textIsWrittenOneGlyphPerCellWideGlyphsInTwo() {
    var canvas = Canvas(width: 8, height: 1)
    let advanced = canvas.write("a漢é🇯🇵", x: 1, y: 0, style: .plain)
    #expect(advanced == 1 + 2 + 1 + 2)
    #expect(canvas.row(0) == " a漢é🇯🇵 ")
    #expect(canvas[2, 0].width == 2)
    #expect(canvas[3, 0].width == 0)
  }

  @Test func aWideGlyphCutByTheClipEdgeBecomesASpace() {
    var canvas = Canvas(width: 6, height: 1, fill: Canvas.Cell("."))
    canvas.write("ab漢c", x: 0, y: 0, style: .plain, clip: Canvas.Region(x: 0, y: 0, width: 3, height: 1))
    #expect(canvas.row(0) == "ab ...")
    canvas.write("漢字", x: 4, y: 0, style: .plain)
    #expect(canvas.row(0) == "ab .漢", "the canvas edge clips too")
    canvas.write("字", x: 5, y: 0, style: .plain)
    #expect(
      canvas.row(0) == "ab .  ", "half a glyph at the last column, and the glyph it overwrote, are blank")
  }

  @Test func textLeftOfTheClipIsDropped() {
    var canvas = Canvas(width: 6, height: 1, fill: Canvas.Cell("."))
    canvas.write("abcdef", x: -2, y: 0, style: .plain, clip: Canvas.Region(x: 1, y: 0, width: 3, height: 1))
    #expect(canvas.row(0) == ".def..")
  }

  @Test func rowsOutsideTheClipAreUntouched() {
    var canvas = Canvas(width: 3, height: 2, fill: Canvas.Cell("."))
    canvas.write("abc", x: 0, y: 1, style: .plain, clip: Canvas.Region(x: 0, y: 0, width: 3, height: 1))
    canvas.write("abc", x: 0, y: 5, style: .plain)
    canvas.write("abc", x: 0, y: -1, style: .plain)
    #expect(canvas.description == "...\n...")
  }

  @Test func escapeSequencesAreShownNotObeyed() {
    var canvas = Canvas(width: 12, height: 1)
    canvas.write("a\u{1B}[31mb", x: 0, y: 0, style: .plain)
    #expect(canvas.row(0).hasPrefix("a␛[31mb"))
    for x in 0..<canvas.width {
      #expect(!canvas[x, 0].character.unicodeScalars.contains("\u{1B}"), "column \(x)")
    }
  }

  @Test func everyControlBecomesAOneColumnPlaceholder() {
    let controls = "\u{0}\u{7}\u{8}\t\n\r\r\n\u{1B}\u{7F}\u{85}\u{9B}\u{202E}\u{2066}\u{200F}"
    var canvas = Canvas(width: 20, height: 1)
    let advanced = canvas.write(controls, x: 0, y: 0, style: .plain)
    #expect(canvas.row(0) == "␀␇␈␉␊␍␊␛␡␦␦⇄⇄⇄      ")
    #expect(advanced == 14)
    for x in 0..<canvas.width {
      #expect(canvas[x, 0].character.unicodeScalars.allSatisfy { SafeText.placeholder(for: $0) == nil })
    }
  }

  /// Combining marks stay with their glyph; an emoji ZWJ sequence is drawn as its first emoji.
  @Test func clustersAreDrawnAsTerminalsAgreeToDrawThem() {
    var canvas = Canvas(width: 12, height: 1)
    let advanced = canvas.write("e\u{301}👩‍💻x🇯🇵❤️1️⃣", x: 0, y: 0, style: .plain)
    #expect(advanced == 1 + 2 + 1 + 2 + 1 + 1)
    #expect(canvas.row(0) == "e\u{301}👩x\u{1F1EF}\u{1F1F5}\u{2764}1\u{20E3}    ")
    #expect(canvas[0, 0].character == "e\u{301}")
    #expect(canvas[1, 0].character == "👩")
    #expect(canvas[1, 0].width == 2)
    #expect(canvas[4, 0].character == "\u{1F1EF}")
    #expect(canvas[5, 0].character == "\u{1F1F5}")
    #expect(canvas[7, 0].character == "1\u{20E3}")
  }

  @Test func theAdvanceIsTheDrawnWidthWhetherOrNotTheClipCutsIt() {
    // "a", ESC drawn as "␛", and a wide glyph: 1 + 1 + 2 columns.
    let text = "a\u{1B}漢"
    var canvas = Canvas(width: 10, height: 2)
    #expect(canvas.write(text, x: 0, y: 0, style: .plain) == 4)
    #expect(canvas.write(text, x: 0, y: 5, style: .plain) == 4, "a row outside the canvas")
    #expect(canvas.write(text, x: 8, y: 1, style: .plain) == 4, "cut by the right edge")
    #expect(canvas.write(text, x: -3, y: 1, style: .plain) == 4, "cut by the left edge")
    #expect(canvas.row(1) == "        a␛", "a wide glyph across the left edge is dropped")
  }

  @Test func theStyleIsGivenToEveryCellWritten() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.write("a漢", x: 0, y: 0, style: CellStyle(.bold))
    #expect((0..<3).allSatisfy { canvas[$0, 0].style == CellStyle(.bold) })
    #expect(canvas[3, 0].style == .plain)
  }
}
