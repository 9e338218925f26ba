/// Where a pass gets item heights: straight from the input's closure, or through a `LayoutCache`.
/// Generic so that the uncached pass (a benchmark's "heights given") pays nothing for the cache.
protocol HeightSource {
  mutating func height(_ path: ItemPath, global: Int, width: Double) -> Double
}

struct AskingHeights: HeightSource {
  let ask: (ItemPath, Double) -> Double

  @inline(__always)
  mutating func height(_ path: ItemPath, global: Int, width: Double) -> Double {
    ask(path, width)
  }
}

struct CachedHeights: HeightSource {
  var cache: LayoutCache
  let ask: (ItemPath, Double) -> Double

  @inline(__always)
  mutating func height(_ path: ItemPath, global: Int, width: Double) -> Double {
    if let known = cache.height(at: global, width: width) { return known }
    let answer = ask(path, width)
    cache.store(answer, at: global, width: width)
    return answer
  }
}
