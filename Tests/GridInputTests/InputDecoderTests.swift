import GridFixtures
import Testing

@testable import GridInput

/// Bytes as a terminal sends them, decoded into keys and mouse events: whole sequences in any
/// number of pieces, and every unfinished or broken one given up without losing the key after it.
@Suite struct InputDecoderTests {
  /// A step of what the terminal does: bytes, or a pause long enough for the wait to end.
  enum Step {
    case bytes([UInt8])
    case pause
  }

  static func decode(_ steps: [Step]) -> (events: [InputEvent], decoder: InputDecoder) {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for step in steps {
      switch step {
      case .bytes(let bytes): for byte in bytes { decoder.feed(byte, into: &events) }
      case .pause: decoder.timeOut(into: &events)
      }
    }
    return (events, decoder)
  }

  static func decode(_ text: String) -> [InputEvent] { decode([.bytes(Array(text.utf8))]).events }

  static let plus = InputEvent.key(.character("+"))

  /// Every sequence the decoder knows, whole: each of its proper prefixes is an unfinished sequence.
  static let sequences: [String] = [
    "\u{1B}[A", "\u{1B}OA", "\u{1B}[1;5D", "\u{1B}[5;3~", "\u{1B}[24~", "\u{1B}[Z", "\u{1B}[<0;12;5M",
    "\u{1B}[<65;10;10M", "\u{1B}[<0;300;200m", "\u{1B}[M !!", "\u{1B}]11;rgb:0/0/0\u{07}",
    "\u{1B}P1$rq\u{1B}\\",
    "\u{1B}[?1;2c", "\u{1B}[200~",
  ]

