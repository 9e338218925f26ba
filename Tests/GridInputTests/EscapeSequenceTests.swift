import Testing

@testable import GridInput

/// What terminals send after an Esc, decoded: keys with modifiers, mouse reports, and unknown
/// sequences that must be ignored rather than read as Esc and letters.
@Suite struct EscapeSequenceTests {
  static func decode(_ text: String, final: Bool = false) -> EscapeSequence.Decoded {
    EscapeSequence.decode(afterEscape: text.unicodeScalars.map(\.value), final: final)
  }

  @Test func aLoneEscIsEsc() {
    #expect(Self.decode("") == .key(.escape))
  }

  @Test(arguments: ["j", "q", "Q", "+", "é", "1"])
  func escThenACharacterIsAltWithIt(_ text: String) {
    #expect(Self.decode(text) == .key(Key.character(Character(text)).adding(.alt)))
  }

  @Test func escThenAControlCodeIsAltWithTheChord() {
    #expect(Self.decode("\u{0C}") == .key(Key.control("l").adding(.alt)))
    #expect(Self.decode("\u{7F}") == .key(Key.backspace.adding(.alt)))
  }

  /// Cursor and editing keys in the forms xterm, VT220, rxvt, tmux and the Linux console send.
  @Test(arguments: [
    ("[A", Key.up), ("[B", .down), ("[C", .right), ("[D", .left),
    ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left),
    ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end),
    ("[1~", .home), ("[4~", .end), ("[7~", .home), ("[8~", .end),
    ("[2~", .insert), ("[3~", .delete), ("[5~", .pageUp), ("[6~", .pageDown),
    ("OP", .function(1)), ("OS", .function(4)), ("[11~", .function(1)), ("[15~", .function(5)),
    ("[17~", .function(6)), ("[21~", .function(10)), ("[23~", .function(11)), ("[24~", .function(12)),
    ("[Z", Key(.tab, modifiers: .shift)), ("OM", .enter),
  ])
  func namedKeys(_ sequence: String, _ key: Key) {
    #expect(Self.decode(sequence) == .key(key))
  }

  /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Ctrl).
  @Test(arguments: [
    ("[1;2A", Key(.up, modifiers: .shift)), ("[1;3A", Key(.up, modifiers: .alt)),
    ("[1;5D", Key(.left, modifiers: .control)), ("[1;7C", Key(.right, modifiers: [.alt, .control])),
    ("[1;8H", Key(.home, modifiers: [.shift, .alt, .control])), ("[5;3~", Key(.pageUp, modifiers: .alt)),
    ("[3;5~", Key(.delete, modifiers: .control)), ("[1;5P", Key(.function(1), modifiers: .control)),
  ])
  func modifiedKeys(_ sequence: String, _ key: Key) {
    #expect(Self.decode(sequence) == .key(key))
  }

  @Test func escEscBeforeASequenceIsAlt() {
    #expect(Self.decode("\u{1B}[A") == .key(Key(.up, modifiers: .alt)))
    #expect(Self.decode("\u{1B}") == .key(Key(.escape, modifiers: .alt)))
  }

  /// Sequences no key of the previewer means: focus reports, device attributes, bracketed paste
  /// markers, unknown tilde codes, private modes, cursor-position reports, too many parameters.
  @Test(arguments: [
    "[I", "[O", "[?1;2c", "[200~", "[201~", "[99~", "[0~", "[?25h", "[12;40R", "[1;2;3A", "[1;99A",
    "[1;0A", "[>0;95;0c", "Ox", "O~", "[a;bA", "[M!", "]0;title",
  ])
  func unknownSequencesAreIgnored(_ sequence: String) {
    let decoded = Self.decode(sequence, final: true)
    #expect(decoded == .ignored, "\(sequence.debugDescription) → \(decoded)")
  }

  @Test func unfinishedSequencesWaitThenAreIgnored() {
    for prefix in ["[", "O", "[1", "[1;", "[1;5", "[<0;1", "[M", "[M !"] {
      #expect(Self.decode(prefix) == .incomplete, "\(prefix)")
    }
    #expect(Self.decode("[1;5", final: true) == .ignored)
    #expect(Self.decode("[<0;1", final: true) == .ignored)
  }

  /// A lone `[` or `O` after Esc, with nothing after it, is Alt with that key.
  @Test func aBracketAloneIsAltBracket() {
    #expect(Self.decode("[", final: true) == .key(Key.character("[").adding(.alt)))
    #expect(Self.decode("O", final: true) == .key(Key.character("O").adding(.alt)))
  }

  /// Control strings (a terminal's replies: OSC, DCS, SOS, PM, APC) wait for their end (BEL or
  /// ST) however long, and are then ignored whole, so none of their letters acts as a key.
  @Test(arguments: [
    "]11;rgb:0000/0000/0000\u{07}", "]11;rgb:0/0/0\u{1B}\\", "P1$rq\u{1B}\\", "_q\u{1B}\\", "^pm\u{07}",
    "Xsos\u{1B}\\", "]52;c;" + String(repeating: "QUFB", count: 200) + "\u{07}",
  ])
  func controlStringsAreIgnoredWhole(_ sequence: String) {
    let codes = sequence.unicodeScalars.map(\.value)
    for end in 1..<codes.count {
      let prefix = Array(codes[..<end])
      #expect(
        EscapeSequence.decode(afterEscape: prefix) == .incomplete, "\(end) of \(sequence.debugDescription)")
      #expect(end < EscapeSequence.limit(afterEscape: prefix))
    }
    #expect(EscapeSequence.decode(afterEscape: codes) == .ignored)
  }

  /// Alt+] and Alt+P typed alone (nothing follows in time) are still Alt keys.
  @Test func aStringIntroducerAloneIsAnAltKey() {
    #expect(Self.decode("]", final: true) == .key(Key.character("]").adding(.alt)))
    #expect(Self.decode("P", final: true) == .key(Key.character("P").adding(.alt)))
    #expect(Self.decode("_", final: true) == .key(Key.character("_").adding(.alt)))
  }

  @Test func aRunawaySequenceIsIgnored() {
    let long = "[" + String(repeating: "1", count: EscapeSequence.maximumLength)
    #expect(Self.decode(long) == .ignored)
  }

  /// SGR (mode 1006) reports: `b ; column ; row`, M pressed, m released; columns and rows from 1.
  @Test(arguments: [
    ("[<0;1;1M", MouseEvent(.press(.left), x: 0, y: 0)),
    ("[<0;12;5m", MouseEvent(.release(.left), x: 11, y: 4)),
    ("[<1;3;4M", MouseEvent(.press(.middle), x: 2, y: 3)),
    ("[<2;3;4M", MouseEvent(.press(.right), x: 2, y: 3)),
    ("[<32;80;24M", MouseEvent(.drag(.left), x: 79, y: 23)),
    ("[<64;10;10M", MouseEvent(.wheelUp, x: 9, y: 9)),
    ("[<65;10;10M", MouseEvent(.wheelDown, x: 9, y: 9)),
    ("[<4;1;1M", MouseEvent(.press(.left), x: 0, y: 0, modifiers: .shift)),
    ("[<24;1;1M", MouseEvent(.press(.left), x: 0, y: 0, modifiers: [.alt, .control])),
    ("[<0;300;200M", MouseEvent(.press(.left), x: 299, y: 199)),
  ])
  func sgrMouseReports(_ sequence: String, _ event: MouseEvent) {
    #expect(Self.decode(sequence) == .mouse(event))
  }

  @Test(arguments: ["[<35;1;1M", "[<66;1;1M", "[<0;0;1M", "[<0;1M", "[<a;1;1M", "[<0;1;1;1M"])
  func mouseReportsWithoutAUseAreIgnored(_ sequence: String) {
    #expect(Self.decode(sequence) == .ignored)
  }

  /// The legacy form: `Esc [ M` and three bytes, each 32 more than its value.
  @Test func legacyMouseReports() {
    #expect(Self.decode("[M !!") == .mouse(MouseEvent(.press(.left), x: 0, y: 0)))
    #expect(Self.decode("[M`++") == .mouse(MouseEvent(.wheelUp, x: 10, y: 10)))
    #expect(Self.decode("[M#++") == .mouse(MouseEvent(.release(.left), x: 10, y: 10)))
  }
}
