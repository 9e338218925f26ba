import GridFixtures

extension PreviewState {
  /// `a` and `A`: the language `steps` away in the key's order (the string files' languages, then
  /// the pseudolanguages, going round).
  mutating func cycleLanguage(by steps: Int) {
    guard let next = languages.stepped(by: steps) else {
      notices.say("no other language to show")
      return
    }
    switchLanguage(to: next.code)
  }

  /// Shows the fixture in the language `code`, one of its languages: laid out again with the
  /// element at the top and the selection kept (every language has the same items) and, unless
  /// `--direction` or the fixture decided the direction, mirrored exactly when the language is
  /// written right to left — so Arabic to German un-mirrors.
  mutating func switchLanguage(to code: String) {
    let direction = settings.direction
    guard useLanguage(code), let language = languages.current else { return }
    if languages.setsDirection { settings.direction = language.direction }
    relayout()
    var words = "language " + Scene.languageLabel(code)
    if settings.direction != direction {
      // As `R` does: a right-to-left layout wider than the screen is shown from its leading edge.
      scroll.x = settings.direction == .rtl ? maxScrollX : 0
      words += settings.direction == .rtl ? ", right to left" : ", left to right"
    }
    notices.say(words)
  }

  /// Puts the fixture in the language `code` on screen without laying it out (the caller does,
  /// with whatever else changes): the scene is replaced by `PreviewLanguages.fixture(code)`'s.
  ///
  /// - Returns: False, and nothing changes, when `code` is not one of the fixture's languages.
  mutating func useLanguage(_ code: String) -> Bool {
    guard code != languages.code else { return true }
    guard let all = languages.languages, languages.choose(code) else { return false }
    scene = Scene(fixture: all.fixture(code))
    layouts.replaceFixture()
    return true
  }

  /// The languages table at the width and settings on screen (`Scene.languageTable`); nil when the
  /// previewer has no languages to show.
  func languagesPanel() -> Panel? {
    guard let all = languages.languages else { return nil }
    let setsDirection = languages.setsDirection
    return scene.languageTable(
      all, current: languages.code, settings: isComparing ? comparedGrid : settings, width: paneWidth,
      mirrors: { setsDirection && $0.direction == .rtl }, exactItemLimit: exactItemLimit)
  }
}
