extension Fixture {
  /// The direction of the app's interface: in a right-to-left one (Arabic, Hebrew, Persian, Urdu)
  /// UIKit mirrors a layout, item 0 at the top right.
  public enum Direction: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right, the default.
    case ltr
    /// Right to left: the layout mirrored, text aligned to the right.
    case rtl

    public var description: String { rawValue }
  }
}
