import Foundation
import GridFixtures
import Testing

/// The built-in demo and the example fixtures in `Fixtures/`.
@Suite struct FixtureDemoTests {
  /// The repository's `Fixtures` directory, found from this source file.
  static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  @Test func theEmbeddedDemoIsByteIdenticalToTheRepositoryFile() throws {
    let file = try Data(contentsOf: URL(fileURLWithPath: FixtureDemoTests.fixturesDirectory + "/demo.json"))
    #expect(Array(file) == Array(Fixture.demoJSON.utf8))
  }

  @Test func theDemoLoadsWithoutAnyDiagnostic() {
    #expect(Fixture.validate(Array(Fixture.demoJSON.utf8), fileName: "demo.json") == [])
  }

  @Test func theDemoChangesColumnsAtOrdinaryTerminalWidths() {
    let rule = Fixture.demo.columns
    #expect(
      [20, 39, 40, 79, 80, 119, 120, 200].map { rule.columns(forWidth: Double($0)) } == [
        1, 1, 2, 2, 3, 3, 4, 4,
      ])
  }

  @Test func theDemoTellsTheStory() {
    let demo = Fixture.demo
    #expect(!demo.title.isEmpty)
    #expect((3...4).contains(demo.sections.count))
    for section in demo.sections {
      #expect(section.header != nil && section.footer != nil)
      #expect((4...8).contains(section.items.count))
    }
    let items = demo.sections.flatMap(\.items)
    let lengths = items.map(\.text.count)
    #expect(items.contains { $0.title != nil } && items.contains { $0.title == nil })
    #expect(items.filter { !$0.text.contains(" ") }.count >= 3, "a few one-word items")
    #expect(lengths.filter { (150...250).contains($0) }.count >= 2, "a few paragraphs of 150–250 characters")
    let wide = items.filter {
      $0.text.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) || $0.value >= 0x1F300 }
    }
    #expect(!wide.isEmpty, "CJK or emoji")
  }

  @Test(arguments: [
    "demo.json", "sections.json", "waterfall.json", "unicode.json", "compare.json", "spans.json",
  ])
  func everyExampleFixtureLoadsCleanly(_ name: String) throws {
    let path = FixtureDemoTests.fixturesDirectory + "/" + name
    let loaded = try Fixture.load(contentsOf: path)
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.fixture.itemCount > 0)
  }

  @Test func theReadmeExampleLoadsCleanly() throws {
    let readme = try String(
      contentsOfFile: FixtureDemoTests.fixturesDirectory + "/../docs/fixtures.md", encoding: .utf8)
    let afterHeading = try #require(readme.range(of: "### Example")).upperBound
    let start = try #require(readme.range(of: "```json\n", range: afterHeading..<readme.endIndex)).upperBound
    let end = try #require(readme.range(of: "```", range: start..<readme.endIndex)).lowerBound
    let example = String(readme[start..<end])
    #expect(Fixture.validate(Array(example.utf8), fileName: "fixtures.md") == [])
    let fixture = try Fixture.parse(example, fileName: "fixtures.md").fixture
    #expect(fixture.category == "large")
    #expect(
      fixture.sections[0].items[2]
        == FixtureItem(title: "Photo", text: "A 3:2 picture", height: 5, aspectRatio: 1.5))
    #expect(fixture.sections[0].items[3].span == .full && fixture.sections[0].items[4].span == .columns(2))
    #expect(
      fixture.pinHeaders && fixture.pinsFooter(in: fixture.sections[0])
        && !fixture.pinsFooter(in: fixture.sections[1]))
  }

  @Test func theExamplesShowWhatTheyAreNamedFor() throws {
    let directory = FixtureDemoTests.fixturesDirectory
    let waterfall = try Fixture.load(contentsOf: directory + "/waterfall.json").fixture
    #expect(waterfall.layout == .waterfall)
    #expect(waterfall.sections[0].items.allSatisfy { $0.aspectRatio != nil })

    let unicode = try Fixture.load(contentsOf: directory + "/unicode.json").fixture
    let texts = unicode.sections.flatMap(\.items).map(\.text)
    #expect(texts.contains { $0.contains("\u{1B}[31m") })
    #expect(texts.contains { $0.unicodeScalars.contains { (0x80...0x9F).contains($0.value) } })
    #expect(texts.contains { $0.unicodeScalars.contains { (0x300...0x36F).contains($0.value) } })

    let sections = try Fixture.load(contentsOf: directory + "/sections.json").fixture
    #expect(sections.sections.contains { $0.header == nil && $0.footer == nil })
    #expect(sections.sections.contains { $0.headerHeight != nil })
    #expect(sections.insets(in: sections.sections[3]) == Fixture.Insets(top: 0, left: 4, bottom: 2, right: 4))

    let spans = try Fixture.load(contentsOf: directory + "/spans.json").fixture
    #expect(spans.pinHeaders)
    #expect(spans.sections.contains { $0.pinFooters == true && $0.footer != nil })
    #expect(Set(spans.sections.flatMap(\.items).compactMap(\.span)) == [.full, .columns(2), .columns(3)])

    let compare = try Fixture.load(contentsOf: directory + "/compare.json").fixture
    let first = compare.sections[0].items.map(\.text.count)
    #expect(first.max() ?? 0 > 10 * (first.min() ?? 0))
  }
}
