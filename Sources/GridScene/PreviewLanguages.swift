import GridFixtures

/// The languages a previewer can show its fixture in — the language key steps through them, the
/// languages panel lays the fixture out in each — and how to get the fixture's text in each.
///
/// The executable makes it from the app's string files (GridStrings reads them); the previewer only
/// knows the languages' codes and directions and asks these closures for text, so the model stays
/// free of file formats and is tested with plain closures.
///
/// ```swift
/// let languages = PreviewLanguages(
///   all: [.init(code: "en"), .init(code: "ar", direction: .rtl)],
///   fixture: { code in code == "ar" ? arabic : english },
///   texts: { code, fields in fields.map { $0.text(in: code == "ar" ? arabic : english) } })
/// ```
public struct PreviewLanguages: Sendable {
  /// One language: its code and the direction of an interface in it.
  public struct Language: Hashable, Sendable {
    /// As `--language` and the status bar write it (`de`, `pt-BR`, `pseudo-double`); empty for a
    /// fixture's text as written when it names no string files.
    public var code: String
    /// Right to left for Arabic, Hebrew and the like (and `pseudo-rtl`).
    public var direction: Fixture.Direction

    public init(code: String, direction: Fixture.Direction = .ltr) {
      self.code = code
      self.direction = direction
    }
  }

  /// Every language, in the order the language key steps through them; the first is the source
  /// language, what a fixture shows when no language is asked for.
  public var all: [Language]
  /// The fixture with every text in the language `code` (one of `all`'s), whole.
  public var fixture: @Sendable (_ code: String) -> Fixture
  /// The text of each of `fields` in the language `code` (one of `all`'s), nil for a field the
  /// fixture does not have: what the languages panel samples of a fixture too large to resolve
  /// whole in every language while a person waits.
  public var texts: @Sendable (_ code: String, _ fields: [Fixture.TextField]) -> [String?]
  /// ``fixture`` as background work (`LanguageJob`): telling the share done now and then, and
  /// stopping with nil once `isCancelled` says so.
  public var prepare:
    @Sendable (
      _ code: String, _ progress: @escaping (Double) -> Void, _ isCancelled: @escaping () -> Bool
    ) -> Fixture?

  /// - Parameter prepare: ``fixture`` watched and cancellable; without it, `fixture` (which cannot
  ///   be stopped once started).
  public init(
    all: [Language], fixture: @escaping @Sendable (_ code: String) -> Fixture,
    texts: @escaping @Sendable (_ code: String, _ fields: [Fixture.TextField]) -> [String?],
    prepare: (
      @Sendable (
        _ code: String, _ progress: @escaping (Double) -> Void, _ isCancelled: @escaping () -> Bool
      ) -> Fixture?
    )? = nil
  ) {
    self.all = all
    self.fixture = fixture
    self.texts = texts
    self.prepare = prepare ?? { code, _, _ in fixture(code) }
  }

  /// The language `code`, if it is one of these.
  public func language(_ code: String) -> Language? { all.first { $0.code == code } }
}
