import Dispatch
import GridCanvas
import GridFixtures
import GridLayout
import GridScene
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
    var base = SceneSettings(fixture: fixture)
    if let layout = configuration.layout { base.layout = layout }
    if let columns = configuration.columns { base.columns = columns }
    if let direction = configuration.direction { base.direction = direction }
    let cases = configuration.widths.flatMap { width in configuration.categories.map { (width, $0) } }
    let screenHeight = configuration.screenHeight
    // Each width and size is laid out and checked on its own, so they are shared out among the
    // cores: one scene per worker (a scene's caches are for one thread), results kept by case.
    let workers = max(1, min(cases.count, ProcessorCount.online))
    let outcomes = Mutex<[(measure: AuditReport.Measure, findings: [Finding])?]>(
      Array(repeating: nil, count: cases.count))
    let done = Mutex(0)
    let settings = base
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let scene = Scene(fixture: fixture, cachesMeasurements: false)
      for index in stride(from: worker, to: cases.count, by: workers) {
        var settings = settings
        let (width, category) = cases[index]
        settings.category = category
        let result = scene.layoutResult(width: width, settings: settings)
        let counts = zip(fixture.sections, result.sections).filter { !$0.0.items.isEmpty }.map(
          \.1.columnCount)
        let measure = AuditReport.Measure(
          width: width, category: category,
          columns: (counts.min() ?? result.columnCount)...(counts.max() ?? result.columnCount),
          contentHeight: Canvas.cells(result.contentSize.height))
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
    for case (let measure, let findings)? in outcomes.withLock({ $0 }) {
      table.append(measure)
      for finding in findings {
        let key = GatherKey(rule: finding.rule, subject: finding.subject, key: finding.key)
        if gathered[key] == nil {
          gathered[key] = AuditReport.Entry(
            finding: finding, position: sourceMap.flatMap { position(of: finding, in: $0) },
            textDigest: FindingIdentity.digest(
              ofOwnText: FindingIdentity.ownText(of: finding.subject, in: fixture)))
        } else {
          gathered[key]?.add(finding)
        }
      }
    }
    // Sorted by key, then gathered: entries are large values, and moving them in the sort cost
    // more than comparing.
    let unsorted = Array(gathered.values)
    let keys = unsorted.map { ($0.position ?? .start, $0.finding.subject, $0.finding.rule.order) }
    let entries = unsorted.indices.sorted { keys[$0] < keys[$1] }.map { unsorted[$0] }
    var report = AuditReport(
      file: file, embeddedText: embeddedText, layout: base.layout, widths: configuration.widths,
      categories: configuration.categories,
      screenHeight: configuration.screenHeight, table: table, entries: entries)
    report.direction = base.direction
    return report
  }

  /// What findings are gathered by: one entry per rule, subject and key.
  private struct GatherKey: Hashable {
    var rule: Finding.Rule
    var subject: Finding.Subject
    var key: String?
  }

  /// The position of the value a finding names: its key in the item or section, the section's or the
  /// fixture's `columns` (for a finding about a section's column rule), else the item or section
  /// itself (a section's finding when `--columns` overrides the rule).
  static func position(of finding: Finding, in map: FixtureSourceMap) -> SourcePosition? {
    switch finding.subject {
    case .item(let section, let item):
      return finding.key.flatMap { map.position(section: section, item: item, key: $0) }
        ?? map.position(section: section, item: item)
    case .header(let section), .footer(let section):
      return finding.key.flatMap { map.position(section: section, key: $0) } ?? map.position(section: section)
    case .section(let section):
      guard let key = finding.key else { return map.position(section: section) }
      return map.position(section: section, key: key) ?? map.position(topLevelKey: key)
        ?? map.position(section: section)
    }
  }
}
