/// A colour from the small palette every terminal has. `nil` in a `CellStyle` means the terminal's
/// own colour, so the default theme keeps the terminal's background.
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
  case black, red, green, yellow, blue, magenta, cyan, white

  /// The ANSI/curses colour number (0–7).
  public var number: Int { Int(rawValue) }
}
