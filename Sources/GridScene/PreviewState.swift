import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridText

/// The interactive previewer as a value: the scene, the layout width, the text size and the other
/// toggles, the scroll position, the notices, an open panel, and the live layouts. Keys, mouse
/// events and resizes turn one state into the next and say what the screen needs; `frame` draws
/// the whole screen. Nothing here touches a terminal, so every behaviour is tested with plain values.
///
/// The jobs are split by file: this one holds the state and dispatches events;
/// `PreviewState+Layout` changes widths and lays out again keeping the scroll anchor;
/// `PreviewState+Frame` draws; `+Selection`, `+Inspector`, `+Sizes` and `+Find` answer the keys of
/// their features. What those features keep is in values of their own — `Notices`, `Panel`,
/// `Selection`, `Prompt`, `Search`, `DeviceWidth` — so this type holds them without knowing their
/// insides.
public struct PreviewState {
  /// The smallest terminal the previewer draws on; below it shows a "too small" message.
  public static let minimumSize = ScreenLayout.minimumSize

  /// The widest layout the previewer lays out (wider than any terminal: the screen pans).
  public static let maximumLayoutWidth = LayoutWidth.maximum

  public internal(set) var scene: Scene
  public internal(set) var settings: SceneSettings
  /// Where the fixture came from, for the title line: a file name, or "built-in demo".
  public internal(set) var source: String
  public internal(set) var terminalSize: (width: Int, height: Int)
  /// The layout width, whether it follows the terminal, a device's, or a rotation's.
  var width: LayoutWidth
  public internal(set) var isComparing = false
  /// The scroll position and the element kept at the top through relayouts.
  var scroll = ScrollPosition()
  /// The status bar's message, the column change and the fixture's problems.
  public internal(set) var notices = Notices()
  /// The help or the problems panel, when one is open (it takes every key but scrolling and closing).
  public internal(set) var panel: Panel?
  /// Whether row drivers, stretched space and flow gaps are drawn.
  public internal(set) var showsDrivers = true
  /// The selection and whether the inspector shows it.
  var inspection = Inspection()
  /// What is being typed: a search or an item to jump to (it takes every key until Enter or Esc).
  public internal(set) var prompt: Prompt?
  /// The last search: its text and matches, and which match is selected.
  public internal(set) var search: Search?
  /// This previewer's part in a presentation, and what it last told the server.
  var presentation: ShareSession
  /// The characters the screen is drawn with (ASCII labels are wider, so panels wrap differently).
  public let characters: BoxCharacters
  /// The layouts on screen, how they are made, and the exact ones the screen waits for.
  var layouts: LayoutPipeline

  /// - Parameters:
  ///   - layoutWidth: A starting width (1…10,000, any terminal); without one the layout takes the
  ///     terminal's width and follows it.
  ///   - source: The fixture's file name, or nil for the built-in demo.
  ///   - problems: Warnings from loading the fixture (`FILE:LINE:COLUMN: …` lines).
  ///   - characters: What the screen is drawn with (ASCII labels are wider, so panels wrap
  ///     differently).
  ///   - pointsPerColumn: Points of a device's width per terminal column.
  ///   - device: A named device whose width to take (after laying out at the starting width, so the
  ///     first frame says how the column count changed).
  ///   - sharing: Whether this previewer presents, follows a presenter, or neither.
  ///   - exactItemLimit: The most items laid out exactly at once, on every change; a larger fixture
  ///     shows a slice around what is on screen first and settles in the background.
  public init(
    scene: Scene, settings: SceneSettings, terminalSize: (width: Int, height: Int), layoutWidth: Int? = nil,
    source: String? = nil, problems: [String] = [], characters: BoxCharacters = .square,
    pointsPerColumn: Int = Device.defaultPointsPerColumn, device: DeviceWidth? = nil,
    sharing: Sharing = .alone, exactItemLimit: Int = 10_000
  ) {
    self.scene = scene
    self.settings = settings
    self.source = source ?? "built-in demo"
    self.terminalSize = (max(0, terminalSize.width), max(0, terminalSize.height))
    self.width = LayoutWidth(
      requested: layoutWidth, terminalWidth: terminalSize.width, pointsPerColumn: pointsPerColumn)
    self.characters = characters
    self.presentation = ShareSession(sharing)
    self.layouts = LayoutPipeline(exactItemLimit: exactItemLimit)
    notices.problems = problems
    relayout()
    if let device { changeWidth { $0.use(device) } }
  }

