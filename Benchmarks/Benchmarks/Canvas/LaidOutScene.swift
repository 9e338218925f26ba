import GridCanvas
import GridFixtures
import GridLayout
import GridScene

/// A scene laid out once at a width with the fixture's settings, and the renderer `gridpreview
/// render` uses for it (square boxes, colours).
struct LaidOutScene {
  let scene: Scene
  let settings: SceneSettings
  let result: LayoutResult
  let renderer: BoxRenderer

  init(_ fixture: Fixture, width: Int) {
    scene = Scene(fixture: fixture)
    settings = SceneSettings(fixture: fixture)
    result = scene.layoutResult(width: width, settings: settings)
    renderer = scene.renderer(settings: settings, characters: .square, theme: .dark)
  }
}
