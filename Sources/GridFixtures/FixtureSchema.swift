/// The fixture format, described once: for each kind of object, its keys in the order they are
/// written, the value each takes (its type and range), where that value goes, when the encoder
/// writes it, and which settings the compat grid ignores.
///
/// The full reader (`FixtureValidator`), the one-pass reader (`FixtureFastReader`) and the encoder
/// (`FixtureEncoder`) all walk these tables, so they cannot disagree on a key, a type or a range, and
/// a new setting of an existing kind of value is one row here. What is not a row is the few rules
/// about a value as a whole: a column rule is a count or an object with exactly one of its keys, a
/// span a count or `"full"`, breakpoints ascend from 0, a section's insets are completed from the
/// fixture's, and `sections` is read last by the full reader (which needs the fixture's settings for
/// them). Defaults are those of the values themselves (`Fixture()`, `FixtureSection()`,
/// `FixtureItem(text: "")`); a `get` that gives `nil` leaves its key out of the encoded text.
///
/// ```swift
/// FixtureSchema.item.names  // ["title", "text", "height", "aspectRatio", "maxLines", "span"]
/// ```
enum FixtureSchema {
  // MARK: Ranges

  /// Heights, insets and spacing, in rows or columns.
  static let distances = 0...10_000
  static let columnCounts = 1...ColumnRule.maxColumns
  static let minWidths = 0...100_000
  static let minColumnWidths = 1...10_000
  static let paddings = 0...100
  static let maxLines = 1...1000
  static let spans = 1...ColumnRule.maxColumns
  static let maxAspectRatio = 100.0

  // MARK: Objects

  /// The top level. `sections` is required, and last: the encoder opens it and streams the sections.
  static let fixture = Table<Fixture>([
    Member("title", .localizable(get: { $0.title }, set: { $0.title = $1 })),
    Member("layout", .oneOf(get: { $0.layout }, set: { $0.layout = $1 })),
    Member("columns", .columns(get: { $0.columns }, set: { $0.columns = $1 })),
    Member("insets", .insets(edgesLeftOut: .standard, get: { $0.insets }, set: { $0.insets = $1 })),
    Member(
      "interitemSpacing",
      .integer(distances, get: { $0.interitemSpacing }, set: { $0.interitemSpacing = $1 })),
    Member("lineSpacing", .integer(distances, get: { $0.lineSpacing }, set: { $0.lineSpacing = $1 })),
    Member("padding", .integer(paddings, get: { $0.padding }, set: { $0.padding = $1 })),
    Member("waterfall", .group(waterfall)),
    Member("compat", .flag(get: { $0.compat }, set: { $0.compat = $1 })),
    Member("category", .textSize(get: { $0.category }, set: { $0.category = $1 })),
    Member("collapseBorders", .flag(get: { $0.collapseBorders }, set: { $0.collapseBorders = $1 })),
    // Written only when true, so fixtures without pins encode as they did before pins existed.
    Member(
      "pinHeaders", .flag(get: { $0.pinHeaders ? true : nil }, set: { $0.pinHeaders = $1 }),
      ignoredInCompat: pins { $0.pinHeaders }),
    Member(
      "pinFooters", .flag(get: { $0.pinFooters ? true : nil }, set: { $0.pinFooters = $1 }),
      ignoredInCompat: pins { $0.pinFooters }),
    // Written only when right to left, so other fixtures encode as they did before it existed.
    Member("direction", .oneOf(optional: { $0.direction }, set: { $0.direction = $1 })),
    // Written only when there are string files.
    Member("strings", .paths(get: { $0.strings.isEmpty ? nil : $0.strings }, set: { $0.strings = $1 })),
    // Written only when set, as the grid and the scale are for the layouts in points alone.
    Member("lazyVGrid", .lazyVGrid(get: { $0.lazyVGrid }, set: { $0.lazyVGrid = $1 })),
    Member("compositional", .compositional(get: { $0.compositional }, set: { $0.compositional = $1 })),
    Member(
      "pointsPerColumn",
      .integer(Fixture.pointsPerColumnRange, get: { $0.pointsPerColumn }, set: { $0.pointsPerColumn = $1 })),
    Member("sections", .sections(set: { $0.sections = $1 }), required: true),
  ])

  /// The fixture's waterfall settings, an object of their own in the file.
  static let waterfall = Table<Fixture>([
    Member("order", .oneOf(get: { $0.waterfallOrder }, set: { $0.waterfallOrder = $1 })),
    Member("stretch", .oneOf(get: { $0.waterfallStretch }, set: { $0.waterfallStretch = $1 })),
  ])

