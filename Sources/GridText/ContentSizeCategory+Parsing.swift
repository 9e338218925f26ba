extension ContentSizeCategory {
  /// Parses a category from its short name (`xS`, `L`, `AX3`) or UIKit name (`extraSmall`,
  /// `accessibilityExtraLarge`), ignoring case.
  ///
  /// - Throws: `ContentSizeCategory.ParsingError` naming the input and the valid names.
  public init(parsing text: some StringProtocol) throws(ParsingError) {
    let wanted = text.lowercased()
    guard
      let match = ContentSizeCategory.allCases.first(where: {
        $0.shortName.lowercased() == wanted || $0.uikitName.lowercased() == wanted
      })
    else {
      throw ParsingError(input: String(text))
    }
    self = match
  }

  /// A text size that is not one of the twelve categories' names.
  public struct ParsingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was not recognised.
    public var input: String

    public init(input: String) {
      self.input = input
    }

    /// One line, naming the input (controls and line breaks shown as placeholders) and every valid
    /// name: `unknown text size 'huge'; expected one of: xS, S, …, AX5 (or extraSmall … …)`.
    public var description: String {
      let names = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
      let first = ContentSizeCategory.allCases.first?.uikitName ?? ""
      let last = ContentSizeCategory.allCases.last?.uikitName ?? ""
      let quoted = SafeText.singleLine(input)
      return "unknown text size '\(quoted)'; expected one of: \(names) (or \(first) … \(last))"
    }
  }
}
