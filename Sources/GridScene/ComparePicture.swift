import GridCanvas
import GridLayout
import GridText

/// The compare view as a picture `render` prints: a row of labels, then the ragged layout (flow, or a
/// `LazyVGrid` with each cell at its own height) and the flexible grid (for a `LazyVGrid`, the same
/// columns with every cell as tall as its row) side by side, each `(width − 1) / 2` columns wide, a separator between them — the
/// previewer's compare view without its title line and status bar.
public struct ComparePicture {
  public let scene: Scene
  public let width: Int
  /// Each pane's layout width.
  public let paneWidth: Int
  public let flow: (result: LayoutResult, settings: SceneSettings)
  public let grid: (result: LayoutResult, settings: SceneSettings)

  public init(scene: Scene, settings: SceneSettings, width: Int) {
    self.scene = scene
    self.width = width
    paneWidth = ScreenLayout.paneWidth(layoutWidth: width, comparing: true)
    let flowSettings = settings.comparedRagged
    let gridSettings = settings.comparedStretched
    flow = (scene.layoutResult(width: paneWidth, settings: flowSettings), flowSettings)
    grid = (scene.layoutResult(width: paneWidth, settings: gridSettings), gridSettings)
  }

  /// The picture's height: the labels row and the taller pane.
  public var height: Int {
    1 + max(Canvas.cells(flow.result.contentSize.height), Canvas.cells(grid.result.contentSize.height))
  }

  /// Rows `top..<top + height` of the picture (row 0 is the labels).
  ///
  /// - Parameter drivers: Mark row drivers, stretched space and flow gaps in both panes.
  public func canvas(top: Int, height: Int, characters: BoxCharacters, theme: Theme, drivers: Bool = false)
    -> Canvas
  {
    var canvas = Canvas(width: width, height: height)
    let panes = [(flow, flow.settings.raggedName, 0), (grid, grid.settings.stretchedName, paneWidth + 1)]
    for (pane, name, x) in panes {
      let renderer = scene.renderer(settings: pane.settings, characters: characters, theme: theme)
      // Layout row r is picture row r + 1.
      let region = Canvas.Region(x: x, y: max(0, 1 - top), width: paneWidth, height: height - max(0, 1 - top))
      renderer.draw(
        pane.result, in: Viewport(region: region, scrollY: max(0, top - 1)), on: &canvas,
        content: { scene.content(of: $0, settings: pane.settings, plain: true) },
        decoration: { drivers ? scene.decoration(of: $0, in: pane.result, settings: pane.settings) : .none })
      if top == 0 {
        let label = PaneLabel.text(
          name: name, width: paneWidth, columns: pane.result.columnCount, room: paneWidth)
        canvas.write(
          characters.label(label), x: x, y: 0, style: theme.title,
          clip: Canvas.Region(x: x, y: 0, width: paneWidth, height: 1))
      }
    }
    if paneWidth < width {
      for y in 0..<height {
        canvas.put(characters.isASCII ? "|" : "│", width: 1, x: paneWidth, y: y, style: theme.edge)
      }
    }
    return canvas
  }
}

/// The label above a compare pane: its layout, width and column count, in as many words as fit.
enum PaneLabel {
  /// The longest form that fits in `room` columns; the width and the column count are the last
  /// to go (they are what tells the panes apart at a glance), and a word is never cut.
  static func text(name: String, width: Int, columns: Int, room: Int) -> String {
    let short = name == "flexible row height grid" ? "grid" : name
    let wide = "\(width.grouped) wide"
    let count = "\(columns.grouped) \(columns == 1 ? "column" : "columns")"
    let forms = [
      "\(name) · \(wide) · \(count)", "\(short) · \(wide) · \(count)", "\(wide) · \(count)",
      "\(short) · \(wide)", wide, width.grouped,
    ].map { " " + $0 }
    return forms.first { DisplayWidth.columns(of: $0) <= room } ?? ""
  }
}
