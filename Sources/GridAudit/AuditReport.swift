import GridFixtures
import GridScene
import GridText

/// What an audit of one fixture found: a table of column counts and content heights by width and
/// size, and the findings gathered per rule and subject.
public struct AuditReport: Sendable {
  /// The layout at one width and size.
  public struct Measure: Hashable, Sendable {
    public var width: Int
    public var category: ContentSizeCategory
    public var columns: Int
    public var contentHeight: Int
  }

  /// One finding, with every size and width it occurs at.
  public struct Entry: Hashable, Sendable {
    /// The finding as first seen (at the smallest size and width where it occurs).
    public var finding: Finding
    /// Where to change the fixture: the value the finding names, or the item itself.
    public var position: SourcePosition?
    public var categories: [ContentSizeCategory]
    public var widths: [Int]

    public var severity: Finding.Severity { finding.severity }

    public init(finding: Finding, position: SourcePosition?, categories: [ContentSizeCategory], widths: [Int]) {
      self.finding = finding
      self.position = position
      self.categories = categories
      self.widths = widths
    }

    mutating func add(category: ContentSizeCategory, width: Int) {
      if !categories.contains(category) {
        categories.append(category)
        categories.sort()
      }
      if !widths.contains(width) {
        widths.append(width)
        widths.sort()
      }
    }

    /// The sizes as runs of consecutive sizes: `AX1–AX5`, `xS, L–xL`.
    public var sizes: String { Self.runs(categories, all: ContentSizeCategory.allCases) }

    /// Runs of consecutive values of `all` among `values`, as `first–last` or single names.
    static func runs(_ values: [ContentSizeCategory], all: [ContentSizeCategory]) -> String {
      var parts: [String] = []
      var start: Int?
      var previous: Int?
      let indices = values.compactMap { all.firstIndex(of: $0) }.sorted()
      func close() {
        guard let start, let previous else { return }
        parts.append(start == previous ? all[start].shortName : "\(all[start].shortName)–\(all[previous].shortName)")
      }
      for index in indices {
        if let previous, index == previous + 1 {
          // still in the run
        } else {
          close()
          start = index
        }
        previous = index
      }
      close()
      return parts.joined(separator: ", ")
    }
  }

  /// The file as given ("built-in demo" for the demo).
  public var file: String
  public var layout: Fixture.LayoutKind
  public var widths: [Int]
  public var categories: [ContentSizeCategory]
  public var screenHeight: Int
  public var table: [Measure]
  public var entries: [Entry]

  /// How many entries have each severity.
  public func count(_ severity: Finding.Severity) -> Int { entries.filter { $0.severity == severity }.count }

  /// The measure at a width and size.
  public func measure(width: Int, category: ContentSizeCategory) -> Measure? {
    table.first { $0.width == width && $0.category == category }
  }
}
