extension Fixture {
  /// Which column a waterfall item goes to (CHTCollectionViewWaterfallLayout's render direction).
  public enum WaterfallOrder: String, Hashable, Sendable, CaseIterable {
    /// The shortest column; the leftmost on ties.
    case shortestFirst
    /// Column `i % n`.
    case leftToRight
    /// Column `n - 1 - i % n`.
    case rightToLeft
  }
}
