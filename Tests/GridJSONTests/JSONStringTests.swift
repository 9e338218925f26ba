import GridJSON
import Testing

/// The one JSON string escaper: what it escapes, how it spells escapes, and that runs of plain
/// UTF-8 are copied as they are.
@Suite struct JSONStringTests {
  @Test func quotesBackslashesAndControlsAreEscaped() {
    #expect(JSONString.quoted("") == #""""#)
    #expect(JSONString.quoted(#"a "q" \ /"#) == #""a \"q\" \\ /""#)
    #expect(JSONString.quoted("\n\r\t\u{8}\u{C}") == #""\n\r\t\b\f""#)
    #expect(JSONString.quoted("\u{0}\u{1B}[31m\u{1F}\u{7F}") == #""\u0000\u001B[31m\u001F\u007F""#)
    #expect(JSONString.quoted("C1 \u{80}\u{85}\u{9B}\u{9F}") == #""C1 \u0080\u0085\u009B\u009F""#)
    #expect(JSONString.quoted("not U+00A0 \u{A0}") == "\"not U+00A0 \u{A0}\"")
  }

  @Test func textBeyondTheControlsStaysUTF8() {
    let text = "Café e\u{301} 東京 한국어 😀 👩‍💻 🇯🇵 \u{2028}\u{2029}"
    #expect(JSONString.quoted(text) == "\"" + text + "\"")
  }

  @Test func theOptionsEscapeLineSeparatorsAndWriteLowerCaseHex() {
    #expect(JSONString.quoted("a\u{2028}b\u{2029}c", [.lineSeparators]) == #""a\u2028b\u2029c""#)
    // Only the separators: their neighbours U+2027 and U+202A, and other E2 80 xx, stay.
    #expect(
      JSONString.quoted("\u{2027}\u{202A}\u{2026}", [.lineSeparators]) == "\"\u{2027}\u{202A}\u{2026}\"")
    #expect(JSONString.quoted("\u{1B}\u{9B}", [.lowercaseHex]) == #""\u001b\u009b""#)
    #expect(
      JSONString.quoted("\u{1B}\u{2028}", [.lineSeparators, .lowercaseHex]) == #""\u001b\u2028""#)
  }

  /// Against the rule stated scalar by scalar, on text where escapes stand next to each other, at
  /// the ends, and beside multi-byte characters.
  @Test(arguments: [
    JSONString.Options(), [.lineSeparators], [.lowercaseHex], [.lineSeparators, .lowercaseHex],
  ])
  func everyScalarIsWrittenByTheRule(_ options: JSONString.Options) {
    let alphabet: [Unicode.Scalar] = [
      "a", " ", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é",
      "\u{2027}", "\u{2028}", "\u{2029}", "東", "😀",
    ]
    var state: UInt64 = 7
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<Int(state % 9) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.unicodeScalars.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      #expect(JSONString.quoted(text, options) == Self.reference(text, options), "\(text.debugDescription)")
    }
  }

  private static func reference(_ text: String, _ options: JSONString.Options) -> String {
    let short: [UInt32: String] = [
      0x22: "\\\"", 0x5C: "\\\\", 0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t", 0x08: "\\b", 0x0C: "\\f",
    ]
    var out = "\""
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if let escape = short[v] {
        out += escape
      } else if v < 0x20 || (0x7F...0x9F).contains(v)
        || (options.contains(.lineSeparators) && (v == 0x2028 || v == 0x2029))
      {
        let hex = String(v, radix: 16, uppercase: !options.contains(.lowercaseHex))
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
