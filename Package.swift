// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "GridPreview",
  products: [
    .library(name: "GridLayout", targets: ["GridLayout"]),
    .library(name: "GridFixtures", targets: ["GridFixtures"]),
    .executable(name: "gridpreview", targets: ["gridpreview"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // MARK: Engine (standard library only)
    .target(name: "GridLayout", dependencies: []),

    // MARK: Fixtures (JSON format, validation, demo, generator; Foundation only to read files)
    .target(name: "GridFixtures", dependencies: []),

    // MARK: Executable (argument parsing and wiring only)
    .executableTarget(
      name: "gridpreview",
      dependencies: [
        "GridLayout",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Tests
    .testTarget(name: "GridLayoutTests", dependencies: ["GridLayout"]),
    .testTarget(name: "GridFixturesTests", dependencies: ["GridFixtures"]),
  ]
)
