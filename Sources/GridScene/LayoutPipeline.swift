import GridFixtures
import GridLayout

/// How the layouts on screen are made, and which exact ones the screen waits for.
///
/// Exact layouts already made for a key are shown at once (the last few are kept, for stepping
/// back); a fixture of up to `exactItemLimit` items is laid out exactly there and then. A larger one
/// shows slices around the element at the top of the screen, every cell of them measured, placed in
/// an estimate of the rest (`Scene.estimatedLayouts`), and waits for the exact layouts, which the
/// runtime makes in the background (`SettleJob`): nothing waits for cells that are not on screen.
///
/// It holds layouts, not the scene: whatever lays out is given the scene and the viewport's height.
/// Layouts are immutable arrays, replaced whole, so copying a pipeline only retains them.
struct LayoutPipeline {
  /// The layouts on screen: exact, or slices of them while the exact ones are made.
  private(set) var shown = ShownLayouts(main: .nothing, compare: nil)
  /// The exact layouts made so far, for stepping back.
  private var exact = ExactLayoutCache()
  /// The exact layouts the screen waits for; nil when what is shown is exact.
  private(set) var waitingFor: SettleKey?
  /// The exact layouts the runtime was last asked to make (`Command.startSettling`).
  private var requested: SettleKey?
  /// How far the background work is, in tenths (0…1), while the screen waits.
  private(set) var progress: Double?
  /// The most items laid out exactly at once, on every change.
  let exactItemLimit: Int
  /// How many times the layouts were made or found again (what a change cost, for tests).
  private(set) var relayoutCount = 0
  /// How many times the fixture was replaced (a reload): exact layouts of an older one never apply.
  private(set) var fixtureRevision = 0

  init(exactItemLimit: Int) {
    self.exactItemLimit = exactItemLimit
  }

  /// What the exact layouts depend on: the settings (the grid's when comparing), the compare view,
  /// the width each pane is laid out at, and the fixture's revision.
  func key(settings: SceneSettings, comparing: Bool, paneWidth: Int) -> SettleKey {
    // The view height matters only to a compositional layout: the others keep their layouts when
    // the screen grows taller.
    var settings = settings
    if settings.layout != .compositional { settings.viewHeight = SceneSettings.defaultViewHeight }
    return SettleKey(
      settings: settings, comparing: comparing, width: paneWidth, fixtureRevision: fixtureRevision)
  }

  /// A new fixture: every layout made so far is forgotten, and work for the old one never lands.
  mutating func replaceFixture() {
    fixtureRevision += 1
    exact.removeAll()
  }

  /// Shows the layouts for `key`: exact ones made before, or made now for a small enough fixture,
  /// or slices around `anchor` (the top without one) while the exact ones are made.
  mutating func show(
    _ key: SettleKey, of scene: Scene, around anchor: ScrollPosition.Anchor?, viewportHeight: Int
  ) {
    relayoutCount += 1
    if let layouts = exact.layouts(for: key) {
      shown = layouts
      waitingFor = nil
    } else if scene.itemCount <= exactItemLimit {
      let layouts = scene.exactLayouts(for: key)
      exact.store(layouts, for: key)
      shown = layouts
      waitingFor = nil
    } else {
      let target = anchor.map { ($0.kind, $0.path) }
      shown = scene.estimatedLayouts(for: key, around: target, viewportHeight: viewportHeight)
      waitingFor = key
    }
  }

  /// Shows exact layouts made in the background if they are the ones the screen waits for.
  ///
  /// - Returns: Whether they were taken.
  mutating func accept(_ settled: SettledLayouts) -> Bool {
    guard settled.key == waitingFor else { return false }
    let layouts = ShownLayouts(main: settled.main, compare: settled.compare)
    exact.store(layouts, for: settled.key)
    shown = layouts
    waitingFor = nil
    progress = nil
    return true
  }

