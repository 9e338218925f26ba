import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// The whole screen for a state: the layout, the dimmed rest with its edge, the status bar, the help.
@Suite struct PreviewStateFrameTests {
  @Test(arguments: [(100, 30), (20, 6), (160, 50), (19, 30), (100, 5), (1, 1), (0, 0)])
  func theFrameIsTheTerminalsSize(width: Int, height: Int) {
    let state = demoState(width: width, height: height)
    let screen = state.frame(theme: .dark, characters: .square)
    #expect(screen.width == width)
    #expect(screen.height == height)
    for y in 0..<screen.height {
      #expect(DisplayWidth.columns(of: screen.row(y)) == width, "row \(y)")
    }
  }

  @Test func theLastRowIsTheStatusBar() {
    var state = demoState()
    state.press(.character("+"))
    let status = state.frame(theme: .dark, characters: .square).row(29)
    for part in ["grid", "3 columns", "100 wide", "xL 19 pt", "22 items", "? help"] {
      #expect(status.contains(part), "\(part) in \(status)")
    }
    #expect(status.hasSuffix("? help · q quits "))
  }

  /// The help's first page says how to leave, at every size down to the smallest the previewer
  /// draws on: `q` is its first entry.
  @Test func theHelpsFirstPageSaysHowToQuit() {
    let minimum = PreviewState.minimumSize
    for width in [minimum.width, minimum.width + 1, 30, 45, 70, 100, 160] {
      for height in [minimum.height, minimum.height + 1, 10, 22, 50] {
        var state = demoState(width: width, height: height)
        state.press(.character("?"))
        let screen = state.frame(theme: .monochrome, characters: .square)
        let rows = (0..<screen.height - 1).map(screen.row)
        #expect(
          rows.contains { $0.contains("│ q  Esc") || $0.contains("│ q ") },
          "\(width)×\(height):\n\(rows.joined(separator: "\n"))")
      }
    }
  }

  @Test func theStatusBarFollowsTheState() {
    var state = demoState()
    state.press(.character("H"), .character("H"), .character("h"), .character("m"))
    let status = state.frame(theme: .monochrome, characters: .ascii).row(29)
    #expect(status.contains("flow"))
    #expect(status.contains("2 columns"))
    #expect(status.contains("79 wide"))
    #expect(status.contains("L 17 pt"))
  }

  @Test func theStatusBarIsReverseVideo() {
    let screen = demoState().frame(theme: .monochrome, characters: .square)
    for x in 0..<screen.width {
      #expect(screen[x, 29].style.attributes.contains(.reverse), "column \(x)")
    }
  }

  @Test(arguments: [(19, 30), (100, 5), (10, 3)])
  func aTooSmallTerminalSaysSo(width: Int, height: Int) {
    let state = demoState(width: width, height: height)
    #expect(state.isTooSmall)
    let text = state.frame(theme: .dark, characters: .square).text
    // Wrapped to the width: the words are there, whatever the lines.
    for word in ["Terminal", "too", "small"] { #expect(text.contains(word)) }
    #expect(!text.contains("? help"))
  }

  @Test func theSmallestUsableTerminalIsNotTooSmall() {
    let minimum = PreviewState.minimumSize
    #expect(minimum.width == 20 && minimum.height == 6)
    let state = demoState(width: minimum.width, height: minimum.height)
    #expect(!state.isTooSmall)
    let text = state.frame(theme: .dark, characters: .square).text
    #expect(!text.contains("Terminal too small"))
    #expect(demoState(width: 19, height: 6).isTooSmall)
    #expect(demoState(width: 20, height: 5).isTooSmall)
  }

  /// The help lists every binding; scrolled from top to bottom in a small terminal, every line of
  /// it shows, and no word of it is ever cut at the box's edge.
  @Test(arguments: [(100, 30), (60, 20), (20, 6), (46, 12)])
  func theHelpShowsEveryEntryAndCutsNoWord(width: Int, height: Int) {
    var state = demoState(width: width, height: height)
    state.press(.character("?"))
    var seen = ""
    for _ in 0..<200 {
      let screen = state.frame(theme: .dark, characters: .square)
      let box = try! #require(state.screen.overlay)
      for y in (box.y + 1)..<(box.maxY - 1) {
        let inside = String(screen.row(y).dropFirst(box.x + 2).prefix(box.width - 4))
        seen += inside + "\n"
      }
      if state.update(.key(.down)) == [] { break }
    }
    let words = Set(seen.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    for entry in KeyBindings.helpEntries {
      for word in (entry.label + " " + entry.text).split(separator: " ") {
        #expect(words.contains(String(word)), "\(word) at \(width)×\(height)")
      }
    }
    state.press(.escape)
    let closed = state.frame(theme: .dark, characters: .square).text
    #expect(!closed.contains(KeyBindings.helpEntries[1].text))
  }

  @Test func theFirstRowIsTheTitleLine() {
    let title = demoState().frame(theme: .dark, characters: .square).row(0)
    #expect(title.hasPrefix(" \(Fixture.demo.title) — built-in demo"))
    let file = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (100, 30),
      source: "Fixtures/demo.json")
    #expect(file.frame(theme: .dark, characters: .square).row(0).contains("— Fixtures/demo.json"))
  }

  @Test func modesThatAreOnAreShownInTheTitleLine() {
    var state = demoState()
    state.press(.character("b"))
    #expect(state.frame(theme: .dark, characters: .square).row(0).contains("collapsed borders"))
    state.press(.character("h"))
    #expect(state.frame(theme: .dark, characters: .square).row(0).contains("width pinned"))
    state.press(.character("0"), .character("b"), .character("m"), .character("m"), .character("s"))
    let title = state.frame(theme: .dark, characters: .square).row(0)
    #expect(title.contains("stretch: lastCell"))
    #expect(!title.contains("collapsed"))
    #expect(!title.contains("pinned"))
  }

  @Test func beyondTheLayoutWidthTheScreenIsQuietAndTheEdgeMarked() {
    var state = demoState()
    state.press(.character("H"))
    let screen = state.frame(theme: .dark, characters: .square)
    for y in 1...state.viewportHeight {
      #expect(screen[90, y].character == "▏", "edge at row \(y)")
      #expect(screen[90, y].style == Theme.dark.edge)
      // Columns 91…98 are blank; 99 holds the scroll indicator.
      for x in 91..<99 { #expect(screen[x, y] == .blank, "(\(x), \(y))") }
      #expect("┃│".contains(screen[99, y].character), "scroll indicator at row \(y)")
    }
  }

  @Test func asciiCharactersMarkTheEdgeWithABar() {
    var state = demoState()
    state.press(.character("H"))
    let screen = state.frame(theme: .monochrome, characters: .ascii)
    #expect(screen[90, 1].character == "|")
    #expect(screen[95, 1] == .blank)
  }

  @Test func atFullWidthNothingIsOutside() {
    let state = demoState()
    #expect(state.screen.outside == nil)
    #expect(state.screen.scrollBar == nil)
  }

  @Test func theCompareViewLabelsEachPaneWithItsWidthAndColumns() {
    var state = demoState()
    state.press(.character("c"))
    let screen = state.frame(theme: .dark, characters: .square)
    let labels = screen.row(1)
    // Panes of 49 columns on either side of the separator in column 49: the demo has 2 columns there.
    #expect(labels.hasPrefix(" flow · 49 wide · 2 columns"))
    #expect(
      labels.firstRange(of: " flexible row height grid · 49 wide · 2 columns")?.lowerBound
        == labels.index(labels.startIndex, offsetBy: 50))
    for y in 1...(state.viewportHeight + 1) {
      #expect(screen[49, y].character == "│", "separator at row \(y)")
    }
    #expect(screen.row(29).contains("flow vs grid"))
    #expect(screen.row(29).contains("2 × 49 wide"))
  }

  /// Narrow panes drop words from their labels, never parts of words: the width goes last.
  @Test(arguments: [(70, " grid · 34 wide · 1 column"), (46, " 22 wide · 1 column"), (20, " 9 wide")])
  func narrowCompareLabelsKeepTheWidth(terminal: Int, gridLabel: String) {
    var state = demoState(width: terminal, height: 30)
    state.press(.character("c"))
    let row = state.frame(theme: .dark, characters: .square).row(1)
    let pane = (terminal - 1) / 2
    let grid = String(row.dropFirst(pane + 1).prefix(pane)).trimmingTrailingSpaces
    #expect(grid == gridLabel, "row: '\(row)'")
    #expect(state.screen.panes.allSatisfy { $0.layoutWidth == pane })
  }

  @Test func theLayoutIsDrawnUnderTheScrollOffset() throws {
    var state = demoState(fixture: longFixture(count: 60))
    let frame = try #require(state.frame(ofItem: 1, 9))
    state.scroll(toRow: Int(frame.minY))
    let screen = state.frame(theme: .monochrome, characters: .square)
    let x = Int(frame.minX)
    // The item's box starts on the first layout row, under the title line.
    #expect(screen[x, 1].character == "┌")
    #expect(screen.row(2).contains("Item 39"))
  }

  /// A layout wider than the terminal is laid out at its own width and panned: the title line says
  /// which columns show.
  @Test func aLayoutWiderThanTheScreenPans() throws {
    var state = demoState(width: 120)
    state.press(
      .character("L"), .character("L"), .character("L"), .character("L"), .character("L"),
      .character("L"), .character("L"), .character("L"))
    #expect(state.layoutWidth == 200)
    #expect(state.layoutResult.columnCount == 4)
    #expect(state.frame(theme: .dark, characters: .square).row(0).contains("columns 1–120 of 200"))
    state.press(.character(">"))
    #expect(state.scrollX == 10)
    let frame = try #require(state.frame(ofItem: 0, 1))
    let screen = state.frame(theme: .dark, characters: .square)
    #expect(screen.row(0).contains("columns 11–130 of 200"))
    #expect(screen[Int(frame.minX) - 10, Int(frame.minY) + 1].character == "┌")
    for _ in 0..<20 { state.press(.character(">")) }
    #expect(state.scrollX == 80, "panning stops at the layout's right edge")
    state.press(Key(.left, modifiers: .shift))
    #expect(state.scrollX == 79)
    state.press(.character("0"))
    #expect(state.layoutWidth == 120)
    #expect(state.scrollX == 0)
  }

  @Test(arguments: [1, 2])
  func aLayoutTooNarrowForABoxSaysSo(width: Int) {
    var state = demoState()
    for _ in 0..<(100 - width) { state.press(.character("h")) }
    #expect(state.layoutWidth == width)
    let text = state.frame(theme: .dark, characters: .square).text
    #expect(text.contains("too narrow"))
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
