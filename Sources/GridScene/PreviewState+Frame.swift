import GridCanvas
import GridLayout
import GridText

extension PreviewState {
  /// The whole screen for this state, drawn where `screen` puts things: the title line, the layout
  /// (or the two labelled panes of the compare view) from the scroll position, the screen beyond the
  /// layout with its edge marked and a scroll bar, the status bar, and an open panel.
  public func frame(theme: Theme, characters: BoxCharacters) -> Canvas {
    var canvas = Canvas(width: terminalSize.width, height: terminalSize.height)
    let screen = screen(characters: characters)
    if screen.isTooSmall {
      TooSmallMessage(
        width: terminalSize.width, height: terminalSize.height, minimumWidth: Self.minimumSize.width,
        minimumHeight: Self.minimumSize.height
      ).draw(on: &canvas, in: canvas.bounds, theme: theme, characters: characters)
      return canvas
    }
    titleLine.draw(on: &canvas, in: screen.title, theme: theme, characters: characters)
    let panes: [(result: LayoutResult, settings: SceneSettings, name: String)] =
      if let flow = shown.compare, isComparing {
        [(flow, comparedFlow, settings.raggedName), (shown.main, comparedGrid, settings.stretchedName)]
      } else {
        [(shown.main, settings, settings.layout.rawValue)]
      }
    for (pane, shown) in zip(screen.panes, panes) {
      drawPane(
        shown.result, settings: shown.settings, in: pane.region, on: &canvas, theme: theme,
        characters: characters)
      if let label = pane.label {
        let text = PaneLabel.text(
          name: shown.name, width: pane.layoutWidth, columns: shown.result.columnCount, room: label.width)
        canvas.write(characters.label(text), x: label.x, y: label.y, style: theme.title, clip: label)
      }
    }
    if let separator = screen.separator {
      for y in separator.y..<separator.maxY {
        canvas.put(characters.isASCII ? "|" : "│", width: 1, x: separator.x, y: y, style: theme.edge)
      }
    }
    if let outside = screen.outside {
      drawOutside(outside, screen: screen, on: &canvas, theme: theme, characters: characters)
    }
    if let box = screen.inspector {
      Panel(kind: .inspector, title: "Inspector", entries: inspectorLines.map { Panel.Entry(text: $0) })
        .draw(on: &canvas, in: box, theme: theme, characters: characters)
    }
    statusBar.draw(on: &canvas, in: screen.statusBar, theme: theme, characters: characters)
    if let panel, let box = screen.overlay {
      panel.draw(on: &canvas, in: box, theme: theme, characters: characters)
    }
    return canvas
  }

  /// The status bar for this state.
  public var statusBar: StatusBar {
    let total = contentHeight
    let first = min(scrollY + 1, total)
    let last = min(scrollY + viewportHeight, total)
    return StatusBar(
      layoutName: (isComparing
        ? "\(settings.raggedName) vs \(settings.layout == .compositional ? "uniform" : "grid")" : layoutName)
        + (settings.direction == .rtl ? " RTL" : ""),
      columns: shown.main.columnCount, columnChange: notices.columnChange,
      width: isComparing ? "2 × \(paneWidth.grouped) wide" : "\(layoutWidth.grouped) wide",
      orientation: orientation, category: settings.category,
      language: language.isEmpty ? nil : Scene.languageLabel(language), itemCount: scene.itemCount,
      visibleRows: StatusBar.Rows(first: first, last: last, total: total),
      problemCount: notices.problems.count,
      device: device?.label,
      message: prompt.map { StatusBar.Message($0.line, isError: false) } ?? notices.message,
      hint: hint, hintExtra: prompt == nil && panel == nil && selection == nil ? "q quits" : nil,
      hintIsModal: prompt != nil || (panel.map { $0.kind != .inspector } ?? false),
      sharing: presentation.label, settling: shown.isSettling ? settleProgress ?? 0 : nil,
      preparing: preparingLabel)
  }

  /// The status bar's name for the layout: its JSON name, for a `LazyVGrid` its resolved columns
  /// (the first section's): `LazyVGrid · 3 × adaptive 125–1024 pt`, and for a compositional layout
  /// its first section's group: `Compositional · horizontal · 2 a group · estimated`.
  var layoutName: String {
    guard !scene.fixture.sections.isEmpty else { return settings.layout.rawValue }
    switch settings.layout {
    case .lazyVGrid:
      return "LazyVGrid · " + scene.lazyVGridSummary(ofSection: 0, width: paneWidth, settings: settings)
    case .compositional:
      return "Compositional · "
        + scene.compositionalSummary(ofSection: 0, width: paneWidth, settings: settings)
    default:
      return settings.layout.rawValue
    }
  }

