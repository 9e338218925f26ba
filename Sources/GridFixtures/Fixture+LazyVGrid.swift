extension Fixture {
  /// A SwiftUI `LazyVGrid` as a fixture writes it (`"layout": "lazyVGrid"` and a `"lazyVGrid"` object,
  /// at the top level or in a section): its columns, the space between its rows, where its columns go
  /// when they do not fill the width, and which section views stay pinned. Every length is in points,
  /// as written in Swift; see docs/swiftui.md.
  ///
  /// ```swift
  /// // LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 12)
  /// let grid = Fixture.LazyVGrid(
  ///   columns: [.init(size: .fixed(70)), .init(size: .adaptive(minimum: 40))], spacing: 12)
  /// ```
  public struct LazyVGrid: Hashable, Sendable {
    /// The columns, leading to trailing: at least one.
    public var columns: [GridColumn]
    /// Points between rows; `nil` is SwiftUI's default (8).
    public var spacing: Double?
    /// Where the columns go when they do not fill the width; `nil` is `center`.
    public var alignment: GridAlignment?
    /// The section views pinned while their section is on screen.
    public var pinnedViews: [PinnedView]

    public init(
      columns: [GridColumn] = [], spacing: Double? = nil, alignment: GridAlignment? = nil,
      pinnedViews: [PinnedView] = []
    ) {
      self.columns = columns
      self.spacing = spacing
      self.alignment = alignment
      self.pinnedViews = pinnedViews
    }

    /// The most columns a grid may list.
    public static let maximumColumns = 1000
    /// The largest length in points a grid may give.
    public static let maximumPoints = 1_000_000.0

    /// Whether section headers are pinned.
    public var pinsHeaders: Bool { pinnedViews.contains(.sectionHeaders) }
    /// Whether section footers are pinned.
    public var pinsFooters: Bool { pinnedViews.contains(.sectionFooters) }
  }

  /// A `GridItem`: exactly one size, an optional spacing after it and an optional alignment.
  public struct GridColumn: Hashable, Sendable {
    /// `GridItem.Size`, in points; a `nil` maximum is `.infinity`.
    public enum Size: Hashable, Sendable {
      case fixed(Double)
      case flexible(minimum: Double = 10, maximum: Double? = nil)
      case adaptive(minimum: Double, maximum: Double? = nil)
    }

    public var size: Size
    /// Points after this column; `nil` is SwiftUI's default (8).
    public var spacing: Double?
    /// Where a cell shorter than its row sits; `nil` is `center`.
    public var alignment: ItemAlignment?

    public init(size: Size, spacing: Double? = nil, alignment: ItemAlignment? = nil) {
      self.size = size
      self.spacing = spacing
      self.alignment = alignment
    }
  }

  /// SwiftUI's nine `Alignment` names, for a grid column.
  public enum ItemAlignment: String, Hashable, Sendable, CaseIterable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
  }

  /// SwiftUI's `HorizontalAlignment` names, for a grid.
  public enum GridAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
  }

  /// SwiftUI's `PinnedScrollableViews`.
  public enum PinnedView: String, Hashable, Sendable, CaseIterable {
    case sectionHeaders, sectionFooters
  }

  /// The grid of `section`: its own, or the fixture's; `nil` when neither has one.
  public func lazyVGrid(in section: FixtureSection) -> LazyVGrid? { section.lazyVGrid ?? lazyVGrid }
}
