import GridCanvas
import GridText
import Testing

@Suite struct HelpOverlayTests {
  static let entries = [
    HelpOverlay.Entry(keys: "← →  h l", action: "narrow / widen by 1 column"),
    HelpOverlay.Entry(keys: "0", action: "full terminal width"),
    HelpOverlay.Entry(keys: "PgUp PgDn space", action: "scroll a page"),
    HelpOverlay.Entry(keys: "?", action: "this help"),
  ]
  static let overlay = HelpOverlay(entries: entries)

  @Test func linesLineUpTheActionsAfterTheWidestKeys() {
    // The widest keys, "PgUp PgDn space", are 15 columns; two spaces follow.
    #expect(
      Self.overlay.lines == [
        "← →  h l" + String(repeating: " ", count: 15 - 8 + 2) + "narrow / widen by 1 column",
        "0" + String(repeating: " ", count: 15 - 1 + 2) + "full terminal width",
        "PgUp PgDn space  scroll a page",
        "?" + String(repeating: " ", count: 15 - 1 + 2) + "this help",
      ])
  }

  @Test func everyEntryIsDrawnInACentredBox() {
    var canvas = Canvas(width: 80, height: 24)
    Self.overlay.draw(on: &canvas, theme: .standard, characters: .square)
    // Content: the widest line (17 + 26 = 43 columns) and 2 columns each side; 4 entries, the
    // borders, a blank row and the footer.
    let width = 43 + 4
    let height = 4 + 4
    let x = (80 - width) / 2
    let y = (24 - height) / 2
    #expect(canvas[x, y].character == "┌")
    #expect(canvas[x + width - 1, y].character == "┐")
    #expect(canvas[x, y + height - 1].character == "└")
    #expect(canvas[x + width - 1, y + height - 1].character == "┘")
    #expect(canvas.row(y).contains("┌─ Keys ─"))
    for (i, line) in Self.overlay.lines.enumerated() {
      #expect(canvas.row(y + 1 + i).contains("│ " + line), "entry \(i)")
    }
    #expect(canvas.row(y + height - 2).contains("│ Esc or ? closes this help"))
  }

  @Test func theBoxCoversWhatWasUnderIt() {
    var canvas = Canvas(width: 60, height: 12, fill: Canvas.Cell("x"))
    Self.overlay.draw(on: &canvas, theme: .standard, characters: .square)
    let row = canvas.row(12 / 2)
    let inside = row.drop { $0 == "x" }.dropFirst()  // after the left border
    #expect(inside.hasPrefix(" "))
    #expect(!inside.prefix(40).contains("x"))
  }

  @Test func aSmallCanvasClipsTheOverlayWithoutTrapping() {
    for width in 0...50 {
      for height in 0...10 {
        var canvas = Canvas(width: width, height: height)
        Self.overlay.draw(on: &canvas, theme: .standard, characters: .ascii)
        for y in 0..<height {
          #expect(DisplayWidth.columns(of: canvas.row(y)) == width)
        }
      }
    }
    var canvas = Canvas(width: 30, height: 5)
    Self.overlay.draw(on: &canvas, theme: .standard, characters: .square)
    #expect(canvas[0, 0].character == "┌")
    #expect(canvas[29, 4].character == "┘")
  }
}
