import GridFixtures
import GridScene
import GridText
import Testing

@Suite struct SceneSettingsTests {
  @Test func theDefaultsAreAPlainGridAtTheDefaultTextSize() {
    let settings = SceneSettings()
    #expect(settings.layout == .grid)
    #expect(settings.category == .large)
    #expect(settings.columns == nil)
    #expect(settings.order == .shortestFirst)
    #expect(settings.stretch == .none)
    #expect(!settings.collapseBorders)
    #expect(!settings.compat)
  }

  @Test func settingsComeFromTheFixture() {
    let fixture = Fixture(
      layout: .waterfall, waterfallOrder: .leftToRight, waterfallStretch: .allCells, compat: true,
      category: "xS",
      collapseBorders: true)
    #expect(
      SceneSettings(fixture: fixture)
        == SceneSettings(
          layout: .waterfall, category: .extraSmall, order: .leftToRight, stretch: .allCells,
          collapseBorders: true,
          compat: true))
  }

  @Test func anUnreadableCategoryFallsBackToTheDefault() {
    #expect(SceneSettings(fixture: Fixture(category: "huge")).category == .large)
    #expect(SceneSettings(fixture: Fixture(category: "AX5")).category == .accessibilityExtraExtraExtraLarge)
    #expect(SceneSettings(fixture: Fixture(category: "extrasmall")).category == .extraSmall)
  }
}
