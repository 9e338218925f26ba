import Benchmark
import Foundation
import GridFixtures

/// `gridpreview audit` as a whole process: the built-in demo, and a generated 100,000-item fixture
/// (the same seed as every other 100,000-item workload), each across 12 sizes × 4 widths.
func auditBenchmarks() {
  processBenchmark("audit demo process", arguments: ["audit", "--fail-on", "never"])
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
