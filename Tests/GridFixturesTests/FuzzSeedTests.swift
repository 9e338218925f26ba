import Foundation
import GridLayout
import Testing

@testable import GridFixtures

/// `Fuzz/run fixture` starts from the fixtures in `Fixtures/` and `Fuzz/seeds/`: together they must
/// hold every key of the fixture format and every value of its layout kinds, directions and
/// waterfall settings, so that a key or a layout that lands without a seed fails here, not silently
/// in the fuzzer's coverage.
@Suite struct FuzzSeedTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text of every seed.
  static func seeds() throws -> String {
    var text = ""
    for folder in ["Fixtures", "Fuzz/seeds"] {
      let url = repository.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".json")
      {
        text += try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
      }
    }
    return text
  }

  @Test func theSeedsHoldEveryKeyOfTheFormat() throws {
    let seeds = try Self.seeds()
    let tables = [
      FixtureSchema.fixture.names, FixtureSchema.waterfall.names, FixtureSchema.section.names,
      FixtureSchema.item.names, FixtureSchema.textReference.names, FixtureSchema.insets.names,
      FixtureSchema.columnRule.names, FixtureSchema.breakpoint.names, FixtureSchema.lazyVGrid.names,
      FixtureSchema.gridColumn.names, FixtureSchema.flexibleBounds.names, FixtureSchema.adaptiveBounds.names,
      FixtureSchema.compositionalSection.names, FixtureSchema.layoutGroup.names,
      FixtureSchema.groupBody.names,
      FixtureSchema.subitem.names, FixtureSchema.layoutSize.names, FixtureSchema.dimension.names,
      FixtureSchema.itemSpacing.names, FixtureSchema.directionalInsets.names,
      FixtureSchema.boundaryItem.names,
    ]
    let keys = Set(tables.joined())
    #expect(keys.count > 30, "\(keys.count) keys")
    for key in keys.sorted() { #expect(seeds.contains("\"\(key)\":"), "no seed has the key \(key)") }
  }

  @Test func theSeedsHoldEveryLayoutDirectionAndWaterfallSetting() throws {
    let seeds = try Self.seeds().replacingOccurrences(of: " ", with: "")
    for kind in Fixture.LayoutKind.allCases {
      #expect(seeds.contains("\"layout\":\"\(kind.rawValue)\""), "no seed lays out as \(kind.rawValue)")
    }
    for direction in Fixture.Direction.allCases {
      #expect(seeds.contains("\"direction\":\"\(direction.rawValue)\""), "no seed is \(direction.rawValue)")
    }
    for order in Fixture.WaterfallOrder.allCases {
      #expect(seeds.contains("\"order\":\"\(order.rawValue)\""), "no seed has order \(order.rawValue)")
    }
    for behavior in OrthogonalScrollingBehavior.allCases where behavior != .none {
      #expect(
        seeds.contains("\"orthogonalScrollingBehavior\":\"\(behavior.rawValue)\""),
        "no seed scrolls sideways by \(behavior.rawValue)")
    }
    for stretch in Fixture.WaterfallStretch.allCases {
      #expect(
        seeds.contains("\"stretch\":\"\(stretch.rawValue)\""), "no seed has stretch \(stretch.rawValue)")
    }
  }
}
