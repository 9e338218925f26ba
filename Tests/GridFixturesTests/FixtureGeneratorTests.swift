import Testing

@testable import GridFixtures

@Suite struct FixtureGeneratorTests {
  @Test func theSameSeedGivesTheSameText() {
    let a = FixtureGenerator.generate(items: 2000, sections: 7, seed: 99, layout: .grid)
    #expect(a == FixtureGenerator.generate(items: 2000, sections: 7, seed: 99, layout: .grid))
    #expect(a != FixtureGenerator.generate(items: 2000, sections: 7, seed: 100, layout: .grid))
  }

  /// Pins the algorithm: a change here changes every generated fixture, so make it on purpose.
  @Test func aSmallFixtureIsExactlyThis() {
    #expect(
      FixtureGenerator.generate(items: 5, sections: 2, seed: 1, layout: .grid)
        == #"{"title":"Generated: 5 items in 2 sections (seed 1)","layout":"grid","#
        + #""columns":{"breakpoints":[{"minWidth":0,"columns":1},{"minWidth":40,"columns":2},"#
        + #"{"minWidth":80,"columns":3},{"minWidth":120,"columns":4}]},"#
        + #""insets":{"top":0,"left":1,"bottom":1,"right":1},"interitemSpacing":1,"lineSpacing":1,"padding":1,"#
        + #""waterfall":{"order":"shortestFirst","stretch":"none"},"compat":false,"collapseBorders":false,"#
        + #""sections":[{"header":"Section 1: Winter just","items":[{"title":"Paint iron milk","#
        + #""text":"Spring people milk clean stone top bell build area seat."},"#
        + #""School rich take center use call watch best cat time base more.","Change winter now"]},"#
        + #"{"header":"Section 2: Rest horse rule","items":["Short hard well blue talk 서울.","Rain 👩‍💻"]}]}"#)
  }

