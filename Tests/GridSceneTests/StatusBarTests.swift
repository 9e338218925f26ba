import GridCanvas
import GridScene
import GridText
import Testing

@Suite struct StatusBarTests {
  static func bar(
    columns: Int = 3, columnChange: String? = nil, items: Int = 42, problems: Int = 0,
    message: StatusBar.Message? = nil
  ) -> StatusBar {
    StatusBar(
      layoutName: "grid", columns: columns, columnChange: columnChange, width: "100 wide",
      orientation: .landscape,
      category: .large, itemCount: items, visibleRows: StatusBar.Rows(first: 1, last: 29, total: 120),
      problemCount: problems, message: message)
  }

  /// The bar drawn alone on a one-row canvas.
  static func draw(_ bar: StatusBar, width: Int, characters: BoxCharacters = .square) -> Canvas {
    var canvas = Canvas(width: width, height: 1)
    bar.draw(on: &canvas, in: canvas.bounds, theme: .dark, characters: characters)
    return canvas
  }

  static let everything = [
    "grid", "3 columns", "100 wide", "L 17 pt", "landscape", "42 items", "rows 1–29 of 120",
  ]

  /// Which of `everything` a row shows.
  static func shown(_ bar: StatusBar, width: Int) -> [String] {
    let row = draw(bar, width: width).row(0)
    return everything.filter { row.contains($0) }
  }

  @Test func aWideBarShowsEverythingThenTheHelpAtTheRightEnd() {
    let row = Self.draw(Self.bar(), width: 120).row(0)
    let parts = " " + Self.everything.joined(separator: " │ ")
    #expect(row == parts + String(repeating: " ", count: 120 - parts.count - 7) + "? help ")
  }

  /// The hint's extra clause goes first: the bar keeps everything it showed without it.
  @Test func theHintsExtraClauseGoesBeforeAnythingElse() {
    var bar = Self.bar()
    bar.hintExtra = "q quits"
    let parts = " " + Self.everything.joined(separator: " │ ")
    #expect(Self.draw(bar, width: 120).row(0).hasSuffix(" ? help · q quits "))
    let tight = parts.count + 1 + "? help ".count
    let row = Self.draw(bar, width: tight).row(0)
    #expect(row == parts + " ? help ", "\(row)")
  }

  @Test func asciiSeparators() {
    let row = Self.draw(Self.bar(), width: 120, characters: .ascii).row(0)
    #expect(row.hasPrefix(" grid | 3 columns | 100 wide"))
  }

  @Test func oneColumnAndOneItemAreSingular() {
    let row = Self.draw(Self.bar(columns: 1, items: 1), width: 120).row(0)
    #expect(row.contains("grid │ 1 column │ 100 wide"))
    #expect(row.contains("│ 1 item │"))
  }

  @Test func numbersHaveThousandsSeparators() {
    let bar = StatusBar(
      layoutName: "grid", columns: 1000, width: "10,000 wide", orientation: .landscape, category: .large,
      itemCount: 1_000_000, visibleRows: StatusBar.Rows(first: 12_345, last: 12_390, total: 9_876_543))
    let row = Self.draw(bar, width: 160).row(0)
    #expect(row.contains("1,000 columns"))
    #expect(row.contains("1,000,000 items"))
    #expect(row.contains("rows 12,345–12,390 of 9,876,543"))
  }

  @Test func aColumnChangeTakesThePlaceOfTheCountAndStandsOut() throws {
    let canvas = Self.draw(Self.bar(columnChange: "3 → 4 columns"), width: 120)
    let row = canvas.row(0)
    #expect(row.contains("grid │ 3 → 4 columns │ 100 wide"))
    let x = try #require(row.firstRange(of: "3 →")).lowerBound.utf16Offset(in: row)
    #expect(canvas[x, 0].style == Theme.dark.statusHighlight)
  }

  @Test func theWholeRowIsTheBarsStyle() {
    let canvas = Self.draw(Self.bar(), width: 120)
    for x in 0..<120 {
      #expect(canvas[x, 0].style.attributes.contains(.reverse), "column \(x)")
    }
  }

