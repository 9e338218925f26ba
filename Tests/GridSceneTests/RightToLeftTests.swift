import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridText
import Testing

@testable import GridScene

/// The previewer in a right-to-left interface, driven through `update`: `R` flips it, the layout is
/// mirrored, arrows and clicks go by what is on screen, text aligns right, and the compat grid says
/// it is not mirrored.
@Suite struct RightToLeftTests {
  @Test func rFlipsTheDirectionAndTheStatusBarSaysSo() {
    var state = demoState(width: 100)
    let ltr = state.layoutResult
    #expect(state.update(.key(.character("R"))) == [.draw])
    #expect(state.settings.direction == .rtl)
    #expect(state.statusBar.layoutName.hasSuffix(" RTL"))
    let rtl = state.layoutResult
    #expect(rtl.isMirrored)
    let width = rtl.contentSize.width
    for (a, b) in zip(ltr.allElements, rtl.allElements) {
      #expect(a.indexPath == b.indexPath && a.kind == b.kind)
      #expect(b.frame.minX == width - a.frame.maxX && b.frame.minY == a.frame.minY)
      #expect(b.frame.size == a.frame.size)
    }
    state.press(.character("R"))
    #expect(state.settings.direction == .ltr && !state.layoutResult.isMirrored)
    #expect(!state.statusBar.layoutName.contains("RTL"))
  }

  @Test func enterSelectsTheTopRightCellAndArrowsGoByTheScreen() throws {
    var state = demoState(width: 80, settings: SceneSettings(direction: .rtl))
    state.press(.enter)
    let first = try #require(state.selectedElement)
    #expect(first.indexPath == ItemPath(section: 0, item: 0))
    // Item 0 is the rightmost cell of its row.
    let row = state.layoutResult.allElements.filter { $0.kind == .cell && $0.frame.minY == first.frame.minY }
    #expect(row.allSatisfy { $0.frame.maxX <= first.frame.minX || $0 == first })
    state.press(.left)
    let second = try #require(state.selectedElement)
    #expect(second.indexPath == ItemPath(section: 0, item: 1), "← goes left, to item 1")
    #expect(second.frame.maxX <= first.frame.minX)
    state.press(.right)
    #expect(state.selectedElement?.indexPath == ItemPath(section: 0, item: 0), "→ goes back right")
  }

  @Test func aClickSelectsTheMirroredCellUnderIt() throws {
    var state = demoState(width: 120, settings: SceneSettings(direction: .rtl))
    let target = try #require(state.layoutResult.frame(of: ItemPath(section: 0, item: 1)))
    let pane = state.screen.panes[0].region
    let click = MouseEvent(.press(.left), x: pane.x + Int(target.minX) + 2, y: pane.y + Int(target.minY) + 1)
    #expect(state.update(.mouse(click)) == [.draw])
    #expect(state.selection?.path == ItemPath(section: 0, item: 1))
  }

  /// A layout wider than the screen starts at its leading edge: the right, in a right-to-left one.
  @Test func aWideLayoutStartsAtItsLeadingEdge() {
    var settings = SceneSettings(direction: .rtl)
    settings.columns = 4
    var state = PreviewState(
      scene: Scene(fixture: .demo), settings: settings, terminalSize: (60, 30), layoutWidth: 150)
    #expect(state.scrollX > 0 && state.scrollX == state.paneWidth - state.visibleWidth)
    state.press(.character("R"))
    #expect(state.scrollX == 0, "left to right starts at the left")
  }

  /// The fixture's title line reads as it should: in visual order, its bidi controls applied.
  @Test func theTitleIsShownInVisualOrder() {
    var fixture = textFixture(["a"])
    fixture.title = "שלום world\u{200F}"
    #expect(Scene(fixture: fixture).shownTitle == "world םולש")
    fixture.title = "Plain title"
    #expect(Scene(fixture: fixture).shownTitle == "Plain title")
  }

  @Test func everyLineOfACellIsAlignedRight() {
    let fixture = textFixture(["Hello", "עברית"], columns: .fixed(2))
    let state = demoState(width: 40, settings: SceneSettings(direction: .rtl), fixture: fixture)
    let screen = state.frame(theme: .monochrome, characters: .square).text(padded: false)
    #expect(screen.contains("Hello │"), "\(screen)")
    #expect(screen.contains("תירבע │"), "\(screen)")
  }