  /// The layout width (1…10,000, any terminal).
  public var layoutWidth: Int { width.columns }
  /// Whether the layout width follows the terminal's (until a width key sets it).
  public var followsTerminal: Bool { width.followsTerminal }
  /// The named device whose width the layout has, in its orientation.
  public var device: DeviceWidth? { width.device }
  /// Points of a device's width per terminal column.
  public var pointsPerColumn: Int { width.pointsPerColumn }
  /// The layout row at the top of the viewport.
  public var scrollY: Int { scroll.y }
  /// The layout column at the left edge of the screen, when the layout is wider than the screen.
  public var scrollX: Int { scroll.x }
  /// The layouts on screen: exact, or slices of them while the exact ones are made in the background.
  public var shown: ShownLayouts { layouts.shown }
  /// The layout on screen (the flexible grid in the compare view; a slice while settling).
  public var layoutResult: LayoutResult { layouts.shown.main }
  /// How far the background work is, in tenths (0…1), for the status bar (`Message.settleProgress`).
  public var settleProgress: Double? { layouts.progress }
  /// The most items laid out exactly at once, on every change; a larger fixture shows a slice
  /// around what is on screen first (tests set it lower to see that happen).
  public var exactItemLimit: Int { layouts.exactItemLimit }
  /// How many times the layouts were made or found again (what a change cost, for tests).
  public var relayoutCount: Int { layouts.relayoutCount }
  /// The selected cell, header or footer, kept through every relayout.
  public var selection: Selection? { inspection.selection }
  /// Whether the inspector shows the selection's details beside the layout.
  public var showsInspector: Bool { inspection.showsInspector }

  // MARK: Geometry of the screen

  /// Where everything is on screen now.
  public var screen: ScreenLayout { screen(characters: characters) }

  func screen(characters: BoxCharacters) -> ScreenLayout {
    let overlay = panel.map {
      $0.size(screenWidth: terminalSize.width, screenHeight: terminalSize.height - 1, characters: characters)
    }
    let (width, height) = terminalSize
    guard showsInspector else {
      return ScreenLayout(
        width: width, height: height, layoutWidth: layoutWidth, comparing: isComparing, overlay: overlay)
    }
    return ScreenLayout(
      width: width, height: height, layoutWidth: layoutWidth, comparing: isComparing, overlay: overlay,
      inspectorAvoiding: selectedElement?.frame, scroll: (scrollX, scrollY),
      inspectorLineCount: { innerWidth in
        Panel(kind: .inspector, title: "", entries: inspectorLines.map { Panel.Entry(text: $0) })
          .lines(innerWidth: innerWidth, characters: characters).count
      })
  }

  /// Whether the terminal is big enough to draw on.
  public var isTooSmall: Bool { screen.isTooSmall }

  /// Whether the help is open.
  public var isShowingHelp: Bool { panel?.kind == .help }

  /// The status bar's message.
  public var message: StatusBar.Message? { notices.message }

  /// "3 → 4 columns" after the last width change crossed a breakpoint.
  public var columnChange: String? { notices.columnChange }

  /// The rows the layout is shown in.
  public var viewportHeight: Int {
    ScreenLayout.viewportHeight(screenHeight: terminalSize.height, comparing: isComparing)
  }

  /// The columns of each pane's layout the screen shows.
  var visibleWidth: Int {
    ScreenLayout.visibleWidth(
      screenWidth: terminalSize.width, layoutWidth: layoutWidth, comparing: isComparing)
  }

  /// The width each layout is laid out at: the layout width, or half of it (less a separator) when
  /// comparing.
  public var paneWidth: Int { ScreenLayout.paneWidth(layoutWidth: layoutWidth, comparing: isComparing) }

  /// The content's height in rows (the taller pane when comparing).
  public var contentHeight: Int { shown.contentHeight }

  var maxScroll: Int { max(0, contentHeight - viewportHeight) }

  /// The largest horizontal scroll: the pane's layout less what the screen shows of it.
  var maxScrollX: Int { max(0, paneWidth - visibleWidth) }

  public var orientation: Orientation { width.orientation(viewportHeight: viewportHeight) }

  // MARK: Events

