/// A fixture that loaded, with the warnings found on the way (unknown keys, for example).
public struct LoadedFixture: Hashable, Sendable {
  public var fixture: Fixture
  /// Every warning, in file order. Print them; they do not stop the preview.
  public var warnings: [FixtureDiagnostic]

  public init(fixture: Fixture, warnings: [FixtureDiagnostic] = []) {
    self.fixture = fixture
    self.warnings = warnings
  }
}
