import GridScene
import GridSnapshot

/// What a text strategy snapshots: the text frame exactly as `render --color never` draws it (the
/// file's whole content), and, for a frame laid out in this run, its rows of cells, which name the
/// rows of a failure.
public struct GridFrame: Hashable, Sendable {
  /// The text frame.
  public var text: String
  /// The layout's rows (nil for a frame read from a file).
  public var rows: SnapshotRows?
  /// The settings it was drawn with (nil for a frame read from a file), for reading rows off a
  /// recorded frame drawn the same way.
  public var settings: SceneSettings?

  public init(text: String, rows: SnapshotRows? = nil, settings: SceneSettings? = nil) {
    self.text = text
    self.rows = rows
    self.settings = settings
  }
}
