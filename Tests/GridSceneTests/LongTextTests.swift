import GridCanvas
import GridFixtures
import GridLayout
import GridText
import Testing

@testable import GridScene

#if canImport(Glibc)
  import Glibc
#endif

/// Drawing long text costs time in proportion to its length wherever the text is: a cell, a header,
/// a footer. `render` draws a tall element slice by slice (and the previewer frame by frame); a
/// header or footer wrapped again for every slice was quadratic (a 10,000,000-character footer
/// rendered for minutes).
@Suite struct LongTextTests {
  enum Place: String, CaseIterable {
    case cell, header, footer
  }

  /// Latin, or right-to-left text with bidi controls nested past UAX #9's 125 levels.
  static let latin = [
    "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "中文字", "é",
  ]
  static let rightToLeft = [
    "שלום", "עולם", "\u{2067}abc\u{2069}", "مرحبا", "(טוב)", "123", "\u{202B}x", "\u{202E}y", "\u{202C}",
    "\u{2068}עברית\u{2069}", "\u{200F}", "[1]",
  ]

  static func fixture(_ place: Place, length: Int, words: [String] = latin) -> Fixture {
    var text = words == latin ? "" : String(repeating: "\u{202B}\u{2067}", count: 150)
    var i = 0
    while text.utf8.count < length {
      text += words[i % words.count] + " "
      i += 1
    }
    var section = FixtureSection(items: [
      FixtureItem(text: place == .cell ? text : "a"), FixtureItem(text: "b"),
    ])
    if place == .header { section.header = text }
    if place == .footer { section.footer = text }
    var fixture = Fixture(sections: [section])
    fixture.title = "long"
    return fixture
  }

  /// The CPU time this thread spends drawing the whole layout in 256-row slices, as `render` does.
  static func renderTime(_ fixture: Fixture, width: Int, category: ContentSizeCategory) -> Double {
    let scene = Scene(fixture: fixture, cachesMeasurements: false)
    let settings = SceneSettings(category: category)
    let start = threadTime()
    let result = scene.layoutResult(width: width, settings: settings)
    let renderer = scene.renderer(settings: settings, characters: .square, theme: .monochrome)
    let height = Canvas.cells(result.contentSize.height)
    var drawn = 0
    for top in stride(from: 0, to: height, by: 256) {
      let canvas = scene.canvas(
        for: result, settings: settings, top: top, height: min(256, height - top), width: width,
        renderer: renderer)
      drawn += canvas.height
    }
    #expect(drawn == height)
    return threadTime() - start
  }

  static func threadTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Four times the text takes about four times as long (quadratic work would take sixteen): the
  /// best of three runs each, measured in this thread's CPU time.
  @Test(arguments: Place.allCases)
  func drawingTimeGrowsLinearlyWithTheTextsLength(_ place: Place) {
    let short = Self.fixture(place, length: 60_000)
    let long = Self.fixture(place, length: 240_000)
    let one = (0..<3).map { _ in Self.renderTime(short, width: 222, category: .accessibilityExtraExtraLarge) }
      .min()!
    let four = (0..<3).map { _ in Self.renderTime(long, width: 222, category: .accessibilityExtraExtraLarge) }
      .min()!
    #expect(four / one < 8, "\(place): \(one) s for 1×, \(four) s for 4× (\(four / one)×)")
  }

  /// The same for right-to-left text, whose lines are reordered by the bidi algorithm: resolved once
  /// per text, each line reordered on its own.
  @Test(arguments: Place.allCases)
  func rightToLeftTextGrowsLinearlyToo(_ place: Place) {
    let short = Self.fixture(place, length: 60_000, words: Self.rightToLeft)
    let long = Self.fixture(place, length: 240_000, words: Self.rightToLeft)
    let one = (0..<3).map { _ in Self.renderTime(short, width: 222, category: .large) }.min() ?? 0
    let four = (0..<3).map { _ in Self.renderTime(long, width: 222, category: .large) }.min() ?? 0
    #expect(one > 0 && four / one < 8, "\(place): \(one) s for 1×, \(four) s for 4× (\(four / one)×)")
  }

  /// A title line never shows more than a screen is wide: a long title is cut once, when the scene
  /// is made, not measured on every frame.
  @Test func aLongTitleIsCutOnceToWhatAScreenShows() {
    var fixture = Self.fixture(.cell, length: 10)
    fixture.title = String(repeating: "ab 中 ", count: 10_000)
    let scene = Scene(fixture: fixture)
    #expect(DisplayWidth.columns(of: scene.shownTitle) <= Scene.longestShownText)
    #expect(DisplayWidth.columns(of: scene.shownTitle) >= Scene.longestShownText - 1)
    #expect(scene.shownTitle.hasSuffix("…"))
    #expect(fixture.title.hasPrefix(scene.shownTitle.dropLast()))
    #expect(Scene(fixture: .demo).shownTitle == Fixture.demo.title)
  }
}
