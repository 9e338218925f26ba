import Foundation
import GridFixtures
import GridTestSupport
import Testing

/// `gridpreview layout` of compositional fixtures against Apple's rules computed here on their own
/// (docs/compositional.md), at one point a column, on seeded random sections of one horizontal group
/// of `count` items whose heights are explicit; the commands' other ends (render's band marker,
/// layout's bands, bad input).
@Suite struct CompositionalCommandTests {
  struct Random {
    var json: String
    var count: Int
    var spacing: Int
    var groupSpacing: Int
    var leading: Int
    var trailing: Int
    var uniform: Bool
    var heights: [Int]
  }

  static func randomFixture(_ seed: UInt64) -> Random {
    var g = SplitMix64(seed: seed)
    let count = Int.random(in: 1...5, using: &g)
    let spacing = Int.random(in: 0...9, using: &g)
    // Whole rows at one point a column: a row is 2 points.
    let groupSpacing = 2 * Int.random(in: 0...3, using: &g)
    let (leading, trailing) = (Int.random(in: 0...12, using: &g), Int.random(in: 0...12, using: &g))
    let uniform = Bool.random(using: &g)
    let heights = (0..<Int.random(in: 1...23, using: &g)).map { _ in Int.random(in: 2...9, using: &g) }
    let height: [String: Any] = uniform ? ["uniformAcrossSiblings": 44] : ["estimated": 44]
    let item: [String: Any] = [
      "layoutSize": ["widthDimension": ["fractionalWidth": 0.3], "heightDimension": height]
    ]
    let group: [String: Any] = [
      "layoutSize": ["widthDimension": ["fractionalWidth": 1], "heightDimension": ["estimated": 44]],
      "subitem": item, "count": count, "interItemSpacing": ["fixed": spacing],
    ]
    let section: [String: Any] = [
      "group": ["horizontal": group], "interGroupSpacing": groupSpacing,
      "contentInsets": ["leading": leading, "trailing": trailing],
    ]
    let fixture: [String: Any] = [
      "layout": "compositional", "compositional": section,
      "sections": [["items": heights.map { ["text": "x", "height": $0] }]],
    ]
    let data = (try? JSONSerialization.data(withJSONObject: fixture, options: [.sortedKeys])) ?? Data()
    return Random(
      json: String(decoding: data, as: UTF8.self), count: count, spacing: spacing, groupSpacing: groupSpacing,
      leading: leading, trailing: trailing, uniform: uniform, heights: heights)
  }

  /// The rules, written again from docs/compositional.md: `count` equal slots of the content width
  /// (the width less the section's leading and trailing insets) less the spacing, each edge at the
  /// nearest column; an estimated group as tall as its tallest item, each item at the group's top
  /// at its own height (or, uniform across siblings, the tallest's); groups `interGroupSpacing` apart.
  @Test(arguments: 0..<24)
  func layoutAgreesWithTheRulesAtOnePointAColumn(_ seed: Int) throws {
    let f = Self.randomFixture(UInt64(seed))
    var g = SplitMix64(seed: UInt64(seed) &* 31)
    let width = Int.random(in: 40...200, using: &g)
    let folder = try TemporaryFolder()
    let path = try folder.write(f.json, to: "c.json")
    let output = try Executable.run(["layout", path, "--width", "\(width)", "--points-per-column", "1"])
    #expect(output.status == 0, "\(output.stderr)")
    let top = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(top["pointsPerColumn"] as? Int == 1)
    #expect(top["viewHeight"] as? Int == 40)
    let elements = try #require(top["elements"] as? [[String: Any]])
    let content = Double(width - f.leading - f.trailing)
    let slot = (content - Double(f.spacing * (f.count - 1))) / Double(f.count)
    func cell(_ x: Double) -> Int { Int(x.rounded(.toNearestOrAwayFromZero)) }
    var y = 0
    for first in stride(from: 0, to: f.heights.count, by: f.count) {
      let group = first..<min(f.heights.count, first + f.count)
      let tallest = group.map { f.heights[$0] }.max() ?? 0
      for i in group {
        let x = Double(f.leading) + Double(i - first) * (slot + Double(f.spacing))
        let frame = try #require(elements.first { $0["item"] as? Int == i })
        let got = [frame["x"], frame["y"], frame["width"], frame["height"]].map { $0 as? Int }
        let expected = [cell(x), y, cell(x + slot) - cell(x), f.uniform ? tallest : f.heights[i]]
        #expect(got == expected, "seed \(seed) item \(i) at \(width): \(f.json)")
      }
      y += tallest + f.groupSpacing / 2
    }
  }

