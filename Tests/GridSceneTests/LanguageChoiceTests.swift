import GridFixtures
import Testing

@testable import GridScene

/// `LanguageChoice` as a value: stepping round, choosing, and taking the languages of a reload.
@Suite struct LanguageChoiceTests {
  @Test func itStepsRoundBothWays() {
    let choice = LanguageChoice(threeLanguages().languages, code: "en", setsDirection: true)
    #expect(choice.stepped(by: 1)?.code == "de")
    #expect(choice.stepped(by: 2)?.code == "ar")
    #expect(choice.stepped(by: -1)?.code == "ar")
    #expect(choice.stepped(by: -4)?.code == "ar")
    #expect(choice.stepped(by: 3) == nil, "all the way round is where it was")
    #expect(choice.current?.code == "en")
    let alone = LanguageChoice(fixtureLanguages([("", .ltr, .demo)]), code: "", setsDirection: true)
    #expect(alone.stepped(by: 1) == nil)
    #expect(LanguageChoice(nil, code: "", setsDirection: true).stepped(by: 1) == nil)
  }

  @Test func onlyItsOwnLanguagesCanBeChosen() {
    var choice = LanguageChoice(threeLanguages().languages, code: "en", setsDirection: false)
    let arabic = choice.choose("ar")
    #expect(arabic)
    #expect(choice.code == "ar" && choice.current?.direction == .rtl)
    let french = choice.choose("fr")
    #expect(!french)
    #expect(choice.code == "ar")
  }

  @Test func aReloadKeepsTheLanguageIfItIsStillThere() {
    var choice = LanguageChoice(threeLanguages().languages, code: "de", setsDirection: true)
    let kept = choice.replace(with: threeLanguages().languages)
    #expect(kept)
    #expect(choice.code == "de")
    let lost = choice.replace(with: fixtureLanguages([("fr", .ltr, .demo), ("it", .ltr, .demo)]))
    #expect(!lost)
    #expect(choice.code == "fr")
  }
}
