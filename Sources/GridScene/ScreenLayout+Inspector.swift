import GridCanvas
import GridLayout

extension ScreenLayout {
  /// The narrowest the inspector gets beside the selection; with less room it goes above or below.
  static let narrowestInspector = 24

  /// Where everything is with the inspector open, placed clear of the selected element
  /// (`inspectorPlacement(…)`).
  ///
  /// - Parameters:
  ///   - width, height: The terminal's size.
  ///   - layoutWidth: The layout width the person chose (split in two when comparing).
  ///   - comparing: Two panes side by side.
  ///   - overlay: The size an open overlay would like, if one is open.
  ///   - selected: The selected element's frame in the layout of the last pane, if any.
  ///   - scroll: The layout column at the screen's left edge and the layout row at the viewport's top.
  ///   - inspectorLineCount: How many lines the inspector's text takes at an inner width; asked only
  ///     when the inspector has to go above or below the element.
  public init(
    width: Int, height: Int, layoutWidth: Int, comparing: Bool, overlay: (width: Int, height: Int)? = nil,
    inspectorAvoiding selected: Rect?, scroll: (x: Int, y: Int),
    inspectorLineCount: (_ innerWidth: Int) -> Int
  ) {
    let plain = ScreenLayout(width: width, height: height, layoutWidth: layoutWidth, comparing: comparing)
    self.init(
      width: width, height: height, layoutWidth: layoutWidth, comparing: comparing, overlay: overlay,
      inspector: plain.inspectorPlacement(avoiding: selected, scroll: scroll, lineCount: inspectorLineCount))
  }

  /// Where the inspector goes so that it does not hide the selected element: beside it (a third of
  /// the screen, 24 to 44 columns, narrower if that is all the room there is), or, when the element
  /// is too wide for that, above or below it; only an element that fills the whole pane cannot be
  /// kept clear, and then the inspector takes the side with more of the pane left. With nothing
  /// selected it goes on the right.
  ///
  /// - Parameters:
  ///   - selected: The selected element's frame in the layout of the last pane (the grid when
  ///     comparing), if any.
  ///   - scroll: The layout column at the screen's left edge and the layout row at the viewport's top.
  ///   - lineCount: How many lines the inspector's text takes at an inner width (the screen's less
  ///     the border and margins); asked only for a band above or below.
  public func inspectorPlacement(
    avoiding selected: Rect?, scroll: (x: Int, y: Int), lineCount: (_ innerWidth: Int) -> Int
  ) -> InspectorPlacement {
    let preferred = min(44, max(Self.narrowestInspector, width / 3))
    guard let frame = selected, let pane = panes.last else { return .right(width: preferred) }
    let left = pane.region.x + Canvas.cells(frame.minX) - scroll.x
    let right = pane.region.x + Canvas.cells(frame.maxX) - scroll.x
    let roomRight = width - max(0, right)
    let roomLeft = max(0, left)
    if roomRight >= preferred { return .right(width: preferred) }
    if roomLeft >= preferred { return .left(width: preferred) }
    if max(roomLeft, roomRight) >= Self.narrowestInspector {
      return roomRight >= roomLeft ? .right(width: roomRight) : .left(width: roomLeft)
    }
    let wanted = min(lineCount(max(1, width - 4)) + 2, max(3, pane.region.height / 2))
    let top = pane.region.y + Canvas.cells(frame.minY) - scroll.y
    let bottom = pane.region.y + Canvas.cells(frame.maxY) - scroll.y
    let roomBelow = pane.region.maxY - max(pane.region.y, bottom)
    let roomAbove = min(pane.region.maxY, top) - pane.region.y
    if roomBelow >= wanted { return .bottom(height: wanted) }
    if roomAbove >= wanted { return .top(height: wanted) }
    return roomBelow >= roomAbove ? .bottom(height: wanted) : .top(height: wanted)
  }
}
