import GridFixtures
import GridScene
import GridStrings
import GridText

extension Audit {
  /// Checks a fixture in every language of `languages` (each the fixture resolved in one, by
  /// `FixtureLanguage.resolve(_:path:languages:)`) at every width and size of `configuration`:
  /// sizes × widths × languages.
  ///
  /// The table has every language's measure, and `measure(width:category:)` gives the tallest. A
  /// finding about text that is a string of the app's points at the translation shown — its value in
  /// the String Catalog or `.strings` file, the plural form chosen — and one about literal text, or
  /// about the layout, at the fixture as without languages; the same finding at the same place in
  /// several languages is one entry, listing them. Each language adds a note for every string it
  /// has no translation of (shown in the source language) and every translation still marked
  /// `needs_review`, at the string's key.
  ///
  /// ```swift
  /// let languages = try FixtureLanguage.resolve(fixture, path: "Fixtures/localized.json", languages: ["all"])
  /// let report = Audit.run(languages: languages, file: "Fixtures/localized.json", sourceMap: map,
  ///                        configuration: .init())
  /// report.languages  // ["en", "ar", "de", "ja", "ru", "th"]
  /// ```
  ///
  /// - Parameter languages: At least one; their languages' directions apply unless
  ///   `configuration.direction` is given.
  public static func run(
    languages: [LocalizedFixture], file: String, sourceMap: FixtureSourceMap?, configuration: Configuration,
    progress: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) -> AuditReport {
    precondition(!languages.isEmpty, "an audit across languages needs at least one")
    let variants = languages.map { localized in
      Variant(
        fixture: localized.fixture, direction: localized.direction, sources: localized.sources,
        issues: localized.issues)
    }
    return sweep(
      variants, languages: languages.map(\.language.description), file: file, embeddedText: nil,
      sourceMap: sourceMap, configuration: configuration, progress: progress)
  }

  /// The text field a finding is about, when it is about text: the field holding a broken word; an
  /// item's text for text cut by its height or line limit and for a row it makes too tall; a
  /// header's or footer's text cut by its height. Nil for findings about the layout (columns,
  /// uneven flow rows, mirroring).
  static func textField(of finding: Finding) -> Fixture.TextField? {
    switch (finding.rule, finding.subject) {
    case (.wordBroken, .item(let section, let item)):
      return finding.key == "title"
        ? .itemTitle(section: section, item: item) : .itemText(section: section, item: item)
    case (.textCutByHeight, .item(let section, let item)), (.textCutByMaxLines, .item(let section, let item)),
      (.rowTallerThanScreen, .item(let section, let item)):
      return .itemText(section: section, item: item)
    case (.bandCutByHeight, .header(let section)): return .header(section: section)
    case (.bandCutByHeight, .footer(let section)): return .footer(section: section)
    default: return nil
    }
  }

  /// Where the translation a finding is about is, in `variant`'s language; nil when the finding is
  /// not about text or its text is written in the fixture. A broken word is looked for among the
  /// translation's pieces (the value, then the plural variables' forms it took), so a word of a
  /// `.stringsdict` form or a catalog's substitution points at that form.
  static func translation(of finding: Finding, in variant: Variant) -> StringLocation? {
    guard let field = textField(of: finding), let resolved = variant.sources[field],
      var location = resolved.location
    else { return nil }
    if case .wordTooWide(let word, _, _) = finding.detail,
      let piece = resolved.pieces.first(where: { $0.text.contains(word) })
    {
      location.position = piece.position
    }
    return location
  }

  /// The fixture key of a text field (`title`, `text`, `header`, `footer`).
  static func key(of field: Fixture.TextField) -> String {
    switch field {
    case .title, .itemTitle: "title"
    case .itemText: "text"
    case .header: "header"
    case .footer: "footer"
    }
  }

  /// A translation issue as a note about the field that shows the string, at one width and size.
  static func finding(
    for issue: TranslationIssue, in fixture: Fixture, width: Int, category: ContentSizeCategory
  ) -> Finding {
    let subject: Finding.Subject
    var title: String?
    switch issue.field {
    case .title: subject = .title
    case .header(let section): subject = .header(section: section)
    case .footer(let section): subject = .footer(section: section)
    case .itemTitle(let section, let item), .itemText(let section, let item):
      subject = .item(section: section, item: item)
      title = Fixture.TextField.itemTitle(section: section, item: item).text(in: fixture)
    }
    let rule: Finding.Rule
    let detail: Finding.Detail
    switch issue.kind {
    case .missing(let shownIn):
      rule = .translationMissing
      detail = .untranslated(key: issue.reference.key, table: issue.reference.table, shownIn: shownIn)
    case .needsReview:
      rule = .translationNeedsReview
      detail = .needsReview(key: issue.reference.key, table: issue.reference.table)
    }
    return Finding(
      rule: rule, subject: subject, title: title, key: key(of: issue.field), width: width, category: category,
      detail: detail)
  }

  /// The entries of an audit across languages, finished and in order: each names its item by its
  /// title in the first language audited, and its identity's text is the subject's own text in
  /// every language it occurs in; sorted by subject, rule, first language, file (the fixture
  /// first) and position.
  static func languageEntries(
    gathered: [GatherKey: AuditReport.Entry], variants: [Variant], configuration: Configuration
  ) -> [AuditReport.Entry] {
    var entries = Array(gathered.values)
    for index in entries.indices {
      let subject = entries[index].finding.subject
      if case .item(let section, let item) = subject {
        entries[index].finding.title = Fixture.TextField.itemTitle(section: section, item: item).text(
          in: variants[0].fixture)
      }
      let own = entries[index].languageIndices.flatMap {
        FindingIdentity.ownText(of: subject, in: variants[$0].fixture)
      }
      entries[index].textDigest = FindingIdentity.digest(ofOwnText: own)
    }
    let keys = entries.map {
      (
        $0.finding.subject, $0.finding.rule.order, $0.occurrences[0].language, $0.file ?? "",
        $0.position ?? .start
      )
    }
    return entries.indices.sorted { keys[$0] < keys[$1] }.map { entries[$0] }
  }
}
