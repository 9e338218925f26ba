import GridCanvas

/// Whether this previewer is part of a presentation (`gridpreview serve --present`), and how.
public enum Sharing: Hashable, Sendable {
  /// An ordinary previewer.
  case alone
  /// The presenter's previewer: what it shows is shared; the status bar counts the audience.
  case presenting(watching: Int, following: Int)
  /// A viewer's previewer: it follows the presenter's `SharedView` (the last one received is kept,
  /// so following again catches up at once) or, after `e`, explores on its own.
  case viewing(following: Bool, presenter: SharedView?)

  /// The presenter's previewer before anyone watches.
  public static var presenter: Sharing { .presenting(watching: 0, following: 0) }
  /// A viewer's previewer, following from the start (before the presenter's first view arrives).
  public static var viewer: Sharing { .viewing(following: true, presenter: nil) }
}

extension PreviewState {
  /// What this previewer shares when presenting: its text size, layout kind, modes, selection and
  /// the element at the top of the screen.
  public var sharedView: SharedView {
    SharedView(
      category: settings.category, layout: settings.layout, stretch: settings.stretch,
      collapseBorders: settings.collapseBorders, columns: settings.columns, isComparing: isComparing,
      showsDrivers: showsDrivers, selection: selection,
      top: currentAnchor().map { SharedView.Top(kind: $0.kind, path: $0.path, offset: $0.offset) })
  }

  /// Whether this is a viewer following the presenter now.
  public var isFollowing: Bool {
    if case .viewing(true, _) = sharing { return true }
    return false
  }

  /// Applies a message from the server: a viewer takes the presenter's view (showing it only while
  /// following), the presenter takes the audience's size. Other messages change nothing.
  mutating func receive(_ message: ShareMessage) -> [Command] {
    let before = statusBar
    switch (message, sharing) {
    case (.view(let view), .viewing(let following, _)):
      sharing = .viewing(following: following, presenter: view)
      guard following else { return [] }
      return show(view) || statusBar != before ? [.draw] : []
    case (.audience(let watching, let following), .presenting):
      sharing = .presenting(watching: watching, following: following)
      return statusBar != before ? [.draw] : []
    default:
      return []
    }
  }

  /// Shows `view` at this previewer's own width: its settings and toggles, its selection, and its
  /// top element brought to the top row. True if anything changed.
  @discardableResult
  mutating func show(_ view: SharedView) -> Bool {
    let before = (settings, isComparing, showsDrivers, selection, scrollY)
    settings.category = view.category
    settings.layout = view.layout
    settings.stretch = view.stretch
    settings.collapseBorders = view.collapseBorders
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
    return before != (settings, isComparing, showsDrivers, selection, scrollY)
  }

  /// `e` and `f`: explore on one's own, or follow the presenter again (catching up at once).
  mutating func setFollowing(_ follow: Bool) {
    guard case .viewing(let following, let presenter) = sharing else {
      notices.say("e and f are for watching a presentation (gridpreview serve --present)")
      return
    }
    guard following != follow else {
      notices.say(follow ? "already following the presenter" : "already exploring on your own")
      return
    }
    sharing = .viewing(following: follow, presenter: presenter)
    if follow, let presenter { show(presenter) }
    notices.say(follow ? "following the presenter" : "exploring on your own: f follows the presenter again")
  }

  /// Whether `action` changes what the presenter decides, and so is refused while following.
  static func isDecidedByPresenter(_ action: PreviewAction) -> Bool {
    switch action {
    case .changeTextSize, .textSizeExtreme, .cycleLayout, .toggleCompare, .cycleStretch, .toggleBorders,
      .toggleDrivers, .select, .moveSelection, .scroll, .showSizes, .startFind, .findNext, .startJump:
      true
    default:
      false
    }
  }

  /// The status bar's words about the presentation: the audience for the presenter, following or
  /// exploring for a viewer.
  var sharingLabel: String? {
    switch sharing {
    case .alone: nil
    case .presenting(let watching, let following):
      "\(watching.grouped) watching, \(following.grouped) following"
    case .viewing(let following, _): following ? "following (e: explore)" : "exploring (f: follow)"
    }
  }
}
