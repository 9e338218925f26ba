import GridFixtures
import GridScene

extension PreviewState {
  /// The terminal the previewer benchmarks run in: 200 columns, 60 rows of layout and the status bar.
  static let benchmarkTerminal = (width: 200, height: 61)

  /// A previewer on `fixture` as `gridpreview` opens it: a new scene (nothing measured yet), the
  /// fixture's settings (text size L for a generated fixture), the layout as wide as the terminal,
  /// laid out; `exactItemLimit` as the previewer's unless given.
  init(opening fixture: Fixture, exactItemLimit: Int = 10_000) {
    self.init(
      scene: Scene(fixture: fixture), settings: SceneSettings(fixture: fixture),
      terminalSize: PreviewState.benchmarkTerminal, exactItemLimit: exactItemLimit)
  }

  /// The same previewer laying out every fixture exactly at every step, whatever its size (the
  /// previewer itself settles fixtures past `exactItemLimit` items in the background).
  static func exact(opening fixture: Fixture) -> PreviewState {
    PreviewState(opening: fixture, exactItemLimit: .max)
  }
}
