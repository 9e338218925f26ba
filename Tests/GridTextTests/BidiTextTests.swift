import GridFixtures
import Testing

@testable import GridText

/// What a renderer gets from `BidiText`: each line's grapheme clusters from left to right, mirrored
/// where they are right to left, bidi controls left out, and the paragraph's direction; and the
/// check that lets most text skip it all.
@Suite struct BidiTextTests {
  /// The whole text as one line.
  func visual(_ text: String, _ direction: BidiDirection? = nil) -> BidiLine {
    BidiText(text, direction: direction).visualLine(0..<text.utf8.count)
  }

  @Test func rightToLeftParagraphWithBracketsAndEnglish() {
    let line = visual("שלום (world)!")
    #expect(line.direction == .rightToLeft)
    // The brackets are mirrored: `)` is drawn where the logical `(` is, as `(`.
    #expect(line.text == "!(world) םולש")
    #expect(line.clusters.first?.bytes == 16..<17 && line.clusters.last?.bytes == 0..<2)
    #expect(line.clusters.map(\.level) == [1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1])
  }

  @Test func englishParagraphWithHebrewAndArabic() {
    #expect(visual("car means מכונית.").text == "car means תינוכמ.")
    #expect(visual("car means מכונית.").direction == .leftToRight)
    #expect(visual("2024 (اختبار)", .leftToRight).text == "2024 (رابتخا)")
    // Automatic, the Arabic decides: a right-to-left line, its brackets mirrored.
    #expect(visual("2024 (اختبار)").text == "(رابتخا) 2024")
    // Mirroring is L4's, only at odd levels: `<` inside Hebrew becomes `>`, in English it stays.
    #expect(visual("א<ב").text == "ב>א" && visual("a<b").text == "a<b")
  }

  @Test func clustersMoveWhole() {
    // Hebrew with points, and a Latin letter with a combining accent, each one cluster.
    let text = "שָׁלוֹם e\u{301}"
    let line = visual(text, .rightToLeft)
    #expect(line.clusters.map(\.character) == ["e\u{301}", " ", "ם", "וֹ", "ל", "שָׁ"])
    // Emoji with a zero-width joiner (a boundary neutral X9 removes) stay one cluster.
    #expect(visual("א 👩‍👩‍👧 ב").text == "ב 👩‍👩‍👧 א")
  }

  @Test func bidiControlsAreAppliedNeverDrawn() {
    #expect(visual("a\u{2067}שלום\u{2069}b").text == "aםולשb")
    #expect(visual("\u{2067}שלום\u{2069} is \u{200F}hello\u{200E} ok").text == "םולש is hello ok")
    #expect(visual("\u{202E}abc\u{202C}").text == "cba")
    // A mark still does its job before it is dropped: LRM keeps two Hebrew letters apart.
    #expect(visual("א\u{200E}ב", .leftToRight).text == "אב" && visual("אב", .leftToRight).text == "בא")
    // Dropped even where nothing is reordered.
    let plain = visual("a\u{200E}b\u{202A}c\u{202C}\u{2066}d\u{2069}\u{061C}")
    #expect(plain.text == "abcd" && plain.clusters.map(\.bytes.lowerBound) == [0, 4, 8, 15])
    // Other characters X9 removes (ZWSP, soft hyphen) are not controls: they are drawn.
    #expect(visual("א\u{200B}ב\u{AD}").text == "\u{AD}ב\u{200B}א")
  }

  @Test func paragraphsHaveTheirOwnDirection() {
    let text = "abc\nאבג\r\nd\u{2029}!"
    let bidi = BidiText(text)
    #expect(bidi.direction(atByte: 0) == .leftToRight)
    #expect(bidi.direction(atByte: 4) == .rightToLeft && bidi.direction(atByte: 11) == .rightToLeft)
    #expect(bidi.direction(atByte: 12) == .leftToRight && bidi.direction(atByte: 99) == .leftToRight)
    #expect(bidi.visualLine(4..<10).text == "גבא" && bidi.visualLine(4..<10).direction == .rightToLeft)
    // A forced direction applies to every paragraph.
    let forced = BidiText(text, direction: .rightToLeft)
    #expect(forced.direction(atByte: 0) == .rightToLeft && forced.visualLine(0..<3).text == "abc")
    #expect(BidiText("abc 123!", direction: .rightToLeft).visualLine(0..<8).text == "!abc 123")
    #expect(BidiText("abc", direction: .leftToRight).direction(atByte: 0) == .leftToRight)
  }

  @Test func linesAreReorderedOneByOne() {
    // "אבג דהו" broken after the space: each line on its own, the first without its space (L1).
    let text = "אבג דהו wxyz"
    let bidi = BidiText(text)
    #expect(bidi.visualLine(0..<7).text == " גבא")
    #expect(bidi.visualLine(0..<6).text == "גבא")
    #expect(bidi.visualLine(7..<18).text == "wxyz והד")
    // Offsets inside a scalar go back to its start; ranges are clamped to the text.
    #expect(bidi.visualLine(1..<6).text == "גבא")
    #expect(bidi.visualLine(13..<99).text == "wxyz ")
    #expect(bidi.visualLine(50..<60).clusters.isEmpty)
    #expect(BidiText("").visualLine(0..<0).clusters.isEmpty)
  }

  // MARK: The fast check