  /// The status bar's hint: how to use what is open.
  private var hint: String {
    if prompt != nil { return "Enter runs · Esc cancels" }
    switch panel?.kind {
    case .help?: return "↑↓ scroll · Esc closes"
    case .problems?: return "↑↓ scroll · w closes"
    case .sizes?, .languages?: return "↑↓ choose · Enter sets · Esc closes"
    default: return selection == nil ? "? help" : "arrows move · Esc clears"
    }
  }

  /// The title line for this state: the fixture's title and source, the modes that are on, and the
  /// visible columns when the layout is wider than the screen.
  public var titleLine: TitleLine {
    let visible = visibleWidth
    return TitleLine(
      title: scene.shownTitle, source: source, modes: modes,
      columns: paneWidth > visible
        ? (first: scrollX + 1, last: min(paneWidth, scrollX + visible), total: paneWidth) : nil)
  }

  /// Every setting that is not what a plain grid at the terminal's width would show.
  var modes: [String] {
    var modes: [String] = []
    let shown = isComparing ? comparedGrid : settings
    if shown.layout == .waterfall, shown.stretch != .none {
      modes.append("stretch: \(shown.stretch.rawValue)")
    }
    if shown.layout == .waterfall, shown.order != .shortestFirst {
      modes.append("order: \(shown.order.rawValue)")
    }
    if settings.collapseBorders { modes.append("collapsed borders") }
    if settings.compat, shown.layout == .grid {
      // FlexibleRowHeightGridLayout 3.0.0 does not mirror: say so while the interface is right to left.
      modes.append(settings.direction == .rtl ? "compat: not mirrored" : "compat")
    }
    if let columns = settings.columns { modes.append("\(columns) columns fixed") }
    if !followsTerminal, device == nil { modes.append("width pinned (0 resets)") }
    if !showsDrivers { modes.append("drivers hidden") }
    return modes
  }

  private func drawPane(
    _ result: LayoutResult, settings: SceneSettings, in region: Canvas.Region, on canvas: inout Canvas,
    theme: Theme, characters: BoxCharacters
  ) {
    let renderer = scene.renderer(settings: settings, characters: characters, theme: theme)
    let viewport = Viewport(region: region, scrollY: scrollY, scrollX: scrollX)
    let drivers = showsDrivers
    renderer.draw(
      result, in: viewport, on: &canvas, content: { scene.content(of: $0, settings: settings, plain: true) },
      decoration: { element in
        guard drivers else {
          return CellDecoration(isSelected: selection?.matches(element) ?? false)
        }
        return scene.decoration(of: element, in: result, settings: settings, selected: selection)
      })
    renderer.drawPinned(
      pinnedElements(result, region: region), in: viewport, on: &canvas,
      content: { scene.content(of: $0, settings: settings, plain: true) })
  }

  /// The pinned headers and footers a pane shows at the scroll position: drawn over its content, and
  /// what a click on their rows selects.
  func pinnedElements(_ result: LayoutResult, region: Canvas.Region) -> [LayoutElement] {
    result.pinnedElements(
      in: Rect(
        x: Double(scrollX), y: Double(scrollY), width: Double(region.width), height: Double(region.height)))
  }

  /// The screen beyond the layout: blank (quieter than any fill), its first column the layout's
  /// edge, a scroll bar at the right, and for a layout too narrow for a box (1 or 2 columns) a notice.
  private func drawOutside(
    _ outside: Canvas.Region, screen: ScreenLayout, on canvas: inout Canvas, theme: Theme,
    characters: BoxCharacters
  ) {
    let edge: Character = characters.isASCII ? "|" : "▏"
    for y in outside.y..<outside.maxY { canvas.put(edge, width: 1, x: outside.x, y: y, style: theme.edge) }
    if let bar = screen.scrollBar {
      ScrollIndicator(offset: scrollY, visible: viewportHeight, total: contentHeight)
        .draw(on: &canvas, in: bar, theme: theme, characters: characters)
    }
    guard paneWidth < Self.narrowestBox else { return }
    let notice = Canvas.Region(
      x: outside.x + 2, y: outside.y, width: outside.width - 2 - (screen.scrollBar == nil ? 0 : 2),
      height: outside.height)
    let text =
      "\(paneWidth) \(paneWidth == 1 ? "column is" : "columns are") too narrow for a box (3 at least): widen with → or l"
    for (i, line) in LineWrapping.wrap(characters.label(text), width: notice.width).enumerated() {
      canvas.write(line.text, x: notice.x, y: notice.y + 1 + i, style: theme.title, clip: notice)
    }
  }

  /// The narrowest layout that can show a box: two borders and a cell between them.
  static let narrowestBox = 3
}
