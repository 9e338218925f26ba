import Foundation
import GridSnapshot

extension Diffing where Value == GridFrame {
  /// Text frames compared byte for byte; a failure says which rows changed height and which cells
  /// now drive a row (read off the recorded frame and the new one, named after the layout now),
  /// then shows the unified diff.
  public static var gridFrame: Self {
    Diffing.diff(
      toData: { Data($0.text.utf8) },
      fromData: { GridFrame(text: String(decoding: $0, as: UTF8.self)) }
    ) { recorded, now in
      guard recorded.text != now.text else { return nil }
      var summary = ["(no rows to compare: the fixture could not be laid out)"]
      if let layout = now.rows, let settings = now.settings {
        func rows(_ frame: String) -> SnapshotRows? {
          SnapshotRows(
            frame: frame, like: layout, rightToLeft: settings.direction == .rtl,
            collapsedBorders: settings.collapseBorders)
        }
        if let before = rows(recorded.text), let after = rows(now.text) {
          summary = SnapshotChange(before: before, after: after).said
        } else {
          summary = [
            "rows of cells added or removed: the recorded frame's rows cannot be matched to the layout's"
          ]
        }
      }
      return GridPreviewIssue.failure(summary: summary, old: recorded.text, new: now.text)
    }
  }
}

extension Diffing where Value == String {
  /// Frames as `layout` prints them, compared byte for byte; a failure says which rows changed
  /// height, then shows the unified diff.
  public static var gridLayout: Self {
    Diffing.diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) }
    ) { recorded, now in
      guard recorded != now else { return nil }
      let summary =
        if let before = SnapshotRows(layoutJSON: recorded), let after = SnapshotRows(layoutJSON: now) {
          SnapshotChange(before: before, after: after).said
        } else {
          ["(no rows to compare: the recorded frames are no layout document)"]
        }
      return GridPreviewIssue.failure(summary: summary, old: recorded, new: now)
    }
  }
}
