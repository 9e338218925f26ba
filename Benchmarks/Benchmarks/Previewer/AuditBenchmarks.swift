import Benchmark
import Foundation
import GridFixtures

/// `gridpreview audit` as a whole process: the built-in demo, and a generated 100,000-item fixture
/// (the same seed as every other 100,000-item workload), each across 12 sizes × 4 widths; and the
/// sample of localized text (`Fixtures/localized.json`) in every language of its String Catalog
/// (× 6 languages), with the same fixture's audit in its source language alone as the reference.
func auditBenchmarks() {
  processBenchmark("audit demo process", arguments: ["audit", "--fail-on", "never"])
  processBenchmark(
    "audit localized process", arguments: ["audit", SampleFile.localized, "--fail-on", "never"])
  processBenchmark(
    "audit all languages process",
    arguments: ["audit", SampleFile.localized, "--languages", "all", "--fail-on", "never"])
  Benchmark("audit 100k process", configuration: .slowProcess) {
    (benchmark: Benchmark, command: ChildProcess) in
    do {
      try command.run()
    } catch {
      benchmark.error("\(error)")
    }
  } setup: {
    try ChildProcess(
      path: GridpreviewBinary.path, arguments: ["audit", try GeneratedFile.grid100k(), "--fail-on", "never"])
  }
}

/// Generated fixtures written to the temporary folder once per benchmark process.
enum GeneratedFile {
  static func grid100k() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gridpreview-bench-100k.json")
      .path
    if !FileManager.default.fileExists(atPath: path) {
      let json = FixtureGenerator.generate(items: 100_000, sections: 2_000, seed: 1, layout: .grid)
      try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    }
    return path
  }
}

/// Fixtures of the repository this benchmark package sits in.
enum SampleFile {
  /// `Fixtures/localized.json`, whose String Catalog is beside it.
  static let localized = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/localized.json").path
}
