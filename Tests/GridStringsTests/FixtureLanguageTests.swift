import Foundation
import GridFixtures
import GridTestSupport
import Testing

@testable import GridStrings

/// A fixture resolved in several languages at once (`audit --languages`): `all`, the order, the
/// errors, and the strings each language has no translation of or has still to review.
@Suite struct FixtureLanguageTests {
  static var sample: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/localized.json").path
  }

  static func load(_ path: String) throws -> Fixture {
    try Fixture.parse(String(contentsOfFile: path, encoding: .utf8), fileName: path).fixture
  }

  @Test func allIsTheSourceLanguageThenTheOthers() throws {
    let fixture = try Self.load(Self.sample)
    let all = try FixtureLanguage.resolve(fixture, path: Self.sample, languages: ["all"])
    #expect(all.map(\.language.description) == ["en", "ar", "de", "ja", "ru", "th"])
    // Listed codes in their order, each once, with pseudolanguages; `all` may be one of them.
    let listed = try FixtureLanguage.resolve(
      fixture, path: Self.sample, languages: ["pseudo-double", "de", "ALL", "de"])
    #expect(
      listed.map(\.language.description) == ["pseudo-double", "de", "en", "ar", "ja", "ru", "th"])
    // Each is the fixture in that language, with the language's direction.
    let german = try #require(listed.first { $0.language == .named("de") })
    #expect(german.fixture.sections[0].header == "Abholbereit")
    #expect(all.first { $0.language == .named("ar") }?.direction == .rtl)
    #expect(german.direction == .ltr)
    #expect(listed[0].fixture.sections[0].header == "Ready for pickup Ready for pickup")
  }

  @Test func aCodeTheFilesDoNotHaveIsAUsageError() throws {
    let fixture = try Self.load(Self.sample)
    do {
      _ = try FixtureLanguage.resolve(fixture, path: Self.sample, languages: ["de", "xx"])
      Issue.record("no error")
    } catch {
      #expect(error.exitCode == 64)
      #expect(error.lines.count == 1 && error.lines[0].hasPrefix("gridpreview: unknown language 'xx': "))
    }
  }

  /// A fixture without string files has no languages: `all` adds none, a pseudolanguage still
  /// applies, a named language is unknown.
  @Test func aFixtureWithoutStringFilesHasNoLanguages() throws {
    #expect(try FixtureLanguage.resolve(.demo, path: nil, languages: ["all"]).isEmpty)
    let pseudo = try FixtureLanguage.resolve(.demo, path: nil, languages: ["all", "pseudo-bounded"])
    #expect(pseudo.map(\.language) == [.pseudo(.bounded)])
    #expect(pseudo[0].fixture.sections[0].header == "[# Fruit #]")
    #expect(throws: FixtureLanguage.Failure.self) {
      try FixtureLanguage.resolve(.demo, path: nil, languages: ["de"])
    }
  }

  /// The sample's Japanese lacks `order.scan` (shown in English) and marks one string
  /// needs_review; German lacks nothing; the source language and pseudolanguages have no issues.
  @Test func missingAndUnreviewedTranslationsAreIssuesAtTheirKeys() throws {
    let fixture = try Self.load(Self.sample)
    let languages = try FixtureLanguage.resolve(
      fixture, path: Self.sample, languages: ["en", "de", "ja", "pseudo-accented"])
    let issues = Dictionary(uniqueKeysWithValues: languages.map { ($0.language.description, $0.issues) })
    #expect(issues["en"] == [] && issues["de"] == [] && issues["pseudo-accented"] == [])
    let japanese = try #require(issues["ja"])
    #expect(japanese.map(\.reference.key) == ["order.scan", "settings.notifications.body"])
    #expect(japanese.map(\.kind) == [.missing(shownIn: "en"), .needsReview])
    #expect(japanese[0].field == .itemText(section: 0, item: 4))
    let catalog = try String(
      contentsOfFile: URL(fileURLWithPath: Self.sample).deletingLastPathComponent()
        .appendingPathComponent("Localizable.xcstrings").path, encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false)
    for issue in japanese {
      let location = try #require(issue.keyLocation)
      #expect(location.fileName.hasSuffix("Fixtures/Localizable.xcstrings"))
      let line = catalog[location.position.line - 1]
      #expect(
        line.dropFirst(location.position.column - 1).hasPrefix("\"\(issue.reference.key)\" : {"), "\(line)")
    }
  }

  /// A language whose base language has the string is not missing it (`de-CH` shows `de`'s), one
  /// shown through the source language is; one string used twice is one issue.
  @Test func aBaseLanguagesStringIsNoIssue() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"""
      {"sourceLanguage": "en", "strings": {
        "a": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "A"}},
                                "de": {"stringUnit": {"state": "translated", "value": "Ä"}}}},
        "b": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "B"}},
                                "de-CH": {"stringUnit": {"state": "translated", "value": "B"}}}},
        "c": {}
      }}
      """#, to: "Localizable.xcstrings")
    let path = try folder.write(
      #"{"strings": ["Localizable.xcstrings"], "sections": [{"items": [{"text": {"key": "a"}}, {"text": {"key": "b"}}, "#
        + #"{"text": {"key": "c"}}, {"title": {"key": "b"}, "text": {"key": "a"}}]}]}"#, to: "f.json")
    let fixture = try Self.load(path)
    let swiss = try #require(try FixtureLanguage.resolve(fixture, path: path, languages: ["de-CH"]).first)
    #expect(swiss.issues.map(\.kind) == [.missing(shownIn: nil)], "only c, which has no value anywhere")
    let german = try #require(try FixtureLanguage.resolve(fixture, path: path, languages: ["de"]).first)
    #expect(german.issues.map(\.reference.key) == ["b", "c"])
    #expect(german.issues.map(\.kind) == [.missing(shownIn: "en"), .missing(shownIn: nil)])
    #expect(german.issues[0].field == .itemText(section: 0, item: 1), "b's first field, once")
  }
}
