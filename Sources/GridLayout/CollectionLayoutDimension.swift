/// One dimension of a compositional layout's item, group or boundary item, as UIKit's
/// `NSCollectionLayoutDimension` states it. Values are points.
///
/// ```swift
/// let size = CollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 44))
/// ```
///
/// How each is resolved is `CompositionalLayout`'s (docs/compositional.md, "Rules").
public enum CollectionLayoutDimension: Hashable, Sendable {
  /// A fraction of the containing group's width (the section's content width for the section's
  /// group): `.fractionalWidth(_:)`.
  case fractionalWidth(Double)
  /// A fraction of the containing group's height (the view's visible height, less the section's
  /// top and bottom insets, for the section's group): `.fractionalHeight(_:)`.
  case fractionalHeight(Double)
  /// Exactly this many points: `.absolute(_:)`.
  case absolute(Double)
  /// Sized by the content (an item's height is measured at its width); the value is only an
  /// estimate: `.estimated(_:)`.
  case estimated(Double)
  /// Measured like `estimated`, then grown to the tallest sibling in the group (iOS 17's
  /// `.uniformAcrossSiblings(estimate:)`). Heights only.
  case uniformAcrossSiblings(estimate: Double)

  /// Whether the content decides this dimension (`estimated` or `uniformAcrossSiblings`).
  public var isEstimated: Bool {
    switch self {
    case .estimated, .uniformAcrossSiblings: true
    default: false
    }
  }

  /// The number written in the dimension (the fraction, the points or the estimate).
  public var value: Double {
    switch self {
    case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
      .uniformAcrossSiblings(let v):
      v
    }
  }

  /// The name UIKit and the fixture format give the dimension (`"fractionalWidth"`, …).
  public var name: String {
    switch self {
    case .fractionalWidth: "fractionalWidth"
    case .fractionalHeight: "fractionalHeight"
    case .absolute: "absolute"
    case .estimated: "estimated"
    case .uniformAcrossSiblings: "uniformAcrossSiblings"
    }
  }
}

/// A width and a height dimension: UIKit's `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable {
  public var widthDimension: CollectionLayoutDimension
  public var heightDimension: CollectionLayoutDimension

  public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

/// The space between a group's subitems: UIKit's `NSCollectionLayoutSpacing`. Points.
public enum CollectionLayoutSpacing: Hashable, Sendable {
  /// Exactly this much space: `.fixed(_:)`.
  case fixed(Double)
  /// At least this much space, grown evenly to fill what the subitems leave of the group:
  /// `.flexible(_:)`.
  case flexible(Double)

  /// The points written (the least space for `flexible`).
  public var points: Double {
    switch self {
    case .fixed(let v), .flexible(let v): v
    }
  }
}

/// Insets from the leading, trailing, top and bottom edges: UIKit's `NSDirectionalEdgeInsets`.
/// Points; leading is the left edge left to right and the right edge right to left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  public static let zero = DirectionalEdgeInsets()
}
