import GridFixtures
import GridText

/// A fixture resolved for a language: plain text everywhere, what the rest of the program lays out.
public struct LocalizedFixture: Hashable, Sendable {
  public var fixture: Fixture
  public var language: Language
  /// The fields whose string has no translation in the language and shows the source language's
  /// (or its key), with the reference.
  public var untranslated: [Fixture.TextField]
  /// Every field that held a text reference, resolved: its text, the translation and language it
  /// came from, and where that text is in its string file (for a pseudolanguage, the source
  /// language's, which it changes).
  public var sources: [Fixture.TextField: ResolvedText] = [:]
  /// The strings shown that have no translation in the language, or one still to be reviewed (none
  /// for the source language and pseudolanguages).
  public var issues: [TranslationIssue] = []

  /// The interface's direction in this language: the fixture's when it says one, else the
  /// language's (`rtl` for Arabic, Hebrew, … and `pseudo-rtl`). `--direction` wins over both.
  public var direction: Fixture.Direction {
    fixture.direction ?? language.direction
  }
}

extension Fixture {
  /// The fixture with every text reference replaced by its string in `language` (falling back to
  /// the source language, then to the key), and for a pseudolanguage every text of the fixture
  /// changed by it (references resolved in the source language first).
  ///
  /// The direction is not changed here: whether the language's direction applies depends on
  /// `--direction` as well (see ``Language/direction``).
  public func localized(for language: Language, strings: StringFiles?) -> LocalizedFixture {
    var untranslated: [Fixture.TextField] = []
    var sources: [Fixture.TextField: ResolvedText] = [:]
    let code = language.lookedUp(in: strings)
    let fixture =
      resolved(
        in: language, strings: strings,
        each: { field, resolved in
          sources[field] = resolved
          if resolved.language != code { untranslated.append(field) }
        }) ?? self
    var issues: [TranslationIssue] = []
    if let strings, case .named = language {
      issues = strings.issues(in: code, sources: sources, references: textReferences)
    }
    return LocalizedFixture(
      fixture: fixture, language: language, untranslated: untranslated, sources: sources, issues: issues)
  }

  /// Only the fixture of ``localized(for:strings:)``, as work in the background (the previewer's
  /// language key on a large fixture): `progress` is told the share of texts done now and then, and
  /// once `isCancelled` says yes it stops and returns nil.
  public func localizedFixture(
    for language: Language, strings: StringFiles?, progress: (Double) -> Void, isCancelled: () -> Bool
  ) -> Fixture? {
    resolved(in: language, strings: strings, progress: progress, isCancelled: isCancelled)
  }

  /// The fixture with every text reference replaced by its string in `language` (`each` is told
  /// every one), and for a pseudolanguage every text changed by it; nil once `isCancelled` said yes
  /// (asked every 1,024 texts, when `progress` is told the share done).
  private func resolved(
    in language: Language, strings: StringFiles?, progress: (Double) -> Void = { _ in },
    isCancelled: () -> Bool = { false }, each: (TextField, ResolvedText) -> Void = { _, _ in }
  ) -> Fixture? {
    var fixture = self
    let code = language.lookedUp(in: strings)
    // pseudo-rtl keeps the text as it is: nothing to walk a million items for.
    var pseudo: Pseudolanguage?
    if case .pseudo(let changing) = language, changing != .rightToLeft { pseudo = changing }
    let fields = pseudo == nil ? [] : TextField.all(in: fixture)
    let total = Double(max(1, (strings == nil ? 0 : textReferences.count) + fields.count))
    var done = 0
    func goesOn() -> Bool {
      done += 1
      guard done & 1023 == 0 else { return true }
      if isCancelled() { return false }
      progress(Double(done) / total)
      return true
    }
    if let strings {
      for (field, reference) in textReferences {
        guard goesOn() else { return nil }
        let resolved = strings.text(for: reference, in: code)
        field.set(resolved.text, in: &fixture)
        each(field, resolved)
      }
    }
    if let pseudo {
      for field in fields {
        guard goesOn() else { return nil }
        if let text = field.text(in: fixture) { field.set(pseudo.apply(to: text), in: &fixture) }
      }
    }
    return fixture
  }

  /// One field's text in `language`, as ``localized(for:strings:)`` gives it (nil for a field the
  /// fixture does not have): what the previewer's languages panel samples of a fixture too large
  /// to resolve whole in every language while a person waits.
  public func localizedText(of field: TextField, for language: Language, strings: StringFiles?) -> String? {
    var text = field.text(in: self)
    if let strings, let reference = textReferences[field] {
      text = strings.text(for: reference, in: language.lookedUp(in: strings)).text
    }
    if case .pseudo(let pseudo) = language { text = text.map(pseudo.apply) }
    return text
  }

  /// Every text reference whose key its table does not have, as an error naming the key and the
  /// closest one there is, at the reference in the fixture file.
  public func unknownKeys(in strings: StringFiles, fileName: String) -> [FixtureDiagnostic] {
    textReferences.values.sorted { $0.position < $1.position }.compactMap { reference in
      let (known, suggestion) = strings.check(reference)
      if known { return nil }
      var message =
        "unknown key \(reference.key.quotedForMessage()) in the table \(reference.table.quotedForMessage())"
      if strings.keys[reference.table] == nil {
        let tables = strings.keys.keys.sorted().map { $0.quotedForMessage() }.joined(separator: ", ")
        message = "unknown table \(reference.table.quotedForMessage()) (the string files have \(tables))"
      }
      if let suggestion { message += "; did you mean \(suggestion.quotedForMessage())?" }
      return FixtureDiagnostic(
        severity: .error, fileName: fileName, position: reference.position, path: "", message: message)
    }
  }
}

extension Language {
  /// The language strings are looked up in: this one, or for a pseudolanguage the source language
  /// (which it changes).
  fileprivate func lookedUp(in strings: StringFiles?) -> String {
    switch self {
    case .named(let name): name
    case .pseudo: strings?.sourceLanguage ?? ""
    }
  }
}
