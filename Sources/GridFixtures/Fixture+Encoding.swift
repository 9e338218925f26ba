extension Fixture {
  /// The fixture as compact JSON text in the fixture format, keys in a fixed order.
  ///
  /// For every fixture the loader accepts, `Fixture.parse(f.encodedJSON(), fileName: …)` gives back
  /// `f`: every setting is written explicitly, so nothing depends on the defaults. An item that is only
  /// text is written as a bare string, and an aspect ratio in the shortest form that reads back as the
  /// same `Double`.
  public func encodedJSON() -> String {
    var encoder = FixtureEncoder()
    encoder.encode(self)
    return encoder.text
  }
}
