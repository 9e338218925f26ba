/// The most basic part of a compositional layout: one cell's size and insets, UIKit's
/// `NSCollectionLayoutItem`.
///
/// ```swift
/// var item = CollectionLayoutItem(
///   layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(all: 5)
/// ```
public struct CollectionLayoutItem: Hashable, Sendable {
  /// The item's size.
  public var layoutSize: CollectionLayoutSize
  /// Space taken from the item's frame once its slot is placed, on each edge whose axis is not
  /// estimated (Apple: "ignored for any axis that uses an estimated value for its dimension").
  public var contentInsets: DirectionalEdgeInsets

  public init(layoutSize: CollectionLayoutSize, contentInsets: DirectionalEdgeInsets = .zero) {
    self.layoutSize = layoutSize
    self.contentInsets = contentInsets
  }
}
