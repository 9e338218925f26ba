import GridCanvas
import GridFixtures
import GridLayout
import GridScene
import GridTerminal
import GridText
import Testing

/// The whole screen for a state: the layout, the dimmed rest with its edge, the status bar, the help.
@Suite struct PreviewStateFrameTests {
  @Test(arguments: [(100, 30), (20, 6), (160, 50), (19, 30), (100, 5), (1, 1), (0, 0)])
  func theFrameIsTheTerminalsSize(width: Int, height: Int) {
    let state = demoState(width: width, height: height)
    let screen = state.frame(theme: .standard, characters: .square)
    #expect(screen.width == width)
    #expect(screen.height == height)
    for y in 0..<screen.height {
      #expect(DisplayWidth.columns(of: screen.row(y)) == width, "row \(y)")
    }
  }

  @Test func theLastRowIsTheStatusBar() {
    var state = demoState()
    state.press(.character("+"))
    let status = state.frame(theme: .standard, characters: .square).row(29)
    for part in ["grid", "3 columns", "100 wide", "xL 19 pt", "22 items", "? help"] {
      #expect(status.contains(part), "\(part) in \(status)")
    }
    #expect(status.hasSuffix("? help "))
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
    let text = state.frame(theme: .standard, characters: .square).text
    // Wrapped to the width: the words are there, whatever the lines.
    for word in ["Terminal", "too", "small"] { #expect(text.contains(word)) }
    #expect(!text.contains("? help"))
  }

  @Test func theSmallestUsableTerminalIsNotTooSmall() {
    let minimum = PreviewState.minimumSize
    #expect(minimum.width == 20 && minimum.height == 6)
    let state = demoState(width: minimum.width, height: minimum.height)
    #expect(!state.isTooSmall)
    let text = state.frame(theme: .standard, characters: .square).text
    #expect(!text.contains("Terminal too small"))
    #expect(demoState(width: 19, height: 6).isTooSmall)
    #expect(demoState(width: 20, height: 5).isTooSmall)
  }

  @Test func theHelpShowsEveryEntry() {
    var state = demoState()
    state.press(.character("?"))
    let text = state.frame(theme: .standard, characters: .square).text
    for entry in KeyBindings.helpEntries {
      #expect(text.contains(entry.keys), "\(entry.keys)")
      #expect(text.contains(entry.action), "\(entry.action)")
    }
    state.press(.character("?"))
    let closed = state.frame(theme: .standard, characters: .square).text
    #expect(!closed.contains(KeyBindings.helpEntries[0].action))
  }

  @Test func beyondTheLayoutWidthTheScreenIsDimmedAndTheEdgeMarked() {
    var state = demoState()
    state.press(.character("H"))
    let screen = state.frame(theme: .standard, characters: .square)
    for y in 0..<state.viewportHeight {
      #expect(screen[90, y].character == "▏", "edge at row \(y)")
      #expect(screen[90, y].style == Theme.standard.edge)
      // Columns 91…98 are the dimmed outside; 99 holds the scroll indicator.
      for x in 91..<99 {
        #expect(screen[x, y].style.attributes.contains(.dim), "(\(x), \(y))")
        #expect(screen[x, y].character == "·")
      }
      #expect("┃│".contains(screen[99, y].character), "scroll indicator at row \(y)")
    }
    // Inside the layout nothing is dimmed.
    for y in 0..<state.viewportHeight {
      for x in 0..<90 {
        #expect(!screen[x, y].style.attributes.contains(.dim) || screen[x, y].style == Theme.standard.footer)
      }
    }
  }

  @Test func asciiCharactersMarkTheEdgeWithABar() {
    var state = demoState()
    state.press(.character("H"))
    let screen = state.frame(theme: .monochrome, characters: .ascii)
    #expect(screen[90, 0].character == "|")
    #expect(screen[95, 0].character == ".")
    #expect(screen[95, 0].style.attributes.contains(.dim))
  }

  @Test func atFullWidthNothingIsDimmed() {
    let screen = demoState().frame(theme: .standard, characters: .square)
    for y in 0..<29 {
      #expect(screen[99, y].style != Theme.standard.outside)
    }
  }

  @Test func theCompareViewShowsBothTitlesAndASeparator() {
    var state = demoState()
    state.press(.character("c"))
    let screen = state.frame(theme: .standard, characters: .square)
    let titles = screen.row(0)
    #expect(titles.hasPrefix(" flow layout"))
    #expect(titles.contains(" flexible row height grid"))
    // Panes of 49 columns on either side of the separator in column 49.
    #expect(titles.firstRange(of: " flexible")?.lowerBound == titles.index(titles.startIndex, offsetBy: 50))
    for y in 0..<(state.viewportHeight + 1) {
      #expect(screen[49, y].character == "│", "separator at row \(y)")
    }
    #expect(screen.row(29).contains("flow vs grid"))
  }

  @Test func theLayoutIsDrawnUnderTheScrollOffset() throws {
    var state = demoState(fixture: longFixture(count: 60))
    let frame = try #require(state.frame(ofItem: 1, 9))
    state.scroll(toRow: Int(frame.minY))
    let screen = state.frame(theme: .monochrome, characters: .square)
    let x = Int(frame.minX)
    // The item's box starts on the first row: its top-left corner and its title inside it.
    #expect(screen[x, 0].character == "┌")
    #expect(screen.row(1).contains("Item 39"))
  }
}
