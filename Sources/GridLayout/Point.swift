/// A location in layout coordinates: x grows to the right, y grows downwards.
///
/// Units are points on an iOS device and terminal cells in the previewer; the engine does not care.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}
