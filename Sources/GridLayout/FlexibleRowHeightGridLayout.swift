/// The flexible-row-height grid: items fill rows of n columns in index order, and every cell of a
/// row gets the height of the row's tallest cell, top-aligned — FlexibleRowHeightGridLayout's rule,
/// without UIKit.
///
/// For a section with insets (t, l, b, r), spacings si (between columns) and sl (between rows),
/// n columns and layout width W:
/// - the available width `A = max(0, W − l − r − si·(n−1))` is split so column c starts at
///   `l + c·si + ⌊c·A/n⌋` and is `⌊(c+1)·A/n⌋ − ⌊c·A/n⌋` wide (see `ColumnGeometry`);
/// - a header of height h > 0 is `(0, y, W, h)`, then `y += h + t`;
/// - rows follow, each as tall as its tallest item, separated by sl; then `y += b`;
/// - a footer of height h > 0 is `(0, y, W, h)`, then `y += h`, and the next section starts at y.
///
/// ```swift
/// let grid = FlexibleRowHeightGridLayout()
/// let result = grid.layout(input, in: Size(width: 80, height: 24))
/// result.frame(of: ItemPath(section: 0, item: 2))
/// ```
///
/// Set `compatibility` to reproduce FlexibleRowHeightGridLayout 3.0.0's frames exactly, quirks
/// included, to check parity with an iOS app.
public struct FlexibleRowHeightGridLayout: CollectionLayout, Hashable {
  /// Lengths snap to `1 / scale` (like `UIScreen.scale`); the terminal uses 1, so frames are whole cells.
  public var scale: Double
  /// Reproduce FlexibleRowHeightGridLayout 3.0.0's frames (fractional widths, trailing line spacing,
  /// the header gap only after the first section, the footer at `y + top + bottom`, the bottom inset
  /// ignored without a footer, a column count ≤ 0 meaning 2). `scale` is then ignored.
  public var compatibility: Bool

  public init(scale: Double = 1, compatibility: Bool = false) {
    self.scale = scale
    self.compatibility = compatibility
  }

  public func layout(_ input: LayoutInput, in size: Size, cache: inout LayoutCache) -> LayoutResult {
    cached(input, &cache) { run(input, size, &$0) }
  }

  public func layout(_ input: LayoutInput, in size: Size) -> LayoutResult {
    var heights = AskingHeights(ask: input.itemHeight)
    return run(input, size, &heights)
  }

  private func run<H: HeightSource>(_ input: LayoutInput, _ size: Size, _ heights: inout H) -> LayoutResult {
    if compatibility { return RowPass.compatible(input, size, &heights) }
    return RowPass(placement: .stretchedRows, forcedColumnCount: nil, snapping: Snapping(scale: scale))
      .run(input, size, &heights)
  }
}
