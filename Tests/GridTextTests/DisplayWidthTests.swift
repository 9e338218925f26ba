import Testing

@testable import GridText

@Suite struct DisplayWidthTests {
  @Test(
    arguments: [
      // ASCII
      ("a", 1), ("~", 1), (" ", 1),
      // CJK: East Asian Wide and Fullwidth are 2, halfwidth forms 1
      ("中", 2), ("語", 2), ("ア", 2), ("。", 2), ("Ａ", 2), ("ｱ", 1), ("\u{3000}", 2),
      // Hangul: syllables and conjoining L+V(+T) sequences are 2, medial and final jamo alone 0
      ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{1100}\u{1161}", 2), ("\u{115F}\u{1161}", 2),
      ("\u{1161}", 0), ("\u{11A8}", 0), ("\u{D7B0}", 0),
      // combining marks (Mn, Me) add nothing
      ("e\u{301}", 1), ("é", 1), ("a\u{308}\u{304}", 1), ("a\u{20DD}", 1), ("\u{301}", 0),
      // emoji, as drawn: presentation emoji 2; a skin tone, a ZWJ sequence's tail and VS16 are
      // left out (terminals disagree about them); a flag is its two letters, 1 each
      ("👍", 2), ("👍🏽", 2), ("👩‍👩‍👧‍👦", 2), ("👨‍💻", 2), ("🇯🇵", 2), ("🇺🇳", 2), ("🏳️‍🌈", 1),
      ("1\u{FE0F}\u{20E3}", 1), ("#\u{FE0F}\u{20E3}", 1),
      ("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2),
      ("\u{2764}", 1), ("\u{2764}\u{FE0F}", 1), ("\u{2764}\u{FE0E}", 1), ("a\u{FE0F}", 1),
      // a cluster with two spacing scalars is as wide as both (Devanagari कि: क and a spacing vowel sign)
      ("\u{915}\u{93F}", 2), ("\u{4DC0}", 2), ("\u{1F1EF}", 1),
      // zero-width and default-ignorable characters
      ("\u{200B}", 0), ("\u{200C}", 0), ("\u{200D}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0),
      ("\u{E0041}", 0),
      // soft hyphen is drawn
      ("\u{AD}", 1),
      // East Asian Ambiguous is 1
      ("…", 1), ("°", 1), ("Ω", 1), ("\u{FFFD}", 1),
      // raw controls take no column (sanitized text has none)
      ("\t", 0), ("\u{1B}", 0), ("\u{7F}", 0), ("\u{85}", 0), ("\u{9B}", 0), ("\r\n", 0), ("\n", 0),
    ] as [(Character, Int)])
  func clusterWidth(character: Character, columns: Int) {
    #expect(DisplayWidth.columns(of: character) == columns)
    #expect(DisplayWidth.columns(of: String(character)) == columns)
  }

  @Test(arguments: [
    ("", 0),
    ("hello", 5),
    ("日本語", 6),
    ("Hello, 世界!", 12),
    ("e\u{301}te\u{301}", 3),
    ("👨‍👩‍👧 family", 9),
    ("❤️ love", 6),
    ("🇯🇵🇺🇳", 4),
    ("a\tb", 2),
    ("\u{1B}[31mred\u{1B}[0m", 10),
    ("soft\u{AD}hyphen", 11),
    ("zero\u{200B}width", 9),
  ])
  func stringWidth(text: String, columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns)
  }

  @Test func substringsAreMeasuredToo() {
    let text = "abc日本語def"
    #expect(DisplayWidth.columns(of: text.dropFirst(3).prefix(3)) == 6)
  }

  @Test func sanitizedTextIsMeasuredWithItsPlaceholders() {
    #expect(DisplayWidth.columns(of: SafeText.sanitized("\u{1B}[31mred\u{1B}[0m")) == 12)
    #expect(DisplayWidth.columns(of: SafeText.sanitized("a\tb")) == 5)
    #expect(DisplayWidth.columns(of: SafeText.sanitized("\u{85}x")) == 2)
  }

  @Test func invalidUTF8IsMeasuredAfterReplacement() {
    let text = SafeText.decoding([0x61, 0xFF, 0x62, 0xE6, 0x97])  // a, invalid, b, truncated 日
    #expect(text == "a\u{FFFD}b\u{FFFD}")
    #expect(DisplayWidth.columns(of: text) == 4)
  }

  @Test func scalarWidths() {
    #expect(DisplayWidth.columns(of: "\u{41}" as Unicode.Scalar) == 1)
    #expect(DisplayWidth.columns(of: "\u{4E2D}" as Unicode.Scalar) == 2)
    #expect(DisplayWidth.columns(of: "\u{0301}" as Unicode.Scalar) == 0)
    #expect(DisplayWidth.columns(of: "\u{20000}" as Unicode.Scalar) == 2)  // CJK Extension B
    #expect(DisplayWidth.columns(of: "\u{2FFF0}" as Unicode.Scalar) == 2)  // unassigned in plane 2: W
    #expect(DisplayWidth.columns(of: "\u{1F600}" as Unicode.Scalar) == 2)
  }

  @Test func emojiPropertyComesFromTheTables() {
    #expect(DisplayWidth.isEmoji("1"))
    #expect(DisplayWidth.isEmoji("\u{2764}"))
    #expect(!DisplayWidth.isEmoji("a"))
  }
}
