import GridLayout
import Testing

@testable import GridFixtures

/// A `compositional` object read into the engine's values, and every bad input of issue 36 reported
/// at its line and column.
@Suite struct CompositionalFixtureTests {
  static let size =
    #""layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}"#

  /// A fixture whose top-level `compositional` group is `group`.
  static func fixture(group: String) -> String {
    #"{"layout": "compositional", "compositional": {"group": \#(group)}, "sections": [{"items": ["a"]}]}"#
  }

  @Test func theIssuesExampleReadsAsTheSwiftCodeWritesIt() throws {
    let json = #"""
      {"layout": "compositional", "compositional": {
        "group": {"horizontal": {
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}},
          "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5},
                                     "heightDimension": {"uniformAcrossSiblings": 44}},
                      "contentInsets": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}},
          "count": 2, "interItemSpacing": {"fixed": 8}}},
        "interGroupSpacing": 8,
        "contentInsets": {"top": 8, "leading": 16, "bottom": 8, "trailing": 16},
        "orthogonalScrollingBehavior": "none",
        "header": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}},
                   "pinToVisibleBounds": true}},
       "sections": [{"items": ["a"]}, {"compositional": {"group": {"vertical": {
         "layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 50}},
         "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 0.5}}}]}}},
         "items": ["b"]}]}
      """#
    let fixture = try loaded(json)
    let item = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 44)))
    var group = CollectionLayoutGroup.horizontal(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      repeatingSubitem: .item(item), count: 2)
    group.interItemSpacing = .fixed(8)
    let expected = CollectionLayoutSection(
      group: group, interGroupSpacing: 8,
      contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
      header: CollectionLayoutBoundaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        pinToVisibleBounds: true))
    #expect(fixture.layout == .compositional)
    #expect(fixture.compositional == expected)
    #expect(fixture.compositional(in: fixture.sections[0]) == expected)
    let own = try #require(fixture.compositional(in: fixture.sections[1]))
    #expect(own.group.axis == .vertical)
    #expect(
      own.group.contents
        == .subitems([
          .item(
            CollectionLayoutItem(
              layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))))
        ]))
    // Both readers, and the encoder, agree.
    let encoded = fixture.encodedJSON()
    #expect(try loaded(encoded) == fixture)
    #expect(FixtureFastReader.fixture(from: Array(json.utf8))?.compositional == expected)
  }

  /// Bad input, reported at the value after the last `at` in its JSON (or, for a key, at `at`
  /// itself), found here by searching the text, not by the reader.
  struct Bad: CustomTestStringConvertible {
    var name: String
    var json: String
    var at: String
    var key = false
    var message: String
    var testDescription: String { name }

    var line: String {
      let bytes = Array(json.utf8)
      let marker = Array(at.utf8)
      let start =
        (0...(bytes.count - marker.count)).last { Array(bytes[$0..<$0 + marker.count]) == marker } ?? 0
      return "t.json:1:\(start + (key ? 0 : marker.count) + 1): \(message)"
    }
  }

  static let s = size
  static let bad: [Bad] = [
    Bad(
      name: "a group without layoutSize",
      json: fixture(group: #"{"horizontal": {"subitems": [{\#(s)}]}}"#),
      at: #""horizontal": "#,
      message: "compositional.group.horizontal.layoutSize: missing required key 'layoutSize'"),
    Bad(
      name: "both subitems and subitem",
      json: fixture(
        group: #"{"horizontal": {\#(s), "subitems": [{\#(s)}], "subitem": {\#(s)}, "count": 2}}"#),
      at: #""horizontal": "#,
      message:
        "compositional.group.horizontal: expected either 'subitems' or 'subitem' with 'count', not both"),
    Bad(
      name: "neither",
      json: fixture(group: #"{"horizontal": {\#(s)}}"#),
      at: #""horizontal": "#,
      message: "compositional.group.horizontal: expected 'subitems', or 'subitem' with 'count'"),
    Bad(
      name: "subitem without count",
      json: fixture(group: #"{"horizontal": {\#(s), "subitem": {\#(s)}}}"#),
      at: #""horizontal": "#,
      message: "compositional.group.horizontal.count: missing required key 'count' (it goes with 'subitem')"),
    Bad(
      name: "a count above 1000",
      json: fixture(group: #"{"horizontal": {\#(s), "subitem": {\#(s)}, "count": 1001}}"#),
      at: #""count": "#,
      message: "compositional.group.horizontal.count: expected an integer from 1 to 1000, got 1001"),
    Bad(
      name: "a count below 1",
      json: fixture(group: #"{"horizontal": {\#(s), "subitem": {\#(s)}, "count": 0}}"#),
      at: #""count": "#,
      message: "compositional.group.horizontal.count: expected an integer from 1 to 1000, got 0"),
    Bad(
      name: "a fraction of 0",
      json: fixture(
        group:
          #"{"horizontal": {\#(s), "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 0}, "heightDimension": {"estimated": 1}}}]}}"#
      ),
      at: #""fractionalWidth": "#,
      message:
        "compositional.group.horizontal.subitems[0].layoutSize.widthDimension.fractionalWidth: expected a number greater than 0 and at most 100, got 0"
    ),
    Bad(
      name: "an unknown dimension",
      json: fixture(
        group:
          #"{"horizontal": {\#(s), "subitems": [{"layoutSize": {"widthDimension": {"fractionalWdth": 1}, "heightDimension": {"estimated": 1}}}]}}"#
      ),
      at: #""fractionalWdth""#, key: true,
      message:
        "compositional.group.horizontal.subitems[0].layoutSize.widthDimension.fractionalWdth: unknown key 'fractionalWdth'; did you mean 'fractionalWidth'?"
    ),
    Bad(
      name: "uniformAcrossSiblings on a width",
      json: fixture(
        group:
          #"{"horizontal": {\#(s), "subitems": [{"layoutSize": {"widthDimension": {"uniformAcrossSiblings": 9}, "heightDimension": {"estimated": 1}}}]}}"#
      ),
      at: #""uniformAcrossSiblings": "#,
      message:
        "compositional.group.horizontal.subitems[0].layoutSize.widthDimension.uniformAcrossSiblings: uniformAcrossSiblings sizes heights only; use estimated or a fraction for a width"
    ),
    Bad(
      name: "a group that never places an item",
      json: fixture(
        group:
          #"{"horizontal": {\#(s), "subitems": [{"layoutSize": {"widthDimension": {"absolute": 0}, "heightDimension": {"estimated": 1}}}]}}"#
      ),
      at: #""subitems": "#,
      message:
        "compositional.group.horizontal.subitems: every subitem is 0 points long across the group, so the group would repeat them for ever"
    ),
    Bad(
      name: "neither horizontal nor vertical",
      json: fixture(group: #"{"sideways": {\#(s), "subitems": [{\#(s)}]}}"#),
      at: #""group": "#, message: "compositional.group: expected a group: 'horizontal' or 'vertical'"),
  ]

  @Test(arguments: bad)
  func badInputIsAnErrorAtItsPosition(_ bad: Bad) {
    let lines = diagnosticLines(bad.json)
    #expect(lines.contains(bad.line), "\(lines)")
    #expect(Fixture.validate(Array(bad.json.utf8), fileName: "t.json").contains { $0.severity == .error })
    #expect(FixtureFastReader.fixture(from: Array(bad.json.utf8)) == nil)
  }

  /// Groups nested 17 deep: one error, at the deepest group, not one for every group above it.
  @Test func nestingDeeperThan16IsOneErrorAtTheDeepestGroup() {
    var group = "{\(Self.size)}"
    for _ in 0..<17 { group = #"{"horizontal": {\#(Self.size), "subitems": [\#(group)]}}"# }
    let lines = diagnosticLines(Self.fixture(group: group))
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasSuffix("groups nest 17 deep; at most 16 levels are allowed") == true)
    #expect(lines.first?.contains(".subitems[0].horizontal: groups nest") == true)
  }

  /// Text from the file in a message is escaped: a key with a terminal escape prints none.
  @Test func hostileKeysAreEscaped() {
    let json = Self.fixture(
      group:
        #"{"horizontal": {\#(Self.size), "subitems": [{"layoutSize": {"widthDimension": {"\u001B[2Jx": 1}, "heightDimension": {"estimated": 1}}}]}}"#
    )
    let lines = diagnosticLines(json)
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\n") }, "\(lines)")
  }
}
