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
  ///
  /// A fixture of more than `exactItemLimit` items is resolved in the language in the background
  /// (`Command.prepareLanguage`, at the end of the batch): the language on screen stays, keys are
  /// answered, the status bar says what is being prepared, and the view changes when it is ready
  /// (`Message.languagePrepared`). A later switch replaces the one awaited; switching back to the
  /// language on screen stops it.
  mutating func switchLanguage(to code: String) {
    guard languages.languages?.language(code) != nil else { return }
    if code == languages.code {
      guard languages.pending != nil else { return }
      languages.dropPending()
      notices.say("language \(Scene.languageLabel(code)), as before")
      return
    }
    guard scene.itemCount <= layouts.exactItemLimit, let all = languages.languages else {
      languages.prepare(code)
      // The status bar says it (`preparingLabel`), with how far once there is a figure.
      notices.message = nil
      return
    }
    languages.dropPending()
    show(language: code, fixture: all.fixture(code))
  }

  /// A language prepared in the background: shown if it is the one awaited (`switchLanguage`).
  mutating func languagePrepared(_ prepared: PreparedLanguage) -> [Command] {
    guard languages.takePrepared(request: prepared.request) else { return [] }
    show(language: prepared.code, fixture: prepared.fixture)
    return [.draw]
  }

  /// Puts `fixture`, the fixture in the language `code`, on screen and says so (see
  /// `switchLanguage`); the last search is made again in it.
  private mutating func show(language code: String, fixture: Fixture) {
    let direction = settings.direction
    guard languages.choose(code), let language = languages.current else { return }
    scene = Scene(fixture: fixture)
    layouts.replaceFixture()
    if languages.setsDirection { settings.direction = language.direction }
    relayout()
    searchAgain()
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
    languages.dropPending()
    scene = Scene(fixture: all.fixture(code))
    layouts.replaceFixture()
    searchAgain()
    return true
  }

  /// What the status bar says while a language is prepared: `preparing de…`, and once the
  /// runtime gives a figure (after a second), how far: `preparing de 40%`.
  var preparingLabel: String? {
    guard let pending = languages.pending else { return nil }
    let progress = languages.progress ?? 0
    return "preparing \(Scene.languageLabel(pending.code))"
      + (progress > 0 ? " \(Int((progress * 100).rounded()))%" : "…")
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
