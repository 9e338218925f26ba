import GridCanvas
import GridLayout

extension PreviewState {
  /// Rotating swaps between the two widths of one device: a phone is about 1:2 and a cell about
  /// twice as tall as wide, so upright it is as many columns wide as the viewport has rows, and
  /// sideways four times that — wider than the terminal if need be (the screen then pans).
  /// Rotating back restores the width it came from, whatever that was.
  mutating func rotate() {
    if let current = device {
      // A named device turns between its own two widths.
      useDevice(current.rotated)
      return
    }
    if let previous = widthBeforeRotation {
      setWidth(previous, followsTerminal: previous == terminalSize.width)
      return
    }
    let target = orientation == .landscape ? viewportHeight : 4 * viewportHeight
    let from = layoutWidth
    setWidth(target, followsTerminal: false)
    widthBeforeRotation = from
  }

  /// Sets the layout width (1…10,000, whatever the terminal's width) and lays out again if it
  /// changed; the column notice says whether the count changed, and goes when nothing moved.
  mutating func setWidth(_ requested: Int, followsTerminal follows: Bool) {
    let width = max(1, min(requested, Self.maximumLayoutWidth))
    followsTerminal = follows
    widthBeforeRotation = nil
    guard width != layoutWidth else {
      notices.columnChange = nil
      return
    }
    layoutWidth = width
    let change = relayout()
    notices.columnChange = change.columnCountChanged ? change.description : nil
    scrollX = min(scrollX, maxScrollX)
  }

  /// Steps through the named devices' widths (`DeviceWidth.cycle`), then back to the terminal's.
  mutating func cycleDevice() {
    guard let next = device.map({ $0.next }) ?? DeviceWidth.cycle.first else {
      device = nil
      setWidth(terminalSize.width, followsTerminal: true)
      notices.say("terminal width")
      return
    }
    useDevice(next)
  }

  /// Takes a named device's width.
  public mutating func useDevice(_ width: DeviceWidth) {
    setWidth(width.columns(pointsPerColumn: pointsPerColumn), followsTerminal: false)
    device = width
  }

  mutating func scroll(_ move: PreviewAction.ScrollMove) {
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
  ///
  /// A selection that was on screen stays on screen: if keeping the anchor would push it out of
  /// view, the screen scrolls as little as it takes to bring it back.
  @discardableResult
  mutating func relayout(remeasure: Bool = false) -> LayoutChange {
    if anchor == nil { anchor = currentAnchor() }
    let selectionWasShown = selectionIsShown
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
    scrollX = min(scrollX, maxScrollX)
    if selectionWasShown, !selectionIsShown { scrollSelectionIntoView() }
    return change
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

  /// The element at the top row; on a row between elements (line spacing, an inset), the first
  /// element below it, with a negative offset, so the gap above it is kept too.
  func currentAnchor() -> Anchor? {
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

  mutating func restoreAnchor() {
    guard let anchor, let frame = live.result.frame(of: anchor.kind, at: anchor.path) else {
      scrollY = min(scrollY, maxScroll)
      return
    }
    let offset = min(anchor.offset, max(0, Canvas.cells(frame.height) - 1))
    scrollY = max(0, min(Canvas.cells(frame.minY) + offset, maxScroll))
  }
}
