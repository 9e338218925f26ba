import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// A reload replaces the fixture and measures it afresh; a failed one keeps the last good layout and
/// says why.
@Suite struct PreviewStateReloadTests {
  static let short = textFixture(["short", "also short"])

  @Test func aReloadedFixtureIsMeasuredAfreshAtTheSameWidthAndTextSize() throws {
    var state = demoState(fixture: Self.short)
    state.press(.character("+"), .character("H"), .character("b"))
    let before = try #require(state.frame(ofItem: 0, 0))
    #expect(before.height == 3 - 1, "one line, two borders, one shared with the next row")

    var changed = Self.short
    changed.sections[0].items[0].text = String(repeating: "a longer text ", count: 20)
    _ = state.update(.reloaded(changed))

    #expect(state.settings.category == .extraLarge)
    #expect(state.layoutWidth == 90)
    #expect(state.settings.collapseBorders)
    #expect(state.scene.fixture == changed)
    let after = try #require(state.frame(ofItem: 0, 0))
    // Collapsed: the frame is one cell smaller than the box it is measured for.
    let rows = CellTextLayout.rows(
      title: nil, body: changed.sections[0].items[0].text, width: Int(after.width) + 1, category: .extraLarge)
    #expect(after.height == Double(rows - 1))
    #expect(after.height > before.height)
    #expect(state.message == StatusBar.Message("reloaded", isError: false))
  }

  @Test func theReloadedNoticeGoesWithTheNextKey() {
    var state = demoState(fixture: Self.short)
    _ = state.update(.reloaded(Self.short))
    #expect(state.statusBar.message?.text == "reloaded")
    state.press(.character("j"))
    #expect(state.message == nil)
  }

  @Test func aReloadedFixtureBringsItsOwnColumnsAndItemCount() {
    var state = demoState()
    _ = state.update(.reloaded(textFixture(["x", "y", "z"], columns: .fixed(5))))
    #expect(state.layoutResult.columnCount == 5)
    #expect(state.layoutResult.itemCount == 3)
    #expect(state.statusBar.itemCount == 3)
  }

  @Test func aShorterFixtureWhileScrolledDownPullsTheViewBackIntoRange() {
    var state = demoState()
    state.press(.end)
    #expect(state.scrollY > 0)
    _ = state.update(.reloaded(Self.short))
    #expect(state.scrollY == 0)
    #expect(state.scrollY <= state.expectedMaxScroll)
  }

  @Test func aReloadTakesCompatibilityModeFromTheFixture() {
    var state = demoState()
    var compat = Fixture.demo
    compat.compat = true
    _ = state.update(.reloaded(compat))
    #expect(state.settings.compat)
  }

  @Test func aFailedReloadKeepsTheLayoutAndShowsTheError() {
    var state = demoState()
    state.press(.character("H"))
    let before = state.layoutResult
    let problem = "demo.json:3:5: sections: expected an array"
    _ = state.update(.reloadFailed([problem]))
    #expect(state.layoutResult == before)
    #expect(state.layoutWidth == 90)
    #expect(state.statusBar.message == StatusBar.Message(problem, isError: true))
    let screen = state.frame(theme: .dark, characters: .square)
    #expect(screen.row(29).contains(problem))
  }

  @Test func anErrorStaysUntilAReloadSucceeds() {
    var state = demoState()
    _ = state.update(.reloadFailed(["broken"]))
    state.press(.character("j"), .character("+"), .character("h"))
    #expect(state.message == StatusBar.Message("broken", isError: true))
    _ = state.update(.reloaded(.demo))
    #expect(state.message == StatusBar.Message("reloaded", isError: false))
  }
}
