import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText

/// The demo's column rule, written out from its breakpoints (0: 1, 40: 2, 80: 3, 120: 4) rather than
/// asked of `ColumnRule`, so the tests check the rule instead of repeating it.
func demoColumns(atWidth width: Int) -> Int {
  switch width {
  case ..<40: 1
  case ..<80: 2
  case ..<120: 3
  default: 4
  }
}

/// The previewer on the built-in demo in a 100 × 30 terminal, unless told otherwise.
func demoState(
  width: Int = 100, height: Int = 30, settings: SceneSettings = SceneSettings(), fixture: Fixture = .demo,
  sharing: Sharing = .alone
) -> PreviewState {
  PreviewState(
    scene: Scene(fixture: fixture), settings: settings, terminalSize: (width, height), sharing: sharing)
}

/// A one-section fixture of plain-text items.
func textFixture(
  _ texts: [String], columns: ColumnRule = .fixed(2), layout: Fixture.LayoutKind = .grid,
  insets: Fixture.Insets = .standard, header: String? = nil, footer: String? = nil
) -> Fixture {
  Fixture(
    layout: layout, columns: columns, insets: insets,
    sections: [FixtureSection(header: header, footer: footer, items: texts.map { FixtureItem(text: $0) })])
}

/// A fixture of `count` items whose texts grow longer item by item, in two sections with headers and
/// footers: tall enough to scroll at any text size.
func longFixture(count: Int = 40, columns: ColumnRule = .fixed(3)) -> Fixture {
  let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
  func item(_ i: Int) -> FixtureItem {
    FixtureItem(
      title: "Item \(i)", text: (0...(i % 7) * 3).map { words[($0 + i) % words.count] }.joined(separator: " ")
    )
  }
  let half = count / 2
  return Fixture(
    columns: columns,
    sections: [
      FixtureSection(header: "First", footer: "end of first", items: (0..<half).map(item)),
      FixtureSection(header: "Second", footer: "end of second", items: (half..<count).map(item)),
    ])
}

extension PreviewState {
  /// Presses the keys in order and returns the commands of each.
  @discardableResult
  mutating func press(_ keys: Key...) -> [[Command]] {
    keys.map { update(.key($0)) }
  }

  /// Presses `key` `count` times, one press at a time, and returns the commands of each.
  @discardableResult
  mutating func press(_ key: Key, times count: Int) -> [[Command]] {
    (0..<count).map { _ in update(.key(key)) }
  }

  /// Scrolls with single-row steps (`j`, `k`) until the top row is `y`.
  mutating func scroll(toRow y: Int) {
    _ = update(.key(.home))
    while scrollY < y, update(.key(.character("j"))) != [] {}
  }

  /// The largest scroll offset: the content less the viewport, never negative.
  var expectedMaxScroll: Int { max(0, contentHeight - viewportHeight) }

  /// The frame of a cell in the layout on screen (the grid in the compare view).
  func frame(ofItem section: Int, _ item: Int) -> Rect? {
    layoutResult.frame(of: ItemPath(section: section, item: item))
  }

  /// The settings the layout on screen was made with: the stretched grid when comparing (the
  /// flexible grid, or a `lazyVGrid`'s columns with every cell filling its row).
  var shownSettings: SceneSettings { isComparing ? settings.comparedStretched : settings }
}

extension Canvas {
  /// The rows of the canvas as strings.
  var rows: [String] { (0..<height).map(row) }

  /// The whole canvas as one string, for `contains` checks.
  var text: String { rows.joined(separator: "\n") }
}

extension LayoutResult {
  /// Frames and content height only: what two layouts of the same scene must agree on (the size
  /// they were given may differ in height, which plays no part).
  var shape: Shape { Shape(contentHeight: contentSize.height, columns: columnCount, elements: allElements) }

  struct Shape: Equatable, CustomStringConvertible {
    var contentHeight: Double
    var columns: Int
    var elements: [LayoutElement]

    var description: String { "content \(contentHeight), \(columns) columns, \(elements.count) elements" }
  }
}

/// Languages made of whole fixtures, one per code, in order (the first the source language), as the
/// executable's are made from string files: `fixture` gives the one for a code and `texts` reads
/// fields from it. `calls` counts what was asked (whole fixtures, and fields).
func fixtureLanguages(
  _ languages: [(code: String, direction: Fixture.Direction, fixture: Fixture)],
  calls: LanguageCalls = LanguageCalls()
) -> PreviewLanguages {
  let table = Dictionary(uniqueKeysWithValues: languages.map { ($0.code, $0.fixture) })
  let source = languages[0].fixture
  return PreviewLanguages(
    all: languages.map { PreviewLanguages.Language(code: $0.code, direction: $0.direction) },
    fixture: { code in
      calls.add(fixtures: 1)
      return table[code] ?? source
    },
    texts: { code, fields in
      calls.add(fields: fields.count)
      return fields.map { $0.text(in: table[code] ?? source) }
    })
}

/// What a test's languages were asked for: whole fixtures and single fields.
final class LanguageCalls: @unchecked Sendable {
  private(set) var fixtures = 0
  private(set) var fields = 0

  func add(fixtures: Int = 0, fields: Int = 0) {
    self.fixtures += fixtures
    self.fields += fields
  }
}

/// Three languages of a two-column fixture: English, German (longer words: taller) and Arabic (right
/// to left).
func threeLanguages(calls: LanguageCalls = LanguageCalls()) -> (
  languages: PreviewLanguages, english: Fixture, german: Fixture, arabic: Fixture
) {
  let english = textFixture(
    ["Settings", "Notifications", "Ready for pickup", "Pay by card"], header: "Today")
  let german = textFixture(
    [
      "Einstellungen", "Benachrichtigungseinstellungen für Bestellungen",
      "Abholbereit an der Abholtheke im Erdgeschoss", "Mit Karte bezahlen",
    ], header: "Heute")
  let arabic = textFixture(["الإعدادات", "الإشعارات", "جاهز للاستلام", "الدفع بالبطاقة"], header: "اليوم")
  let languages = fixtureLanguages(
    [("en", .ltr, english), ("de", .ltr, german), ("ar", .rtl, arabic)], calls: calls)
  return (languages, english, german, arabic)
}

/// The previewer on English of `threeLanguages`, whose languages set the direction.
func languageState(
  width: Int = 60, height: Int = 24, calls: LanguageCalls = LanguageCalls(), setsDirection: Bool = true,
  sharing: Sharing = .alone, settings: SceneSettings = SceneSettings(), exactItemLimit: Int = 10_000
) -> PreviewState {
  let (languages, english, _, _) = threeLanguages(calls: calls)
  return PreviewState(
    scene: Scene(fixture: english), settings: settings, terminalSize: (width, height), sharing: sharing,
    exactItemLimit: exactItemLimit, languages: languages, language: "en", languageSetsDirection: setsDirection
  )
}
