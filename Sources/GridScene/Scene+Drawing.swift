import GridCanvas
import GridLayout

extension Scene {
  /// Lays out the scene at a width (the height plays no part in the layout).
  public func layoutResult(width: Int, settings: SceneSettings) -> LayoutResult {
    layout(settings).layout(
      input(width: width, settings: settings), in: Size(width: Double(width), height: 0))
  }

  /// Draws rows `top..<top + height` of a computed layout as boxed cells on a new canvas.
  ///
  /// Drawing in slices of any height gives the same rows as drawing everything at once, so long
  /// content can be printed a slice at a time in constant memory.
  ///
  /// - Parameters:
  ///   - drivers: Mark row drivers, stretched space and flow gaps (`render --drivers`).
  ///   - prepared: What cells show, made while measuring the result
  ///     (`layoutResultMeasuredOnEveryCore(width:settings:preparing:)`).
  public func canvas(
    for result: LayoutResult, settings: SceneSettings, top: Int, height: Int, width: Int,
    renderer: BoxRenderer, drivers: Bool = false, prepared: PreparedContents? = nil
  ) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    renderer.draw(
      result, in: Viewport(region: canvas.bounds, scrollY: top), on: &canvas,
      content: { content(of: $0, settings: settings, plain: true, prepared: prepared) },
      decoration: { drivers ? decoration(of: $0, in: result, settings: settings) : .none })
    if settings.layout == .compositional {
      drawBandMarkers(result, top: top, on: &canvas, renderer: renderer)
    }
    return canvas
  }

  /// The renderer matching the settings (collapsed borders) with the given characters and theme.
  public func renderer(settings: SceneSettings, characters: BoxCharacters, theme: Theme) -> BoxRenderer {
    BoxRenderer(
      characters: characters, theme: theme, collapseBorders: settings.collapseBorders,
      isRightToLeft: settings.direction == .rtl)
  }
}
