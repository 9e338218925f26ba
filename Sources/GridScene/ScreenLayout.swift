import GridCanvas

/// Where everything is on the previewer's screen: the title line, the layout panes (one, or two in
/// the compare view) with their labels, the area beyond the layout, the scroll bar, the status bar
/// and an open overlay. Drawing and mouse hit-testing both read this one value, so they cannot
/// disagree.
///
/// ```
///  Demo — built-in demo                                   (title line)
///  ┌──────┐ ┌──────┐                          ▏           (pane 0 │ beyond the layout │ scroll bar)
///  …
///  grid │ 3 columns │ 100 wide │ L 17 pt …        ? help   (status bar)
/// ```
public struct ScreenLayout: Hashable, Sendable {
  /// One layout on screen.
  public struct Pane: Hashable, Sendable {
    /// The cells the layout is drawn in.
    public var region: Canvas.Region
    /// The compare view's label row above the pane ("flow · 59 wide · 2 columns").
    public var label: Canvas.Region?
    /// The width the pane's layout is laid out at; wider than `region` when the screen shows only
    /// part of it (horizontal scrolling).
    public var layoutWidth: Int
  }

  /// Where the inspector goes: a band along one edge of the panes, as wide (left, right) or as tall
  /// (top, bottom) as given.
  public enum InspectorPlacement: Hashable, Sendable {
    case left(width: Int)
    case right(width: Int)
    case top(height: Int)
    case bottom(height: Int)
  }

  /// What is under a screen cell.
  public enum Hit: Hashable, Sendable {
    case title
    /// A cell of pane `pane`, at `column` and `row` counted from the pane's top-left cell on screen.
    case pane(Int, column: Int, row: Int)
    case paneLabel(Int)
    /// The column between the compare view's panes.
    case separator
    /// The screen beyond the layout's right edge (including the edge marker at its first column).
    case outside(column: Int, row: Int)
    case scrollBar(row: Int)
    case statusBar
    case overlay
    case inspector
    /// Off the screen.
    case none
  }

  /// The smallest terminal the previewer draws on; below it shows a "too small" message.
  public static let minimumSize = (width: 20, height: 6)

  public let width: Int
  public let height: Int
  public let title: Canvas.Region
  public let panes: [Pane]
  public let separator: Canvas.Region?
  /// The screen to the right of a layout narrower than the terminal (its first column is the edge
  /// marker), nil when the layout fills the width.
  public let outside: Canvas.Region?
  /// The scroll bar's column, at the right edge when at least 3 columns are beyond the layout.
  public let scrollBar: Canvas.Region?
  public let statusBar: Canvas.Region
  /// An open overlay's box, centred over the panes.
  public let overlay: Canvas.Region?
  /// The inspector's box, over one edge of the panes (away from the selection).
  public let inspector: Canvas.Region?

