import GridFixtures
import Testing

@testable import GridStrings

/// CLDR's plural categories through ICU, and format specifiers filled from arguments.
@Suite struct PluralAndFormatTests {
  @Test(arguments: [
    ("en", 0.0, PluralCategory.other), ("en", 1, .one), ("en", 2, .other), ("en", 1.5, .other),
    ("ru", 1, .one), ("ru", 21, .one), ("ru", 2, .few), ("ru", 24, .few), ("ru", 5, .many), ("ru", 11, .many),
    ("ru", 12, .many), ("ru", 1.5, .other),
    ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 10, .few), ("ar", 11, .many),
    ("ar", 99, .many), ("ar", 100, .other),
    ("ja", 1, .other), ("de", 1, .one), ("pt-BR", 0, .one),
  ])
  func categoriesFollowCLDR(language: String, number: Double, expected: PluralCategory) {
    #expect(PluralCategory.of(number, in: language) == expected)
  }

  @Test(arguments: [
    ("%@ and %@", [Fixture.Argument.text("a"), .text("b")], "a and b"),
    ("%2$@ before %1$@", [.text("a"), .text("b")], "b before a"),
    (
      "%d%% of %i, %u, %ld, %lld", [.number(50), .number(3), .number(4), .number(5), .number(6)],
      "50% of 3, 4, 5, 6"
    ),
    ("%f / %.1f / %.0f", [.number(2.5), .number(2.25), .number(2.5)], "2.500000 / 2.3 / 3"),
    ("%@ items", [.number(3)], "3 items"),
    ("%d apples", [.text("three")], "three apples"),
    ("%5d|%-4@|%03d", [.number(42), .text("ab"), .number(7)], "   42|ab  |007"),
    ("%@ and %@", [.text("only")], "only and %@"),
    ("100%", [], "100%"),
    ("%x %X %o", [.number(255), .number(255), .number(8)], "ff FF 10"),
  ])
  func specifiersAreFilled(template: String, arguments: [Fixture.Argument], expected: String) {
    #expect(
      FormatString.format(template, arguments: arguments, substitutions: [:], language: "en") == expected)
  }

  /// A String Catalog's plural variations and substitutions, chosen per language.
  @Test func pluralsAndSubstitutionsFollowTheArgument() {
    func forms(_ pairs: [PluralCategory: String]) -> [PluralCategory: LocatedText] {
      pairs.mapValues { LocatedText($0, at: .start) }
    }
    let files = StringFiles(
      sourceLanguage: "en",
      tables: [
        "Localizable": [
          "en": [
            "items": Translation(
              value: .plural(forms([.one: "%lld item", .other: "%lld items"])), fileName: "L"),
            "orders": Translation(
              value: .text(LocatedText("%@ has %#@count@", at: .start)),
              substitutions: [
                "count": .init(
                  argument: 2, formatSpecifier: "lld",
                  forms: forms([.one: "%arg order", .other: "%arg orders"]))
              ], fileName: "L"),
          ],
          "ru": [
            "items": Translation(
              value: .plural(
                forms([.one: "%lld товар", .few: "%lld товара", .many: "%lld товаров", .other: "%lld товара"])
              ),
              fileName: "L")
          ],
          "ar": [
            "items": Translation(
              value: .plural(
                forms([
                  .zero: "لا عناصر", .one: "عنصر واحد", .two: "عنصران", .few: "%lld عناصر",
                  .many: "%lld عنصرًا",
                  .other: "%lld عنصر",
                ])), fileName: "L")
          ],
        ]
      ])
    func text(_ key: String, _ arguments: [Fixture.Argument], _ language: String) -> String {
      files.text(for: Fixture.TextReference(key: key, arguments: arguments), in: language).text
    }
    #expect(text("items", [.number(1)], "en") == "1 item")
    #expect(text("items", [.number(2)], "en") == "2 items")
    #expect(text("orders", [.text("Ada"), .number(1)], "en") == "Ada has 1 order")
    #expect(text("orders", [.text("Ada"), .number(7)], "en") == "Ada has 7 orders")
    #expect(
      [1, 3, 5, 21, 1.5].map { text("items", [.number($0)], "ru") } == [
        "1 товар", "3 товара", "5 товаров", "21 товар", "1 товара",
      ])
    #expect(
      [0, 1, 2, 3, 11, 100].map { text("items", [.number($0)], "ar") } == [
        "لا عناصر", "عنصر واحد", "عنصران", "3 عناصر", "11 عنصرًا", "100 عنصر",
      ])
    // A missing translation falls back to the source language; a missing key shows itself.
    #expect(text("orders", [.text("Ada"), .number(2)], "de") == "Ada has 2 orders")
    #expect(
      files.text(for: .init(key: "orders", arguments: [.text("A"), .number(2)]), in: "de").language == "en")
    #expect(text("nowhere", [], "de") == "nowhere")
    #expect(text("items", [.number(2)], "ru-RU") == "2 товара")
  }

  @Test func pseudolanguages() {
    #expect(Pseudolanguage.double.apply(to: "Cart") == "Cart Cart")
    #expect(Pseudolanguage.bounded.apply(to: "Cart") == "[# Cart #]")
    #expect(Pseudolanguage.accented.apply(to: "Cart 3") == "[Çåŕţ 3]")
    #expect(Pseudolanguage.rightToLeft.apply(to: "Cart") == "Cart")
    #expect(Pseudolanguage.double.apply(to: "") == "")
    #expect(Language("pseudo-rtl").direction == .rtl)
    #expect(Language("ar").direction == .rtl)
    #expect(Language("he-IL").direction == .rtl)
    #expect(Language("ckb").direction == .rtl)
    #expect(Language("de").direction == .ltr)
  }

  /// The accented pseudolanguage, written over bytes for speed, against the plain rule it follows:
  /// each letter of the table accented, except the character right after a `%`; in brackets.
  @Test func accentedTextFollowsThePlainRuleOnAnyText() {
    let plain = Array("AaBbCcDdEeFfGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz".unicodeScalars)
    let marked = Array("ÅåƁƀÇçĐđÉéƑƒĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž".unicodeScalars)
    func reference(_ text: String) -> String {
      var out = String.UnicodeScalarView()
      var afterPercent = false
      for scalar in text.unicodeScalars {
        if !afterPercent, let index = plain.firstIndex(of: scalar) {
          out.append(marked[index])
        } else {
          out.append(scalar)
        }
        afterPercent = scalar == "%"
      }
      return "[" + String(out) + "]"
    }
    let pieces = [
      "a", "Z", "m", "q", "%", "%%", "%d", "%@", "%1$@", " ", "é", "e\u{301}", "中", "👩‍💻", "\u{202E}", "ñ",
      "%é", "x",
    ]
    var random = SplitMix64(seed: 26)
    for _ in 0..<2_000 {
      let text = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        .joined()
      guard !text.isEmpty else { continue }
      #expect(Pseudolanguage.accented.apply(to: text) == reference(text), "\(text.debugDescription)")
    }
    #expect(Pseudolanguage.accented.apply(to: "Ready for pickup") == "[Ŕéåđý ƒöŕ pîçķûp]")
    #expect(Pseudolanguage.accented.apply(to: "%d items, 100%") == "[%d îţémš, 100%]")
  }
}
