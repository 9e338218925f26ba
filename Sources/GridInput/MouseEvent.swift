/// A mouse event at a terminal cell: a button pressed or released, a drag with a button held, or a
/// turn of the wheel. Positions are 0-based screen cells (column `x`, row `y`).
public struct MouseEvent: Hashable, Sendable {
  public enum Button: Hashable, Sendable {
    case left, middle, right
  }

  public enum Kind: Hashable, Sendable {
    case press(Button)
    case release(Button)
    /// The pointer moved with this button held.
    case drag(Button)
    /// The wheel turned away from the person (content moves down: scroll up).
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var x: Int
  public var y: Int
  public var modifiers: Key.Modifiers

  public init(_ kind: Kind, x: Int, y: Int, modifiers: Key.Modifiers = []) {
    self.kind = kind
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }
}
