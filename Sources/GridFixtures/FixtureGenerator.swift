import GridLayout

/// Makes large, realistic fixtures, the same for the same seed.
///
/// Texts run from 1 to 40 words (most short, some paragraphs), drawn from an English word list with
/// a few CJK, emoji and accented words mixed in; some items have titles, a few a line limit or an
/// explicit height; sections have headers and most have footers; waterfall items get aspect ratios
/// from 0.5 to 2; a `lazyVGrid` fixture gets adaptive columns and a tenth of its cells fill their row;
/// a `compositional` one gets two estimated columns (``compositional``).
/// The JSON is compact and streamed into a pre-sized buffer through the same encoder
/// as ``Fixture/encodedJSON()``: a million items take about half a second in a release build and
/// about 36 MB (42 MB for a waterfall), well inside ``Fixture/maxFileSize``.
///
/// With ``Scripts/mixed``, about half the paragraphs are in other scripts (Chinese, Japanese,
/// Korean, Arabic, Hebrew, Thai, Devanagari, emoji), each built from phrases in that language.
///
/// ```swift
/// let json = FixtureGenerator.generate(items: 10_000, sections: 20, seed: 7, layout: .grid)
/// let fixture = try Fixture.parse(json, fileName: "generated.json").fixture
/// let world = FixtureGenerator.generate(items: 1000, sections: 4, seed: 7, layout: .grid, scripts: .mixed)
/// ```
public enum FixtureGenerator {
  /// A generated fixture as compact JSON text.
  ///
  /// - Parameters:
  ///   - items: How many items in all; below 0 counts as 0.
  ///   - sections: How many sections; below 1 counts as 1. Items are spread evenly, the first
  ///     sections taking one more when they do not divide; with more sections than items some are
  ///     empty.
  ///   - seed: Everything random comes from ``SplitMix64`` seeded with this.
  ///   - layout: The fixture's layout. Waterfall items get aspect ratios and shorter captions.
  ///   - scripts: `latin` (the default, and what every earlier version made) or `mixed`, each
  ///     paragraph and header in one script drawn by ``Script/weights``.
  /// - Returns: JSON text that loads without any diagnostic, as long as it fits in
  ///   ``Fixture/maxFileSize`` (up to about 1.5 million items; about 1 million with `mixed`, whose
  ///   text takes more bytes). Counts are not capped: the time and memory taken grow with them.
  public static func generate(
    items: Int, sections: Int, seed: UInt64, layout: Fixture.LayoutKind, scripts: Scripts = .latin
  ) -> String {
    let itemCount = max(items, 0)
    let sectionCount = max(sections, 1)
    var random = SplitMix64(seed: seed)
    // About 36 bytes an item and 60 a section; never more than the size limit, whatever the counts.
    let capacity = 512 + min(sectionCount, 1 << 16) * 80 + min(itemCount, Fixture.maxFileSize / 44) * 44
    var encoder = FixtureEncoder(reservingCapacity: capacity)
    var fixture = Fixture(
      title:
        "Generated: \(counted(itemCount, "item")) in \(counted(sectionCount, "section"))"
        + (scripts == .mixed ? ", mixed scripts" : "") + " (seed \(seed))",
      layout: layout,
      columns: columnRule(for: layout))
    if layout == .lazyVGrid { fixture.lazyVGrid = lazyVGrid }
    if layout == .compositional { fixture.compositional = compositional }
    encoder.beginFixture(fixture)
    var text = ""
    var title = ""
    for section in 0..<sectionCount {
      let count = itemCount / sectionCount + (section < itemCount % sectionCount ? 1 : 0)
      let header = scripts == .mixed ? mixedTitle(&random, into: &title) : randomTitle(&random, into: &title)
      encoder.beginSection(
        FixtureSection(
          header: "Section \(section + 1): \(header)",
          footer: random.chance(percent: 75) ? counted(count, "item") : nil))
      for _ in 0..<count {
        // Latin draws nothing here, so its output is what it always was.
        let script = scripts == .mixed ? Script.random(&random) : .latin
        if script != .latin {
          encoder.item(
            layout == .waterfall
              ? waterfallItem(in: script, &random, text: &text) : item(in: script, &random, text: &text))
        } else if layout == .waterfall {
          encoder.item(waterfallItem(&random, text: &text, title: &title))
        } else if layout == .lazyVGrid {
          // A tenth of a SwiftUI grid's cells fill their row; other layouts draw nothing for it.
          var cell = item(&random, text: &text, title: &title)
          cell.fillsRow = random.chance(percent: 10)
          encoder.item(cell)
        } else {
          encoder.item(item(&random, text: &text, title: &title))
        }
      }
      encoder.endSection()
    }
    encoder.endFixture()
    return encoder.text
  }

  /// A card: 1 to 40 words, most of them short, sometimes with a title, rarely a line limit or an
  /// explicit height.
  private static func item(_ random: inout SplitMix64, text: inout String, title: inout String) -> FixtureItem
  {
    text.removeAll(keepingCapacity: true)
    let band = random.next(below: 100)
    let words =
      band < 75 ? random.next(in: 1...4) : band < 95 ? random.next(in: 5...15) : random.next(in: 16...40)
    appendWords(words, to: &text, random: &random)
    if words >= 4 {
      text += "."
    }
    var item = FixtureItem(text: text)
    if random.chance(percent: 15) {
      item.title = randomTitle(&random, into: &title)
    }
    if random.chance(percent: 3) {
      item.maxLines = random.next(in: 1...5)
    }
    if random.chance(percent: 2) {
      item.height = random.next(in: 3...12)
    }
    return item
  }

