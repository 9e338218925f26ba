import Testing

@testable import GridText

/// What UIKit's labels do beyond spaces, checked on real paragraphs at every width where no word has
/// to be split: Thai, Lao, Khmer and Myanmar break only at the word boundaries ICU's dictionaries
/// find; Japanese and Chinese lines never start with a character UAX #14 keeps off a line's start
/// nor end with an opening bracket; Korean breaks only at spaces.
@Suite(.enabled(if: ICU.isAvailable, "needs ICU (libicu72)"))
struct LineBreakTailoringTests {
  /// The UTF-8 offset in `text` of each line's first glyph after the first line: lines hold the
  /// text's clusters in order, with its spaces dropped or collapsed.
  static func lineStarts(of lines: [WrappedLine], in text: String) -> [Int] {
    var clusters: [(character: Character, offset: Int)] = []
    var offset = 0
    for character in text {
      if character != " " && character != "\n" { clusters.append((character, offset)) }
      offset += character.utf8.count
    }
    var starts: [Int] = []
    var next = 0
    for (number, line) in lines.enumerated() {
      for (index, character) in line.text.filter({ $0 != " " }).enumerated() {
        #expect(next < clusters.count && clusters[next].character == character, "\(line.text) in \(text)")
        if index == 0 && number > 0 && next < clusters.count { starts.append(clusters[next].offset) }
        next += 1
      }
    }
    #expect(next == clusters.count, "every cluster is on a line")
    return starts
  }

  /// The widths to check a paragraph at: from its widest word (no word split) to wider than it.
  static func widths(for text: String) -> ClosedRange<Int> {
    max(2, LineBreaks.widestWord(in: text).width)...(DisplayWidth.columns(of: text) + 1)
  }

  static let dictionaryParagraphs = [
    "ภาษาไทยเป็นภาษาที่มีระดับเสียงของคำแน่นอนหรือวรรณยุกต์เช่นเดียวกับภาษาจีน และออกเสียงแยกคำต่อคำ",
    "ພາສາລາວເປັນພາສາທາງການຂອງສາທາລະນະລັດປະຊາທິປະໄຕປະຊາຊົນລາວ",
    "ភាសាខ្មែរគឺជាភាសាកំណើតរបស់ជនជាតិខ្មែរនិងជាភាសាផ្លូវការរបស់ប្រទេសកម្ពុជា",
    "မြန်မာဘာသာစကားသည်မြန်မာနိုင်ငံ၏ရုံးသုံးဘာသာစကားဖြစ်သည်",
  ]

  @Test(arguments: dictionaryParagraphs)
  func dictionaryScriptsBreakOnlyAtWordBoundaries(_ text: String) {
    let boundaries = Set(LineWrapping.withUTF8(of: text) { ICU.wordBoundaries(utf8: $0) })
    var insideRuns = 0
    for width in Self.widths(for: text) {
      let starts = Self.lineStarts(of: LineWrapping.wrap(text, width: width), in: text)
      for start in starts {
        #expect(boundaries.contains(start), "width \(width): a line starts inside a word at byte \(start)")
        if Array(text.utf8)[start - 1] != 0x20 { insideRuns += 1 }
      }
    }
    // The text has (almost) no spaces: most lines start where only the dictionary finds a word.
    #expect(insideRuns > 10)
    // The old rules could only cut such a run between clusters, in the middle of words.
    #expect(LineBreaks.widestWord(in: text).width * 2 < DisplayWidth.columns(of: text))
  }

  static let ideographicParagraphs = [
    "日本語のテキストは、スペースがありません。「括弧」も…待ってください。ちょっと（少し）だけ、ね？ー",
    "新宿駅は世界で最も利用者の多い駅です。東京メトロ・都営地下鉄、ＪＲ線！「ホーム」はこちらっ。",
    "每一行的高度等于该行最高的单元格。中文，没有空格；标点（例如：句号。）不能出现在行首！",
  ]

  @Test(arguments: ideographicParagraphs)
  func ideographicLinesNeverStartOrEndWithForbiddenPunctuation(_ text: String) {
    let noStart: Set<ICU.LineBreak> = [.CL, .CP, .EX, .IS, .NS, .CJ, .IN]
    for width in Self.widths(for: text) {
      let lines = LineWrapping.wrap(text, width: width)
      #expect(lines.count > 1 || width > 20)
      for (number, line) in lines.enumerated() {
        let scalars = line.text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { continue }
        if number > 0 {
          let starts = ICU.lineBreak(first.value)
          #expect(!noStart.contains(starts), "width \(width): line \(number) starts with \(first)")
        }
        if number < lines.count - 1 {
          #expect(ICU.lineBreak(last.value) != .OP, "width \(width): line \(number) ends with \(last)")
        }
      }
    }
  }

  /// The issue's picture: the Japanese line no longer ends with `「`, the Thai one is cut at words.
  @Test func theIssuesExamplesBreakAsUIKitDoes() {
    let japanese = LineWrapping.wrap("日本語のテキストは、スペースがありません。「括弧」も…待ってください。", width: 21)
    #expect(japanese.map(\.text) == ["日本語のテキストは、", "スペースがありませ", "ん。「括弧」も…待って", "ください。"])
    let thai = LineWrapping.wrap("ภาษาไทยไม่มีช่องว่างระหว่างคำ", width: 14)
    #expect(thai.map(\.text) == ["ภาษาไทยไม่มีช่อง", "ว่างระหว่างคำ"])
  }

  static let koreanParagraphs = [
    "한국어 텍스트는 띄어쓰기로 단어를 나눕니다. 3개의 단어가 A형으로 (괄호 안에) 있어도, 100% 그대로입니다!",
    "안녕하세요, 반갑습니다. 오늘은 날씨가 좋네요… 산책하러 갈까요?",
  ]

  @Test(arguments: koreanParagraphs)
  func koreanBreaksOnlyAtSpaces(_ text: String) {
    let bytes = Array(text.utf8)
    for width in Self.widths(for: text) {
      for start in Self.lineStarts(of: LineWrapping.wrap(text, width: width), in: text) {
        #expect(bytes[start - 1] == 0x20, "width \(width): a line starts inside a word at byte \(start)")
      }
    }
    // ICU alone breaks between every two syllables.
    let icu = LineWrapping.withUTF8(of: text) { ICU.lineBreaks(utf8: $0) }
    #expect(icu.contains { $0.offset < bytes.count && bytes[$0.offset - 1] != 0x20 })
  }
}
