/// A layout: a pure function from the collection's description and a size to the frames of every
/// element. The same input always gives the same result.
public protocol CollectionLayout: Sendable {
  /// Lays out `input` in a layout of `size`, reusing the heights in `cache` that are still valid
  /// and storing the ones it asks for.
  func layout(_ input: LayoutInput, in size: Size, cache: inout LayoutCache) -> LayoutResult

  /// Lays out `input` in a layout of `size`, asking every item's height once.
  func layout(_ input: LayoutInput, in size: Size) -> LayoutResult
}

extension CollectionLayout {
  public func layout(_ input: LayoutInput, in size: Size) -> LayoutResult {
    var cache = LayoutCache()
    return layout(input, in: size, cache: &cache)
  }
}

extension CollectionLayout {
  /// Runs `pass` with heights coming through `cache`.
  func cached(
    _ input: LayoutInput, _ cache: inout LayoutCache,
    _ pass: (inout CachedHeights) -> LayoutResult
  ) -> LayoutResult {
    cache.prepare(for: input.sections)
    var source = CachedHeights(cache: cache, ask: input.itemHeight)
    cache = LayoutCache()  // hand the storage over without copying it
    let result = pass(&source)
    cache = source.cache
    return result
  }
}
