extension Fixture {
  /// How waterfall columns are evened out at the end of a section.
  public enum WaterfallStretch: String, Hashable, Sendable, CaseIterable {
    /// Columns end where their items end.
    case none
    /// The last cell of each column grows so every column ends level with the tallest.
    case lastCell
    /// Every cell of a short column grows so the column ends level with the tallest.
    case allCells
  }
}
