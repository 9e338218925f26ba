/// One item of a compositional section's group — a leaf of its description — with what decided its
/// frame: which dimension (or rule) gave its width, and why it is as tall as it is. Every item of a
/// `CompositionalLayout` result comes from one slot (`LayoutResult.compositionalSlot(of:)`): a
/// section repeats its group, so item 7 of a two-slot group is in slot 1.
public struct CompositionalSlot: Hashable, Sendable {
  /// What decided one side of an item's frame.
  public enum Rule: Hashable, Sendable {
    /// The item's own dimension: a fraction of its group, points, or an estimated width taken as
    /// its estimate (widths are not measured).
    case dimension(CollectionLayoutDimension)
    /// The group's `count` split its axis into equal slots, `(length − spacing·(count − 1)) ÷ count`,
    /// whatever the item's own dimension.
    case equalSlot(count: Int)
    /// `estimated`: measured at the item's width; the item keeps its own height (in a horizontal
    /// group, the group is as tall as its tallest item and the others are shorter).
    case measured
    /// `uniformAcrossSiblings`: measured, then grown to the tallest sibling in its group.
    case uniformAcrossSiblings
  }

  /// The slot's number in its section's group, depth first from 0.
  public var index: Int
  /// Where the item is in the section's description, spelled as `CompositionalProblem.path` is
  /// (`group.horizontal.subitems[1].vertical.subitem`).
  public var path: [CompositionalPathComponent]
  /// The item as laid out (with `CompositionalLayout.estimatedHeightsAreUniform`, its estimated
  /// height already turned into `uniformAcrossSiblings`).
  public var item: CollectionLayoutItem
  /// The axis of the group the item is in.
  public var groupAxis: CollectionLayoutGroup.Axis
  /// Whether the group the item is in is as tall as its content (an estimated height).
  public var groupHeightIsEstimated: Bool
  /// What gave the item its width.
  public var widthRule: Rule
  /// What gave the item its height.
  public var heightRule: Rule
}
