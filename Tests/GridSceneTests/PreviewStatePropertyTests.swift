import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// Whatever keys are pressed and however the terminal is resized, the state stays consistent: the
/// layouts on screen are exactly what a fresh layout of the same scene gives, nothing leaves its range,
/// and the frame fills the terminal.
@Suite struct PreviewStatePropertyTests {
  static let keys: [Key] =
    ["h", "l", "H", "L", "0", "o", "+", "-", "j", "k", " ", "G", "g", "m", "c", "s", "b", "?", "x"].map {
      Key.character($0)
    } + [.escape, .pageUp, .pageDown, .control("l")]

  /// A waterfall of pictures (sized by aspect ratio) and texts whose columns are 24 wide both at
  /// full width (4 columns in 99) and in each half of the compare view (2 columns in 49), so heights
  /// measured for one layout could be mistaken for the other's.
  static let pictures = Fixture(
    layout: .waterfall,
    columns: .breakpoints([
      ColumnBreakpoint(minWidth: 0, columns: 2), ColumnBreakpoint(minWidth: 80, columns: 4),
    ]),
    insets: .zero,
    sections: [
      FixtureSection(
        header: "Pictures",
        items: (0..<16).map { i in
          i.isMultiple(of: 3)
            ? FixtureItem(title: "Text \(i)", text: "a few words of text")
            : FixtureItem(title: "Picture \(i)", text: "x", aspectRatio: [0.5, 1, 1.5, 2][i % 4])
        })
    ])

  static let compat: Fixture = {
    var fixture = Fixture.demo
    fixture.compat = true
    return fixture
  }()

  /// Nothing to show, and sections of bands and empty items only.
  static let sparse = Fixture(sections: [
    FixtureSection(header: "Only a header"),
    FixtureSection(footer: "Only a footer", footerHeight: 4),
    FixtureSection(items: [
      FixtureItem(text: ""), FixtureItem(text: "", height: 0), FixtureItem(text: "", height: 1),
    ]),
  ])

  static let fixtures: [(String, Fixture)] = [
    ("demo", .demo), ("long", longFixture(count: 30)), ("pictures", pictures), ("compat", compat),
    ("empty", Fixture(sections: [])), ("sparse", sparse),
  ]

  @Test(arguments: 0..<fixtures.count)
  func theLayoutsOnScreenAreAlwaysFreshLayouts(index: Int) {
    let (name, fixture) = Self.fixtures[index]
    var rng = SplitMix64(seed: UInt64(100 + index))
    let start = SceneSettings(fixture: fixture)
    var state = PreviewState(scene: Scene(fixture: fixture), settings: start, terminalSize: (99, 30))
    for step in 0..<300 {
      let what: String
      if step % 30 == 29 {
        let size = (20 + rng.next(below: 140), 6 + rng.next(below: 40))
        _ = state.update(.resize(width: size.0, height: size.1))
        what = "resize to \(size)"
      } else {
        let key = Self.keys[rng.next(below: Self.keys.count)]
        _ = state.update(.key(key))  // quitting is the loop's business: the state carries on
        what = "\(key)"
      }
      let context = Comment(rawValue: "\(name), step \(step) (\(what))")
      let pane = Int(state.layoutResult.size.width)
      let expectedPane = state.isComparing ? max(1, (state.layoutWidth - 1) / 2) : state.layoutWidth
      #expect(pane == expectedPane, context)
      let fresh = state.scene.layoutResult(width: pane, settings: state.shownSettings)
      #expect(state.layoutResult.shape == fresh.shape, context)
      if state.isComparing {
        let ragged = state.settings.comparedRagged
        #expect(
          state.shown.compare?.shape == state.scene.layoutResult(width: pane, settings: ragged).shape,
          context)
      } else {
        #expect(state.shown.compare == nil, context)
      }
      #expect((1...PreviewState.maximumLayoutWidth).contains(state.layoutWidth), context)
      #expect((0...max(0, state.paneWidth - state.screen.visibleWidth)).contains(state.scrollX), context)
      #expect((0...state.expectedMaxScroll).contains(state.scrollY), context)
      if step % 10 == 0 {
        let screen = state.frame(theme: .dark, characters: .square)
        #expect(
          screen.width == state.terminalSize.width && screen.height == state.terminalSize.height, context)
        for y in 0..<screen.height {
          #expect(DisplayWidth.columns(of: screen.row(y)) == screen.width, context)
        }
      }
    }
  }

  @Test func comparingAWaterfallOfPicturesMeasuresTheGridsCellsByTheirText() throws {
    // 99 columns: 4 waterfall columns of (99 − 3) / 4 = 24; compare panes of 49: 2 grid columns of
    // (49 − 1) / 2 = 24. The grid must measure a picture's text, not reuse its waterfall height.
    var state = PreviewState(
      scene: Scene(fixture: Self.pictures), settings: SceneSettings(fixture: Self.pictures),
      terminalSize: (99, 30))
    let picture = ItemPath(section: 0, item: 1)  // aspect ratio 1: ⌊24 / 1 / 2⌋ = 12 rows
    #expect(state.layoutResult.frame(of: picture)?.height == 12)
    state.press(.character("c"))
    let frame = try #require(state.layoutResult.frame(of: picture))
    #expect(frame.width == 24)
    let rows = CellTextLayout.rows(title: "Picture 1", body: "x", width: 24, category: .large)
    // Items 0 and 1 share the grid's first row; item 0's text is the taller of the two.
    let neighbour = CellTextLayout.rows(
      title: "Text 0", body: "a few words of text", width: 24, category: .large)
    #expect(frame.height == Double(max(rows, neighbour)))
    state.press(.character("c"))
    #expect(state.layoutResult.frame(of: picture)?.height == 12, "and back: the picture's height again")
  }
}
