import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// The layout width and text size stay in range, and every width change asks the fixture's column
/// rule again (the anchor's `numberOfColumns(for:)`), on a key or a terminal resize.
@Suite struct PreviewStateWidthTests {
  // MARK: Clamping

  @Test func theWidthNeverGoesBelowOne() {
    var state = demoState()
    state.press(.character("H"), times: 9)
    #expect(state.layoutWidth == 100 - 90)
    #expect(state.update(.key(.character("H"))) == [.draw])
    #expect(state.layoutWidth == 1, "10 − 10 stops at 1")
    #expect(state.update(.key(.character("h"))) == [])
    #expect(state.update(.key(.character("H"))) == [])
    #expect(state.layoutWidth == 1)
    #expect(state.layoutResult.size.width == 1)
    #expect(state.layoutResult.columnCount == 1)
  }

  /// A layout may be wider than the terminal (the screen pans), up to 10,000 columns.
  @Test func theWidthGoesPastTheTerminalUpToTenThousand() {
    var state = demoState()
    #expect(state.update(.key(.character("l"))) == [.draw])
    #expect(state.layoutWidth == 101)
    #expect(state.update(.key(.character("L"))) == [.draw])
    #expect(state.layoutWidth == 111)
    #expect(state.layoutResult.size.width == 111)
    let wide = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (100, 30), layoutWidth: 9_995)
    var state2 = wide
    #expect(state2.update(.key(.character("L"))) == [.draw])
    #expect(state2.layoutWidth == 10_000)
    #expect(state2.update(.key(.character("L"))) == [])
    #expect(state2.update(.key(.character("l"))) == [])
    #expect(state2.layoutWidth == 10_000)
  }

  @Test func theWidthStaysInRangeWhateverIsPressed() {
    var rng = SplitMix64(seed: 7)
    let keys: [Key] = [
      .character("h"), .character("l"), .character("H"), .character("L"), .character("0"),
      .character("o"), .left, .right,
    ]
    var state = demoState()
    for _ in 0..<500 {
      state.press(keys[rng.next(below: keys.count)])
      #expect((1...PreviewState.maximumLayoutWidth).contains(state.layoutWidth))
      #expect(state.layoutResult.size.width == Double(state.layoutWidth))
    }
  }

  @Test func textSizeStopsAtExtraSmall() {
    var state = demoState()
    #expect(state.press(.character("-"), times: 3) == [[.draw], [.draw], [.draw]])
    #expect(state.settings.category == .extraSmall)
    let before = state.layoutResult
    #expect(state.update(.key(.character("-"))) == [])
    #expect(state.settings.category == .extraSmall)
    #expect(state.layoutResult == before)
  }

  @Test func textSizeStopsAtAX5() {
    var state = demoState()
    #expect(state.press(.character("+"), times: 8).allSatisfy { $0 == [.draw] })
    #expect(state.settings.category == .accessibilityExtraExtraExtraLarge)
    #expect(state.update(.key(.character("+"))) == [])
    #expect(state.settings.category == .accessibilityExtraExtraExtraLarge)
  }

  @Test func everyTextSizeIsReachedInOrder() {
    var state = demoState(settings: SceneSettings(category: .extraSmall))
    var seen = [state.settings.category]
    while state.update(.key(.character("+"))) != [] { seen.append(state.settings.category) }
    #expect(seen == ContentSizeCategory.allCases)
  }

  @Test(arguments: [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge])
  func widthOneAtTheExtremeTextSizesStillLaysOutAndDraws(category: ContentSizeCategory) {
    var state = demoState(settings: SceneSettings(category: category))
    state.press(.character("H"), times: 10)
    #expect(state.layoutWidth == 1)
    let fresh = state.scene.layoutResult(width: 1, settings: state.settings)
    #expect(state.layoutResult.shape == fresh.shape)
    let frame = state.frame(theme: .monochrome, characters: .square)
    #expect(frame.width == 100 && frame.height == 30)
  }

  // MARK: The column-count callback

  @Test func everyWidthFromTheTerminalDownToOneHasTheRulesColumns() {
    var state = demoState()
    #expect(state.layoutResult.columnCount == demoColumns(atWidth: 100))
    for width in stride(from: 99, through: 1, by: -1) {
      state.press(.character("h"))
      #expect(state.layoutWidth == width)
      #expect(state.layoutResult.columnCount == demoColumns(atWidth: width), "at \(width)")
      #expect(state.statusBar.columns == demoColumns(atWidth: width))
    }
  }

  @Test func crossingABreakpointIsAnnouncedUntilTheNextWidthChange() {
    var state = demoState()
    state.press(.character("H"), .character("H"))
    #expect(state.layoutWidth == 80)
    #expect(state.columnChange == nil, "100 → 90 → 80 stays at 3 columns")
    state.press(.character("h"))
    #expect(state.columnChange == "3 → 2 columns")
    #expect(state.statusBar.columnChange == "3 → 2 columns")
    state.press(.character("h"))
    #expect(state.columnChange == nil, "79 → 78 keeps 2 columns")
    state.press(.character("H"), .character("H"), .character("H"))
    #expect(state.layoutWidth == 48)
    state.press(.character("H"))
    #expect(state.columnChange == "2 → 1 column")
    state.press(.character("L"))
    #expect(state.columnChange == "1 → 2 columns", "the next crossing replaces it")
  }

  @Test func otherKeysClearTheAnnouncementButHelpKeepsIt() {
    var state = demoState()
    state.press(.character("H"), .character("H"), .character("h"))
    state.press(.character("?"))
    #expect(state.columnChange == "3 → 2 columns")
    state.press(.character("?"), .character("j"))
    #expect(state.columnChange == nil)
  }

  @Test func aWidthKeyAgainstTheLimitClearsTheAnnouncement() {
    var state = demoState(width: 45)
    state.press(.character("H"))
    #expect(state.columnChange == "2 → 1 column")
    #expect(state.update(.key(.character("0"))) == [.draw])
    #expect(state.columnChange == "1 → 2 columns")
    #expect(state.update(.key(.character("l"))) == [.draw], "nothing moves, but the announcement goes")
    #expect(state.columnChange == nil)
  }

  @Test func aColumnRuleByMinimumWidthIsAskedAtEveryWidth() {
    // max(1, ⌊w / 13⌋) columns, evaluated here independently of ColumnRule.
    let fixture = textFixture((0..<30).map { "item \($0)" }, columns: .minColumnWidth(13))
    var rng = SplitMix64(seed: 42)
    let keys: [Key] = [
      .character("h"), .character("l"), .character("H"), .character("L"), .character("0"),
      .character("o"),
    ]
    var state = demoState(width: 150, height: 40, fixture: fixture)
    var columns = state.layoutResult.columnCount
    for step in 0..<300 {
      if step % 25 == 24 {
        _ = state.update(.resize(width: 20 + rng.next(below: 141), height: 10 + rng.next(below: 40)))
      } else {
        state.press(keys[rng.next(below: keys.count)])
      }
      let expected = max(1, state.layoutWidth / 13)
      #expect(state.layoutResult.columnCount == expected, "width \(state.layoutWidth)")
      if expected != columns {
        let unit = expected == 1 ? "column" : "columns"
        #expect(state.columnChange == "\(columns) → \(expected) \(unit)")
      } else {
        #expect(state.columnChange == nil)
      }
      columns = expected
    }
  }

  // MARK: Resizing

  @Test func aResizeIsFollowedWhileTheWidthFollowsTheTerminal() {
    var state = demoState()
    #expect(state.update(.resize(width: 79, height: 30)) == [.draw])
    #expect(state.layoutWidth == 79)
    #expect(state.layoutResult.columnCount == 2)
    #expect(state.columnChange == "3 → 2 columns")
    _ = state.update(.resize(width: 130, height: 30))
    #expect(state.layoutWidth == 130)
    #expect(state.columnChange == "2 → 4 columns")
    _ = state.update(.resize(width: 125, height: 30))
    #expect(state.columnChange == nil, "125 keeps 4 columns")
  }

  /// A chosen width stays whatever the terminal does: narrower, the screen pans over it.
  @Test func aChosenWidthIsKeptThroughResizes() {
    var state = demoState()
    state.press(.character("H"))
    #expect(!state.followsTerminal)
    _ = state.update(.resize(width: 140, height: 30))
    #expect(state.layoutWidth == 90, "a wider terminal leaves a chosen width alone")
    _ = state.update(.resize(width: 60, height: 30))
    #expect(state.layoutWidth == 90, "so does a narrower one")
    #expect(state.screen.visibleWidth == 60)
    #expect(state.layoutResult.columnCount == demoColumns(atWidth: 90))
    state.press(.character(">"), .character(">"), .character(">"), .character(">"))
    #expect(state.scrollX == 30, "panned to the layout's right edge")
    _ = state.update(.resize(width: 80, height: 30))
    #expect(state.scrollX == 10, "a wider screen needs less panning")
    state.press(.character("0"))
    #expect(state.layoutWidth == 80)
    #expect(state.followsTerminal)
    #expect(state.scrollX == 0)
  }

  /// Panning a layout that fits the screen does nothing, and says so.
  @Test func panningALayoutThatFitsSaysThereIsNothingToPan() {
    var state = demoState()
    state.press(.character(">"))
    #expect(state.scrollX == 0)
    #expect(state.message?.text == "the layout fits the screen: nothing to pan")
    state.press(.character("H"), .character(">"))
    #expect(state.scrollX == 0)
    #expect(state.message?.text == "the layout fits the screen: nothing to pan", "nor one narrower")
    _ = state.update(.resize(width: 60, height: 30))
    state.press(.character(">"))
    #expect(state.scrollX == 10, "one wider than the screen pans…")
    #expect(state.message == nil, "…without a word")
  }

  @Test func aHeightOnlyResizeKeepsTheLayoutButMovesTheScrollLimit() {
    var state = demoState()
    state.press(.end)
    let bottom = state.scrollY
    _ = state.update(.resize(width: 100, height: 20))
    #expect(state.layoutWidth == 100)
    #expect(state.viewportHeight == 20 - 2, "less the title line and the status bar")
    #expect(state.scrollY <= state.expectedMaxScroll)
    #expect(state.scrollY == bottom, "the same rows stay at the top")
    _ = state.update(.resize(width: 100, height: 60))
    #expect(state.scrollY == state.expectedMaxScroll, "a taller screen shows the end, not beyond it")
  }

  /// A terminal with no columns has no width to follow: the layout keeps its own until it has one.
  @Test func aResizeToNothingKeepsTheWidth() {
    var state = demoState()
    _ = state.update(.resize(width: 0, height: 0))
    #expect(state.layoutWidth == 100)
    #expect(state.isTooSmall)
    _ = state.update(.resize(width: -5, height: -5))
    #expect(state.terminalSize.width == 0 && state.terminalSize.height == 0)
    #expect(state.layoutWidth == 100)
    _ = state.update(.resize(width: 50, height: 30))
    #expect(state.layoutWidth == 50)
    _ = state.update(.resize(width: 100, height: 30))
    #expect(state.layoutWidth == 100)
    #expect(!state.isTooSmall)
  }
}
