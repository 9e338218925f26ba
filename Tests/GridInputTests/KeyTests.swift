import GridInput
import Testing

@Suite struct KeyTests {
  @Test func terminalCodes() {
    #expect(Key(terminalCode: 12) == .control("l"))
    #expect(Key(terminalCode: 2) == .control("b"))
    #expect(Key(terminalCode: 27) == .escape)
    #expect(Key(terminalCode: 13) == .enter)
    #expect(Key(terminalCode: 10) == .enter)
    #expect(Key(terminalCode: 9) == .tab)
    #expect(Key(terminalCode: 127) == .backspace)
    #expect(Key(terminalCode: 8) == .backspace)
    #expect(Key(terminalCode: 0x2B) == .character("+"))
    #expect(Key(terminalCode: 0x00E9) == .character("é"))
    #expect(Key(terminalCode: 0x6F22) == .character("漢"))
  }

  /// A code that is no scalar, or a control code with no key, is a character no binding uses.
  @Test func codesWithoutAKeyAreTheReplacementCharacter() {
    #expect(Key(terminalCode: 0xD800) == .character("\u{FFFD}"))
    #expect(Key(terminalCode: 0x1C) == .character("\u{FFFD}"))
    #expect(Key(terminalCode: 0) == .character("\u{FFFD}"))
  }

  @Test func aKeyWithAModifierIsAnotherKey() {
    #expect(Key.character("j") != Key.character("j").adding(.alt))
    #expect(Key.control("L") == Key.control("l"))
    #expect(Key.control("l") != Key.character("l"))
  }

  @Test func descriptions() {
    #expect(Key.character("j").adding(.alt).description == "Alt+j")
    #expect(Key.control("l").description == "Ctrl-L")
    #expect(Key.function(1).description == "F1")
    #expect(Key.left.description == "←")
    #expect(Key.character(" ").description == "space")
    #expect(Key(.up, modifiers: [.shift, .control]).description == "Shift+Ctrl-↑")
  }

  @Test func xtermModifierParameters() {
    #expect(Key.Modifiers(xtermParameter: 1) == [])
    #expect(Key.Modifiers(xtermParameter: 2) == .shift)
    #expect(Key.Modifiers(xtermParameter: 3) == .alt)
    #expect(Key.Modifiers(xtermParameter: 5) == .control)
    #expect(Key.Modifiers(xtermParameter: 8) == [.shift, .alt, .control])
    #expect(Key.Modifiers(xtermParameter: 0) == nil)
    #expect(Key.Modifiers(xtermParameter: 9) == nil)
  }
}
