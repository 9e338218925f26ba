import GridCanvas
import GridLayout
import Testing

@testable import GridScene

/// The scroll position as a value, given the layout on screen.
@Suite struct ScrollPositionTests {
  static let result = Scene(fixture: longFixture()).layoutResult(width: 100, settings: SceneSettings())

  @Test func movesStayWithinTheContent() {
    var scroll = ScrollPosition()
    scroll.move(.pages(1), viewportHeight: 28, maxScroll: 100)
    #expect(scroll.y == 28 - 1, "a page is a viewport less one row")
    scroll.move(.lines(-50), viewportHeight: 28, maxScroll: 100)
    #expect(scroll.y == 0)
    scroll.move(.bottom, viewportHeight: 28, maxScroll: 100)
    #expect(scroll.y == 100)
    scroll.pan(by: 30, maxX: 20)
    #expect(scroll.x == 20)
    scroll.pan(by: -25, maxX: 20)
    #expect(scroll.x == 0)
  }

  /// The element at the top row comes back to the top row of another layout, its offset kept
  /// within it; at the very top there is no anchor.
  @Test func theTopElementComesBackToTheTop() throws {
    var scroll = ScrollPosition()
    #expect(scroll.topElement(in: Self.result, paneWidth: 100, viewportHeight: 28) == nil)
    scroll.y = 20
    let anchor = try #require(scroll.topElement(in: Self.result, paneWidth: 100, viewportHeight: 28))
    let frame = try #require(Self.result.frame(of: anchor.kind, at: anchor.path))
    #expect(Canvas.cells(frame.minY) + anchor.offset == 20)
    let narrower = Scene(fixture: longFixture()).layoutResult(width: 60, settings: SceneSettings())
    scroll.anchor = anchor
    scroll.restoreAnchor(in: narrower, maxScroll: 1_000)
    let moved = try #require(narrower.frame(of: anchor.kind, at: anchor.path))
    #expect(scroll.y == Canvas.cells(moved.minY) + min(anchor.offset, Canvas.cells(moved.height) - 1))
    scroll.restoreAnchor(in: narrower, maxScroll: 3)
    #expect(scroll.y == 3, "never past the scroll limit")
  }

  /// Revealing an element scrolls the least that shows all of it.
  @Test func revealingScrollsTheLeastThatShowsTheElement() throws {
    let element = try #require(Self.result.allElements.last { $0.kind == .cell })
    var scroll = ScrollPosition()
    scroll.reveal(element, in: Self.result, viewport: (100, 10), maxScroll: 10_000, maxX: 0)
    #expect(scroll.y == Canvas.cells(element.frame.maxY) - 10, "its bottom on the last row")
    scroll.y = 10_000
    scroll.reveal(element, in: Self.result, viewport: (100, 10), maxScroll: 10_000, maxX: 0)
    #expect(scroll.y == Canvas.cells(element.frame.minY), "its top on the first row")
  }
}
