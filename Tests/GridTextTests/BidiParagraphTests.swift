import GridFixtures
import Testing

@testable import GridText

/// UAX #9's rules one at a time, on text small enough to work out by hand (levels after L1 for the
/// paragraph as one line; `x` where X9 removes the scalar), and the limits: 125 levels, unmatched
/// controls, and brackets by the hundred thousand.
@Suite struct BidiParagraphTests {
  /// The levels of a paragraph as one line, spaced, with `x` for removed scalars.
  func levels(_ text: String, _ direction: BidiDirection? = nil) -> String {
    let paragraph = BidiParagraph(Array(text.unicodeScalars), direction: direction)
    let levels = paragraph.levels(ofLine: 0..<paragraph.count)
    return levels.indices.map { paragraph.isRemoved($0) ? "x" : "\(levels[$0])" }.joined(separator: " ")
  }

  /// The paragraph as one line, in visual order, removed scalars left out (no mirroring).
  func visual(_ text: String, _ direction: BidiDirection? = nil) -> String {
    let scalars = Array(text.unicodeScalars)
    let paragraph = BidiParagraph(scalars, direction: direction)
    let levels = paragraph.levels(ofLine: 0..<scalars.count)
    let kept = scalars.indices.filter { !paragraph.isRemoved($0) }
    var output = String.UnicodeScalarView()
    for i in BidiParagraph.visualOrder(kept.map { levels[$0] }) { output.append(scalars[kept[i]]) }
    return String(output)
  }

  @Test func paragraphLevelFromTheFirstStrongLetter() {
    #expect(BidiParagraph(Array("123 abc אבג".unicodeScalars)).direction == .leftToRight)
    #expect(BidiParagraph(Array("123 אבג abc".unicodeScalars)).level == 1)
    // P2 skips isolates: the first strong letter outside them decides.
    #expect(BidiParagraph(Array("\u{2066}abc\u{2069} אבג".unicodeScalars)).level == 1)
    // An isolate without a PDI reaches the paragraph's end; no strong letter: left to right (P3).
    #expect(BidiParagraph(Array("\u{2067}abc".unicodeScalars)).level == 0)
    #expect(BidiParagraph(Array("123 !".unicodeScalars)).level == 0)
    // A given direction wins.
    #expect(BidiParagraph(Array("abc".unicodeScalars), direction: .rightToLeft).level == 1)
    #expect(BidiParagraph([]).level == 0 && BidiParagraph([], direction: .rightToLeft).count == 0)
  }

  @Test func hebrewInEnglishAndEnglishInHebrew() {
    // The space between "means" and Hebrew: L before, R after, so the embedding direction (N2).
    #expect(levels("car means מכונית.") == "0 0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 0")
    #expect(visual("car means מכונית.") == "car means תינוכמ.")
    #expect(levels("מכונית means car.") == "1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 2 1")
    #expect(visual("מכונית means car.") == ".means car תינוכמ")
  }

  @Test func numbers() {
    // W7 does not apply after R: European digits are numbers at level 2, in their own order.
    #expect(levels("א 123 ב") == "1 1 2 2 2 1 1")
    #expect(visual("א 123 ב") == "ב 123 א")
    // W2: European digits after Arabic letters are Arabic numbers; W4: one separator joins them.
    #expect(levels("ب 1,5") == "1 1 2 2 2")
    // Arabic numbers alone in a left-to-right paragraph: the space between them is R (N1), so the
    // line reverses — why AN is one of the classes the fast check looks for.
    #expect(levels("\u{661} \u{662}") == "2 1 2")
    #expect(visual("\u{661} \u{662}") == "\u{662} \u{661}")
    // W5: terminators take a number's class; W6: otherwise neutral.
    #expect(levels("א $12 %") == "1 1 2 2 2 1 1")
  }

  @Test func explicitEmbeddingsOverridesAndIsolates() {
    // RLE: b c at level 1, resolved L, so 2; the controls are removed (x).
    #expect(levels("a\u{202B}b c\u{202C}d") == "0 x 2 2 2 x 0")
    // RLO makes letters R; LRO makes Hebrew L.
    #expect(levels("\u{202E}abc\u{202C}") == "x 1 1 1 x")
    #expect(visual("\u{202E}abc\u{202C}") == "cba")
    #expect(levels("\u{202D}אבג\u{202C}", .rightToLeft) == "x 2 2 2 x")
    // Isolates: the controls stay at the outer level, neutral to their neighbours.
    #expect(levels("a\u{2067}b\u{2069}c") == "0 0 2 0 0")
    #expect(levels("a\u{2068}אב\u{2069}c") == "0 0 1 1 0 0")
    // PDI closes every embedding opened inside its isolate.
    #expect(levels("\u{2067}\u{202A}a\u{2069}b") == "0 x 2 0 0")
    // Unmatched PDF and PDI change nothing.
    #expect(levels("\u{202C}\u{2069}a") == "x 0 0")
    // BN is removed, and the levels around it join as if it were not there.
    #expect(levels("א\u{200B}ב") == "1 x 1")
  }

