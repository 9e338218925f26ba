/// One section of a compositional layout: its group, repeated until the section's items are used
/// up, and what goes around it — UIKit's `NSCollectionLayoutSection`.
///
/// ```swift
/// var section = CollectionLayoutSection(group: group)
/// section.interGroupSpacing = 8
/// section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// section.header = CollectionLayoutBoundaryItem(
///   layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///   pinToVisibleBounds: true)
/// ```
public struct CollectionLayoutSection: Hashable, Sendable {
  /// The group repeated for the section's items.
  public var group: CollectionLayoutGroup
  /// Points between one group and the next (below it, or beside it in a sideways section).
  public var interGroupSpacing: Double
  /// Space between the section's groups and its edges; the header and footer lie outside the top
  /// and bottom insets and inside the leading and trailing ones.
  public var contentInsets: DirectionalEdgeInsets
  /// How the section scrolls across the layout's axis; anything but `none` lays its groups side by
  /// side in one band.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// The section's header (a boundary supplementary item at its top), showing the section's header.
  public var header: CollectionLayoutBoundaryItem?
  /// The section's footer, at its bottom.
  public var footer: CollectionLayoutBoundaryItem?

  public init(
    group: CollectionLayoutGroup, interGroupSpacing: Double = 0, contentInsets: DirectionalEdgeInsets = .zero,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    header: CollectionLayoutBoundaryItem? = nil, footer: CollectionLayoutBoundaryItem? = nil
  ) {
    self.group = group
    self.interGroupSpacing = interGroupSpacing
    self.contentInsets = contentInsets
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.header = header
    self.footer = footer
  }
}

/// A section's header or footer: UIKit's `NSCollectionLayoutBoundarySupplementaryItem` at the top
/// or bottom of its section.
public struct CollectionLayoutBoundaryItem: Hashable, Sendable {
  /// Its size: the width against the section's content width, the height usually `estimated`
  /// (measured: `SectionMetrics.headerHeight` or `footerHeight`).
  public var layoutSize: CollectionLayoutSize
  /// Whether it stays on screen while its section does (`LayoutResult.pinnedElements(in:)`).
  public var pinToVisibleBounds: Bool

  public init(layoutSize: CollectionLayoutSize, pinToVisibleBounds: Bool = false) {
    self.layoutSize = layoutSize
    self.pinToVisibleBounds = pinToVisibleBounds
  }
}
