import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import Testing

/// Pinned headers and footers in the previewer: drawn over the content at the top (and bottom) of
/// the pane, and what a click there selects — the two read the same pinned frames.
@Suite struct PreviewStatePinningTests {
  /// Two sections of 12 one-column items, three rows each; header "First"/"Second" (one row),
  /// section 0's footer "End of first".
  static func fixture(pinHeaders: Bool = true, pinFooters: Bool = true, compat: Bool = false) -> Fixture {
    let items = (0..<12).map { FixtureItem(text: "item \($0)", height: 3) }
    return Fixture(
      columns: .fixed(1), compat: compat, pinHeaders: pinHeaders, pinFooters: pinFooters,
      sections: [
        FixtureSection(header: "First", footer: "End of first", items: items),
        FixtureSection(header: "Second", items: items),
      ])
  }

  static func state(_ fixture: Fixture) -> PreviewState {
    var state = PreviewState(
      scene: Scene(fixture: fixture), settings: SceneSettings(fixture: fixture), terminalSize: (40, 12))
    _ = state.update(.action(.scroll(.lines(5))))
    return state
  }

  @Test func theHeaderIsDrawnOverTheCellsAtTheTopAndTheFooterAtTheBottom() {
    let state = Self.state(Self.fixture())
    let pane = state.screen.panes[0].region
    let frame = state.frame(theme: .monochrome, characters: .square)
    #expect(frame.row(pane.y).hasPrefix(" First "), "\(frame.text(padded: false))")
    #expect(frame.row(pane.y).trimmingCharacters(in: .whitespaces) == "First", "the row is cleared first")
    #expect(frame.row(pane.maxY - 1).hasPrefix(" End of first"), "\(frame.text(padded: false))")
  }

  @Test func aClickOnThePinnedHeaderSelectsItAndBelowItACell() {
    var state = Self.state(Self.fixture())
    let pane = state.screen.panes[0].region
    _ = state.update(.mouse(MouseEvent(.press(.left), x: pane.x + 3, y: pane.y)))
    #expect(state.selection == Selection(kind: .header, path: ItemPath(section: 0, item: 0)))
    _ = state.update(.mouse(MouseEvent(.press(.left), x: pane.x + 3, y: pane.y + 1)))
    #expect(state.selection?.kind == .cell)
    _ = state.update(.mouse(MouseEvent(.press(.left), x: pane.x + 3, y: pane.maxY - 1)))
    #expect(state.selection == Selection(kind: .footer, path: ItemPath(section: 0, item: 0)))
  }

  /// The selected cell, scrolled into view, is whole on screen and never under a pinned header
  /// or footer drawn there.
  static func expectSelectionIsClear(_ state: PreviewState, after step: String) {
    guard let element = state.selectedElement, element.kind == .cell else { return }
    let viewport = Rect(x: 0, y: Double(state.scrollY), width: 40, height: Double(state.viewportHeight))
    let (top, bottom) = (element.frame.minY, element.frame.maxY)
    #expect(top >= viewport.minY && bottom <= viewport.maxY, "\(step): \(element.frame) in \(viewport)")
    if let header = state.shown.main.pinnedHeader(in: viewport) {
      #expect(top >= header.frame.maxY, "\(step): under the header at \(header.frame)")
    }
    if let footer = state.shown.main.pinnedFooter(in: viewport) {
      #expect(bottom <= footer.frame.minY, "\(step): under the footer at \(footer.frame)")
    }
  }

  @Test func theSelectionScrollsToBelowAPinnedHeaderAndAboveAPinnedFooter() {
    var state = Self.state(Self.fixture())
    #expect(state.viewportHeight == 12 - 2, "a title line and a status bar")
    state.press(.home, .enter)
    #expect(state.selection == Selection(kind: .cell, path: ItemPath(section: 0, item: 0)))
    // Item n's rows are 1 + 4n to 1 + 4n + 3 (a row of spacing between cells). Down to item 6: its
    // bottom row just above the one-row footer; back up to item 2: its top row just below the
    // one-row header.
    state.press(.down, times: 6)
    #expect(state.selection == Selection(kind: .cell, path: ItemPath(section: 0, item: 6)))
    #expect(state.scrollY == (1 + 6 * 4 + 3) - (10 - 1))
    state.press(.up, times: 4)
    #expect(state.selection == Selection(kind: .cell, path: ItemPath(section: 0, item: 2)))
    #expect(state.scrollY == (1 + 2 * 4) - 1)
    // Down to the end, through the second section, and back up.
    for step in 0..<30 {
      state.press(.down)
      Self.expectSelectionIsClear(state, after: "down \(step)")
    }
    for step in 0..<30 {
      state.press(.up)
      Self.expectSelectionIsClear(state, after: "up \(step)")
    }
  }

  @Test(arguments: [false, true])
  func withoutPinningOrInCompatModeTheCellsShow(_ compat: Bool) {
    var state = Self.state(Self.fixture(pinHeaders: compat, pinFooters: compat, compat: compat))
    let pane = state.screen.panes[0].region
    let frame = state.frame(theme: .monochrome, characters: .square)
    #expect(!frame.row(pane.y).contains("First"))
    _ = state.update(.mouse(MouseEvent(.press(.left), x: pane.x + 3, y: pane.y)))
    #expect(state.selection?.kind == .cell)
  }

  @Test func spansReachTheEngineAndTheInspectorNamesTheColumns() throws {
    let fixture = Fixture(
      columns: .fixed(3),
      sections: [
        FixtureSection(items: [
          FixtureItem(text: "a", span: .full), FixtureItem(text: "b", span: .columns(2)),
        ])
      ])
    let scene = Scene(fixture: fixture)
    let result = scene.layoutResult(width: 40, settings: SceneSettings(fixture: fixture))
    #expect(result.columns(of: ItemPath(section: 0, item: 0)) == 0..<3)
    #expect(result.columns(of: ItemPath(section: 0, item: 1)) == 0..<2)
    #expect(result.row(of: ItemPath(section: 0, item: 1)) == 1)
    var state = PreviewState(scene: scene, settings: SceneSettings(fixture: fixture), terminalSize: (60, 20))
    _ = state.update(.key(.enter))
    _ = state.update(.key(.down))
    #expect(state.inspectorLines.contains("columns 1–2 of 3, row 2"), "\(state.inspectorLines)")
  }
}
