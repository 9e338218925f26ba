import GridFixtures

/// A piece of text in a string file and where its value starts (the opening quote of a
/// `.xcstrings` `value` or a `.strings` value, a `.stringsdict` `<string>`).
public struct LocatedText: Hashable, Sendable {
  public var text: String
  public var position: SourcePosition

  public init(_ text: String, at position: SourcePosition) {
    self.text = text
    self.position = position
  }
}

/// One string of one language in a table: its text or plural forms, the plural variables its text
/// names (`%#@count@`), its translation state, and where it is.
public struct Translation: Hashable, Sendable {
  /// The text, or the forms chosen by the plural category of the string's first number argument.
  public enum Value: Hashable, Sendable {
    case text(LocatedText)
    case plural([PluralCategory: LocatedText])
  }

  /// A plural variable a text names with `%#@name@` (a String Catalog's `substitutions`, a
  /// `.stringsdict` variable): the forms chosen by the plural category of its argument.
  public struct Substitution: Hashable, Sendable {
    /// The 1-based argument it is chosen by, or nil for the argument at its place in the text.
    public var argument: Int?
    /// The specifier the forms' `%d`-like placeholders format the argument with (`lld`, `d`).
    public var formatSpecifier: String
    public var forms: [PluralCategory: LocatedText]

    public init(argument: Int? = nil, formatSpecifier: String = "d", forms: [PluralCategory: LocatedText]) {
      self.argument = argument
      self.formatSpecifier = formatSpecifier
      self.forms = forms
    }
  }

  public var value: Value
  public var substitutions: [String: Substitution]
  /// A String Catalog's `state` (`translated`, `needs_review`, `new`, `stale`), or nil.
  public var state: String?
  /// The file it was read from, as its path was given.
  public var fileName: String

  public init(
    value: Value, substitutions: [String: Substitution] = [:], state: String? = nil, fileName: String
  ) {
    self.value = value
    self.substitutions = substitutions
    self.state = state
    self.fileName = fileName
  }

  /// Where the translation's text starts: its text's, or the `other` form's (else the first form's).
  public var position: SourcePosition {
    switch value {
    case .text(let text): text.position
    case .plural(let forms):
      (forms[.other] ?? forms.sorted { $0.key < $1.key }.first?.value)?.position ?? .start
    }
  }
}

extension [PluralCategory: LocatedText] {
  /// The form for `category`, else `other`, else the first there is.
  func form(for category: PluralCategory) -> LocatedText? {
    self[category] ?? self[.other] ?? sorted { $0.key < $1.key }.first?.value
  }
}
