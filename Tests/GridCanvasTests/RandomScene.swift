import GridCanvas
import GridFixtures
import GridLayout
import GridScene
import GridText

/// A random fixture drawn whole, for the renderer's property tests: sections with and without bands,
/// items of ASCII, accented, CJK, emoji and control-laden words, titles, explicit heights, line limits and aspect
/// ratios, any column rule, insets, spacing and padding, at a width of 1…160, one of the twelve text
/// sizes, one of the four layouts, collapsed borders or not, and one of the box character sets.
///
/// Every case follows from its seed (SplitMix64), so a failure names the seed that reproduces it.
struct RandomScene: Sendable, CustomStringConvertible {
  let seed: UInt64
  let fixture: Fixture
  let settings: SceneSettings
  let width: Int
  let characters: BoxCharacters

  static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
  static let accented = ["café", "naïve", "Ångström", "nai\u{308}ve", "jalapen\u{303}o", "Zoë"]
  static let cjk: [Character] = ["中", "文", "字", "日", "本", "語", "한", "국", "어", "ア", "東", "京"]
  static let emoji = ["👍", "👍🏽", "👩‍💻", "🇯🇵", "❤️", "🍎", "🚆", "🌍"]
  /// Words holding controls a terminal would obey: they must be drawn as placeholders.
  static let controlled = ["x\u{1B}[1my", "bell\u{7}", "del\u{7F}", "c1\u{9B}x", "rtl\u{202E}x"]
  static let characterSets: [BoxCharacters] = [.square, .rounded, .ascii]

  /// Case `index` of a run: the layout and text size cycle through every combination as the index
  /// grows, the rest is random.
  init(index: Int, seed: UInt64) {
    self.seed = seed
    var rng = SplitMix64(seed: seed)
    let layouts = Fixture.LayoutKind.allCases
    let categories = ContentSizeCategory.allCases
    let layout = layouts[index % layouts.count]
    let category = categories[(index / layouts.count) % categories.count]

    var sections: [FixtureSection] = []
    for _ in 0..<(1 + rng.next(below: 3)) {
      var section = FixtureSection()
      if rng.next(below: 2) == 0 { section.header = Self.words(1 + rng.next(below: 4), &rng) }
      if rng.next(below: 2) == 0 { section.footer = Self.words(1 + rng.next(below: 4), &rng) }
      if rng.next(below: 8) == 0 { section.headerHeight = rng.next(below: 4) }
      if rng.next(below: 8) == 0 { section.insets = Self.insets(&rng) }
      if rng.next(below: 8) == 0 { section.interitemSpacing = rng.next(below: 3) }
      if rng.next(below: 8) == 0 { section.columns = Self.columnRule(&rng) }
      section.items = (0..<rng.next(below: 7)).map { _ in Self.item(&rng) }
      sections.append(section)
    }
    fixture = Fixture(
      layout: layout, columns: Self.columnRule(&rng), insets: Self.insets(&rng),
      interitemSpacing: rng.next(below: 3),
      lineSpacing: rng.next(below: 3), padding: rng.next(below: 3), sections: sections)
    let orders = Fixture.WaterfallOrder.allCases
    let stretches = Fixture.WaterfallStretch.allCases
    settings = SceneSettings(
      layout: layout, category: category, order: orders[rng.next(below: orders.count)],
      stretch: stretches[rng.next(below: stretches.count)], collapseBorders: rng.next(below: 2) == 0)
    width = 1 + rng.next(below: 160)
    characters = Self.characterSets[rng.next(below: Self.characterSets.count)]
  }

  var description: String {
    let kind = characters == .ascii ? "ascii" : characters == .rounded ? "rounded" : "square"
    return
      "seed \(seed): \(settings.layout) at \(width), \(settings.category.shortName), "
      + "collapsed \(settings.collapseBorders), \(kind), \(fixture.itemCount) items"
  }

  static func item(_ rng: inout SplitMix64) -> FixtureItem {
    var item = FixtureItem(text: words(rng.next(below: 13), &rng))
    if rng.next(below: 2) == 0 { item.title = words(1 + rng.next(below: 3), &rng) }
    if rng.next(below: 10) == 0 { item.height = 1 + rng.next(below: 8) }
    if rng.next(below: 10) == 0 { item.maxLines = 1 + rng.next(below: 3) }
    if rng.next(below: 6) == 0 { item.aspectRatio = [0.5, 1, 1.5, 3][rng.next(below: 4)] }
    return item
  }

  /// `count` words separated by single spaces.
  static func words(_ count: Int, _ rng: inout SplitMix64) -> String {
    (0..<count).map { _ in word(&rng) }.joined(separator: " ")
  }

  static func word(_ rng: inout SplitMix64) -> String {
    switch rng.next(below: 20) {
    case 0..<10:
      // Mostly short; one word in ten longer than most lines.
      let length = rng.next(below: 10) == 0 ? 12 + rng.next(below: 20) : 1 + rng.next(below: 9)
      return String((0..<length).map { _ in letters[rng.next(below: letters.count)] })
    case 10..<12: return accented[rng.next(below: accented.count)]
    case 12..<16: return String((0..<(1 + rng.next(below: 5))).map { _ in cjk[rng.next(below: cjk.count)] })
    case 16..<18:
      return (0..<(1 + rng.next(below: 2))).map { _ in emoji[rng.next(below: emoji.count)] }.joined()
    case 18: return controlled[rng.next(below: controlled.count)]
    default: return "Tokyo東京" + String(letters[rng.next(below: letters.count)])
    }
  }

  static func insets(_ rng: inout SplitMix64) -> Fixture.Insets {
    Fixture.Insets(
      top: rng.next(below: 3), left: rng.next(below: 3), bottom: rng.next(below: 3), right: rng.next(below: 3)
    )
  }

  static func columnRule(_ rng: inout SplitMix64) -> ColumnRule {
    switch rng.next(below: 3) {
    case 0: return .fixed(1 + rng.next(below: 5))
    case 1: return .minColumnWidth(8 + rng.next(below: 33))
    default:
      return .breakpoints([
        ColumnBreakpoint(minWidth: 0, columns: 1),
        ColumnBreakpoint(minWidth: 30 + rng.next(below: 20), columns: 2),
        ColumnBreakpoint(minWidth: 80 + rng.next(below: 40), columns: 3 + rng.next(below: 3)),
      ])
    }
  }

  // MARK: Drawing

  /// The scene, its layout and the whole content drawn on one canvas, as `gridpreview render` does.
  func render() -> (scene: Scene, result: LayoutResult, canvas: Canvas) {
    let scene = Scene(fixture: fixture)
    let result = scene.layoutResult(width: width, settings: settings)
    let renderer = scene.renderer(settings: settings, characters: characters, theme: .dark)
    let height = Canvas.cells(result.contentSize.height)
    let canvas = scene.canvas(
      for: result, settings: settings, top: 0, height: height, width: width, renderer: renderer)
    return (scene, result, canvas)
  }

  /// The region a cell's box covers: its frame, one cell wider and taller when borders collapse.
  func box(of element: LayoutElement) -> Canvas.Region {
    let grow = settings.collapseBorders ? 1 : 0
    return Canvas.Region(
      x: Canvas.cells(element.frame.minX), y: Canvas.cells(element.frame.minY),
      width: Canvas.cells(element.frame.width) + grow, height: Canvas.cells(element.frame.height) + grow)
  }
}