  @Test func charactersKeysAndSequences() {
    #expect(Self.decode("a+é中😀") == ["a", "+", "é", "中", "😀"].map { .key(.character(Character($0))) })
    #expect(Self.decode("\u{1B}[A\u{1B}[1;5D") == [.key(.up), .key(Key(.left, modifiers: .control))])
    #expect(Self.decode("\u{1B}[<0;12;5M") == [.mouse(MouseEvent(.press(.left), x: 11, y: 4))])
    #expect(
      Self.decode("\u{1B}j\r\u{7F}") == [
        .key(Key.character("j").adding(.alt)), .key(.enter), .key(.backspace),
      ])
    #expect(Self.decode("\u{1B}]11;rgb:0/0/0\u{07}q") == [.key(.character("q"))])
  }

  /// A lone Esc is the Esc key once the wait is over; `Esc [` alone is Alt+[.
  @Test func aPauseEndsWhatIsHeld() {
    #expect(Self.decode([.bytes([0x1B]), .pause]).events == [.key(.escape)])
    #expect(Self.decode([.bytes([0x1B, 0x5B]), .pause]).events == [.key(Key.character("[").adding(.alt))])
    #expect(Self.decode([.bytes([0xE4, 0xB8]), .pause, .bytes([0x2B])]).events == [Self.plus])
  }

  /// A sequence split anywhere, its pieces arriving within the wait, decodes as if it came whole.
  @Test(arguments: sequences)
  func aSequenceSplitAcrossReadsStillDecodes(_ sequence: String) {
    let bytes = Array(sequence.utf8)
    let whole = Self.decode([.bytes(bytes)]).events
    for cut in 1..<bytes.count {
      let split = Self.decode([.bytes(Array(bytes[..<cut])), .bytes(Array(bytes[cut...]))])
      #expect(split.events == whole, "cut at \(cut)")
      #expect(!split.decoder.isWaiting)
    }
  }

  /// The faults: after any prefix of a sequence and a pause, the next key acts.
  @Test(arguments: sequences)
  func afterAPrefixAndAPauseTheNextKeyActs(_ sequence: String) {
    let bytes = Array(sequence.utf8)
    for end in 1..<bytes.count {
      let (events, decoder) = Self.decode([.bytes(Array(bytes[..<end])), .pause, .bytes([0x2B])])
      #expect(events.last == Self.plus, "\(Array(bytes[..<end]))")
      #expect(!decoder.isWaiting)
    }
  }

  /// After any prefix of a sequence and a byte that cannot continue it, the next key acts (and a
  /// printable byte that broke the sequence is itself a key).
  @Test(arguments: sequences)
  func afterAPrefixAndABreakingByteTheNextKeyActs(_ sequence: String) {
    let bytes = Array(sequence.utf8)
    for end in 1..<bytes.count {
      let prefix = Array(bytes[..<end])
      // A legacy report's three bytes after `Esc [ M` are raw: any byte of 32 or more is one.
      let breakers: [UInt8] =
        prefix.starts(with: Array("\u{1B}[M".utf8)) ? [0x0D, 0x03] : [0xBB, 0xFF, 0xC0, 0x03]
      for breaker in breakers {
        let events = Self.decode([.bytes(prefix + [breaker, 0x2B])]).events
        #expect(events.last == Self.plus, "\(prefix) then \(breaker)")
      }
    }
    // The reports of the issue, typed into without a pause.
    #expect(Self.decode("\u{1B}[<0;10+") == [Self.plus])
    #expect(Self.decode([.bytes([0x1B, 0x5B, 0x3C, 0xBB, 0xE5, 0x2B])]).events == [Self.plus])
    #expect(Self.decode([.bytes([0xE5, 0x2B])]).events == [Self.plus])
    #expect(Self.decode("\u{1B}[1;\r") == [.key(.enter)])
  }

  /// An Esc inside a sequence starts a new one; inside a control string, an Esc not followed by `\`
  /// ends the string and starts what follows.
  @Test func anEscStartsAfresh() {
    #expect(Self.decode("\u{1B}[1;\u{1B}[A") == [.key(.up)])
    #expect(Self.decode("\u{1B}]0;title\u{1B}[B") == [.key(.down)])
    #expect(Self.decode("\u{1B}]0;title\u{18}x") == [.key(.character("x"))])
  }

  /// Bytes that are no UTF-8 are dropped alone: overlong forms, surrogates, stray continuations.
  @Test func malformedUTF8IsDroppedAlone() {
    for bytes: [UInt8] in [
      [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFE],
    ] {
      let events = Self.decode([.bytes(bytes + [0x2B])]).events
      #expect(
        events.allSatisfy { $0 == Self.plus || $0 == .key(.character("\u{FFFD}")) }
          && events.last == Self.plus, "\(bytes)")
    }
  }

  /// Random bytes (mostly the pieces of sequences), pauses anywhere: one pause always ends what is
  /// held, nothing grows past the longest sequence, and a key after a byte that is no UTF-8 acts.
  @Test func randomInputNeverHoldsOnOrSwallowsAKey() {
    let pieces: [[UInt8]] = [
      [0x1B], [0x5B], [0x3C], [0x4F], [0x5D], [0x4D], [0x3B], [0x31], [0x30], [0x7E], [0x07], [0x5C], [0x41],
      [0xE4], [0xB8], [0xAD], [0xF0], [0x9F], [0xC3], [0xFF], [0x18], [0x0D], [0x2B], [0x20],
    ]
    var g = SplitMix64(seed: 23)
    var checked = 0
    for _ in 0..<3_000 {
      var decoder = InputDecoder()
      var events: [InputEvent] = []
      var history: [UInt8] = []
      for _ in 0..<Int.random(in: 1...40, using: &g) {
        if Int.random(in: 0..<10, using: &g) == 0 {
          decoder.timeOut(into: &events)
          #expect(!decoder.isWaiting)
          continue
        }
        let piece = pieces[Int.random(in: 0..<pieces.count, using: &g)]
        for byte in piece { decoder.feed(byte, into: &events) }
        history += piece
        if piece == [0xFF] {
          // Unless it is a raw byte of a legacy mouse report (`Esc [ M` and three bytes), the next key
          // must act.
          let legacy: [UInt8] = [0x1B, 0x5B, 0x4D]
          if !(4...6).contains(where: { history.suffix($0).starts(with: legacy) }) {
            var after = decoder
            var afterEvents: [InputEvent] = []
            after.feed(0x71, into: &afterEvents)
            #expect(afterEvents.last == .key(.character("q")), "\(history)")
            checked += 1
          }
        }
      }
      decoder.timeOut(into: &events)
      #expect(!decoder.isWaiting)
    }
    #expect(checked >= 500, "only \(checked) invalid bytes checked")
  }
}