  @Test func theFastCheckNeedsRightToLeftScalarsOrControls() {
    #expect(!BidiText.isNeeded(for: "Hello, world (1.5%)"))
    #expect(!BidiText.isNeeded(for: "日本語のテキスト 한국어 ภาษาไทย e\u{301} 👩‍👩‍👧 ۱۲۳"))
    #expect(BidiText.isNeeded(for: "abc", direction: .rightToLeft))
    #expect(!BidiText.isNeeded(for: "abc", direction: .leftToRight))
    let needing = ["שלום", "مرحبا", "\u{661}", "a\u{200E}", "\u{200F}", "\u{202A}", "\u{2066}x\u{2069}"]
    for text in needing + ["\u{61C}"] {
      #expect(BidiText.isNeeded(for: text), "\(text.unicodeScalars.map { $0.value })")
    }
  }

  /// Every code point, against ICU's data: the scalars that can make a level odd all lie in the
  /// ranges the check looks in, and the bidi controls are the twelve with the explicit classes and
  /// the marks.
  @Test func theFastCheckCoversEveryCodePoint() {
    var rightToLeft = 0
    var controls: [UInt32] = []
    var misses: [UInt32] = []
    let explicit: Set<BidiClass> = [.LRE, .RLE, .LRO, .RLO, .PDF, .LRI, .RLI, .FSI, .PDI]
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let type = BidiClass(scalar)
      if type.canMakeRightToLeft {
        rightToLeft += 1
        if !BidiText.mayMakeRightToLeft(value) { misses.append(value) }
      }
      if scalar.properties.isBidiControl {
        controls.append(value)
        if !BidiText.isBidiControl(scalar) { misses.append(value) }
      }
      if explicit.contains(type) && !scalar.properties.isBidiControl { misses.append(value) }
    }
    #expect(misses.isEmpty, "\(misses.prefix(20).map { String($0, radix: 16) })")
    #expect(rightToLeft > 5_000)
    #expect(controls == [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069))
  }

  /// Without such scalars a left-to-right paragraph has only even levels (LRE, LRO, LRI, FSI,
  /// European numbers, brackets and marks included), so every line is in logical order.
  @Test func textTheCheckSkipsHasOnlyEvenLevels() {
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", "1", "9", "+", "-", "$", "%", ",", ".", ":", "\u{301}", "\u{200B}", "\t", " ", "!", "(", ")",
      "[", "]", "\u{202A}", "\u{202D}", "\u{202C}", "\u{2066}", "\u{2068}", "\u{2069}", "\u{200E}", "۱", "中",
    ]
    var rng = SplitMix64(seed: 24)
    for round in 0..<3_000 {
      let scalars = (0..<rng.next(below: 30)).map { _ in alphabet[rng.next(below: alphabet.count)] }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      #expect(!BidiText.canMakeRightToLeft(text))
      let direction: BidiDirection? = round % 2 == 0 ? nil : .leftToRight
      let paragraph = BidiParagraph(scalars, direction: direction)
      let levels = paragraph.levels(ofLine: 0..<scalars.count)
      #expect(levels.allSatisfy { $0 & 1 == 0 }, "round \(round): \(scalars.map { $0.value })")
      #expect(BidiParagraph.visualOrder(levels) == Array(levels.indices))
    }
  }

  /// Random mixed text broken anywhere: every line gives back each of its clusters once (the bidi
  /// controls left out), and text without right-to-left scalars comes back in logical order.
  @Test func everyClusterOnceOnItsLine() {
    let pieces = [
      "abc", "שלום", "مرحبا", "123", "\u{661}\u{662}", " ", "  ", "(", ")", "[", "]", "\u{202B}", "\u{202E}",
      "\u{202C}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200F}", "\u{200E}", "e\u{301}", "👩‍👩‍👧", "\n", "\t",
      "!", "中文",
    ]
    var rng = SplitMix64(seed: 2025)
    for round in 0..<500 {
      let text = (0..<rng.next(below: 20)).map { _ in pieces[rng.next(below: pieces.count)] }.joined()
      let direction: BidiDirection? = [nil, .leftToRight, .rightToLeft][round % 3]
      let bidi = BidiText(text, direction: direction)
      let inOrder = !BidiText.isNeeded(for: text, direction: direction)
      // Lines end at random cluster boundaries.
      var starts: [Int] = []
      var offset = 0
      for character in text {
        starts.append(offset)
        offset += character.utf8.count
      }
      var boundaries = starts.filter { _ in rng.next(below: 4) == 0 }
      boundaries = [0] + boundaries.filter { $0 > 0 } + [offset]
      for (start, end) in zip(boundaries, boundaries.dropFirst()) {
        let line = bidi.visualLine(start..<end)
        let context = "round \(round): \(text.debugDescription) \(start)..<\(end)"
        let expected = zip(starts, text).filter { $0.0 >= start && $0.0 < end && !BidiText.isDropped($0.1) }
        #expect(line.clusters.map(\.bytes.lowerBound).sorted() == expected.map(\.0), "\(context)")
        if inOrder { #expect(line.clusters.map(\.character) == expected.map(\.1), "\(context)") }
      }
    }
  }

  /// The classes answered without asking ICU (ASCII letters, digits and space, Hebrew and Arabic
  /// letters) are ICU's.
  @Test func classesAnsweredWithoutICUAreICUs() {
    guard ICU.isAvailable else { return }
    for v in UInt32(0)...0x8FF {
      guard let scalar = Unicode.Scalar(v) else { continue }
      let fromICU = BidiClass(rawValue: UInt8(truncatingIfNeeded: ICU.bidiClass(scalar)))
      #expect(BidiClass(scalar) == fromICU, "U+\(String(v, radix: 16))")
    }
  }
}