  /// Random generated fixtures (spans, pins, several sections) in every layout, at random widths
  /// from 1 to 500, every text size, borders collapsed or not: right to left, every element is its
  /// left-to-right self mirrored in the content width (the compat grid: not mirrored at all), and
  /// a query for a rectangle answers the mirror of the query for the mirrored rectangle.
  @Test(arguments: 0..<24)
  func everyLayoutIsItsMirrorImage(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &+ 501)
    let layouts: [Fixture.LayoutKind] = [.grid, .flow, .waterfall, .list]
    let json = FixtureGenerator.generate(
      items: 30 + rng.next(below: 150), sections: 1 + rng.next(below: 4), seed: UInt64(seed),
      layout: layouts[seed % 4])
    var fixture = try Fixture.parse(json, fileName: "g.json").fixture
    fixture.sections = fixture.sections.map { section in
      var section = section
      section.items = section.items.enumerated().map { i, item in
        var item = item
        if i % 7 == 3 { item.span = i % 2 == 0 ? .full : .columns(2) }
        return item
      }
      section.pinHeaders = seed % 3 == 0
      return section
    }
    let scene = Scene(fixture: fixture)
    var settings = SceneSettings(fixture: fixture)
    settings.category = ContentSizeCategory.allCases[seed % 12]
    settings.collapseBorders = seed % 2 == 1
    settings.compat = seed % 8 == 4 && settings.layout == .grid
    let width = 1 + rng.next(below: 500)
    let ltr = scene.layoutResult(width: width, settings: settings)
    settings.direction = .rtl
    let rtl = scene.layoutResult(width: width, settings: settings)
    let w = rtl.contentSize.width
    let mirrors = !settings.compat
    #expect(rtl.isMirrored == mirrors)
    #expect(ltr.allElements.count == rtl.allElements.count && ltr.allElements.count >= 30)
    for (a, b) in zip(ltr.allElements, rtl.allElements) {
      #expect(a.kind == b.kind && a.indexPath == b.indexPath)
      #expect(b.frame.minX == (mirrors ? w - a.frame.maxX : a.frame.minX), "seed \(seed) \(a)")
      #expect(b.frame.minY == a.frame.minY && b.frame.size == a.frame.size)
    }
    for _ in 0..<8 {
      let rect = Rect(
        x: Double(rng.next(below: width + 1)), y: Double(rng.next(below: Int(ltr.contentSize.height) + 1)),
        width: Double(1 + rng.next(below: 80)), height: Double(1 + rng.next(below: 60)))
      let expected = ltr.elements(in: mirrors ? rtl.mirrored(rect) : rect).map(\.indexPath)
      #expect(rtl.elements(in: rect).map(\.indexPath) == expected, "seed \(seed) \(rect)")
    }
  }

  /// A large fixture shown from an estimate while the exact layout is made: right to left, what is
  /// on screen is exact all along, as left to right.
  @Test(arguments: [Fixture.LayoutKind.grid, .flow], [UInt64(3), 7])
  func whatIsOnScreenIsExactWhileSettling(layout: Fixture.LayoutKind, seed: UInt64) {
    var fixture = EstimatedLayoutTests.fixture(seed: seed, layout: layout)
    fixture.direction = .rtl
    var state = EstimatedLayoutTests.settlingState(fixture)
    var rng = SplitMix64(seed: seed)
    for step in 0..<12 {
      state.press(EstimatedLayoutTests.keys[rng.next(below: EstimatedLayoutTests.keys.count)])
      #expect(state.layoutResult.isMirrored)
      let estimated = EstimatedLayoutTests.panes(state)
      var exact = state
      EstimatedLayoutTests.settle(&exact)
      #expect(EstimatedLayoutTests.panes(exact) == estimated, "seed \(seed) step \(step)")
    }
  }

  /// The inspector gives the frame as `layout` prints it: mirrored.
  @Test func theInspectorShowsTheMirroredFrame() throws {
    var state = demoState(width: 100, settings: SceneSettings(direction: .rtl))
    state.press(.enter, .character("i"))
    let frame = try #require(state.selectedElement?.frame)
    let screen = state.frame(theme: .monochrome, characters: .square).text(padded: false)
    #expect(screen.contains("frame {\"x\": \(Int(frame.minX)), "), "\(screen)")
    #expect(frame.maxX == state.layoutResult.contentSize.width - 1, "item 0 against the right inset")
  }

  @Test func theCompatGridIsNotMirroredAndTheFindingsSaySo() {
    var fixture = textFixture(["a", "b", "c"], columns: .fixed(2))
    fixture.compat = true
    let scene = Scene(fixture: fixture)
    var settings = SceneSettings(fixture: fixture)
    settings.direction = .rtl
    let result = scene.layoutResult(width: 40, settings: settings)
    #expect(!result.isMirrored && result.requestedDirection == .rightToLeft)
    let state = demoState(width: 40, settings: settings, fixture: fixture)
    #expect(state.modes.contains("compat: not mirrored"))
    let notes = scene.findings(width: 40, settings: settings).filter { $0.rule == .layoutNotMirrored }
    #expect(notes.count == 1 && notes.first?.key == "compat" && notes.first?.severity == .note)
    // Not without compat, and not left to right.
    settings.compat = false
    #expect(!scene.findings(width: 40, settings: settings).contains { $0.rule == .layoutNotMirrored })
    settings.compat = true
    settings.direction = .ltr
    #expect(!scene.findings(width: 40, settings: settings).contains { $0.rule == .layoutNotMirrored })
  }
}
