/// A key press in the previewer's own vocabulary: what was pressed and with which modifiers.
///
/// The terminal backend decodes whatever the terminal sends (ncurses codes, escape sequences) into
/// this type, so nothing above it needs to know about curses. A key matches a binding only with
/// exactly the same modifiers: Alt+j is not `j`.
///
/// ```swift
/// Key.character("q")                // q
/// Key.control("l")                  // Ctrl-L
/// Key.character("j").adding(.alt)   // Alt+j (the terminal sends Esc j)
/// Key.function(1)                   // F1
/// ```
public struct Key: Hashable, Sendable {
  /// What was pressed, modifiers aside.
  public enum Code: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end, insert, delete
    case enter, escape, backspace, tab
    /// F1, F2, … by number.
    case function(Int)
  }

  /// Modifier keys held with the key, as far as the terminal reports them.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Alt or Meta: terminals send it as an Esc before the key.
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let control = Modifiers(rawValue: 1 << 2)

    /// The modifiers of xterm's parameter `m` in `CSI 1 ; m X` (2 Shift, 3 Alt, 5 Ctrl, and their
    /// combinations: one plus the sum of 1 Shift, 2 Alt, 4 Ctrl), or nil outside 1…8.
    public init?(xtermParameter m: Int) {
      guard (1...8).contains(m) else { return nil }
      let bits = m - 1
      var modifiers: Modifiers = []
      if bits & 1 != 0 { modifiers.insert(.shift) }
      if bits & 2 != 0 { modifiers.insert(.alt) }
      if bits & 4 != 0 { modifiers.insert(.control) }
      self = modifiers
    }
  }

  public var code: Code
  public var modifiers: Modifiers

  public init(_ code: Code, modifiers: Modifiers = []) {
    self.code = code
    self.modifiers = modifiers
  }

  /// This key with more modifiers held.
  public func adding(_ more: Modifiers) -> Key { Key(code, modifiers: modifiers.union(more)) }

  /// A printable character, no modifiers (Shift is part of the character: `H`, `+`).
  public static func character(_ character: Character) -> Key { Key(.character(character)) }

  /// A control chord such as Ctrl-L, by its letter.
  public static func control(_ letter: Character) -> Key {
    Key(.character(Character(letter.lowercased())), modifiers: .control)
  }

  /// A function key: F1 is `function(1)`.
  public static func function(_ number: Int) -> Key { Key(.function(number)) }

  public static let up = Key(.up)
  public static let down = Key(.down)
  public static let left = Key(.left)
  public static let right = Key(.right)
  public static let pageUp = Key(.pageUp)
  public static let pageDown = Key(.pageDown)
  public static let home = Key(.home)
  public static let end = Key(.end)
  public static let insert = Key(.insert)
  public static let delete = Key(.delete)
  public static let enter = Key(.enter)
  public static let escape = Key(.escape)
  public static let backspace = Key(.backspace)
  public static let tab = Key(.tab)
}

extension Key: CustomStringConvertible {
  /// The key as the help and docs/keys.md name it: `Alt+j`, `Ctrl-L`, `F1`, `←`, `space`.
  public var description: String {
    var name: String
    switch code {
    case .character(" "): name = "space"
    case .character(let c): name = modifiers.contains(.control) ? c.uppercased() : String(c)
    case .up: name = "↑"
    case .down: name = "↓"
    case .left: name = "←"
    case .right: name = "→"
    case .pageUp: name = "PgUp"
    case .pageDown: name = "PgDn"
    case .home: name = "Home"
    case .end: name = "End"
    case .insert: name = "Insert"
    case .delete: name = "Delete"
    case .enter: name = "Enter"
    case .escape: name = "Esc"
    case .backspace: name = "Backspace"
    case .tab: name = "Tab"
    case .function(let n): name = "F\(n)"
    }
    if modifiers.contains(.control) { name = "Ctrl-" + name }
    if modifiers.contains(.shift) { name = "Shift+" + name }
    if modifiers.contains(.alt) { name = "Alt+" + name }
    return name
  }
}
