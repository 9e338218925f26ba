import GridCanvas
import GridFixtures
import GridJSON
import GridLayout
import GridPicture
import GridScene

/// One fixture at one width and text size, as a snapshot holds it: the text frame exactly as
/// `render --color never` draws it, the frames exactly as `layout` prints them, and the rows
/// (`SnapshotRows`) the summary of a change is told from.
///
/// ```swift
/// let now = SnapshotCase(scene: scene, settings: settings, width: 40)
/// let change = SnapshotChange(before: recorded, after: now)
/// ```
public struct SnapshotCase: Hashable, Sendable {
  public var text: String
  public var json: String
  public var rows: SnapshotRows

  public init(text: String, json: String, rows: SnapshotRows) {
    self.text = text
    self.json = json
    self.rows = rows
  }

  /// The scene laid out at `width` with `settings`, drawn with box-drawing characters and no
  /// colour (whatever the locale: a snapshot is the same everywhere).
  public init(scene: Scene, settings: SceneSettings, width: Int) {
    let result = scene.layoutResult(width: width, settings: settings)
    let renderer = scene.renderer(settings: settings, characters: .square, theme: .monochrome)
    let picture = SlicedPicture(
      rows: Canvas.cells(result.contentSize.height), format: .text(padded: false), slicesPerBatch: 1
    ) { top, height in
      scene.canvas(
        for: result, settings: settings, top: top, height: height, width: width, renderer: renderer)
    }
    var bytes: [UInt8] = []
    picture.write { (chunk: [UInt8]) in bytes += chunk }
    text = String(decoding: bytes, as: UTF8.self)
    var json = ""
    LayoutJSON.write(
      result, layoutName: settings.layout.rawValue, category: settings.category,
      gridColumns: scene.gridColumnsJSON(width: width, settings: settings),
      compositional: scene.compositionalJSON(width: width, settings: settings, result: result)
    ) { json += $0 }
    self.json = json
    rows = SnapshotRows(scene: scene, result: result, settings: settings)
  }

  /// Whether the text frame and the frames are the same, byte for byte (the rows follow from them).
  public func matches(_ other: SnapshotCase) -> Bool {
    text.utf8.elementsEqual(other.text.utf8) && json.utf8.elementsEqual(other.json.utf8)
  }
}
