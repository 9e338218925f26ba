import CNcurses
import GridInput
import Testing

@testable import GridTerminal

/// What `wget_wch` hands back, turned into keys.
@Suite struct KeyDecoderTests {
  @Test func functionKeysAreKnownByTheirNames() {
    let cases: [(String, Key)] = [
      ("KEY_UP", .up), ("KEY_DOWN", .down), ("KEY_LEFT", .left), ("KEY_RIGHT", .right),
      ("KEY_PPAGE", .pageUp), ("KEY_NPAGE", .pageDown), ("KEY_HOME", .home), ("KEY_END", .end),
      ("KEY_ENTER", .enter), ("KEY_BACKSPACE", .backspace), ("KEY_DC", .delete), ("KEY_IC", .insert),
      ("KEY_F(1)", .function(1)), ("KEY_F(12)", .function(12)), ("KEY_SLEFT", Key(.left, modifiers: .shift)),
      ("KEY_BTAB", Key(.tab, modifiers: .shift)), ("KEY_A1", .home), ("KEY_C3", .pageDown),
      ("kUP3", Key(.up, modifiers: .alt)), ("kLFT5", Key(.left, modifiers: .control)),
      ("kHOM7", Key(.home, modifiers: [.alt, .control])), ("kNXT2", Key(.pageDown, modifiers: .shift)),
      ("kDC5", Key(.delete, modifiers: .control)),
    ]
    for (name, key) in cases {
      #expect(KeyDecoder.key(named: name) == key, "\(name)")
    }
  }

  @Test(arguments: ["KEY_MOUSE", "KEY_F(0)", "KEY_F(x)", "kUP9", "kFOO3", "KEY_SUSPEND", "", "k"])
  func keysWithoutANameAreNone(_ name: String) {
    #expect(KeyDecoder.key(named: name) == nil)
  }

  /// The names come from ncurses itself: its codes for the plain keys.
  @Test func ncursesNamesItsOwnCodes() throws {
    let cases: [(Int32, Key)] = [
      (KEY_UP, .up), (KEY_HOME, .home), (KEY_END, .end), (KEY_NPAGE, .pageDown), (KEY_F0 + 5, .function(5)),
    ]
    for (code, key) in cases {
      let decoded = KeyDecoder.decode(code: UInt32(code), isFunctionKey: true) {
        keyname(code).map { String(cString: $0) }
      }
      #expect(decoded == key)
    }
  }

  @Test func charactersAreTerminalCodes() {
    #expect(KeyDecoder.decode(code: 12, isFunctionKey: false) { nil } == .control("l"))
    #expect(KeyDecoder.decode(code: 0x48, isFunctionKey: false) { nil } == .character("H"))
  }
}
