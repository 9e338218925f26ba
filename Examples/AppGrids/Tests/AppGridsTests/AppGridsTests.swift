import Foundation
import GridPreviewSnapshotTesting
import XCTest

/// The app's grids at three text sizes, in English, German and Arabic (right to left), on a phone
/// and at a fixed width. `SNAPSHOT_TESTING_RECORD=all swift test` records them again.
final class AppGridsTests: XCTestCase {
  /// The package's Grids/ folder.
  static let grids = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Grids")

  static func fixture(_ name: String) throws -> GridFixture {
    try GridFixture(contentsOf: grids.appendingPathComponent(name))
  }

  func testShopAtThreeSizesInThreeLanguages() throws {
    let shop = try Self.fixture("shop.gridpreview.json")
    // Named w49-L-en-ltr … w49-AX5-ar-rtl: an iPhone's width, each size, each language, its direction.
    assertSnapshots(
      of: shop, as: .gridPreviews(categories: [.L, .AX3, .AX5], languages: ["en", "de", "ar"]))
  }

  func testShopOnAnIPadSideways() throws {
    let shop = try Self.fixture("shop.gridpreview.json")
    assertSnapshot(of: shop, as: .gridPreview(device: .iPad.rotated, category: .AX3, language: "de"))
  }

  func testSettingsRightToLeft() throws {
    let settings = try Self.fixture("settings.gridpreview.json")
    assertSnapshot(of: settings, as: .gridPreview(width: 64, category: .xxxL, direction: .rtl))
  }

  func testSettingsFrames() throws {
    let settings = try Self.fixture("settings.gridpreview.json")
    assertSnapshot(of: settings, as: .gridLayout(width: 80))
  }

  /// A grid built in code, its text from the same string files.
  func testABasketBuiltInCode() {
    let basket = Fixture(columns: .fixed(2))
      .titled(.string("shop.title"))
      .reading(strings: "Localizable.xcstrings")
      .section(
        header: .string("shop.fruit"),
        items: [
          Fixture.Item(title: .string("item.plum.title"), .string("item.plum.body")),
          Fixture.Item(title: "Basket", "2 items", maxLines: 1),
        ])
    let fixture = GridFixture(basket, stringsFolder: Self.grids.path)
    assertSnapshot(of: fixture, as: .gridPreview(width: 60, category: .AX1, language: "de"))
  }
}