  /// Three in four waterfall items are images: an aspect ratio from 0.5 to 2 and a short caption,
  /// or none; the rest are cards of up to 12 words.
  private static func waterfallItem(_ random: inout SplitMix64, text: inout String, title: inout String)
    -> FixtureItem
  {
    text.removeAll(keepingCapacity: true)
    guard random.chance(percent: 75) else {
      appendWords(random.next(in: 1...12), to: &text, random: &random)
      var item = FixtureItem(text: text)
      if random.chance(percent: 15) {
        item.title = randomTitle(&random, into: &title)
      }
      return item
    }
    if random.chance(percent: 80) {
      appendWords(random.next(in: 1...5), to: &text, random: &random)
    }
    var item = FixtureItem(text: text, aspectRatio: aspectRatios[random.next(below: aspectRatios.count)])
    if random.chance(percent: 10) {
      item.title = randomTitle(&random, into: &title)
    }
    return item
  }

  /// `1 item`, `2 items`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// One to three capitalised words.
  static func randomTitle(_ random: inout SplitMix64, into title: inout String) -> String {
    title.removeAll(keepingCapacity: true)
    appendWords(random.next(in: 1...3), to: &title, random: &random)
    return title
  }

  /// A generated `lazyVGrid` fixture's grid: adaptive columns of at least 200 points, as many as the
  /// grid's breakpoints give from an iPhone (one) to a wide terminal (four at 120 columns).
  static let lazyVGrid = Fixture.LazyVGrid(columns: [Fixture.GridColumn(size: .adaptive(minimum: 200))])

  /// A generated `compositional` fixture's section: Apple's "Two-Column" sample with estimated
  /// heights (each item at its own height, the ragged rows the audit reports) and 8-point spacing.
  static let compositional = CollectionLayoutSection(
    group: CollectionLayoutGroup(
      axis: .horizontal,
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      contents: .repeating(
        .item(
          CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
              widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))),
        count: 2),
      interItemSpacing: .fixed(8)),
    interGroupSpacing: 8, contentInsets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))

  /// Photo shapes: tall portrait to wide landscape.
  static let aspectRatios = [0.5, 0.6, 0.75, 0.8, 1, 1.25, 1.5, 2]

  /// The generated fixture's column rule: the demo's breakpoints, columns of at least 24 for a
  /// waterfall, one column for a list.
  static func columnRule(for layout: Fixture.LayoutKind) -> ColumnRule {
    switch layout {
    case .grid, .flow, .lazyVGrid, .compositional:
      .breakpoints([
        ColumnBreakpoint(minWidth: 0, columns: 1), ColumnBreakpoint(minWidth: 40, columns: 2),
        ColumnBreakpoint(minWidth: 80, columns: 3), ColumnBreakpoint(minWidth: 120, columns: 4),
      ])
    case .waterfall:
      .minColumnWidth(24)
    case .list:
      .fixed(1)
    }
  }

  /// Appends `count` words separated by spaces, the first capitalised; 3 in 100 are CJK, emoji or
  /// accented.
  private static func appendWords(_ count: Int, to text: inout String, random: inout SplitMix64) {
    for index in 0..<count {
      if index > 0 {
        text += " "
      }
      if random.chance(percent: 3) {
        text += worldWords[random.next(below: worldWords.count)]
      } else if index == 0 {
        text += capitalizedWords[random.next(below: words.count)]
      } else {
        text += words[random.next(below: words.count)]
      }
    }
  }

  private static let words: [String] = """
    a about above across after again air all almost along also always and animal answer any apple \
    area around ask away back ball band bank base be bear before begin bell below best bird black \
    blue boat body book both box boy bread bring brown build busy but buy call calm can car card \
    care carry case cat cell center change city clean clear close cloud cold color come cook cool \
    corn count cross cup cut dark day deep desk dog door down draw dream dress drive dry each early \
    earth east easy eat edge egg end even every eye face fall far farm fast field fill find fine \
    fire first fish five flat floor flow fly food foot form four free fresh friend from front fruit \
    full game garden give glass go gold good grass great green grid ground group grow hand happy \
    hard hat have head hear heavy help here high hill hold home hope horse hot hour house idea into \
    iron island just keep key kind king lake lamp land large last late lead leaf learn left less \
    letter light line list little long look low made main make map mark may mean meet milk mind \
    more most move much name near new next night north note now number ocean old one open order \
    page paint paper park part pass path pen people pick place plain plan plant play point poor \
    port press quick quiet rain read ready red rest rice rich ride right ring river road rock roof \
    room round row rule run safe sail salt same sand save say school sea seat see seed send set \
    shape share ship shop short show side sign simple sing sit size sky sleep slow small snow soft \
    some song soon sound south space speak spring square stand star start stay step still stone \
    stop story street strong sun sure table tail take talk tall tea tell test than that the then \
    thin think three time tiny today top town track train tree true turn two under until up use \
    valley very view voice wait walk wall warm wash watch water wave way week well west wheel white \
    wide wind window winter wish with wood word work world write year yellow young
    """.split(separator: " ").map(String.init)

  private static let capitalizedWords: [String] = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }

  private static let worldWords = [
    "東京", "日本語", "漢字", "中文", "北京", "서울", "한글", "café", "naïve", "Ångström", "Zürich", "😀", "🍎",
    "🚲", "🌍", "👩‍💻", "🇯🇵", "❤️",
  ]
}
