import GridInput

/// The bytes an xterm-compatible terminal sends for a key while a curses program runs — with the
/// keypad in application mode, as ncurses sets it (`smkx`): arrows as `ESC O A`, with modifiers
/// as `ESC [ 1 ; m A`, Alt as an Esc before the key.
public enum TerminalKeys {
  /// The bytes for `key`, or nil for a combination terminals have no bytes for.
  public static func bytes(for key: Key) -> [UInt8]? {
    var modifiers = key.modifiers
    var bytes: [UInt8]
    switch key.code {
    case .character(let character):
      if modifiers.contains(.control) {
        guard let ascii = character.asciiValue, character.isLetter else { return nil }
        bytes = [ascii & 0x1F]
        modifiers.remove(.control)
      } else {
        bytes = Array(String(character).utf8)
      }
      guard !modifiers.contains(.shift) else { return nil }
      return modifiers.contains(.alt) ? [0x1B] + bytes : bytes
    case .enter: bytes = [0x0D]
    case .escape: bytes = [0x1B]
    case .backspace: bytes = [0x7F]
    case .tab:
      if modifiers == .shift { return Array("\u{1B}[Z".utf8) }
      bytes = [0x09]
    case .up: return cursor("A", modifiers)
    case .down: return cursor("B", modifiers)
    case .right: return cursor("C", modifiers)
    case .left: return cursor("D", modifiers)
    case .home: return cursor("H", modifiers)
    case .end: return cursor("F", modifiers)
    case .insert: return tilde(2, modifiers)
    case .delete: return tilde(3, modifiers)
    case .pageUp: return tilde(5, modifiers)
    case .pageDown: return tilde(6, modifiers)
    case .function(let number):
      switch number {
      case 1...4: return cursor(["P", "Q", "R", "S"][number - 1], modifiers)
      case 5...12: return tilde([15, 17, 18, 19, 20, 21, 23, 24][number - 5], modifiers)
      default: return nil
      }
    }
    // Enter, Esc, Backspace and Tab: only Alt has bytes of its own.
    guard modifiers.isSubset(of: .alt) else { return nil }
    return modifiers.contains(.alt) ? [0x1B] + bytes : bytes
  }

  /// `ESC O X` (application mode), or `ESC [ 1 ; m X` with modifiers.
  private static func cursor(_ final: Character, _ modifiers: Key.Modifiers) -> [UInt8] {
    if modifiers.isEmpty { return Array("\u{1B}O\(final)".utf8) }
    return Array("\u{1B}[1;\(parameter(modifiers))\(final)".utf8)
  }

  /// `ESC [ n ~`, or `ESC [ n ; m ~` with modifiers.
  private static func tilde(_ number: Int, _ modifiers: Key.Modifiers) -> [UInt8] {
    if modifiers.isEmpty { return Array("\u{1B}[\(number)~".utf8) }
    return Array("\u{1B}[\(number);\(parameter(modifiers))~".utf8)
  }

  /// xterm's modifier parameter: one plus 1 for Shift, 2 for Alt, 4 for Ctrl.
  private static func parameter(_ modifiers: Key.Modifiers) -> Int {
    1 + (modifiers.contains(.shift) ? 1 : 0) + (modifiers.contains(.alt) ? 2 : 0)
      + (modifiers.contains(.control) ? 4 : 0)
  }
}