  /// As the row narrows, parts go least important first: rows, items, orientation, the help hint,
  /// the layout name; then the width, then the column count; the text size is the last to go.
  @Test func narrowingDropsPartsByPriorityAndKeepsTheTextSizeLongest() {
    var order: [String] = []
    var hintGoneAt: Int?
    var previous = Self.everything
    for width in stride(from: 140, through: 1, by: -1) {
      let now = Self.shown(Self.bar(), width: width)
      #expect(Set(now).isSubset(of: Set(previous)), "a part came back at \(width)")
      order += previous.filter { !now.contains($0) }
      previous = now
      if hintGoneAt == nil, !Self.draw(Self.bar(), width: width).row(0).contains("? help") {
        hintGoneAt = width
      }
    }
    order += previous
    #expect(
      order == ["rows 1–29 of 120", "42 items", "landscape", "grid", "100 wide", "3 columns", "L 17 pt"])
    // The hint goes after the orientation and before the layout name.
    let orientationGone = (1...140).last { !Self.shown(Self.bar(), width: $0).contains("landscape") } ?? 0
    let layoutGone = (1...140).last { !Self.shown(Self.bar(), width: $0).contains("grid") } ?? 0
    let hint = hintGoneAt ?? 0
    #expect(
      orientationGone > hint && hint > layoutGone,
      "orientation \(orientationGone), hint \(hint), layout \(layoutGone)")
  }

  /// At 46 columns (the terminal) the text size is still there.
  @Test(arguments: [46, 30, 20])
  func narrowTerminalsStillShowTheTextSize(width: Int) {
    #expect(Self.shown(Self.bar(), width: width).contains("L 17 pt"))
  }

  @Test func problemsAreCountedAndStandOut() throws {
    let canvas = Self.draw(Self.bar(problems: 2), width: 140)
    let row = canvas.row(0)
    #expect(row.contains("2 problems (w)"))
    let x = try #require(row.firstRange(of: "2 problems")).lowerBound.utf16Offset(in: row)
    #expect(canvas[x, 0].style == Theme.dark.statusHighlight)
    #expect(Self.draw(Self.bar(problems: 1), width: 140).row(0).contains("1 problem (w)"))
    #expect(!Self.draw(Self.bar(problems: 0), width: 140).row(0).contains("problem"))
  }

  @Test func aShortMessagePushesOutTheCounts() throws {
    let canvas = Self.draw(Self.bar(message: StatusBar.Message("reloaded", isError: false)), width: 80)
    let row = canvas.row(0)
    #expect(row.contains("reloaded"))
    #expect(row.contains("L 17 pt"))
    #expect(!row.contains("rows"))
    let x = try #require(row.firstRange(of: "reloaded")).lowerBound.utf16Offset(in: row)
    #expect(canvas[x, 0].style == Theme.dark.statusHighlight)
  }

  @Test func anErrorIsShownInTheErrorStyle() throws {
    let canvas = Self.draw(
      Self.bar(message: StatusBar.Message("bad.json: no such file", isError: true)), width: 120)
    let row = canvas.row(0)
    let x = try #require(row.firstRange(of: "bad.json")).lowerBound.utf16Offset(in: row)
    #expect(canvas[x, 0].style == Theme.dark.statusError)
  }

  static let longError =
    "fixture.json:12:9: sections[0].items[3].height: expected a non-negative integer, got -4"

  /// A long message is cut with "…" once the details below the width have made room, and keeps the
  /// text size, column count and width beside it.
  @Test(arguments: [100, 80, 60])
  func aLongErrorIsCutWithAnEllipsisBesideTheEssentials(width: Int) {
    let row = Self.draw(Self.bar(message: StatusBar.Message(Self.longError, isError: true)), width: width)
      .row(0)
    #expect(row.contains("fixture.json:12"), "at \(width): \(row)")
    #expect(row.contains("…"))
    for part in ["3 columns", "100 wide", "L 17 pt"] { #expect(row.contains(part), "\(part) at \(width)") }
  }

  @Test func anErrorThatFitsIsShownWhole() {
    let error = "demo.json:3:5: sections: expected an array"
    let row = Self.draw(Self.bar(message: StatusBar.Message(error, isError: true)), width: 100).row(0)
    #expect(row.contains(error))
    #expect(!row.contains("…"))
  }

  @Test func noPartIsFollowedByADanglingSeparator() {
    for width in 0...150 {
      for bar in [
        Self.bar(), Self.bar(problems: 3),
        Self.bar(message: StatusBar.Message(String(repeating: "x", count: 200), isError: true)),
      ] {
        let row = Self.draw(bar, width: width).row(0)
        let text = row.replacingOccurrences(of: "? help", with: "").trimmingSpaces
        #expect(!text.hasSuffix("│") && !text.hasPrefix("│"), "at \(width): '\(row)'")
        #expect(!text.contains("│  │") && !text.contains("│ │"), "at \(width): '\(row)'")
      }
    }
  }

  @Test func everyRowIsExactlyTheCanvasWidth() {
    let bars = [
      Self.bar(), Self.bar(columnChange: "10 → 1 column"), Self.bar(problems: 12),
      Self.bar(
        message: StatusBar.Message("東京駅でエラーが発生しました 🚆 " + String(repeating: "長", count: 80), isError: true)),
      Self.bar(message: StatusBar.Message("a\u{1B}[31m red \u{7}", isError: false)),
    ]
    for bar in bars {
      for width in 0...140 {
        let canvas = Self.draw(bar, width: width)
        #expect(DisplayWidth.columns(of: canvas.row(0)) == width, "at \(width)")
      }
    }
  }

  @Test func cuttingKeepsWholeGlyphsAndEndsWithAnEllipsis() {
    let bar = Self.bar(message: StatusBar.Message(String(repeating: "長", count: 80), isError: true))
    for width in 60...120 {
      let row = Self.draw(bar, width: width).row(0)
      #expect(row.contains("長…"), "at \(width): \(row)")
    }
  }

  @Test func aPanelsHintTakesThePlaceOfTheHelpHint() {
    var bar = Self.bar()
    bar.hint = "↑↓ scroll · Esc closes"
    let row = Self.draw(bar, width: 140).row(0)
    #expect(row.hasSuffix("↑↓ scroll · Esc closes "))
    #expect(!row.contains("? help"))
  }

  /// How to leave a modal panel stays on the bar at every width: it pushes out all but the text
  /// size, then shrinks to its last clause.
  @Test(arguments: [(60, "↑↓ scroll · Esc closes "), (40, "↑↓ scroll · Esc closes "), (20, "Esc closes ")])
  func aModalPanelsHintStaysAtEveryWidth(width: Int, suffix: String) {
    var bar = Self.bar()
    bar.hint = "↑↓ scroll · Esc closes"
    bar.hintIsModal = true
    let row = Self.draw(bar, width: width).row(0)
    #expect(row.hasSuffix(suffix), "'\(row)'")
    #expect(row.contains("L 17 pt"), "'\(row)'")
    bar.hintIsModal = false
    #expect(!Self.draw(bar, width: width).row(0).contains("closes"), "an ordinary hint goes first")
  }
}

