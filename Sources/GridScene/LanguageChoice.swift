import GridFixtures

/// The language on screen, the languages there are to choose from, and whether choosing one sets
/// the interface's direction: the rules of the language key and of a reload that changes the string
/// files, without the scene (the previewer replaces it).
struct LanguageChoice: Sendable {
  /// The languages (nil: the fixture is shown only as it was loaded).
  private(set) var languages: PreviewLanguages?
  /// The code of the language on screen (`""`: the fixture's own text, or no languages at all).
  private(set) var code: String
  /// Whether a language's direction becomes the interface's when it is chosen: yes unless
  /// `--direction` was given or the fixture says a direction.
  let setsDirection: Bool

  /// A language being prepared in the background (`LanguageJob`): its code, and which switch asked
  /// for it (a later switch's job replaces it, and only its result is shown).
  struct Pending: Equatable, Sendable {
    var code: String
    var request: Int
  }

  /// The language being prepared for the screen, if any; the one on screen stays until it is ready.
  private(set) var pending: Pending?
  /// What the runtime was last asked to prepare (`Command.prepareLanguage`).
  private var requested: Pending?
  /// How many switches have asked for a language to be prepared.
  private var requests = 0
  /// How far the preparation is, in tenths (0…1; 0 while the runtime gives no figure yet).
  private(set) var progress: Double?

  init(_ languages: PreviewLanguages?, code: String, setsDirection: Bool) {
    self.languages = languages
    self.code = code
    self.setsDirection = setsDirection
  }

  /// The language on screen, if it is one of the languages.
  var current: PreviewLanguages.Language? { languages?.language(code) }

  /// The language `steps` away from the one on screen in the key's order, going round; nil when
  /// there is no other.
  func stepped(by steps: Int) -> PreviewLanguages.Language? {
    guard let all = languages?.all, all.count > 1 else { return nil }
    // From the language being prepared: a second `a` goes on from where the first goes.
    let from = pending?.code ?? code
    let index = all.firstIndex { $0.code == from } ?? 0
    let next = ((index + steps) % all.count + all.count) % all.count
    return next == index ? nil : all[next]
  }

  /// Puts `language` on screen; false (and nothing changes) if it is not one of the languages.
  mutating func choose(_ language: String) -> Bool {
    guard languages?.language(language) != nil else { return false }
    code = language
    return true
  }

  /// Starts preparing `language` in the background (replacing any preparation before).
  mutating func prepare(_ language: String) {
    requests += 1
    pending = Pending(code: language, request: requests)
    progress = 0
  }

  /// Stops waiting for a language: nothing prepared before is shown.
  mutating func dropPending() {
    pending = nil
    progress = nil
  }

  /// The prepared language `request` asked for, if it is the one awaited: no longer pending (and
  /// no job to cancel).
  ///
  /// - Returns: Whether it is the one awaited.
  mutating func takePrepared(request: Int) -> Bool {
    guard pending?.request == request else { return false }
    pending = nil
    requested = nil
    progress = nil
    return true
  }

  /// Takes how far the preparation is (0…1), in tenths, while one is awaited.
  ///
  /// - Returns: Whether the tenths shown changed.
  mutating func takeProgress(_ share: Double?) -> Bool {
    let tenths = pending == nil ? nil : ((share ?? 0) * 10).rounded(.down) / 10
    guard tenths != progress else { return false }
    progress = tenths
    return true
  }

  /// Starts the preparation awaited, or cancels the one running, when that changed since the
  /// runtime was last asked.
  mutating func preparationCommands() -> [PreviewState.Command] {
    guard pending != requested else { return [] }
    requested = pending
    guard let pending, let languages else { return [.cancelLanguage] }
    return [.prepareLanguage(LanguageJob(code: pending.code, request: pending.request, languages: languages))]
  }

  /// The languages of a fixture read again (its string files may have changed): the language on
  /// screen stays if they still have it, else the source language (the first) takes its place. A
  /// language being prepared is prepared again from them, if they still have it.
  ///
  /// - Returns: Whether the language on screen stayed.
  mutating func replace(with new: PreviewLanguages) -> Bool {
    languages = new
    if let pending {
      if new.language(pending.code) != nil { prepare(pending.code) } else { dropPending() }
    }
    guard new.language(code) == nil else { return true }
    code = new.all.first?.code ?? ""
    return false
  }
}
