// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "GridPreview",
  products: [
    .library(name: "GridLayout", targets: ["GridLayout"]),
    .library(name: "GridCanvas", targets: ["GridCanvas"]),
    .library(name: "GridText", targets: ["GridText"]),
    .library(name: "GridFixtures", targets: ["GridFixtures"]),
    // The previewer's model, for the benchmark package (Benchmarks/), which measures it as the app runs it.
    .library(name: "GridScene", targets: ["GridScene"]),
    .executable(name: "gridpreview", targets: ["gridpreview"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // MARK: Engine (standard library only)
    .target(
      name: "GridLayout", dependencies: [],
      // Double.rounded() calls floor/ceil; without Foundation in a program, libm must be named.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "GridText", dependencies: []),

    // MARK: Drawing (in memory, no terminal)
    .target(name: "GridCanvas", dependencies: ["GridLayout", "GridText"]),

    // MARK: Terminal (the only code that touches it)
    .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
    .target(name: "GridTerminal", dependencies: ["CNcurses", "GridCanvas"]),

    // MARK: Fixtures (JSON format, validation, demo, generator; Foundation only to read files)
    .target(name: "GridFixtures", dependencies: ["GridText"]),

    // MARK: The previewer's model: a fixture bound to engine and text, and its state machine
    .target(name: "GridScene", dependencies: ["GridLayout", "GridText", "GridCanvas", "GridFixtures", "GridTerminal"]),

    // MARK: Executable (argument parsing and wiring only)
    .executableTarget(
      name: "gridpreview",
      dependencies: [
        "GridScene", "GridTerminal", "GridFixtures", "GridCanvas", "GridText", "GridLayout",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Tests
    .testTarget(name: "GridLayoutTests", dependencies: ["GridLayout", "GridFixtures"]),
    // The renderer's properties are checked on fixtures drawn through GridScene.
    .testTarget(
      name: "GridCanvasTests",
      dependencies: ["GridCanvas", "GridText", "GridLayout", "GridScene", "GridFixtures"]),
    .testTarget(name: "GridTerminalTests", dependencies: ["GridTerminal", "CNcurses"]),
    // Property tests take their seeded generator from GridFixtures.
    .testTarget(name: "GridTextTests", dependencies: ["GridText", "GridFixtures"]),
    .testTarget(name: "GridFixturesTests", dependencies: ["GridFixtures"]),
    .testTarget(
      name: "GridSceneTests",
      dependencies: ["GridScene", "GridCanvas", "GridFixtures", "GridLayout", "GridTerminal", "GridText"]),
    // Drives the built binary (the dependency makes `swift test` build it first); GridText for
    // measuring display columns in the output.
    .testTarget(name: "EndToEndTests", dependencies: ["gridpreview", "GridScene", "GridText"]),
  ]
)
