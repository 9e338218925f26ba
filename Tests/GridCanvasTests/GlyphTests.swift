import Testing

@testable import GridCanvas

/// A cell keeps its grapheme as packed UTF-8 (or a table number for a long cluster): whatever goes
/// in comes out byte for byte.
@Suite struct GlyphTests {
  static let samples: [Character] = [
    " ", "a", "~", "é", "e\u{301}", "│", "東", "😀", "❤\u{FE0F}", "🇯🇵", "👋🏽", "👩\u{200D}💻",
    "👩\u{200D}👩\u{200D}👧\u{200D}👦", "a\u{301}\u{302}\u{303}\u{304}", "\u{1100}\u{1161}\u{11A8}",
  ]

  @Test func everyGraphemeComesBackByteForByte() {
    for character in Self.samples {
      let glyph = Glyph(character)
      #expect(Array(glyph.character.utf8) == Array(character.utf8), "\(character.debugDescription)")
      var bytes: [UInt8] = []
      glyph.appendUTF8(to: &bytes)
      #expect(bytes == Array(character.utf8), "\(character.debugDescription)")
      #expect(glyph.isLong == (character.utf8.count > 8))
    }
  }

  @Test func glyphsAreEqualOnlyWhenTheirBytesAre() {
    #expect(Glyph("é") != Glyph("e\u{301}"))  // equal as Characters, drawn differently
    #expect(Glyph("👩\u{200D}💻") == Glyph("👩\u{200D}💻"))  // a long cluster is kept once
    #expect(Glyph("👩\u{200D}💻") != Glyph("👩\u{200D}👩\u{200D}👧\u{200D}👦"))
    #expect(Glyph(ascii: 0x20) == .space)
    #expect(Glyph("x").asciiValue == 0x78 && Glyph("東").asciiValue == nil)
  }

  @Test func aCanvasWritesItsRowsAsTheirBytes() {
    var canvas = Canvas(width: 12, height: 1)
    canvas.write("a👩\u{200D}💻é東", x: 0, y: 0, style: .plain)
    var bytes: [UInt8] = []
    canvas.appendText(padded: true, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == canvas.description + "\n")
    #expect(canvas.row(0).hasSuffix("é東      "))
  }

  /// Long clusters take more than the 8 bytes a cell is first given: the buffer grows, as often as
  /// it must, and every row still comes out whole, with and without trailing spaces.
  @Test func rowsOfLongClustersComeOutWhole() {
    let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦"
    var canvas = Canvas(width: 9, height: 4)
    for y in 0..<3 { canvas.write(String(repeating: family, count: 4 + y) + "x", x: 0, y: y, style: .plain) }
    var padded: [UInt8] = []
    canvas.appendText(padded: true, to: &padded)
    #expect(String(decoding: padded, as: UTF8.self) == canvas.description + "\n")
    var trimmed: [UInt8] = []
    canvas.appendText(padded: false, to: &trimmed)
    #expect(String(decoding: trimmed, as: UTF8.self) == canvas.text(padded: false) + "\n")
    #expect(canvas.text(padded: false).split(separator: "\n", omittingEmptySubsequences: false).count == 4)
  }
}
