import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// Every key does what the help says, on the demo in a 100 × 30 terminal.
@Suite struct PreviewStateKeyTests {
  // MARK: Width

  @Test(arguments: [Key.left, .character("h")])
  func narrowByOne(key: Key) {
    var state = demoState()
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.layoutWidth == 100 - 1)
    #expect(state.layoutResult.size.width == 99)
    #expect(!state.followsTerminal)
  }

  @Test(arguments: [Key.right, .character("l")])
  func widenByOne(key: Key) {
    var state = demoState()
    state.press(.character("h"), times: 3)
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.layoutWidth == 100 - 3 + 1)
  }

  @Test func narrowAndWidenByTen() {
    var state = demoState()
    #expect(state.press(.character("H"), .character("H")) == [[.draw], [.draw]])
    #expect(state.layoutWidth == 100 - 2 * 10)
    state.press(.character("L"))
    #expect(state.layoutWidth == 100 - 10)
  }

  @Test func zeroGoesBackToTheFullTerminalWidthAndFollowsIt() {
    var state = demoState()
    state.press(.character("H"), .character("h"))
    #expect(state.update(.key(.character("0"))) == [.draw])
    #expect(state.layoutWidth == 100)
    #expect(state.followsTerminal)
    #expect(state.update(.key(.character("0"))) == [])
  }

  @Test func rotateSwapsBetweenPortraitAndLandscapeWidths() {
    // The rule: an upright phone is as many columns wide as the viewport has rows (cells are twice
    // as tall as wide, so w × h cells look 1:2); sideways it is 4 × rows wide (2:1), wider than the
    // terminal if need be (the screen pans). 100 × 30 has a 28-row viewport (less the title line and
    // the status bar), and 100 ≥ 2 × 28 reads as landscape.
    var state = demoState()
    #expect(state.orientation == .landscape)
    #expect(state.update(.key(.character("o"))) == [.draw])
    #expect(state.layoutWidth == 28)
    #expect(state.orientation == .portrait)
    #expect(state.update(.key(.character("o"))) == [.draw])
    #expect(state.layoutWidth == 100, "rotating back restores the width it came from")
    #expect(state.update(.key(.character("o"))) == [.draw])
    #expect(state.layoutWidth == 28)
    state.press(.character("h"))
    #expect(state.update(.key(.character("o"))) == [.draw])
    #expect(state.layoutWidth == 4 * 28, "27 wide is portrait: sideways is 4 × 28, past the terminal's 100")
    #expect(state.orientation == .landscape)

    // Rotating back restores the width it came from, even one wider than the landscape width.
    var wide = demoState(width: 160, height: 30)
    wide.press(.character("o"))
    #expect(wide.layoutWidth == 28)
    wide.press(.character("o"))
    #expect(wide.layoutWidth == 160)
    #expect(wide.followsTerminal)

    // 50 × 30 reads as portrait (50 < 2 × 28): landscape is 112 wide, and the screen pans over it.
    var narrow = demoState(width: 50, height: 30)
    #expect(narrow.orientation == .portrait)
    narrow.press(.character("o"))
    #expect(narrow.layoutWidth == 4 * 28)
    #expect(narrow.titleLine.columns?.total == 112)
  }

  // MARK: Text size

  @Test(arguments: [Key.character("+"), .character("="), .character("]")])
  func textSizeUp(key: Key) {
    var state = demoState()
    let before = state.contentHeight
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.settings.category == .extraLarge)
    #expect(state.contentHeight > before, "larger text needs more rows")
    #expect(state.statusBar.category == .extraLarge)
  }

  @Test(arguments: [Key.character("-"), .character("_"), .character("[")])
  func textSizeDown(key: Key) {
    var state = demoState()
    let before = state.contentHeight
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.settings.category == .medium)
    #expect(state.contentHeight <= before)
  }

  @Test func aTextSizeStepMeasuresEveryCellAgain() {
    var state = demoState()
    state.press(.character("+"), times: 5)
    #expect(state.settings.category == .accessibilityLarge)
    let fresh = state.scene.layoutResult(width: 100, settings: state.settings)
    #expect(state.layoutResult.shape == fresh.shape)
  }

  // MARK: Scrolling

  @Test(arguments: [Key.down, .character("j")])
  func scrollDownARow(key: Key) {
    var state = demoState()
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.scrollY == 1)
  }

  @Test(arguments: [Key.up, .character("k")])
  func scrollUpARow(key: Key) {
    var state = demoState()
    state.press(.character("j"), times: 5)
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.scrollY == 4)
  }

  @Test(arguments: [Key.pageDown, .character(" "), .control("f")])
  func scrollDownAPage(key: Key) {
    // A page is the viewport less one row, so the last row stays in view: 30 − 2 (title, status) − 1.
    var state = demoState()
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.scrollY == 27)
  }

  @Test(arguments: [Key.pageUp, .control("b")])
  func scrollUpAPage(key: Key) {
    var state = demoState()
    state.press(.pageDown, .pageDown)
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.scrollY == 27)
  }

  @Test(arguments: [Key.end, .character("G")])
  func scrollToTheBottom(key: Key) {
    var state = demoState()
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.scrollY == state.contentHeight - state.viewportHeight)
    #expect(state.scrollY > 0)
    #expect(state.update(.key(key)) == [])
  }

  @Test(arguments: [Key.home, .character("g")])
  func scrollToTheTop(key: Key) {
    var state = demoState()
    state.press(.end)
    #expect(state.update(.key(key)) == [.draw])
    #expect(state.scrollY == 0)
    #expect(state.update(.key(key)) == [])
  }

  @Test func scrollingStopsAtBothEnds() {
    var state = demoState()
    #expect(state.update(.key(.character("k"))) == [])
    #expect(state.update(.key(.pageUp)) == [])
    #expect(state.scrollY == 0)
    state.press(.pageDown, times: 100)
    #expect(state.scrollY == state.expectedMaxScroll)
    #expect(state.update(.key(.character("j"))) == [])
  }

  @Test func contentShorterThanTheViewportDoesNotScroll() {
    var state = demoState(fixture: textFixture(["one", "two"]))
    #expect(state.contentHeight < state.viewportHeight)
    #expect(state.press(.character("j"), .pageDown, .end) == [[], [], []])
    #expect(state.scrollY == 0)
  }

  // MARK: Layout, compare, stretch, borders

  @Test func mCyclesGridFlowWaterfallListLazyVGridCompositionalGrid() {
    var state = demoState()
    var seen: [Fixture.LayoutKind] = [state.settings.layout]
    for _ in 0..<6 {
      #expect(state.update(.key(.character("m"))) == [.draw])
      seen.append(state.settings.layout)
      if state.settings.layout == .lazyVGrid {
        // The demo has no grid of its own: as many flexible columns as its column rule gives at 100.
        #expect(
          state.statusBar.layoutName == "LazyVGrid · flexible 10–∞ pt + flexible 10–∞ pt + flexible 10–∞ pt")
      } else if state.settings.layout == .compositional {
        // Nor a compositional section: Apple's "Grid" sample at its column rule's count.
        #expect(state.statusBar.layoutName == "Compositional · horizontal · 3 a group · estimated")
      } else {
        #expect(state.statusBar.layoutName == state.settings.layout.rawValue)
      }
      let fresh = state.scene.layoutResult(width: 100, settings: state.settings)
      #expect(state.layoutResult.shape == fresh.shape, "\(state.settings.layout)")
    }
    #expect(seen == [.grid, .flow, .waterfall, .list, .lazyVGrid, .compositional, .grid])
  }

  @Test func cShowsFlowAndGridSideBySideAtHalfWidth() {
    var state = demoState()
    #expect(state.update(.key(.character("c"))) == [.draw])
    #expect(state.isComparing)
    // Two panes and a one-column separator in 100 columns: ⌊(100 − 1) / 2⌋ = 49 each.
    #expect(state.layoutResult.size.width == 49)
    #expect(state.shown.compare?.size.width == 49)
    var grid = state.settings
    grid.layout = .grid
    var flow = state.settings
    flow.layout = .flow
    #expect(state.layoutResult.shape == state.scene.layoutResult(width: 49, settings: grid).shape)
    #expect(state.shown.compare?.shape == state.scene.layoutResult(width: 49, settings: flow).shape)
    #expect(state.layoutResult.columnCount == demoColumns(atWidth: 49))
    #expect(state.statusBar.layoutName == "flow vs grid")
    #expect(state.viewportHeight == 30 - 1 - 1 - 1, "the title line, the panes' labels, the status bar")

    #expect(state.update(.key(.character("c"))) == [.draw])
    #expect(!state.isComparing)
    #expect(state.shown.compare == nil)
    #expect(state.layoutResult.size.width == 100)
  }

  @Test func cyclingTheLayoutLeavesTheCompareView() {
    var state = demoState()
    state.press(.character("c"), .character("m"))
    #expect(!state.isComparing)
    #expect(state.settings.layout == .flow)
    #expect(state.layoutResult.size.width == 100)
  }

  @Test func sCyclesTheWaterfallStretchAndSaysSo() {
    var state = demoState(settings: SceneSettings(layout: .waterfall))
    var seen: [Fixture.WaterfallStretch] = [state.settings.stretch]
    for _ in 0..<3 {
      #expect(state.update(.key(.character("s"))) == [.draw])
      seen.append(state.settings.stretch)
      #expect(
        state.message == StatusBar.Message("stretch: \(state.settings.stretch.rawValue)", isError: false))
    }
    #expect(seen == [.none, .lastCell, .allCells, .none])
  }

  @Test func stretchingEvensOutTheWaterfallColumns() {
    var state = demoState(settings: SceneSettings(layout: .waterfall))
    state.press(.character("s"), .character("s"))
    #expect(state.settings.stretch == .allCells)
    let fresh = state.scene.layoutResult(width: 100, settings: state.settings)
    #expect(state.layoutResult.shape == fresh.shape)
    // Every column of a section ends level: the last cells of the columns share one bottom.
    for section in state.layoutResult.sections {
      let cells = state.layoutResult.allElements.filter { $0.kind == .cell && $0.section == section.index }
      let bottoms = Dictionary(grouping: cells, by: \.frame.minX).mapValues {
        $0.map(\.frame.maxY).max() ?? 0
      }
      #expect(Set(bottoms.values).count <= 1, "section \(section.index): \(bottoms)")
    }
  }

  @Test func bCollapsesBorders() {
    var state = demoState()
    #expect(state.update(.key(.character("b"))) == [.draw])
    #expect(state.settings.collapseBorders)
    let fresh = state.scene.layoutResult(width: 100, settings: state.settings)
    #expect(state.layoutResult.shape == fresh.shape)
    // Collapsed cells touch: the second column starts right where the first ends.
    let first = state.frame(ofItem: 0, 0)
    let second = state.frame(ofItem: 0, 1)
    #expect(first?.maxX == second?.minX)
    state.press(.character("b"))
    #expect(!state.settings.collapseBorders)
    #expect(state.frame(ofItem: 0, 0).map { $0.maxX + 1 } == state.frame(ofItem: 0, 1)?.minX)
  }

  // MARK: Reload, help, quit, repaint

  @Test func rAsksTheLoopToReload() {
    var state = demoState()
    let before = state.layoutResult
    #expect(state.update(.key(.character("r"))) == [.reload])
    #expect(state.layoutResult == before)
  }

  @Test func questionMarkTogglesTheHelp() {
    var state = demoState()
    #expect(state.update(.key(.character("?"))) == [.draw])
    #expect(state.isShowingHelp)
    #expect(state.update(.key(.character("?"))) == [.draw])
    #expect(!state.isShowingHelp)
  }

  @Test func escapeClosesTheHelpOtherwiseQuits() {
    var state = demoState()
    state.press(.character("?"))
    #expect(state.update(.key(.escape)) == [.draw])
    #expect(!state.isShowingHelp)
    #expect(state.update(.key(.escape)) == [.quit])
  }

  @Test(arguments: [Key.character("q"), .character("Q")])
  func qQuitsButOnlyClosesAnOpenHelp(key: Key) {
    var state = demoState()
    #expect(state.update(.key(key)) == [.quit])
    state.press(.character("?"))
    #expect(state.update(.key(key)) == [.draw])
    #expect(!state.isShowingHelp)
    #expect(state.update(.key(key)) == [.quit])
  }

  /// Scrolling keys scroll the help, not the layout behind it.
  @Test func scrollingKeysScrollTheHelpNotTheLayout() {
    var state = demoState(width: 60, height: 12)
    state.press(.character("?"))
    #expect(state.update(.key(.character("j"))) == [.draw])
    #expect(state.isShowingHelp)
    #expect(state.panel?.scroll == 1)
    #expect(state.scrollY == 0)
    state.press(.end)
    let bottom = state.panel?.scroll ?? 0
    #expect(bottom > 1)
    #expect(state.update(.key(.down)) == [], "at the end of the help")
    state.press(.home)
    #expect(state.panel?.scroll == 0)
  }

  /// The help is modal: keys that would act on the layout do nothing while it is open.
  @Test(arguments: [
    Key.character("+"), .character("l"), .character("H"), .character("m"), .character("c"), .character("o"),
    .character("0"), .character("r"), .character("s"), .character("b"), .character("w"), .character("x"),
  ])
  func keysDoNotActThroughTheHelp(key: Key) {
    var state = demoState()
    state.press(.character("?"))
    let before = (state.layoutWidth, state.settings, state.isComparing, state.layoutResult)
    #expect(state.update(.key(key)) == [])
    #expect(state.isShowingHelp)
    #expect(state.layoutWidth == before.0)
    #expect(state.settings == before.1)
    #expect(state.isComparing == before.2)
    #expect(state.layoutResult == before.3)
  }

  /// Esc, q, ? and F1 close the help without quitting or acting.
  @Test(arguments: [Key.escape, .character("q"), .character("Q"), .character("?"), .function(1)])
  func theHelpClosesWith(key: Key) {
    var state = demoState()
    state.press(.character("?"))
    #expect(state.update(.key(key)) == [.draw])
    #expect(!state.isShowingHelp)
  }

  /// A notice that goes away is a change on screen too.
  @Test func aKeyThatOnlyClearsANoticeRedraws() {
    var state = demoState()
    state.press(.character("h"), .character("h"), .character("H"), .character("H"))
    #expect(state.columnChange == "3 → 2 columns")
    #expect(state.update(.key(.home)) == [.draw], "already at the top, but the notice goes")
    #expect(state.columnChange == nil)
    #expect(state.update(.key(.home)) == [])
  }

  @Test func ctrlLRepaints() {
    var state = demoState()
    #expect(state.update(.key(.control("l"))) == [.repaint])
    state.press(.character("?"))
    #expect(state.update(.key(.control("l"))) == [.repaint])
    #expect(state.isShowingHelp, "repainting keeps the help open")
  }

  @Test(arguments: [
    Key.character("x"), .tab, .backspace, .control("c"), .function(5), .character("中"),
    Key.character("q").adding(.alt), Key.character("j").adding(.alt), Key.character("+").adding(.alt),
  ])
  func unknownKeysChangeNothing(key: Key) {
    var state = demoState()
    state.press(.character("h"), .character("j"))
    let before = (state.layoutWidth, state.scrollY, state.settings, state.layoutResult, state.statusBar)
    #expect(state.update(.key(key)) == [])
    #expect(state.layoutWidth == before.0)
    #expect(state.scrollY == before.1)
    #expect(state.settings == before.2)
    #expect(state.layoutResult == before.3)
    #expect(state.statusBar == before.4)
  }
}