  /// Applies `count` presses of a key: as one action when the presses add up (a held width, text
  /// size or scrolling key: one layout for the burst), else press by press. While a prompt or a
  /// panel is open every press is its own (a typed "hhh" is three letters).
  mutating func handle(_ key: Key, times count: Int) -> [Command] {
    if count > 1, prompt == nil, panel == nil,
      let action = KeyBindings.action(for: key, selecting: selection != nil)?.repeated(count)
    {
      return perform(action)
    }
    var commands: [Command] = []
    for _ in 0..<count {
      let one = handle(key)
      if !one.isEmpty { commands = one }
      if one == [.quit] || one == [.reload] { return one }
    }
    return commands
  }

  /// Applies a key. While a panel is open it takes the key: scrolling keys scroll it, Esc, `q`
  /// and the key that opened it close it, and every other key is ignored.
  mutating func handle(_ key: Key) -> [Command] {
    if prompt != nil { return handlePromptKey(key) }
    if panel != nil { return handlePanelKey(key) }
    guard let action = KeyBindings.action(for: key, selecting: selection != nil) else { return [] }
    if isFollowing, action.isDecidedByPresenter || (action == .dismiss && selection != nil) {
      let before = visible
      notices.say("following the presenter: e explores on your own")
      return visible == before ? [] : [.draw]
    }
    return perform(action)
  }

