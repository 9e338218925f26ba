/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var x: Double { origin.x }
  public var y: Double { origin.y }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var maxY: Double { origin.y + size.height }

  /// Whether the two rectangles share any area.
  ///
  /// Each side is treated as a half-open interval `[min, max)`, so rectangles that only touch do not
  /// intersect. A side of length zero counts as the single point `min`: a zero-height cell at y = 5
  /// intersects a rectangle spanning y 0..<10 but not one spanning 5..<5 + 0 unless they coincide.
  /// This is the predicate `LayoutResult.elements(in:)` answers, so zero-height items stay findable.
  public func intersects(_ other: Rect) -> Bool {
    Rect.overlaps(minX, maxX, other.minX, other.maxX) && Rect.overlaps(minY, maxY, other.minY, other.maxY)
  }

  /// Whether `self` contains the whole of `other` (edges included).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  static func overlaps(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
    if a0 == a1 {
      return b0 == b1 ? a0 == b0 : (b0 <= a0 && a0 < b1)
    }
    if b0 == b1 {
      return a0 <= b0 && b0 < a1
    }
    return a0 < b1 && b0 < a1
  }
}
