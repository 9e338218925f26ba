// swift-tools-version: 6.0
import PackageDescription

// An app's package as it uses GridPreview: its grids' fixtures in Grids/, snapshot tests of them with
// GridPreviewSnapshotTesting, and `swift package gridpreview audit` on them. It depends on the
// GridPreview checkout it sits in; an app names the repository and a version instead.
let package = Package(
  name: "AppGrids",
  dependencies: [
    .package(name: "GridPreview", path: "../..")
  ],
  targets: [
    // Only the strategy product: the test build compiles the layout engine and the snapshot
    // library, not the previewer's terminal, SSH or command-line parts.
    .testTarget(
      name: "AppGridsTests",
      dependencies: [.product(name: "GridPreviewSnapshotTesting", package: "GridPreview")],
      exclude: ["__Snapshots__"])
  ]
)
