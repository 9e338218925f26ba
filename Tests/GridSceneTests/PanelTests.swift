import GridCanvas
import GridInput
import GridText
import Testing

@testable import GridScene

@Suite struct PanelTests {
  static let help = Panel.help

  /// At every width from the smallest screen up, every line fits and no word is split.
  @Test func linesFitAndKeepWordsWhole() {
    let words = Set(
      KeyBindings.helpEntries.flatMap { ($0.label + " " + $0.text).split(separator: " ").map(String.init) })
    for inner in 16...70 {
      let lines = Self.help.lines(innerWidth: inner, characters: .square)
      for line in lines {
        #expect(DisplayWidth.columns(of: line) <= inner, "'\(line)' at \(inner)")
        for word in line.split(separator: " ") {
          #expect(words.contains(String(word)), "'\(word)' is part of a word, at \(inner)")
        }
      }
    }
  }

  @Test func wideBoxesUseTwoColumns() {
    let lines = Self.help.lines(innerWidth: 58, characters: .square)
    // How to leave comes first; the labels' column is as wide as the widest (15).
    #expect(lines.first == "q  Esc  Ctrl-C" + String(repeating: " ", count: 15 - 14 + 2) + "quit")
    #expect(lines[1] == "← →  h l" + String(repeating: " ", count: 15 - 8 + 2) + "narrow / widen by 1 column")
  }

  @Test func narrowBoxesPutTheKeysAboveTheirText() {
    let lines = Self.help.lines(innerWidth: 16, characters: .square)
    #expect(
      Array(lines.prefix(5)) == ["q  Esc  Ctrl-C", "  quit", "← →  h l", "  narrow / widen", "  by 1 column"])
  }

  @Test func unlabelledEntriesHangTheirContinuation() {
    let panel = Panel(
      kind: .problems, title: "Problems", entries: [Panel.Entry(text: "a.json:1:2: x y z w v")])
    #expect(panel.lines(innerWidth: 12, characters: .square) == ["a.json:1:2:", "  x y z w v"])
  }

  /// A word longer than a line (a long path) is split; every piece fits the line it is on, the
  /// first line being two columns wider than the hanging ones, and nothing is lost.
  @Test func aWordLongerThanALineIsSplitToFitEachLine() {
    let path = "/tmp/review/typo.json:1:24:"
    let panel = Panel(
      kind: .problems, title: "Problems", entries: [Panel.Entry(text: path + " colums: unknown")])
    for inner in 8...30 {
      let lines = panel.lines(innerWidth: inner, characters: .square)
      for line in lines { #expect(DisplayWidth.columns(of: line) <= inner, "'\(line)' at \(inner)") }
      let text = lines.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }.joined(separator: " ")
      #expect(text.replacing(" ", with: "").hasPrefix(path), "at \(inner): \(lines)")
    }
  }

  @Test func theBoxShowsItsPositionWhenItScrolls() {
    var panel = Self.help
    var canvas = Canvas(width: 30, height: 8)
    panel.draw(on: &canvas, in: canvas.bounds, theme: .dark, characters: .square)
    let total = panel.lines(innerWidth: 26, characters: .square).count
    #expect(canvas.row(7).contains("1–6 of \(total) ↓"))
    #expect(canvas.row(0).contains(" Keys "))
    panel.scroll(by: 1000, box: canvas.bounds, characters: .square)
    #expect(panel.scroll == total - 6)
    panel.draw(on: &canvas, in: canvas.bounds, theme: .dark, characters: .square)
    #expect(canvas.row(7).contains("\(total - 5)–\(total) of \(total) ↑"))
    panel.scroll(by: -1000, box: canvas.bounds, characters: .square)
    #expect(panel.scroll == 0)
  }

  /// A panel takes every key: the help and the problems panel scroll and close, the size table
  /// moves its cursor (staying put at either end), chooses and closes; other keys do nothing.
  @Test func whatAKeyAsksOfAnOpenPanel() {
    let help = Panel.help
    #expect(help.action(for: .escape) == .close)
    #expect(help.action(for: .character("?")) == .close)
    #expect(help.action(for: .character("w")) == nil, "the problems panel's key")
    #expect(help.action(for: .control("l")) == .repaint)
    #expect(help.action(for: .pageDown) == .scroll(.pages(1)))
    #expect(help.action(for: .character("+")) == nil)
    let problems = Panel(kind: .problems, title: "Problems", entries: [])
    #expect(problems.action(for: .character("w")) == .close)
    var sizes = Panel(kind: .sizes, title: "Text sizes", entries: [])
    sizes.cursor = 0
    #expect(sizes.action(for: .up) == nil, "already the first")
    #expect(sizes.action(for: .down) == .moveCursor(to: 1))
    #expect(sizes.action(for: .end) == .moveCursor(to: ContentSizeCategory.allCases.count - 1))
    #expect(sizes.action(for: .enter) == .choose(ContentSizeCategory.allCases[0]))
    #expect(sizes.action(for: .character("t")) == .close)
    #expect(sizes.action(for: .character("Q")) == nil)
    // The languages table: its own length, the language by its place, T closes it (t does not).
    var languages = Panel(
      kind: .languages, title: "Languages",
      entries: ["en", "de", "ar"].map { Panel.Entry(label: $0, text: "") })
    languages.cursor = 1
    #expect(languages.action(for: .end) == .moveCursor(to: 2))
    #expect(languages.action(for: .home) == .moveCursor(to: 0))
    #expect(languages.action(for: .character("j")) == .moveCursor(to: 2))
    #expect(languages.action(for: .enter) == .chooseLanguage(at: 1))
    #expect(languages.action(for: .character("T")) == .close)
    #expect(languages.action(for: .character("q")) == .close)
    #expect(languages.action(for: .character("t")) == nil)
    languages.cursor = 2
    #expect(languages.action(for: .down) == nil, "already the last")
  }
}