  /// A section: every setting optional (`nil` is the fixture's), `items` last.
  static let section = Table<FixtureSection>([
    Member("header", .localizable(get: { $0.header }, set: { $0.header = $1 })),
    Member("footer", .localizable(get: { $0.footer }, set: { $0.footer = $1 })),
    Member("headerHeight", .integer(distances, get: { $0.headerHeight }, set: { $0.headerHeight = $1 })),
    Member("footerHeight", .integer(distances, get: { $0.footerHeight }, set: { $0.footerHeight = $1 })),
    Member("insets", .insets(edgesLeftOut: .fixtures, get: { $0.insets }, set: { $0.insets = $1 })),
    Member(
      "interitemSpacing",
      .integer(distances, get: { $0.interitemSpacing }, set: { $0.interitemSpacing = $1 })),
    Member("lineSpacing", .integer(distances, get: { $0.lineSpacing }, set: { $0.lineSpacing = $1 })),
    Member("columns", .columns(get: { $0.columns }, set: { $0.columns = $1 })),
    Member(
      "pinHeaders", .flag(get: { $0.pinHeaders }, set: { $0.pinHeaders = $1 }),
      ignoredInCompat: pins { $0.pinHeaders == true }),
    Member(
      "pinFooters", .flag(get: { $0.pinFooters }, set: { $0.pinFooters = $1 }),
      ignoredInCompat: pins { $0.pinFooters == true }),
    Member("lazyVGrid", .lazyVGrid(get: { $0.lazyVGrid }, set: { $0.lazyVGrid = $1 })),
    Member("compositional", .compositional(get: { $0.compositional }, set: { $0.compositional = $1 })),
    Member("items", .items(set: { $0.items = $1 })),
  ])

  /// An item written as an object; one that is only text is written as a bare string
  /// (``FixtureItem/isPlainText``).
  static let item = Table<FixtureItem>([
    Member("title", .localizable(get: { $0.title }, set: { $0.title = $1 })),
    Member("text", .localizable(get: { $0.text.isEmpty ? nil : $0.text }, set: { $0.text = $1 })),
    Member("height", .integer(distances, get: { $0.height }, set: { $0.height = $1 })),
    Member(
      "aspectRatio",
      .positiveNumber(atMost: maxAspectRatio, get: { $0.aspectRatio }, set: { $0.aspectRatio = $1 })),
    Member("maxLines", .integer(maxLines, get: { $0.maxLines }, set: { $0.maxLines = $1 })),
    // One column is what the compat grid gives every item anyway.
    Member(
      "span", .span(get: { $0.span }, set: { $0.span = $1 }),
      ignoredInCompat: CompatNote("items that span columns") { $0.span.map { $0 != .columns(1) } ?? false }),
    Member("fillsRow", .flag(get: { $0.fillsRow ? true : nil }, set: { $0.fillsRow = $1 })),
  ])

  /// A text field's reference to the app's string files: `key` required, `arguments` and `table`
  /// (default `Localizable`) optional.
  static let textReference = Table<Fixture.TextReference>([
    Member("key", .text(get: { $0.key }, set: { $0.key = $1 }), required: true),
    Member(
      "arguments", .arguments(get: { $0.arguments.isEmpty ? nil : $0.arguments }, set: { $0.arguments = $1 })),
    Member(
      "table",
      .text(get: { $0.table == Fixture.TextReference.defaultTable ? nil : $0.table }, set: { $0.table = $1 })),
  ])

  /// Insets: every edge written; an edge left out is the standard one's (the fixture's) or the
  /// fixture's (a section's).
  static let insets = Table<Fixture.Insets>([
    Member("top", .integer(distances, get: { $0.top }, set: { $0.top = $1 })),
    Member("left", .integer(distances, get: { $0.left }, set: { $0.left = $1 })),
    Member("bottom", .integer(distances, get: { $0.bottom }, set: { $0.bottom = $1 })),
    Member("right", .integer(distances, get: { $0.right }, set: { $0.right = $1 })),
  ])

  /// A column rule written as an object (a count is written as a number): exactly one of its keys.
  static let columnRule = Table<ColumnRule?>(
    [
      Member(
        "breakpoints",
        .breakpoints(
          get: { if case .breakpoints(let breakpoints)? = $0 { breakpoints } else { nil } },
          set: { $0 = .breakpoints($1) })),
      Member(
        "minColumnWidth",
        .integer(
          minColumnWidths, get: { if case .minColumnWidth(let width)? = $0 { width } else { nil } },
          set: { $0 = .minColumnWidth($1) })),
    ], exclusive: true)

