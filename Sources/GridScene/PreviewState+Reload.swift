import GridFixtures

extension PreviewState {
  /// A reloaded fixture replaces the scene; the text size, the width and the toggles (layout kind,
  /// compare view, stretch, borders) stay, settings without a key (waterfall order, compatibility)
  /// come from the new fixture. Its warnings replace the old problems.
  mutating func replaceFixture(_ fixture: Fixture, warnings: [String]) {
    scene = Scene(fixture: fixture)
    layouts.replaceFixture()
    settings.compat = fixture.compat
    settings.order = fixture.waterfallOrder
    relayout()
    notices.problems = warnings
    let count = warnings.count
    notices.say(count == 0 ? "reloaded" : "reloaded, \(count.grouped) \(count == 1 ? "warning" : "warnings")")
    if panel?.kind == .problems { panel = notices.problemsPanel }
  }

  /// A reload that failed keeps the last good layout and shows why: the first problem in the status
  /// bar, all of them in the problems panel.
  mutating func reloadFailed(_ problems: [String]) {
    notices.problems = problems
    notices.message = StatusBar.Message(problems.first ?? "reload failed", isError: true)
    if panel?.kind == .problems { panel = notices.problemsPanel }
  }
}
