import Testing

@testable import GridText

@Suite struct LineWrappingTests {
  func texts(_ text: String, width: Int, maxLines: Int? = nil) -> [String] {
    LineWrapping.wrap(text, width: width, maxLines: maxLines).map(\.text)
  }

  @Test func breaksAtSpacesAndReportsWidths() {
    let lines = LineWrapping.wrap("The quick brown fox", width: 10)
    #expect(lines == [WrappedLine(text: "The quick", width: 9), WrappedLine(text: "brown fox", width: 9)])
  }

  @Test func runsOfSpacesCollapseAndLinesHaveNoOuterSpaces() {
    #expect(texts("a    b", width: 10) == ["a b"])
    #expect(texts("   a b   ", width: 10) == ["a b"])
    #expect(texts("a\tb", width: 10) == ["a b"])
    #expect(texts("aaaa    bbbb", width: 6) == ["aaaa", "bbbb"])
  }

  @Test func explicitLineBreaksAreKept() {
    #expect(texts("a\nb", width: 10) == ["a", "b"])
    #expect(texts("a\r\nb\rc", width: 10) == ["a", "b", "c"])
    #expect(texts("a\n\nb", width: 10) == ["a", "", "b"])
    #expect(texts("a\n", width: 10) == ["a", ""])
    #expect(texts("a \n b", width: 10) == ["a", "b"])
  }

  @Test func emptyTextHasNoLinesAndBlankTextOneEmptyLine() {
    #expect(LineWrapping.wrap("", width: 10).isEmpty)
    #expect(LineWrapping.wrap("   ", width: 10) == [WrappedLine(text: "", width: 0)])
    #expect(texts("\n", width: 10) == ["", ""])
  }

  @Test func mayBreakAfterAHyphenOrSlashInsideAWord() {
    #expect(texts("a well-known fact", width: 7) == ["a well-", "known", "fact"])
    #expect(texts("client/server", width: 8) == ["client/", "server"])
    #expect(texts("and/or-not", width: 5) == ["and/", "or-", "not"])
    #expect(texts("well-known", width: 20) == ["well-known"])
  }

  @Test func aLeadingHyphenOrARunOfHyphensIsNotABreak() {
    #expect(texts("-verbose", width: 4) == ["-ver", "bose"])
    #expect(texts("ab--cd", width: 4) == ["ab--", "cd"])
    #expect(texts("a -b", width: 2) == ["a", "-b"])
  }

  @Test func aWordLongerThanTheLineStartsANewLineAndIsSplit() {
    #expect(texts("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(texts("hi abcdefghij ok", width: 4) == ["hi", "abcd", "efgh", "ij", "ok"])
    #expect(texts("abcdefg-hi", width: 5) == ["abcde", "fg-hi"])
  }

  @Test func clustersAreNeverSplit() {
    #expect(texts("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    #expect(texts("👩‍👩‍👧‍👦👩‍👩‍👧‍👦", width: 3) == ["👩‍👩‍👧‍👦", "👩‍👩‍👧‍👦"])
    #expect(texts("🇯🇵🇺🇳🇫🇷", width: 5) == ["🇯🇵🇺🇳", "🇫🇷"])
    #expect(
      texts("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}", width: 3) == [
        "\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}",
      ])
  }

  @Test func wideGlyphsBreakAnywhereButNeverAcrossTheEdge() {
    let lines = LineWrapping.wrap("日本語です", width: 5)
    #expect(lines.map(\.text) == ["日本", "語で", "す"])
    #expect(lines.map(\.width) == [4, 4, 2])
    #expect(texts("abc日本", width: 5) == ["abc日", "本"])
    #expect(texts("ok 👍👍", width: 5) == ["ok 👍", "👍"])
  }

  @Test func aWideGlyphOnAOneColumnLineBecomesANarrowPlaceholder() {
    let lines = LineWrapping.wrap("a日b", width: 1)
    #expect(
      lines == [
        WrappedLine(text: "a", width: 1), WrappedLine(text: "▯", width: 1), WrappedLine(text: "b", width: 1),
      ])
    #expect(texts("👍", width: 2) == ["👍"])
  }

  @Test func widthZeroOrLessHoldsNothing() {
    #expect(LineWrapping.wrap("some text", width: 0).isEmpty)
    #expect(LineWrapping.wrap("some text", width: -5).isEmpty)
    #expect(LineWrapping.lineCount(of: "some text", width: 0) == 0)
  }

  @Test func widthOneGivesOneClusterPerLine() {
    #expect(texts("ab c", width: 1) == ["a", "b", "c"])
    #expect(texts("e\u{301}x", width: 1) == ["e\u{301}", "x"])
  }

  @Test func maxLinesEndsTheLastLineWithAnEllipsisThatFits() {
    #expect(
      LineWrapping.wrap("The quick brown fox", width: 10, maxLines: 1) == [
        WrappedLine(text: "The quick…", width: 10)
      ])
    #expect(texts("The quick brown fox", width: 9, maxLines: 1) == ["The quic…"])
    #expect(texts("ab c ef", width: 4, maxLines: 1) == ["ab…"])
    #expect(texts("The quick brown fox", width: 10, maxLines: 2) == ["The quick", "brown fox"])
    #expect(LineWrapping.wrap("日本語", width: 4, maxLines: 1) == [WrappedLine(text: "日…", width: 3)])
    #expect(texts("abc", width: 1, maxLines: 1) == ["…"])
    #expect(texts("a\nb", width: 10, maxLines: 1) == ["a…"])
    #expect(texts("a\n", width: 10, maxLines: 1) == ["a…"])
  }

  @Test func noLineLimitForNilZeroOrNegative() {
    let all = texts("one two three four", width: 5)
    #expect(all.count == 4)
    #expect(texts("one two three four", width: 5, maxLines: 0) == all)
    #expect(texts("one two three four", width: 5, maxLines: -1) == all)
    #expect(texts("one two three four", width: 5, maxLines: 4) == all)
  }

  @Test func wrappedTextIsSanitized() {
    #expect(texts("a\u{1B}[0m b\u{202E}c", width: 20) == ["a␛[0m bc"])  // RLO applied, not drawn
    #expect(texts("a \u{202E}bcd\u{202C} e", width: 20) == ["a dcb e"])
    #expect(LineWrapping.wrap("\u{85}", width: 20) == [WrappedLine(text: "␦", width: 1)])
  }

  @Test func lineCountAgreesWithTheLines() {
    #expect(LineWrapping.lineCount(of: "The quick brown fox", width: 10) == 2)
    #expect(LineWrapping.lineCount(of: "a\r\n\r\nb\n", width: 10) == 4)
    #expect(LineWrapping.lineCount(of: "日本語です", width: 5) == 3)
    #expect(LineWrapping.lineCount(of: "one two three four", width: 5, maxLines: 2) == 2)
    #expect(LineWrapping.lineCount(of: "", width: 5) == 0)
  }

  @Test func doubledLinesDrawEachColumnTwoCellsWide() {
    let lines = LineWrapping.build("Hi 日é", width: 10, maxLines: nil, isDoubled: true).lines
    #expect(lines == [WrappedLine(text: "Ｈｉ  日  é ", width: 12)])
    #expect(lines.allSatisfy { DisplayWidth.columns(of: $0.text) == $0.width })
    let cut = LineWrapping.build("abc def", width: 4, maxLines: 1, isDoubled: true).lines
    #expect(cut == [WrappedLine(text: "ａｂｃ… ", width: 8)])
  }
}
