/// From a view width on, a number of columns: one step of ``ColumnRule/breakpoints(_:)``.
public struct ColumnBreakpoint: Hashable, Sendable {
  /// The narrowest view width, in terminal columns, at which this breakpoint applies.
  public var minWidth: Int
  /// The number of columns from ``minWidth`` up to the next breakpoint.
  public var columns: Int

  public init(minWidth: Int, columns: Int) {
    self.minWidth = minWidth
    self.columns = columns
  }
}
