import GridText

/// CLDR's cardinal plural categories: which form of a string a number takes in a language.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, Comparable {
  case zero, one, two, few, many, other

  public static func < (a: Self, b: Self) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }

  /// The category of `number` in `language` (`"ru"`, `"pt-BR"`), by CLDR's rules as ICU 72 (CLDR 42)
  /// has them; without ICU's i18n library, English's rule (`one` for exactly 1, else `other`).
  public static func of(_ number: Double, in language: String) -> PluralCategory {
    let locale = language.replacing("-", with: "_")
    if let name = ICU.pluralCategory(of: number, locale: locale),
      let category = PluralCategory(rawValue: name)
    {
      return category
    }
    return number == 1 ? .one : .other
  }
}
