import GridLayout

extension FixtureSchema {
  /// The kind of value a key takes, and where it goes: `get` gives the encoder the value to write
  /// (`nil` leaves the key out), `set` stores what a reader read.
  enum Value<Owner>: Sendable {
    /// A string.
    case text(get: @Sendable (Owner) -> String?, set: @Sendable (inout Owner, String) -> Void)
    /// Text shown in the grid: a string, or a reference to the app's string files (an object by
    /// ``FixtureSchema/textReference``), which the full reader keeps in the fixture's
    /// `textReferences` (storing the key as the text) and the one-pass reader leaves to it.
    case localizable(get: @Sendable (Owner) -> String?, set: @Sendable (inout Owner, String) -> Void)
    /// An array of non-empty strings: the fixture's string files (`strings`).
    case paths(get: @Sendable (Owner) -> [String]?, set: @Sendable (inout Owner, [String]) -> Void)
    /// An array of numbers and strings: a text reference's `arguments`.
    case arguments(
      get: @Sendable (Owner) -> [Fixture.Argument]?, set: @Sendable (inout Owner, [Fixture.Argument]) -> Void)
    /// A whole number in the range.
    case integer(
      ClosedRange<Int>, get: @Sendable (Owner) -> Int?, set: @Sendable (inout Owner, Int) -> Void)
    /// A number greater than 0 and at most the limit.
    case positiveNumber(
      atMost: Double, get: @Sendable (Owner) -> Double?, set: @Sendable (inout Owner, Double) -> Void)
    /// `true` or `false`.
    case flag(get: @Sendable (Owner) -> Bool?, set: @Sendable (inout Owner, Bool) -> Void)
    /// One of the names: an enumeration's raw values (``oneOf(get:set:)``).
    case name(
      among: [String], get: @Sendable (Owner) -> String?, set: @Sendable (inout Owner, String) -> Void)
    /// The name of a text size (`"large"`, `"AX2"`), not empty; one GridText cannot read is only a
    /// warning, and the default size is used.
    case textSize(get: @Sendable (Owner) -> String?, set: @Sendable (inout Owner, String) -> Void)
    /// A column rule: a count in ``FixtureSchema/columnCounts``, or an object by
    /// ``FixtureSchema/columnRule``.
    case columns(get: @Sendable (Owner) -> ColumnRule?, set: @Sendable (inout Owner, ColumnRule) -> Void)
    /// An array of ``FixtureSchema/breakpoint`` objects: at least one, the first at 0, ascending.
    case breakpoints(
      get: @Sendable (Owner) -> [ColumnBreakpoint]?, set: @Sendable (inout Owner, [ColumnBreakpoint]) -> Void)
    /// Insets, an object by ``FixtureSchema/insets``, whose left-out edges are as `edgesLeftOut` says.
    case insets(
      edgesLeftOut: EdgesLeftOut, get: @Sendable (Owner) -> Fixture.Insets?,
      set: @Sendable (inout Owner, Fixture.Insets) -> Void)
    /// A count of columns in ``FixtureSchema/spans``, or `"full"`.
    case span(
      get: @Sendable (Owner) -> FixtureItem.Span?, set: @Sendable (inout Owner, FixtureItem.Span) -> Void)
    /// A length in points (a `LazyVGrid`'s), from 0 to the limit; fractions allowed.
    case points(
      atMost: Double, get: @Sendable (Owner) -> Double?, set: @Sendable (inout Owner, Double) -> Void)
    /// A length in points or `"infinity"`, read as nil; written only when finite (`get` gives nil
    /// for no bound).
    case pointsOrInfinity(get: @Sendable (Owner) -> Double?, set: @Sendable (inout Owner, Double?) -> Void)
    /// An array of names, each one of `among` (a grid's `pinnedViews`), without repeats.
    case names(
      among: [String], get: @Sendable (Owner) -> [String]?, set: @Sendable (inout Owner, [String]) -> Void)
    /// A SwiftUI grid, an object by ``FixtureSchema/lazyVGrid``.
    case lazyVGrid(
      get: @Sendable (Owner) -> Fixture.LazyVGrid?, set: @Sendable (inout Owner, Fixture.LazyVGrid) -> Void)
    /// A grid's columns: an array of ``FixtureSchema/gridColumn`` objects, each with exactly one size.
    case gridColumns(
      get: @Sendable (Owner) -> [Fixture.GridColumn]?,
      set: @Sendable (inout Owner, [Fixture.GridColumn]) -> Void)
    /// A flexible or adaptive column's bounds, an object by ``FixtureSchema/flexibleBounds`` or
    /// ``FixtureSchema/adaptiveBounds`` (whose minimum is required and above 0).
    case sizeBounds(
      adaptive: Bool, get: @Sendable (Owner) -> FixtureSchema.SizeBounds?,
      set: @Sendable (inout Owner, FixtureSchema.SizeBounds) -> Void)
    /// A compositional layout's section (`NSCollectionLayoutSection`), an object by
    /// ``FixtureSchema/compositionalSection``.
    case compositional(
      get: @Sendable (Owner) -> CollectionLayoutSection?,
      set: @Sendable (inout Owner, CollectionLayoutSection) -> Void)
    /// A group, an object by ``FixtureSchema/layoutGroup``: exactly one of `horizontal` and `vertical`.
    case layoutGroup(
      get: @Sendable (Owner) -> CollectionLayoutGroup?,
      set: @Sendable (inout Owner, CollectionLayoutGroup) -> Void)
    /// A group's body, an object by ``FixtureSchema/groupBody``: `subitems`, or `subitem` and `count`.
    case groupBody(
      get: @Sendable (Owner) -> FixtureSchema.GroupBody?,
      set: @Sendable (inout Owner, FixtureSchema.GroupBody) -> Void)
    /// A group's subitems: a non-empty array of ``FixtureSchema/subitem`` objects.
    case subitems(
      get: @Sendable (Owner) -> [CollectionLayoutGroup.Subitem]?,
      set: @Sendable (inout Owner, [CollectionLayoutGroup.Subitem]) -> Void)
    /// One subitem, an object by ``FixtureSchema/subitem``: an item or a group.
    case subitem(
      get: @Sendable (Owner) -> CollectionLayoutGroup.Subitem?,
      set: @Sendable (inout Owner, CollectionLayoutGroup.Subitem) -> Void)
    /// A layout size, an object by ``FixtureSchema/layoutSize``.
    case layoutSize(
      get: @Sendable (Owner) -> CollectionLayoutSize?,
      set: @Sendable (inout Owner, CollectionLayoutSize) -> Void)
    /// A dimension, an object with exactly one key of ``FixtureSchema/dimension``.
    case dimension(
      get: @Sendable (Owner) -> CollectionLayoutDimension?,
      set: @Sendable (inout Owner, CollectionLayoutDimension) -> Void)
    /// A group's spacing between subitems, an object with exactly one key of
    /// ``FixtureSchema/itemSpacing``.
    case itemSpacing(
      get: @Sendable (Owner) -> CollectionLayoutSpacing?,
      set: @Sendable (inout Owner, CollectionLayoutSpacing) -> Void)
    /// Directional insets in points, an object by ``FixtureSchema/directionalInsets``.
    case directionalInsets(
      get: @Sendable (Owner) -> DirectionalEdgeInsets?,
      set: @Sendable (inout Owner, DirectionalEdgeInsets) -> Void)
    /// A header or footer, an object by ``FixtureSchema/boundaryItem``.
    case boundaryItem(
      get: @Sendable (Owner) -> CollectionLayoutBoundaryItem?,
      set: @Sendable (inout Owner, CollectionLayoutBoundaryItem) -> Void)
    /// More of the owner's own settings, in an object of their own (`waterfall`).
    case group(Table<Owner>)
    /// The fixture's sections, objects by ``FixtureSchema/section``: read last by the full reader,
    /// opened by the encoder, which then streams them.
    case sections(set: @Sendable (inout Owner, [FixtureSection]) -> Void)
    /// A section's items: each a string (an item of only text) or an object by
    /// ``FixtureSchema/item``; opened by the encoder, which then streams them.
    case items(set: @Sendable (inout Owner, [FixtureItem]) -> Void)

