import Foundation
import GridFixtures
import Testing

/// The encoder: compact JSON in a fixed key order that parses back to the same fixture.
@Suite struct FixtureEncodingTests {
  @Test func defaultsAreWrittenExplicitlyInAFixedOrder() {
    let json = Fixture(sections: [FixtureSection(items: [FixtureItem(text: "a")])]).encodedJSON()
    #expect(
      json == #"{"title":"","layout":"grid","columns":2,"insets":{"top":0,"left":1,"bottom":1,"right":1},"#
        + #""interitemSpacing":1,"lineSpacing":1,"padding":1,"#
        + #""waterfall":{"order":"shortestFirst","stretch":"none"},"compat":false,"collapseBorders":false,"#
        + #""sections":[{"items":["a"]}]}"#)
  }

  /// `direction` came later: written only when the fixture says one, so every other fixture encodes
  /// as it did; a direction said, even `ltr`, is kept (it decides over a right-to-left language).
  @Test func aDirectionIsWrittenAndReadBackOnlyWhenSaid() throws {
    var fixture = Fixture(sections: [FixtureSection(items: [FixtureItem(text: "a")])])
    #expect(!fixture.encodedJSON().contains("direction"))
    #expect(try Fixture.parse(Array(fixture.encodedJSON().utf8), fileName: "f.json").fixture.direction == nil)
    for direction in Fixture.Direction.allCases {
      fixture.direction = direction
      let json = fixture.encodedJSON()
      #expect(json.contains(#""direction":"\#(direction)","sections""#))
      #expect(try Fixture.parse(Array(json.utf8), fileName: "f.json").fixture == fixture)
    }
    let explicit = #"{"direction": "ltr", "sections": []}"#
    #expect(try Fixture.parse(Array(explicit.utf8), fileName: "f.json").fixture.direction == .ltr)
  }

