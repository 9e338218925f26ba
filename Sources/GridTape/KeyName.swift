import GridInput

/// Key names as a tape writes them (`+`, `Left`, `Ctrl-L`, `Shift+Tab`, `F1`), the same names the
/// help and docs/keys.md give keys, with a few spellings more (`Escape`, `PageDown`, `Up`).
public enum KeyName {
  /// The key a name stands for, or nil.
  public static func key(named name: some StringProtocol) -> Key? {
    var rest = Substring(name)
    var modifiers: Key.Modifiers = []
    while true {
      if rest.count > 5, rest.hasPrefix("Ctrl-") || rest.hasPrefix("Ctrl+") {
        modifiers.insert(.control)
        rest = rest.dropFirst(5)
      } else if rest.count > 4, rest.hasPrefix("Alt+") || rest.hasPrefix("Alt-") {
        modifiers.insert(.alt)
        rest = rest.dropFirst(4)
      } else if rest.count > 6, rest.hasPrefix("Shift+") || rest.hasPrefix("Shift-") {
        modifiers.insert(.shift)
        rest = rest.dropFirst(6)
      } else {
        break
      }
    }
    guard var key = base(named: rest) else { return nil }
    if modifiers.contains(.control), case .character(let c) = key.code {
      // Ctrl with a letter is a control code; with anything else terminals send nothing usable.
      guard c.isASCII, c.isLetter else { return nil }
      key = Key.control(c)
      modifiers.remove(.control)
    }
    if modifiers.contains(.shift), case .character = key.code { return nil }
    key = key.adding(modifiers)
    return TerminalKeys.bytes(for: key) == nil ? nil : key
  }

  private static func base(named name: Substring) -> Key? {
    switch name {
    case "space", "Space": return .character(" ")
    case "Enter", "Return": return .enter
    case "Esc", "Escape": return .escape
    case "Tab": return .tab
    case "Backspace": return .backspace
    case "Up", "↑": return .up
    case "Down", "↓": return .down
    case "Left", "←": return .left
    case "Right", "→": return .right
    case "PgUp", "PageUp": return .pageUp
    case "PgDn", "PageDown": return .pageDown
    case "Home": return .home
    case "End": return .end
    case "Insert": return .insert
    case "Delete": return .delete
    default: break
    }
    if name.count >= 2, name.first == "F", let number = Int(name.dropFirst()), (1...12).contains(number) {
      return .function(number)
    }
    // One scalar: the previewer reads one key per scalar.
    guard name.unicodeScalars.count == 1, let character = name.first, !character.isWhitespace,
      !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    return .character(character)
  }
}
