import GridCanvas
import GridInput

extension PreviewState {
  /// What this previewer shares when presenting: its text size, layout kind, modes, language,
  /// selection and the element at the top of the screen.
  public var sharedView: SharedView {
    SharedView(
      category: settings.category, layout: settings.layout, stretch: settings.stretch,
      collapseBorders: settings.collapseBorders, direction: settings.direction, columns: settings.columns,
      isComparing: isComparing,
      showsDrivers: showsDrivers, selection: selection,
      top: currentAnchor().map { SharedView.Top(kind: $0.kind, path: $0.path, offset: $0.offset) },
      language: languages.code)
  }

  /// Whether this previewer presents, follows a presenter, or neither (`serve --present`).
  public var sharing: Sharing { presentation.role }

  /// Whether this is a viewer following the presenter now.
  public var isFollowing: Bool { presentation.isFollowing }

  /// Applies a message from the server (`ShareSession.take`): a viewer shows the presenter's view
  /// while following, the presenter counts its audience.
  mutating func receive(_ message: ShareMessage) -> [Command] {
    let before = statusBar
    let shown = presentation.take(message).map { show($0) } ?? false
    return shown || statusBar != before ? [.draw] : []
  }

  /// Shows `view` at this previewer's own width: its language (this previewer's own fixture
  /// resolved again in it; the direction is the view's), its settings and toggles, its selection, and
  /// its top element brought to the top row. True if anything changed.
  @discardableResult
  mutating func show(_ view: SharedView) -> Bool {
    let before = (settings, isComparing, showsDrivers, selection, scrollY, languages.code)
    if !useLanguage(view.language) {
      notices.say(
        "the presenter's language \(Scene.languageLabel(view.language)) is not one of this fixture's")
    }
    settings.category = view.category
    settings.layout = view.layout
    settings.stretch = view.stretch
    settings.collapseBorders = view.collapseBorders
    settings.direction = view.direction
    settings.columns = view.columns
    isComparing = view.isComparing
    showsDrivers = view.showsDrivers
    inspection.follow(view.selection)
    if let top = view.top {
      scroll.anchor = ScrollPosition.Anchor(kind: top.kind, path: top.path, offset: top.offset)
    } else {
      scroll.anchor = nil
      scroll.y = 0
    }
    relayout()
    inspection.dropMissing(from: scene)
    return before != (settings, isComparing, showsDrivers, selection, scrollY, languages.code)
  }

  /// Whether the presenter decides what `key` does while this previewer follows, so that pressing it
  /// only says so (`Message.presenterDecides`): text size, layout, modes, selection, scrolling, find.
  public func isDecidedByPresenter(_ key: Key) -> Bool {
    guard isFollowing, prompt == nil, panel == nil,
      let action = KeyBindings.action(for: key, selecting: selection != nil)
    else { return false }
    return decidesWhileFollowing(action)
  }

  func decidesWhileFollowing(_ action: PreviewAction) -> Bool {
    action.isDecidedByPresenter || (action == .dismiss && selection != nil)
  }

  /// The status bar's answer to a key the presenter decides, until the next key.
  mutating func sayPresenterDecides() {
    notices.say("following the presenter: e explores on your own")
  }

  /// `e` and `f`: explore on one's own, or follow the presenter again (catching up at once).
  mutating func setFollowing(_ follow: Bool) {
    switch presentation.setFollowing(follow) {
    case .notViewing:
      notices.say("e and f are for watching a presentation (gridpreview serve --present)")
    case .unchanged:
      notices.say(follow ? "already following the presenter" : "already exploring on your own")
    case .changed(let catchUp):
      if let catchUp { show(catchUp) }
      notices.say(follow ? "following the presenter" : "exploring on your own: f follows the presenter again")
    }
  }

  /// What the presentation's server has not heard yet (`ShareSession.messages`).
  mutating func shareMessages() -> [ShareMessage] {
    let view = presentation.isPresenting ? sharedView : nil
    return presentation.messages(view: view)
  }
}
