import GridFixtures
import Testing

@Suite struct FixtureTests {
  @Test func defaultsMatchTheDocumentedFormat() {
    let fixture = Fixture()
    #expect(fixture.title == "")
    #expect(fixture.layout == .grid)
    #expect(fixture.columns == .fixed(2))
    #expect(fixture.insets == Fixture.Insets(top: 0, left: 1, bottom: 1, right: 1))
    #expect(fixture.interitemSpacing == 1 && fixture.lineSpacing == 1 && fixture.padding == 1)
    #expect(fixture.waterfallOrder == .shortestFirst && fixture.waterfallStretch == .none)
    #expect(!fixture.compat && !fixture.collapseBorders && fixture.category == nil)
  }

  @Test func sectionSettingsFallBackToTheFixture() {
    let fixture = Fixture(columns: .fixed(3), insets: .zero, interitemSpacing: 2, lineSpacing: 4)
    let plain = FixtureSection()
    #expect(fixture.insets(in: plain) == .zero)
    #expect(fixture.interitemSpacing(in: plain) == 2)
    #expect(fixture.lineSpacing(in: plain) == 4)
    #expect(fixture.columns(in: plain) == .fixed(3))

    let own = FixtureSection(
      insets: Fixture.Insets(all: 5), interitemSpacing: 0, lineSpacing: 0, columns: .minColumnWidth(20))
    #expect(fixture.insets(in: own) == Fixture.Insets(top: 5, left: 5, bottom: 5, right: 5))
    #expect(fixture.interitemSpacing(in: own) == 0)
    #expect(fixture.lineSpacing(in: own) == 0)
    #expect(fixture.columns(in: own) == .minColumnWidth(20))
  }

  @Test func itemCountSumsTheSections() {
    let fixture = Fixture(sections: [
      FixtureSection(items: [FixtureItem(text: "a"), FixtureItem(text: "b")]), FixtureSection(),
      FixtureSection(items: [FixtureItem(text: "c")]),
    ])
    #expect(fixture.itemCount == 2 + 0 + 1)
  }

  @Test func onlyAnItemWithNothingButTextIsPlain() {
    #expect(FixtureItem(text: "x").isPlainText)
    #expect(!FixtureItem(title: "T", text: "x").isPlainText)
    #expect(!FixtureItem(text: "x", height: 3).isPlainText)
    #expect(!FixtureItem(text: "x", aspectRatio: 1.5).isPlainText)
    #expect(!FixtureItem(text: "x", maxLines: 2).isPlainText)
  }
}
