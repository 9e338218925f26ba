import GridCanvas
import GridScene
import GridText
import Testing

@Suite struct TooSmallMessageTests {
  static let message = TooSmallMessage(width: 15, height: 4, minimumWidth: 20, minimumHeight: 6)

  @Test func itSaysWhatIsWrongAndWhatToDo() {
    #expect(
      Self.message.lines == ["Terminal too small", "15×4, need 20×6", "Enlarge the window, or q to quit"])
  }

  @Test func theLinesAreCentred() {
    var canvas = Canvas(width: 40, height: 9)
    Self.message.draw(on: &canvas, in: canvas.bounds, theme: .dark, characters: .square)
    // Three lines in nine rows start at row 3; "Terminal too small" (18) starts at (40 − 18) / 2.
    #expect(
      canvas.row(3) == String(repeating: " ", count: 11) + "Terminal too small"
        + String(repeating: " ", count: 11))
    #expect(canvas.row(4).hasPrefix(String(repeating: " ", count: (40 - 15) / 2) + "15×4, need 20×6"))
    #expect(canvas.row(5) == "    Enlarge the window, or q to quit    ")
    #expect(canvas[11, 3].style == Theme.dark.title)
  }

  @Test func aNarrowCanvasWrapsTheLines() {
    var canvas = Canvas(width: 15, height: 6)
    Self.message.draw(on: &canvas, in: canvas.bounds, theme: .dark, characters: .square)
    #expect(
      canvas.description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
        "Terminal too", "small", "15×4, need 20×6", "Enlarge the", "window, or q to", "quit",
      ])
  }

  @Test func anyCanvasSizeIsDrawnWithoutTrapping() {
    for width in 0...25 {
      for height in 0...5 {
        var canvas = Canvas(width: width, height: height)
        TooSmallMessage(width: width, height: height, minimumWidth: 20, minimumHeight: 6)
          .draw(on: &canvas, in: canvas.bounds, theme: .monochrome, characters: .square)
        for y in 0..<height {
          #expect(DisplayWidth.columns(of: canvas.row(y)) == width)
        }
      }
    }
  }
}
