/// A section's group compiled for a pass: its groups and items as nodes of a flat array, depth
/// first from the section's group (node 0), values cleaned, and its items' slots.
///
/// Cleaning: a fraction that is not above 0 and a negative or non-finite number of points count as
/// 0; a count is kept between 1 and 1,000; `uniformAcrossSiblings` on a width counts as `estimated`;
/// groups deeper than 16 levels, and groups that hold no item, are left out. A section whose group
/// holds no item at all gets one item a row, as wide as the section and measured.
struct CompositionalTemplate: Sendable {
  struct Node: Sendable {
    var isGroup: Bool
    var axis: CollectionLayoutGroup.Axis
    var width: CollectionLayoutDimension
    var height: CollectionLayoutDimension
    var insets: DirectionalEdgeInsets
    var spacing: Double
    var flexible: Bool
    /// Children, as a range of `childList`.
    var children: Range<Int>
    /// Above 0: a repeating group of its one child.
    var count: Int
    /// An item's slot.
    var slot: Int32
  }

  private(set) var nodes: [Node] = []
  private(set) var childList: [Int] = []
  private(set) var slots: [CompositionalSlot] = []
  /// By slot: a `uniformAcrossSiblings` item right in a horizontal section group whose own height is
  /// `uniformAcrossSiblings` — it takes the height the whole section shares.
  private(set) var sharesSectionHeight: [Bool] = []

  init(_ section: CollectionLayoutSection, estimatedHeightsAreUniform: Bool) {
    let root = CollectionLayoutGroup.Subitem.group(section.group)
    if add(
      root, path: [.key("group")], depth: 1, parent: nil, uniform: estimatedHeightsAreUniform, isRoot: true)
      == nil
    {
      nodes = []
      childList = []
      slots = []
      sharesSectionHeight = []
      let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let fallback = CollectionLayoutGroup.horizontal(
        layoutSize: size, repeatingSubitem: .item(CollectionLayoutItem(layoutSize: size)), count: 1)
      _ = add(.group(fallback), path: [.key("group")], depth: 1, parent: nil, uniform: false, isRoot: true)
    }
  }

  /// Whether how many items an instance takes can depend on their heights: a vertical list of known
  /// height holds a measured item (it is placed only if it fits).
  var dependsOnHeights: Bool {
    func measures(_ n: Int) -> Bool {
      let node = nodes[n]
      return node.isGroup ? children(of: n).contains(where: measures) : node.height.isEstimated
    }
    return nodes.indices.contains { n in
      let node = nodes[n]
      return node.isGroup && node.axis == .vertical && node.count == 0 && !node.height.isEstimated
        && children(of: n).contains(where: measures)
    }
  }

  /// The children of node `n`.
  @inline(__always)
  func children(of n: Int) -> ArraySlice<Int> { childList[nodes[n].children] }

  /// Whether `group` holds an item at some depth within the nesting limit.
  static func holdsItem(_ group: CollectionLayoutGroup, depth: Int) -> Bool {
    guard depth <= CollectionLayoutSection.maximumNesting else { return false }
    switch group.contents {
    case .subitems(let subitems):
      return subitems.contains { holdsItem($0, depth: depth) }
    case .repeating(let subitem, _):
      return holdsItem(subitem, depth: depth)
    }
  }

  private static func holdsItem(_ subitem: CollectionLayoutGroup.Subitem, depth: Int) -> Bool {
    switch subitem {
    case .item: true
    case .group(let group): holdsItem(group, depth: depth + 1)
    }
  }

  private struct Parent {
    var axis: CollectionLayoutGroup.Axis
    var count: Int
    var heightIsEstimated: Bool
    var isRoot: Bool
  }

