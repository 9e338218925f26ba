import GridCanvas
import GridInput
import GridLayout
import GridScene
import Testing

/// One value says where everything is; drawing and hit-testing read it.
@Suite struct ScreenLayoutTests {
  @Test func oneLayoutNarrowerThanTheTerminal() {
    let screen = ScreenLayout(width: 100, height: 30, layoutWidth: 90, comparing: false)
    #expect(screen.title == Canvas.Region(x: 0, y: 0, width: 100, height: 1))
    #expect(screen.statusBar == Canvas.Region(x: 0, y: 29, width: 100, height: 1))
    #expect(screen.panes.map(\.region) == [Canvas.Region(x: 0, y: 1, width: 90, height: 30 - 1 - 1)])
    #expect(screen.outside == Canvas.Region(x: 90, y: 1, width: 10, height: 28))
    #expect(screen.scrollBar == Canvas.Region(x: 99, y: 1, width: 1, height: 28))
    #expect(screen.separator == nil)
    #expect(screen.viewportHeight == 28)
  }

  @Test func aLayoutWiderThanTheTerminalFillsItAndShowsPartOfIt() {
    let screen = ScreenLayout(width: 120, height: 40, layoutWidth: 200, comparing: false)
    #expect(screen.panes[0].region.width == 120)
    #expect(screen.panes[0].layoutWidth == 200)
    #expect(screen.visibleWidth == 120)
    #expect(screen.outside == nil)
    #expect(screen.scrollBar == nil)
  }

