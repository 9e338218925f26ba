import GridFixtures

/// What `--language` names: a language of the app's string files (`de`, `pt-BR`, `zh-Hans`) or one
/// of Xcode's pseudolanguages.
public enum Language: Hashable, Sendable, CustomStringConvertible {
  case named(String)
  case pseudo(Pseudolanguage)

  /// `pseudo-double`, `pseudo-accented`, `pseudo-bounded` and `pseudo-rtl` are pseudolanguages;
  /// anything else names a language.
  public init(_ code: String) {
    self = Pseudolanguage(rawValue: code).map(Language.pseudo) ?? .named(code)
  }

  /// The code as written.
  public var description: String {
    switch self {
    case .named(let code): code
    case .pseudo(let pseudo): pseudo.rawValue
    }
  }

  /// A code's language subtag, its base language: `pt` for `pt-BR` (or `pt_BR`), `zh` for `zh-Hans`.
  public static func base(of code: String) -> String {
    String(code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
  }

  /// The languages CLDR writes right to left, by their language subtag.
  public static let rightToLeft: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb",
  ]

  /// The direction of an interface in this language: `rtl` for a right-to-left language and for
  /// `pseudo-rtl`, else `ltr`.
  public var direction: Fixture.Direction {
    switch self {
    case .pseudo(let pseudo):
      return pseudo == .rightToLeft ? .rtl : .ltr
    case .named(let code):
      return Self.rightToLeft.contains(Self.base(of: code).lowercased()) ? .rtl : .ltr
    }
  }
}

/// Xcode's pseudolanguages: the source text changed so that layout problems show without
/// translations.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
  /// Each string twice, as long as the longest translations run.
  case double = "pseudo-double"
  /// Letters with diacritics, in brackets: tall glyphs and text that was never localized stand out.
  case accented = "pseudo-accented"
  /// `[# … #]` around each string: a cut end shows.
  case bounded = "pseudo-bounded"
  /// The source text in a mirrored, right-to-left interface.
  case rightToLeft = "pseudo-rtl"

  /// `text` in this pseudolanguage; an empty text stays empty.
  public func apply(to text: String) -> String {
    guard !text.isEmpty else { return text }
    switch self {
    case .double: return text + " " + text
    case .bounded: return "[# " + text + " #]"
    case .rightToLeft: return text
    case .accented:
      var accented = String.UnicodeScalarView()
      var inSpecifier = false
      for scalar in text.unicodeScalars {
        // Format specifiers are filled before, but a literal `%` sequence is left alone.
        if scalar == "%" { inSpecifier = true }
        if !inSpecifier, let replacement = Self.accents[scalar] {
          accented.append(replacement)
        } else {
          accented.append(scalar)
        }
        if inSpecifier && scalar != "%" && !scalar.properties.isAlphabetic { inSpecifier = false }
        if inSpecifier && scalar.properties.isAlphabetic { inSpecifier = false }
      }
      return "[" + String(accented) + "]"
    }
  }

  private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = "AaBbCcDdEeFfGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz"
    let marked = "ÅåƁƀÇçĐđÉéƑƒĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž"
    return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
  }()
}
