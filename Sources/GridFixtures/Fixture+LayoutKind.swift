extension Fixture {
  /// The layouts a fixture can ask for, by their JSON names.
  public enum LayoutKind: String, Hashable, Sendable, CaseIterable {
    /// FlexibleRowHeightGridLayout: every row as tall as its tallest cell.
    case grid
    /// UICollectionViewFlowLayout: each cell keeps its height, centred in its line.
    case flow
    /// A waterfall (masonry): each item goes to a column by ``Fixture/WaterfallOrder``.
    case waterfall
    /// One full-width column, the stacked layout Apple recommends at accessibility text sizes.
    case list
    /// SwiftUI's `LazyVGrid`: columns from `GridItem`s in points, each row as tall as its tallest
    /// cell, shorter cells where their column's alignment puts them (``Fixture/LazyVGrid``).
    case lazyVGrid
    /// UIKit's `UICollectionViewCompositionalLayout`: items in groups in sections, each sized by a
    /// dimension in points (`Fixture/compositional`).
    case compositional
  }
}
