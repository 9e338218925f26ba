import GridFixtures
import GridText
import Testing

@testable import GridCanvas

/// `Canvas.write` draws text beyond ASCII cluster by cluster as `ClusterScanner` finds them, from the
/// text's bytes: exactly what drawing it `Character` by `Character` draws.
@Suite struct CanvasClusterTests {
  /// Pieces of every kind of cluster: scripts with marks and conjuncts, stacked accents (more than a
  /// cell holds), emoji sequences, flags, controls and their placeholders, bidi controls, line
  /// breaks, tabs, marks after a space or a control, CJK.
  static let pieces = [
    "abc", " ", "  ", "שָׁלוֹם", "مُحَمَّد", "١٢٣", "น้ำกำลัง", "नमस्ते", "क्षत्रिय", "कि", "e\u{301}",
    "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "\u{5D0}\u{5B8}\u{5B8}\u{5B8}\u{5B8}\u{5B8}", " \u{301}",
    "\u{7}\u{301}", "\u{AD}\u{301}", "👩‍💻", "❤️", "1️⃣", "👍🏽", "🇯🇵", "\u{1B}[1m", "\u{85}", "\u{202E}", "\u{200F}",
    "\t", "\n", "\r\n", "\u{2028}", "日本語", "한국어", "\u{1100}\u{1161}", "\u{600}١", "क्\u{200D}ष",
    "a\u{FE0F}\u{301}",
  ]

  /// What `write` draws, `Character` by `Character`: each made safe, then drawn whole or as its
  /// pieces (`DisplayWidth.pieces(of:)`), clipped.
  static func reference(
    _ text: String, x: Int, y: Int, on canvas: inout Canvas, clip: Canvas.Region
  ) -> Int {
    let region = clip.intersection(canvas.bounds)
    let isVisibleRow = y >= region.y && y < region.maxY
    var column = x
    for character in text {
      let safe = Canvas.safe(character)
      let pieces =
        safe.utf8.count == 1 || DisplayWidth.isDrawnWhole(safe)
        ? [(safe, DisplayWidth.columns(of: safe))] : DisplayWidth.pieces(of: safe)
      for (piece, width) in pieces {
        if isVisibleRow && column < region.maxX {
          canvas.put(piece, width: width, x: column, y: y, style: .plain, clip: region)
        }
        column += width
      }
    }
    return column - x
  }

  @Test func clustersAreDrawnAsTheirCharacters() {
    var rng = SplitMix64(seed: 2026_11_26)
    for round in 0..<3_000 {
      var text = ""
      for _ in 0..<rng.next(below: 12) { text += Self.pieces[rng.next(below: Self.pieces.count)] }
      let x = rng.next(below: 8) - 3
      let clip = Canvas.Region(x: rng.next(below: 4), y: 0, width: 4 + rng.next(below: 30), height: 2)
      var fast = Canvas(width: 30, height: 2)
      var reference = fast
      let advanced = fast.write(text, x: x, y: 1, style: .plain, clip: clip)
      let expected = Self.reference(text, x: x, y: 1, on: &reference, clip: clip)
      #expect(fast == reference && advanced == expected, "round \(round): \(text.debugDescription)")
      // The same bytes drawn as a plain line's clusters.
      var bytes = Canvas(width: 30, height: 2)
      let written = text.utf8.withContiguousStorageIfAvailable {
        bytes.write(clusters: $0, x: x, y: 1, style: .plain, clip: clip)
      }
      #expect(bytes == reference && written == expected, "round \(round): \(text.debugDescription)")
    }
  }
}
