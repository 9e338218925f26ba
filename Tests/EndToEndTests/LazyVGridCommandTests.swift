import Foundation
import GridFixtures
import GridTestSupport
import Testing

/// `gridpreview layout` of SwiftUI grids against SwiftUI's column rule computed here on its own
/// (docs/swiftui.md), at one point a column, on seeded random fixtures whose heights are explicit.
@Suite struct LazyVGridCommandTests {
  /// A column as SwiftUI resolves it, in points.
  struct Column: Equatable {
    var x: Double
    var width: Double
  }

  /// The rule of docs/swiftui.md, written again from the page: spacing and fixed widths first, then
  /// each other column in order offered what is left over the columns left.
  static func resolve(_ items: [[String: Any]], width: Double) -> [Column] {
    func spacing(_ item: [String: Any]) -> Double { item["spacing"] as? Double ?? 8 }
    var left = width - items.dropLast().map(spacing).reduce(0, +)
    var others = 0
    for item in items {
      if let fixed = item["fixed"] as? Double { left -= fixed } else { others += 1 }
    }
    var widths: [(Double, Double)] = []  // (width, spacing after)
    for item in items {
      if let fixed = item["fixed"] as? Double {
        widths.append((fixed, spacing(item)))
        continue
      }
      let offer = left / Double(others)
      others -= 1
      if let flexible = item["flexible"] as? [String: Any] {
        let low = flexible["minimum"] as? Double ?? 10
        let high = flexible["maximum"] as? Double ?? .infinity
        let w = min(max(offer, low), high)
        widths.append((w, spacing(item)))
        left -= w
      } else if let adaptive = item["adaptive"] as? [String: Any] {
        let low = adaptive["minimum"] as? Double ?? 1
        let high = adaptive["maximum"] as? Double ?? .infinity
        let gap = spacing(item)
        var count = 1
        while Double(count + 1) * low + Double(count) * gap <= offer + 1e-9 { count += 1 }
        let each = min(max((offer - gap * Double(count - 1)) / Double(count), low), high)
        for _ in 0..<count { widths.append((each, gap)) }
        left -= each * Double(count) + gap * Double(count - 1)
      }
    }
    var x = 0.0
    var columns: [Column] = []
    for (w, gap) in widths {
      columns.append(Column(x: x, width: w))
      x += w + gap
    }
    let free = width - x + (widths.last?.1 ?? 0)
    if free > 0 { columns = columns.map { Column(x: $0.x + free / 2, width: $0.width) } }
    return columns
  }

  /// A random grid: one to four columns of every kind, spacings, and items of explicit heights.
  static func randomFixture(_ seed: UInt64) -> (
    json: String, items: [[String: Any]], heights: [Int], spacing: Int
  ) {
    var g = SplitMix64(seed: seed)
    var items: [[String: Any]] = []
    for _ in 0..<Int.random(in: 1...4, using: &g) {
      var item: [String: Any]
      switch Int.random(in: 0...2, using: &g) {
      case 0: item = ["fixed": Double(Int.random(in: 4...60, using: &g))]
      case 1:
        let low = Double(Int.random(in: 0...30, using: &g))
        item = [
          "flexible": Bool.random(using: &g) ? ["minimum": low] : ["minimum": low, "maximum": low + 50]
        ]
      default:
        let low = Double(Int.random(in: 5...40, using: &g))
        item = ["adaptive": Bool.random(using: &g) ? ["minimum": low] : ["minimum": low, "maximum": low + 9]]
      }
      if Bool.random(using: &g) { item["spacing"] = Double(Int.random(in: 0...6, using: &g)) }
      items.append(item)
    }
    let heights = (0..<Int.random(in: 1...25, using: &g)).map { _ in Int.random(in: 2...9, using: &g) }
    // Whole rows at one point a column: a row is 2 points.
    let spacing = 2 * Int.random(in: 0...3, using: &g)
    let grid: [String: Any] = ["columns": items, "spacing": spacing]
    let sections: [[String: Any]] = [["items": heights.map { ["text": "x", "height": $0] }]]
    let fixture: [String: Any] = ["layout": "lazyVGrid", "lazyVGrid": grid, "sections": sections]
    let data = (try? JSONSerialization.data(withJSONObject: fixture, options: [.sortedKeys])) ?? Data()
    return (String(decoding: data, as: UTF8.self), items, heights, spacing / 2)
  }