  @Test func bracketPairs() {
    // N0 b: a strong type of the embedding direction inside (L in a left-to-right paragraph): the
    // brackets take it, where alone `(` would be R between two Hebrew letters (N1).
    #expect(levels("א(ב c)", .leftToRight) == "1 0 1 0 0 0")
    // N0 c1: only the other direction inside, and the same before the pair: the brackets take it.
    #expect(levels("אב (גד) c", .leftToRight) == "1 1 1 1 1 1 1 0 0")
    // N0 c2: only the other direction inside, the embedding's before: the embedding direction.
    #expect(levels("ab (אב) c", .leftToRight) == "0 0 0 0 1 1 0 0 0")
    #expect(levels("אב (cd) הו", .rightToLeft) == "1 1 1 1 2 2 1 1 1 1")
    #expect(levels("א a(b)") == "1 1 2 2 2 2")  // c1 in a right-to-left paragraph
    // An unmatched bracket is a plain neutral: `]` between b (L) and eos (R) is R.
    #expect(levels("א a(b]") == "1 1 2 2 2 1")
    // BD16 compares canonical equivalents: U+2329 pairs with U+3009.
    #expect(levels("א a\u{2329}b\u{3009}") == "1 1 2 2 2 2")
    // A nonspacing mark after a bracket N0 changes follows it.
    #expect(levels("א a(b)\u{301}") == "1 1 2 2 2 2 2")
  }

  @Test func lineRulesResetTrailingWhitespaceAndSeparators() {
    let paragraph = BidiParagraph(Array("אב גד\tהו  ".unicodeScalars))
    #expect(paragraph.levels(ofLine: 0..<paragraph.count) == [1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    let english = BidiParagraph(Array("abc אב  \tגד  ".unicodeScalars))
    // The tab and the spaces before it, and the spaces at the end, go back to level 0 (L1).
    #expect(english.levels(ofLine: 0..<english.count) == [0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1, 0, 0])
    // A line ending inside the paragraph: its own trailing space resets.
    #expect(english.levels(ofLine: 4..<7) == [1, 1, 0])
    // Ranges beyond the paragraph are clamped.
    #expect(english.levels(ofLine: 10..<99) == [1, 0, 0])
  }

  @Test func visualOrderReversesFromTheHighestLevelDown() {
    #expect(BidiParagraph.visualOrder([]) == [])
    #expect(BidiParagraph.visualOrder([0, 0, 0]) == [0, 1, 2])
    #expect(BidiParagraph.visualOrder([1, 1, 1]) == [2, 1, 0])
    #expect(BidiParagraph.visualOrder([0, 1, 1, 2, 2, 1, 0]) == [0, 5, 3, 4, 2, 1, 6])
    // Only even levels: nothing moves.
    #expect(BidiParagraph.visualOrder([2, 4, 4, 2]) == [0, 1, 2, 3])
  }

  /// L2 as UAX #9 words it, item by item: from the highest level to the lowest odd one, reverse
  /// every run at that level or above.
  func visualOrderAsWorded(_ levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    let lowestOdd = levels.filter { $0 & 1 == 1 }.min()
    guard let highest = levels.max(), let lowestOdd else { return order }
    for level in stride(from: Int(highest), through: Int(lowestOdd), by: -1) {
      var start = 0
      while start < order.count {
        if levels[order[start]] < level {
          start += 1
          continue
        }
        var end = start
        while end < order.count && levels[order[end]] >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
    }
    return order
  }

  @Test func visualOrderIsTheRuleAsWorded() {
    var rng = SplitMix64(seed: 125)
    for round in 0..<3_000 {
      // Few levels, levels with gaps, the whole range and beyond UAX #9's 126.
      let palettes: [[UInt8]] = [[0, 1, 2], [0, 2, 5, 6, 9], [3, 4, 8], Array(0...126), Array(100...255)]
      let palette = palettes[round % palettes.count]
      let levels = (0..<rng.next(below: 60)).map { _ in palette[rng.next(below: palette.count)] }
      #expect(BidiParagraph.visualOrder(levels) == visualOrderAsWorded(levels), "\(levels)")
    }
  }

  @Test func aParagraphAtOneLevelIsSettledAsTheRulesSettleIt() {
    // Letters of both directions, marks, numbers, separators, terminators, brackets, spaces, tabs
    // and the three marks: paragraphs the shortcut takes and many it must leave to the rules.
    let alphabet: [Unicode.Scalar] = [
      "\u{05D0}", "\u{05D1}", "\u{0627}", "\u{0628}", "\u{05B4}", "\u{064E}", "\u{0301}", "a", "b", " ", " ",
      "\t", ".", ",", ":", "-", "+", "%", "$", "#", "!", "?", "(", ")", "[", "]", "«", "»", "1", "\u{0661}",
      "\u{06F1}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{00A0}", "/",
    ]
    var rng = SplitMix64(seed: 2_407)
    var settled = 0
    for round in 0..<6_000 {
      // Most rounds leave out letters of one direction and numbers, so that the shortcut applies.
      let letters =
        round % 3 == 0
        ? alphabet : alphabet.filter { !"ab1\u{0661}\u{06F1}\u{200E}".unicodeScalars.contains($0) }
      let scalars = (0..<rng.next(below: 24)).map { _ in letters[rng.next(below: letters.count)] }
      let classes = scalars.map(BidiClass.init)
      let direction: BidiDirection? = [nil, .leftToRight, .rightToLeft][round % 3]
      let fast = BidiParagraph(scalars: scalars[...], classes: classes, direction: direction)
      let rules = BidiParagraph(
        scalars: scalars[...], classes: classes, direction: direction, shortcuts: false)
      if fast.isAtOneLevel { settled += 1 }
      let text = String(String.UnicodeScalarView(scalars))
      #expect(fast.level == rules.level, "\(text.debugDescription)")
      #expect(
        fast.resolvedLevels == rules.resolvedLevels,
        "\(text.debugDescription) \(String(describing: direction))")
      for end in stride(from: 0, through: scalars.count, by: 5) {
        #expect(fast.levels(ofLine: 0..<end) == rules.levels(ofLine: 0..<end), "\(text.debugDescription)")
      }
      if fast.isAtOneLevel {
        #expect(rules.resolvedLevels.allSatisfy { $0 == rules.level }, "\(text.debugDescription)")
      }
    }
    // The shortcut is taken often enough for the comparison to mean something.
    #expect(settled > 1_500)
  }

