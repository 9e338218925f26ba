/// What an update of a `LiveLayout` did — for a previewer's status line and for tests.
public struct LayoutChange: Hashable, Sendable, CustomStringConvertible {
  /// Whether a layout pass ran (a change of height alone runs none).
  public var didLayout: Bool
  /// The layout-wide column count before and after.
  public var columnsBefore: Int
  public var columnsAfter: Int
  /// How many item heights the pass asked for; the others came from the cache.
  public var heightsAsked: Int

  public init(didLayout: Bool, columnsBefore: Int, columnsAfter: Int, heightsAsked: Int) {
    self.didLayout = didLayout
    self.columnsBefore = columnsBefore
    self.columnsAfter = columnsAfter
    self.heightsAsked = heightsAsked
  }

  /// Whether the column count changed.
  public var columnCountChanged: Bool { columnsBefore != columnsAfter }

  /// "3 → 4 columns" when the count changed, otherwise "4 columns".
  public var description: String {
    let unit = columnsAfter == 1 ? "column" : "columns"
    return columnCountChanged ? "\(columnsBefore) → \(columnsAfter) \(unit)" : "\(columnsAfter) \(unit)"
  }
}
