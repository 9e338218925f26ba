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
      64 MiB fixture limit.

      Examples:
        gridpreview generate --items 200 > demo-200.json
        gridpreview generate --items 1000000 --seed 42 --layout waterfall > big.json
      """
  )

  @Option(parsing: .unconditional, help: "The number of items.")
  var items: Int

  @Option(parsing: .unconditional, help: "The number of sections (default: one per 50 items, at least 1).")
  var sections: Int?

  @Option(parsing: .unconditional, help: "The seed; the same seed gives the same fixture.")
  var seed: UInt64 = 1

  @Option(help: "The layout the fixture asks for: grid, flow, waterfall or list.")
  var layout: Fixture.LayoutKind = .grid

  static let maxItems = 1_500_000

  func validate() throws {
    guard (0...Self.maxItems).contains(items) else {
      throw ValidationError("--items must be between 0 and \(Self.maxItems), got \(items)")
    }
    if let sections, !(1...100_000).contains(sections) {
      throw ValidationError("--sections must be between 1 and 100000, got \(sections)")
    }
  }

  func run() throws {
    let sectionCount = sections ?? max(1, items / 50)
    var out = StandardOutput()
    try out.write(FixtureGenerator.generate(items: items, sections: sectionCount, seed: seed, layout: layout))
    try out.flush()
  }
}
