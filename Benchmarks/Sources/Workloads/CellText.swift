import GridFixtures

/// The text of one grid cell, as `CellTextLayout` measures it: an optional title, the body and an
/// optional line limit.
public struct CellText: Sendable {
  public var title: String?
  public var body: String
  public var maxLines: Int?

  public init(title: String?, body: String, maxLines: Int? = nil) {
    self.title = title
    self.body = body
    self.maxLines = maxLines
  }

  /// Every item's text in a fixture, in order (explicit heights are ignored: the text is measured).
  public static func cells(of fixture: Fixture) -> [CellText] {
    fixture.sections.flatMap { section in
      section.items.map { CellText(title: $0.title, body: $0.text, maxLines: $0.maxLines) }
    }
  }

  /// `count` cells of CJK-heavy text, shaped like the generator's cards: bodies of 1 to 4 words
  /// (75 in 100), 5 to 15 (20 in 100) or 16 to 40, each word a CJK or Hangul word or (1 in 10) an
  /// English one, without spaces between ideographic words, a comma every few words and a full
  /// stop at the end of longer bodies; 15 in 100 have a title of one or two CJK words.
  ///
  /// Such text takes the grapheme-by-grapheme path of `CellTextLayout.rows`, with a wide glyph
  /// (and a break opportunity) at nearly every cluster.
  public static func cjkHeavy(count: Int, seed: UInt64 = GeneratedFixture.seed) -> [CellText] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let band = Int.random(in: 0..<100, using: &random)
      let words =
        band < 75
        ? Int.random(in: 1...4, using: &random)
        : band < 95 ? Int.random(in: 5...15, using: &random) : Int.random(in: 16...40, using: &random)
      var body = ""
      for index in 0..<words {
        let english = Int.random(in: 0..<10, using: &random) == 0
        let word = english ? pick(latinWords, &random) : pick(cjkWords, &random)
        if index > 0 {
          if index % 5 == 0 {
            body += "、"
          } else if english || word.unicodeScalars.contains(where: { $0.value >= 0xAC00 }) {
            body += " "  // Latin and Hangul words are separated by spaces
          }
        }
        body += word
      }
      if words >= 4 { body += "。" }
      let title =
        Int.random(in: 0..<100, using: &random) < 15
        ? (0..<Int.random(in: 1...2, using: &random)).map { _ in pick(cjkWords, &random) }.joined()
        : nil
      return CellText(title: title, body: body)
    }
  }

  private static func pick(_ words: [String], _ random: inout SplitMix64) -> String {
    words[Int.random(in: 0..<words.count, using: &random)]
  }

  private static let cjkWords = [
    "東京", "日本語", "漢字", "中文", "北京", "上海", "大阪", "京都", "天気", "電車", "図書館", "写真", "料理", "春夏秋冬",
    "ひらがな", "カタカナ", "ありがとう", "こんにちは", "서울", "한글", "부산", "안녕하세요", "감사합니다",
  ]

  private static let latinWords = ["grid", "cell", "café", "Zürich", "layout", "text", "row", "OK"]
}
