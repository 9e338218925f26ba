import GridFixtures
import Testing

@testable import GridText

/// Text whose every scalar is its own grapheme cluster is counted scalar by scalar, skipping
/// grapheme segmentation; it must count exactly what the cluster-by-cluster path draws.
@Suite struct StandaloneScalarTests {
  /// Pieces made only of standalone scalars: CJK, kana, Hangul syllables, Latin-1, Greek, Cyrillic,
  /// emoji without modifiers, punctuation, hyphens, spaces, tabs, CR, LF, CRLF and a control.
  static let pieces = [
    "東京", "日本語の文章", "カタカナ", "ひらがな", "한국어", "안녕하세요", "café", "naïve", "Ωμέγα", "Привет",
    "🍎", "🚆🚆", "☀", "→", "€", "—", "‐", "-", "/", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{7}", "word",
    "supercalifragilistic", "「引用」", "ＡＢＣ", "ｱｲｳ",
  ]

  static func randomText(_ rng: inout SplitMix64) -> String {
    var text = "東"  // at least one non-ASCII scalar, so the ASCII path is not taken
    for _ in 0..<Int.random(in: 1...30, using: &rng) {
      text += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
    }
    return text
  }

  @Test func everyPieceIsStandalone() {
    for piece in Self.pieces {
      #expect(
        piece.unicodeScalars.allSatisfy { LineWrapping.isStandalone($0.value) }, "\(piece.debugDescription)")
    }
  }

  @Test func countingByScalarsEqualsTheDrawnLines() {
    var rng = SplitMix64(seed: 77)
    for round in 0..<2_000 {
      let text = Self.randomText(&rng)
      let width = Int.random(in: 1...40, using: &rng)
      let maxLines = [nil, 1, 2, 3][Int.random(in: 0...3, using: &rng)]
      #expect(
        LineWrapping.lineCount(of: text, width: width, maxLines: maxLines)
          == LineWrapping.wrap(text, width: width, maxLines: maxLines).count,
        "round \(round), width \(width), maxLines \(String(describing: maxLines)): \(text.debugDescription)")
    }
  }

  @Test func buildingByScalarsEqualsBuildingByClusters() {
    var rng = SplitMix64(seed: 78)
    for round in 0..<2_000 {
      let text = Self.randomText(&rng)
      let width = Int.random(in: 1...40, using: &rng)
      let maxLines = [nil, 1, 2, 3][Int.random(in: 0...3, using: &rng)]
      let doubled = round % 4 == 0
      let fast = LineWrapping.build(text, width: width, maxLines: maxLines, isDoubled: doubled)
      let reference = ReferenceWrapping.byCharacters(
        text, width: width, maxLines: maxLines, isDoubled: doubled)
      #expect(fast.lines == reference.lines, "round \(round), width \(width): \(text.debugDescription)")
      #expect(fast.isTruncated == reference.isTruncated, "round \(round)")
    }
  }

  /// Pieces that join a cluster, for mixing in: combining marks, joiners, modifiers, variation
  /// selectors, flags, jamo, a zero-width space, a line separator and controls that need replacing.
  static let joining = [
    "e\u{301}", "\u{301}", "👩\u{200D}💻", "👋🏽", "❤\u{FE0F}", "❤️ ", "🇯🇵", "\u{1100}\u{1161}", "\u{200B}",
    "\u{2028}", "\u{85}", "\u{202E}", "\r\n\u{301}", "\r\u{301}", "\n\u{301}", "a\u{20DD}",
  ]

  /// Both kinds of pieces, mixed: what most text beyond ASCII looks like.
  static func mixedText(_ rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...30, using: &rng) {
      text +=
        Int.random(in: 0..<4, using: &rng) == 0
        ? joining[Int.random(in: 0..<joining.count, using: &rng)]
        : pieces[Int.random(in: 0..<pieces.count, using: &rng)]
    }
    return text
  }

  @Test func buildingByScalarsAndClustersEqualsBuildingByClusters() {
    var rng = SplitMix64(seed: 79)
    var mixed = 0
    for round in 0..<3_000 {
      let text =
        switch round % 3 {
        case 0: Self.mixedText(&rng)
        case 1: RandomText.mixed(fragments: 20, using: &rng)
        default: RandomText.scripts(fragments: 20, using: &rng)
        }
      let width = Int.random(in: 1...40, using: &rng)
      let maxLines = [nil, 1, 2, 3][Int.random(in: 0...3, using: &rng)]
      let doubled = round % 4 == 0
      let fast = ReferenceWrapping.byClusters(
        text, width: width, maxLines: maxLines, isDoubled: doubled, ordered: false)
      let reference = ReferenceWrapping.byCharacters(
        text, width: width, maxLines: maxLines, isDoubled: doubled, ordered: false)
      #expect(fast.lines == reference.lines, "round \(round), width \(width): \(text.debugDescription)")
      #expect(fast.isTruncated == reference.isTruncated, "round \(round)")
      #expect(
        LineWrapping.lineCount(of: text, width: width, maxLines: maxLines)
          == min(reference.lines.count, LineWrapping.limit(maxLines)),
        "round \(round): \(text.debugDescription)")
      if !text.unicodeScalars.allSatisfy({ LineWrapping.isStandalone($0.value) }) { mixed += 1 }
    }
    #expect(mixed > 2_000)
  }

  @Test func utf8IsDecodedAsSwiftDecodesIt() {
    // Every scalar length, the edges of each range, and what is not well formed.
    for text in [
      "a", "\u{7F}", "\u{80}", "é", "\u{7FF}", "\u{800}", "東", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "🍎",
      "\u{10FFFF}",
    ] {
      let bytes = Array(text.utf8)
      let decoded = bytes.withUnsafeBufferPointer { LineWrapping.decodeUTF8($0, at: 0) }
      #expect(
        decoded?.0 == text.unicodeScalars.first && decoded?.1 == bytes.count, "\(text.debugDescription)")
    }
    let malformed: [[UInt8]] = [
      [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
      [0xF0, 0x80, 0x80, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE6, 0x9D], [0xE6, 0x41, 0x41], [0xFF],
    ]
    for bytes in malformed {
      #expect(bytes.withUnsafeBufferPointer { LineWrapping.decodeUTF8($0, at: 0) } == nil, "\(bytes)")
    }
  }

  @Test func marksJoinersAndModifiersTakeTheClusterPath() {
    for text in ["e\u{301}", "👩\u{200D}💻", "👋🏽", "❤\u{FE0F}", "🇯🇵", "\u{1100}\u{1161}", "a\u{200B}b"] {
      #expect(
        !text.unicodeScalars.allSatisfy { LineWrapping.isStandalone($0.value) }, "\(text.debugDescription)")
    }
  }
}
