import GridCanvas
import GridLayout

extension PreviewState {
  /// Changes the layout width with `change` and lays out again if the columns changed; the column
  /// notice says whether the count changed, and goes when nothing moved.
  mutating func changeWidth(_ change: (inout LayoutWidth) -> Void) {
    let before = width.columns
    // Right to left, the pan is kept from the right (leading) edge.
    let fromRight = maxScrollX - scroll.x
    change(&width)
    guard width.columns != before else {
      notices.columnChange = nil
      return
    }
    let layout = relayout()
    notices.columnChange = layout.columnCountChanged ? layout.description : nil
    scroll.x = settings.direction == .rtl ? max(0, maxScrollX - fromRight) : min(scroll.x, maxScrollX)
  }

  /// Scrolls (`ScrollPosition.move`), lays out what comes into view while settling, and keeps the
  /// element now at the top as the anchor.
  mutating func scroll(_ move: PreviewAction.ScrollMove) {
    let (height, limit) = (viewportHeight, maxScroll)
    scroll.move(move, viewportHeight: height, maxScroll: limit)
    coverViewport(toEnd: move == .bottom)
    scroll.anchor = currentAnchor()
  }

  /// What the exact layouts on screen depend on now.
  var settleKey: SettleKey {
    layouts.key(settings: isComparing ? comparedGrid : settings, comparing: isComparing, paneWidth: paneWidth)
  }

  /// Lays out again after the width, text size, settings or fixture changed (`LayoutPipeline.show`),
  /// keeping the anchor element at the top of the viewport.
  ///
  /// A selection that was on screen stays on screen: if keeping the anchor would push it out of
  /// view, the screen scrolls as little as it takes to bring it back.
  @discardableResult
  mutating func relayout() -> LayoutChange {
    if scroll.anchor == nil { scroll.anchor = currentAnchor() }
    let selectionWasShown = selectionIsShown
    let before = shown.main.columnCount
    let (key, height) = (settleKey, viewportHeight)
    layouts.show(key, of: scene, around: scroll.anchor, viewportHeight: height)
    restoreAnchor()
    scroll.x = min(scroll.x, maxScrollX)
    if selectionWasShown, !selectionIsShown { scrollSelectionIntoView() }
    let after = shown.main.columnCount
    return LayoutChange(didLayout: true, columnsBefore: before, columnsAfter: after, heightsAsked: 0)
  }

  /// Applies exact layouts made in the background, if they are the ones the screen still needs:
  /// the element at the top stays where it is, so nothing visible moves (a waterfall's columns
  /// excepted: each item's depends on every item above it).
  mutating func apply(_ settled: SettledLayouts) -> [Command] {
    guard settled.key == layouts.waitingFor else { return [] }
    let kept = currentAnchor()
    let selectionWasShown = selectionIsShown
    _ = layouts.accept(settled)
    scroll.anchor = kept
    restoreAnchor()
    if selectionWasShown, !selectionIsShown { scrollSelectionIntoView() }
    // What was estimated (the rows count, the scroll bar, a waterfall's columns) may all change.
    return [.draw]
  }

  /// While settling, makes sure the viewport is laid out (`LayoutPipeline.cover`), and keeps the
  /// scroll position within the content the new slices estimate (`toEnd`: at its end).
  mutating func coverViewport(toEnd: Bool = false) {
    let (key, paneWidth, height) = (settleKey, paneWidth, viewportHeight)
    guard
      layouts.cover(
        from: scroll.y, key, of: scene, paneWidth: paneWidth, viewportHeight: height, toEnd: toEnd)
    else { return }
    let limit = maxScroll
    scroll.y = max(0, min(toEnd ? limit : scroll.y, limit))
  }

  /// While settling, makes sure `kind` at `path` is laid out (`LayoutPipeline.layOut`).
  mutating func layOutElement(_ kind: ElementKind, at path: ItemPath) {
    let (key, height) = (settleKey, viewportHeight)
    layouts.layOut(kind, at: path, key, of: scene, viewportHeight: height)
  }

  /// The grid side of the compare view.
  var comparedGrid: SceneSettings { settings.comparedStretched }

  /// The flow side of the compare view.
  var comparedFlow: SceneSettings { settings.comparedRagged }

  /// The element at the top row of the layout on screen (`ScrollPosition.topElement`).
  func currentAnchor() -> ScrollPosition.Anchor? {
    scroll.topElement(in: shown.main, paneWidth: paneWidth, viewportHeight: viewportHeight)
  }

  /// Brings the anchor's element back to the top row (`ScrollPosition.restoreAnchor`).
  mutating func restoreAnchor() {
    let limit = maxScroll
    scroll.restoreAnchor(in: shown.main, maxScroll: limit)
  }

  /// A terminal resize: the layout width follows the terminal if it did (a pinned width stays,
  /// however wide); a change of height alone lays nothing out again, it only moves the scroll limit.
  mutating func resize(width: Int, height: Int) {
    terminalSize = (max(0, width), max(0, height))
    let terminalWidth = terminalSize.width
    let viewHeightChanged = fitViewHeight() && settings.layout == .compositional
    if followsTerminal, terminalWidth != layoutWidth, terminalWidth > 0 {
      changeWidth { $0.follow(terminalWidth: terminalWidth) }
    } else if viewHeightChanged {
      relayout()
    } else {
      notices.columnChange = nil
      restoreAnchor()
      coverViewport()
    }
    fitToScreen()
  }

  /// The view height a compositional section group's `fractionalHeight` is of: the screen's
  /// viewport. Whether it changed.
  @discardableResult
  mutating func fitViewHeight() -> Bool {
    let height = max(1, viewportHeight)
    guard settings.viewHeight != height else { return false }
    settings.viewHeight = height
    return true
  }

  /// This state with a measurement cache of its own (`Scene.withOwnMeasurements()`): to draw it on
  /// another thread while this one goes on being updated.
  public func withOwnMeasurements() -> PreviewState {
    var state = self
    state.scene = scene.withOwnMeasurements()
    return state
  }

  /// This state on a terminal `height` rows tall, its layout kept: only the viewport moves (the
  /// anchor element at its top again, a selection that was on screen kept on screen), as a
  /// terminal of that height would show it. A presenter-mode room lays out one model per width
  /// and draws each height from it (`Room`).
  public func viewed(height: Int) -> PreviewState {
    guard height != terminalSize.height else { return self }
    var state = self
    let selectionWasShown = selectionIsShown
    state.terminalSize.height = max(0, height)
    state.restoreAnchor()
    state.coverViewport()
    if selectionWasShown, !state.selectionIsShown { state.scrollSelectionIntoView() }
    state.fitToScreen()
    return state
  }

  /// The pan and an open panel's scroll brought within the screen after its size changed.
  private mutating func fitToScreen() {
    scroll.x = min(scroll.x, maxScrollX)
    if var open = panel, let box = screen.overlay {
      open.scroll(by: 0, box: box, characters: characters)
      panel = open
    }
  }
}
