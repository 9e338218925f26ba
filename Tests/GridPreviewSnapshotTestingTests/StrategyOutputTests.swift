import Foundation
import GridPreviewSnapshotTesting
import XCTest

/// Every strategy prints what `render --color never` and `layout` print with the same settings.
final class StrategyOutputTests: XCTestCase {
  func testTextAndFramesAreRenderAndLayoutOnEveryFixture() throws {
    let paths = StrategyTesting.fixturePaths
    XCTAssertGreaterThan(paths.count, 10)
    for path in paths {
      let fixture = try GridFixture(contentsOf: path)
      for (width, category) in [(40, ContentSizeCategory.L), (83, .AX3)] {
        let options = ["--width", String(width), "--category", category.shortName, "--", path]
        let text = try StrategyTesting.snapshot(fixture, as: .gridPreview(width: width, category: category))
        XCTAssertEqual(
          text.text, try StrategyTesting.gridpreview(["render", "--color", "never"] + options),
          "\(path) \(options)")
        let frames = try StrategyTesting.snapshot(fixture, as: .gridLayout(width: width, category: category))
        XCTAssertEqual(frames, try StrategyTesting.gridpreview(["layout"] + options), "\(path) \(options)")
      }
    }
  }

  func testLanguageDirectionDeviceAndSettingsAreTheCommandsOptions() throws {
    let localized = StrategyTesting.fixtures.appendingPathComponent("localized.json")
    let fixture = try GridFixture(contentsOf: localized)
    let cases: [(Snapshotting<GridFixture, GridFrame>, [String])] = [
      (.gridPreview(width: 60, language: "de"), ["--width", "60", "--language", "de"]),
      (.gridPreview(width: 60, language: "ar"), ["--width", "60", "--language", "ar"]),
      (
        .gridPreview(width: 60, category: .AX2, language: "de", direction: .rtl),
        ["--width", "60", "--category", "AX2", "--language", "de", "--direction", "rtl"]
      ),
      (.gridPreview(device: .iPhone, category: .AX5), ["--device", "iphone", "--category", "AX5"]),
      (
        .gridPreview(device: .iPad.rotated, language: "ja"),
        ["--device", "ipad-landscape", "--language", "ja"]
      ),
      (
        .gridPreview(width: 70, language: "pseudo-double") {
          $0.layout = .waterfall
          $0.columns = 3
        },
        ["--width", "70", "--language", "pseudo-double", "--layout", "waterfall", "--columns", "3"]
      ),
    ]
    for (strategy, options) in cases {
      let rendered = try StrategyTesting.gridpreview(
        ["render", "--color", "never"] + options + ["--", localized.path])
      XCTAssertEqual(try StrategyTesting.snapshot(fixture, as: strategy).text, rendered, "\(options)")
    }
    let frames = try StrategyTesting.snapshot(
      fixture, as: .gridLayout(width: 90, language: "ar", direction: .ltr))
    XCTAssertEqual(
      frames,
      try StrategyTesting.gridpreview(
        ["layout", "--width", "90", "--language", "ar", "--direction", "ltr", "--", localized.path]))
  }

  func testGridPreviewsNamesEachSnapshotBySizeLanguageAndDirection() throws {
    let strategies = [String: Snapshotting<GridFixture, GridFrame>].gridPreviews(
      widths: [40, 90], categories: [.L, .AX3], languages: ["en", "ar"])
    XCTAssertEqual(
      Set(strategies.keys),
      [
        "w40-L-en-ltr", "w40-L-ar-rtl", "w40-AX3-en-ltr", "w40-AX3-ar-rtl",
        "w90-L-en-ltr", "w90-L-ar-rtl", "w90-AX3-en-ltr", "w90-AX3-ar-rtl",
      ])
    // Each is laid out as its name says.
    let localized = StrategyTesting.fixtures.appendingPathComponent("localized.json")
    let fixture = try GridFixture(contentsOf: localized)
    for (name, strategy) in strategies {
      let parts = name.split(separator: "-").map(String.init)
      let options = [
        "--width", String(parts[0].dropFirst()), "--category", parts[1], "--language", parts[2],
        "--direction",
        parts[3],
      ]
      let rendered = try StrategyTesting.gridpreview(
        ["render", "--color", "never"] + options + ["--", localized.path])
      XCTAssertEqual(try StrategyTesting.snapshot(fixture, as: strategy).text, rendered, name)
    }
    let both = [String: Snapshotting<GridFixture, GridFrame>].gridPreviews(
      categories: [.L], languages: ["de"], directions: [.ltr, .rtl])
    XCTAssertEqual(Set(both.keys), ["w49-L-de-ltr", "w49-L-de-rtl"])
    let source = [String: Snapshotting<GridFixture, GridFrame>].gridPreviews(categories: [.AX5])
    XCTAssertEqual(Array(source.keys), ["w49-AX5-source-ltr"])
  }
}
