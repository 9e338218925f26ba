import GridCanvas
import GridText
import Testing

@Suite struct StatusBarTests {
  static func bar(
    columns: Int = 3, columnChange: String? = nil, message: StatusBar.Message? = nil
  ) -> StatusBar {
    StatusBar(
      layoutName: "grid", columns: columns, columnChange: columnChange, width: 100, orientation: .landscape,
      category: .large, itemCount: 42, visibleRows: (1, 29, 120), message: message)
  }

  /// The bar drawn alone on a one-row canvas.
  static func draw(_ bar: StatusBar, width: Int, characters: BoxCharacters = .square) -> Canvas {
    var canvas = Canvas(width: width, height: 1)
    bar.draw(on: &canvas, row: 0, theme: .standard, characters: characters)
    return canvas
  }

  static let everything = [
    "grid", "3 columns", "100 wide", "landscape", "L 17 pt", "42 items", "rows 1–29 of 120",
  ]

  @Test func aWideBarShowsEverythingThenTheHelpAtTheRightEnd() {
    let row = Self.draw(Self.bar(), width: 120).row(0)
    let parts = " " + Self.everything.joined(separator: " │ ")
    #expect(row == parts + String(repeating: " ", count: 120 - parts.count - 7) + "? help ")
  }

  @Test func asciiSeparators() {
    let row = Self.draw(Self.bar(), width: 120, characters: .ascii).row(0)
    #expect(row.hasPrefix(" grid | 3 columns | 100 wide"))
  }

  @Test func oneColumnIsSingular() {
    #expect(Self.draw(Self.bar(columns: 1), width: 120).row(0).contains("grid │ 1 column │ 100 wide"))
  }

  @Test func aColumnChangeTakesThePlaceOfTheCountAndStandsOut() throws {
    let canvas = Self.draw(Self.bar(columnChange: "3 → 4 columns"), width: 120)
    let row = canvas.row(0)
    #expect(row.contains("grid │ 3 → 4 columns │ 100 wide"))
    let x = try #require(row.firstRange(of: "3 →")).lowerBound.utf16Offset(in: row)
    #expect(canvas[x, 0].style == Theme.standard.statusHighlight)
  }

  @Test func theWholeRowIsTheBarsStyle() {
    let canvas = Self.draw(Self.bar(), width: 120)
    for x in 0..<120 {
      #expect(canvas[x, 0].style.attributes.contains(.reverse), "column \(x)")
    }
  }

  @Test func narrowBarsDropRowsThenItemsThenOrientation() {
    // The parts take 4 + 9 + 8 + 9 + 7 + 8 + 16 = 61 columns and their six separators 18, from
    // column 1; then a gap and "? help " (7).
    func shown(_ width: Int) -> [String] {
      let row = Self.draw(Self.bar(), width: width).row(0)
      return Self.everything.filter { row.contains($0) }
    }
    let all = 1 + 79 + 1 + 7
    #expect(shown(all) == Self.everything)
    #expect(shown(all - 1) == Array(Self.everything.prefix(6)), "the rows (and a separator) go first")
    #expect(shown(all - 19) == Array(Self.everything.prefix(6)))
    #expect(shown(all - 19 - 1) == Array(Self.everything.prefix(5)), "then the item count")
    #expect(shown(all - 19 - 11) == Array(Self.everything.prefix(5)))
    #expect(shown(all - 19 - 11 - 1) == ["grid", "3 columns", "100 wide", "L 17 pt"], "then the orientation")
  }

  @Test func theHelpStaysWhileTheMostImportantPartsFit() {
    // "grid │ 3 columns │ 100 wide" is 27 columns from column 1; the help needs 8 more.
    for width in (1 + 27 + 8)...130 {
      let row = Self.draw(Self.bar(), width: width).row(0)
      #expect(row.hasSuffix("? help "), "at \(width)")
      #expect(row.contains("grid │ 3 columns │ 100 wide"), "at \(width)")
    }
    #expect(!Self.draw(Self.bar(), width: 1 + 27 + 7).row(0).contains("? help"))
  }

  @Test func aShortMessageTakesThePlaceOfTheCounts() throws {
    let canvas = Self.draw(Self.bar(message: StatusBar.Message("reloaded", isError: false)), width: 120)
    let row = canvas.row(0)
    #expect(row.contains("L 17 pt │ reloaded"))
    #expect(!row.contains("items"))
    #expect(!row.contains("rows"))
    let x = try #require(row.firstRange(of: "reloaded")).lowerBound.utf16Offset(in: row)
    #expect(canvas[x, 0].style == Theme.standard.statusHighlight)
  }

