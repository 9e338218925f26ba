// swift-tools-version: 6.1
import PackageDescription

// SwiftPM names a path dependency after its folder, so the main package's identity is the name of
// whatever folder holds this checkout (`GridPreview`, `wt-bench`, ...), not its manifest name.
let gridPreview = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "GridPreview")
  .lowercased()

let package = Package(
  name: "GridPreviewBenchmarks",
  dependencies: [
    .package(path: "..")
  ],
  targets: [
    // MARK: References measured side by side with the engine
    .target(name: "NaiveLayout", dependencies: [.product(name: "GridLayout", package: gridPreview)]),

    // MARK: Shared by the suites
    .target(name: "Workloads", dependencies: [.product(name: "GridLayout", package: gridPreview)]),

    // MARK: Tests (the references compute what the engine computes)
    .testTarget(
      name: "NaiveLayoutTests",
      dependencies: [.product(name: "GridLayout", package: gridPreview), "NaiveLayout", "Workloads"]),
  ]
)