    /// One of an enumeration's JSON names.
    static func oneOf<Choice: RawRepresentable & CaseIterable & Sendable>(
      get: @escaping @Sendable (Owner) -> Choice, set: @escaping @Sendable (inout Owner, Choice) -> Void
    ) -> Value where Choice.RawValue == String {
      .name(
        among: Choice.allCases.map(\.rawValue), get: { get($0).rawValue },
        set: { owner, name in
          if let choice = Choice(rawValue: name) { set(&owner, choice) }
        })
    }

    /// One of an enumeration's JSON names, or nothing: written only when the owner says one (a
    /// setting whose absence means something of its own, as a direction left to the language).
    static func oneOf<Choice: RawRepresentable & CaseIterable & Sendable>(
      optional get: @escaping @Sendable (Owner) -> Choice?,
      set: @escaping @Sendable (inout Owner, Choice) -> Void
    ) -> Value where Choice.RawValue == String {
      .name(
        among: Choice.allCases.map(\.rawValue), get: { get($0)?.rawValue },
        set: { owner, name in
          if let choice = Choice(rawValue: name) { set(&owner, choice) }
        })
    }

    /// Whether the value is an array the encoder leaves open (`sections`, `items`).
    var isArray: Bool {
      switch self {
      case .sections, .items: true
      default: false
      }
    }
  }

  /// Where the edges an insets object leaves out come from.
  enum EdgesLeftOut: Sendable {
    /// ``Fixture/Insets/standard`` (the fixture's own insets).
    case standard
    /// The fixture's insets (a section's), wherever they stand in the file.
    case fixtures
  }
}
