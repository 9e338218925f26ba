/// A plain list: full-width items (between the section's left and right insets) stacked with the
/// section's line spacing. It has one column and never asks the column-count callback.
public struct ListLayout: CollectionLayout, Hashable {
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
    RowPass(placement: .stretchedRows, forcedColumnCount: 1, snapping: Snapping(scale: scale))
  }
}