  /// - Parameters:
  ///   - width, height: The terminal's size.
  ///   - layoutWidth: The layout width the person chose (split in two when comparing).
  ///   - comparing: Two panes side by side, each half the layout width less the separator.
  ///   - overlay: The size an open overlay would like, if one is open; it gets at most the screen.
  ///   - inspector: Where the inspector goes, if it shows.
  public init(
    width: Int, height: Int, layoutWidth: Int, comparing: Bool, overlay: (width: Int, height: Int)? = nil,
    inspector: InspectorPlacement? = nil
  ) {
    self.width = max(0, width)
    self.height = max(0, height)
    title = Canvas.Region(x: 0, y: 0, width: self.width, height: 1)
    statusBar = Canvas.Region(x: 0, y: self.height - 1, width: self.width, height: 1)
    let top = comparing ? 2 : 1
    let rows = Self.viewportHeight(screenHeight: self.height, comparing: comparing)
    let shown = Self.visibleWidth(screenWidth: self.width, layoutWidth: layoutWidth, comparing: comparing)
    if comparing {
      let paneLayoutWidth = Self.paneWidth(layoutWidth: layoutWidth, comparing: true)
      panes = (0..<2).map { index in
        let x = index * (shown + 1)
        return Pane(
          region: Canvas.Region(x: x, y: top, width: shown, height: rows),
          label: Canvas.Region(x: x, y: 1, width: shown, height: 1), layoutWidth: paneLayoutWidth)
      }
      separator = Canvas.Region(x: shown, y: 1, width: 1, height: rows + 1)
      let used = 2 * shown + 1
      outside =
        used < self.width ? Canvas.Region(x: used, y: 1, width: self.width - used, height: rows + 1) : nil
    } else {
      panes = [
        Pane(
          region: Canvas.Region(x: 0, y: top, width: shown, height: rows), label: nil,
          layoutWidth: layoutWidth)
      ]
      separator = nil
      outside =
        shown < self.width ? Canvas.Region(x: shown, y: top, width: self.width - shown, height: rows) : nil
    }
    if let outside, outside.width >= 3 {
      scrollBar = Canvas.Region(x: self.width - 1, y: top, width: 1, height: rows)
    } else {
      scrollBar = nil
    }
    let (screenWidth, screenHeight) = (self.width, self.height)
    let paneRows = max(1, screenHeight - top - 1)
    self.inspector = inspector.map { placement in
      switch placement {
      case .left(let boxWidth):
        return Canvas.Region(x: 0, y: top, width: min(screenWidth, boxWidth), height: paneRows)
      case .right(let boxWidth):
        let boxWidth = min(screenWidth, boxWidth)
        return Canvas.Region(x: screenWidth - boxWidth, y: top, width: boxWidth, height: paneRows)
      case .top(let boxHeight):
        return Canvas.Region(x: 0, y: top, width: screenWidth, height: min(paneRows, boxHeight))
      case .bottom(let boxHeight):
        let boxHeight = min(paneRows, boxHeight)
        return Canvas.Region(x: 0, y: top + paneRows - boxHeight, width: screenWidth, height: boxHeight)
      }
    }
    self.overlay = overlay.map { size in
      let boxWidth = min(screenWidth, size.width)
      let boxHeight = min(screenHeight - 1, size.height)
      return Canvas.Region(
        x: (screenWidth - boxWidth) / 2, y: max(0, (screenHeight - 1 - boxHeight) / 2), width: boxWidth,
        height: boxHeight)
    }
  }

  /// The width each pane's layout gets: the layout width, or when comparing half of it less the
  /// separator column.
  public static func paneWidth(layoutWidth: Int, comparing: Bool) -> Int {
    comparing ? max(1, (layoutWidth - 1) / 2) : max(1, layoutWidth)
  }

  /// The rows each pane has on a screen `screenHeight` rows tall (`viewportHeight`, without laying
  /// out the rest of the screen): all but the title line, the status bar and, when comparing, the
  /// panes' labels.
  public static func viewportHeight(screenHeight: Int, comparing: Bool) -> Int {
    max(1, max(0, screenHeight) - (comparing ? 2 : 1) - 1)
  }

  /// The columns of each pane's layout a screen `screenWidth` columns wide shows (`visibleWidth`,
  /// without laying out the rest of the screen).
  public static func visibleWidth(screenWidth: Int, layoutWidth: Int, comparing: Bool) -> Int {
    let width = max(0, screenWidth)
    guard comparing else { return max(1, min(layoutWidth, width)) }
    return max(1, min(paneWidth(layoutWidth: layoutWidth, comparing: true), (width - 1) / 2))
  }

  /// Whether the terminal is big enough to draw on.
  public var isTooSmall: Bool {
    width < Self.minimumSize.width || height < Self.minimumSize.height
  }

  /// The rows the layouts are shown in.
  public var viewportHeight: Int { panes[0].region.height }

  /// The columns of each layout shown at once.
  public var visibleWidth: Int { panes[0].region.width }

  /// What is under the cell at column `x`, row `y`. An overlay covers what is below it.
  public func hit(x: Int, y: Int) -> Hit {
    guard x >= 0, y >= 0, x < width, y < height else { return .none }
    if let overlay, overlay.contains(x: x, y: y) { return .overlay }
    if let inspector, inspector.contains(x: x, y: y) { return .inspector }
    if statusBar.contains(x: x, y: y) { return .statusBar }
    if title.contains(x: x, y: y) { return .title }
    for (index, pane) in panes.enumerated() {
      if pane.region.contains(x: x, y: y) {
        return .pane(index, column: x - pane.region.x, row: y - pane.region.y)
      }
      if let label = pane.label, label.contains(x: x, y: y) { return .paneLabel(index) }
    }
    if let separator, separator.contains(x: x, y: y) { return .separator }
    if let scrollBar, scrollBar.contains(x: x, y: y) { return .scrollBar(row: y - scrollBar.y) }
    if let outside, outside.contains(x: x, y: y) {
      return .outside(column: x - outside.x, row: y - outside.y)
    }
    return .none
  }
}