  // MARK: Limits

  @Test func embeddingsBeyondTheDeepestLevelOverflow() {
    // 130 RLEs: the levels go 1, 3, … 125 (63 of them); the rest overflow, and the matching PDFs
    // first undo the overflow count.
    let deep =
      String(repeating: "\u{202B}", count: 130) + "a" + String(repeating: "\u{202C}", count: 130)
      + "b"
    let paragraph = BidiParagraph(Array(deep.unicodeScalars))
    let levels = paragraph.levels(ofLine: 0..<paragraph.count)
    #expect(levels[130] == 126 && levels[261] == 0)
    // Isolates nest to 124 (even levels 2 … 124), and each PDI closes its own.
    let isolates =
      String(repeating: "\u{2066}", count: 130) + "a" + String(repeating: "\u{2069}", count: 130)
      + "b"
    let nested = BidiParagraph(Array(isolates.unicodeScalars))
    let isolated = nested.levels(ofLine: 0..<nested.count - 1)
    #expect(isolated[130] == 124 && isolated.max() == 124)
    #expect(nested.levels(ofLine: 0..<nested.count).last == 0)
    // Overflowing isolates inside overflowing embeddings, and the reverse, never leave the range.
    var rng = SplitMix64(seed: 9)
    let alphabet: [Unicode.Scalar] = [
      "\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{202C}", "\u{2066}", "\u{2067}", "\u{2068}",
      "\u{2069}", "a", "א", "1", "(", ")", " ",
    ]
    for _ in 0..<20 {
      let scalars = (0..<2_000).map { _ in alphabet[rng.next(below: alphabet.count)] }
      let paragraph = BidiParagraph(scalars)
      #expect(paragraph.levels(ofLine: 0..<scalars.count).allSatisfy { $0 <= 126 })
    }
  }

  @Test func aHundredThousandBrackets() {
    // Nested: BD16 stops at the 64th opener, so no pair is found and every bracket is neutral.
    let nested = String(repeating: "(", count: 100_000) + "א" + String(repeating: ")", count: 100_000)
    let paragraph = BidiParagraph(Array(nested.unicodeScalars), direction: .leftToRight)
    let levels = paragraph.levels(ofLine: 0..<paragraph.count)
    #expect(levels.count == 200_001 && levels[100_000] == 1)
    #expect(levels.filter { $0 != 0 }.count == 1)
    // In a row: each pair encloses R in a left-to-right paragraph after L, so takes L (N0 c1).
    let pairs = "a" + String(repeating: "(א)", count: 33_333)
    let row = BidiParagraph(Array(pairs.unicodeScalars))
    let rowLevels = row.levels(ofLine: 0..<row.count)
    #expect(rowLevels.count == 100_000 && rowLevels.filter { $0 == 1 }.count == 33_333)
    // Unmatched closers by the hundred thousand.
    let closers = String(repeating: "(", count: 50) + String(repeating: "]", count: 100_000) + "א"
    #expect(BidiParagraph(Array(closers.unicodeScalars)).levels(ofLine: 0..<100_051).last == 1)
  }
}
