import GridFixtures
import Testing

@testable import GridText

@Suite struct PlainCellTextTests {
  /// The lines a plain text gives, as Strings.
  func texts(_ plain: PlainCellText) -> [String] {
    (0..<plain.lineCount).map { i in
      let line = plain.line(i)
      return String(decoding: Array(line.text.utf8)[line.bytes], as: UTF8.self)
    }
  }

  /// Text beyond ASCII that is drawn as it is: CJK, emoji sequences, combining marks, hyphens and
  /// slashes, with single spaces and line breaks between them.
  static func clean(fragments: Int, using rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<rng.next(below: fragments + 1) {
      switch rng.next(below: 5) {
      case 0: text += RandomText.word(using: &rng)
      case 1:
        text += (0..<(1 + rng.next(below: 6))).map { _ in
          RandomText.cjk[rng.next(below: RandomText.cjk.count)]
        }.joined()
      case 2: text += RandomText.emoji[rng.next(below: RandomText.emoji.count)]
      case 3: text += RandomText.accented[rng.next(below: RandomText.accented.count)]
      default: text += RandomText.punctuated[rng.next(below: RandomText.punctuated.count)]
      }
      text += ["", " ", " ", " ", "\n", "\r\n"][rng.next(below: 6)]
    }
    return text
  }

  /// The lines `CellTextLayout` draws, title then body.
  func texts(_ layout: CellTextLayout) -> [String] { (layout.titleLines + layout.bodyLines).map(\.text) }

  @Test func everyPlainLineIsTheLineCellTextLayoutDraws() {
    var rng = SplitMix64(seed: 2026_11_24)
    var plain = (ascii: 0, other: 0)
    var notPlain = 0
    for round in 0..<4_000 {
      let title: String? =
        round % 3 == 0
        ? nil : round % 2 == 0 ? RandomText.mixed(fragments: 4, using: &rng) : RandomText.word(using: &rng)
      let body =
        switch round % 4 {
        case 0: RandomText.mixed(fragments: 12, using: &rng)
        case 1: RandomText.ascii(fragments: 12, using: &rng)
        case 2: RandomText.scripts(fragments: 12, using: &rng)
        default: Self.clean(fragments: 12, using: &rng)
        }
      let width = 1 + rng.next(below: 40)
      let category = ContentSizeCategory.allCases[rng.next(below: ContentSizeCategory.allCases.count)]
      let padding = rng.next(below: 3)
      let maxLines: Int? = round % 4 == 0 ? 1 + rng.next(below: 4) : nil
      let layout = CellTextLayout(
        title: title, body: body, width: width, category: category, padding: padding, maxBodyLines: maxLines)
      guard
        let text = PlainCellText(
          title: title, body: body, width: width, category: category, padding: padding, maxBodyLines: maxLines
        )
      else {
        notPlain += 1
        continue
      }
      let context =
        "round \(round): \(title.debugDescription) / \(body.debugDescription) at \(width), \(category)"
      #expect(texts(text) == texts(layout), "\(context)")
      #expect(text.titleLines.count == layout.titleLines.count, "\(context)")
      #expect(
        text.contentColumn == layout.contentColumn && text.innerWidth == layout.innerWidth, "\(context)")
      #expect(!layout.isBodyTruncated, "\(context)")
      if case (.ascii, .ascii) = text.kinds { plain.ascii += 1 } else { plain.other += 1 }
    }
    // Every kind of case was met: plain ASCII, plain beyond ASCII, and text that is not plain.
    #expect(plain.ascii > 300 && plain.other > 300 && notPlain > 300, "\(plain), \(notPlain)")
  }

  @Test func textThatIsNotItsOwnBytesOnScreenHasNoPlainForm() {
    func plain(
      _ body: String, width: Int = 20, category: ContentSizeCategory = .extraSmall, maxLines: Int? = nil
    )
      -> PlainCellText?
    {
      PlainCellText(title: nil, body: body, width: width, category: category, maxBodyLines: maxLines)
    }
    #expect(plain("two  spaces") == nil)  // drawn with one
    #expect(plain("a\ttab") == nil)  // drawn as a space
    #expect(plain("bell \u{7}") == nil)  // drawn as a placeholder
    #expect(plain("\u{202E}bidi") == nil)
    #expect(plain("next\u{2028}line") == nil)
    #expect(plain("Hello world", width: 40, category: .accessibilityMedium) == nil)  // doubled
    #expect(plain("one two three four five", width: 8, maxLines: 1) == nil)  // ends with …
    #expect(plain("中", width: 5) == nil)  // a wide glyph on a one-column line is a placeholder
    #expect(plain(" \u{301}x y") == nil)  // a cluster starting with a space byte
    // Runs of spaces between lines, line breaks and leading or trailing spaces are not drawn at all.
    let text = plain("  one  \r\ntwo three\n\n東京 e\u{301}  ", width: 14)
    #expect(text.map(texts) == ["one", "two three", "", "東京 e\u{301}"])
    #expect(text?.kinds.body == .clusters)
    #expect(plain("東京 Zürich\nnaïve", width: 14)?.kinds.body == .scalars)
    #expect(plain("plain words", width: 14)?.kinds.body == .ascii)
    #expect(
      plain("well-known client/server", width: 12).map(texts) == ["well-", "known", "client/", "server"])
  }
}
