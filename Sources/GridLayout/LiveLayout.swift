/// A layout that lives through changes — the part of `UICollectionViewLayout` that decides what to
/// recompute when the bounds or the content change.
///
/// - A width change asks for the column count again and lays everything out; heights are re-asked
///   only for items whose column width changed.
/// - Invalidating some item heights (a text-size step) re-asks only those heights.
/// - A change of height alone does nothing, like the anchor's
///   `shouldInvalidateLayout(forBoundsChange:)`.
/// - A new input that only changes `LayoutInput.direction` lays out again but asks no height: the
///   columns are as wide in either direction.
///
/// ```swift
/// var live = LiveLayout(FlexibleRowHeightGridLayout(), input: input, size: Size(width: 100, height: 30))
/// let change = live.update(size: Size(width: 79, height: 30))
/// print(change)   // "3 → 2 columns"
/// ```
public struct LiveLayout {
  /// Which item heights an update must ask for again.
  public enum HeightInvalidation: Sendable {
    case none
    case items([ItemPath])
    case all
  }

  public private(set) var layout: any CollectionLayout
  public private(set) var input: LayoutInput
  public private(set) var size: Size
  public private(set) var result: LayoutResult
  /// How many layout passes it has run, the first included (what a change cost, for tests and logs).
  public private(set) var passCount = 1
  private var cache = LayoutCache()

  public init(_ layout: any CollectionLayout, input: LayoutInput, size: Size) {
    self.layout = layout
    self.input = input
    self.size = size
    self.result = layout.layout(input, in: size, cache: &cache)
  }

  /// Applies a change and lays out again if it affects the frames.
  ///
  /// - Parameters:
  ///   - newSize: The new layout size. If only its height differs, nothing is recomputed.
  ///   - newInput: New sections or closures. With the same item counts the cached heights stay valid
  ///     (invalidate the items whose content changed); with other counts the cache is emptied.
  ///   - newLayout: Another layout (kind or options); cached heights are reused where widths match.
  ///   - heights: Item heights to ask for again, e.g. every text cell after a text-size step.
  /// - Returns: What happened, e.g. for a "3 → 4 columns" status.
  @discardableResult
  public mutating func update(
    size newSize: Size? = nil, input newInput: LayoutInput? = nil,
    layout newLayout: (any CollectionLayout)? = nil,
    heights: HeightInvalidation = .none
  ) -> LayoutChange {
    let before = result.columnCount
    var needsPass = newInput != nil || newLayout != nil
    if let newSize {
      needsPass = needsPass || newSize.width != size.width
      size = newSize
    }
    if let newInput { input = newInput }
    if let newLayout { layout = newLayout }
    switch heights {
    case .none: break
    case .items(let paths):
      cache.invalidateHeights(of: paths)
      needsPass = needsPass || !paths.isEmpty
    case .all:
      cache.invalidateAllHeights()
      needsPass = true
    }
    guard needsPass else {
      return LayoutChange(didLayout: false, columnsBefore: before, columnsAfter: before, heightsAsked: 0)
    }
    result = layout.layout(input, in: size, cache: &cache)
    passCount += 1
    return LayoutChange(
      didLayout: true, columnsBefore: before, columnsAfter: result.columnCount,
      heightsAsked: cache.heightsAsked)
  }
}
