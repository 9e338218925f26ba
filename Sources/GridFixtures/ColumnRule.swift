/// How many columns a section has at a given view width.
///
/// The fixture's answer to FlexibleRowHeightGridLayout's `numberOfColumns(for size:)`, which the
/// engine asks again on every width change. The width is the whole view width in terminal columns:
/// nothing (insets, spacing, borders) is subtracted first.
///
/// ```swift
/// let rule = ColumnRule.breakpoints([
///   ColumnBreakpoint(minWidth: 0, columns: 1),
///   ColumnBreakpoint(minWidth: 80, columns: 3),
/// ])
/// rule.columns(forWidth: 79)  // 1
/// rule.columns(forWidth: 80)  // 3
/// ColumnRule.minColumnWidth(24).columns(forWidth: 100)  // 4
/// ```
public enum ColumnRule: Hashable, Sendable {
  /// Always this many columns.
  case fixed(Int)
  /// The columns of the last breakpoint whose `minWidth` is at most the width.
  case breakpoints([ColumnBreakpoint])
  /// As many columns of at least this width as fit: `max(1, ⌊width / minColumnWidth⌋)`.
  case minColumnWidth(Int)

  /// The largest column count any rule answers, and the largest a fixture may ask for.
  public static let maxColumns = 1000

  /// The number of columns at `width`, always in `1...maxColumns`.
  ///
  /// - `.fixed(n)`: `n`.
  /// - `.breakpoints`: the columns of the breakpoint with the largest `minWidth` that is at most
  ///   `width`. Below every breakpoint (a negative or NaN width, or a list whose first `minWidth` is
  ///   not 0) the breakpoint with the smallest `minWidth` applies; an empty list gives 1. The list need
  ///   not be sorted.
  /// - `.minColumnWidth(m)`: `⌊width / m⌋`, at least 1; a width that is negative, NaN or 0 gives 1
  ///   and an infinite one `maxColumns`. `m` below 1 counts as 1.
  ///
  /// Counts outside `1...maxColumns` (possible only in values built in code, since the loader rejects
  /// them) are clamped to it.
  public func columns(forWidth width: Double) -> Int {
    let count: Int
    switch self {
    case .fixed(let columns):
      count = columns
    case .breakpoints(let breakpoints):
      let byMinWidth: (ColumnBreakpoint, ColumnBreakpoint) -> Bool = { $0.minWidth < $1.minWidth }
      let reached = breakpoints.lazy.filter { Double($0.minWidth) <= width }.max(by: byMinWidth)
      count = (reached ?? breakpoints.min(by: byMinWidth))?.columns ?? 1
    case .minColumnWidth(let minimum):
      if width.isNaN {
        count = 1
      } else {
        let fitting = (width / Double(max(minimum, 1))).rounded(.down)
        count =
          fitting >= Double(ColumnRule.maxColumns) ? ColumnRule.maxColumns : max(Int(max(fitting, 0)), 1)
      }
    }
    return min(max(count, 1), ColumnRule.maxColumns)
  }
}
