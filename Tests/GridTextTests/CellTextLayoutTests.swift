import GridFixtures
import GridText
import Testing

@Suite struct CellTextLayoutTests {
  /// 200 characters of ordinary English.
  static let paragraph =
    "In a grid layout every row is as tall as its tallest cell, so one long description pushes its row "
    + "down and short text leaves a gap. Larger text sizes wrap every line sooner and make rows grow. Try it."

  @Test func rowsAreBordersTitleAndBody() {
    let layout = CellTextLayout(
      title: "Tokyo", body: "The quick brown fox jumps", width: 16, category: .extraSmall)
    #expect(layout.padding == 1 && layout.innerWidth == 16 - 2 - 2 && layout.contentColumn == 2)
    #expect(layout.titleLines == [WrappedLine(text: "Tokyo", width: 5)])
    #expect(layout.bodyLines.map(\.text) == ["The quick", "brown fox", "jumps"])
    #expect(layout.rows == 1 + 1 + 3 + 1)
    #expect(
      CellTextLayout.rows(title: "Tokyo", body: "The quick brown fox jumps", width: 16, category: .extraSmall)
        == 6)
  }

  @Test func anEmptyCellIsStillThreeRows() {
    #expect(CellTextLayout(title: nil, body: "", width: 20, category: .large).rows == 3)
    #expect(CellTextLayout(title: "", body: "", width: 20, category: .large).rows == 3)
    #expect(CellTextLayout.rows(title: nil, body: "", width: 20, category: .large) == 3)
  }

  @Test func largerTextWrapsSoonerAndDoublesFromAX1() {
    let large = CellTextLayout(title: nil, body: "Hello world", width: 14, category: .large)
    #expect(large.bodyMeasure == LineMeasure(slots: 10 * 14 / 17, isDoubled: false))
    #expect(large.bodyLines.map(\.text) == ["Hello", "world"])
    let ax1 = CellTextLayout(title: "Hi", body: "Hello world", width: 14, category: .accessibilityMedium)
    #expect(ax1.bodyMeasure == LineMeasure(slots: 5, isDoubled: true))
    #expect(ax1.titleLines == [WrappedLine(text: "Ｈｉ", width: 4)])
    #expect(ax1.bodyLines == [WrappedLine(text: "Ｈｅｌｌｏ", width: 10), WrappedLine(text: "ｗｏｒｌｄ", width: 10)])
  }

  @Test func aDoubledWideGlyphIsFollowedByTwoSpaces() {
    let layout = CellTextLayout(title: nil, body: "日本", width: 12, category: .accessibilityMedium)
    #expect(layout.bodyMeasure == LineMeasure(slots: (12 - 4) * 14 / 28, isDoubled: true))
    #expect(layout.bodyLines == [WrappedLine(text: "日  本  ", width: 8)])
  }

  @Test func theLineLimitAppliesToTheBodyOnly() {
    let layout = CellTextLayout(
      title: "A title long enough to wrap", body: "one two three four five six", width: 14,
      category: .extraSmall, maxBodyLines: 2)
    #expect(layout.titleLines.map(\.text) == ["A title", "long", "enough to", "wrap"])
    #expect(layout.bodyLines.map(\.text) == ["one two", "three fou…"])
    #expect(layout.isBodyTruncated)
    #expect(layout.rows == 2 + 4 + 2)
    #expect(
      CellTextLayout.rows(
        title: "A title long enough to wrap", body: "one two three four five six", width: 14,
        category: .extraSmall, maxBodyLines: 2) == 8)
  }

  @Test func drawnTextIsSanitized() {
    let layout = CellTextLayout(
      title: "\u{1B}]0;pwned\u{7}", body: "a\u{202E}b\tc\r\nd", width: 30, category: .large)
    #expect(layout.titleLines.map(\.text) == ["␛]0;pwned␇"])
    // The override is applied, not drawn; a tab is a segment separator, which it does not reorder
    // across (UAX #9 L1), so `b` and `c` stay where they are.
    #expect(layout.bodyLines.map(\.text) == ["ab c", "d"])
  }

  @Test func narrowColumnsGiveUpPaddingFirstThenText() {
    let cases: [(width: Int, padding: Int, innerWidth: Int)] = [
      (7, 1, 3), (6, 1, 2), (5, 1, 1), (4, 0, 2), (3, 0, 1), (2, 0, 0), (1, 0, 0), (0, 0, 0), (-5, 0, 0),
    ]
    for (width, padding, innerWidth) in cases {
      let layout = CellTextLayout(title: "Title", body: "Some body text", width: width, category: .large)
      #expect(layout.padding == padding && layout.innerWidth == innerWidth, "width \(width)")
    }
    let wide = CellTextLayout(title: nil, body: "x", width: 20, category: .large, padding: 3)
    #expect(wide.padding == 3 && wide.innerWidth == 12)
    let squeezed = CellTextLayout(title: nil, body: "x", width: 8, category: .large, padding: 3)
    #expect(squeezed.padding == 2 && squeezed.innerWidth == 2)
    for width in -2...2 {
      let layout = CellTextLayout(title: "Title", body: "Some body text", width: width, category: .large)
      #expect(layout.rows == 3 && layout.titleLines.isEmpty && layout.bodyLines.isEmpty)
      #expect(
        CellTextLayout.rows(title: "Title", body: "Some body text", width: width, category: .large) == 3)
    }
  }

  @Test func everyCategoryWrapsTheParagraphDifferently() {
    #expect(Self.paragraph.count == 200)
    let lines = ContentSizeCategory.allCases.map {
      CellTextLayout.rows(title: nil, body: Self.paragraph, width: 30, category: $0) - 2
    }
    #expect(Set(lines).count == 12, "\(lines)")
    #expect(lines == lines.sorted(), "\(lines)")
  }

  @Test func heightsNeverShrinkAsTheCategoryGrows() {
    var rng = SplitMix64(seed: 12)
    for round in 0..<150 {
      let body =
        round % 2 == 0
        ? RandomText.asciiWords(count: Int.random(in: 1...60, using: &rng), maxLength: 12, using: &rng)
          .joined(separator: " ")
        : RandomText.cjkText(length: Int.random(in: 1...120, using: &rng), using: &rng)
      let title = round % 3 == 0 ? nil : RandomText.word(using: &rng)
      for width in [5, 8, 12, 20, 30, 45, 80] {
        let rows = ContentSizeCategory.allCases.map {
          CellTextLayout.rows(title: title, body: body, width: width, category: $0)
        }
        #expect(rows == rows.sorted(), "round \(round), width \(width): \(rows)")
      }
    }
  }

  /// The fast count and the drawn lines are one source of truth.
  @Test func rowsEqualsTheLaidOutLines() {
    var rng = SplitMix64(seed: 777)
    for round in 0..<1_500 {
      let body =
        round % 2 == 0
        ? RandomText.ascii(fragments: 30, using: &rng) : RandomText.mixed(fragments: 30, using: &rng)
      let title = round % 4 == 0 ? nil : RandomText.mixed(fragments: 4, using: &rng)
      let width = Int.random(in: -2...60, using: &rng)
      let category = ContentSizeCategory.allCases[Int.random(in: 0..<12, using: &rng)]
      let padding = Int.random(in: 0...3, using: &rng)
      let maxLines = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 0...3, using: &rng) : nil
      let layout = CellTextLayout(
        title: title, body: body, width: width, category: category, padding: padding, maxBodyLines: maxLines)
      let rows = CellTextLayout.rows(
        title: title, body: body, width: width, category: category, padding: padding, maxBodyLines: maxLines)
      let context =
        "round \(round), width \(width), \(category), padding \(padding), maxLines \(String(describing: maxLines))"
      #expect(rows == layout.rows, "\(context)")
      for line in layout.titleLines + layout.bodyLines {
        #expect(line.width <= max(layout.innerWidth, 0), "\(context): \(line)")
        #expect(DisplayWidth.columns(of: line.text) == line.width, "\(context): \(line)")
      }
    }
  }
}
