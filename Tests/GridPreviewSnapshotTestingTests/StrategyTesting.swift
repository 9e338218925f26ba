import Foundation
import GridPreviewSnapshotTesting
import GridTestSupport
import XCTest

/// What the strategy tests share: the fixtures, the built binary, and a strategy's snapshot taken.
enum StrategyTesting {
  static let fixtures: URL = BuiltProgram.repository.appendingPathComponent("Fixtures")

  /// Every fixture of `Fixtures/`, by path.
  static var fixturePaths: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { fixtures.appendingPathComponent($0).path }
  }

  /// What `gridpreview ARGUMENTS` prints (a UTF-8 locale, nothing that changes the output).
  static func gridpreview(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    for key in ["NO_COLOR", "COLUMNS", "LINES", "LC_ALL", "LC_CTYPE"] { environment[key] = nil }
    environment["LANG"] = "C.UTF-8"
    let run = try ChildRun.run(
      BuiltProgram.url(named: "gridpreview").path, arguments, environment: environment)
    XCTAssertEqual(run.status, 0, "gridpreview \(arguments.joined(separator: " ")): \(run.stderr)")
    return run.stdout
  }

  /// The strategy's snapshot of `value`.
  static func snapshot<Format>(_ value: GridFixture, as strategy: Snapshotting<GridFixture, Format>) throws
    -> Format
  {
    var format: Format?
    strategy.snapshot(value).run { format = $0 }
    return try XCTUnwrap(format)
  }
}