  @Test(arguments: 0..<24)
  func layoutAgreesWithTheRuleAtOnePointAColumn(_ seed: Int) throws {
    let (json, items, heights, rowSpacing) = Self.randomFixture(UInt64(seed))
    var g = SplitMix64(seed: UInt64(seed) &* 31)
    let width = Int.random(in: 30...220, using: &g)
    let folder = try TemporaryFolder()
    let path = try folder.write(json, to: "grid.json")
    let output = try Executable.run(["layout", path, "--width", "\(width)", "--points-per-column", "1"])
    #expect(output.status == 0, "\(output.stderr)")
    let top = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let elements = try #require(top["elements"] as? [[String: Any]])
    let columns = Self.resolve(items, width: Double(width))
    // Edges at the nearest column (halves away from zero), as docs/swiftui.md says.
    let cells = columns.map { column -> (x: Int, width: Int) in
      let left = Int(column.x.rounded(.toNearestOrAwayFromZero))
      let right = max(left, Int((column.x + column.width).rounded(.toNearestOrAwayFromZero)))
      return (left, right - left)
    }
    #expect(top["sectionColumns"] as? [Int] == [columns.count], "seed \(seed): \(json)")
    var y = 0
    for first in stride(from: 0, to: heights.count, by: columns.count) {
      let row = first..<min(heights.count, first + columns.count)
      let tallest = row.map { heights[$0] }.max() ?? 0
      for i in row {
        let frame = try #require(elements.first { $0["item"] as? Int == i })
        let c = i % columns.count
        let expectedY = y + (tallest - heights[i]) / 2
        let got = [frame["x"], frame["y"], frame["width"], frame["height"]].map { $0 as? Int }
        #expect(
          got == [cells[c].x, expectedY, cells[c].width, heights[i]], "seed \(seed) item \(i): \(json)")
      }
      y += tallest + rowSpacing
    }
  }

  /// The fixture's grid reaches every command: render draws it, mirrored right to left; validate
  /// accepts the samples in Fixtures/.
  @Test func theSamplesValidateAndRenderInBothDirections() throws {
    let samples = ["lazyvgrid.json", "lazyvgrid-columns.json"].map {
      Executable.fixtures.appendingPathComponent($0).path
    }
    let validated = try Executable.run(["validate"] + samples)
    #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    let ltr = try Executable.run(["layout", samples[1], "--width", "49"])
    let rtl = try Executable.run(["layout", samples[1], "--width", "49", "--direction", "rtl"])
    let a = try #require(try JSONSerialization.jsonObject(with: Data(ltr.stdout.utf8)) as? [String: Any])
    let b = try #require(try JSONSerialization.jsonObject(with: Data(rtl.stdout.utf8)) as? [String: Any])
    let left = try #require(a["elements"] as? [[String: Any]])
    let right = try #require(b["elements"] as? [[String: Any]])
    #expect(left.count == right.count)
    for (l, r) in zip(left, right) {
      let (x, w) = (try #require(l["x"] as? Int), try #require(l["width"] as? Int))
      #expect(r["x"] as? Int == 49 - x - w)
      #expect(r["y"] as? Int == l["y"] as? Int)
    }
    let rendered = try Executable.run(["render", samples[0], "--width", "60", "--color", "never"])
    #expect(rendered.status == 0)
    #expect(rendered.stdout.contains("Official") && rendered.stdout.contains("Sunrise"))
    // layout's JSON names every section's resolved columns, in points and in cells.
    let grid = try #require(a["gridColumns"] as? [[[String: Any]]])
    #expect(grid.count == 2)
    #expect(a["pointsPerColumn"] as? Int == 8)
  }

  /// Snapshots and the audit take a SwiftUI grid like any other: recorded, compared unchanged, and
  /// a ragged row reported with its fix.
  @Test func snapshotsAndTheAuditTakeTheGrid() throws {
    let folder = try TemporaryFolder()
    let sample = Executable.fixtures.appendingPathComponent("lazyvgrid.json").path
    let dir = folder.url.appendingPathComponent("snaps").path
    let arguments = ["snapshot", sample, "--widths", "49,100", "--categories", "L,AX3", "--dir", dir]
    let recorded = try Executable.run(arguments)
    #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
    let compared = try Executable.run(arguments)
    #expect(compared.status == 0, "\(compared.stdout)\(compared.stderr)")
    let audit = try Executable.run(["audit", sample, "--format", "json"])
    #expect(audit.stdout.contains("\"ragged-row\""), "\(audit.stdout.prefix(400))")
  }

  /// Bad grids: an error at the key's line and column, exit 65.
  @Test(arguments: [
    (
      #"{"columns": [{"fluid": 3}]}"#,
      "lazyVGrid.columns[0]: expected a size: 'fixed', 'flexible' or 'adaptive'"
    ),
    (
      #"{"columns": [{"adaptive": {}}]}"#,
      "lazyVGrid.columns[0].adaptive.minimum: missing required key 'minimum'"
    ),
    (
      #"{"columns": [{"adaptive": {"minimum": 0}}]}"#,
      "lazyVGrid.columns[0].adaptive.minimum: expected a minimum greater than 0, got 0"
    ),
    (
      #"{"columns": [{"flexible": {"minimum": 40, "maximum": 30}}]}"#,
      "lazyVGrid.columns[0].flexible.maximum: the maximum 30 is below the minimum 40"
    ),
    (
      #"{"columns": [{"fixed": 10}], "spacing": -4}"#,
      "lazyVGrid.spacing: expected a non-negative number of points, got -4"
    ),
    (#"{"columns": []}"#, "lazyVGrid.columns: expected at least one column"),
    (
      #"{"columns": [{"fixed": 10, "flexible": {}}]}"#,
      "lazyVGrid.columns[0]: expected one size, not several of 'fixed', 'flexible', 'adaptive'"
    ),
  ])
  func badGridsAreErrorsAtTheirKey(grid: String, message: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      #"{"layout": "lazyVGrid", "lazyVGrid": \#(grid), "sections": []}"#, to: "bad.json")
    for command in [["validate"], ["render", "--width", "40"], ["layout", "--width", "40"]] {
      let output = try Executable.run(command + [path])
      #expect(output.status == 65, "\(command): \(output.stdout)\(output.stderr)")
      let text = output.stdout + output.stderr
      #expect(text.contains(#/bad\.json:1:\d+: /#), "\(text)")
      #expect(text.contains(message), "\(command): \(text)")
    }
    // More than 1,000 columns.
    let many = "[" + Array(repeating: #"{"fixed": 1}"#, count: 1001).joined(separator: ",") + "]"
    let wide = try folder.write(#"{"lazyVGrid": {"columns": \#(many)}, "sections": []}"#, to: "wide.json")
    let output = try Executable.run(["validate", wide])
    #expect(output.status == 65)
    #expect(
      (output.stdout + output.stderr).contains("lazyVGrid.columns: expected at most 1000 columns, got 1001"))
  }
}
