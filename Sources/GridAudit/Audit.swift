import Dispatch
import GridCanvas
import GridFixtures
import GridLayout
import GridScene
import GridStrings
import GridText
import Synchronization

/// Checks a fixture at every text size and width asked for: the column count and content height of
/// each, and every finding (`Finding`), gathered per rule and subject with the sizes and widths
/// where it occurs and the position in the fixture of the value to change.
///
/// ```swift
/// let report = Audit.run(fixture, sourceMap: map, configuration: .init(widths: [40, 80]))
/// report.entries.filter { $0.severity == .error }
/// ```
public enum Audit {
  /// What to check.
  public struct Configuration: Sendable {
    public var widths: [Int]
    public var categories: [ContentSizeCategory]
    /// The layout to check, or nil for the fixture's own.
    public var layout: Fixture.LayoutKind?
    /// A fixed column count, as `--columns`.
    public var columns: Int?
    /// The interface's direction, or nil for the fixture's own.
    public var direction: Fixture.Direction?
    /// A row that, with the spacing below it, is at least this many rows tall is a finding.
    public var screenHeight: Int
    /// The waterfall's stretch, or nil for the fixture's own.
    public var stretch: Fixture.WaterfallStretch?
    /// Whether neighbouring cells share one border line (else the fixture's own choice).
    public var collapseBorders = false

    public init(
      widths: [Int] = Audit.defaultWidths, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
      layout: Fixture.LayoutKind? = nil, columns: Int? = nil, screenHeight: Int = 50,
      direction: Fixture.Direction? = nil
    ) {
      self.direction = direction
      self.widths = widths
      self.categories = categories
      self.layout = layout
      self.columns = columns
      self.screenHeight = screenHeight
    }
  }

  /// The widths checked unless others are asked for.
  public static let defaultWidths = [40, 60, 80, 120]

  /// Checks `fixture` at every width and size of `configuration`.
  ///
  /// - Parameters:
  ///   - file: The name to report the fixture by.
  ///   - embeddedText: The fixture's text when it is no file (the built-in demo), for SARIF.
  ///   - sourceMap: Where the fixture's values are, for positions (nil: findings have none).
  ///   - progress: Called after each width and size with how many are done and how many there are.
  public static func run(
    _ fixture: Fixture, file: String, embeddedText: String? = nil, sourceMap: FixtureSourceMap?,
    configuration: Configuration, progress: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) -> AuditReport {
    sweep(
      [Variant(fixture: fixture)], languages: [], file: file, embeddedText: embeddedText,
      sourceMap: sourceMap,
      configuration: configuration, progress: progress)
  }

  /// One fixture of a sweep: as written, or resolved in one language.
  struct Variant {
    var fixture: Fixture
    /// The language's direction (nil: the fixture's); `--direction` wins over it.
    var direction: Fixture.Direction?
    /// Where each field's string of the app's is, in this language (empty: as written).
    var sources: [Fixture.TextField: ResolvedText] = [:]
    /// The strings not translated into this language, or still to be reviewed.
    var issues: [TranslationIssue] = []
  }

