import GridCanvas
import GridFixtures
import GridLayout
import GridTerminal
import GridText

/// The interactive previewer as a value: the scene, the layout width, the text size and the other
/// toggles, the scroll position, and the live layouts. Keys and resizes turn one state into the next
/// and say what the screen needs; `frame` draws the whole screen. Nothing here touches a terminal,
/// so every behaviour is tested with plain values.
public struct PreviewState {
  /// What the event loop must do after a change.
  public enum Effect: Equatable, Sendable {
    case none
    case redraw
    /// Repaint every cell (Ctrl-L).
    case repaint
    /// Read the fixture again and call `replaceFixture` or `reloadFailed`.
    case reload
    case quit
  }

  /// The smallest terminal the previewer draws on; below it shows a "too small" message.
  public static let minimumSize = (width: 20, height: 6)

  public private(set) var scene: Scene
  public private(set) var settings: SceneSettings
  public private(set) var terminalSize: (width: Int, height: Int)
  public private(set) var layoutWidth: Int
  /// Whether the layout width follows the terminal's (until a width key sets it).
  public private(set) var followsTerminal = true
  /// The width before the last rotation, restored by rotating again (cleared by other width changes).
  public private(set) var widthBeforeRotation: Int?
  public private(set) var isComparing = false
  public private(set) var isShowingHelp = false
  /// The layout row at the top of the viewport.
  public private(set) var scrollY = 0
  /// "3 → 4 columns" after the last width change crossed a breakpoint.
  public private(set) var columnChange: String?
  /// A message for the status bar (a reload error, or "reloaded").
  public private(set) var message: StatusBar.Message?
  /// The layout on screen (the flexible grid in the compare view).
  public private(set) var live: LiveLayout
  /// The flow layout of the compare view.
  public private(set) var compareLive: LiveLayout?
  private var anchor: Anchor?

  /// The element at the top of the viewport and how far into it the viewport starts (negative: how
  /// far above it, in a gap): after a relayout the same element is brought back to the top, like a
  /// collection view keeping its anchor item.
  struct Anchor: Equatable {
    var kind: ElementKind
    var path: ItemPath
    var offset: Int
  }

  /// - Parameter layoutWidth: A starting width (clamped to the terminal); without one the layout
  ///   takes the terminal's width and follows it.
  public init(
    scene: Scene, settings: SceneSettings, terminalSize: (width: Int, height: Int), layoutWidth: Int? = nil
  ) {
    self.scene = scene
    self.settings = settings
    self.terminalSize = terminalSize
    self.layoutWidth = max(1, min(layoutWidth ?? terminalSize.width, terminalSize.width))
    self.followsTerminal = self.layoutWidth == terminalSize.width
    let width = self.layoutWidth
    live = LiveLayout(
      scene.layout(settings), input: scene.input(width: width, settings: settings),
      size: Size(width: Double(width), height: 0))
  }

  // MARK: Geometry of the screen

  /// Whether the terminal is big enough to draw on.
  public var isTooSmall: Bool {
    terminalSize.width < Self.minimumSize.width || terminalSize.height < Self.minimumSize.height
  }

  /// The rows the layout is shown in (the terminal minus the status bar and the compare titles).
  public var viewportHeight: Int { max(1, terminalSize.height - 1 - (isComparing ? 1 : 0)) }

  /// The width each layout gets: the layout width, or half of it (less a separator) when comparing.
  var paneWidth: Int { isComparing ? max(1, (layoutWidth - 1) / 2) : layoutWidth }

  /// The content's height in rows (the taller pane when comparing).
  public var contentHeight: Int {
    max(
      Canvas.cells(live.result.contentSize.height), Canvas.cells(compareLive?.result.contentSize.height ?? 0))
  }

  var maxScroll: Int { max(0, contentHeight - viewportHeight) }

  public var orientation: Orientation { Orientation(width: layoutWidth, height: viewportHeight) }

  // MARK: Events

  /// Applies a key.
  public mutating func handle(_ key: Key) -> Effect {
    guard let action = KeyBindings.action(for: key) else { return .none }
    return perform(action)
  }

  /// Applies an action.
  public mutating func perform(_ action: PreviewAction) -> Effect {
    if message?.isError == false { message = nil }
    if case .changeWidth = action {
    } else if action != .fullWidth, action != .rotate, action != .toggleHelp {
      columnChange = nil
    }
    if isShowingHelp {
      switch action {
      case .toggleHelp, .dismiss:
        isShowingHelp = false
        return .redraw
      case .quit, .repaint, .reload: break
      default: isShowingHelp = false
      }
    }
    switch action {
    case .changeWidth(let delta):
      return setWidth(layoutWidth + delta, followsTerminal: false)
    case .fullWidth:
      return setWidth(terminalSize.width, followsTerminal: true)
    case .rotate:
      return rotate()
    case .changeTextSize(let steps):
      let category = settings.category.stepped(by: steps)
      guard category != settings.category else { return .none }
      settings.category = category
      relayout(heights: .items(scene.measuredItems))
      return .redraw
    case .scroll(let move):
      return scroll(move)
    case .cycleLayout:
      settings.layout = settings.layout.cycled
      isComparing = false
      compareLive = nil
      relayout(heights: .all)
      return .redraw
    case .toggleCompare:
      isComparing.toggle()
      // The compare view's grid replaces (or gives back) the chosen layout: as when cycling layouts,
      // heights measured for another kind (a waterfall's aspect ratios) must be asked again.
      relayout(heights: settings.layout == .grid ? .none : .all)
      return .redraw
    case .cycleStretch:
      settings.stretch = settings.stretch.cycled
      relayout(heights: .none)
      message = StatusBar.Message("stretch: \(settings.stretch.rawValue)", isError: false)
      return .redraw
    case .toggleBorders:
      settings.collapseBorders.toggle()
      relayout(heights: .all)
      return .redraw
    case .reload:
      return .reload
    case .toggleHelp:
      isShowingHelp = true
      return .redraw
    case .dismiss, .quit:
      return .quit
    case .repaint:
      return .repaint
    }
  }