  /// Adds `subitem` (and what it holds) as a node; nil when it holds no item.
  private mutating func add(
    _ subitem: CollectionLayoutGroup.Subitem, path: [CompositionalPathComponent], depth: Int, parent: Parent?,
    uniform: Bool, isRoot: Bool = false
  ) -> Int? {
    switch subitem {
    case .item(let written):
      guard let parent else { return nil }
      var item = written
      if uniform, case .estimated(let e) = item.layoutSize.heightDimension {
        item.layoutSize.heightDimension = .uniformAcrossSiblings(estimate: e)
      }
      let width = Self.cleanWidth(item.layoutSize.widthDimension)
      let height = Self.clean(item.layoutSize.heightDimension)
      let widthRule: CompositionalSlot.Rule =
        parent.axis == .horizontal && parent.count > 0 ? .equalSlot(count: parent.count) : .dimension(width)
      let heightRule: CompositionalSlot.Rule
      if parent.axis == .vertical, parent.count > 0, !parent.heightIsEstimated {
        heightRule = .equalSlot(count: parent.count)
      } else if case .estimated = height {
        heightRule = .measured
      } else if case .uniformAcrossSiblings = height {
        heightRule = .uniformAcrossSiblings
      } else {
        heightRule = .dimension(height)
      }
      let slot = slots.count
      if case .uniformAcrossSiblings = height, case .uniformAcrossSiblings? = nodes.first?.height,
        parent.isRoot, parent.axis == .horizontal
      {
        sharesSectionHeight.append(true)
      } else {
        sharesSectionHeight.append(false)
      }
      slots.append(
        CompositionalSlot(
          index: slot, path: path, item: item, groupAxis: parent.axis,
          groupHeightIsEstimated: parent.heightIsEstimated, widthRule: widthRule, heightRule: heightRule))
      nodes.append(
        Node(
          isGroup: false, axis: parent.axis, width: width, height: height,
          insets: Self.clean(item.contentInsets),
          spacing: 0, flexible: false, children: 0..<0, count: 0, slot: Int32(slot)))
      return nodes.count - 1
    case .group(let written):
      guard depth <= CollectionLayoutSection.maximumNesting, Self.holdsItem(written, depth: depth) else {
        return nil
      }
      var group = written
      if uniform, !isRoot, case .estimated(let e) = group.layoutSize.heightDimension {
        group.layoutSize.heightDimension = .uniformAcrossSiblings(estimate: e)
      }
      let index = nodes.count
      let count: Int
      switch group.contents {
      case .subitems: count = 0
      case .repeating(_, let n): count = min(max(n, 1), CollectionLayoutSection.maximumCount)
      }
      let height = Self.clean(group.layoutSize.heightDimension)
      nodes.append(
        Node(
          isGroup: true, axis: group.axis, width: Self.cleanWidth(group.layoutSize.widthDimension),
          height: height,
          insets: Self.clean(group.contentInsets),
          spacing: Snapping.clean(group.interItemSpacing?.points ?? 0),
          flexible: { if case .flexible = group.interItemSpacing { true } else { false } }(), children: 0..<0,
          count: count, slot: -1))
      let here = path + [.key(group.axis.rawValue)]
      let me = Parent(axis: group.axis, count: count, heightIsEstimated: height.isEstimated, isRoot: isRoot)
      var kids: [Int] = []
      switch group.contents {
      case .subitems(let subitems):
        for (i, sub) in subitems.enumerated() {
          if let k = add(
            sub, path: here + [.key("subitems"), .index(i)], depth: depth + 1, parent: me, uniform: uniform)
          {
            kids.append(k)
          }
        }
      case .repeating(let sub, _):
        if let k = add(sub, path: here + [.key("subitem")], depth: depth + 1, parent: me, uniform: uniform) {
          kids.append(k)
        }
      }
      let start = childList.count
      childList.append(contentsOf: kids)
      nodes[index].children = start..<childList.count
      return index
    }
  }

  private static func clean(_ d: CollectionLayoutDimension) -> CollectionLayoutDimension {
    let v = d.value.isFinite && d.value > 0 ? d.value : 0
    switch d {
    case .fractionalWidth: return .fractionalWidth(v)
    case .fractionalHeight: return .fractionalHeight(v)
    case .absolute: return .absolute(v)
    case .estimated: return .estimated(v)
    case .uniformAcrossSiblings: return .uniformAcrossSiblings(estimate: v)
    }
  }

  private static func cleanWidth(_ d: CollectionLayoutDimension) -> CollectionLayoutDimension {
    if case .uniformAcrossSiblings(let e) = d { return clean(.estimated(e)) }
    return clean(d)
  }

  static func clean(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: Snapping.clean(insets.top), leading: Snapping.clean(insets.leading),
      bottom: Snapping.clean(insets.bottom),
      trailing: Snapping.clean(insets.trailing))
  }
}
