import GridFixtures

/// A string a fixture shows that is not translated into a language as it should be: missing (the
/// source language's text shows through fallback, or the key when no language has it), or still
/// marked `needs_review` in a String Catalog. `audit --languages` reports each as a note.
public struct TranslationIssue: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// No translation in the language (nor its base language): the text shown is in `shownIn`,
    /// the source language, or the key itself when nil.
    case missing(shownIn: String?)
    /// The translation is there, but its `state` is `needs_review`.
    case needsReview
  }

  public var kind: Kind
  /// The first field, in file order, that shows the string.
  public var field: Fixture.TextField
  public var reference: Fixture.TextReference
  /// Where the string's key is written (``StringFiles/keyLocations``).
  public var keyLocation: StringLocation?

  public init(
    kind: Kind, field: Fixture.TextField, reference: Fixture.TextReference, keyLocation: StringLocation?
  ) {
    self.kind = kind
    self.field = field
    self.reference = reference
    self.keyLocation = keyLocation
  }
}

extension StringFiles {
  /// What is wrong with the translations of `sources` (the fields of a fixture resolved in
  /// `language`, with their references): one issue per string (key and table), at the first field
  /// in file order that shows it. None in the source language, whose keys show themselves by
  /// design when they have no value, nor for a language whose base language has the string.
  func issues(
    in language: String, sources: [Fixture.TextField: ResolvedText],
    references: [Fixture.TextField: Fixture.TextReference]
  ) -> [TranslationIssue] {
    guard language != sourceLanguage else { return [] }
    let accepted = [language, Language.base(of: language)]
    var issues: [TranslationIssue] = []
    var seen: Set<Fixture.TextReference> = []
    for (field, reference) in references.sorted(by: { $0.value.position < $1.value.position }) {
      guard let resolved = sources[field] else { continue }
      let kind: TranslationIssue.Kind
      if let found = resolved.language, accepted.contains(found) {
        guard resolved.translation?.state == "needs_review" else { continue }
        kind = .needsReview
      } else {
        kind = .missing(shownIn: resolved.language)
      }
      // One issue per string, whatever its arguments.
      let string = Fixture.TextReference(key: reference.key, table: reference.table)
      guard seen.insert(string).inserted else { continue }
      issues.append(
        TranslationIssue(
          kind: kind, field: field, reference: reference,
          keyLocation: keyLocations[reference.table]?[reference.key]))
    }
    return issues
  }
}
