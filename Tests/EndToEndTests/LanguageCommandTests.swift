import Foundation
import GridTestSupport
import Testing

/// `--language` end to end on the sample (`Fixtures/localized.json` and its String Catalog): the
/// translations, plurals, a mirrored layout for Arabic, pseudolanguages and the exit codes.
@Suite struct LanguageCommandTests {
  static var sample: String { Executable.repository.appendingPathComponent("Fixtures/localized.json").path }

  func render(_ arguments: [String]) throws -> Executable.Output {
    try Executable.run(["render", "--width", "60"] + arguments)
  }

  @Test func germanShowsTheGermanText() throws {
    let output = try render(["--language", "de", Self.sample])
    #expect(output.status == 0, "\(output.stderr)")
    for text in ["Abholbereit", "Kaffeebohnen", "1 Artikel", "fertig in 5", "Einstellungen"] {
      #expect(output.stdout.contains(text), "\(text)")
    }
    #expect(!output.stdout.contains("Ready for pickup"))
    // The source language by default.
    let english = try render([Self.sample])
    #expect(english.stdout.contains("Ready for pickup") && english.stdout.contains("3 items"))
    #expect(
      english.stdout.contains("1 item ") || english.stdout.contains("1 item\n")
        || english.stdout.contains("1 item  "))
  }

  @Test func russianPluralsFollowTheArgument() throws {
    let output = try render(["--language", "ru", Self.sample])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("1 товар "))
    #expect(output.stdout.contains("3 товара"))
    #expect(output.stdout.contains("5 минут"))
  }

  @Test func arabicMirrorsTheLayout() throws {
    let output = try Executable.run(["layout", "--width", "60", "--language", "ar", Self.sample])
    #expect(output.status == 0, "\(output.stderr)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(json["direction"] as? String == "rtl")
    #expect(json["mirrored"] as? Bool == true)
    // --direction wins over the language.
    let ltr = try Executable.run([
      "layout", "--width", "60", "--language", "ar", "--direction", "ltr", Self.sample,
    ])
    let ltrJSON = try #require(JSONSerialization.jsonObject(with: Data(ltr.stdout.utf8)) as? [String: Any])
    #expect(ltrJSON["direction"] as? String == "ltr")
    let german = try Executable.run(["layout", "--width", "60", "--language", "de", Self.sample])
    let germanJSON = try #require(
      JSONSerialization.jsonObject(with: Data(german.stdout.utf8)) as? [String: Any])
    #expect(germanJSON["direction"] as? String == "ltr")
  }

  /// A fixture that says a direction, even `ltr`, keeps it in a right-to-left language.
  @Test func aFixturesOwnDirectionWinsOverTheLanguage() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"sourceLanguage": "en", "strings": {"t": {"localizations": {"ar": {"stringUnit": {"state": "translated", "value": "مرحبا"}}}}}}"#,
      to: "Localizable.xcstrings")
    for (said, expected) in [
      ("", "rtl"), (#""direction": "ltr", "#, "ltr"), (#""direction": "rtl", "#, "rtl"),
    ] {
      let fixture = try folder.write(
        #"{\#(said)"strings": ["Localizable.xcstrings"], "sections": [{"items": [{"text": {"key": "t"}}]}]}"#,
        to: "f.json")
      let output = try Executable.run(["layout", "--width", "40", "--language", "ar", fixture])
      #expect(output.status == 0, "\(output.stderr)")
      let json = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      #expect(json["direction"] as? String == expected, "\(said)")
    }
  }

  @Test(arguments: [
    ("pseudo-double", "Ready for pickup Ready for pickup"),
    ("pseudo-bounded", "[# Ready for pickup #]"),
    ("pseudo-accented", "[Ŕéåđý ƒöŕ pîçķûp]"),
  ])
  func pseudolanguagesChangeEveryText(language: String, header: String) throws {
    let output = try render(["--width", "120", "--language", language, Self.sample])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains(header), "\(output.stdout)")
  }

  /// Without string files too: the demo's literal text.
  @Test func pseudolanguagesWorkWithoutStringFiles() throws {
    let output = try render(["--language", "pseudo-bounded"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("[# Fruit #]"))
    let rtl = try Executable.run(["layout", "--width", "60", "--language", "pseudo-rtl"])
    let json = try #require(JSONSerialization.jsonObject(with: Data(rtl.stdout.utf8)) as? [String: Any])
    #expect(json["mirrored"] as? Bool == true)
  }

  @Test func anUnknownLanguageIsAUsageErrorListingTheLanguages() throws {
    let output = try render(["--language", "xx", Self.sample])
    #expect(output.status == 64)
    #expect(
      output.stderr
        == "gridpreview: unknown language 'xx': the string files have ar, de, en, ja, ru, th; or a pseudolanguage: pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl\n"
    )
    #expect(try render(["--language", "de"]).status == 64)
  }

  @Test func badStringFilesAndKeysEndWithOneLineEach() throws {
    let folder = try TemporaryFolder()
    let fixture = try folder.write(
      #"{"strings": ["App.xcstrings"], "sections": [{"items": [{"text": {"key": "appel", "table": "App"}}]}]}"#,
      to: "f.json")
    // Reported at the fixture's entry that names the file (`strings[0]`, line 1, column 14).
    let missing = try render([fixture])
    #expect(missing.status == 66)
    #expect(missing.stderr == "\(fixture):1:14: strings[0]: \(folder.path("App.xcstrings")): no such file\n")
    try folder.write(
      #"{"sourceLanguage": "en", "strings": {"apple": {"localizations": {"en": 1}}}}"#, to: "App.xcstrings")
    let bad = try render([fixture])
    #expect(bad.status == 65)
    #expect(
      bad.stderr
        == "\(fixture):1:14: strings[0]: \(folder.path("App.xcstrings")) is not a valid string file:\n"
        + "\(folder.path("App.xcstrings")):1:72: expected an object for a localization, got number\n")
    try folder.write(#"{"sourceLanguage": "en", "strings": {"apple": {}}}"#, to: "App.xcstrings")
    let unknown = try render([fixture])
    #expect(unknown.status == 65)
    #expect(
      unknown.stderr == "\(fixture):1:65: unknown key 'appel' in the table 'App'; did you mean 'apple'?\n")
  }

  /// `validate` reads a fixture's string files as `render` does: what `render` refuses is invalid,
  /// with the same line, among the other files' results.
  @Test func validateChecksTheStringFilesAndTheirKeys() throws {
    let folder = try TemporaryFolder()
    let fixture = try folder.write(
      #"{"strings": ["App.xcstrings"], "sections": [{"items": [{"text": {"key": "appel", "table": "App"}}]}]}"#,
      to: "f.json")
    func validate() throws -> Executable.Output { try Executable.run(["validate", Self.sample, fixture]) }
    // Counted invalid, and the status says so (65: the rule of a run over several files).
    let missing = try validate()
    #expect(missing.status == 65)
    #expect(missing.stderr == "\(fixture):1:14: strings[0]: \(folder.path("App.xcstrings")): no such file\n")
    #expect(missing.stdout == "\(Self.sample): ok\n2 files: 1 valid, 1 invalid; 1 error, 0 warnings\n")
    // validate goes on with the next fixture.
    let after = try Executable.run(["validate", fixture, Self.sample])
    #expect(after.status == 65)
    #expect(after.stdout == "\(Self.sample): ok\n2 files: 1 valid, 1 invalid; 1 error, 0 warnings\n")
    try folder.write(
      #"{"sourceLanguage": "en", "strings": {"apple": {"localizations": {"en": 1}}}}"#, to: "App.xcstrings")
    let bad = try validate()
    #expect(bad.status == 65)
    #expect(
      bad.stderr
        == "\(fixture):1:14: strings[0]: \(folder.path("App.xcstrings")) is not a valid string file:\n"
        + "\(folder.path("App.xcstrings")):1:72: expected an object for a localization, got number\n")
    #expect(bad.stdout.hasSuffix("2 files: 1 valid, 1 invalid; 1 error, 0 warnings\n"))
    try folder.write(#"{"sourceLanguage": "en", "strings": {"apple": {}}}"#, to: "App.xcstrings")
    let unknown = try validate()
    #expect(unknown.status == 65)
    #expect(
      unknown.stderr == "\(fixture):1:65: unknown key 'appel' in the table 'App'; did you mean 'apple'?\n")
    #expect(unknown.stdout.hasSuffix("2 files: 1 valid, 1 invalid; 1 error, 0 warnings\n"))
    try folder.write(#"{"sourceLanguage": "en", "strings": {"appel": {}}}"#, to: "App.xcstrings")
    let good = try validate()
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout.hasSuffix("2 files: 2 valid; 0 errors, 0 warnings\n"))
    // A fixture with nothing else to report (read in one pass) has its string files read too.
    let plain = try folder.write(
      #"{"strings": ["Gone.xcstrings"], "sections": [{"items": [{"text": "a"}]}]}"#, to: "p.json")
    let gone = try Executable.run(["validate", plain])
    #expect(gone.status == 65)
    #expect(gone.stderr == "\(plain):1:14: strings[0]: \(folder.path("Gone.xcstrings")): no such file\n")
    // The second entry, on a line of its own.
    let second = try folder.write(
      "{\"strings\": [\"App.xcstrings\",\n    \"Other.xcstrings\"], \"sections\": []}", to: "two.json")
    let other = try Executable.run(["validate", second])
    #expect(other.status == 65)
    #expect(other.stderr == "\(second):2:5: strings[1]: \(folder.path("Other.xcstrings")): no such file\n")
  }

  /// A folder of `xx.lproj` folders: `.strings` in UTF-16 and a `.stringsdict`.
  @Test func lprojFoldersAreRead() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Res/de.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Res/en.lproj"), withIntermediateDirectories: true)
    try folder.write(#""title" = "Cart";"#, to: "Res/en.lproj/Localizable.strings")
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in "/* Titel */\n\"title\" = \"Warenkorb\";".utf16 {
      utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    try folder.write(Data(utf16), to: "Res/de.lproj/Localizable.strings")
    let fixture = try folder.write(
      #"{"strings": ["Res"], "title": {"key": "title"}, "sections": [{"items": [{"text": {"key": "title"}}]}]}"#,
      to: "f.json")
    let output = try render(["--language", "de", fixture])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("Warenkorb"))
  }
}
