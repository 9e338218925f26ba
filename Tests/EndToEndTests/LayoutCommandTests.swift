import Foundation
import GridTestSupport
import GridText
import Testing

/// `gridpreview layout`: the frames as JSON, checked against the engine's contract on a fixture
/// whose heights are all explicit, so every frame follows from the numbers by hand.
@Suite struct LayoutCommandTests {
  /// Two columns, insets (t 1, l 2, b 1, r 3), spacing 1 both ways; a section with header, footer
  /// and three items, a one-column section, and an empty section with only a header.
  static let fixture = """
    {
      "layout": "grid",
      "columns": 2,
      "insets": {"top": 1, "left": 2, "bottom": 1, "right": 3},
      "interitemSpacing": 1,
      "lineSpacing": 1,
      "sections": [
        {"header": "Header", "headerHeight": 2, "footer": "Footer", "footerHeight": 1,
         "items": [{"text": "a", "height": 4}, {"text": "b", "height": 6}, {"text": "c", "height": 3}]},
        {"columns": 1, "items": [{"text": "d", "height": 5}]},
        {"header": "Only a header", "headerHeight": 1, "items": []}
      ]
    }
    """

  struct Frame: Equatable, CustomStringConvertible {
    var kind: String
    var section: Int
    var item: Int?
    var x, y, width, height: Int

    var description: String {
      "\(kind) \(section)\(item.map { ".\($0)" } ?? ""): (\(x), \(y), \(width), \(height))"
    }
  }

  static func header(_ s: Int, y: Int, height: Int) -> Frame {
    Frame(kind: "header", section: s, item: nil, x: 0, y: y, width: W, height: height)
  }
  static func footer(_ s: Int, y: Int, height: Int) -> Frame {
    Frame(kind: "footer", section: s, item: nil, x: 0, y: y, width: W, height: height)
  }
  static func cell(_ s: Int, _ i: Int, x: Int, y: Int, width: Int, height: Int) -> Frame {
    Frame(kind: "cell", section: s, item: i, x: x, y: y, width: width, height: height)
  }

  // The arithmetic of docs/engine.md: A = W − l − r − si·(n − 1); column c starts at l + c·si + ⌊c·A/n⌋.
  static let W = 40
  static let A = W - 2 - 3 - 1 * (2 - 1)  // 34
  static let col0 = (x: 2, width: A / 2)  // (2, 17)
  static let col1 = (x: 2 + 1 + A / 2, width: A - A / 2)  // (20, 17)
  static let fullWidth = W - 2 - 3  // one column: 35

  struct Parsed {
    var top: [String: Any]
    var frames: [Frame]
    var text: String
  }

  func layout(_ extra: [String], fixture: String = Self.fixture) throws -> Parsed {
    let folder = try TemporaryFolder()
    let path = try folder.write(fixture, to: "frames.json")
    let output = try Executable.run(["layout", path, "--width", "\(Self.W)"] + extra)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    let top = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "not a JSON object")
    let elements = try #require(top["elements"] as? [[String: Any]])
    let frames = try elements.map { e in
      Frame(
        kind: try #require(e["kind"] as? String), section: try #require(e["section"] as? Int),
        item: e["item"] as? Int, x: try #require(e["x"] as? Int), y: try #require(e["y"] as? Int),
        width: try #require(e["width"] as? Int), height: try #require(e["height"] as? Int))
    }
    return Parsed(top: top, frames: frames, text: output.stdout)
  }

