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
  /// The settings the live layout's heights were last measured with.
  private var measuredWith: SceneSettings

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
    measuredWith = settings
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

  /// Applies an action. The effect is `.redraw` exactly when something on screen changed (the
  /// layout, the scroll position, the status bar or the help), so a key that changes nothing costs
  /// nothing, whatever the action.
  public mutating func perform(_ action: PreviewAction) -> Effect {
    let before = visible
    clearNotices(for: action)
    switch apply(action) {
    case .none, .redraw: return visible == before ? .none : .redraw
    case let effect: return effect
    }
  }

  /// What is on screen, to tell whether an action changed it.
  private struct Visible: Equatable {
    var settings: SceneSettings
    var layoutWidth: Int
    var scrollY: Int
    var isComparing: Bool
    var isShowingHelp: Bool
    var statusBar: StatusBar
  }

  private var visible: Visible {
    Visible(
      settings: settings, layoutWidth: layoutWidth, scrollY: scrollY, isComparing: isComparing,
      isShowingHelp: isShowingHelp, statusBar: statusBar)
  }

  /// Notices last until the next action: "reloaded" and "stretch: …" go with any key, and the
  /// "3 → 4 columns" notice with any key but a width key (which sets it anew) or one that only opens
  /// or closes the help. An error stays until a reload succeeds.
  private mutating func clearNotices(for action: PreviewAction) {
    if message?.isError == false { message = nil }
    switch action {
    case .changeWidth, .fullWidth, .rotate, .toggleHelp: break
    case .dismiss where isShowingHelp: break
    default: columnChange = nil
    }
  }

  /// Applies an action; returns only the effects beyond a redraw (`.quit`, `.reload`, `.repaint`).
  private mutating func apply(_ action: PreviewAction) -> Effect {
    if isShowingHelp {
      switch action {
      case .toggleHelp, .dismiss:
        isShowingHelp = false
        return .none
      case .quit, .repaint, .reload: break
      default: isShowingHelp = false
      }
    }
    switch action {
    case .changeWidth(let delta): setWidth(layoutWidth + delta, followsTerminal: false)
    case .fullWidth: setWidth(terminalSize.width, followsTerminal: true)
    case .rotate: rotate()
    case .changeTextSize(let steps):
      settings.category = settings.category.stepped(by: steps)
      relayout()
    case .scroll(let move): scroll(move)
    case .cycleLayout:
      settings.layout = settings.layout.cycled
      isComparing = false
      relayout()
    case .toggleCompare:
      isComparing.toggle()
      relayout()
    case .cycleStretch:
      settings.stretch = settings.stretch.cycled
      relayout()
      message = StatusBar.Message("stretch: \(settings.stretch.rawValue)", isError: false)
    case .toggleBorders:
      settings.collapseBorders.toggle()
      relayout()
    case .reload: return .reload
    case .toggleHelp: isShowingHelp = true
    case .dismiss, .quit: return .quit
    case .repaint: return .repaint
    }
    return .none
  }

  /// A terminal resize: the layout width follows the terminal if it did, and is clamped to it; a
  /// change of height alone lays nothing out again, it only moves the scroll limit.
  public mutating func resize(width: Int, height: Int) -> Effect {
    terminalSize = (max(0, width), max(0, height))
    let target = followsTerminal ? terminalSize.width : min(layoutWidth, terminalSize.width)
    if target != layoutWidth {
      setWidth(target, followsTerminal: followsTerminal)
    } else {
      columnChange = nil
      restoreAnchor()
    }
    return .redraw
  }

  /// A reloaded fixture replaces the scene; the text size, the width and the toggles (layout kind,
  /// compare view, stretch, borders) stay, settings without a key (waterfall order, compatibility)
  /// come from the new fixture.
  public mutating func replaceFixture(_ fixture: Fixture) {
    scene = Scene(fixture: fixture)
    settings.compat = fixture.compat
    settings.order = fixture.waterfallOrder
    relayout(remeasure: true)
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
  private mutating func rotate() {
    if let previous = widthBeforeRotation {
      setWidth(previous, followsTerminal: previous == terminalSize.width)
      return
    }
    let target = orientation == .landscape ? viewportHeight : 4 * viewportHeight
    let width = max(1, min(target, terminalSize.width))
    guard width != layoutWidth else {
      columnChange = nil
      message = StatusBar.Message(
        "landscape needs a terminal at least \(2 * viewportHeight) wide", isError: false)
      return
    }
    let from = layoutWidth
    setWidth(width, followsTerminal: false)
    widthBeforeRotation = from
  }

  /// Sets the layout width (clamped to the terminal) and lays out again if it changed; the column
  /// notice says whether the count changed, and goes when nothing moved.
  private mutating func setWidth(_ requested: Int, followsTerminal follows: Bool) {
    let width = max(1, min(requested, max(1, terminalSize.width)))
    followsTerminal = follows
    widthBeforeRotation = nil
    guard width != layoutWidth else {
      columnChange = nil
      return
    }
    layoutWidth = width
    let change = relayout()
    columnChange = change.columnCountChanged ? change.description : nil
  }

  private mutating func scroll(_ move: PreviewAction.ScrollMove) {
    switch move {
    case .lines(let n): scrollY += n
    case .pages(let n): scrollY += n * max(1, viewportHeight - 1)
    case .top: scrollY = 0
    case .bottom: scrollY = maxScroll
    }
    scrollY = max(0, min(scrollY, maxScroll))
    anchor = currentAnchor()
  }

  /// Lays out again after the width, text size or settings changed, keeping the anchor element at
  /// the top of the viewport. Heights are asked again when the scene says the settings measure
  /// differently (or `remeasure`, for a new fixture); otherwise the cached ones stay.
  @discardableResult
  private mutating func relayout(remeasure: Bool = false) -> LayoutChange {
    if anchor == nil { anchor = currentAnchor() }
    let width = paneWidth
    let size = Size(width: Double(width), height: Double(viewportHeight))
    let main = isComparing ? comparedGrid : settings
    let heights: LiveLayout.HeightInvalidation =
      remeasure || scene.measuresDifferently(measuredWith, main) ? .all : .none
    measuredWith = main
    // Flow and grid measure alike, so the compare view's two panes share one input.
    let input = scene.input(width: width, settings: main)
    let change = live.update(size: size, input: input, layout: scene.layout(main), heights: heights)
    if isComparing {
      let flow = scene.layout(comparedFlow)
      if var compare = compareLive.take() {  // taken, so updating it copies no storage
        compare.update(size: size, input: input, layout: flow, heights: heights)
        compareLive = compare
      } else {
        compareLive = LiveLayout(flow, input: input, size: size)
      }
    } else {
      compareLive = nil
    }
    restoreAnchor()
    return change
  }

  /// The grid side of the compare view.
  var comparedGrid: SceneSettings {
    var grid = settings
    grid.layout = .grid
    return grid
  }

  /// The flow side of the compare view.
  var comparedFlow: SceneSettings {
    var flow = settings
    flow.layout = .flow
    return flow
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