  /// Two panes of (layout width − 1) / 2 columns each, labelled, either side of a separator.
  @Test func theCompareViewHasTwoLabelledPanes() {
    let screen = ScreenLayout(width: 100, height: 30, layoutWidth: 100, comparing: true)
    #expect(screen.panes.count == 2)
    #expect(screen.panes.map(\.layoutWidth) == [49, 49])
    #expect(
      screen.panes.map(\.region) == [
        Canvas.Region(x: 0, y: 2, width: 49, height: 30 - 2 - 1),
        Canvas.Region(x: 49 + 1, y: 2, width: 49, height: 27),
      ])
    #expect(
      screen.panes.map(\.label) == [
        Canvas.Region(x: 0, y: 1, width: 49, height: 1), Canvas.Region(x: 50, y: 1, width: 49, height: 1),
      ])
    #expect(screen.separator == Canvas.Region(x: 49, y: 1, width: 1, height: 28))
    #expect(screen.outside == Canvas.Region(x: 99, y: 1, width: 1, height: 28))
  }

  @Test func hitTestingFindsWhatIsDrawnThere() {
    let screen = ScreenLayout(width: 100, height: 30, layoutWidth: 100, comparing: true)
    #expect(screen.hit(x: 5, y: 0) == .title)
    #expect(screen.hit(x: 5, y: 1) == .paneLabel(0))
    #expect(screen.hit(x: 60, y: 1) == .paneLabel(1))
    #expect(screen.hit(x: 0, y: 2) == .pane(0, column: 0, row: 0))
    #expect(screen.hit(x: 48, y: 28) == .pane(0, column: 48, row: 26))
    #expect(screen.hit(x: 49, y: 10) == .separator)
    #expect(screen.hit(x: 50, y: 2) == .pane(1, column: 0, row: 0))
    #expect(screen.hit(x: 98, y: 5) == .pane(1, column: 48, row: 3))
    #expect(screen.hit(x: 99, y: 5) == .outside(column: 0, row: 4))
    #expect(screen.hit(x: 30, y: 29) == .statusBar)
    #expect(screen.hit(x: -1, y: 3) == .none)
    #expect(screen.hit(x: 100, y: 3) == .none)
    #expect(screen.hit(x: 3, y: 30) == .none)
  }

  /// Every cell of the screen is exactly one thing, and the regions never overlap.
  @Test(arguments: [
    (100, 30, 100, false), (100, 30, 60, false), (100, 30, 100, true), (20, 6, 20, true),
    (120, 40, 300, true), (33, 9, 2, false),
  ])
  func everyCellIsOneThing(width: Int, height: Int, layoutWidth: Int, comparing: Bool) {
    let screen = ScreenLayout(width: width, height: height, layoutWidth: layoutWidth, comparing: comparing)
    var regions: [Canvas.Region] = [screen.title, screen.statusBar] + screen.panes.map(\.region)
    regions += screen.panes.compactMap(\.label)
    regions += [screen.separator, screen.outside].compactMap { $0 }
    for y in 0..<height {
      for x in 0..<width {
        let owners = regions.filter { $0.contains(x: x, y: y) }.count
        #expect(owners == 1, "(\(x), \(y)) belongs to \(owners) regions")
        #expect(screen.hit(x: x, y: y) != .none)
      }
    }
  }

  @Test func anOverlayCoversWhatIsUnderIt() {
    let screen = ScreenLayout(width: 100, height: 30, layoutWidth: 100, comparing: false, overlay: (40, 10))
    let box = try! #require(screen.overlay)
    #expect(box == Canvas.Region(x: 30, y: 9, width: 40, height: 10))
    #expect(screen.hit(x: 30, y: 9) == .overlay)
    #expect(screen.hit(x: 29, y: 9) == .pane(0, column: 29, row: 8))
    let small = ScreenLayout(width: 20, height: 6, layoutWidth: 20, comparing: false, overlay: (62, 40))
    #expect(small.overlay == Canvas.Region(x: 0, y: 0, width: 20, height: 5), "never over the status bar")
  }

  /// The panes' size alone, without the rest of the screen, is the size the whole layout gives them.
  @Test func thePanesSizeAloneIsTheirSizeOnScreen() {
    for width in [-3, 0, 1, 2, 3, 19, 20, 21, 80, 101] {
      for height in [-1, 0, 1, 2, 3, 6, 30] {
        for layoutWidth in [1, 2, 3, 40, 100, 101, 300] {
          for comparing in [false, true] {
            let screen = ScreenLayout(
              width: width, height: height, layoutWidth: layoutWidth, comparing: comparing)
            let rows = ScreenLayout.viewportHeight(screenHeight: height, comparing: comparing)
            #expect(rows == screen.viewportHeight)
            #expect(
              ScreenLayout.visibleWidth(screenWidth: width, layoutWidth: layoutWidth, comparing: comparing)
                == screen.visibleWidth)
          }
        }
      }
    }
  }

  @Test func tooSmallBelowTwentyBySix() {
    #expect(ScreenLayout(width: 19, height: 6, layoutWidth: 19, comparing: false).isTooSmall)
    #expect(ScreenLayout(width: 20, height: 5, layoutWidth: 20, comparing: false).isTooSmall)
    #expect(!ScreenLayout(width: 20, height: 6, layoutWidth: 20, comparing: false).isTooSmall)
  }

  /// The inspector goes beside the selected element, on the right if there is room (a third of the
  /// screen: 33 of 100 columns), else on the left, else on the roomier side if that has 24 columns.
  @Test func theInspectorGoesBesideTheSelection() {
    let screen = ScreenLayout(width: 100, height: 30, layoutWidth: 100, comparing: false)
    func placement(x: Double, width: Double, scrollX: Int = 0) -> ScreenLayout.InspectorPlacement {
      screen.inspectorPlacement(
        avoiding: Rect(x: x, y: 0, width: width, height: 5), scroll: (scrollX, 0),
        lineCount: { _ in
          Issue.record("the lines are counted only for a band above or below")
          return 0
        })
    }
    let nothing = screen.inspectorPlacement(avoiding: nil, scroll: (0, 0), lineCount: { _ in 0 })
    #expect(nothing == .right(width: 33))
    #expect(placement(x: 0, width: 30) == .right(width: 33))
    #expect(placement(x: 70, width: 30) == .left(width: 33))
    #expect(placement(x: 0, width: 70) == .right(width: 100 - 70))
    #expect(placement(x: 26, width: 74) == .left(width: 26))
    #expect(placement(x: 100, width: 30, scrollX: 100) == .right(width: 33), "where it is on screen")
  }

  /// An element too wide for the inspector beside it has it below, else above, as tall as its lines
  /// (plus the border) up to half the pane; one that fills the pane has it on the roomier side.
  @Test func theInspectorGoesBelowOrAboveAWideSelection() {
    let screen = ScreenLayout(width: 100, height: 30, layoutWidth: 100, comparing: false)
    var widths: [Int] = []
    func placement(y: Double, height: Double, scrollY: Int = 0, lines: Int = 5)
      -> ScreenLayout.InspectorPlacement
    {
      screen.inspectorPlacement(
        avoiding: Rect(x: 10, y: y, width: 70, height: height), scroll: (0, scrollY),
        lineCount: { width in
          widths.append(width)
          return lines
        })
    }
    #expect(placement(y: 0, height: 5) == .bottom(height: 5 + 2))
    #expect(widths == [100 - 4], "wrapped to the screen's width less the border and margins")
    #expect(placement(y: 20, height: 7) == .top(height: 7))
    #expect(placement(y: 40, height: 7, scrollY: 20) == .top(height: 7), "where it is on screen")
    #expect(placement(y: 0, height: 5, lines: 40) == .bottom(height: 28 / 2), "at most half the pane")
    #expect(placement(y: 0, height: 28) == .bottom(height: 7))
    #expect(placement(y: 0, height: 26) == .bottom(height: 7), "two rows below, none above")
    #expect(placement(y: 2, height: 26) == .top(height: 7), "two rows above, none below")
  }

  /// The initializer that places the inspector puts its box where the placement says.
  @Test func theInspectorsBoxIsWhereItIsPlaced() {
    let screen = ScreenLayout(
      width: 100, height: 30, layoutWidth: 100, comparing: false,
      inspectorAvoiding: Rect(x: 70, y: 0, width: 30, height: 5), scroll: (0, 0),
      inspectorLineCount: { _ in 0 })
    #expect(screen.inspector == Canvas.Region(x: 0, y: 1, width: 33, height: 28))
    #expect(screen.hit(x: 0, y: 1) == .inspector)
  }

  /// The state's mouse handling reads the same regions: the wheel over the help scrolls the help.
  @Test func theWheelOverThePanelScrollsIt() throws {
    var state = demoState(width: 40, height: 12)
    state.press(.character("?"))
    let box = try #require(state.screen.overlay)
    #expect(state.update(.mouse(MouseEvent(.wheelDown, x: box.x + 1, y: box.y + 1))) == [.draw])
    #expect(state.panel?.scroll == 3)
    #expect(state.scrollY == 0)
    #expect(state.update(.mouse(MouseEvent(.wheelDown, x: 0, y: 11))) == [], "on the status bar: nothing")
  }
}
