import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// The languages panel (`T`): every language's columns and height at the width and size on screen,
/// the tallest marked, and Enter switching to the language under the cursor.
@Suite struct LanguageTableTests {
  /// The rows of `text` in a panel entry (`3 col · 19 rows …`).
  static func rows(_ text: String) -> Int? {
    guard let match = text.firstMatch(of: /· ≈?([0-9,]+) rows/) else { return nil }
    return Int(match.output.1.filter(\.isNumber))
  }

  @Test func theTableListsEveryLanguagesColumnsAndHeightWithTheTallestMarked() throws {
    var state = languageState(width: 60, height: 24)
    #expect(state.update(.key(.character("T"))) == [.draw])
    let panel = try #require(state.panel)
    #expect(panel.kind == .languages)
    #expect(panel.title == "Languages at 60 wide, L")
    #expect(panel.entries.map(\.label) == ["en", "de", "ar"])
    #expect(panel.cursor == 0, "on the language on screen")
    let (_, english, german, arabic) = threeLanguages()
    var heights: [Int] = []
    for (entry, fixture) in zip(panel.entries, [english, german, arabic]) {
      let result = Scene(fixture: fixture).layoutResult(width: 60, settings: state.settings)
      let height = Canvas.cells(result.contentSize.height)
      heights.append(height)
      #expect(entry.text.hasPrefix("\(result.columnCount) col · \(height) rows"), "\(entry.text)")
    }
    let tallest = try #require(heights.max())
    #expect(heights[1] == tallest && heights[0] < tallest, "German's long words make it the tallest")
    for (entry, height) in zip(panel.entries, heights) {
      #expect(entry.text.hasSuffix(" · tallest") == (height == tallest), "\(entry.text)")
    }
    #expect(panel.entries.map { $0.text.contains("RTL") } == [false, false, true])
    let screen = state.frame(theme: .monochrome, characters: .square).text
    #expect(screen.contains("Languages at 60 wide"))
    #expect(screen.contains("tallest"))
    #expect(state.statusBar.hint == "↑↓ choose · Enter sets · Esc closes")
  }

  @Test func enterSwitchesToTheLanguageUnderTheCursor() {
    var state = languageState()
    state.press(.character("T"), .down, .down)
    #expect(state.panel?.cursor == 2)
    #expect(state.update(.key(.down)) == [], "already the last")
    state.press(.character("k"))
    #expect(state.panel?.cursor == 1)
    #expect(state.update(.key(.enter)) == [.draw])
    #expect(state.panel == nil)
    #expect(state.language == "de")
    #expect(state.scene.fixture.sections[0].header == "Heute")
    // Opened again, the cursor is on German; End and Enter: Arabic, mirrored.
    state.press(.character("T"), .end, .enter)
    #expect(state.language == "ar" && state.settings.direction == .rtl)
  }

  @Test func theTableIsModalAndClosesWithEscQOrT() {
    for close: Key in [.escape, .character("q"), .character("T")] {
      var state = languageState()
      state.press(.character("T"))
      #expect(state.update(.key(.character("+"))) == [], "other keys do nothing while it is open")
      #expect(state.update(.key(.character("a"))) == [])
      #expect(state.settings.category == .large && state.language == "en")
      #expect(state.update(.key(close)) == [.draw])
      #expect(state.panel == nil)
      #expect(state.language == "en", "closing switches nothing")
    }
  }

  /// Past the exact-item limit the table is estimated from a sample, as the size table is: no
  /// language is resolved whole, only the sampled rows' text and the bands' are asked for, and the
  /// estimates land near the exact heights, in the same order.
  @Test func aLargeFixturesTableIsEstimatedFromTheSampledTextOnly() throws {
    func fixture(repeating times: Int) -> Fixture {
      var fixture = longFixture(count: 600)
      for s in fixture.sections.indices {
        fixture.sections[s].header = Array(repeating: fixture.sections[s].header ?? "", count: times)
          .joined(separator: " ")
        for i in fixture.sections[s].items.indices {
          let text = fixture.sections[s].items[i].text
          fixture.sections[s].items[i].text = Array(repeating: text, count: times).joined(separator: " ")
        }
      }
      return fixture
    }
    let (short, long) = (fixture(repeating: 1), fixture(repeating: 3))
    let calls = LanguageCalls()
    let languages = fixtureLanguages([("en", .ltr, short), ("pseudo-triple", .ltr, long)], calls: calls)
    var state = PreviewState(
      scene: Scene(fixture: short), settings: SceneSettings(), terminalSize: (100, 30), exactItemLimit: 100,
      languages: languages, language: "en")
    state.press(.character("T"))
    let panel = try #require(state.panel)
    #expect(panel.title == "Languages at 100 wide, L (≈ estimated)")
    #expect(calls.fixtures == 0, "no language resolved whole")
    #expect(calls.fields > 0 && calls.fields < 2 * 600, "only a sample's fields: \(calls.fields)")
    let estimates = try panel.entries.map { try #require(Self.rows($0.text)) }
    let exact = [short, long].map {
      Canvas.cells(Scene(fixture: $0).layoutResult(width: 100, settings: state.settings).contentSize.height)
    }
    for (estimate, exact) in zip(estimates, exact) {
      #expect(abs(Double(estimate - exact)) <= 0.15 * Double(exact), "estimated \(estimate), exact \(exact)")
    }
    #expect(panel.entries[1].text.hasSuffix(" · tallest") && !panel.entries[0].text.contains("tallest"))
    #expect(panel.entries.allSatisfy { $0.text.contains("≈") })
  }
}
