// swift-tools-version: 6.0
import PackageDescription

// A package of its own, so `swift build` and `swift test` of GridPreview never build the fuzzer
// (it needs `-sanitize=fuzzer,address`, which only `Fuzz/run` passes). SwiftPM names a path
// dependency after its folder, so the main package's identity is the checkout folder's name.
let gridPreview = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "GridPreview")
  .lowercased()

let package = Package(
  name: "GridPreviewFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    // libFuzzer's entry point for the fixture reader and the renderer: bytes in, `Fixture.validate`
    // and `Fixture.parse`, then what parses laid out and drawn (cells, headers, footers).
    .executableTarget(
      name: "FuzzFixtureParser",
      dependencies: [
        .product(name: "GridFixtures", package: gridPreview),
        .product(name: "GridScene", package: gridPreview),
        .product(name: "GridLayout", package: gridPreview),
        .product(name: "GridCanvas", package: gridPreview),
        .product(name: "GridText", package: gridPreview),
      ]),
    // libFuzzer's entry point for text: wrapping by UAX #14 and visual order by UAX #9.
    .executableTarget(
      name: "FuzzText",
      dependencies: [.product(name: "GridText", package: gridPreview)]),
    // libFuzzer's entry point for the app's string files: String Catalogs, .strings and
    // .stringsdict read, and every string resolved in every language.
    .executableTarget(
      name: "FuzzStrings",
      dependencies: [
        .product(name: "GridStrings", package: gridPreview),
        .product(name: "GridFixtures", package: gridPreview),
        .product(name: "GridText", package: gridPreview),
      ]),
    // libFuzzer's entry point for input decoding: bytes and pauses in, keys and mouse events out.
    .executableTarget(
      name: "FuzzInputDecoder",
      dependencies: [.product(name: "GridInput", package: gridPreview)]),
  ]
)
