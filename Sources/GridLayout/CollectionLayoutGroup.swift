/// A row or column of items and nested groups: UIKit's `NSCollectionLayoutGroup`.
///
/// ```swift
/// let item = CollectionLayoutItem(
///   layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
/// var group = CollectionLayoutGroup.horizontal(
///   layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///   repeatingSubitem: .item(item), count: 2)
/// group.interItemSpacing = .fixed(10)
/// ```
public struct CollectionLayoutGroup: Hashable, Sendable {
  /// The direction the group lays its subitems out in.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Side by side, leading to trailing: `.horizontal(…)`.
    case horizontal
    /// One below the other: `.vertical(…)`.
    case vertical
  }

  /// One thing a group holds: an item or a nested group.
  public indirect enum Subitem: Hashable, Sendable {
    case item(CollectionLayoutItem)
    case group(CollectionLayoutGroup)

    /// The subitem's size.
    public var layoutSize: CollectionLayoutSize {
      switch self {
      case .item(let item): item.layoutSize
      case .group(let group): group.layoutSize
      }
    }
  }

  /// What the group holds: a list placed in order (`subitems:`), or one subitem repeated `count`
  /// times in equal slots (`repeatingSubitem:count:`).
  public indirect enum Contents: Hashable, Sendable {
    case subitems([Subitem])
    case repeating(Subitem, count: Int)
  }

  public var axis: Axis
  public var layoutSize: CollectionLayoutSize
  public var contents: Contents
  /// The space between subitems along the axis; `nil` is none.
  public var interItemSpacing: CollectionLayoutSpacing?
  /// Space taken from the group's frame on each edge whose axis is not estimated.
  public var contentInsets: DirectionalEdgeInsets

  public init(
    axis: Axis, layoutSize: CollectionLayoutSize, contents: Contents,
    interItemSpacing: CollectionLayoutSpacing? = nil, contentInsets: DirectionalEdgeInsets = .zero
  ) {
    self.axis = axis
    self.layoutSize = layoutSize
    self.contents = contents
    self.interItemSpacing = interItemSpacing
    self.contentInsets = contentInsets
  }

  /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
  public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [Subitem]) -> Self {
    Self(axis: .horizontal, layoutSize: layoutSize, contents: .subitems(subitems))
  }

  /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)`.
  public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem: Subitem, count: Int)
    -> Self
  {
    Self(axis: .horizontal, layoutSize: layoutSize, contents: .repeating(repeatingSubitem, count: count))
  }

  /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
  public static func vertical(layoutSize: CollectionLayoutSize, subitems: [Subitem]) -> Self {
    Self(axis: .vertical, layoutSize: layoutSize, contents: .subitems(subitems))
  }

  /// `NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)`.
  public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem: Subitem, count: Int) -> Self
  {
    Self(axis: .vertical, layoutSize: layoutSize, contents: .repeating(repeatingSubitem, count: count))
  }
}
