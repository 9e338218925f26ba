import GridFixtures
import Testing

@testable import GridText

@Suite struct SafeTextTests {
  @Test(arguments: [
    // C0 controls and DEL become their Control Pictures
    ("\u{0}", "␀"), ("\u{7}", "␇"), ("\u{8}", "␈"), ("\u{1B}", "␛"), ("\u{1F}", "␟"), ("\u{7F}", "␡"),
    ("\u{B}", "␋"), ("\u{C}", "␌"),
    ("\u{1B}[31mred\u{1B}[0m", "␛[31mred␛[0m"),
    ("\u{1B}]0;title\u{7}", "␛]0;title␇"),
    // C1 controls become ␦
    ("\u{80}", "␦"), ("\u{85}", "␦"), ("\u{9B}31m", "␦31m"), ("\u{9F}", "␦"),
    // bidi embeddings, overrides, isolates and marks become ⇄
    ("\u{202E}evil", "⇄evil"), ("\u{202A}\u{202B}\u{202C}\u{202D}", "⇄⇄⇄⇄"),
    ("\u{2066}\u{2067}\u{2068}\u{2069}", "⇄⇄⇄⇄"), ("\u{200E}\u{200F}\u{61C}", "⇄⇄⇄"),
    // line breaks: CR, LF, CRLF, U+2028, U+2029 are one "\n" each
    ("a\rb", "a\nb"), ("a\nb", "a\nb"), ("a\r\nb", "a\nb"), ("a\r\n\r\nb", "a\n\nb"),
    ("a\r\rb", "a\n\nb"), ("a\u{2028}b\u{2029}c", "a\nb\nc"),
    // tabs expand to the next stop, every 4 columns, counted in display columns per line
    ("\tx", "    x"), ("a\tb", "a   b"), ("abcd\te", "abcd    e"), ("ab\t\tc", "ab      c"),
    ("日\tx", "日  x"), ("e\u{301}\tx", "e\u{301}   x"), ("ab\ncd\te", "ab\ncd  e"),
    // what is safe stays as it is
    ("plain text", "plain text"), ("日本語 👩‍👩‍👧 e\u{301}", "日本語 👩‍👩‍👧 e\u{301}"),
    ("soft\u{AD}hyphen zero\u{200B}width", "soft\u{AD}hyphen zero\u{200B}width"),
  ])
  func sanitizing(input: String, expected: String) {
    let output = SafeText.sanitized(input)
    #expect(output.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(output.debugDescription)")
  }

  @Test func placeholdersAreOneColumnWide() {
    let placeholders: [Character] =
      (0...0x1F).compactMap { Unicode.Scalar($0).flatMap(SafeText.placeholder) }
      + ["\u{7F}", "\u{85}", "\u{202E}"].compactMap { SafeText.placeholder(for: $0) }
    #expect(placeholders.count == 35)
    #expect(placeholders.allSatisfy { DisplayWidth.columns(of: $0) == 1 })
  }

  @Test func invalidUTF8DecodesWithReplacementCharacters() {
    #expect(SafeText.decoding([0x68, 0x69]) == "hi")
    #expect(SafeText.decoding([0xFF, 0xFE]) == "\u{FFFD}\u{FFFD}")
    #expect(SafeText.decoding([0x61, 0xC3]) == "a\u{FFFD}")  // truncated sequence at the end
    #expect(SafeText.decoding([0xED, 0xA0, 0x80]).allSatisfy { $0 == "\u{FFFD}" })  // a surrogate
    #expect(SafeText.decoding([0xE6, 0x97, 0xA5]) == "日")
    #expect(SafeText.sanitized(utf8: [0x1B, 0x5B, 0xFF, 0x0D, 0x0A]) == "␛[\u{FFFD}\n")
  }

  @Test func singleLineShowsLineBreaksAndTabsToo() {
    #expect(SafeText.singleLine("a\tb\nc\r\u{1B}\u{2028}") == "a␉b␊c␍␛␤")
  }

  /// The guarantee: whatever goes in, what comes out holds no scalar a terminal acts on.
  @Test func sanitizedTextHoldsNothingATerminalActsOn() {
    var rng = SplitMix64(seed: 0x5AFE)
    for round in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0..<64, using: &rng) {
        // Bias towards the interesting bytes: controls, ESC, C1 lead bytes, invalid bytes.
        bytes.append(
          Int.random(in: 0..<3, using: &rng) == 0
            ? [0x1B, 0x07, 0x0D, 0x0A, 0x09, 0x7F, 0xC2, 0x9B, 0x85, 0xE2, 0x80, 0xAE, 0xFF][
              Int.random(in: 0..<13, using: &rng)]
            : UInt8.random(in: 0...0xFF, using: &rng))
      }
      let output = SafeText.sanitized(utf8: bytes)
      #expect(output.unicodeScalars.allSatisfy(isSafe), "round \(round): \(bytes)")
    }
    var scalars = ""
    for value in 0..<0x3000 {
      if let scalar = Unicode.Scalar(value) { scalars.unicodeScalars.append(scalar) }
    }
    #expect(SafeText.sanitized(scalars).unicodeScalars.allSatisfy(isSafe))
  }

  @Test func randomTextSanitizesToSafeText() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<500 {
      let text = RandomText.mixed(fragments: 30, using: &rng)
      #expect(SafeText.sanitized(text).unicodeScalars.allSatisfy(isSafe))
    }
  }

  /// What a terminal could act on: C0 controls but LF, DEL, C1 controls and the bidi controls.
  func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: true
    case 0x00...0x1F, 0x7F...0x9F: false
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
    default: true
    }
  }
}

/// `Character.asciiByte` answers what `asciiValue` does, for every kind of character.
@Suite struct CharacterASCIIByteTests {
  @Test func itIsAsciiValue() {
    var characters: [Character] = (0..<0x80).compactMap { Unicode.Scalar($0).map(Character.init) }
    characters += ["\r\n", "é", "e\u{301}", "中", "👍🏽", "\u{1B}", "a\u{200D}", "🇯🇵", "\u{85}", "\u{2028}"]
    for character in characters {
      #expect(character.asciiByte == character.asciiValue, "\(character.debugDescription)")
    }
  }
}