  @Test func anErrorIsShownInTheErrorStyle() throws {
    let canvas = Self.draw(
      Self.bar(message: StatusBar.Message("bad.json: no such file", isError: true)), width: 120)
    let row = canvas.row(0)
    let x = try #require(row.firstRange(of: "bad.json")).lowerBound.utf16Offset(in: row)
    #expect(canvas[x, 0].style == Theme.standard.statusError)
  }

  @Test(arguments: [100, 80])
  func aLongErrorIsCutWithAnEllipsis(width: Int) {
    let error = "fixture.json:12:9: sections[0].items[3].height: expected a non-negative integer, got -4"
    let row = Self.draw(Self.bar(message: StatusBar.Message(error, isError: true)), width: width).row(0)
    #expect(row.contains("fixture.json:12:9:"), "at \(width): \(row)")
    #expect(row.contains("…"))
    #expect(row.hasSuffix("? help "))
    #expect(row.hasPrefix(" grid │ 3 columns"))
  }

  @Test func anErrorOutranksTheDetailsItPushesOut() {
    let error = "fixture.json:12:9: sections[0].items[3].height: expected a non-negative integer, got -4"
    let row = Self.draw(Self.bar(message: StatusBar.Message(error, isError: true)), width: 120).row(0)
    #expect(row.contains(error))
    #expect(!row.contains("wide"))
    #expect(row.hasPrefix(" grid │ 3 columns"))
  }

  @Test func anErrorThatFitsIsShownWhole() {
    let error = "demo.json:3:5: sections: expected an array"
    let row = Self.draw(Self.bar(message: StatusBar.Message(error, isError: true)), width: 100).row(0)
    #expect(row.contains(error))
    #expect(!row.contains("…"))
  }

  @Test func noPartIsFollowedByADanglingSeparator() {
    for width in 0...130 {
      for bar in [
        Self.bar(), Self.bar(message: StatusBar.Message(String(repeating: "x", count: 200), isError: true)),
      ] {
        let row = Self.draw(bar, width: width).row(0)
        let text = row.replacingOccurrences(of: "? help", with: "").trimmingSpaces
        #expect(!text.hasSuffix("│"), "at \(width): '\(row)'")
      }
    }
  }

  @Test func everyRowIsExactlyTheCanvasWidth() {
    let bars = [
      Self.bar(), Self.bar(columnChange: "10 → 1 column"),
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
    for width in 80...120 {
      let row = Self.draw(bar, width: width).row(0)
      #expect(row.contains("長…"), "at \(width): \(row)")
    }
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
      layoutName: "grid", columns: 2, columnChange: "3 → 2 columns", width: 79, orientation: .landscape,
      category: .large, itemCount: 22, visibleRows: (1, 29, 101))
    var canvas = Canvas(width: 120, height: 1)
    bar.draw(on: &canvas, row: 0, theme: .monochrome, characters: .ascii)
    let row = canvas.row(0)
    #expect(row.contains("3 -> 2 columns"))
    #expect(row.contains("rows 1-29 of 101"))
    let ascii = row.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii, "\(row)")
  }

  @Test func theHelpSpellsArrowsInASCIIAndKeepsItsColumns() {
    let overlay = HelpOverlay(entries: [
      HelpOverlay.Entry(keys: "← →  h l", action: "narrow / widen"), HelpOverlay.Entry(keys: "m", action: "grid → flow"),
    ])
    #expect(overlay.lines(in: .ascii) == ["<- ->  h l  narrow / widen", "m           grid -> flow"])
    var canvas = Canvas(width: 40, height: 8)
    overlay.draw(on: &canvas, theme: .monochrome, characters: .ascii)
    let ascii = canvas.description.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii)
  }

  @Test func aCutMessageEndsWithThreeDotsInASCII() {
    let bar = StatusBar(
      layoutName: "grid", columns: 2, width: 79, orientation: .landscape, category: .large, itemCount: 22,
      visibleRows: (1, 29, 101), message: StatusBar.Message(String(repeating: "x", count: 200), isError: true))
    var canvas = Canvas(width: 60, height: 1)
    bar.draw(on: &canvas, row: 0, theme: .monochrome, characters: .ascii)
    #expect(canvas.row(0).contains("x..."))
    let ascii = canvas.row(0).unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii)
  }

  @Test func unicodeSetsKeepTheirWords() {
    #expect(BoxCharacters.square.label("3 → 2 columns") == "3 → 2 columns")
    #expect(BoxCharacters.ascii.label("rows 1–29 …") == "rows 1-29 ...")
  }
}
