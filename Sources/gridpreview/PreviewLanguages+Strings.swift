import GridFixtures
import GridScene
import GridStrings

extension PreviewLanguages {
  /// Every language `fixture` can be shown in with its string files (`FixtureLanguage.languages`:
  /// the source language, the files' others, the pseudolanguages), each resolved from `fixture` as
  /// read (its text references still keys) whenever the previewer asks.
  init(fixture: Fixture, strings: StringFiles?) {
    self.init(
      all: FixtureLanguage.languages(in: strings).map {
        Language(code: $0.description, direction: $0.direction)
      },
      fixture: { code in fixture.localized(for: GridStrings.Language(code), strings: strings).fixture },
      texts: { code, fields in
        let language = GridStrings.Language(code)
        return fields.map { fixture.localizedText(of: $0, for: language, strings: strings) }
      },
      prepare: { code, progress, isCancelled in
        fixture.localizedFixture(
          for: GridStrings.Language(code), strings: strings, progress: progress, isCancelled: isCancelled)
      })
  }
}
