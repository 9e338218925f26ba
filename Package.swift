// swift-tools-version: 6.0
import PackageDescription

/// swift-system's `FileDescriptor`, `Errno` and `Stat`: every target that opens, reads or writes.
let system = Target.Dependency.product(name: "SystemPackage", package: "swift-system")

let package = Package(
  name: "GridPreview",
  products: [
    // The layout engine: grids, lists, waterfalls and flows as pure functions of their inputs.
    .library(name: "GridLayout", targets: ["GridLayout"]),
    // Display width, sanitising, wrapping and quoting of text for a terminal, on its own.
    .library(name: "GridText", targets: ["GridText"]),
    // A cell buffer and the box renderer, to draw layouts without a terminal.
    .library(name: "GridCanvas", targets: ["GridCanvas"]),
    // The fixture format: reading, validating with positions, generating (Fuzz/ and Benchmarks/ too).
    .library(name: "GridFixtures", targets: ["GridFixtures"]),
    // A canvas as text, ANSI, SVG or HTML, for sharing a layout outside a terminal.
    .library(name: "GridPicture", targets: ["GridPicture"]),
    // Writing asciicast v2 recordings as they happen.
    .library(name: "GridCast", targets: ["GridCast"]),
    // Checking a fixture at every width and text size, from a test suite as from the command line.
    .library(name: "GridAudit", targets: ["GridAudit"]),
    // Layout snapshots and what changed between two of them, for tests as for `gridpreview snapshot`.
    .library(name: "GridSnapshot", targets: ["GridSnapshot"]),
    // The app's string files (String Catalogs, .strings, .stringsdict) read for a fixture's text in
    // every language (Fuzz/ and Benchmarks/ too).
    .library(name: "GridStrings", targets: ["GridStrings"]),
    // The previewer's vocabulary of keys and mouse, and its byte decoder (Fuzz/ feeds it).
    .library(name: "GridInput", targets: ["GridInput"]),
    // The previewer's model, for the benchmark package (Benchmarks/), which measures it as the app runs it.
    .library(name: "GridScene", targets: ["GridScene"]),
    // swift-snapshot-testing strategies: a fixture's text frame and frames as `render` and `layout`
    // print them, asserted in the app's own XCTest or Swift Testing tests (docs/testing.md).
    .library(name: "GridPreviewSnapshotTesting", targets: ["GridPreviewSnapshotTesting"]),
    // `swift package gridpreview audit|snapshot …` in any package that depends on this one.
    .plugin(name: "GridPreviewPlugin", targets: ["GridPreviewPlugin"]),
    .executable(name: "gridpreview", targets: ["gridpreview"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // serve: an SSH server of its own (NIO SSH on NIO, Ed25519 from swift-crypto, a log on stderr).
    .package(url: "https://github.com/apple/swift-nio-ssh", exact: "0.15.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // File descriptors (open, read, writeAll, close, stat, pipes) with errors as values and
    // interruptions retried; what it lacks is in one Syscalls.swift per target.
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    // `swift package generate-documentation --target GridLayout` (the engine's DocC catalog).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // GridPreviewSnapshotTesting: only its `SnapshotTesting` product, which depends on nothing.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // MARK: Engine (standard library only)
    .target(
      name: "GridLayout", dependencies: [],
      // Double.rounded() calls floor/ceil; without Foundation in a program, libm must be named.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // ICU (Debian's libicu-dev: ICU 72, Unicode 15.0) for UAX #14 line breaking and UAX #9 bidi:
    // a C target whose header has no ICU types, opening the library privately (DECISIONS.md).
    .target(name: "CICU", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(name: "GridText", dependencies: ["CICU"]),

    // MARK: JSON text (standard library only): the one string escaper of every writer of JSON
    // (fixtures, recordings, the audit, layout), a target of its own so that GridCast does not
    // depend on GridText (its widths and wrapping) only for it
    .target(name: "GridJSON", dependencies: []),

    // MARK: Drawing (in memory, no terminal)
    .target(name: "GridCanvas", dependencies: ["GridLayout", "GridText"]),

    // MARK: Pictures (a canvas as text, ANSI, SVG or HTML, to share outside a terminal; a tall one
    // drawn a slice at a time on every core)
    // GridText: a title is shown as the previewer's title line shows it (SafeText).
    .target(name: "GridPicture", dependencies: ["GridCanvas", "GridText"]),

    // MARK: Output (the batch commands' standard output: buffered, and a failed write told as a
    // shell expects it)
    .target(name: "GridOutput", dependencies: [system]),

    // MARK: Input (the previewer's vocabulary of keys, mouse and resizes; standard library only)
    .target(name: "GridInput", dependencies: []),

    // MARK: Terminal (the only code that touches it: ncurses in, canvases out; raw mode and size
    // for the recorder's relay)
    .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
    .target(name: "GridTerminal", dependencies: ["CNcurses", "GridCanvas", "GridInput"]),

    // MARK: Child processes on pseudo-terminals of their own (for serve and record)
    .target(name: "CPseudoTerminal"),
    .target(name: "GridPseudoTerminal", dependencies: ["CPseudoTerminal", system]),

    // MARK: Recordings: asciicast v2 files, the tape language, and recording the previewer on a
    // pseudo-terminal (live for `preview --record`, from a tape for `record`)
    .target(name: "GridCast", dependencies: ["GridJSON", system]),
    .target(name: "GridTape", dependencies: ["GridInput", "GridText"]),
    .target(
      name: "GridRecording",
      dependencies: [
        "GridCast", "GridTape", "GridPseudoTerminal", "CPseudoTerminal", "GridCanvas", "GridInput", system,
      ]),

    // MARK: Serving the previewer over SSH (one previewer process per session on its own pty; what an
    // exec request may run; a presentation's socket at both ends). GridScene: `ShareMessage`.
    .target(
      name: "GridServe",
      dependencies: [
        "GridPseudoTerminal", "GridScene", "GridFixtures", "GridText", "GridCanvas", "GridInput",
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"), system,
      ]),

    // MARK: Fixtures (JSON format, validation, demo, generator; POSIX calls only to read a fixture file
    // and to notice when it changes). GridLayout: a compositional layout's description is held as the
    // engine's own values (`CollectionLayoutSection`), not a mirror of them (DECISIONS.md).
    .target(name: "GridFixtures", dependencies: ["GridText", "GridJSON", "GridLayout", system]),

    // MARK: The app's string files (String Catalogs, .strings, .stringsdict) and a fixture resolved
    // for a language. GridFixtures: its JSON parser with positions (for .xcstrings, so a bad catalog
    // is reported at its line and column), its file reading and the fixture's text references;
    // GridText: ICU's plural rules, message quoting and suggestions.
    .target(name: "GridStrings", dependencies: ["GridFixtures", "GridText"]),

    // MARK: The previewer's model: a fixture bound to engine and text, the state, the event loop's
    // rules, the screen's regions and chrome. No terminal: everything it does is a unit test.
    // GridStrings: a fixture resolved for a language with the settings that show it (`SceneRequest`),
    // what every command and the snapshot strategies start from.
    .target(
      name: "GridScene",
      dependencies: [
        "GridLayout", "GridText", "GridCanvas", "GridFixtures", "GridInput", "GridJSON", "GridStrings",
      ]),

    // MARK: The audit: a fixture checked at every width and text size (and language: GridStrings
    // resolves it in each, and says where each string is), and its report formats
    .target(
      name: "GridAudit",
      dependencies: [
        "GridScene", "GridFixtures", "GridLayout", "GridText", "GridCanvas", "GridJSON", "GridStrings",
      ]),

    // MARK: Layout snapshots: a fixture's text frame, frames and rows per width and size, what
    // changed between two of them (rows, drivers, columns, a unified diff) and a page to review it.
    // Not in GridScene, the previewer's model, which has no use for GridPicture's SVG.
    .target(
      name: "GridSnapshot",
      dependencies: [
        "GridScene", "GridLayout", "GridCanvas", "GridPicture", "GridText", "GridFixtures", "GridJSON",
        "GridStrings",
      ]),

    // MARK: Snapshot strategies for swift-snapshot-testing: the text frame and the frames of
    // GridSnapshot's `SnapshotCase` (the one implementation `gridpreview snapshot` uses), and a
    // failure message that names the rows that changed before the diff
    .target(
      name: "GridPreviewSnapshotTesting",
      dependencies: [
        "GridSnapshot", "GridScene", "GridFixtures", "GridStrings", "GridText",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),

    // MARK: Command plugin: `swift package gridpreview audit|snapshot …` runs the executable on the
    // package's fixtures
    .plugin(
      name: "GridPreviewPlugin",
      capability: .command(
        intent: .custom(
          verb: "gridpreview",
          description: "Run gridpreview audit or snapshot on the package's *.gridpreview.json fixtures."),
        permissions: [
          .writeToPackageDirectory(
            reason:
              "gridpreview snapshot records snapshots, and audit --write-baseline a baseline, in the package")
        ]),
      dependencies: ["gridpreview"]),

    // MARK: Executable (argument parsing and wiring only)
    .executableTarget(
      name: "gridpreview",
      dependencies: [
        "GridScene", "GridAudit", "GridSnapshot", "GridTerminal", "GridInput", "GridFixtures", "GridCanvas",
        "GridText",
        "GridLayout", "GridStrings",
        "GridPicture", "GridCast", "GridTape", "GridRecording", "GridPseudoTerminal", "GridServe",
        "GridOutput", system,
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Tests
    // What the test targets share: running a program and reading both of its pipes at once, finding
    // the tools the tests use as real consumers, checking SARIF against its schema, temporary folders.
    .target(name: "GridTestSupport", path: "Tests/GridTestSupport"),
    .testTarget(name: "GridLayoutTests", dependencies: ["GridLayout", "GridFixtures"]),
    // The renderer's properties are checked on fixtures drawn through GridScene.
    .testTarget(
      name: "GridCanvasTests",
      dependencies: ["GridCanvas", "GridText", "GridLayout", "GridScene", "GridFixtures", "GridTestSupport"]),
    // Property tests take their seeded generator from GridFixtures.
    .testTarget(name: "GridInputTests", dependencies: ["GridInput", "GridFixtures"]),
    .testTarget(name: "GridPictureTests", dependencies: ["GridPicture", "GridCanvas"]),
    .testTarget(name: "GridCastTests", dependencies: ["GridCast", "GridTestSupport"]),
    .testTarget(name: "GridTapeTests", dependencies: ["GridTape", "GridInput"]),
    .testTarget(
      name: "GridRecordingTests",
      dependencies: [
        "GridRecording", "GridCanvas", "GridCast", "GridTape", "GridPseudoTerminal", "GridTestSupport",
      ]),
    .testTarget(
      name: "GridAuditTests",
      dependencies: [
        "GridAudit", "GridScene", "GridFixtures", "GridText", "GridLayout", "GridCanvas", "GridStrings",
        "GridTestSupport",
      ]),
    // Two layouts built in code, compared; the page's pictures.
    .testTarget(
      name: "GridSnapshotTests",
      dependencies: [
        "GridSnapshot", "GridScene", "GridFixtures", "GridLayout", "GridTestSupport", "GridText",
      ]),
    // The strategies against the built binary's render and layout on every fixture (the dependency
    // makes `swift test` build it first).
    .testTarget(
      name: "GridPreviewSnapshotTestingTests",
      dependencies: [
        "GridPreviewSnapshotTesting", "GridSnapshot", "GridScene", "GridFixtures", "GridText", "gridpreview",
        "GridTestSupport",
      ]),
    .testTarget(name: "GridPseudoTerminalTests", dependencies: ["GridPseudoTerminal"]),
    .testTarget(
      name: "GridServeTests",
      dependencies: [
        "GridServe", "GridScene", "GridText", "GridTestSupport",
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"), .product(name: "Crypto", package: "swift-crypto"),
      ]),
    .testTarget(name: "GridTerminalTests", dependencies: ["GridTerminal", "GridInput", "CNcurses"]),
    // Property tests take their seeded generator from GridFixtures.
    .testTarget(name: "GridTextTests", dependencies: ["GridText", "GridFixtures"]),
    .testTarget(name: "GridFixturesTests", dependencies: ["GridFixtures", "GridTestSupport"]),
    .testTarget(name: "GridJSONTests", dependencies: ["GridJSON"]),
    .testTarget(name: "GridStringsTests", dependencies: ["GridStrings", "GridFixtures", "GridTestSupport"]),
    .testTarget(
      name: "GridSceneTests",
      dependencies: ["GridScene", "GridCanvas", "GridFixtures", "GridLayout", "GridInput", "GridText"]),
    // Drives the built binary (the dependency makes `swift test` build it first); GridText for
    // measuring display columns in the output; a pty of its own and the recorder's reports for raw
    // input bytes (GridPseudoTerminal, GridRecording).
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "gridpreview", "GridScene", "GridInput", "GridText", "GridPseudoTerminal", "GridRecording",
        "GridCanvas", "GridFixtures",
        "GridTestSupport",
      ]),
  ]
)
