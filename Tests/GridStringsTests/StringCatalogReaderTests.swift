import Foundation
import GridFixtures
import GridTestSupport
import Testing

@testable import GridStrings

/// String Catalogs: every construct, with the position of each value.
@Suite struct StringCatalogReaderTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "cart.title" : {
          "comment" : "The cart's title",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Warenkorb" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Cart" } }
          }
        },
        "cart.items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } }
          }
        },
        "hint" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap the sidebar" } },
              "iphone" : { "stringUnit" : { "state" : "needs_review", "value" : "Tap the tab bar" } }
            } } }
          }
        },
        "summary" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%@ has %#@count@" },
              "substitutions" : { "count" : {
                "argNum" : 2, "formatSpecifier" : "lld",
                "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg order" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg orders" } }
                } }
              } }
            }
          }
        },
        "Done" : { }
      },
      "version" : "1.0"
    }
    """

  func read() throws -> StringCatalogReader.Catalog {
    try StringCatalogReader.read(Array(Self.catalog.utf8), fileName: "L.xcstrings")
  }

  @Test func readsEveryConstructWithPositions() throws {
    let catalog = try read()
    #expect(catalog.sourceLanguage == "en")
    #expect(Set(catalog.keys) == ["cart.title", "cart.items", "hint", "summary", "Done"])
    let german = try #require(catalog.translations["de"]?["cart.title"])
    #expect(german.value == .text(LocatedText("Warenkorb", at: SourcePosition(line: 7, column: 69))))
    #expect(german.state == "translated")
    guard case .plural(let forms) = catalog.translations["en"]?["cart.items"]?.value else {
      Issue.record("cart.items is not plural")
      return
    }
    #expect(forms[.one]?.text == "%lld item")
    #expect(forms[.other]?.position == SourcePosition(line: 15, column: 74))
    // The iPhone's variation, whatever order the file has.
    let hint = try #require(catalog.translations["en"]?["hint"])
    #expect(hint.value == .text(LocatedText("Tap the tab bar", at: SourcePosition(line: 23, column: 77))))
    #expect(hint.state == "needs_review")
    let summary = try #require(catalog.translations["en"]?["summary"])
    #expect(summary.substitutions["count"]?.argument == 2)
    #expect(summary.substitutions["count"]?.formatSpecifier == "lld")
    #expect(summary.substitutions["count"]?.forms[.one]?.text == "%arg order")
  }

  /// The positions point at the value's opening quote in the file's text.
  @Test func positionsPointAtTheValues() throws {
    let lines = Self.catalog.split(separator: "\n", omittingEmptySubsequences: false)
    let catalog = try read()
    for (_, strings) in catalog.translations {
      for (_, translation) in strings {
        var texts: [LocatedText] = []
        switch translation.value {
        case .text(let text): texts = [text]
        case .plural(let forms): texts = Array(forms.values)
        }
        texts += translation.substitutions.values.flatMap(\.forms.values)
        for text in texts {
          let line = Array(lines[text.position.line - 1].unicodeScalars)
          let rest = String(String.UnicodeScalarView(line[(text.position.column - 1)...]))
          #expect(rest.hasPrefix("\"" + text.text + "\""), "\(text)")
        }
      }
    }
  }

  /// The same values as Foundation's JSONSerialization reads.
  @Test func agreesWithJSONSerialization() throws {
    let object = try JSONSerialization.jsonObject(with: Data(Self.catalog.utf8)) as? [String: Any]
    let strings = try #require(object?["strings"] as? [String: Any])
    let catalog = try read()
    #expect(Set(strings.keys) == Set(catalog.keys))
    for (key, entry) in strings {
      let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      for (language, value) in localizations {
        let unit = (value as? [String: Any])?["stringUnit"] as? [String: Any]
        if let text = unit?["value"] as? String {
          #expect(
            catalog.translations[language]?[key]?.value
              == .text(LocatedText(text, at: catalog.translations[language]?[key]?.position ?? .start)))
        }
      }
    }
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var json: String
    var line: String
    var testDescription: String { json }
  }

  @Test(arguments: [
    Bad(json: "", line: "L.xcstrings:1:1: empty file"),
    Bad(json: #"{"strings": {}}"#, line: #"L.xcstrings:1:1: missing "sourceLanguage""#),
    Bad(json: #"{"sourceLanguage": "en"}"#, line: #"L.xcstrings:1:1: missing "strings""#),
    Bad(
      json: #"{"sourceLanguage": 1, "strings": {}}"#,
      line: "L.xcstrings:1:20: expected a string for sourceLanguage, got number"),
    Bad(
      json: #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"en": {}}}}}"#,
      line: #"L.xcstrings:1:68: expected a "stringUnit" or "variations""#),
    Bad(
      json:
        #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"en": {"stringUnit": {"state": "new"}}}}}}"#,
      line: #"L.xcstrings:1:83: missing "value" in stringUnit"#),
    Bad(
      json:
        #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"en": {"variations": {"plural": {"single": {"stringUnit": {"value": "x"}}}}}}}}}"#,
      line: "L.xcstrings:1:95: unknown plural category 'single'"),
    Bad(
      json:
        #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"en": {"stringUnit": {"value": "x"}}}}"#,
      line: "L.xcstrings:1:100: expected ',' or '}' after an object member, got end of file"),
  ])
  func malformedCatalogsGetOneError(bad: Bad) {
    #expect(throws: StringFileError.self) {
      try StringCatalogReader.read(Array(bad.json.utf8), fileName: "L.xcstrings")
    }
    do {
      _ = try StringCatalogReader.read(Array(bad.json.utf8), fileName: "L.xcstrings")
    } catch {
      #expect(error.description == bad.line)
      #expect(error.exitCode == 65)
    }
  }
}
