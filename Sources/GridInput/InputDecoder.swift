/// Turns what a terminal sends, byte by byte, into keys and mouse events: UTF-8 characters, control
/// codes, and escape sequences (decoded by `EscapeSequence`).
///
/// A value with no I/O: the terminal backend feeds it the bytes it reads and, when no byte has come
/// for a while (`waitsAfterEscape` tells how long), tells it the wait is over (`timeOut`). Two rules
/// keep every key typed after garbage:
///
/// - **Nothing is held for ever.** While part of a character or a sequence is held, the caller waits
///   at most a short delay for the rest; a time-out gives it up (a lone Esc is the Esc key).
/// - **A byte that cannot continue what is held ends it and counts afresh.** A `+` typed into a
///   mouse report cut short, or after half a UTF-8 character, is a `+`; a byte that is no UTF-8 at
///   all (`0xFF`, a stray continuation byte) is dropped and nothing more.
///
/// ```swift
/// var decoder = InputDecoder()
/// var events: [InputEvent] = []
/// for byte in Array("\u{1B}[<0;10".utf8) + [0x2B] { decoder.feed(byte, into: &events) }
/// events  // [.key(.character("+"))]: the broken report is ignored, the + acts
/// ```
///
/// The one exception is the legacy (X10) mouse report, `Esc [ M` and three raw bytes: its
/// coordinates are arbitrary bytes, so any byte of 32 or more continues it.
public struct InputDecoder: Sendable {
  /// The bytes of an unfinished UTF-8 character.
  private var partial: [UInt8] = []
  /// The codes after an Esc while a sequence is open; nil when none is.
  private var sequence: [UInt32]?

  public init() {}

  /// Whether something unfinished is held: the caller should wait a little for more, then call
  /// `timeOut`.
  public var isWaiting: Bool { !partial.isEmpty || sequence != nil }

  /// Whether only an Esc is held. A terminal library that matches known sequences itself (ncurses'
  /// keypad mode) has already waited before handing out an Esc, so what belongs to it is there at
  /// once: the caller need not wait again.
  public var holdsLoneEscape: Bool { partial.isEmpty && sequence == [] }

  /// Decodes one byte, appending whatever it completes to `events`.
  public mutating func feed(_ byte: UInt8, into events: inout [InputEvent]) {
    if let codes = sequence, partial.isEmpty, Self.isLegacyMouseCoordinate(after: codes), byte >= 0x20 {
      // Raw bytes, not UTF-8: the report's button and coordinates, each a value plus 32.
      code(UInt32(byte), into: &events)
      return
    }
    if !partial.isEmpty {
      if Self.continues(partial, with: byte) {
        partial.append(byte)
        guard partial.count == Self.length(ofScalarStartingWith: partial[0]) else { return }
        let value = Self.scalarValue(of: partial)
        partial.removeAll()
        code(value, into: &events)
        return
      }
      // An unfinished character is dropped; the byte that cut it short counts by itself. A sequence
      // the character was in is given up with it.
      partial.removeAll()
      giveUpSequence(into: &events)
    }
    switch byte {
    case 0..<0x80:
      code(UInt32(byte), into: &events)
    case 0xC2...0xF4:
      partial = [byte]
    default:
      // No UTF-8 starts with this byte: it is dropped, and so is a sequence it arrived in.
      giveUpSequence(into: &events)
    }
  }

  /// A key the terminal library decoded itself (ncurses' function keys): after a lone Esc it is Alt
  /// with that key (`Esc Esc [ A`); anything else held is given up first.
  public mutating func feed(_ key: Key, into events: inout [InputEvent]) {
    if holdsLoneEscape {
      sequence = nil
      events.append(.key(key.adding(.alt)))
      return
    }
    finish(into: &events)
    events.append(.key(key))
  }

  /// An event from elsewhere (a resize, a mouse event the library decoded): what is held is given
  /// up first, so events keep their order.
  public mutating func feed(_ event: InputEvent, into events: inout [InputEvent]) {
    finish(into: &events)
    events.append(event)
  }

  /// The wait for the rest is over: an unfinished character is dropped, and an unfinished sequence
  /// decoded as it stands (a lone Esc is Esc, `Esc [` is Alt+[, anything longer is ignored).
  public mutating func timeOut(into events: inout [InputEvent]) {
    finish(into: &events)
  }

  private mutating func finish(into events: inout [InputEvent]) {
    partial.removeAll()
    giveUpSequence(into: &events)
  }

  /// Ends the open sequence, if any, as if nothing more came.
  private mutating func giveUpSequence(into events: inout [InputEvent]) {
    guard let codes = sequence else { return }
    sequence = nil
    emit(EscapeSequence.decode(afterEscape: codes, final: true), into: &events)
  }

  /// One whole character's code.
  private mutating func code(_ value: UInt32, into events: inout [InputEvent]) {
    guard var codes = sequence else {
      if value == 0x1B {
        sequence = []
      } else {
        events.append(.key(Key(terminalCode: value)))
      }
      return
    }
    codes.append(value)
    let decoded = EscapeSequence.decode(afterEscape: codes)
    switch decoded {
    case .incomplete where codes.count < EscapeSequence.limit(afterEscape: codes):
      sequence = codes
    case .incomplete:
      // A runaway sequence: given up whole once it passes the longest real one.
      sequence = nil
    case .interrupted(let count):
      sequence = nil
      let count = min(count, codes.count)
      emit(EscapeSequence.decode(afterEscape: Array(codes.dropLast(count)), final: true), into: &events)
      for code in codes.suffix(count) { self.code(code, into: &events) }
    case .key, .mouse, .ignored:
      sequence = nil
      emit(decoded, into: &events)
    }
  }

  private func emit(_ decoded: EscapeSequence.Decoded, into events: inout [InputEvent]) {
    switch decoded {
    case .key(let key): events.append(.key(key))
    case .mouse(let mouse): events.append(.mouse(mouse))
    case .ignored, .incomplete, .interrupted: break
    }
  }

  /// Whether the next byte after `codes` (what followed an Esc) is a raw byte of a legacy mouse
  /// report: `[ M` and fewer than three bytes after it.
  private static func isLegacyMouseCoordinate(after codes: [UInt32]) -> Bool {
    codes.count >= 2 && codes.count < 5 && codes[0] == 0x5B && codes[1] == 0x4D
  }

  // MARK: UTF-8 (well-formed sequences only, as Unicode's table 3-7 defines them)

  private static func length(ofScalarStartingWith lead: UInt8) -> Int {
    lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// Whether `byte` may follow the bytes `partial` of an unfinished character.
  private static func continues(_ partial: [UInt8], with byte: UInt8) -> Bool {
    guard partial.count == 1 else { return (0x80...0xBF).contains(byte) }
    switch partial[0] {
    case 0xE0: return (0xA0...0xBF).contains(byte)  // no overlong forms
    case 0xED: return (0x80...0x9F).contains(byte)  // no surrogates
    case 0xF0: return (0x90...0xBF).contains(byte)  // no overlong forms
    case 0xF4: return (0x80...0x8F).contains(byte)  // nothing past U+10FFFF
    default: return (0x80...0xBF).contains(byte)
    }
  }

  private static func scalarValue(of bytes: [UInt8]) -> UInt32 {
    var value = UInt32(bytes[0]) & (bytes.count == 2 ? 0x1F : bytes.count == 3 ? 0x0F : 0x07)
    for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
    return value
  }
}