  /// FNV-1a (64 bits) of the UTF-8 text: a fingerprint to pin large outputs by.
  static func fingerprint(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  /// `latin`, the default, is exactly what the generator made before it had scripts: fingerprints
  /// of its output then (`gridpreview generate --items 3000 --sections 9 --seed 99 --layout L`).
  @Test(arguments: [
    (Fixture.LayoutKind.grid, UInt64(0x27db_8307_b3e6_6a27)), (.flow, 0xd169_a9b6_9042_5e8f),
    (.waterfall, 0xa705_c03e_573a_1213), (.list, 0x6192_d14f_5a5b_2673),
  ])
  func latinIsTheOutputOfEveryEarlierVersion(_ layout: Fixture.LayoutKind, _ fingerprint: UInt64) {
    let latin = FixtureGenerator.generate(items: 3000, sections: 9, seed: 99, layout: layout, scripts: .latin)
    #expect(Self.fingerprint(latin) == fingerprint)
    #expect(latin == FixtureGenerator.generate(items: 3000, sections: 9, seed: 99, layout: layout))
  }

  @Test(arguments: Fixture.LayoutKind.allCases)
  func theOutputLoadsWithoutAnyDiagnostic(_ layout: Fixture.LayoutKind) throws {
    let json = FixtureGenerator.generate(items: 5000, sections: 12, seed: 3, layout: layout)
    #expect(Fixture.validate(Array(json.utf8), fileName: "generated.json") == [])
    let fixture = try Fixture.parse(json, fileName: "generated.json").fixture
    #expect(fixture.layout == layout)
    #expect(fixture.itemCount == 5000)
    #expect(fixture.sections.count == 12)
  }

  @Test(arguments: [
    (10, 3, [4, 3, 3]),
    (2, 5, [1, 1, 0, 0, 0]),
    (0, 0, [0]),
    (-4, 2, [0, 0]),
    (7, 1, [7]),
  ])
  func itemsAreSpreadEvenlyOverTheSections(items: Int, sections: Int, counts: [Int]) throws {
    let json = FixtureGenerator.generate(items: items, sections: sections, seed: 1, layout: .grid)
    let fixture = try Fixture.parse(json, fileName: "generated.json").fixture
    #expect(fixture.sections.map(\.items.count) == counts)
    #expect(fixture.sections.allSatisfy { $0.header != nil })
  }

  @Test func textsAreVariedLikeRealContent() throws {
    let json = FixtureGenerator.generate(items: 20_000, sections: 40, seed: 5, layout: .grid)
    let items = try Fixture.parse(json, fileName: "generated.json").fixture.sections.flatMap(\.items)
    let wordCounts = items.map { $0.text.split(separator: " ").count }
    #expect(wordCounts.min() == 1 && wordCounts.max() == 40)
    #expect(wordCounts.filter { $0 >= 16 }.count > items.count / 50, "some paragraphs")
    let titled = items.filter { $0.title != nil }.count
    #expect((items.count / 10...items.count / 5).contains(titled), "about 15% have titles")
    #expect(items.contains { $0.text.unicodeScalars.contains { $0.value >= 0x3000 } }, "CJK and emoji")
    #expect(items.contains { $0.maxLines != nil } && items.contains { $0.height != nil })
  }

  @Test func waterfallItemsAreMostlyImagesWithAspectRatios() throws {
    let json = FixtureGenerator.generate(items: 4000, sections: 4, seed: 8, layout: .waterfall)
    let fixture = try Fixture.parse(json, fileName: "generated.json").fixture
    let ratios = fixture.sections.flatMap(\.items).compactMap(\.aspectRatio)
    #expect(ratios.count > 4000 * 2 / 3)
    #expect(ratios.allSatisfy { (0.5...2).contains($0) })
    #expect(fixture.columns == .minColumnWidth(24))
  }

  @Test(arguments: [Fixture.LayoutKind.grid, .waterfall])
  func aMillionItemsFitWellInsideTheSizeLimit(_ layout: Fixture.LayoutKind) {
    // 100,000 items, scaled up: a million must stay under 48 MiB, three quarters of the limit.
    let bytes = FixtureGenerator.generate(items: 100_000, sections: 100, seed: 42, layout: layout).utf8.count
    #expect(bytes * 10 < Fixture.maxFileSize / 4 * 3)
  }

  // MARK: Mixed scripts

  /// `generate --scripts mixed` allows a million items: 100,000 scaled up must fit the limit, with
  /// room for the section headers of the command's one section per 50 items.
  @Test(arguments: [Fixture.LayoutKind.grid, .waterfall])
  func aMillionMixedItemsFitTheSizeLimit(_ layout: Fixture.LayoutKind) {
    let json = FixtureGenerator.generate(
      items: 100_000, sections: 2000, seed: 42, layout: layout, scripts: .mixed)
    #expect(json.utf8.count * 10 < Fixture.maxFileSize * 95 / 100)
  }

  typealias Script = FixtureGenerator.Script

  /// The script whose phrases a generated text starts with; Latin for today's English words.
  static func script(of text: String) -> Script {
    Script.allCases.first { script in
      script.labels.contains(text) || script.sentences.contains { text.hasPrefix($0) }
    } ?? .latin
  }

  @Test func mixedIsTheSameForTheSameSeed() {
    let a = FixtureGenerator.generate(items: 2000, sections: 7, seed: 99, layout: .grid, scripts: .mixed)
    let again = FixtureGenerator.generate(items: 2000, sections: 7, seed: 99, layout: .grid, scripts: .mixed)
    let other = FixtureGenerator.generate(items: 2000, sections: 7, seed: 100, layout: .grid, scripts: .mixed)
    #expect(a == again)
    #expect(a != other)
    #expect(a != FixtureGenerator.generate(items: 2000, sections: 7, seed: 99, layout: .grid))
  }

  @Test(arguments: Fixture.LayoutKind.allCases)
  func mixedLoadsWithoutAnyDiagnostic(_ layout: Fixture.LayoutKind) throws {
    let json = FixtureGenerator.generate(items: 5000, sections: 12, seed: 3, layout: layout, scripts: .mixed)
    #expect(Fixture.validate(Array(json.utf8), fileName: "generated.json") == [])
    let fixture = try Fixture.parse(json, fileName: "generated.json").fixture
    #expect(fixture.layout == layout)
    #expect(fixture.itemCount == 5000)
    #expect(fixture.title.hasSuffix(", mixed scripts (seed 3)"))
  }

  /// Every script is in a thousand items, each in about its share (Latin 48%, Chinese and Japanese
  /// 10% each, Arabic 8%, Korean and Devanagari 6%, Hebrew, Thai and emoji 4%) whatever the seed,
  /// and most have titles in their script too.
  @Test(arguments: [UInt64(1), 2, 42])
  func aThousandItemsHaveEveryScriptInItsShare(_ seed: UInt64) throws {
    let json = FixtureGenerator.generate(
      items: 1000, sections: 20, seed: seed, layout: .grid, scripts: .mixed)
    let items = try Fixture.parse(json, fileName: "generated.json").fixture.sections.flatMap(\.items)
    var counts: [Script: Int] = [:]
    for item in items { counts[Self.script(of: item.text), default: 0] += 1 }
    let shares: [Script: Int] = [
      .latin: 48, .chinese: 10, .japanese: 10, .arabic: 8, .korean: 6, .devanagari: 6, .hebrew: 4, .thai: 4,
      .emoji: 4,
    ]
    #expect(Set(counts.keys) == Set(Script.allCases), "\(counts)")
    for (script, percent) in shares {
      // Within four standard deviations of a binomial draw of 1,000.
      let expected = Double(percent) * 10
      let spread = 4 * (expected * Double(100 - percent) / 100).squareRoot()
      #expect(abs(Double(counts[script, default: 0]) - expected) <= spread, "\(script): \(counts)")
    }
    let titled = Set(items.compactMap(\.title).map(Self.script(of:)))
    #expect(titled.count >= 6, "titles in \(titled)")
  }

  /// Each script's phrases are in that script: every letter beyond Latin is one of its own (Latin
  /// names, digits, punctuation and emoji may come with any); emoji phrases have emoji.
  @Test(arguments: [
    (Script.chinese, [0x4E00...0x9FFF]), (.japanese, [0x3040...0x30FF, 0x4E00...0x9FFF]),
    (.korean, [0xAC00...0xD7AF]), (.arabic, [0x0600...0x06FF]), (.hebrew, [0x05D0...0x05EA]),
    (.thai, [0x0E00...0x0E7F]), (.devanagari, [0x0900...0x097F]), (.emoji, []),
  ])
  func everyPhraseIsInItsScript(_ script: Script, _ letters: [ClosedRange<UInt32>]) {
    let phrases = script.labels + script.sentences
    #expect(phrases.count >= 20)
    for phrase in phrases {
      let scalars = phrase.unicodeScalars
      let isOwn = { (scalar: Unicode.Scalar) in letters.contains { $0.contains(scalar.value) } }
      let foreign = scalars.filter { $0.properties.isAlphabetic && $0.value > 0x2FF && !isOwn($0) }
      #expect(foreign.isEmpty, "\(phrase) has \(foreign.map { String($0) })")
      let own =
        script == .emoji
        ? scalars.contains { $0.properties.isEmoji && $0.value >= 0x2000 }
        : scalars.contains(where: isOwn)
      #expect(own, "\(phrase)")
    }
  }

  /// The paragraphs are written as each language writes them: Thai words run together, Chinese and
  /// Japanese have no spaces, Korean, Arabic, Hebrew and Hindi put spaces between words, and Arabic
  /// and Hebrew carry digits and Latin names.
  @Test func mixedParagraphsAreWrittenAsEachLanguageWritesThem() throws {
    let json = FixtureGenerator.generate(
      items: 5000, sections: 10, seed: 9, layout: .grid, scripts: .mixed)
    let items = try Fixture.parse(json, fileName: "generated.json").fixture.sections.flatMap(\.items)
    let byScript = Dictionary(grouping: items.map(\.text), by: Self.script(of:))
    #expect(byScript[.chinese, default: []].allSatisfy { !$0.contains(" ") })
    #expect(byScript[.japanese, default: []].contains { $0.contains("「") && $0.contains("。") })
    #expect(byScript[.thai, default: []].contains { $0.unicodeScalars.count > 20 && !$0.contains(" ") })
    for script in [Script.korean, .arabic, .hebrew, .devanagari] {
      #expect(byScript[script, default: []].contains { $0.split(separator: " ").count >= 4 }, "\(script)")
    }
    for script in [Script.arabic, .hebrew] {
      let texts = byScript[script, default: []]
      #expect(texts.contains { $0.contains(where: \.isNumber) }, "\(script) with digits")
      #expect(texts.contains { $0.contains("iPhone") }, "\(script) with a Latin name")
    }
    #expect((items.map { $0.text.count }.max() ?? 0) > 150, "some paragraphs")
  }
}
