import Foundation
import GridFixtures
import GridStrings
import Testing

/// A fixture's languages as the previewer steps through them, and one field's text in a language
/// (what the languages panel samples) against the whole fixture resolved.
@Suite struct LanguageOrderTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/localized.json").path

  static func loadSample() throws -> (fixture: Fixture, strings: StringFiles?) {
    let fixture = try Fixture.load(contentsOf: sample).fixture
    return (fixture, try FixtureLanguage.stringFiles(of: fixture, path: sample))
  }

  @Test func theSourceLanguageComesFirstThenTheOthersSortedThenThePseudolanguages() throws {
    let (_, strings) = try Self.loadSample()
    #expect(strings?.sourceLanguage == "en")
    #expect(
      FixtureLanguage.languages(in: strings).map(\.description) == [
        "en", "ar", "de", "ja", "ru", "th", "pseudo-double", "pseudo-accented", "pseudo-bounded",
        "pseudo-rtl",
      ])
    // A source language that is not first in the alphabet still comes first.
    let german = StringFiles(
      sourceLanguage: "de",
      tables: ["L": ["ar": [:], "de": [:], "en": [:]]])
    #expect(FixtureLanguage.languages(in: german).prefix(3).map(\.description) == ["de", "ar", "en"])
  }

  @Test func withoutStringFilesTheFixturesOwnTextComesFirst() throws {
    let languages = FixtureLanguage.languages(in: nil)
    #expect(
      languages.map(\.description) == [
        "", "pseudo-double", "pseudo-accented", "pseudo-bounded", "pseudo-rtl",
      ])
    #expect(try FixtureLanguage.language(nil, in: nil) == Language(""))
    // The fixture's own text is the fixture as it is.
    #expect(Fixture.demo.localized(for: Language(""), strings: nil).fixture == Fixture.demo)
    // Naming a language still needs string files.
    #expect(throws: FixtureLanguage.Failure.self) { try FixtureLanguage.language("de", in: nil) }
    #expect(throws: FixtureLanguage.Failure.self) { try FixtureLanguage.language("", in: nil) }
  }

  /// Every field's text in every language, asked one field at a time, is the text of the fixture
  /// resolved whole.
  @Test func oneFieldsTextIsThatOfTheWholeFixtureResolved() throws {
    let (fixture, strings) = try Self.loadSample()
    let fields = Fixture.TextField.all(in: fixture)
    #expect(fields.count > 10)
    for language in FixtureLanguage.languages(in: strings) {
      let whole = fixture.localized(for: language, strings: strings).fixture
      for field in fields {
        #expect(
          fixture.localizedText(of: field, for: language, strings: strings) == field.text(in: whole),
          "\(field) in \(language)")
      }
    }
    #expect(
      fixture.localizedText(of: .itemText(section: 99, item: 0), for: Language("de"), strings: strings) == nil
    )
    let german = fixture.localizedText(of: .header(section: 0), for: Language("de"), strings: strings)
    #expect(german == "Abholbereit")
  }
}