  /// One breakpoint of a column rule: both keys required.
  static let breakpoint = Table<ColumnBreakpoint>([
    Member("minWidth", .integer(minWidths, get: { $0.minWidth }, set: { $0.minWidth = $1 }), required: true),
    Member("columns", .integer(columnCounts, get: { $0.columns }, set: { $0.columns = $1 }), required: true),
  ])

  // MARK: SwiftUI's grid

  /// Lengths in points.
  static let maximumPoints = Fixture.LazyVGrid.maximumPoints

  /// A `LazyVGrid`: `columns` required (at least one), the rest optional.
  static let lazyVGrid = Table<Fixture.LazyVGrid>([
    Member("columns", .gridColumns(get: { $0.columns }, set: { $0.columns = $1 }), required: true),
    Member("spacing", .points(atMost: maximumPoints, get: { $0.spacing }, set: { $0.spacing = $1 })),
    Member("alignment", .oneOf(optional: { $0.alignment }, set: { $0.alignment = $1 })),
    Member(
      "pinnedViews",
      .names(
        among: Fixture.PinnedView.allCases.map(\.rawValue),
        get: { $0.pinnedViews.isEmpty ? nil : $0.pinnedViews.map(\.rawValue) },
        set: { $0.pinnedViews = $1.compactMap(Fixture.PinnedView.init(rawValue:)) })),
  ])

  /// The size keys of a grid column, of which exactly one must be there (the first three members).
  static let gridColumnSizes: UInt64 = 0b111

  /// A `GridItem`: exactly one of `fixed`, `flexible` and `adaptive` (``gridColumnSizes``), then
  /// `spacing` and `alignment`.
  static let gridColumn = Table<Fixture.GridColumn>([
    Member(
      "fixed",
      .points(
        atMost: maximumPoints, get: { if case .fixed(let width) = $0.size { width } else { nil } },
        set: { $0.size = .fixed($1) })),
    Member(
      "flexible",
      .sizeBounds(
        adaptive: false,
        get: {
          if case .flexible(let minimum, let maximum) = $0.size {
            SizeBounds(minimum: minimum == 10 ? nil : minimum, maximum: maximum)
          } else {
            nil
          }
        }, set: { $0.size = .flexible(minimum: $1.minimum ?? 10, maximum: $1.maximum) })),
    Member(
      "adaptive",
      .sizeBounds(
        adaptive: true,
        get: {
          if case .adaptive(let minimum, let maximum) = $0.size {
            SizeBounds(minimum: minimum, maximum: maximum)
          } else {
            nil
          }
        }, set: { $0.size = .adaptive(minimum: $1.minimum ?? 0, maximum: $1.maximum) })),
    Member("spacing", .points(atMost: maximumPoints, get: { $0.spacing }, set: { $0.spacing = $1 })),
    Member("alignment", .oneOf(optional: { $0.alignment }, set: { $0.alignment = $1 })),
  ])

  /// A flexible or adaptive column's bounds as read: `nil` is left out (a maximum left out, or
  /// `"infinity"`, is no maximum).
  struct SizeBounds: Sendable {
    var minimum: Double?
    var maximum: Double?
  }

  /// A flexible column's bounds: both optional (minimum 10, no maximum).
  static let flexibleBounds = Table<SizeBounds>([
    Member("minimum", .points(atMost: maximumPoints, get: { $0.minimum }, set: { $0.minimum = $1 })),
    Member("maximum", .pointsOrInfinity(get: { $0.maximum }, set: { $0.maximum = $1 })),
  ])

  /// An adaptive column's bounds: the minimum required (and above 0), no maximum unless given.
  static let adaptiveBounds = Table<SizeBounds>([
    Member(
      "minimum", .points(atMost: maximumPoints, get: { $0.minimum }, set: { $0.minimum = $1 }), required: true
    ),
    Member("maximum", .pointsOrInfinity(get: { $0.maximum }, set: { $0.maximum = $1 })),
  ])

  // MARK: Compat

  /// Whether the compat grid lays the fixture out: `compat` changes only the grid; the flow,
  /// waterfall and list layouts have spans and pinning whatever it says.
  static func compatApplies(to fixture: Fixture) -> Bool { fixture.compat && fixture.layout == .grid }

  private static func pins<Owner>(_ applies: @escaping @Sendable (Owner) -> Bool) -> CompatNote<Owner> {
    CompatNote("pinned headers and footers", applies: applies)
  }
}
