import GridLayout

/// One section of a fixture: optional header and footer, optional overrides, and items.
///
/// `nil` settings fall back to the fixture's; ask the fixture for the resolved value
/// (``Fixture/insets(in:)`` and its siblings).
public struct FixtureSection: Hashable, Sendable {
  /// Header text, or `nil` for no header text.
  public var header: String?
  /// Footer text, or `nil` for no footer text.
  public var footer: String?
  /// The header's height in rows, overriding measurement of ``header``; 0 hides the header.
  public var headerHeight: Int?
  /// The footer's height in rows, overriding measurement of ``footer``; 0 hides the footer.
  public var footerHeight: Int?
  /// Insets for this section instead of the fixture's.
  public var insets: Fixture.Insets?
  /// Gap between columns for this section instead of the fixture's.
  public var interitemSpacing: Int?
  /// Gap between rows for this section instead of the fixture's.
  public var lineSpacing: Int?
  /// Column rule for this section instead of the fixture's.
  public var columns: ColumnRule?
  /// Whether the header stays at the top of the viewport while the section shows, instead of the
  /// fixture's ``Fixture/pinHeaders``.
  public var pinHeaders: Bool?
  /// Whether the footer stays at the bottom of the viewport while the section shows, instead of the
  /// fixture's ``Fixture/pinFooters``.
  public var pinFooters: Bool?
  /// The items, in order.
  public var items: [FixtureItem]
  /// The `lazyVGrid` layout's grid for this section instead of the fixture's.
  public var lazyVGrid: Fixture.LazyVGrid?
  /// The `compositional` layout's section for this section instead of the fixture's.
  public var compositional: CollectionLayoutSection?

  public init(
    header: String? = nil,
    footer: String? = nil,
    headerHeight: Int? = nil,
    footerHeight: Int? = nil,
    insets: Fixture.Insets? = nil,
    interitemSpacing: Int? = nil,
    lineSpacing: Int? = nil,
    columns: ColumnRule? = nil,
    pinHeaders: Bool? = nil,
    pinFooters: Bool? = nil,
    items: [FixtureItem] = []
  ) {
    self.header = header
    self.footer = footer
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.insets = insets
    self.interitemSpacing = interitemSpacing
    self.lineSpacing = lineSpacing
    self.columns = columns
    self.pinHeaders = pinHeaders
    self.pinFooters = pinFooters
    self.items = items
  }
}
