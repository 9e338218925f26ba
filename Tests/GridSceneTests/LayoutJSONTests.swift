import Foundation
import GridFixtures
import GridLayout
import GridScene
import GridText
import Testing

/// The `gridpreview layout` JSON, read back with Foundation's parser (used here only).
@Suite struct LayoutJSONTests {
  static func json(
    _ result: LayoutResult, layout: String = "grid", category: ContentSizeCategory = .large,
    chunkSize: Int = 1 << 16
  ) -> (text: String, chunks: Int) {
    var text = ""
    var chunks = 0
    LayoutJSON.write(result, layoutName: layout, category: category, chunkSize: chunkSize) {
      text += $0
      chunks += 1
    }
    return (text, chunks)
  }

  static func parse(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func theDemosFramesReadBackExactly() throws {
    let scene = Scene(fixture: .demo)
    let settings = SceneSettings(category: .accessibilityMedium)
    let result = scene.layoutResult(width: 100, settings: settings)
    let top = try Self.parse(Self.json(result, category: .accessibilityMedium).text)

    #expect(top["width"] as? Int == 100)
    #expect(top["columns"] as? Int == 3)
    #expect(top["category"] as? String == "accessibilityMedium")
    #expect(top["layout"] as? String == "grid")
    let content = try #require(top["contentSize"] as? [String: Any])
    #expect(content["width"] as? Int == 100)
    #expect((content["height"] as? NSNumber)?.doubleValue == result.contentSize.height)

    let elements = try #require(top["elements"] as? [[String: Any]])
    let expected = result.allElements
    #expect(elements.count == expected.count)
    #expect(elements.count == 22 + 4 + 4, "22 items, 4 headers, 4 footers")
    for (object, element) in zip(elements, expected) {
      #expect(object["kind"] as? String == element.kind.rawValue)
      #expect(object["section"] as? Int == element.section)
      if element.kind == .cell {
        #expect(object["item"] as? Int == element.item)
      } else {
        #expect(object["item"] == nil, "bands have no item")
      }
      #expect(object["x"] as? Int == Int(element.frame.minX))
      #expect(object["y"] as? Int == Int(element.frame.minY))
      #expect(object["width"] as? Int == Int(element.frame.width))
      #expect(object["height"] as? Int == Int(element.frame.height))
    }
  }

  @Test func elementsAreInSectionThenHeaderCellsFooterOrder() throws {
    let result = Scene(fixture: .demo).layoutResult(width: 60, settings: SceneSettings(layout: .waterfall))
    let elements = try #require(try Self.parse(Self.json(result).text)["elements"] as? [[String: Any]])
    var order: [String] = []
    for object in elements {
      let kind = try #require(object["kind"] as? String)
      let section = try #require(object["section"] as? Int)
      order.append("\(section) \(kind) \(object["item"] as? Int ?? -1)")
    }
    var expected: [String] = []
    for (s, section) in Fixture.demo.sections.enumerated() {
      expected.append("\(s) header -1")
      expected += section.items.indices.map { "\(s) cell \($0)" }
      expected.append("\(s) footer -1")
    }
    #expect(order == expected)
  }

  @Test func wholeNumbersHaveNoFractionAndFractionsAreKept() throws {
    // Compatibility mode splits 101 − 1 − 1 (insets) − 2 × 1 (spacing) = 97 cells into three
    // unrounded columns of 32.333….
    let result = Scene(fixture: .demo).layoutResult(width: 101, settings: SceneSettings(compat: true))
    let text = Self.json(result).text
    #expect(text.contains("\"width\": 101,"))
    let elements = try #require(try Self.parse(text)["elements"] as? [[String: Any]])
    let firstCell = try #require(elements.first { $0["kind"] as? String == "cell" })
    let width = try #require((firstCell["width"] as? NSNumber)?.doubleValue)
    #expect(width == 97.0 / 3)
    #expect(width != width.rounded())
  }

  @Test func chunksConcatenateToTheSameJSON() throws {
    let result = Scene(fixture: .demo).layoutResult(width: 80, settings: SceneSettings())
    let whole = Self.json(result)
    let chunked = Self.json(result, chunkSize: 100)
    #expect(whole.chunks == 1)
    #expect(chunked.chunks > 10)
    #expect(chunked.text == whole.text)
    _ = try Self.parse(chunked.text)
  }

  @Test func anEmptyLayoutIsValidJSON() throws {
    let result = Scene(fixture: Fixture(sections: [])).layoutResult(
      width: 10, settings: SceneSettings(layout: .list))
    let top = try Self.parse(Self.json(result, layout: "list").text)
    #expect((top["elements"] as? [Any])?.isEmpty == true)
    #expect(top["layout"] as? String == "list")
    #expect(top["columns"] as? Int == 1)
  }
}

/// `layout --scroll Y --height H`: the viewport's elements, pinned bands where they are drawn.
@Suite struct LayoutJSONViewportTests {
  @Test func theViewportsElementsWithThePinnedHeaderInItsPlace() throws {
    let items = (0..<6).map { FixtureItem(text: "\($0)", height: 3) }
    let fixture = Fixture(
      columns: .fixed(2), insets: .zero, interitemSpacing: 0, lineSpacing: 0, pinHeaders: true,
      sections: [
        FixtureSection(header: "A", items: items),
        FixtureSection(header: "B", columns: .fixed(3), items: items),
      ])
    let result = Scene(fixture: fixture).layoutResult(width: 30, settings: SceneSettings(fixture: fixture))
    var text = ""
    LayoutJSON.write(
      result, layoutName: "grid", category: .large, viewport: LayoutJSON.Viewport(y: 4, height: 3)
    ) {
      text += $0
    }
    let top = try LayoutJSONTests.parse(text)
    #expect(top["sectionColumns"] as? [Int] == [2, 3])
    let viewport = try #require(top["viewport"] as? [String: Any])
    #expect(viewport["y"] as? Int == 4 && viewport["height"] as? Int == 3)
    let elements = try #require(top["elements"] as? [[String: Any]])
    // Section 0: header 0..<1, rows at 1, 4, 7 (3 rows each): rows 4..<7 show the header, pinned at
    // 4, and the second row of cells (items 2 and 3).
    #expect(
      elements.map { "\($0["kind"]!) \($0["item"] ?? "-") \($0["y"]!)" } == [
        "header - 4", "cell 2 4", "cell 3 4",
      ])
    #expect(elements[0]["pinned"] as? Bool == true)
    #expect(elements[1]["pinned"] == nil)
  }
}