  /// Takes how far the background work is (0…1), kept in tenths, and only while the screen waits.
  ///
  /// - Returns: Whether the tenths shown changed.
  mutating func takeProgress(_ share: Double?) -> Bool {
    let tenths = waitingFor == nil ? nil : share.map { ($0 * 10).rounded(.down) / 10 }
    guard tenths != progress else { return false }
    progress = tenths
    return true
  }

  /// Starts the background work the screen waits for, or cancels it, when that changed since the
  /// runtime was last asked.
  mutating func settleCommands(fixture: Fixture) -> [PreviewState.Command] {
    guard waitingFor != requested else { return [] }
    requested = waitingFor
    guard let key = waitingFor else { return [.cancelSettling] }
    return [.startSettling(SettleJob(fixture: fixture, key: key))]
  }

  /// While settling, makes sure the rows from `top` on, a viewport tall, are laid out: a new slice
  /// around the element at the top of them, kept where it is — or, past what the slices hold,
  /// around the row the estimate puts there (`toEnd`: the content's last row).
  ///
  /// - Returns: Whether new slices were made.
  mutating func cover(
    from top: Int, _ key: SettleKey, of scene: Scene, paneWidth: Int, viewportHeight: Int, toEnd: Bool
  ) -> Bool {
    guard let settling = shown.settling, !shown.covers(from: top, to: top + viewportHeight) else {
      return false
    }
    let rows = Rect(x: 0, y: Double(top), width: Double(paneWidth), height: Double(viewportHeight))
    if !toEnd, let element = shown.main.elements(in: rows).min(by: { $0.frame.minY < $1.frame.minY }) {
      shown = ShownLayouts(
        settling: scene.settling(
          key: key, estimate: settling.estimate, around: (element.kind, element.indexPath),
          placement: .keeping(element.kind, element.indexPath, y: element.frame.minY),
          viewportHeight: viewportHeight))
    } else {
      let estimate = settling.estimate
      let place =
        toEnd ? (max(0, estimate.sections.count - 1), Int.max) : estimate.row(atY: Double(top))
      let section = place.0
      let row = min(place.1, max(0, (estimate.sections.last?.rows ?? 1) - 1))
      let first = estimate.sections.isEmpty ? 0 : estimate.sections[section].firstItem(ofRow: row)
      let target: (ElementKind, ItemPath) =
        estimate.sections.isEmpty || estimate.sections[section].itemCount == 0
        ? (.header, ItemPath(section: section, item: 0)) : (.cell, ItemPath(section: section, item: first))
      shown = ShownLayouts(
        settling: scene.settling(
          key: key, estimate: estimate, around: target, placement: .estimated,
          viewportHeight: viewportHeight))
    }
    return true
  }

  /// While settling, makes sure `kind` at `path` is laid out: if the slices do not hold it, new ones
  /// around it, placed where the estimate puts it.
  mutating func layOut(
    _ kind: ElementKind, at path: ItemPath, _ key: SettleKey, of scene: Scene, viewportHeight: Int
  ) {
    guard let settling = shown.settling, shown.main.frame(of: kind, at: path) == nil else { return }
    shown = ShownLayouts(
      settling: scene.settling(
        key: key, estimate: settling.estimate, around: (kind, path), placement: .estimated,
        viewportHeight: viewportHeight))
  }

  /// While settling, new slices around `element`, kept where it is (to go past the edge of the
  /// slices laid out so far).
  ///
  /// - Returns: False when what is shown is exact (there is nothing past it).
  mutating func reslice(
    around element: LayoutElement, _ key: SettleKey, of scene: Scene, viewportHeight: Int
  ) -> Bool {
    guard let settling = shown.settling else { return false }
    shown = ShownLayouts(
      settling: scene.settling(
        key: key, estimate: settling.estimate, around: (element.kind, element.indexPath),
        placement: .keeping(element.kind, element.indexPath, y: element.frame.minY),
        viewportHeight: viewportHeight))
    return true
  }
}
