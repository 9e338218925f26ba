import Testing

@testable import GridText

/// `LineBreaks`: the opportunities wrapping uses, the widest word the audit reports, and the rules
/// used without ICU.
@Suite struct LineBreaksTests {
  /// The text cut at each opportunity: `|` after each, `!` after a mandatory one.
  func marked(_ text: String, _ tailoring: LineBreaks.Tailoring = .uiKit) -> String {
    let bytes = Array(text.utf8)
    var marked = ""
    var start = 0
    for opportunity in LineBreaks.opportunities(in: text, tailoring: tailoring) {
      marked += String(decoding: bytes[start..<opportunity.offset], as: UTF8.self)
      marked += opportunity.isMandatory ? "!" : "|"
      start = opportunity.offset
    }
    return marked
  }

  @Test(.enabled(if: ICU.isAvailable, "needs ICU (libicu72)"))
  func opportunitiesFollowUAX14() {
    #expect(marked("The quick (brown) fox.") == "The |quick |(brown) |fox.|")
    #expect(marked("well-known and/or client/server") == "well-|known |and/|or |client/|server|")
    #expect(marked("costs $5.99 (approx.) — fine !") == "costs |$5.99 |(approx.) |— |fine !|")
    #expect(marked("a\nb\r\nc") == "a\n!b\r\n!c|")
    #expect(marked("日本語です。「括弧」") == "日|本|語|で|す。|「括|弧」|")
    #expect(marked("ภาษาไทยง่าย") == "ภาษา|ไทย|ง่าย|")
    #expect(marked("") == "")
  }

  /// UIKit's tailoring keeps Korean words and ICU's rules from Unicode 15.1; the bare standard does not.
  @Test(.enabled(if: ICU.isAvailable, "needs ICU (libicu72)"))
  func theTailoringsDiffer() {
    #expect(marked("한국어 텍스트", .uiKit) == "한국어 |텍스트|")
    #expect(marked("한국어 텍스트", .none) == "한|국|어 |텍|스|트|")
    #expect(marked("-verbose ,5", .uiKit) == "-verbose |,5|")
    #expect(marked("-verbose ,5", .none) == "-|verbose ,|5|")
  }

  @Test(.enabled(if: ICU.isAvailable, "needs ICU (libicu72)"))
  func theWidestWordIsWhatWrappingSplits() {
    #expect(LineBreaks.widestWord(in: "a well-known word") == ("well-", 5))
    #expect(LineBreaks.widestWord(in: "ภาษาไทยง่าย") == ("ภาษา", 4))
    #expect(LineBreaks.widestWord(in: "日本語です。") == ("す。", 4))
    #expect(LineBreaks.widestWord(in: "한국어 텍스트는") == ("텍스트는", 8))
    #expect(LineBreaks.widestWord(in: "fine  !") == ("fine  !", 6))  // one column for the spaces
    #expect(LineBreaks.widestWord(in: "日 本") == ("", 0))  // one cluster each: never split
    #expect(LineBreaks.widestWord(in: "ab\u{7}c\ndef") == ("ab\u{7}c", 4))  // a control as its placeholder
    // A word wrapping splits is exactly one wider than the line.
    for (text, width) in [("Supercalifragilistic", 19), ("日本語です。", 3), ("fine !", 5)] {
      let word = LineBreaks.widestWord(in: text)
      #expect(word.width > width && LineWrapping.wrap(word.word, width: width).count > 1)
      #expect(LineWrapping.wrap(word.word, width: word.width).count == 1)
    }
  }

  /// Without ICU lines break by GridText's own rules: at spaces, after a hyphen or slash inside a
  /// word, around wide glyphs and after a zero-width space.
  @Test func theRulesWithoutICU() {
    func basic(_ text: String) -> [Int] {
      LineWrapping.withUTF8(of: text) { LineBreaks.basicOpportunities(in: $0).map(\.offset) }
    }
    #expect(basic("ab cd") == [3, 5])
    #expect(basic("well-known -x a--b") == [5, 11, 14, 17, 18])
    #expect(basic("日本a") == [3, 6, 7])
    #expect(basic("a\u{200B}b") == [4, 5])
    #expect(basic("a\nb") == [2, 3])
    #expect(!LineBreaks.engine.isEmpty)
  }

  /// A space before a character UAX #14 allows no break before stays inside its word, as one space;
  /// where the word is split, it goes, so no line starts or ends with a space.
  @Test(.enabled(if: ICU.isAvailable, "needs ICU (libicu72)"))
  func spacesInsideAWordCollapseAndGoWhereItIsSplit() {
    #expect(LineWrapping.wrap("it is fine  !", width: 10).map(\.text) == ["it is", "fine !"])
    #expect(LineWrapping.wrap("fine !", width: 4).map(\.text) == ["fine", "!"])
    #expect(LineWrapping.wrap("abc ( def", width: 5).map(\.text) == ["abc", "( def"])
    #expect(LineWrapping.wrap("ab ( de", width: 4).map(\.text) == ["ab", "( de"])
    #expect(LineWrapping.lineCount(of: "fine !", width: 4) == 2)
    let doubled = LineWrapping.build("a !", width: 3, maxLines: nil, isDoubled: true).lines
    #expect(doubled == [WrappedLine(text: "ａ  ！", width: 6)])
  }
}
