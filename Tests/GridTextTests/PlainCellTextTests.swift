import GridFixtures
import Testing

@testable import GridText

@Suite struct PlainCellTextTests {
  /// The lines a plain text gives, as Strings from left to right.
  func texts(_ plain: PlainCellText) -> [String] { (0..<plain.lineCount).map { drawn(plain, $0) } }

  /// Line `i` of a plain text as a renderer draws it, from left to right: its bytes in the drawn
  /// text, a right-to-left line at one level put in visual order.
  func drawn(_ plain: PlainCellText, _ i: Int) -> String {
    let (isTitle, range, kind) = plain.lineBytes(i)
    let bytes = Array(Array(plain.drawnText(isTitle: isTitle).utf8)[range])
    return String(decoding: kind == .rightToLeft ? visualOrder(bytes) : bytes, as: UTF8.self)
  }

  /// `PlainCellText.visualOrder(of:into:)` of a line's bytes.
  func visualOrder(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBufferPointer { logical in
      [UInt8](unsafeUninitializedCapacity: logical.count) { buffer, count in
        PlainCellText.visualOrder(of: logical, into: buffer)
        count = logical.count
      }
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

  /// One cell laid out by `CellTextLayout` and, if it can be, as its plain text, from the same
  /// arguments.
  func laidOut(
    title: String?, body: String, width: Int, category: ContentSizeCategory, padding: Int, maxLines: Int?
  ) -> (layout: CellTextLayout, plain: PlainCellText?) {
    (
      CellTextLayout(
        title: title, body: body, width: width, category: category, padding: padding, maxBodyLines: maxLines),
      PlainCellText(
        title: title, body: body, width: width, category: category, padding: padding, maxBodyLines: maxLines)
    )
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
      let (layout, made) = laidOut(
        title: title, body: body, width: width, category: category, padding: padding, maxLines: maxLines)
      guard let text = made else {
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

  /// A right-to-left line drawn from its bytes in visual order is the line `CellTextLayout` draws:
  /// the same text from left to right (clusters reversed, or in the order of their levels when
  /// numbers or letters of the other direction are in it, brackets mirrored), the same width, and
  /// aligned the same way.
  @Test func everyRightToLeftLineIsTheLineCellTextLayoutDraws() {
    var rng = SplitMix64(seed: 2026_11_26)
    var (oneLevel, reordered, notPlain) = (0, 0, 0)
    for round in 0..<6_000 {
      // Every third text often leaves one level; every fourth is left to right around it.
      let odds = round % 3 == 0 ? 1 : 6
      let title: String? =
        round % 5 == 0 ? nil : RandomText.rightToLeft(fragments: 3, offLevelOdds: odds, using: &rng)
      var body = RandomText.rightToLeft(fragments: 14, offLevelOdds: odds, using: &rng)
      if round % 4 == 0 {
        body = RandomText.word(using: &rng) + " " + body + " " + RandomText.word(using: &rng)
      }
      let width = 1 + rng.next(below: 30)
      let category = ContentSizeCategory.allCases[rng.next(below: 7)]
      let padding = rng.next(below: 3)
      let maxLines: Int? = round % 5 == 0 ? 1 + rng.next(below: 3) : nil
      let (layout, made) = laidOut(
        title: title, body: body, width: width, category: category, padding: padding, maxLines: maxLines)
      let context = "round \(round): \(title.debugDescription) / \(body.debugDescription) at \(width)"
      guard let text = made else {
        notPlain += 1
        continue
      }
      switch text.kinds.body {
      case .rightToLeft: oneLevel += 1
      case .reordered: reordered += 1
      default: break
      }
      let lines = layout.titleLines + layout.bodyLines
      #expect(lines.count == text.lineCount, "\(context)")
      #expect(texts(text) == lines.map(\.text), "\(context)")
      for i in 0..<min(lines.count, text.lineCount) {
        let (isTitle, range, kind) = text.lineBytes(i)
        let bytes = Array(Array(text.drawnText(isTitle: isTitle).utf8)[range])
        let width = bytes.withUnsafeBufferPointer { PlainCellText.columns(ofLine: $0) }
        #expect(width == lines[i].width, "\(context), line \(i)")
        switch kind {
        case .rightToLeft: #expect(lines[i].isRightToLeft || bytes.isEmpty, "\(context), line \(i)")
        case .reordered(let isRightToLeft):
          #expect(isRightToLeft == lines[i].isRightToLeft || bytes.isEmpty, "\(context), line \(i)")
        default: #expect(!lines[i].isRightToLeft, "\(context), line \(i)")
        }
      }
    }
    // Every case is met often: one level, reordered, and what is not plain.
    #expect(oneLevel > 1_000 && reordered > 500 && notPlain > 300, "\(oneLevel), \(reordered), \(notPlain)")
    // Reordered: a number or Latin in right-to-left text, a right-to-left word in left-to-right
    // text.
    let examples: [(String, String, Bool)] = [
      ("מחיר 3", "3 ריחמ", true), ("עם abc", "abc םע", true), ("السعر 250", "250 رعسلا", true),
      ("Blue שלום (a) paper", "Blue םולש (a) paper", false),
    ]
    for (body, visual, isRightToLeft) in examples {
      let text = PlainCellText(title: nil, body: body, width: 30, category: .large)
      #expect(text?.kinds.body == .reordered(isRightToLeft: isRightToLeft), "\(body)")
      #expect(text.map(texts) == [visual], "\(body)")
    }
    // Not drawn from bytes: a mark of the other direction, a joiner, a line break, a bracket ICU
    // mirrors that the visual order does not.
    for text in ["א\u{200E}ב", "ש\u{200D}ל", "שלום\nעולם", "א ⁅ב⁆", "3 \u{2067}א\u{2069}"] {
      #expect(PlainCellText(title: nil, body: text, width: 20, category: .large) == nil, "\(text)")
    }
    #expect(
      PlainCellText(title: nil, body: "שלום (עולם)", width: 20, category: .large)?.kinds.body == .rightToLeft)
  }

  /// The width of a line measured on its bytes is the width of its text.
  @Test func aLinesWidthFromItsBytesIsItsTextsWidth() {
    var rng = SplitMix64(seed: 2026_11_27)
    for round in 0..<3_000 {
      let text =
        round % 2 == 0
        ? Self.clean(fragments: 8, using: &rng) : RandomText.rightToLeft(fragments: 8, using: &rng)
      let bytes = Array(text.utf8)
      let width = bytes.withUnsafeBufferPointer { PlainCellText.columns(ofLine: $0) }
      #expect(width == DisplayWidth.columns(of: text), "\(text.debugDescription)")
      // What the visual order measures on its way.
      let measured = bytes.withUnsafeBufferPointer { line in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: line.count) {
          PlainCellText.visualOrder(of: line, into: $0)
        }
      }
      #expect(measured == width, "\(text.debugDescription)")
    }
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

  /// Whether text can be drawn as its bytes is settled by lead bytes where they allow: for every
  /// scalar, what checking it says (a placeholder, U+2028 or U+2029, or something the bidi
  /// algorithm could reorder).
  @Test func everyScalarIsPlainOrNotAsCheckingItSays() {
    // Every ASCII byte in every place of an eight-byte word.
    for byte in UInt8(0)..<0x80 {
      for place in 0..<12 {
        var bytes = Array("abcdefghijkl".utf8)
        bytes[place] = byte
        let plain = byte >= 0x20 && byte != 0x7F || byte == 0x0A || byte == 0x0D
        let found = bytes.withUnsafeBufferPointer { PlainCellText.kind(of: $0) }
        #expect(found == (plain ? true : nil), "byte \(byte) at \(place)")
      }
    }
    var differ: [UInt32] = []
    for v in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(v) else { continue }
      // After a whole word of eight bytes and inside one, as the check reads them.
      let text = (v % 2 == 0 ? "abcdefghij" : "a") + String(scalar) + "klmnopq"
      let drawnAsItIs =
        SafeText.placeholder(for: scalar) == nil && v != 0x2028 && v != 0x2029
        && !BidiText.isNeeded(for: text)
      let found = Array(text.utf8).withUnsafeBufferPointer { PlainCellText.kind(of: $0) }
      if found != (drawnAsItIs ? false : nil) { differ.append(v) }
    }
    #expect(differ.isEmpty, "\(differ.prefix(10).map { String($0, radix: 16) })")
  }
}
