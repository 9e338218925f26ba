import GridInput

/// Turns what `wget_wch` returns into the previewer's `Key`.
///
/// Function keys arrive as ncurses codes; their modified forms (Alt+↑, Ctrl-End) have codes that
/// ncurses assigns at start-up from the terminal's description, so they are recognised by the name
/// `keyname()` gives them (`kUP3` is Alt+↑: the digit is xterm's modifier parameter).
enum KeyDecoder {
  /// A key from a `wget_wch` result, or nil for a function key the previewer has no name for (it is
  /// ignored). `name` is `keyname(code)`, asked only for function keys.
  static func decode(code: UInt32, isFunctionKey: Bool, name: () -> String?) -> Key? {
    guard isFunctionKey else { return Key(terminalCode: code) }
    return name().flatMap(key(named:))
  }

  /// The key of an ncurses key name: `KEY_UP`, `KEY_F(5)`, `KEY_SLEFT` (Shift+←), `kLFT5` (Ctrl-←).
  static func key(named name: String) -> Key? {
    if let plain = plainKeys[name] { return plain }
    if name.hasPrefix("KEY_F("), name.hasSuffix(")"), let n = Int(name.dropFirst(6).dropLast()), n > 0 {
      return .function(n)
    }
    // Extended names: a capability name then xterm's modifier parameter (kUP3, kHOM5, kDC6).
    guard name.first == "k", let digit = name.last?.wholeNumberValue,
      let modifiers = Key.Modifiers(xtermParameter: digit)
    else { return nil }
    let base = String(name.dropFirst().dropLast())
    return extendedKeys[base].map { Key($0, modifiers: modifiers) }
  }

  private static let plainKeys: [String: Key] = [
    "KEY_UP": .up, "KEY_DOWN": .down, "KEY_LEFT": .left, "KEY_RIGHT": .right,
    "KEY_PPAGE": .pageUp, "KEY_NPAGE": .pageDown, "KEY_HOME": .home, "KEY_END": .end,
    "KEY_IC": .insert, "KEY_DC": .delete, "KEY_ENTER": .enter, "KEY_BACKSPACE": .backspace,
    "KEY_BTAB": Key(.tab, modifiers: .shift),
    "KEY_SLEFT": Key(.left, modifiers: .shift), "KEY_SRIGHT": Key(.right, modifiers: .shift),
    "KEY_SR": Key(.up, modifiers: .shift), "KEY_SF": Key(.down, modifiers: .shift),
    "KEY_SHOME": Key(.home, modifiers: .shift), "KEY_SEND": Key(.end, modifiers: .shift),
    "KEY_SPREVIOUS": Key(.pageUp, modifiers: .shift), "KEY_SNEXT": Key(.pageDown, modifiers: .shift),
    "KEY_SDC": Key(.delete, modifiers: .shift), "KEY_SIC": Key(.insert, modifiers: .shift),
    // The keypad's corners and centre, as some terminals report Home, End and the page keys.
    "KEY_A1": .home, "KEY_C1": .end, "KEY_A3": .pageUp, "KEY_C3": .pageDown,
  ]

  private static let extendedKeys: [String: Key.Code] = [
    "UP": .up, "DN": .down, "LFT": .left, "RIT": .right, "HOM": .home, "END": .end,
    "PRV": .pageUp, "NXT": .pageDown, "IC": .insert, "DC": .delete,
  ]
}
