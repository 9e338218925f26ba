import GridText
import Testing

@Suite struct ContentSizeCategoryTests {
  @Test func twelveCategoriesInOrderWithLargeTheDefault() {
    #expect(
      ContentSizeCategory.allCases == [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
      ])
    #expect(ContentSizeCategory.default == .large)
    #expect(ContentSizeCategory.allCases.sorted() == ContentSizeCategory.allCases)
    #expect(ContentSizeCategory.small < .accessibilityMedium)
  }

  @Test func namesShortAndUIKit() {
    #expect(
      ContentSizeCategory.allCases.map(\.shortName) == [
        "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5",
      ])
    #expect(
      ContentSizeCategory.allCases.map(\.uikitName) == [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
      ])
    #expect(ContentSizeCategory.accessibilityLarge.description == "AX2")
  }

  @Test func onlyTheFiveLargestAreAccessibilitySizes() {
    #expect(
      ContentSizeCategory.allCases.filter(\.isAccessibility).map(\.shortName) == [
        "AX1", "AX2", "AX3", "AX4", "AX5",
      ])
  }

  @Test func steppingIsClampedAtBothEnds() {
    #expect(ContentSizeCategory.large.next == .extraLarge)
    #expect(ContentSizeCategory.large.previous == .medium)
    #expect(ContentSizeCategory.extraSmall.previous == .extraSmall)
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.next == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory.large.stepped(by: 4) == .accessibilityMedium)
    #expect(ContentSizeCategory.large.stepped(by: -2) == .small)
    #expect(ContentSizeCategory.large.stepped(by: 0) == .large)
    #expect(ContentSizeCategory.large.stepped(by: 100) == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory.large.stepped(by: -100) == .extraSmall)
    #expect(ContentSizeCategory.medium.stepped(by: .max) == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory.medium.stepped(by: .min) == .extraSmall)
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func parsesEitherSpellingInAnyCase(category: ContentSizeCategory) throws {
    #expect(try ContentSizeCategory(parsing: category.shortName) == category)
    #expect(try ContentSizeCategory(parsing: category.uikitName) == category)
    #expect(try ContentSizeCategory(parsing: category.shortName.uppercased()) == category)
    #expect(try ContentSizeCategory(parsing: category.uikitName.lowercased()) == category)
  }

  @Test func unknownNamesThrowAOneLineErrorListingTheValidNames() {
    #expect(throws: ContentSizeCategory.ParsingError(input: "huge")) {
      try ContentSizeCategory(parsing: "huge")
    }
    let expected =
      "unknown text size 'huge'; expected one of: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5 "
      + "(or extraSmall … accessibilityExtraExtraExtraLarge)"
    #expect(ContentSizeCategory.ParsingError(input: "huge").description == expected)
    for input in ["", " L", "AX6", "x\nL"] {
      do {
        _ = try ContentSizeCategory(parsing: input)
        Issue.record("'\(input)' parsed")
      } catch {
        #expect(error.input == input)
        #expect(!error.description.contains("\n"))
      }
    }
  }
}
