import GridCanvas
import Testing

@Suite struct BoxDrawingTests {
  @Test func aBoxHasSquareCornersAndStraightEdges() {
    var canvas = Canvas(width: 5, height: 3)
    canvas.drawBox(Canvas.Region(x: 0, y: 0, width: 5, height: 3), characters: .square, style: .plain)
    #expect(canvas.description == "┌───┐\n│   │\n└───┘")
  }

  @Test func boxesSharingEdgesMeetInJunctions() {
    var canvas = Canvas(width: 5, height: 5)
    for (x, y) in [(0, 0), (2, 0), (0, 2), (2, 2)] {
      canvas.drawBox(Canvas.Region(x: x, y: y, width: 3, height: 3), characters: .square, style: .plain)
    }
    #expect(canvas.description == "┌─┬─┐\n│ │ │\n├─┼─┤\n│ │ │\n└─┴─┘")
  }

  @Test func asciiBoxesUsePlusMinusAndBar() {
    var canvas = Canvas(width: 5, height: 3)
    canvas.drawBox(Canvas.Region(x: 0, y: 0, width: 3, height: 3), characters: .ascii, style: .plain)
    canvas.drawBox(Canvas.Region(x: 2, y: 0, width: 3, height: 3), characters: .ascii, style: .plain)
    #expect(canvas.description == "+-+-+\n| | |\n+-+-+")
  }

  @Test func aBoxCutByTheClipKeepsItsSidesToTheEdge() {
    var canvas = Canvas(width: 4, height: 2)
    canvas.drawBox(
      Canvas.Region(x: 0, y: -2, width: 4, height: 4), characters: .square, style: .plain,
      clip: Canvas.Region(x: 0, y: 0, width: 4, height: 2))
    #expect(canvas.description == "│  │\n└──┘")
  }

  @Test func roundedCornersKeepSquareJunctions() {
    var canvas = Canvas(width: 5, height: 3)
    canvas.drawBox(Canvas.Region(x: 0, y: 0, width: 3, height: 3), characters: .rounded, style: .plain)
    canvas.drawBox(Canvas.Region(x: 2, y: 0, width: 3, height: 3), characters: .rounded, style: .plain)
    #expect(canvas.description == "╭─┬─╮\n│ │ │\n╰─┴─╯")
  }
}
