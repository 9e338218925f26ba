import GridCanvas
import GridLayout

extension PreviewState {
  /// Changes the layout width with `change` and lays out again if the columns changed; the column
  /// notice says whether the count changed, and goes when nothing moved.
  mutating func changeWidth(_ change: (inout LayoutWidth) -> Void) {
    let before = width.columns
    change(&width)
    guard width.columns != before else {
      notices.columnChange = nil
      return
    }
    let layout = relayout()
    notices.columnChange = layout.columnCountChanged ? layout.description : nil
    scroll.x = min(scroll.x, maxScrollX)
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
    SettleKey(
      settings: isComparing ? comparedGrid : settings, comparing: isComparing, width: paneWidth,
      fixtureRevision: fixtureRevision)
  }

  /// Lays out again after the width, text size or settings changed, keeping the anchor element at
  /// the top of the viewport (`remeasure`: for a new fixture, forgetting every layout made so far).
  ///
  /// Exact layouts already made for these settings are shown at once; a fixture of up to
  /// `exactItemLimit` items is laid out exactly there and then. A larger one shows a slice around
  /// the anchor, every cell of it measured, placed in an estimate of the rest, and asks for the
  /// exact layouts in the background (`Command.startSettling`, then `Message.settled`): nothing
  /// waits for cells that are not on screen.
  ///
  /// A selection that was on screen stays on screen: if keeping the anchor would push it out of
  /// view, the screen scrolls as little as it takes to bring it back.
  @discardableResult
  mutating func relayout(remeasure: Bool = false) -> LayoutChange {
    relayoutCount += 1
    if scroll.anchor == nil { scroll.anchor = currentAnchor() }
    if remeasure { exactLayouts.removeAll() }
    let selectionWasShown = selectionIsShown
    let before = shown.main.columnCount
    let key = settleKey
    if let exact = exactLayouts.layouts(for: key) {
      shown = exact
      settleRequest = nil
    } else if scene.itemCount <= exactItemLimit {
      let exact = makeExactLayouts(for: key)
      exactLayouts.store(exact, for: key)
      shown = exact
      settleRequest = nil
    } else {
      shown = estimatedLayouts(for: key, around: scroll.anchor)
      settleRequest = key
    }
    restoreAnchor()
    scroll.x = min(scroll.x, maxScrollX)
    if selectionWasShown, !selectionIsShown { scrollSelectionIntoView() }
    return LayoutChange(didLayout: true, columnsBefore: before, columnsAfter: shown.main.columnCount, heightsAsked: 0)
  }

  /// The exact layouts for `key`, made here (with the scene's measurement cache).
  func makeExactLayouts(for key: SettleKey) -> ShownLayouts {
    let main = scene.layoutResult(width: key.width, settings: key.settings)
    var flow = key.settings
    flow.layout = .flow
    return ShownLayouts(main: main, compare: key.comparing ? scene.layoutResult(width: key.width, settings: flow) : nil)
  }

  /// Applies exact layouts made in the background, if they are the ones the screen still needs:
  /// the element at the top stays where it is, so nothing visible moves (a waterfall's columns
  /// excepted: each item's depends on every item above it).
  mutating func apply(_ settled: SettledLayouts) -> [Command] {
    guard settled.key == settleRequest else { return [] }
    let kept = currentAnchor()
    let selectionWasShown = selectionIsShown
    let exact = ShownLayouts(main: settled.main, compare: settled.compare)
    exactLayouts.store(exact, for: settled.key)
    shown = exact
    settleRequest = nil
    settleProgress = nil
    scroll.anchor = kept
    restoreAnchor()
    if selectionWasShown, !selectionIsShown { scrollSelectionIntoView() }
    // What was estimated (the rows count, the scroll bar, a waterfall's columns) may all change.
    return [.draw]
  }

  /// The exact-layout job the screen is waiting for, if any (the event loop runs it).
  var settleJob: SettleJob? { settleRequest.map { SettleJob(fixture: scene.fixture, key: $0) } }

  /// Slices of the layouts for `key` around `anchor` (or the top), placed in an estimate.
  func estimatedLayouts(for key: SettleKey, around anchor: ScrollPosition.Anchor?) -> ShownLayouts {
    let estimate = LayoutEstimate(scene: scene, settings: key.settings, width: key.width)
    let target = anchor.map { ($0.kind, $0.path) }
    return ShownLayouts(settling: settling(key: key, estimate: estimate, around: target, placement: .estimated))
  }

