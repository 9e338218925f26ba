import GridFixtures

extension PreviewState {
  /// A reloaded fixture replaces the scene; the text size, the width and the toggles (layout kind,
  /// compare view, stretch, borders) stay, settings without a key (waterfall order, compatibility)
  /// come from the new fixture. Its warnings replace the old problems. With `languages` the fixture
  /// is shown in the language on screen, or in the source language if the string files no longer
  /// have it (then in its direction, if languages set it).
  mutating func replaceFixture(_ fixture: Fixture, warnings: [String], languages new: PreviewLanguages? = nil)
  {
    var shown = fixture
    var lost: String?
    if let new {
      let before = languages.code
      if !languages.replace(with: new) {
        lost = before
        if languages.setsDirection, let language = languages.current {
          settings.direction = language.direction
        }
      }
      shown = new.fixture(languages.code)
    }
    if new == nil { languages.dropPending() }
    scene = Scene(fixture: shown)
    layouts.replaceFixture()
    settings.compat = fixture.compat
    settings.order = fixture.waterfallOrder
    relayout()
    searchAgain()
    notices.problems = warnings
    let count = warnings.count
    var words = count == 0 ? "reloaded" : "reloaded, \(count.grouped) \(count == 1 ? "warning" : "warnings")"
    if let lost {
      words +=
        "; the string files no longer have \(Scene.languageLabel(lost)): "
        + "showing \(Scene.languageLabel(languages.code))"
    }
    notices.say(words)
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
