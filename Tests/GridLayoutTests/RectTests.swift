import GridLayout
import Testing

@Suite struct RectTests {
  @Test func edgesAreDerivedFromOriginAndSize() {
    let r = Rect(x: 2, y: 3, width: 10, height: 4)
    #expect(r.minX == 2 && r.maxX == 2 + 10)
    #expect(r.minY == 3 && r.maxY == 3 + 4)
  }

  @Test func touchingRectanglesDoNotIntersect() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
    #expect(!a.intersects(Rect(x: 0, y: 10, width: 5, height: 5)))
    #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
  }

  @Test func zeroHeightElementCountsAsALine() {
    let line = Rect(x: 0, y: 5, width: 10, height: 0)
    #expect(line.intersects(Rect(x: 0, y: 0, width: 10, height: 10)))
    #expect(line.intersects(Rect(x: 0, y: 5, width: 10, height: 1)))
    #expect(!line.intersects(Rect(x: 0, y: 0, width: 10, height: 5)))
    #expect(line.intersects(Rect(x: 0, y: 5, width: 10, height: 0)))
  }
}
