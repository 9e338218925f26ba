/// One step of a path into a compositional section's description, spelled as the fixture format
/// spells it: an object's key or an array's index.
public enum CompositionalPathComponent: Hashable, Sendable, CustomStringConvertible {
  case key(String)
  case index(Int)

  public var description: String {
    switch self {
    case .key(let key): key
    case .index(let index): "[\(index)]"
    }
  }

  /// A path written as keys joined by dots and indices in brackets: `group.horizontal.subitems[1]`.
  public static func text(of path: [CompositionalPathComponent]) -> String {
    var text = ""
    for component in path {
      if case .key = component, !text.isEmpty { text += "." }
      text += component.description
    }
    return text
  }
}

/// A problem in a compositional section's description, at the place in it that has the problem.
///
/// `path` names the place as the fixture format spells it — a group is `horizontal` or `vertical`
/// under its key, a list is `subitems[i]`, a repeated one `subitem` — so a fixture reader can map it
/// to the position it read the value at:
///
/// ```swift
/// section.problems.map(\.description)
/// // ["group.horizontal.subitems[1].vertical.count: expected a count from 1 to 1000, got 0"]
/// ```
public struct CompositionalProblem: Hashable, Sendable, CustomStringConvertible {
  /// From the section's description down to the value with the problem.
  public var path: [CompositionalPathComponent]
  /// What is wrong, as a sentence fragment a user can act on.
  public var message: String

  public init(path: [CompositionalPathComponent], message: String) {
    self.path = path
    self.message = message
  }

  /// The path written as keys joined by dots and indices in brackets: `group.horizontal.subitems[1]`.
  public var location: String { CompositionalPathComponent.text(of: path) }

  public var description: String { "\(location): \(message)" }
}

extension CollectionLayoutSection {
  /// The most copies a repeating group may ask for.
  public static let maximumCount = 1000
  /// The deepest groups may nest (the section's group is at depth 1).
  public static let maximumNesting = 16

  /// Everything in the description that `CompositionalLayout` cannot lay out as written, in the
  /// order met (depth first): a `count` below 1 or above ``maximumCount``, a fraction that is not
  /// above 0, a negative or non-finite number of points, `uniformAcrossSiblings` on a width, groups
  /// nested deeper than ``maximumNesting``, a group that holds no item at any depth (repeating it
  /// would never use an item up), and a list of subitems all 0 points long along the group's axis
  /// (the group would repeat them for ever). Empty when the section is fine. The layout itself never fails:
  /// it cleans such values (see `CompositionalLayout`).
  public var problems: [CompositionalProblem] {
    var found: [CompositionalProblem] = []
    Self.check(group, at: [.key("group")], depth: 1, into: &found)
    Self.check(points: interGroupSpacing, at: [.key("interGroupSpacing")], into: &found)
    Self.check(contentInsets, at: [.key("contentInsets")], into: &found)
    for (key, item) in [("header", header), ("footer", footer)] {
      guard let item else { continue }
      Self.check(item.layoutSize, at: [.key(key), .key("layoutSize")], into: &found)
    }
    return found
  }

  private static func check(
    _ group: CollectionLayoutGroup, at base: [CompositionalPathComponent], depth: Int,
    into found: inout [CompositionalProblem]
  ) {
    let path = base + [.key(group.axis.rawValue)]
    guard depth <= maximumNesting else {
      found.append(
        CompositionalProblem(
          path: path, message: "groups nest \(depth) deep; at most \(maximumNesting) levels are allowed"))
      return
    }
    check(group.layoutSize, at: path + [.key("layoutSize")], into: &found)
    if let spacing = group.interItemSpacing {
      let key = if case .fixed = spacing { "fixed" } else { "flexible" }
      check(points: spacing.points, at: path + [.key("interItemSpacing"), .key(key)], into: &found)
    }
    check(group.contentInsets, at: path + [.key("contentInsets")], into: &found)
    switch group.contents {
    case .subitems(let subitems):
      for (i, subitem) in subitems.enumerated() {
        check(subitem, at: path + [.key("subitems"), .index(i)], depth: depth, into: &found)
      }
    case .repeating(let subitem, let count):
      if count < 1 || count > maximumCount {
        found.append(
          CompositionalProblem(
            path: path + [.key("count")], message: "expected a count from 1 to \(maximumCount), got \(count)")
        )
      }
      check(subitem, at: path + [.key("subitem")], depth: depth, into: &found)
    }
    if case .subitems(let subitems) = group.contents, !subitems.isEmpty,
      subitems.allSatisfy({ Self.isZeroLength($0, along: group.axis) })
    {
      found.append(
        CompositionalProblem(
          path: path + [.key("subitems")],
          message: "every subitem is 0 points long across the group, so the group would repeat them for ever")
      )
    }
    if !CompositionalTemplate.holdsItem(group, depth: depth) {
      found.append(
        CompositionalProblem(
          path: path,
          message: "the group holds no item, so repeating it would never place one; give it an item"))
    }
  }

  /// Whether a subitem is 0 points long along `axis` (an absolute or estimated 0).
  private static func isZeroLength(
    _ subitem: CollectionLayoutGroup.Subitem, along axis: CollectionLayoutGroup.Axis
  )
    -> Bool
  {
    let size = subitem.layoutSize
    switch axis == .horizontal ? size.widthDimension : size.heightDimension {
    case .absolute(let v), .estimated(let v): return v == 0
    default: return false
    }
  }

  private static func check(
    _ subitem: CollectionLayoutGroup.Subitem, at path: [CompositionalPathComponent], depth: Int,
    into found: inout [CompositionalProblem]
  ) {
    switch subitem {
    case .item(let item):
      check(item.layoutSize, at: path + [.key("layoutSize")], into: &found)
      check(item.contentInsets, at: path + [.key("contentInsets")], into: &found)
    case .group(let group):
      check(group, at: path, depth: depth + 1, into: &found)
    }
  }

  private static func check(
    _ size: CollectionLayoutSize, at path: [CompositionalPathComponent],
    into found: inout [CompositionalProblem]
  ) {
    for (key, dimension) in [
      ("widthDimension", size.widthDimension), ("heightDimension", size.heightDimension),
    ] {
      let at = path + [.key(key), .key(dimension.name)]
      let v = dimension.value
      switch dimension {
      case .fractionalWidth, .fractionalHeight:
        if !(v.isFinite && v > 0) {
          found.append(CompositionalProblem(path: at, message: "expected a fraction above 0, got \(v)"))
        }
      case .uniformAcrossSiblings where key == "widthDimension":
        found.append(
          CompositionalProblem(
            path: at,
            message: "uniformAcrossSiblings sizes heights only; use estimated or a fraction for a width"))
      case .absolute, .estimated, .uniformAcrossSiblings:
        check(points: v, at: at, into: &found)
      }
    }
  }

  private static func check(
    _ insets: DirectionalEdgeInsets, at path: [CompositionalPathComponent],
    into found: inout [CompositionalProblem]
  ) {
    for (key, v) in [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
      ("trailing", insets.trailing),
    ] {
      check(points: v, at: path + [.key(key)], into: &found)
    }
  }

  private static func check(
    points v: Double, at path: [CompositionalPathComponent], into found: inout [CompositionalProblem]
  ) {
    if !(v.isFinite && v >= 0) {
      found.append(
        CompositionalProblem(path: path, message: "expected a non-negative number of points, got \(v)"))
    }
  }
}
