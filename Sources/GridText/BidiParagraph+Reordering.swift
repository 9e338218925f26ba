extension BidiParagraph {
  /// Rule L2: the visual order of a line's items from their levels.
  ///
  /// From the highest level down to the lowest odd one, every run of items at that level or above
  /// is reversed. The items are whatever the caller draws as a unit — scalars, or grapheme clusters
  /// each at the level of its first scalar — so that marks stay on their bases.
  ///
  /// - Parameter levels: The items' levels in logical order (from `levels(ofLine:)`).
  /// - Returns: `order[visual] = logical`: the logical index of the item drawn at each position,
  ///   from left to right.
  public static func visualOrder(_ levels: [UInt8]) -> [Int] {
    var order: [Int] = []
    order.reserveCapacity(levels.count)
    for i in 0..<levels.count { order.append(i) }
    guard var highest = levels.first else { return order }
    var lowest = highest
    for level in levels {
      highest = max(highest, level)
      lowest = min(lowest, level)
    }
    // Down to the lowest level made odd, as ICU does: that gives the order the lowest odd level
    // gives, since the levels in between that no item has reverse the same runs twice.
    lowest |= 1
    guard highest >= lowest else { return order }
    for level in stride(from: highest, through: lowest, by: -1) {
      var start = 0
      while start < order.count {
        guard levels[order[start]] >= level else {
          start += 1
          continue
        }
        var end = start + 1
        while end < order.count && levels[order[end]] >= level { end += 1 }
        var (left, right) = (start, end - 1)
        while left < right {
          order.swapAt(left, right)
          (left, right) = (left + 1, right - 1)
        }
        start = end
      }
    }
    return order
  }
}
