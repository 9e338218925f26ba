import GridFixtures

/// Random text for property tests, built from fragments that exercise wrapping: ASCII words (some
/// longer than a line), CJK, emoji sequences, combining marks, hyphens, slashes, controls, runs of
/// spaces, tabs and line breaks. Combining marks only ever follow a letter.
enum RandomText {
  static let cjk: [String] = ["中", "文", "字", "日", "本", "語", "한", "국", "어", "。", "ア"]
  static let emoji = ["👍", "👍🏽", "👩‍👩‍👧‍👦", "🇯🇵", "1️⃣", "❤️", "🏳️‍🌈", "❤︎"]
  static let accented = ["e\u{301}", "n\u{303}", "a\u{308}\u{304}", "\u{1100}\u{1161}\u{11A8}"]
  static let punctuated = ["well-known", "client/server", "a--b", "-x", "x-", "/", "and/or-not", "—"]
  static let controls = ["\u{1B}[1m", "\u{202E}", "\u{85}", "\u{7}", "\u{200B}"]
  static let separators = [" ", " ", " ", "   ", "\n", "\t", "\r\n", "\n\n"]

  /// Right-to-left fragments: Hebrew and Arabic words (with points, harakat and a shadda), marks
  /// after a space or at the start, punctuation, brackets and « », and (the last nine) pieces that
  /// take a text off one level: digits, Latin, the marks RLM and LRM, a joiner, a line break.
  static let rightToLeft = [
    "שלום", "עולם", "מחיר", "הזמנה", "בְּרֵאשִׁית", "مرحبا", "السعر", "الكمية", "شُكْرًا", "مُحَمَّد", "(שלום)",
    "[مرحبا]", "«עברית»", "{א}", "<ب>", "!", "?", ".", ",", ":", "־", "-", "—", "%", "\u{5B4}", "؟", "،",
    "\u{00A0}", "\u{2003}", "“ציטוט”", "3", "١٢", "abc", "\u{200F}", "\u{200E}", "\u{200D}", "\n", "⁅א⁆", "x",
  ]

