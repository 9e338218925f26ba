import GridCanvas
import GridLayout

extension PreviewState {
  /// The whole screen for this state: the layout (or the two panes of the compare view) at the
  /// layout width, the rest of the screen dimmed with the edge marked, a scroll indicator, the status
  /// bar, and the help overlay when it is open.
  public func frame(theme: Theme, characters: BoxCharacters) -> Canvas {
    var canvas = Canvas(width: terminalSize.width, height: terminalSize.height)
    if isTooSmall {
      TooSmallMessage(
        width: terminalSize.width, height: terminalSize.height, minimumWidth: Self.minimumSize.width,
        minimumHeight: Self.minimumSize.height
      ).draw(on: &canvas, theme: theme, characters: characters)
      return canvas
    }
    let top = isComparing ? 1 : 0
    if let flow = compareLive, isComparing {
      drawPane(
        flow.result, settings: comparedFlow, x: 0, top: top, on: &canvas, theme: theme, characters: characters
      )
      drawPane(
        live.result, settings: comparedGrid, x: paneWidth + 1, top: top, on: &canvas, theme: theme,
        characters: characters)
      let separator: Character = characters.isASCII ? "|" : "│"
      for y in 0..<(viewportHeight + top) {
        canvas.put(separator, width: 1, x: paneWidth, y: y, style: theme.edge)
      }
      canvas.write(
        " flow layout", x: 0, y: 0, style: theme.title,
        clip: Canvas.Region(x: 0, y: 0, width: paneWidth, height: 1))
      canvas.write(
        " flexible row height grid", x: paneWidth + 1, y: 0, style: theme.title,
        clip: Canvas.Region(x: paneWidth + 1, y: 0, width: paneWidth, height: 1))
    } else {
      drawPane(
        live.result, settings: settings, x: 0, top: 0, on: &canvas, theme: theme, characters: characters)
    }
    drawOutside(on: &canvas, top: top, theme: theme, characters: characters)
    statusBar.draw(on: &canvas, row: terminalSize.height - 1, theme: theme, characters: characters)
    if isShowingHelp {
      HelpOverlay(entries: KeyBindings.helpEntries).draw(on: &canvas, theme: theme, characters: characters)
    }
    return canvas
  }

  /// The status bar for this state.
  public var statusBar: StatusBar {
    let total = contentHeight
    let first = min(scrollY + 1, total)
    let last = min(scrollY + viewportHeight, total)
    return StatusBar(
      layoutName: isComparing ? "flow vs grid" : settings.layout.rawValue,
      columns: live.result.columnCount, columnChange: columnChange, width: layoutWidth,
      orientation: orientation,
      category: settings.category, itemCount: scene.fixture.itemCount,
      visibleRows: (first, last, total), message: message)
  }

  private func drawPane(
    _ result: LayoutResult, settings: SceneSettings, x: Int, top: Int, on canvas: inout Canvas, theme: Theme,
    characters: BoxCharacters
  ) {
    let renderer = scene.renderer(settings: settings, characters: characters, theme: theme)
    let region = Canvas.Region(x: x, y: top, width: paneWidth, height: viewportHeight)
    renderer.draw(result, in: Viewport(region: region, scrollY: scrollY), on: &canvas) {
      scene.content(of: $0, settings: settings)
    }
  }

  /// Dims the screen beyond the layout width, marks the edge, and shows the scroll position there.
  private func drawOutside(on canvas: inout Canvas, top: Int, theme: Theme, characters: BoxCharacters) {
    let rows = viewportHeight + top
    guard layoutWidth < terminalSize.width else { return }
    let outside = Canvas.Region(x: layoutWidth, y: 0, width: terminalSize.width - layoutWidth, height: rows)
    canvas.fill(outside, with: characters.isASCII ? "." : "·", style: theme.outside)
    let edge: Character = characters.isASCII ? "|" : "▏"
    for y in 0..<rows { canvas.put(edge, width: 1, x: layoutWidth, y: y, style: theme.edge) }
    if terminalSize.width - layoutWidth >= 3 {
      ScrollIndicator(offset: scrollY, visible: viewportHeight, total: contentHeight)
        .draw(
          on: &canvas, x: terminalSize.width - 1, y: top, height: viewportHeight, theme: theme,
          characters: characters)
    }
  }
}