  /// `--device` lays out at the device's width in points over `--points-per-column`.
  @Test(arguments: [
    (["--device", "iphone-se"], 375 / 8), (["--device", "ipad-landscape"], 1180 / 8),
    (["--device", "ipad", "--points-per-column", "10"], 820 / 10),
  ])
  func aDeviceGivesItsWidth(arguments: [String], width: Int) throws {
    let output = try Executable.run(["layout"] + arguments)
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix("{\"width\": \(width), "), "\(output.stdout.prefix(60))")
    let rendered = try Executable.run(["render", "--color", "never", "--pad"] + arguments)
    #expect(rendered.stdoutLines.first.map { DisplayWidth.columns(of: $0) } == width)
  }

  @Test func gridFramesFollowTheContract() throws {
    let parsed = try layout([])
    let row0 = 2 + 1  // header 2, top inset 1
    let row1 = row0 + 6 + 1  // the row is as tall as its tallest cell (6), then line spacing
    let footer0 = row1 + 3 + 1  // the last row (3), then the bottom inset
    let section1 = footer0 + 1  // footer 1
    let section2 = section1 + 1 + 5 + 1  // top inset, the row (5), bottom inset
    #expect(
      parsed.frames == [
        Self.header(0, y: 0, height: 2),
        Self.cell(0, 0, x: Self.col0.x, y: row0, width: Self.col0.width, height: 6),
        Self.cell(0, 1, x: Self.col1.x, y: row0, width: Self.col1.width, height: 6),
        Self.cell(0, 2, x: Self.col0.x, y: row1, width: Self.col0.width, height: 3),
        Self.footer(0, y: footer0, height: 1),
        Self.cell(1, 0, x: 2, y: section1 + 1, width: Self.fullWidth, height: 5),
        Self.header(2, y: section2, height: 1),
      ])
    let contentSize = try #require(parsed.top["contentSize"] as? [String: Any])
    #expect(contentSize["width"] as? Int == Self.W)
    #expect(contentSize["height"] as? Int == section2 + 1 + 1 + 1, "an empty section keeps its insets")
    #expect(parsed.top["width"] as? Int == Self.W)
    #expect(parsed.top["columns"] as? Int == 2)
    #expect(parsed.top["layout"] as? String == "grid")
    #expect(parsed.top["category"] as? String == "large")
  }

  /// Each section's column count, the compat grid's per-section `columns` included (the top-level
  /// `columns` is the layout-wide count only).
  @Test(arguments: [false, true])
  func sectionColumnsAreReported(_ compat: Bool) throws {
    let fixture = Self.fixture.replacingOccurrences(
      of: #""layout": "grid","#, with: #""layout": "grid", "compat": \#(compat),"#)
    let parsed = try layout([], fixture: fixture)
    #expect(parsed.top["columns"] as? Int == 2)
    #expect(parsed.top["sectionColumns"] as? [Int] == [2, 1, 2])
    #expect(parsed.frames[5].width == (compat ? Self.W - 2 - 3 : Self.fullWidth), "section 1 has 1 column")
  }

  /// `--scroll Y --height H`: the elements in rows Y..<Y + H; with `pinHeaders` the header of the
  /// section at the top is where it is drawn, marked pinned.
  @Test func aViewportShowsItsElementsAndThePinnedHeader() throws {
    let pinning = Self.fixture.replacingOccurrences(
      of: #""layout": "grid","#, with: #""layout": "grid", "pinHeaders": true,"#)
    let row0 = 2 + 1
    let parsed = try layout(["--scroll", "3", "--height", "4"], fixture: pinning)
    #expect(
      parsed.frames == [
        Self.header(0, y: 3, height: 2),
        Self.cell(0, 0, x: Self.col0.x, y: row0, width: Self.col0.width, height: 6),
        Self.cell(0, 1, x: Self.col1.x, y: row0, width: Self.col1.width, height: 6),
      ])
    #expect(parsed.text.contains(#""viewport": {"y": 3, "height": 4}"#))
    #expect(parsed.text.contains(#""x": 0, "y": 3, "width": 40, "height": 2, "pinned": true}"#))
    // Without pinning the header is not in the viewport at all.
    let plain = try layout(["--scroll", "3", "--height", "4"])
    #expect(plain.frames.map(\.kind) == ["cell", "cell"])
    #expect(!plain.text.contains("pinned"))
  }

  /// The issue's example of a negative column width: `--width 20`, 2 columns, left and right insets
  /// 10 (spacing 1): FlexibleRowHeightGridLayout 3.0.0 gives item 0 (10, 0, 0.5, 1) and item 1
  /// (10.5, 0, −0.5, 1).
  @Test func compatKeepsANegativeWidthOnlyForARowsLastCell() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      #"{"compat": true, "columns": 2, "insets": {"left": 10, "right": 10, "bottom": 0}, "lineSpacing": 0, "sections": [{"items": [{"height": 1}, {"height": 1}]}]}"#,
      to: "negative.json")
    let output = try Executable.run(["layout", path, "--width", "20"])
    #expect(output.status == 0)
    #expect(
      output.stdout.contains(#""item": 0, "x": 10, "y": 0, "width": 0.5, "height": 1}"#), "\(output.stdout)")
    #expect(
      output.stdout.contains(#""item": 1, "x": 10.5, "y": 0, "width": -0.5, "height": 1}"#),
      "\(output.stdout)")
  }

  @Test(arguments: [["--scroll", "3"], ["--height", "0"], ["--scroll", "-1", "--height", "3"]])
  func aBadViewportIsAUsageError(_ options: [String]) throws {
    let output = try Executable.run(["layout", "--width", "40"] + options)
    #expect(output.status == 64)
    #expect(output.stdout == "")
    #expect(output.stderr.contains(options[0]), "\(output.stderr)")
  }

  @Test func flowKeepsEachHeightAndCentresItInTheRow() throws {
    let parsed = try layout(["--layout", "flow"])
    let row0 = 2 + 1
    #expect(
      parsed.frames[1]
        == Self.cell(0, 0, x: Self.col0.x, y: row0 + (6 - 4) / 2, width: Self.col0.width, height: 4))
    #expect(parsed.frames[2] == Self.cell(0, 1, x: Self.col1.x, y: row0, width: Self.col1.width, height: 6))
    #expect(parsed.top["layout"] as? String == "flow")
  }

  @Test func listStacksFullWidthItems() throws {
    let parsed = try layout(["--layout", "list"])
    let first = 2 + 1
    #expect(
      Array(parsed.frames[1...4]) == [
        Self.cell(0, 0, x: 2, y: first, width: Self.fullWidth, height: 4),
        Self.cell(0, 1, x: 2, y: first + 4 + 1, width: Self.fullWidth, height: 6),
        Self.cell(0, 2, x: 2, y: first + 4 + 1 + 6 + 1, width: Self.fullWidth, height: 3),
        Self.footer(0, y: first + 4 + 1 + 6 + 1 + 3 + 1, height: 1),
      ])
    #expect(parsed.top["columns"] as? Int == 1)
  }

  @Test func explicitHeightsDoNotChangeWithTheTextSize() throws {
    let large = try layout([])
    let ax3 = try layout(["--category", "AX3"])
    #expect(ax3.frames == large.frames)
    #expect(ax3.top["category"] as? String == "accessibilityExtraLarge")
  }

  @Test func keysAreInTheDocumentedOrderAndItemOnlyForCells() throws {
    let parsed = try layout([])
    let topKeys = [
      "\"width\"", "\"columns\"", "\"category\"", "\"layout\"", "\"contentSize\"", "\"elements\"",
    ]
    let positions = try topKeys.map { try #require(parsed.text.range(of: $0)).lowerBound }
    #expect(positions == positions.sorted())
    let pattern = try Regex(
      #"^  \{"kind": "(header|footer|cell)", "section": \d+, ("item": \d+, )?"x": \d+, "y": \d+, "width": \d+, "height": \d+\},?$"#
    )
    let lines = parsed.text.split(separator: "\n").filter { $0.hasPrefix("  {") }
    #expect(lines.count == parsed.frames.count)
    for line in lines {
      let match = try #require(line.wholeMatch(of: pattern), "unexpected element line: \(line)")
      let isCell = line.contains("\"kind\": \"cell\"")
      #expect(isCell == (match.output[2].substring != nil), "item present exactly for cells: \(line)")
    }
  }

  /// Elements come by section, then the header, the cells by item, the footer — also for a
  /// waterfall, which places items out of order.
  @Test(arguments: ["grid", "flow", "waterfall", "list"])
  func elementsAreOrderedBySectionThenHeaderCellsFooter(_ layout: String) throws {
    let output = try Executable.run(["layout", "--width", "100", "--layout", layout])
    let top = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let elements = try #require(top["elements"] as? [[String: Any]])
    let rank = ["header": 0, "cell": 1, "footer": 2]
    let keys = elements.map { e in
      [e["section"] as? Int ?? -1, rank[e["kind"] as? String ?? ""] ?? -1, e["item"] as? Int ?? 0]
    }
    #expect(keys.count == 22 + 4 + 4, "the demo's items, headers and footers")
    #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
    #expect(elements.allSatisfy { ($0["kind"] as? String == "cell") == ($0["item"] != nil) })
  }
}
