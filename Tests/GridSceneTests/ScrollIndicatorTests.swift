import GridCanvas
import GridScene
import Testing

@Suite struct ScrollIndicatorTests {
  @Test func theThumbIsAsTallAsTheVisibleShare() {
    // 20 of 100 rows on a 10-row track: 10 × 20 / 100 = 2 rows.
    #expect(ScrollIndicator(offset: 0, visible: 20, total: 100).thumb(height: 10).count == 2)
    #expect(ScrollIndicator(offset: 0, visible: 50, total: 100).thumb(height: 10).count == 5)
    // Never thinner than a row.
    #expect(ScrollIndicator(offset: 0, visible: 1, total: 1_000_000).thumb(height: 10).count == 1)
  }

  @Test func theThumbIsAtTheTopAtTheStart() {
    #expect(ScrollIndicator(offset: 0, visible: 20, total: 100).thumb(height: 10) == 0..<2)
  }

  @Test func aNegativeOffsetIsTheTop() {
    #expect(ScrollIndicator(offset: -80, visible: 20, total: 100).thumb(height: 10) == 0..<2)
  }

  @Test func theThumbIsAtTheBottomAtTheEnd() {
    #expect(ScrollIndicator(offset: 80, visible: 20, total: 100).thumb(height: 10) == 8..<10)
    #expect(ScrollIndicator(offset: 500, visible: 20, total: 100).thumb(height: 10) == 8..<10)
  }

  @Test func theThumbIsInTheMiddleHalfWay() {
    // Offset 40 of 80: (10 − 2) × 40 / 80 = 4.
    #expect(ScrollIndicator(offset: 40, visible: 20, total: 100).thumb(height: 10) == 4..<6)
  }

  @Test func theThumbMovesDownAsTheOffsetGrows() {
    var last = 0
    for offset in 0...80 {
      let thumb = ScrollIndicator(offset: offset, visible: 20, total: 100).thumb(height: 29)
      #expect(thumb.lowerBound >= last)
      #expect(thumb.upperBound <= 29)
      last = thumb.lowerBound
    }
    #expect(last == 29 - 29 * 20 / 100)
  }

  @Test func contentThatFitsFillsTheTrackAndDrawsNothing() {
    let fits = ScrollIndicator(offset: 0, visible: 30, total: 30)
    #expect(fits.thumb(height: 10) == 0..<10)
    var canvas = Canvas(width: 1, height: 10, fill: Canvas.Cell("."))
    fits.draw(on: &canvas, in: .init(x: 0, y: 0, width: 1, height: 10), theme: .dark, characters: .square)
    #expect(canvas.description == Array(repeating: ".", count: 10).joined(separator: "\n"))
  }

  @Test func theTrackIsDrawnWithItsThumb() {
    var canvas = Canvas(width: 1, height: 10)
    ScrollIndicator(offset: 40, visible: 20, total: 100)
      .draw(on: &canvas, in: .init(x: 0, y: 0, width: 1, height: 10), theme: .dark, characters: .square)
    #expect(canvas.description == "│\n│\n│\n│\n┃\n┃\n│\n│\n│\n│")
    #expect(canvas[0, 4].style == Theme.dark.scrollThumb)
    #expect(canvas[0, 0].style == Theme.dark.scrollTrack)
    var ascii = Canvas(width: 1, height: 10)
    ScrollIndicator(offset: 0, visible: 20, total: 100)
      .draw(on: &ascii, in: .init(x: 0, y: 0, width: 1, height: 10), theme: .monochrome, characters: .ascii)
    #expect(ascii.description == "#\n#\n|\n|\n|\n|\n|\n|\n|\n|")
  }

  @Test func anEmptyOrNegativeTrackHasNoThumb() {
    for indicator in [
      ScrollIndicator(offset: 0, visible: 20, total: 100), ScrollIndicator(offset: 0, visible: 30, total: 30),
    ] {
      #expect(indicator.thumb(height: 0).isEmpty)
      #expect(indicator.thumb(height: -3).isEmpty)
      var canvas = Canvas(width: 1, height: 3, fill: Canvas.Cell("."))
      indicator.draw(
        on: &canvas, in: .init(x: 0, y: 0, width: 1, height: -3), theme: .dark, characters: .square)
      #expect(canvas.description == ".\n.\n.")
    }
  }
}
