/// The UICollectionViewFlowLayout baseline that FlexibleRowHeightGridLayout's README compares itself
/// with: the same columns and rows as the grid, but every item keeps its own height and is centred
/// vertically in its line (the line is as tall as its tallest item) — the ragged look the grid fixes.
///
/// Centring rounds down to the scale, so an item one unit shorter than its line sits at the line's top.
public struct FlowLayout: CollectionLayout, Hashable {
  /// Lengths snap to `1 / scale`.
  public var scale: Double

  public init(scale: Double = 1) {
    self.scale = scale
  }

  public func layout(_ input: LayoutInput, in size: Size, cache: inout LayoutCache) -> LayoutResult {
    cached(input, &cache) { pass.run(input, size, &$0) }
  }

  public func layout(_ input: LayoutInput, in size: Size) -> LayoutResult {
    var heights = AskingHeights(ask: input.itemHeight)
    return pass.run(input, size, &heights)
  }

  private var pass: RowPass {
    RowPass(placement: .centredRows, forcedColumnCount: nil, snapping: Snapping(scale: scale))
  }
}
