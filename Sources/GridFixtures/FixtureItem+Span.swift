extension FixtureItem {
  /// How many columns an item takes: a count, or all of its section's (`"span": 3`, `"span": "full"`).
  ///
  /// A count above the section's column count takes every column; the grid and flow layouts start a
  /// new row for an item that does not fit in what is left of the current one, and a waterfall puts
  /// it on the run of adjacent columns that ends highest. A list and the compat grid ignore spans.
  public enum Span: Hashable, Sendable {
    /// This many columns (1…1000).
    case columns(Int)
    /// Every column of the section.
    case full

    /// The JSON name of ``full``.
    public static let fullName = "full"
  }
}