  /// Applies a mouse event: the wheel scrolls what is under the pointer (an open panel, or the
  /// layout); a click selects the element under it; dragging the layout's right edge (the marker
  /// past its last column) sets the width, as a browser's responsive mode does.
  mutating func handle(_ mouse: MouseEvent) -> [Command] {
    let before = visible
    let hit = screen.hit(x: mouse.x, y: mouse.y)
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let lines = mouse.kind == .wheelUp ? -3 : 3
      if panel != nil {
        if case .overlay = hit { return scrollPanel(by: lines) }
        return []
      }
      if isFollowing { return [] }
      return perform(.scroll(.lines(lines)))
    case .press(.left):
      guard panel == nil, prompt == nil else { return [] }
      // A click selects, which the presenter decides while following; dragging the edge is the
      // viewer's own width.
      if isFollowing, case .pane = hit { return [] }
      switch hit {
      case .pane(let index, let column, _) where index == screen.panes.count - 1 && column + scrollX == paneWidth - 1:
        // The layout's last column is its edge (at full width there is no marker beyond it).
        width.isDraggingEdge = true
      case .pane(let index, let column, let row):
        selectElement(atPane: index, column: column, row: row)
      case .outside(column: 0, _):
        width.isDraggingEdge = true
      default:
        return []
      }
    case .drag(.left):
      guard width.isDraggingEdge else { return [] }
      // The edge is the last pane's. In the compare view both panes and the separator start at
      // the screen's left, so the layout width is where the pointer is.
      let pane = screen.panes[screen.panes.count - 1].region
      let dragged = max(1, isComparing ? mouse.x : mouse.x - pane.x + scrollX)
      if dragged != layoutWidth { changeWidth { $0.pin(dragged) } }
    case .release:
      width.isDraggingEdge = false
      return []
    default:
      return []
    }
    return visible == before ? [] : [.draw]
  }

  /// Applies an action: `.draw` exactly when something on screen changed (the layout, the scroll
  /// position, the status bar, the title or a panel), so a key that changes nothing costs nothing,
  /// whatever the action.
  mutating func perform(_ action: PreviewAction) -> [Command] {
    let before = visible
    notices.clear(for: action)
    if let command = apply(action) { return [command] }
    return visible == before ? [] : [.draw]
  }

  /// What is on screen, to tell whether an action changed it.
  struct Visible: Equatable {
    var settings: SceneSettings
    var layoutWidth: Int
    var scrollY: Int
    var scrollX: Int
    var isComparing: Bool
    var panel: Panel?
    var statusBar: StatusBar
    var titleLine: TitleLine
    var showsDrivers: Bool
    var selection: Selection?
    var inspector: [String]?
    var prompt: Prompt?
  }

  var visible: Visible {
    Visible(
      settings: settings, layoutWidth: layoutWidth, scrollY: scrollY, scrollX: scrollX, isComparing: isComparing,
      panel: panel, statusBar: statusBar, titleLine: titleLine, showsDrivers: showsDrivers, selection: selection,
      inspector: showsInspector ? inspectorLines : nil, prompt: prompt)
  }

  /// Applies an action; returns only a command beyond drawing (`.quit`, `.reload`, `.repaint`).
  private mutating func apply(_ action: PreviewAction) -> Command? {
    switch action {
    case .changeWidth(let delta): changeWidth { $0.pin($0.columns + delta) }
    case .fullWidth:
      let terminalWidth = terminalSize.width
      changeWidth { $0.follow(terminalWidth: terminalWidth) }
    case .rotate:
      let (terminalWidth, viewportHeight) = (terminalSize.width, viewportHeight)
      changeWidth { $0.rotate(terminalWidth: terminalWidth, viewportHeight: viewportHeight) }
    case .changeTextSize(let steps):
      settings.category = settings.category.stepped(by: steps)
      relayout()
    case .textSizeExtreme(let largest):
      settings.category = largest ? ContentSizeCategory.allCases.last! : ContentSizeCategory.allCases.first!
      relayout()
    case .toggleDrivers: showsDrivers.toggle()
    case .select: selectFirstVisible()
    case .moveSelection(let direction): moveSelection(direction)
    case .toggleInspector:
      if inspection.toggleInspector() { selectFirstVisible() }
    case .cycleDevice:
      let terminalWidth = terminalSize.width
      var toTerminal = false
      changeWidth { toTerminal = !$0.cycleDevice(terminalWidth: terminalWidth) }
      if toTerminal { notices.say("terminal width") }
    case .showSizes: panel = sizesPanel()
    case .startFind: prompt = Prompt(kind: .find)
    case .findNext(let step): findNext(step)
    case .startJump: prompt = Prompt(kind: .jump)
    case .scroll(let move): scroll(move)
    case .pan(let columns):
      let maxX = maxScrollX
      guard maxX > 0 else {
        notices.say("the layout fits the screen: nothing to pan")
        break
      }
      scroll.pan(by: columns, maxX: maxX)
    case .cycleLayout:
      settings.layout = settings.layout.cycled
      isComparing = false
      relayout()
    case .toggleCompare:
      isComparing.toggle()
      relayout()
    case .cycleStretch:
      guard settings.layout == .waterfall, !isComparing else {
        notices.say("stretch applies to the waterfall layout only (m switches layouts)")
        break
      }
      settings.stretch = settings.stretch.cycled
      relayout()
      notices.say("stretch: \(settings.stretch.rawValue)")
    case .toggleBorders:
      settings.collapseBorders.toggle()
      relayout()
    case .reload: return .reload
    case .explore: setFollowing(false)
    case .follow: setFollowing(true)
    case .toggleHelp: panel = .help
    case .showProblems: panel = notices.problemsPanel
    case .dismiss where selection != nil: inspection.clear()
    case .dismiss, .quit: return .quit
    case .repaint: return .repaint
    }
    return nil
  }

  /// A terminal resize: the layout width follows the terminal if it did (a pinned width stays,
  /// however wide); a change of height alone lays nothing out again, it only moves the scroll limit.
  mutating func resize(width: Int, height: Int) {
    terminalSize = (max(0, width), max(0, height))
    let terminalWidth = terminalSize.width
    if followsTerminal, terminalWidth != layoutWidth, terminalWidth > 0 {
      changeWidth { $0.follow(terminalWidth: terminalWidth) }
    } else {
      notices.columnChange = nil
      restoreAnchor()
      coverViewport()
    }
    scroll.x = min(scroll.x, maxScrollX)
    if var open = panel, let box = screen.overlay {
      open.scroll(by: 0, box: box, characters: characters)
      panel = open
    }
  }

  /// A reloaded fixture replaces the scene; the text size, the width and the toggles (layout kind,
  /// compare view, stretch, borders) stay, settings without a key (waterfall order, compatibility)
  /// come from the new fixture. Its warnings replace the old problems.
  mutating func replaceFixture(_ fixture: Fixture, warnings: [String]) {
    scene = Scene(fixture: fixture)
    layouts.replaceFixture()
    settings.compat = fixture.compat
    settings.order = fixture.waterfallOrder
    relayout()
    notices.problems = warnings
    let count = warnings.count
    notices.say(count == 0 ? "reloaded" : "reloaded, \(count.grouped) \(count == 1 ? "warning" : "warnings")")
    if panel?.kind == .problems { panel = notices.problemsPanel }
  }

  /// A reload that failed keeps the last good layout and shows why: the first problem in the status
  /// bar, all of them in the problems panel.
  mutating func reloadFailed(_ problems: [String]) {
    notices.problems = problems
    notices.message = StatusBar.Message(problems.first ?? "reload failed", isError: true)
    if panel?.kind == .problems { panel = notices.problemsPanel }
  }
}
