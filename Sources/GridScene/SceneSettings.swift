import GridFixtures
import GridLayout
import GridText

/// The knobs a person turns while previewing: which layout, what text size, how many columns,
/// the waterfall's placement, and collapsed borders. Defaults come from the fixture.
public struct SceneSettings: Hashable, Sendable {
  public var layout: Fixture.LayoutKind
  public var category: ContentSizeCategory
  /// A column count that overrides the fixture's column rule (and its sections' own rules).
  public var columns: Int?
  public var order: Fixture.WaterfallOrder
  public var stretch: Fixture.WaterfallStretch
  public var collapseBorders: Bool
  /// FlexibleRowHeightGridLayout 3.0.0 frames (grid only).
  public var compat: Bool
  /// The interface's direction: right to left mirrors the layout (not the compat grid, which does
  /// not mirror) and aligns every line of text to the right.
  public var direction: Fixture.Direction
  /// Points of an app's layout per terminal column, for the layouts written in points (a row is
  /// twice as many): the fixture's `pointsPerColumn`, `--points-per-column`, or 8.
  public var pointsPerColumn: Int = Fixture.defaultPointsPerColumn
  /// A `lazyVGrid` whose every cell takes its row's height (FlexibleRowHeightGridLayout's rule on
  /// the grid's columns): the stretched side of its compare view.
  public var fillsEveryRow = false
  /// The view's visible height in rows, what a `compositional` section group's `fractionalHeight` is
  /// of: the previewer's screen, `--view-height` on the other commands, or 40.
  public var viewHeight: Int = Self.defaultViewHeight

  /// The view height when none is given: 40 rows.
  public static let defaultViewHeight = Int(CompositionalLayout.defaultViewHeight)
  /// The view heights `--view-height` takes.
  public static let viewHeights = 1...10_000

  public init(
    layout: Fixture.LayoutKind = .grid, category: ContentSizeCategory = .default, columns: Int? = nil,
    order: Fixture.WaterfallOrder = .shortestFirst, stretch: Fixture.WaterfallStretch = .none,
    collapseBorders: Bool = false, compat: Bool = false, direction: Fixture.Direction = .ltr
  ) {
    self.layout = layout
    self.category = category
    self.columns = columns
    self.order = order
    self.stretch = stretch
    self.collapseBorders = collapseBorders
    self.compat = compat
    self.direction = direction
  }

  /// The engine's direction for `direction`.
  public var layoutDirection: LayoutDirection { direction == .rtl ? .rightToLeft : .leftToRight }

  /// The fixture's own settings. A `category` the text module cannot parse falls back to the default
  /// (loading the fixture reported it as a warning).
  public init(fixture: Fixture) {
    self.init(
      layout: fixture.layout,
      category: fixture.category.flatMap { try? ContentSizeCategory(parsing: $0) } ?? .default,
      order: fixture.waterfallOrder, stretch: fixture.waterfallStretch,
      collapseBorders: fixture.collapseBorders, compat: fixture.compat, direction: fixture.direction ?? .ltr)
    pointsPerColumn = fixture.pointsPerColumn ?? Fixture.defaultPointsPerColumn
  }

  /// Whether the compare view shows this layout's own two sides (a `lazyVGrid` with cells at their
  /// own heights and filling their rows; a `compositional` layout's `.estimated` heights and the same
  /// items `.uniformAcrossSiblings`) rather than the flow layout beside the grid.
  var comparesItself: Bool { layout == .lazyVGrid || layout == .compositional }

  /// The ragged side of the compare view for these settings: a `lazyVGrid` with each cell at its own
  /// height, a `compositional` layout's estimated heights as written, and for the other layouts the
  /// flow layout.
  public var comparedRagged: SceneSettings {
    var ragged = self
    if comparesItself { ragged.fillsEveryRow = false } else { ragged.layout = .flow }
    return ragged
  }

  /// The stretched side of the compare view: a `lazyVGrid`'s columns with every cell as tall as its
  /// row, a `compositional` layout's estimated heights `uniformAcrossSiblings`, and for the other
  /// layouts the flexible-row-height grid.
  public var comparedStretched: SceneSettings {
    var stretched = self
    if comparesItself { stretched.fillsEveryRow = true } else { stretched.layout = .grid }
    return stretched
  }

  /// The name of the compare view's stretched side.
  public var stretchedName: String {
    layout == .compositional ? "uniformAcrossSiblings" : "flexible row height grid"
  }

  /// The name of the layout the compare view shows beside the stretched grid.
  public var raggedName: String {
    switch layout {
    case .lazyVGrid: "LazyVGrid"
    case .compositional: "estimated"
    default: "flow"
    }
  }
}
