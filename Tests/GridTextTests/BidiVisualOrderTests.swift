import GridFixtures
import Testing

@testable import GridText

/// Wrapped lines are drawn in visual order: broken on the logical text, then each line reordered by
/// UAX #9 (`BidiText`, which the conformance files check), bidi controls applied and never drawn,
/// right-to-left paragraphs aligned right.
@Suite struct BidiVisualOrderTests {
  func lines(_ text: String, width: Int, maxLines: Int? = nil) -> [WrappedLine] {
    LineWrapping.wrap(text, width: width, maxLines: maxLines)
  }

  @Test func aRightToLeftParagraphIsReversedAndAlignedRight() {
    #expect(
      lines("שלום עולם טוב מאוד", width: 9) == [
        WrappedLine(text: "םלוע םולש", width: 9, isRightToLeft: true),
        WrappedLine(text: "דואמ בוט", width: 8, isRightToLeft: true),
      ])
    // Digits keep their order inside an Arabic line; the line is the paragraph's, right to left.
    #expect(lines("السعر 123 دولار", width: 40).map(\.text) == ["رالود 123 رعسلا"])
  }

  @Test func eachLineIsReorderedOnItsOwn() {
    // A left-to-right paragraph: the Hebrew words are reversed within the line they fall on.
    #expect(
      lines("Hello שלום עולם world", width: 12) == [
        WrappedLine(text: "Hello םולש", width: 10), WrappedLine(text: "םלוע world", width: 10),
      ])
    // A right-to-left paragraph: a line of English in it is aligned right and reads left to right.
    #expect(
      lines("שלום world and more", width: 11) == [
        WrappedLine(text: "world םולש", width: 10, isRightToLeft: true),
        WrappedLine(text: "and more", width: 8, isRightToLeft: true),
      ])
  }

  @Test func bracketsMirrorAndControlsAreAppliedNotDrawn() {
    #expect(lines("שלום (עולם)", width: 20).map(\.text) == ["(םלוע) םולש"])
    // An isolate keeps a Hebrew name's order inside an English sentence, and is not drawn.
    #expect(
      lines("The word \u{2067}שלום!\u{2069} is Hebrew", width: 40).map(\.text) == ["The word !םולש is Hebrew"]
    )
    // Marks: RLM makes the paragraph right to left; it takes no room.
    #expect(
      lines("\u{200F}abc def", width: 7) == [WrappedLine(text: "abc def", width: 7, isRightToLeft: true)])
    // An override reverses even Latin letters.
    #expect(lines("a\u{202E}bcd\u{202C}e", width: 20).map(\.text) == ["adcbe"])
  }

  @Test func anIsolateSpanningTwoLinesIsResolvedOnTheParagraph() {
    #expect(lines("a \u{2067}שלום עולם\u{2069} b", width: 6).map(\.text) == ["a םולש", "םלוע b"])
  }

  @Test func anEllipsisEndsTheLineWhereItsReadingEnds() {
    let cut = lines("שלום עולם טוב מאוד", width: 10, maxLines: 1)
    #expect(cut == [WrappedLine(text: "…םלוע םולש", width: 10, isRightToLeft: true)])
    #expect(
      Ellipsis.cut(WrappedLine(text: "םלוע םולש", width: 9, isRightToLeft: true), within: 6) == "… םולש")
    #expect(Ellipsis.cut(WrappedLine(text: "Hello", width: 5), within: 4) == "Hel…")
  }

  @Test func textWithNothingToReorderIsDrawnAsBefore() {
    for text in ["plain English text", "日本語のテキスト", "ภาษาไทย", "한국어 텍스트", "Ünïcödé ✓ 👍🏽"] {
      #expect(!BidiText.isNeeded(for: text))
      #expect(lines(text, width: 8).allSatisfy { !$0.isRightToLeft })
    }
  }

  /// Random paragraphs of Hebrew, Arabic, Latin, digits, brackets and isolates, one line each: the
  /// line is exactly the paragraph's visual order by `BidiText` (held to BidiCharacterTest.txt).
  @Test func aParagraphOnOneLineIsItsVisualOrder() {
    var rng = SplitMix64(seed: 914)
    let words = [
      "שלום", "עולם", "مرحبا", "بالعالم", "Hello", "world", "123", "4.5", "(טוב)", "[abc]", "«ראשי»",
      "\u{2067}שלום\u{2069}", "\u{2066}abc\u{2069}", "\u{2068}עברית\u{2069}", "\u{200F}x", "-5%", "a+b",
      "ו-12",
    ]
    for round in 0..<2_000 {
      let count = 1 + rng.next(below: 8)
      let text = (0..<count).map { _ in words[rng.next(below: words.count)] }.joined(separator: " ")
      let expected = BidiText(text).visualLine(0..<text.utf8.count)
      let drawn = lines(text, width: 10_000)
      #expect(drawn.count == 1, "round \(round): \(text.debugDescription)")
      #expect(drawn.first?.text == expected.text, "round \(round): \(text.debugDescription)")
      #expect(
        drawn.first?.isRightToLeft == (expected.direction == .rightToLeft),
        "round \(round): \(text.debugDescription)")
      #expect(drawn.first?.width == DisplayWidth.columns(of: expected.text))
    }
  }

  /// Deep embeddings (past the 125 levels UAX #9 allows) and unmatched controls: no trap, lines
  /// within the width, no control drawn, and time that grows with the text, not faster.
  @Test func deepEmbeddingsAreSafe() {
    let deep = String(repeating: "\u{202B}א\u{202A}b", count: 200) + String(repeating: "\u{202C}", count: 500)
    let wrapped = lines(deep, width: 7)
    #expect(!wrapped.isEmpty)
    #expect(
      wrapped.allSatisfy { $0.width <= 7 && !$0.text.unicodeScalars.contains { BidiText.isBidiControl($0) } })
    #expect(wrapped.map(\.text).joined().count == 400)
  }
}
