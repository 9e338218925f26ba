import GridFixtures

/// Realistic fixtures for the text, canvas and previewer benchmarks: `FixtureGenerator`'s grid
/// fixtures (its word list, 1 to 40 words a card, some titles, a few CJK, emoji and accented words),
/// parsed from their JSON as the previewer loads a file.
///
/// ```swift
/// let fixture = GeneratedFixture.grid(items: 100_000, sections: 10)
/// ```
public enum GeneratedFixture {
  /// The seed every benchmark uses, so two runs measure the same texts.
  public static let seed: UInt64 = 0x6772_6964

  /// A generated grid fixture of `items` items in `sections` equal sections.
  public static func grid(items: Int, sections: Int, seed: UInt64 = seed) -> Fixture {
    let json = FixtureGenerator.generate(items: items, sections: sections, seed: seed, layout: .grid)
    do {
      return try Fixture.parse(json, fileName: "generated.json").fixture
    } catch {
      preconditionFailure("a generated fixture must load: \(error)")
    }
  }
}
