import Foundation
import GridFixtures
import GridTestSupport
import Testing

@testable import GridStrings

/// Where each string is: a key in its file, and the text a reference shows — the value, the plural
/// form chosen, the plural variables' forms — in String Catalogs and in `.lproj` folders.
@Suite struct StringLocationTests {
  /// The text of `file` at a location, from there to the end of its line.
  static func text(at location: StringLocation) throws -> String {
    let lines = try String(contentsOfFile: location.fileName, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let line = Array(lines[location.position.line - 1].unicodeScalars)
    return String(String.UnicodeScalarView(line[(location.position.column - 1)...]))
  }

  /// A folder of `.lproj` folders: English and German `.strings`, and a German `.stringsdict`.
  static func lproj() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for language in ["en", "de"] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent("Res/\(language).lproj"), withIntermediateDirectories: true)
    }
    try folder.write(
      "/* Titles */\n\"title\" = \"Cart\";\n\"body\" = \"Everything you picked\";\n",
      to: "Res/en.lproj/Localizable.strings")
    // German first in the folder's order, without "body".
    try folder.write("\n  \"title\"   =   \"Warenkorb\";\n", to: "Res/de.lproj/Localizable.strings")
    try folder.writeStringsdict(
      key: "count", format: "Noch %#@n@", forms: ["one": "%d Artikel", "other": "%d Bestellungsartikel"],
      to: "Res/de.lproj/Localizable.stringsdict")
    return folder
  }

  @Test func aStringsEntryIsFoundAtItsValueAndItsKey() throws {
    let folder = try Self.lproj()
    let strings = try StringFiles.load(["Res"], relativeTo: folder.url.path)
    let german = strings.text(for: Fixture.TextReference(key: "title"), in: "de")
    let location = try #require(german.location)
    #expect(location.fileName == folder.path("Res/de.lproj/Localizable.strings"))
    #expect(location.position == SourcePosition(line: 2, column: 17))
    #expect(try Self.text(at: location) == "\"Warenkorb\";")
    // The key: in the source language's file, though German's was read first.
    let key = try #require(strings.keyLocations["Localizable"]?["title"])
    #expect(key.fileName == folder.path("Res/en.lproj/Localizable.strings"))
    #expect(try Self.text(at: key).hasPrefix("\"title\" = \"Cart\";"))
    // A key only German has is found in German's file.
    let count = try #require(strings.keyLocations["Localizable"]?["count"])
    #expect(count.fileName.hasSuffix("de.lproj/Localizable.stringsdict"))
    #expect(try Self.text(at: count) == "<key>count</key>")
  }

  /// A `.stringsdict` string is its format key's `<string>`, and the forms its variables took.
  @Test func aPluralVariablesFormIsAPiece() throws {
    let folder = try Self.lproj()
    let strings = try StringFiles.load(["Res"], relativeTo: folder.url.path)
    for (count, form) in [(1, "%d Artikel"), (4, "%d Bestellungsartikel")] {
      let resolved = strings.text(
        for: Fixture.TextReference(key: "count", arguments: [.number(Double(count))]), in: "de")
      #expect(resolved.text == "Noch \(count) \(form.dropFirst(3))")
      let location = try #require(resolved.location)
      #expect(try Self.text(at: location) == "<string>Noch %#@n@</string>")
      #expect(resolved.pieces.map(\.text) == ["Noch %#@n@", form])
      let piece = StringLocation(fileName: location.fileName, position: resolved.pieces[1].position)
      #expect(try Self.text(at: piece) == "<string>\(form)</string>")
    }
  }

  /// In a String Catalog: the value, the plural form the argument chooses (`ru`'s few and many),
  /// a substitution's form, and the key.
  @Test func aCatalogsValueFormAndKeyAreFound() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "items" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } },
              "ru" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld товар" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld товара" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld товаров" } }
              } } }
            }
          },
          "ready" : {
            "localizations" : {
              "de" : {
                "stringUnit" : { "state" : "needs_review", "value" : "%#@n@ abholbereit" },
                "substitutions" : { "n" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Bestellung" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Bestellungen" } }
                } } } }
              }
            }
          }
        }
      }
      """, to: "App.xcstrings")
    let strings = try StringFiles.load(["App.xcstrings"], relativeTo: folder.url.path)
    for (count, value) in [(3, "%lld товара"), (5, "%lld товаров"), (21, "%lld товар")] {
      let resolved = strings.text(
        for: Fixture.TextReference(key: "items", arguments: [.number(Double(count))], table: "App"), in: "ru")
      let location = try #require(resolved.location)
      #expect(try Self.text(at: location).hasPrefix("\"\(value)\" }"), "\(count)")
    }
    let ready = strings.text(
      for: Fixture.TextReference(key: "ready", arguments: [.number(2)], table: "App"), in: "de")
    #expect(ready.text == "2 Bestellungen abholbereit")
    #expect(ready.translation?.state == "needs_review")
    #expect(try Self.text(at: #require(ready.location)).hasPrefix("\"%#@n@ abholbereit\""))
    #expect(ready.pieces.map(\.text) == ["%#@n@ abholbereit", "%arg Bestellungen"])
    let key = try #require(strings.keyLocations["App"]?["ready"])
    #expect(try Self.text(at: key) == "\"ready\" : {")
    // A key shows itself: no location.
    #expect(strings.text(for: Fixture.TextReference(key: "ready", table: "App"), in: "en").location == nil)
  }
}
