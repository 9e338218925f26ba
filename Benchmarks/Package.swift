// swift-tools-version: 6.1
import PackageDescription

// SwiftPM names a path dependency after its folder, so the main package's identity is the name of
// whatever folder holds this checkout (`GridPreview`, `wt-bench`, ...), not its manifest name.
let gridPreview = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "GridPreview")
  .lowercased()

/// A benchmark suite: an executable target whose sources are in `Benchmarks/<directory>/`, run by
/// `swift package benchmark` (the plugin finds every target built with `BenchmarkPlugin`).
func benchmarkSuite(_ name: String, directory: String, dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: [.product(name: "Benchmark", package: "benchmark")] + dependencies,
    path: "Benchmarks/\(directory)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}

/// Libraries of the GridPreview package (the one in the parent folder) that a target measures.
func products(_ names: String...) -> [Target.Dependency] {
  names.map { .product(name: $0, package: gridPreview) }
}

let package = Package(
  name: "GridPreviewBenchmarks",
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // MARK: Suites (one per part of GridPreview)
    benchmarkSuite(
      "LayoutEngineBenchmarks", directory: "LayoutEngine",
      dependencies: [
        .product(name: "GridLayout", package: gridPreview), "NaiveLayout", "Workloads", "MemoryMetrics",
      ]),
    benchmarkSuite(
      "TextBenchmarks", directory: "Text", dependencies: products("GridText") + ["Workloads"]),
    benchmarkSuite(
      "StringsBenchmarks", directory: "Strings", dependencies: products("GridStrings")),
    benchmarkSuite(
      "CanvasBenchmarks", directory: "Canvas",
      dependencies: products("GridScene", "GridCanvas", "GridLayout", "GridFixtures") + ["Workloads"]),
    benchmarkSuite(
      "PreviewerBenchmarks", directory: "Previewer",
      dependencies: products("GridScene", "GridCanvas", "GridText", "GridFixtures") + ["Workloads"]),

    // MARK: References measured side by side with the engine
    .target(name: "NaiveLayout", dependencies: [.product(name: "GridLayout", package: gridPreview)]),

    // MARK: Shared by the suites
    .target(name: "Workloads", dependencies: products("GridLayout", "GridFixtures")),
    .target(
      name: "MemoryMetrics",
      dependencies: [.product(name: "Benchmark", package: "benchmark"), "CMallocInfo"]),
    .target(name: "CMallocInfo"),

    // MARK: Tests (the references compute what the engine computes)
    .testTarget(
      name: "NaiveLayoutTests",
      dependencies: [.product(name: "GridLayout", package: gridPreview), "NaiveLayout", "Workloads"]),
  ]
)