extension String {
  /// The string without leading and trailing spaces.
  var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }

  func replacingOccurrences(of target: String, with replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

/// Where only ASCII can be shown, the previewer's own words are spelled in ASCII.
@Suite struct ASCIIChromeTests {
  @Test func theStatusBarSpellsArrowsAndDashesInASCII() {
    let bar = StatusBar(
      layoutName: "grid", columns: 2, columnChange: "3 → 2 columns", width: "79 wide",
      orientation: .landscape,
      category: .large, itemCount: 22, visibleRows: StatusBar.Rows(first: 1, last: 29, total: 101))
    var canvas = Canvas(width: 120, height: 1)
    bar.draw(on: &canvas, in: canvas.bounds, theme: .monochrome, characters: .ascii)
    let row = canvas.row(0)
    #expect(row.contains("3 -> 2 columns"))
    #expect(row.contains("rows 1-29 of 101"))
    let ascii = row.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii, "\(row)")
  }

  @Test func theHelpSpellsArrowsInASCIIAndKeepsItsColumns() {
    let panel = Panel(
      kind: .help, title: "Keys",
      entries: [
        Panel.Entry(label: "← →  h l", text: "narrow / widen"), Panel.Entry(label: "m", text: "grid → flow"),
      ])
    #expect(
      panel.lines(innerWidth: 40, characters: .ascii) == [
        "<- ->  h l  narrow / widen", "m           grid -> flow",
      ])
    var canvas = Canvas(width: 44, height: 8)
    panel.draw(on: &canvas, in: canvas.bounds, theme: .monochrome, characters: .ascii)
    let ascii = canvas.description.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii)
  }

  @Test func aCutMessageEndsWithThreeDotsInASCII() {
    let bar = StatusBar(
      layoutName: "grid", columns: 2, width: "79 wide", orientation: .landscape, category: .large,
      itemCount: 22,
      visibleRows: StatusBar.Rows(first: 1, last: 29, total: 101),
      message: StatusBar.Message(String(repeating: "x", count: 200), isError: true))
    var canvas = Canvas(width: 60, height: 1)
    bar.draw(on: &canvas, in: canvas.bounds, theme: .monochrome, characters: .ascii)
    #expect(canvas.row(0).contains("x..."))
    let ascii = canvas.row(0).unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii)
  }

  @Test func unicodeSetsKeepTheirWords() {
    #expect(BoxCharacters.square.label("3 → 2 columns") == "3 → 2 columns")
    #expect(BoxCharacters.ascii.label("rows 1–29 …") == "rows 1-29 ...")
  }
}