  /// Lays out every variant at every width and size of `configuration`, and gathers the findings:
  /// one entry per rule, subject, key and — with languages — place they point at, listing every
  /// (language, width, size) where it occurs.
  static func sweep(
    _ variants: [Variant], languages: [String], file: String, embeddedText: String?,
    sourceMap: FixtureSourceMap?, configuration: Configuration,
    progress: @Sendable (_ done: Int, _ total: Int) -> Void
  ) -> AuditReport {
    let bases = variants.map { variant -> SceneSettings in
      var base = SceneSettings(fixture: variant.fixture)
      if let layout = configuration.layout { base.layout = layout }
      if let columns = configuration.columns { base.columns = columns }
      if let stretch = configuration.stretch { base.stretch = stretch }
      if configuration.collapseBorders { base.collapseBorders = true }
      if let direction = configuration.direction ?? variant.direction { base.direction = direction }
      return base
    }
    let cases = variants.indices.flatMap { variant in
      configuration.widths.flatMap { width in configuration.categories.map { (variant, width, $0) } }
    }
    let screenHeight = configuration.screenHeight
    // Each width and size is laid out and checked on its own, so they are shared out among the
    // cores: one scene per worker and fixture (a scene's caches are for one thread), results kept
    // by case.
    let workers = max(1, min(cases.count, ProcessorCount.online))
    let outcomes = Mutex<[(measure: AuditReport.Measure, findings: [Finding])?]>(
      Array(repeating: nil, count: cases.count))
    let done = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var scenes: [Int: Scene] = [:]
      for index in stride(from: worker, to: cases.count, by: workers) {
        let (variant, width, category) = cases[index]
        let fixture = variants[variant].fixture
        let scene = scenes[variant] ?? Scene(fixture: fixture, cachesMeasurements: false)
        scenes[variant] = scene
        var settings = bases[variant]
        settings.category = category
        let result = scene.layoutResult(width: width, settings: settings)
        let counts = zip(fixture.sections, result.sections).filter { !$0.0.items.isEmpty }.map(
          \.1.columnCount)
        let measure = AuditReport.Measure(
          width: width, category: category,
          columns: (counts.min() ?? result.columnCount)...(counts.max() ?? result.columnCount),
          contentHeight: Canvas.cells(result.contentSize.height), language: variant)
        let findings = scene.findings(
          in: result, width: width, settings: settings, screenHeight: screenHeight)
        outcomes.withLock { $0[index] = (measure, findings) }
        let finished = done.withLock { count -> Int in
          count += 1
          return count
        }
        progress(finished, cases.count)
      }
    }
    var table: [AuditReport.Measure] = []
    var gathered: [GatherKey: AuditReport.Entry] = [:]
    func gather(_ finding: Finding, in variant: Int, at location: StringLocation?) {
      var key = GatherKey(rule: finding.rule, subject: finding.subject, key: finding.key, location: location)
      if !languages.isEmpty, case .wordTooWide(let word, _, _) = finding.detail { key.word = word }
      if gathered[key] != nil {
        gathered[key]?.add(finding, language: variant)
        return
      }
      let inFixture = sourceMap.flatMap { position(of: finding, in: $0) }
      var entry = AuditReport.Entry(
        finding: finding, position: location?.position ?? inFixture,
        textDigest: languages.isEmpty
          ? FindingIdentity.digest(
            ofOwnText: FindingIdentity.ownText(of: finding.subject, in: variants[0].fixture))
          : 0,
        language: variant)
      if let location {
        entry.file = location.fileName
        entry.fixturePosition = inFixture
      }
      gathered[key] = entry
    }
    for (index, outcome) in outcomes.withLock({ $0 }).enumerated() {
      guard let (measure, findings) = outcome else { continue }
      let variant = cases[index].0
      table.append(measure)
      for finding in findings {
        let location = languages.isEmpty ? nil : translation(of: finding, in: variants[variant])
        gather(finding, in: variant, at: location)
      }
    }
    // A string not translated, or still to be reviewed, is so at every width and size.
    for (index, variant) in variants.enumerated() {
      for issue in variant.issues {
        for width in configuration.widths {
          for category in configuration.categories {
            gather(
              finding(for: issue, in: variant.fixture, width: width, category: category), in: index,
              at: issue.keyLocation)
          }
        }
      }
    }
    var entries: [AuditReport.Entry]
    if languages.isEmpty {
      // Sorted by key, then gathered: entries are large values, and moving them in the sort cost
      // more than comparing.
      let unsorted = Array(gathered.values)
      let keys = unsorted.map { ($0.position ?? .start, $0.finding.subject, $0.finding.rule.order) }
      entries = unsorted.indices.sorted { keys[$0] < keys[$1] }.map { unsorted[$0] }
    } else {
      entries = languageEntries(gathered: gathered, variants: variants, configuration: configuration)
    }
    var report = AuditReport(
      file: file, embeddedText: embeddedText, layout: bases.first?.layout ?? .grid,
      widths: configuration.widths,
      categories: configuration.categories,
      screenHeight: configuration.screenHeight, table: table, entries: entries)
    report.direction =
      configuration.direction ?? variants.first.map { SceneSettings(fixture: $0.fixture).direction } ?? .ltr
    report.languages = languages
    return report
  }

  /// What findings are gathered by: one entry per rule, subject and key, and with languages the
  /// translation it points at (nil: the fixture).
  struct GatherKey: Hashable {
    var rule: Finding.Rule
    var subject: Finding.Subject
    var key: String?
    var location: StringLocation?
    /// With languages, the word a broken-word finding is about: a pseudolanguage's word is not the
    /// source language's, at the same place.
    var word: String?
  }

  /// The position of the value a finding names: its key in the item or section, the section's or the
  /// fixture's `columns` (for a finding about a section's column rule), else the item or section
  /// itself (a section's finding when `--columns` overrides the rule).
  static func position(of finding: Finding, in map: FixtureSourceMap) -> SourcePosition? {
    switch finding.subject {
    case .title:
      return map.position(topLevelKey: "title")
    case .item(let section, let item):
      // The key in the item, else in its section, else at the top level (a section's or the
      // fixture's `lazyVGrid` for a finding about a cell's column).
      return finding.key.flatMap {
        map.position(section: section, item: item, key: $0) ?? map.position(section: section, key: $0)
          ?? map.position(topLevelKey: $0)
      } ?? map.position(section: section, item: item)
    case .header(let section), .footer(let section):
      return finding.key.flatMap { map.position(section: section, key: $0) } ?? map.position(section: section)
    case .section(let section):
      guard let key = finding.key else { return map.position(section: section) }
      return map.position(section: section, key: key) ?? map.position(topLevelKey: key)
        ?? map.position(section: section)
    }
  }
}
