/// How a compositional section scrolls across the layout's axis: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, with its six names. Anything but `none`
/// lays the section's groups side by side in one band (`CompositionalLayout`), which scrolls
/// sideways; `nextOffset(from:forward:visibleWidth:contentWidth:groups:step:)` says where a step of
/// the band comes to rest.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
  /// The section does not scroll sideways (the default): its groups follow one another down.
  case none
  /// Scrolls continuously.
  case continuous
  /// Scrolls continuously, coming to rest at the leading edge of a group.
  case continuousGroupLeadingBoundary
  /// Pages by the visible width.
  case paging
  /// Pages one group at a time, a group's leading edge at the view's leading edge.
  case groupPaging
  /// Pages one group at a time, the group centred in the view.
  case groupPagingCentered

  /// Whether the section is a sideways band.
  public var scrollsSideways: Bool { self != .none }

  /// Where the band rests before it is scrolled: 0 (its leading edge at the view's), except for
  /// `groupPagingCentered`, where the first group is centred (`centredOffset(of:visibleWidth:)`).
  public func initialOffset<Groups: RandomAccessCollection<Rect>>(visibleWidth: Double, groups: Groups)
    -> Double
  where Groups.Index == Int {
    guard self == .groupPagingCentered, let first = groups.first else { return 0 }
    return Self.centredOffset(of: first, visibleWidth: visibleWidth)
  }

  /// The offset a band comes to rest at after one step from `current`, forward (towards the
  /// trailing end) or back.
  ///
  /// Offsets and group frames are in cells from the band's leading edge (`LayoutResult.band(of:)`'s
  /// `groupFrames`, which are the left-to-right frames; a mirrored view shows offset `o` at the
  /// right, as `x' = W − x − w`). `contentWidth` is the band's whole width, insets included.
  ///
  /// - `none`: 0.
  /// - `continuous`: `step` further (default: half the visible width, at least 1).
  /// - `continuousGroupLeadingBoundary`: `step` further, then back to where the group there rests
  ///   (forward, never behind where it was: where the next group rests instead).
  /// - `paging`: the visible width further.
  /// - `groupPaging`: where the next (or previous) group rests.
  ///
  /// A group rests with its leading edge where the first group's is at offset 0 (after the
  /// section's leading inset): at its `minX` less the first group's.
  /// - `groupPagingCentered`: the next (or previous) group centred in the view; not kept inside the
  ///   content, so that the first and last groups can be centred too.
  ///
  /// Every other result is kept between 0 and `contentWidth − visibleWidth` (0 when the band fits).
  /// O(log g) in the number of groups.
  public func nextOffset<Groups: RandomAccessCollection<Rect>>(
    from current: Double, forward: Bool, visibleWidth: Double, contentWidth: Double, groups: Groups,
    step: Double? = nil
  ) -> Double where Groups.Index == Int {
    let visible = Snapping.clean(visibleWidth)
    let most = max(0, Snapping.clean(contentWidth) - visible)
    func kept(_ x: Double) -> Double { min(max(x, 0), most) }
    let distance = Snapping.clean(step ?? max(1, (visible / 2).rounded(.down)))
    let start = groups.startIndex
    let count = groups.count
    // A group rests where the first does (after the section's leading inset): at its leading edge
    // less the first group's.
    let anchor = groups.first?.minX ?? 0
    func minX(_ i: Int) -> Double { groups[start + i].minX - anchor }
    switch self {
    case .none:
      return 0
    case .continuous:
      return kept(current + (forward ? distance : -distance))
    case .paging:
      return kept(current + (forward ? visible : -visible))
    case .continuousGroupLeadingBoundary:
      let target = kept(current + (forward ? distance : -distance))
      // The group at the target: the last whose leading edge is at or before it.
      let at = LayoutResult.lowerBound(count) { minX($0) <= target } - 1
      if forward {
        if at >= 0, minX(at) > current { return kept(minX(at)) }
        let next = LayoutResult.lowerBound(count) { minX($0) <= current }
        return next < count ? kept(minX(next)) : most
      }
      if at >= 0, minX(at) < current { return kept(minX(at)) }
      let previous = LayoutResult.lowerBound(count) { minX($0) < current } - 1
      return previous >= 0 ? kept(minX(previous)) : 0
    case .groupPaging:
      if forward {
        let next = LayoutResult.lowerBound(count) { minX($0) <= current }
        return next < count ? kept(minX(next)) : most
      }
      let previous = LayoutResult.lowerBound(count) { minX($0) < current } - 1
      return previous >= 0 ? kept(minX(previous)) : 0
    case .groupPagingCentered:
      func centred(_ i: Int) -> Double { Self.centredOffset(of: groups[start + i], visibleWidth: visible) }
      if forward {
        let next = LayoutResult.lowerBound(count) { centred($0) <= current }
        return next < count ? centred(next) : current
      }
      let previous = LayoutResult.lowerBound(count) { centred($0) < current } - 1
      return previous >= 0 ? centred(previous) : current
    }
  }

  /// The offset that centres `group` in a view `visibleWidth` cells wide (rounded down to a cell;
  /// negative for a first group narrower than the view).
  public static func centredOffset(of group: Rect, visibleWidth: Double) -> Double {
    (group.minX + group.width / 2 - Snapping.clean(visibleWidth) / 2).rounded(.down)
  }
}