  /// Slices around element `target` (or the content's start) for `key`, the main one placed as
  /// `placement` says and the compare view's flow slice beside it with the target at the same row.
  func settling(
    key: SettleKey, estimate: LayoutEstimate, around target: (ElementKind, ItemPath)?,
    placement: LayoutWindow.Placement
  ) -> ShownLayouts.Settling {
    let (section, row) = target.map { estimateRow(of: $0.0, $0.1, in: estimate) } ?? (0, 0)
    var reach = Int((Double(viewportHeight) / max(1, estimate.averageRow + 1)).rounded(.up)) + 2
    func slice(_ settings: SceneSettings, _ placement: LayoutWindow.Placement) -> LayoutWindow {
      // A screen above the target and two below, in rows as tall as they really are: more rows
      // until the slice holds that much (or reaches the content's end).
      var window: LayoutWindow
      var tries = 0
      repeat {
        window = scene.window(
          around: section, row: row, rowsAbove: reach, rowsBelow: 2 * reach + 2, width: key.width,
          viewportHeight: viewportHeight, settings: settings, estimate: estimate, placement: placement)
        let y = target.flatMap { window.result.frame(of: $0.0, at: $0.1)?.minY } ?? window.top
        let height = Double(viewportHeight)
        if (window.reachesStart || window.top <= y - height) && (window.reachesEnd || window.bottom >= y + 2 * height) {
          break
        }
        reach *= 2
        tries += 1
      } while tries < 8
      return window
    }
    let main = slice(key.settings, placement)
    var compare: LayoutWindow?
    if key.comparing {
      var flow = key.settings
      flow.layout = .flow
      // The flow pane's slice puts the same element on the same row as the grid's.
      let y = target.flatMap { main.result.frame(of: $0.0, at: $0.1)?.minY }
      compare = slice(flow, target.flatMap { t in y.map { .keeping(t.0, t.1, y: $0) } } ?? .estimated)
    }
    return ShownLayouts.Settling(estimate: estimate, main: main, compare: compare)
  }

  /// The section and row of the estimate an element is in (a header: its section's first row; a
  /// footer: its last).
  func estimateRow(of kind: ElementKind, _ path: ItemPath, in estimate: LayoutEstimate) -> (Int, Int) {
    guard estimate.sections.indices.contains(path.section) else { return (0, 0) }
    let section = estimate.sections[path.section]
    switch kind {
    case .header: return (path.section, 0)
    case .footer: return (path.section, max(0, section.rows - 1))
    case .cell:
      var low = 0
      var high = max(0, section.rows - 1)
      while low < high {
        let middle = (low + high + 1) / 2
        if section.firstItem(ofRow: middle) <= path.item { low = middle } else { high = middle - 1 }
      }
      return (path.section, low)
    }
  }

  /// While settling, makes sure the viewport is laid out: a new slice around the element at the top
  /// of the screen, kept where it is — or, past what the slice holds, around the row the estimate
  /// puts there (`toEnd`: the content's last row, at the bottom of the screen).
  mutating func coverViewport(toEnd: Bool = false) {
    guard let settling = shown.settling, !shown.covers(from: scrollY, to: scrollY + viewportHeight) else { return }
    let key = settleKey
    let top = Rect(x: 0, y: Double(scrollY), width: Double(paneWidth), height: Double(viewportHeight))
    if !toEnd, let element = shown.main.elements(in: top).min(by: { $0.frame.minY < $1.frame.minY }) {
      shown = ShownLayouts(
        settling: self.settling(
          key: key, estimate: settling.estimate, around: (element.kind, element.indexPath),
          placement: .keeping(element.kind, element.indexPath, y: element.frame.minY)))
    } else {
      let estimate = settling.estimate
      let place = toEnd ? (max(0, estimate.sections.count - 1), Int.max) : estimate.row(atY: Double(scrollY))
      let section = place.0
      let row = min(place.1, max(0, (estimate.sections.last?.rows ?? 1) - 1))
      let first = estimate.sections.isEmpty ? 0 : estimate.sections[section].firstItem(ofRow: row)
      let target: (ElementKind, ItemPath) =
        estimate.sections.isEmpty || estimate.sections[section].itemCount == 0
        ? (.header, ItemPath(section: section, item: 0)) : (.cell, ItemPath(section: section, item: first))
      shown = ShownLayouts(settling: self.settling(key: key, estimate: estimate, around: target, placement: .estimated))
    }
    let limit = maxScroll
    scroll.y = max(0, min(toEnd ? limit : scroll.y, limit))
  }

  /// While settling, makes sure `kind` at `path` is laid out, with a new slice around it placed
  /// where the estimate puts it if the slice does not hold it.
  mutating func layOutElement(_ kind: ElementKind, at path: ItemPath) {
    guard let settling = shown.settling, shown.main.frame(of: kind, at: path) == nil else { return }
    shown = ShownLayouts(
      settling: self.settling(key: settleKey, estimate: settling.estimate, around: (kind, path), placement: .estimated))
  }

  /// Whether any part of the selected element is in the viewport.
  var selectionIsShown: Bool {
    guard let element = selectedElement else { return false }
    let top = Canvas.cells(element.frame.minY)
    let bottom = Canvas.cells(element.frame.maxY)
    return bottom > scrollY && top < scrollY + viewportHeight
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

  /// The element at the top row of the layout on screen (`ScrollPosition.topElement`).
  func currentAnchor() -> ScrollPosition.Anchor? {
    scroll.topElement(in: shown.main, paneWidth: paneWidth, viewportHeight: viewportHeight)
  }

  /// Brings the anchor's element back to the top row (`ScrollPosition.restoreAnchor`).
  mutating func restoreAnchor() {
    let limit = maxScroll
    scroll.restoreAnchor(in: shown.main, maxScroll: limit)
  }
}
