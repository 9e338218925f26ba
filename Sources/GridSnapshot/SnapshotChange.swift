/// What changed between a recorded snapshot and the layout now, in a few lines: the content's
/// height, each section whose column count changed, and, in sections that kept theirs, each row
/// that changed height and each row driven by another cell.
///
/// ```swift
/// SnapshotChange(before: recorded, after: now).lines
/// // ["content 40 → 44 rows tall", "section 0, row 2 (items 0.4, 0.5): 6 → 10 rows tall", …]
/// ```
public struct SnapshotChange: Hashable, Sendable {
  public var lines: [String]

  /// At most this many lines; the rest are counted in a last one.
  public static let lineLimit = 20

  public init(before: SnapshotRows, after: SnapshotRows) {
    var lines: [String] = []
    if before.contentHeight != after.contentHeight {
      lines.append("content \(before.contentHeight) → \(after.contentHeight) rows tall")
    }
    if before.sections.count != after.sections.count {
      lines.append("sections \(before.sections.count) → \(after.sections.count)")
    }
    for (index, (old, new)) in zip(before.sections, after.sections).enumerated() {
      if old.columns != new.columns {
        lines.append(
          "section \(index): \(old.columns) → \(new.columns) \(new.columns == 1 ? "column" : "columns")")
        continue
      }
      if old.rows.count != new.rows.count {
        lines.append("section \(index): \(old.rows.count) → \(new.rows.count) rows of cells")
      }
      for (rowIndex, (was, now)) in zip(old.rows, new.rows).enumerated() {
        let name = "section \(index), row \(rowIndex) (\(Self.items(now.items, section: index)))"
        if was.height != now.height {
          lines.append("\(name): \(was.height) → \(now.height) rows tall")
        }
        if was.drivers != now.drivers, !now.drivers.isEmpty {
          let previously = was.drivers.isEmpty ? "" : ", was \(Self.items(was.drivers, section: index))"
          lines.append("\(name): now driven by \(Self.items(now.drivers, section: index))\(previously)")
        }
      }
    }
    if lines.count > Self.lineLimit {
      let more = lines.count - Self.lineLimit + 1
      lines = Array(lines.prefix(Self.lineLimit - 1)) + ["… and \(more) more"]
    }
    self.lines = lines
  }

  /// What a change's summary says: its lines, or that no row changed height or driver and no column
  /// count changed (the text or the frames changed all the same).
  public var said: [String] {
    lines.isEmpty ? ["no row changed height or driver, no column count changed"] : lines
  }

  /// `item 0.4`, `items 0.4, 0.5`.
  static func items(_ items: [Int], section: Int) -> String {
    (items.count == 1 ? "item " : "items ") + items.map { "\(section).\($0)" }.joined(separator: ", ")
  }
}