  /// A sideways section: `render` cuts the band at the width and says how many items are off to the
  /// side; `layout` gives the band's content width, its frames running past the width.
  @Test func aSidewaysBandIsCutWithAMarkerAndLaidOutInItsOwnCoordinates() throws {
    let sample = Executable.fixtures.appendingPathComponent("compositional-orthogonal.json").path
    let render = try Executable.run(["render", sample, "--width", "60", "--color", "never"])
    #expect(render.status == 0, "\(render.stderr)")
    // Six items a band, the first wholly shown and the second cut: four off to the side, for each of
    // the five sideways sections, none for the last (behaviour none).
    #expect(render.stdout.components(separatedBy: "▸ 4 more").count - 1 == 5, "\(render.stdout)")
    let layout = try Executable.run(["layout", sample, "--width", "60"])
    let top = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
    let bands = try #require(top["bands"] as? [[String: Any]])
    #expect(bands.map { $0["section"] as? Int } == [0, 1, 2, 3, 4])
    let contentWidth = try #require(bands.first?["contentWidth"] as? Int)
    #expect(contentWidth > 60)
    let elements = try #require(top["elements"] as? [[String: Any]])
    let reach = elements.filter { $0["section"] as? Int == 0 && $0["kind"] as? String == "cell" }
      .compactMap { e in (e["x"] as? Int).flatMap { x in (e["width"] as? Int).map { x + $0 } } }.max()
    #expect(reach.map { $0 > 60 && $0 <= contentWidth } == true, "\(String(describing: reach))")
  }

  /// `--view-height` is what a section group's `fractionalHeight` is of.
  @Test func viewHeightSizesAFractionalHeightGroup() throws {
    let json = #"""
      {"layout": "compositional", "compositional": {"group": {"horizontal": {
        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 0.5}},
        "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}},
        "count": 1}}}, "sections": [{"items": ["a", "b"]}]}
      """#
    let folder = try TemporaryFolder()
    let path = try folder.write(json, to: "h.json")
    for (rows, expected) in [(nil, 20), (10, 5)] as [(Int?, Int)] {
      let extra = rows.map { ["--view-height", "\($0)"] } ?? []
      let output = try Executable.run(["layout", path, "--width", "40"] + extra)
      let top = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let elements = try #require(top["elements"] as? [[String: Any]])
      #expect(elements.compactMap { $0["height"] as? Int } == [expected, expected], "\(rows as Any)")
    }
  }

  /// Bad input: one line at FILE:LINE:COLUMN per problem, exit 65, the file's text escaped.
  @Test func badInputIsOneEscapedLineAndExit65() throws {
    let json = """
      {"layout": "compositional", "compositional": {"group": {"horizontal": {
        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}},
        "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"\\u001B[2Jestimatd": 1}}},
        "count": 1001}}}, "sections": [{"items": ["a"]}]}
      """
    let folder = try TemporaryFolder()
    let path = try folder.write(json, to: "bad.json")
    for command in ["validate", "render", "layout"] {
      let output = try Executable.run([command, path])
      #expect(output.status == 65, "\(command): \(output.stderr)")
      #expect(!output.stderr.contains("\u{1B}"), "\(command)")
      let lines = output.stderr.split(separator: "\n")
      #expect(lines.contains { $0.contains("bad.json:3:") && $0.contains("unknown key") }, "\(lines)")
      #expect(lines.contains { $0.contains("bad.json:4:") && $0.contains("count") }, "\(lines)")
    }
  }
}
