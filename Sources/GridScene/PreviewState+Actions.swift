import GridInput
import GridText

extension PreviewState {
  /// Applies `count` presses of a key: as one action when the presses add up (a held width, text
  /// size, scrolling or language key: one layout for the burst), else press by press. While a
  /// prompt or a panel is open every press is its own (a typed "hhh" is three letters), and so is a
  /// key the presenter decides while following (each is refused).
  mutating func handle(_ key: Key, times count: Int) -> [Command] {
    if count > 1, prompt == nil, panel == nil,
      let action = KeyBindings.action(for: key, selecting: selection != nil),
      let repeated = action.repeated(count), !(isFollowing && action.isDecidedByPresenter)
    {
      return perform(repeated)
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
    if isFollowing, decidesWhileFollowing(action) {
      let before = visible
      sayPresenterDecides()
      return visible == before ? [] : [.draw]
    }
    return perform(action)
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
      settings: settings, layoutWidth: layoutWidth, scrollY: scrollY, scrollX: scrollX,
      isComparing: isComparing, panel: panel, statusBar: statusBar, titleLine: titleLine,
      showsDrivers: showsDrivers, selection: selection, inspector: showsInspector ? inspectorLines : nil,
      prompt: prompt)
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
      settings.category = largest ? .accessibilityExtraExtraExtraLarge : .extraSmall
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
    case .cycleLanguage(let steps): cycleLanguage(by: steps)
    case .showLanguages:
      guard let table = languagesPanel() else {
        notices.say("no other language to show")
        break
      }
      panel = table
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
    case .flipDirection:
      settings.direction = settings.direction == .ltr ? .rtl : .ltr
      relayout()
      scroll.x = settings.direction == .rtl ? maxScrollX : 0
      if settings.direction == .rtl, settings.compat, settings.layout == .grid {
        notices.say("right to left: the compat grid does not mirror (FlexibleRowHeightGridLayout 3.0.0)")
      } else {
        notices.say(settings.direction == .rtl ? "right to left" : "left to right")
      }
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
}