  /// A text of up to `fragments` right-to-left fragments, most with one space after them. The
  /// pieces that take a text off one level are kept one time in `offLevelOdds`: rarely by default,
  /// so that most texts stay on it.
  static func rightToLeft(fragments: Int, offLevelOdds: Int = 6, using rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...fragments, using: &rng) {
      let index = Int.random(in: 0..<rightToLeft.count, using: &rng)
      if index >= rightToLeft.count - 9, Int.random(in: 0..<offLevelOdds, using: &rng) > 0 { continue }
      text += rightToLeft[index]
      if Int.random(in: 0..<4, using: &rng) > 0 { text += " " }
    }
    return text
  }

  /// A mixed text of up to `fragments` fragments.
  static func mixed(fragments: Int, using rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...fragments, using: &rng) {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<40: text += word(using: &rng)
      case 40..<50: text += (0..<Int.random(in: 1...8, using: &rng)).map { _ in pick(cjk, &rng) }.joined()
      case 50..<58: text += pick(emoji, &rng)
      case 58..<65: text += pick(accented, &rng)
      case 65..<72: text += pick(punctuated, &rng)
      case 72..<75: text += pick(controls, &rng)
      default: break
      }
      // Usually a separator; sometimes none, gluing fragments into longer words.
      if Int.random(in: 0..<4, using: &rng) > 0 {
        text += pick(separators, &rng)
      }
    }
    return text
  }

  /// Text that is all ASCII: words, hyphens, slashes, controls, spaces, tabs and line breaks.
  static func ascii(fragments: Int, using rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...fragments, using: &rng) {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: text += pick(["well-known", "a/b/c", "--", "-x", "x-", "\u{1B}[0m", "\u{7F}", "\r"], &rng)
      default: text += word(using: &rng)
      }
      if Int.random(in: 0..<5, using: &rng) > 0 {
        text += pick([" ", " ", " ", "  ", "\t", "\n", "\r\n"], &rng)
      }
    }
    return text
  }

  /// Pieces of real text in many scripts, with the punctuation and numbers UAX #14 has rules for:
  /// brackets and quotation marks, signs and separators of numbers, dashes, CJK punctuation that
  /// may not start or end a line, Hangul, Thai, Hebrew, emoji with modifiers and flags.
  static let punctuation = [
    "fine !", "( a", "\" (", "$5.99", "(approx.)", "-5", "x .5", "3.5%", "1,000", "a/b", "1/2", "e.g.", "—",
    " — ", "well-known", "-verbose", "it's", "«quote»", "“quoted”", "100 %", "[1]", "{x}", "a.b", ";", "?",
    "…", "\u{A0}",
    "日本語、", "です。", "「括弧」", "ー", "ッ", "（注）", "中文，", "한국어", "텍스트는", "3개", "A형으로", "(한글)", "다.",
    "ภาษาไทย", "שלום", "עברית-", "👍🏽", "🇯🇵🇺🇳", "👩‍💻", "\u{200B}", "\u{2060}", "\u{2010}x", "ｱｲｳ",
  ]

  /// Words of the scripts whose clusters `ClusterScanner` finds scalar by scalar — Hebrew with points,
  /// Arabic with harakat, Thai with vowel signs, tone marks and SARA AM, Devanagari conjuncts and
  /// vowel signs, Latin with stacked accents — and what sends it to the standard library: a joiner
  /// after a virama, Arabic number signs, ALM, jamo, variation selectors, Bengali; and marks after a
  /// space, a control, a soft hyphen or a line break, or where a conjunct is broken.
  static let scripts = [
    "שָׁלוֹם", "עברית", "בְּרֵאשִׁית", "مُحَمَّد", "السلام عليكم", "القرآن", "١٢٣", "ภาษาไทย", "น้ำ", "ที่", "กำลัง",
    "เด็กๆ", "नमस्ते", "क्षत्रिय", "स्त्री", "हिन्दी", "कि", "ॐ", "क़", "द्द्ध", "र्\u{200D}", "क्\u{200D}ष",
    "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", " \u{301}", "\u{7}\u{301}", "\u{AD}\u{301}", "\r\n\u{301}",
    "\u{600}١٢", "\u{6DD}٣", "\u{61C}", "\u{1100}\u{1161}", "✈\u{FE0F}", "\u{94D}क", "\u{E33}", "a\u{E31}",
    "क\u{94D}\u{93C}ष", "क\u{94D}\u{93E}ष", "क\u{903}\u{94D}ष", "ক্ষ",
    "\u{5D0}\u{5B8}\u{5B8}\u{5B8}\u{5B8}\u{5B8}",
    "(שלום)", "[مرحبا]", "«עברית»", "a\u{200F}b", "\u{202B}abc\u{202C}",
  ]

  /// Text of `scripts` pieces mixed with words, CJK, emoji and separators.
  static func scripts(fragments: Int, using rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...fragments, using: &rng) {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<6: text += pick(scripts, &rng)
      case 6: text += word(using: &rng)
      case 7: text += pick(cjk, &rng)
      case 8: text += pick(emoji, &rng)
      default: text += pick(accented, &rng)
      }
      if Int.random(in: 0..<3, using: &rng) > 0 { text += pick(separators, &rng) }
    }
    return text
  }

  /// Text built from `punctuation` pieces and words, with and without spaces between them.
  static func punctuated(fragments: Int, using rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...fragments, using: &rng) {
      text += Int.random(in: 0..<3, using: &rng) == 0 ? word(using: &rng) : pick(punctuation, &rng)
      if Int.random(in: 0..<3, using: &rng) > 0 { text += pick(separators, &rng) }
    }
    return text
  }

  /// `count` words of ASCII letters, each at most `maxLength` long.
  static func asciiWords(count: Int, maxLength: Int, using rng: inout SplitMix64) -> [String] {
    (0..<count).map { _ in word(maxLength: maxLength, using: &rng) }
  }

  /// A paragraph of CJK characters and some spaces.
  static func cjkText(length: Int, using rng: inout SplitMix64) -> String {
    (0..<length).map { _ in Int.random(in: 0..<6, using: &rng) == 0 ? " " : pick(cjk, &rng) }.joined()
  }

  /// Lower-case ASCII, 1…`maxLength` letters (without a maximum: up to 10, one word in ten up to 40).
  static func word(maxLength: Int? = nil, using rng: inout SplitMix64) -> String {
    let limit = maxLength ?? (Int.random(in: 0..<10, using: &rng) == 0 ? 40 : 10)
    let length = Int.random(in: 1...limit, using: &rng)
    var word = ""
    for _ in 0..<length {
      word.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &rng)))
    }
    return word
  }

  static func pick(_ choices: [String], _ rng: inout SplitMix64) -> String {
    choices[Int.random(in: 0..<choices.count, using: &rng)]
  }
}
