import GridLayout

/// A grid to preview: layout settings and sections of items, as read from a fixture file.
///
/// A plain value that says nothing about the engine: the executable maps it onto the layout types.
/// Every property has a default (see ``init(title:layout:columns:insets:interitemSpacing:lineSpacing:padding:waterfallOrder:waterfallStretch:compat:category:collapseBorders:pinHeaders:pinFooters:direction:sections:)``),
/// matching the defaults of the JSON format documented in docs/fixtures.md. Distances are in terminal
/// rows and columns.
///
/// ```swift
/// let loaded = try Fixture.load(contentsOf: "Fixtures/demo.json")
/// for section in loaded.fixture.sections {
///   let rule = loaded.fixture.columns(in: section)
///   print(section.header ?? "", rule.columns(forWidth: 100))
/// }
/// ```
public struct Fixture: Hashable, Sendable {
  /// A title for the preview; empty means none.
  public var title: String
  /// Which layout places the items.
  public var layout: LayoutKind
  /// How many columns at a given view width, for every section that does not override it.
  public var columns: ColumnRule
  /// Section insets, for every section that does not override them.
  public var insets: Insets
  /// Horizontal gap between columns, for every section that does not override it.
  public var interitemSpacing: Int
  /// Vertical gap between rows, for every section that does not override it.
  public var lineSpacing: Int
  /// Space between a cell's border and its text, on every side.
  public var padding: Int
  /// Which column a waterfall item goes to.
  public var waterfallOrder: WaterfallOrder
  /// Whether waterfall columns are stretched to end level.
  public var waterfallStretch: WaterfallStretch
  /// Whether to reproduce FlexibleRowHeightGridLayout 3.0.0's frames exactly, quirks included.
  public var compat: Bool
  /// The name of the initial text size (a Dynamic Type category such as `"large"` or `"AX2"`), or
  /// `nil` for the previewer's default. An unknown name is a warning when the fixture is read, and the
  /// default size is used.
  public var category: String?
  /// Whether adjacent cells share one border line instead of drawing two.
  public var collapseBorders: Bool
  /// Whether section headers stay at the top of the viewport while their section shows (UIKit's
  /// `sectionHeadersPinToVisibleBounds`), for every section that does not say otherwise.
  public var pinHeaders: Bool
  /// Whether section footers stay at the bottom of the viewport while their section shows, for every
  /// section that does not say otherwise.
  public var pinFooters: Bool
  /// The direction of the app's interface: `rtl` mirrors the layout as UIKit does; nil when the
  /// fixture does not say (left to right, unless a right-to-left language decides).
  public var direction: Direction?
  /// The sections, in order.
  public var sections: [FixtureSection]
  /// The app's string files that text references name (`"strings"`: String Catalogs and folders of
  /// `xx.lproj` folders), as written: relative to the fixture's folder.
  public var strings: [String] = []
  /// Where each of ``strings`` is written in the fixture file (by index; empty for a fixture not read
  /// from a file), so a string file that cannot be used is reported at the entry that names it.
  public var stringPositions: [SourcePosition] = []
  /// The text fields that name a string of ``strings`` instead of holding text; each such field holds
  /// the reference's key until the fixture is resolved for a language.
  public var textReferences: [TextField: TextReference] = [:]
  /// The `lazyVGrid` layout's grid for every section that has none of its own (points, as in Swift).
  public var lazyVGrid: LazyVGrid?
  /// How many points of an app's layout one terminal column stands for (a row stands for twice as
  /// many), for the layouts written in points; `nil` is the default, 8 (`--points-per-column` wins).
  public var pointsPerColumn: Int?
  /// The `compositional` layout's section (UIKit's `NSCollectionLayoutSection`, in points) for every
  /// section that has none of its own.
  public var compositional: CollectionLayoutSection?

  public init(
    title: String = "",
    layout: LayoutKind = .grid,
    columns: ColumnRule = .fixed(2),
    insets: Insets = .standard,
    interitemSpacing: Int = 1,
    lineSpacing: Int = 1,
    padding: Int = 1,
    waterfallOrder: WaterfallOrder = .shortestFirst,
    waterfallStretch: WaterfallStretch = .none,
    compat: Bool = false,
    category: String? = nil,
    collapseBorders: Bool = false,
    pinHeaders: Bool = false,
    pinFooters: Bool = false,
    direction: Direction? = nil,
    sections: [FixtureSection] = []
  ) {
    self.title = title
    self.layout = layout
    self.columns = columns
    self.insets = insets
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.padding = padding
    self.waterfallOrder = waterfallOrder
    self.waterfallStretch = waterfallStretch
    self.compat = compat
    self.category = category
    self.collapseBorders = collapseBorders
    self.pinHeaders = pinHeaders
    self.pinFooters = pinFooters
    self.direction = direction
    self.sections = sections
  }

  /// The number of items in all sections.
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  // MARK: Section settings

  /// The insets that apply to `section`: its own, or the fixture's.
  public func insets(in section: FixtureSection) -> Insets { section.insets ?? insets }

  /// The gap between columns in `section`: its own, or the fixture's.
  public func interitemSpacing(in section: FixtureSection) -> Int {
    section.interitemSpacing ?? interitemSpacing
  }

  /// The gap between rows in `section`: its own, or the fixture's.
  public func lineSpacing(in section: FixtureSection) -> Int { section.lineSpacing ?? lineSpacing }

  /// The column rule for `section`: its own, or the fixture's.
  public func columns(in section: FixtureSection) -> ColumnRule { section.columns ?? columns }

  /// Whether `section`'s header is pinned: its own setting, or the fixture's.
  public func pinsHeader(in section: FixtureSection) -> Bool { section.pinHeaders ?? pinHeaders }

  /// Whether `section`'s footer is pinned: its own setting, or the fixture's.
  public func pinsFooter(in section: FixtureSection) -> Bool { section.pinFooters ?? pinFooters }

  /// The points one terminal column stands for when neither the fixture nor the command line says.
  public static let defaultPointsPerColumn = 8
  /// The points per column a fixture may give.
  public static let pointsPerColumnRange = 1...100
}
