import GridFixtures
import Testing

@Suite struct FixtureGeneratorTests {
  @Test func theSameSeedGivesTheSameText() {
    let a = FixtureGenerator.generate(items: 2000, sections: 7, seed: 99, layout: .grid)
    #expect(a == FixtureGenerator.generate(items: 2000, sections: 7, seed: 99, layout: .grid))
    #expect(a != FixtureGenerator.generate(items: 2000, sections: 7, seed: 100, layout: .grid))
  }

  /// Pins the algorithm: a change here changes every generated fixture, so make it on purpose.
  @Test func aSmallFixtureIsExactlyThis() {
    #expect(
      FixtureGenerator.generate(items: 5, sections: 2, seed: 1, layout: .grid)
        == #"{"title":"Generated: 5 items in 2 sections (seed 1)","layout":"grid","#
        + #""columns":{"breakpoints":[{"minWidth":0,"columns":1},{"minWidth":40,"columns":2},"#
        + #"{"minWidth":80,"columns":3},{"minWidth":120,"columns":4}]},"#
        + #""insets":{"top":0,"left":1,"bottom":1,"right":1},"interitemSpacing":1,"lineSpacing":1,"padding":1,"#
        + #""waterfall":{"order":"shortestFirst","stretch":"none"},"compat":false,"collapseBorders":false,"#
        + #""sections":[{"header":"Section 1: Winter just","items":[{"title":"Paint iron milk","#
        + #""text":"Spring people milk clean stone top bell build area seat."},"#
        + #""School rich take center use call watch best cat time base more.","Change winter now"]},"#
        + #"{"header":"Section 2: Rest horse rule","items":["Short hard well blue talk 서울.","Rain 👩‍💻"]}]}"#)
  }

  @Test(arguments: Fixture.LayoutKind.allCases)
  func theOutputLoadsWithoutAnyDiagnostic(_ layout: Fixture.LayoutKind) throws {
    let json = FixtureGenerator.generate(items: 5000, sections: 12, seed: 3, layout: layout)
    #expect(Fixture.validate(Array(json.utf8), fileName: "generated.json") == [])
    let fixture = try Fixture.parse(json, fileName: "generated.json").fixture
    #expect(fixture.layout == layout)
    #expect(fixture.itemCount == 5000)
    #expect(fixture.sections.count == 12)
  }

  @Test(arguments: [
    (10, 3, [4, 3, 3]),
    (2, 5, [1, 1, 0, 0, 0]),
    (0, 0, [0]),
    (-4, 2, [0, 0]),
    (7, 1, [7]),
  ])
  func itemsAreSpreadEvenlyOverTheSections(items: Int, sections: Int, counts: [Int]) throws {
    let json = FixtureGenerator.generate(items: items, sections: sections, seed: 1, layout: .grid)
    let fixture = try Fixture.parse(json, fileName: "generated.json").fixture
    #expect(fixture.sections.map(\.items.count) == counts)
    #expect(fixture.sections.allSatisfy { $0.header != nil })
  }

  @Test func textsAreVariedLikeRealContent() throws {
    let json = FixtureGenerator.generate(items: 20_000, sections: 40, seed: 5, layout: .grid)
    let items = try Fixture.parse(json, fileName: "generated.json").fixture.sections.flatMap(\.items)
    let wordCounts = items.map { $0.text.split(separator: " ").count }
    #expect(wordCounts.min() == 1 && wordCounts.max() == 40)
    #expect(wordCounts.filter { $0 >= 16 }.count > items.count / 50, "some paragraphs")
    let titled = items.filter { $0.title != nil }.count
    #expect((items.count / 10...items.count / 5).contains(titled), "about 15% have titles")
    #expect(items.contains { $0.text.unicodeScalars.contains { $0.value >= 0x3000 } }, "CJK and emoji")
    #expect(items.contains { $0.maxLines != nil } && items.contains { $0.height != nil })
  }

  @Test func waterfallItemsAreMostlyImagesWithAspectRatios() throws {
    let json = FixtureGenerator.generate(items: 4000, sections: 4, seed: 8, layout: .waterfall)
    let fixture = try Fixture.parse(json, fileName: "generated.json").fixture
    let ratios = fixture.sections.flatMap(\.items).compactMap(\.aspectRatio)
    #expect(ratios.count > 4000 * 2 / 3)
    #expect(ratios.allSatisfy { (0.5...2).contains($0) })
    #expect(fixture.columns == .minColumnWidth(24))
  }

  @Test(arguments: [Fixture.LayoutKind.grid, .waterfall])
  func aMillionItemsFitWellInsideTheSizeLimit(_ layout: Fixture.LayoutKind) {
    // 100,000 items, scaled up: a million must stay under 48 MiB, three quarters of the limit.
    let bytes = FixtureGenerator.generate(items: 100_000, sections: 100, seed: 42, layout: layout).utf8.count
    #expect(bytes * 10 < Fixture.maxFileSize / 4 * 3)
  }
}