  /// A terminal resize: the layout width follows the terminal if it did, and is clamped to it.
  public mutating func resize(width: Int, height: Int) -> Effect {
    terminalSize = (max(0, width), max(0, height))
    let target = followsTerminal ? terminalSize.width : min(layoutWidth, terminalSize.width)
    _ = setWidth(target, followsTerminal: followsTerminal, force: true)
    return .redraw
  }

  /// A reloaded fixture replaces the scene; the text size and toggles stay.
  public mutating func replaceFixture(_ fixture: Fixture) {
    scene = Scene(fixture: fixture)
    settings.compat = fixture.compat
    relayout(heights: .all)
    message = StatusBar.Message("reloaded", isError: false)
  }

  /// A reload that failed keeps the last good layout and shows why.
  public mutating func reloadFailed(_ problem: String) {
    message = StatusBar.Message(problem, isError: true)
  }

  // MARK: Changes

  /// Rotating swaps between the two widths of one device: a phone is about 1:2 and a cell about
  /// twice as tall as wide, so upright it is as many columns wide as the viewport has rows, and
  /// sideways four times that (capped by the terminal). Rotating back restores the width it came
  /// from, whatever that was.
  private mutating func rotate() -> Effect {
    if let previous = widthBeforeRotation {
      let effect = setWidth(previous, followsTerminal: previous == terminalSize.width)
      widthBeforeRotation = nil
      return effect
    }
    let target = orientation == .landscape ? viewportHeight : 4 * viewportHeight
    let width = max(1, min(target, terminalSize.width))
    guard width != layoutWidth else {
      columnChange = nil
      message = StatusBar.Message(
        "landscape needs a terminal at least \(2 * viewportHeight) wide", isError: false)
      return .redraw
    }
    let from = layoutWidth
    let effect = setWidth(width, followsTerminal: false)
    widthBeforeRotation = from
    return effect
  }

  private mutating func setWidth(_ requested: Int, followsTerminal follows: Bool, force: Bool = false)
    -> Effect
  {
    let width = max(1, min(requested, max(1, terminalSize.width)))
    followsTerminal = follows
    widthBeforeRotation = nil
    guard width != layoutWidth || force else {
      defer { columnChange = nil }
      return columnChange == nil ? .none : .redraw
    }
    layoutWidth = width
    let change = relayout(heights: .none)
    columnChange = change.columnCountChanged ? change.description : nil
    return .redraw
  }

  private mutating func scroll(_ move: PreviewAction.ScrollMove) -> Effect {
    let before = scrollY
    switch move {
    case .lines(let n): scrollY += n
    case .pages(let n): scrollY += n * max(1, viewportHeight - 1)
    case .top: scrollY = 0
    case .bottom: scrollY = maxScroll
    }
    scrollY = max(0, min(scrollY, maxScroll))
    anchor = currentAnchor()
    return scrollY == before ? .none : .redraw
  }

  /// Lays out again after the width, text size or settings changed, keeping the anchor element at
  /// the top of the viewport.
  @discardableResult
  private mutating func relayout(heights: LiveLayout.HeightInvalidation) -> LayoutChange {
    if anchor == nil { anchor = currentAnchor() }
    let width = paneWidth
    let size = Size(width: Double(width), height: Double(viewportHeight))
    let mainSettings = isComparing ? comparedGrid : settings
    let change = live.update(
      size: size, input: scene.input(width: width, settings: mainSettings),
      layout: scene.layout(mainSettings),
      heights: heights)
    if isComparing {
      var flow = settings
      flow.layout = .flow
      let input = scene.input(width: width, settings: flow)
      if compareLive == nil {
        compareLive = LiveLayout(scene.layout(flow), input: input, size: size)
      } else {
        compareLive?.update(size: size, input: input, layout: scene.layout(flow), heights: heights)
      }
    } else {
      compareLive = nil
    }
    restoreAnchor()
    return change
  }

  /// The grid side of the compare view.
  private var comparedGrid: SceneSettings {
    var grid = settings
    grid.layout = .grid
    return grid
  }

  /// The element at the top row; on a row between elements (line spacing, an inset), the first
  /// element below it, with a negative offset, so the gap above it is kept too.
  private func currentAnchor() -> Anchor? {
    guard scrollY > 0 else { return nil }
    let top = Double(scrollY)
    let row = Rect(x: 0, y: top, width: Double(paneWidth), height: 1)
    let viewport = Rect(x: 0, y: top, width: Double(paneWidth), height: Double(viewportHeight))
    guard
      let element = live.result.elements(in: row).first
        ?? live.result.elements(in: viewport).min(by: { $0.frame.minY < $1.frame.minY })
    else { return nil }
    return Anchor(
      kind: element.kind, path: element.indexPath, offset: scrollY - Canvas.cells(element.frame.minY))
  }

  private mutating func restoreAnchor() {
    guard let anchor, let frame = live.result.frame(of: anchor.kind, at: anchor.path) else {
      scrollY = min(scrollY, maxScroll)
      return
    }
    let offset = min(anchor.offset, max(0, Canvas.cells(frame.height) - 1))
    scrollY = max(0, min(Canvas.cells(frame.minY) + offset, maxScroll))
  }
}
