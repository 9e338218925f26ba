/// Decodes what a terminal sends after an Esc: a lone Esc, Alt+key (`Esc j`), the CSI and SS3
/// sequences of cursor, editing and function keys with xterm's modifiers (`Esc [ 1 ; 3 A` is
/// Alt+↑), SGR mouse reports (`Esc [ < 0 ; 12 ; 5 M`, mode 1006), and control strings (OSC, DCS,
/// SOS, PM, APC: a terminal's replies), which are skipped whole up to their BEL or ST.
///
/// A sequence it does not know is *ignored*, never read as Esc followed by keys: an unknown
/// sequence must not quit the previewer or act as the letters it happens to contain.
///
/// ```swift
/// EscapeSequence.decode(afterEscape: [])                       // .key(.escape)
/// EscapeSequence.decode(afterEscape: Array("j".unicodeScalars)) // .key(Alt+j)
/// EscapeSequence.decode(afterEscape: Array("[1~".unicodeScalars)) // .key(.home)
/// EscapeSequence.decode(afterEscape: Array("[99~".unicodeScalars)) // .ignored
/// EscapeSequence.decode(afterEscape: Array("[1;".unicodeScalars)) // .incomplete
/// ```
public enum EscapeSequence {
  public enum Decoded: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// A complete sequence the previewer has no use for.
    case ignored
    /// The start of a sequence: wait a little for the rest, then decode what came with `final: true`.
    case incomplete
    /// The last `count` codes cannot continue the sequence before them, as a terminal gives up a
    /// sequence on a byte that cannot belong to it: decode the codes before them with
    /// `final: true` (the sequence is over) and the `count` codes afresh, so a key typed after a
    /// broken sequence still acts.
    case interrupted(count: Int)
  }

  /// The longest sequence read before giving up on it (real ones are under 20 bytes).
  public static let maximumLength = 32

  /// The longest control string (OSC, DCS, SOS, PM, APC: a terminal's replies, such as its colours
  /// or a setting it was asked for) read before giving up on it.
  public static let maximumStringLength = 4096

  /// How much may follow an Esc before the sequence is given up: more for a control string.
  public static func limit(afterEscape codes: [UInt32]) -> Int {
    codes.first.map(startsControlString) == true ? maximumStringLength : maximumLength
  }

  /// `]` OSC, `P` DCS, `X` SOS, `^` PM, `_` APC: strings that run to BEL or ST (`Esc \`).
  private static func startsControlString(_ code: UInt32) -> Bool {
    code == 0x5D || code == 0x50 || code == 0x58 || code == 0x5E || code == 0x5F
  }

  /// Decodes the scalars that followed an Esc.
  ///
  /// - Parameters:
  ///   - codes: What came after the Esc, as Unicode scalar values.
  ///   - final: Whether no more will come (the wait for the rest is over): an unfinished sequence is
  ///     then ignored, and a lone `[` or `O` is Alt with that character.
  public static func decode(afterEscape codes: [UInt32], final: Bool = false) -> Decoded {
    guard let first = codes.first else { return .key(.escape) }
    if first == 0x1B {
      // Esc Esc …: some terminals send Alt as an extra Esc before a whole sequence.
      switch decode(afterEscape: Array(codes.dropFirst()), final: final) {
      case .key(let key): return .key(key.adding(.alt))
      case let other: return other
      }
    }
    if codes.count == 1, first == 0x5B || first == 0x4F || startsControlString(first) {  // "[", "O", "]"…
      return final ? .key(Key(terminalCode: first).adding(.alt)) : .incomplete
    }
    if startsControlString(first) { return controlString(codes.dropFirst(), final: final) }
    switch first {
    case 0x5B: return controlSequence(Array(codes.dropFirst()), final: final)
    case 0x4F: return singleShift(codes.dropFirst(), final: final)
    default:
      return codes.count == 1 ? .key(Key(terminalCode: first).adding(.alt)) : .ignored
    }
  }

  /// A control string's body: ignored whole once BEL, ST (`Esc \`) or C1 ST ends it, or CAN or SUB
  /// cancels it. An Esc followed by anything but `\` ends it too, and starts what follows afresh;
  /// so does another control code (a terminal's reply has none: it is a key typed, Ctrl-C say).
  private static func controlString(_ body: ArraySlice<UInt32>, final: Bool) -> Decoded {
    if body.count >= 2, body[body.endIndex - 2] == 0x1B, body.last != 0x5C { return .interrupted(count: 2) }
    if let last = body.last, last < 0x20, ![0x07, 0x18, 0x1A, 0x1B].contains(last) {
      return .interrupted(count: 1)
    }
    let ended =
      body.last == 0x07 || body.last == 0x9C || body.last == 0x18 || body.last == 0x1A
      || body.suffix(2) == [0x1B, 0x5C]
    return ended || final || body.count >= maximumStringLength ? .ignored : .incomplete
  }

  /// `Esc O X`: the keypad's application mode for arrows, Home/End and F1–F4. Parameter bytes may
  /// come before the final byte (old xterms sent `Esc O 2 P`); such forms are ignored whole.
  private static func singleShift(_ body: ArraySlice<UInt32>, final: Bool) -> Decoded {
    guard let last = body.last else { return .incomplete }
    if !isParameterOrFinal(last) { return .interrupted(count: 1) }
    guard (0x40...0x7E).contains(last) else {
      return final || body.count >= maximumLength ? .ignored : .incomplete
    }
    guard body.count == 1 else { return .ignored }
    return finalKey(last).map { .key(Key($0)) } ?? .ignored
  }

  /// Whether `code` may be part of a CSI or SS3 sequence at all: parameter bytes (0x30–0x3F),
  /// intermediates (0x20–0x2F) and final bytes (0x40–0x7E). Anything else (a control code, an Esc,
  /// DEL, a non-ASCII character) ends the sequence unfinished, as it does in a terminal.
  private static func isParameterOrFinal(_ code: UInt32) -> Bool { (0x20...0x7E).contains(code) }

  /// The key of a CSI or SS3 final byte, if it names one by itself.
  private static func finalKey(_ final: UInt32) -> Key.Code? {
    switch final {
    case 0x41: .up  // A
    case 0x42: .down  // B
    case 0x43: .right  // C
    case 0x44: .left  // D
    case 0x48: .home  // H
    case 0x46: .end  // F
    case 0x50: .function(1)  // P
    case 0x51: .function(2)  // Q
    case 0x52: .function(3)  // R
    case 0x53: .function(4)  // S
    case 0x4D: .enter  // M (keypad Enter in SS3)
    default: nil
    }
  }

  /// `Esc [ params final`.
  private static func controlSequence(_ body: [UInt32], final: Bool) -> Decoded {
    if body.first == 0x4D {  // "M": a legacy (X10) mouse report, three raw bytes after it
      // Each is 32 or more (a value plus 32); a control code cannot be one.
      if body.count > 1, let last = body.last, last < 0x20 { return .interrupted(count: 1) }
      if body.count < 4 { return final ? .ignored : .incomplete }
      return body.count == 4 ? legacyMouse(body[1], body[2], body[3]) : .ignored
    }
    if let last = body.last, !isParameterOrFinal(last) { return .interrupted(count: 1) }
    if body.first == 0x3C, let last = body.last, body.count > 1,  // "<": an SGR mouse report
      !((0x30...0x39).contains(last) || last == 0x3B || last == 0x4D || last == 0x6D)
    {
      // Only digits and ";" continue one, and "M" or "m" ends it: a key typed into a report cut
      // short is that key.
      return .interrupted(count: 1)
    }
    // Parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, then a final byte 0x40–0x7E.
    guard let end = body.firstIndex(where: { (0x40...0x7E).contains($0) }) else {
      let wellFormed = body.allSatisfy { (0x20...0x3F).contains($0) }
      return wellFormed && !final && body.count < maximumLength ? .incomplete : .ignored
    }
    guard end == body.count - 1 else { return .ignored }
    let parameters = body[..<end]
    let finalByte = body[end]
    if parameters.first == 0x3C {  // "<": an SGR mouse report
      return mouse(
        String(decoding: parameters.dropFirst().map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self),
        released: finalByte == 0x6D)
    }
    guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else { return .ignored }
    let numbers = String(decoding: parameters.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    // xterm: CSI 1 ; m X (modified cursor keys) and CSI n ; m ~ (editing and function keys).
    var modifiers: Key.Modifiers = []
    if numbers.count >= 2 {
      guard let m = numbers[1], let decoded = Key.Modifiers(xtermParameter: m) else { return .ignored }
      modifiers = decoded
    }
    if numbers.count > 2 { return .ignored }
    if finalByte == 0x7E {  // "~"
      guard let n = numbers.first ?? nil, let code = tildeKey(n) else { return .ignored }
      return .key(Key(code, modifiers: modifiers))
    }
    if finalByte == 0x5A, numbers.allSatisfy({ $0 == nil }) {  // "Z": back-tab
      return .key(Key(.tab, modifiers: .shift))
    }
    guard let code = finalKey(finalByte), finalByte != 0x4D else { return .ignored }
    return .key(Key(code, modifiers: modifiers))
  }

  /// The keys of `CSI n ~` (VT220 and xterm numbering; rxvt's 7 and 8 for Home and End).
  private static func tildeKey(_ n: Int) -> Key.Code? {
    switch n {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(n - 10)
    case 17...21: .function(n - 11)
    case 23, 24: .function(n - 12)
    default: nil
    }
  }

  /// `Esc [ M b x y`, each byte 32 more than its value (x and y from 1): what terminals send when
  /// they do not know SGR reporting.
  private static func legacyMouse(_ b: UInt32, _ x: UInt32, _ y: UInt32) -> Decoded {
    guard b >= 32, x >= 33, y >= 33 else { return .ignored }
    let button = Int(b - 32)
    // No release button is named in this form: 3 means "released".
    let parameters = "\(button & 3 == 3 ? button & ~3 : button);\(x - 32);\(y - 32)"
    return mouse(parameters, released: button & 3 == 3 && button & 64 == 0)
  }

  /// `b ; x ; y` of an SGR mouse report (columns and rows from 1), pressed (`M`) or released (`m`).
  private static func mouse(_ parameters: String, released: Bool) -> Decoded {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.count == 3, let b = numbers[0], let column = numbers[1], let row = numbers[2],
      b >= 0, column >= 1, row >= 1
    else { return .ignored }
    var modifiers: Key.Modifiers = []
    if b & 4 != 0 { modifiers.insert(.shift) }
    if b & 8 != 0 { modifiers.insert(.alt) }
    if b & 16 != 0 { modifiers.insert(.control) }
    let kind: MouseEvent.Kind
    if b & 64 != 0 {
      switch b & 3 {
      case 0: kind = .wheelUp
      case 1: kind = .wheelDown
      default: return .ignored  // horizontal wheels
      }
    } else {
      let button: MouseEvent.Button
      switch b & 3 {
      case 0: button = .left
      case 1: button = .middle
      case 2: button = .right
      default: return .ignored  // motion with no button held
      }
      kind = released ? .release(button) : b & 32 != 0 ? .drag(button) : .press(button)
    }
    return .mouse(MouseEvent(kind, x: column - 1, y: row - 1, modifiers: modifiers))
  }
}

extension Key {
  /// The key a terminal means by one character code: Esc, Enter (CR or LF), Tab, Backspace (DEL or
  /// BS), a control chord (1–26), or a printable character. A code that is no Unicode scalar, or
  /// another control code, becomes the replacement character, which no binding uses.
  public init(terminalCode code: UInt32) {
    switch code {
    case 27: self = .escape
    case 13, 10: self = .enter
    case 9: self = .tab
    case 127, 8: self = .backspace
    case 1...26: self = .control(Character(Unicode.Scalar(UInt8(code + 96))))
    default:
      let scalar = Unicode.Scalar(code).flatMap { $0.value >= 0x20 ? $0 : nil } ?? "\u{FFFD}"
      self = .character(Character(scalar))
    }
  }
}