  @Test func sectionAndItemSettingsAreWrittenOnlyWhenSet() {
    let fixture = Fixture(
      columns: .breakpoints([
        ColumnBreakpoint(minWidth: 0, columns: 1), ColumnBreakpoint(minWidth: 40, columns: 2),
      ]),
      category: "AX1",
      sections: [
        FixtureSection(
          header: "H", footer: "F", headerHeight: 2, footerHeight: 0, insets: .zero, interitemSpacing: 3,
          lineSpacing: 4, columns: .minColumnWidth(20),
          items: [
            FixtureItem(title: "T", text: "x", height: 5, aspectRatio: 1.25, maxLines: 2),
            FixtureItem(text: "y", aspectRatio: 0.5),
          ]),
        FixtureSection(),
      ])
    let json = fixture.encodedJSON()
    #expect(
      json.contains(#""columns":{"breakpoints":[{"minWidth":0,"columns":1},{"minWidth":40,"columns":2}]}"#))
    #expect(json.contains(#""compat":false,"category":"AX1","collapseBorders":false"#))
    #expect(
      json.hasSuffix(
        #""sections":[{"header":"H","footer":"F","headerHeight":2,"footerHeight":0,"#
          + #""insets":{"top":0,"left":0,"bottom":0,"right":0},"interitemSpacing":3,"lineSpacing":4,"#
          + #""columns":{"minColumnWidth":20},"items":[{"title":"T","text":"x","height":5,"aspectRatio":1.25,"#
          + #""maxLines":2},{"text":"y","aspectRatio":0.5}]},{"items":[]}]}"#))
  }

  @Test(arguments: [
    "plain",
    "",
    #"quote " and backslash \ and slash /"#,
    "line\nbreak, tab\t, return\r, NUL \u{0}, bell \u{7}, unit separator \u{1F}",
    "escape \u{1B}[31mred\u{1B}[0m, DEL \u{7F}, C1 CSI \u{9B}, NEL \u{85}, U+00A0 \u{A0}",
    "Café, naïve, e\u{301} (combining), 東京, 한국어, 😀, 👩‍💻, 🇯🇵, \u{2028}",
  ])
  func stringsSurviveTheRoundTrip(_ text: String) throws {
    let fixture = Fixture(
      title: text, category: text.isEmpty ? nil : text,
      sections: [
        FixtureSection(
          header: text, footer: text, items: [FixtureItem(text: text), FixtureItem(title: text, text: text)])
      ])
    let json = fixture.encodedJSON()
    let loaded = try Fixture.parse(json, fileName: "round.json")
    #expect(loaded.fixture == fixture)
    // These strings are no text size names: the only warning is about that.
    #expect(loaded.warnings.map(\.path) == (text.isEmpty ? [] : ["category"]))
    // The encoded text is one line and safe to print: no raw control characters at all.
    #expect(!json.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test(arguments: [0.5, 1.0, 1.5, 4.0 / 3.0, 0.1, 1e-5, .leastNonzeroMagnitude, 100.0, 2.718281828459045])
  func aspectRatiosSurviveTheRoundTripExactly(_ ratio: Double) throws {
    let fixture = Fixture(
      layout: .waterfall, sections: [FixtureSection(items: [FixtureItem(text: "", aspectRatio: ratio)])])
    let parsed = try Fixture.parse(fixture.encodedJSON(), fileName: "round.json").fixture
    #expect(parsed.sections[0].items[0].aspectRatio == ratio)
  }

  @Test func everySettingSurvivesTheRoundTrip() throws {
    let fixture = Fixture(
      title: "All", layout: .flow, columns: .minColumnWidth(30),
      insets: Fixture.Insets(top: 1, left: 2, bottom: 3, right: 4),
      interitemSpacing: 0, lineSpacing: 7, padding: 0, waterfallOrder: .rightToLeft,
      waterfallStretch: .lastCell,
      compat: true, category: "extraLarge", collapseBorders: true,
      sections: [
        FixtureSection(
          header: "A", headerHeight: 0, insets: Fixture.Insets(all: 2), lineSpacing: 0,
          columns: .breakpoints([
            ColumnBreakpoint(minWidth: 0, columns: 1), ColumnBreakpoint(minWidth: 90, columns: 7),
          ]),
          items: [FixtureItem(text: "x", maxLines: 1), FixtureItem(title: "", text: "", height: 0)]),
        FixtureSection(footer: "B", footerHeight: 10_000, interitemSpacing: 9, columns: .fixed(1000)),
      ])
    #expect(try Fixture.parse(fixture.encodedJSON(), fileName: "round.json").fixture == fixture)
  }

  @Test func spansAndPinsSurviveTheRoundTripInTheirPlace() throws {
    let fixture = Fixture(
      pinHeaders: true, pinFooters: true,
      sections: [
        FixtureSection(
          pinHeaders: false, pinFooters: true,
          items: [
            FixtureItem(text: "", span: .full), FixtureItem(text: "x", maxLines: 2, span: .columns(3)),
            FixtureItem(text: "y"),
          ])
      ])
    let json = fixture.encodedJSON()
    #expect(json.contains(#""collapseBorders":false,"pinHeaders":true,"pinFooters":true,"sections":"#))
    #expect(
      json.hasSuffix(
        #"[{"pinHeaders":false,"pinFooters":true,"items":[{"span":"full"},{"text":"x","maxLines":2,"span":3},"y"]}]}"#
      ))
    #expect(try Fixture.parse(json, fileName: "round.json").fixture == fixture)
    // Left out when false, so fixtures without them encode as they always did.
    #expect(!Fixture(sections: []).encodedJSON().contains("pin"))
  }

  /// Every fixture of `Fixtures/` and every fuzz seed parses back to itself once encoded (what the
  /// fuzz target checks of each input; the first 5-minute run stopped at `localized.json`).
  static let examples: [String] = {
    let root = URL(fileURLWithPath: FixtureDemoTests.fixturesDirectory).deletingLastPathComponent()
    return ["Fixtures", "Fuzz/seeds"].flatMap { folder in
      let path = root.appendingPathComponent(folder).path
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { $0.hasSuffix(".json") }.sorted().map { path + "/" + $0 }
    }
  }()

  @Test(arguments: examples)
  func everyExampleSurvivesEncoding(_ path: String) throws {
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    guard let loaded = try? Fixture.parse(bytes, fileName: path) else { return }
    let json = loaded.fixture.encodedJSON()
    let again = try Fixture.parse(Array(json.utf8), fileName: path).fixture
    // The same but for where things were written: the encoder writes compact JSON.
    #expect(again.withoutSourcePositions == loaded.fixture.withoutSourcePositions, "\(json)")
    #expect(again.encodedJSON() == json)
  }
}
