// What a test that imports only this module needs: `assertSnapshot` and the types the strategies
// take (fixtures, text sizes, settings, device widths).
@_exported import GridFixtures
@_exported import GridScene
@_exported import GridText
@_exported import SnapshotTesting
