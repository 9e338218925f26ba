import GridFixtures
import XCTest

/// A fixture built in code is the fixture its JSON file reads as.
final class FixtureBuildingTests: XCTestCase {
  func testABuiltFixtureIsTheFixtureItsFileReadsAs() throws {
    let built = Fixture(columns: .fixed(2))
      .titled(.string("screen.title"))
      .reading(strings: "Localizable.xcstrings")
      .section(
        header: .string("section.fruit"), footer: "Fresh today",
        items: [
          Fixture.Item(title: "Apple", "Crisp and sweet."),
          Fixture.Item(
            .string("fruit.banana", table: "Fruit", arguments: [.number(3), .text("days")]), maxLines: 4),
        ]
      )
      .section(columns: .minColumnWidth(20), items: [Fixture.Item("Fig", span: .full, height: 5)])
    let file = """
      {"title": {"key": "screen.title"}, "columns": 2, "strings": ["Localizable.xcstrings"],
       "sections": [
         {"header": {"key": "section.fruit"}, "footer": "Fresh today",
          "items": [{"title": "Apple", "text": "Crisp and sweet."},
                    {"text": {"key": "fruit.banana", "table": "Fruit", "arguments": [3, "days"]}, "maxLines": 4}]},
         {"columns": {"minColumnWidth": 20}, "items": [{"text": "Fig", "span": "full", "height": 5}]}]}
      """
    var read = try Fixture.parse(file, fileName: "shop.json").fixture
    // Where a file wrote its string files (for errors at the reference) is no part of a fixture
    // built in code.
    XCTAssertEqual(read.stringPositions.count, 1)
    read.stringPositions = []
    XCTAssertEqual(built, read)
    XCTAssertEqual(built.textReferences.count, 3)
    XCTAssertEqual(
      built.textReferences[.itemText(section: 0, item: 1)]?.arguments, [.number(3), .text("days")])
    XCTAssertEqual(built.sections[0].items[1].text, "fruit.banana", "a reference's field holds its key")
  }

  func testPlainTextReplacesNoReference() {
    let built = Fixture().section(items: ["One", Fixture.Item(title: .string("two.title"), "Two")])
    XCTAssertEqual(built.sections[0].items.map(\.text), ["One", "Two"])
    XCTAssertEqual(Array(built.textReferences.keys), [.itemTitle(section: 0, item: 1)])
  }
}
