import CNcurses
import Testing

@testable import GridTerminal

/// What `wget_wch` hands back, turned into keys.
@Suite struct KeyDecoderTests {
  @Test func functionKeysAreNamed() {
    let cases: [(Int32, Key)] = [
      (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_PPAGE, .pageUp),
      (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end), (KEY_ENTER, .enter),
      (KEY_BACKSPACE, .backspace),
    ]
    for (code, key) in cases {
      #expect(KeyDecoder.decode(code: UInt32(code), isFunctionKey: true) == key)
    }
    #expect(KeyDecoder.decode(code: UInt32(KEY_F0 + 5), isFunctionKey: true) == .other(KEY_F0 + 5))
  }

  @Test func controlCharactersAreChords() {
    #expect(KeyDecoder.decode(code: 12, isFunctionKey: false) == .control("l"))
    #expect(KeyDecoder.decode(code: 2, isFunctionKey: false) == .control("b"))
    #expect(KeyDecoder.decode(code: 27, isFunctionKey: false) == .escape)
    #expect(KeyDecoder.decode(code: 13, isFunctionKey: false) == .enter)
    #expect(KeyDecoder.decode(code: 9, isFunctionKey: false) == .tab)
    #expect(KeyDecoder.decode(code: 127, isFunctionKey: false) == .backspace)
  }

  @Test func printableCharactersAreThemselves() {
    #expect(KeyDecoder.decode(code: 0x2B, isFunctionKey: false) == .character("+"))
    #expect(KeyDecoder.decode(code: 0x48, isFunctionKey: false) == .character("H"))
    #expect(KeyDecoder.decode(code: 0x00E9, isFunctionKey: false) == .character("é"))
    #expect(KeyDecoder.decode(code: 0x6F22, isFunctionKey: false) == .character("漢"))
  }

  @Test func aCodeThatIsNoScalarIsOther() {
    #expect(KeyDecoder.decode(code: 0xD800, isFunctionKey: false) == .other(0xD800))
  }
}
