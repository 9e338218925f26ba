import Foundation
import GridFixtures

/// A fixture to snapshot, with where its string files are: read from a fixture file, or built in
/// code (``GridFixtures/Fixture``'s builder).
///
/// ```swift
/// let shop = try GridFixture(contentsOf: Bundle.module.url(forResource: "shop.gridpreview", withExtension: "json")!)
/// assertSnapshot(of: shop, as: .gridPreview(width: 49, category: .AX3))
/// ```
public struct GridFixture: Hashable, Sendable {
  /// The fixture as read or built, its text references still keys.
  public var fixture: Fixture
  /// The fixture file's path, whose folder its string files are relative to; nil for a fixture
  /// built in code, whose string files are relative to ``stringsFolder`` instead.
  public var path: String?
  /// The folder a fixture built in code finds its string files in (nil: the current directory).
  public var stringsFolder: String?
  /// What reading the file warned about (unknown keys, a text size with no name).
  public var warnings: [String]

  /// The fixture file at `url`.
  ///
  /// - Throws: `FixtureLoadError`: the file cannot be read, or is no valid fixture (its message
  ///   names the file, line and column).
  public init(contentsOf url: URL) throws(FixtureLoadError) {
    try self.init(contentsOf: url.path)
  }

  /// The fixture file at `path`.
  ///
  /// - Throws: `FixtureLoadError`: the file cannot be read, or is no valid fixture.
  public init(contentsOf path: String) throws(FixtureLoadError) {
    let loaded = try Fixture.load(contentsOf: path)
    self.fixture = loaded.fixture
    self.path = path
    self.stringsFolder = nil
    self.warnings = loaded.warnings.map(\.description)
  }

  /// A fixture built in code.
  ///
  /// - Parameter stringsFolder: The folder its string files (`Fixture.strings`) are in.
  public init(_ fixture: Fixture, stringsFolder: String? = nil) {
    self.fixture = fixture
    self.path = nil
    self.stringsFolder = stringsFolder
    self.warnings = []
  }

  /// The path string files are resolved against: the file's, or a name in ``stringsFolder``.
  var stringsPath: String? {
    path ?? stringsFolder.map { $0.hasSuffix("/") ? $0 + "fixture" : $0 + "/fixture" }
  }
}
