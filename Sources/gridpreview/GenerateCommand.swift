import ArgumentParser
import GridFixtures
import GridOutput

struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Print a reproducible, realistic fixture for demos and benchmarks.",
    discussion: """
      Varied text lengths, some titles, CJK and emoji, headers and footers; the
      same seed always gives the same file. Up to about 1,500,000 items fit the
      64 MiB fixture limit. --scripts mixed writes about half the paragraphs in
      Chinese, Japanese, Korean, Arabic, Hebrew, Thai, Hindi or emoji (up to
      1,000,000 items).

      Examples:
        gridpreview generate --items 200 > demo-200.json
        gridpreview generate --items 1000000 --seed 42 --layout waterfall > big.json
        gridpreview generate --items 100000 --scripts mixed > world.json
      """
  )

  @Option(parsing: .unconditional, help: "The number of items.")
  var items: Int

  @Option(parsing: .unconditional, help: "The number of sections (default: one per 50 items, at least 1).")
  var sections: Int?

  @Option(parsing: .unconditional, help: "The seed; the same seed gives the same fixture.")
  var seed: UInt64 = 1

  @Option(
    help:
      "The layout the fixture asks for: grid, flow, waterfall, list, lazyVGrid (adaptive columns of at least 200 points) or compositional (two estimated columns)."
  )
  var layout: Fixture.LayoutKind = .grid

  @Option(
    help: "The scripts: latin (English, a little CJK and emoji) or mixed (paragraphs in nine scripts).")
  var scripts: FixtureGenerator.Scripts = .latin

  static let maxItems = 1_500_000
  /// Mixed scripts take about 62 bytes an item (CJK, Thai and Devanagari are 3 bytes a character in
  /// UTF-8) against 37: a million is 59 MiB of the 64 MiB limit.
  static let maxMixedItems = 1_000_000

  func validate() throws {
    guard (0...Self.maxItems).contains(items) else {
      throw ValidationError("--items must be between 0 and \(Self.maxItems), got \(items)")
    }
    if scripts == .mixed, items > Self.maxMixedItems {
      throw ValidationError(
        "--scripts mixed fits at most \(Self.maxMixedItems) items in a fixture, got \(items)")
    }
    if let sections, !(1...100_000).contains(sections) {
      throw ValidationError("--sections must be between 1 and 100000, got \(sections)")
    }
  }

  func run() throws {
    let sectionCount = sections ?? max(1, items / 50)
    var out = StandardOutput()
    let json = FixtureGenerator.generate(
      items: items, sections: sectionCount, seed: seed, layout: layout, scripts: scripts)
    try out.write(json)
    try out.flush()
  }
}
