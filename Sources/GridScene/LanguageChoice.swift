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
    let index = all.firstIndex { $0.code == code } ?? 0
    let next = ((index + steps) % all.count + all.count) % all.count
    return next == index ? nil : all[next]
  }

  /// Puts `language` on screen; false (and nothing changes) if it is not one of the languages.
  mutating func choose(_ language: String) -> Bool {
    guard languages?.language(language) != nil else { return false }
    code = language
    return true
  }

  /// The languages of a fixture read again (its string files may have changed): the language on
  /// screen stays if they still have it, else the source language (the first) takes its place.
  ///
  /// - Returns: Whether the language on screen stayed.
  mutating func replace(with new: PreviewLanguages) -> Bool {
    languages = new
    guard new.language(code) == nil else { return true }
    code = new.all.first?.code ?? ""
    return false
  }
}
