/// Whether a layout area reads as a phone held upright or sideways. Terminal cells are about twice as
/// tall as they are wide, so an area `w` cells wide and `h` rows tall looks like `w × 2h`.
public enum Orientation: String, Hashable, Sendable {
  case portrait
  case landscape

  /// Landscape when the area is at least as wide as it is tall on screen (`w ≥ 2h`).
  public init(width: Int, height: Int) {
    self = width >= 2 * height ? .landscape : .portrait
  }
}
