import GridFixtures
import Testing

@testable import GridText

/// Wrapping invariants over random text (seeded, so a failure reproduces from its seed and round).
@Suite struct LineWrappingPropertyTests {
  /// The clusters of the sanitized text, spaces and line breaks left out, and bidi controls, which
  /// wrapped text applies instead of drawing.
  func visibleClusters(of text: String) -> [Character] {
    SafeText.sanitized(String(text.filter { !BidiText.isDropped($0) })).filter { $0 != " " && $0 != "\n" }
  }

  /// A cluster and its mirror image (`(` and `)`) as one: reordering draws either.
  func unmirrored(_ character: Character) -> Character {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return character
    }
    let mirror = ICU.mirroringGlyph(scalar)
    return Character(mirror.value < scalar.value ? mirror : scalar)
  }

  @Test func everyClusterComesBackInOrderWithinTheWidth() {
    var rng = SplitMix64(seed: 2024)
    for round in 0..<1_200 {
      let text = RandomText.mixed(fragments: 24, using: &rng)
      let width = round % 10 == 0 ? 1 : Int.random(in: 1...30, using: &rng)
      let lines = LineWrapping.wrap(text, width: width)
      let context = "round \(round), width \(width): \(text.debugDescription)"

      // Text with right-to-left letters or bidi controls is drawn in visual order (BidiVisualOrderTests
      // checks the order): here its lines need only hold the same clusters, bidi controls left out.
      let reordered = BidiText.isNeeded(for: text)
      for line in lines {
        #expect(line.width <= width, "\(context): \(line)")
        #expect(DisplayWidth.columns(of: line.text) == line.width, "\(context): \(line)")
        if !reordered {
          #expect(!line.text.hasPrefix(" ") && !line.text.hasSuffix(" "), "\(context): \(line)")
          #expect(!line.text.contains("  "), "\(context): \(line)")
        }
        #expect(line.text.unicodeScalars.allSatisfy(SafeText.isSafe) && !line.text.contains("\n"))
        #expect(!line.text.unicodeScalars.contains { BidiText.isBidiControl($0) }, "\(context): \(line)")
      }
      // Every cluster, in order, none split: each line's own clusters, concatenated, are the text's.
      var expected = visibleClusters(of: text)
      if width == 1 {
        expected = expected.map { DisplayWidth.columns(of: $0) == 2 ? "▯" : $0 }
      }
      let actual = lines.flatMap { $0.text.filter { $0 != " " } }
      if reordered {
        #expect(
          actual.map(unmirrored).sorted(by: { "\($0)" < "\($1)" })
            == expected.map(unmirrored).sorted(by: { "\($0)" < "\($1)" }), "\(context)")
      } else {
        #expect(actual == expected, "\(context)")
      }
    }
  }

  @Test func wordsThatFitJoinBackToTheCollapsedParagraph() {
    var rng = SplitMix64(seed: 7)
    for round in 0..<1_000 {
      let width = Int.random(in: 8...40, using: &rng)
      let words = RandomText.asciiWords(count: Int.random(in: 1...30, using: &rng), maxLength: 8, using: &rng)
      let separators = words.map { _ in RandomText.pick([" ", "  ", "\t", " \t "], &rng) }
      let text = zip(separators, words).map { $0 + $1 }.joined() + "  "
      let lines = LineWrapping.wrap(text, width: width).map(\.text)

      #expect(lines.joined(separator: " ") == words.joined(separator: " "), "round \(round)")
      // Greedy: no line could have taken the next line's first word.
      for (line, next) in zip(lines, lines.dropFirst()) {
        let nextWord = next.split(separator: " ").first.map(String.init) ?? ""
        #expect(line.count + 1 + nextWord.count > width, "round \(round): \(line) | \(next)")
      }
    }
  }

  @Test func lineCountEqualsTheNumberOfWrappedLines() {
    var rng = SplitMix64(seed: 99)
    for round in 0..<1_000 {
      let text =
        round % 2 == 0
        ? RandomText.ascii(fragments: 30, using: &rng) : RandomText.mixed(fragments: 30, using: &rng)
      let width = Int.random(in: 0...40, using: &rng)
      let maxLines = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: -1...4, using: &rng) : nil
      let lines = LineWrapping.wrap(text, width: width, maxLines: maxLines)
      #expect(
        LineWrapping.lineCount(of: text, width: width, maxLines: maxLines) == lines.count,
        "round \(round), width \(width), maxLines \(String(describing: maxLines)): \(text.debugDescription)")
    }
  }

  @Test func aNarrowerWidthNeverGivesFewerLines() {
    var rng = SplitMix64(seed: 314)
    for round in 0..<300 {
      let text = RandomText.mixed(fragments: 30, using: &rng)
      var previous = Int.max
      for width in 1...40 {
        let count = LineWrapping.lineCount(of: text, width: width)
        #expect(count <= previous, "round \(round), width \(width): \(text.debugDescription)")
        previous = count
      }
    }
  }

  @Test func truncationKeepsTheFirstLinesAndEndsWithAnEllipsis() {
    var rng = SplitMix64(seed: 1234)
    for round in 0..<1_000 {
      let text = RandomText.mixed(fragments: 30, using: &rng)
      let width = Int.random(in: 1...25, using: &rng)
      let maxLines = Int.random(in: 1...4, using: &rng)
      let all = LineWrapping.wrap(text, width: width)
      let cut = LineWrapping.wrap(text, width: width, maxLines: maxLines)
      let context = "round \(round), width \(width), maxLines \(maxLines): \(text.debugDescription)"
      guard all.count > maxLines else {
        #expect(cut == all, "\(context)")
        continue
      }
      #expect(cut.count == maxLines, "\(context)")
      #expect(Array(cut.dropLast()) == Array(all.prefix(maxLines - 1)), "\(context)")
      if let last = cut.last {
        #expect(last.text.hasSuffix("…") && last.width <= width, "\(context): \(last)")
        #expect(DisplayWidth.columns(of: last.text) == last.width, "\(context): \(last)")
      }
    }
  }

  /// Plain ASCII text is built byte by byte: the same lines, truncation and doubling as building
  /// it grapheme cluster by grapheme cluster.
  @Test func plainTextBuiltByteByByteIsTheSameAsClusterByCluster() {
    var rng = SplitMix64(seed: 77)
    let alphabet = Array("abcdefghij-/ ,.!  \t\n\r\r\nXYZ0123456789")
    var checked = 0
    for round in 0..<2_000 {
      let length = rng.next(below: 120)
      let text = String((0..<length).map { _ in alphabet[rng.next(below: alphabet.count)] })
      let width = 1 + rng.next(below: 30)
      let maxLines: Int? = round % 3 == 0 ? 1 + rng.next(below: 4) : nil
      let doubled = round % 4 == 0
      let fast = LineWrapping.build(text, width: width, maxLines: maxLines, isDoubled: doubled)
      let reference = ReferenceWrapping.byCharacters(
        text, width: width, maxLines: maxLines, isDoubled: doubled)
      #expect(fast.lines == reference.lines, "round \(round): \(text.debugDescription) at \(width)")
      #expect(fast.isTruncated == reference.isTruncated, "round \(round)")
      checked += 1
    }
    #expect(checked == 2_000)
  }

  /// Prose is counted from its words' lengths (`LineWrapping.proseLineCount`): exactly the lines the
  /// breaker draws, at every width and line limit, with long words, runs of spaces, tabs and every
  /// kind of line break; and anything that is not prose is left to the breaker.
  @Test func proseCountedByItsWordsIsTheDrawnLines() {
    var rng = SplitMix64(seed: 2026_11_26)
    let punctuation = ["", "", "", ".", ",", "!?", ":", ";", "..."]
    let separators = [" ", " ", " ", "  ", "\t", "\n", "\r\n", "\r", " \n ", "\n\n"]
    var prose = 0
    for round in 0..<3_000 {
      var text = round % 7 == 0 ? " " : ""
      for _ in 0..<rng.next(below: 25) {
        var word = RandomText.word(using: &rng)
        if rng.next(below: 4) == 0 {
          word = String(rng.next(below: 100_000)) + (rng.next(below: 2) == 0 ? word : "")
        }
        text += word + punctuation[rng.next(below: punctuation.count)]
        if rng.next(below: 30) > 0 { text += separators[rng.next(below: separators.count)] }
      }
      let width = 1 + rng.next(below: 30)
      let maxLines = [nil, 1, 2, 3, 5][rng.next(below: 5)]
      let limit = LineWrapping.limit(maxLines)
      let reference = ReferenceWrapping.byCharacters(text, width: width, maxLines: maxLines, isDoubled: false)
      let counted = LineWrapping.withUTF8(of: text) {
        LineWrapping.proseLineCount($0, width: width, limit: limit)
      }
      let context =
        "round \(round), width \(width), maxLines \(String(describing: maxLines)): \(text.debugDescription)"
      if let counted {
        #expect(counted == min(reference.lines.count, limit), "\(context)")
        prose += 1
      } else {
        // Words glued together (`word.next`, `a1.5`) are not prose.
        #expect(!LineWrapping.withUTF8(of: text) { LineBreaks.breaksOnlyAtSpaces($0) }, "\(context)")
      }
    }
    #expect(prose > 2_000, "\(prose) prose texts")
    for text in ["well-known", "a.b", "(x)", "it's", "x .5", "a\u{7}b", "$5"] {
      #expect(
        LineWrapping.withUTF8(of: text) { LineWrapping.proseLineCount($0, width: 10, limit: .max) } == nil)
    }
  }

  @Test func widthsZeroAndOneTerminateOnLongText() {
    var rng = SplitMix64(seed: 1)
    let text = (0..<20).map { _ in RandomText.mixed(fragments: 40, using: &rng) }.joined(separator: " ")
    #expect(LineWrapping.wrap(text, width: 0).isEmpty)
    let lines = LineWrapping.wrap(text, width: 1)
    #expect(!lines.isEmpty && lines.allSatisfy { $0.width <= 1 })
    #expect(LineWrapping.lineCount(of: text, width: 1) == lines.count)
  }
}
