extension BidiParagraph {
  /// Rule L2: the visual order of a line's items from their levels.
  ///
  /// From the highest level down to the lowest odd one, every run of items at that level or above
  /// is reversed. The items are whatever the caller draws as a unit — scalars, or grapheme clusters
  /// each at the level of its first scalar — so that marks stay on their bases.
  ///
  /// The reversals move runs of items of one level as wholes (an item inside a run ends up reversed
  /// if its level is odd), and a level no item has reverses the same runs as the one above it, so
  /// only the levels the line has take a pass: the time is the line's length plus its runs times
  /// its distinct levels.
  ///
  /// - Parameter levels: The items' levels in logical order (from `levels(ofLine:)`).
  /// - Returns: `order[visual] = logical`: the logical index of the item drawn at each position,
  ///   from left to right.
  public static func visualOrder(_ levels: [UInt8]) -> [Int] {
    var order: [Int] = []
    order.reserveCapacity(levels.count)
    guard var highest = levels.first else { return order }
    // Runs of items of one level, in logical order.
    var runStarts: [Int] = []
    var present = SIMD4<UInt64>()  // the levels the line has, as bits
    var lowest = highest
    for (i, level) in levels.enumerated() where i == 0 || level != levels[i - 1] {
      runStarts.append(i)
      highest = max(highest, level)
      lowest = min(lowest, level)
      present[Int(level >> 6)] |= 1 << UInt64(level & 63)
    }
    runStarts.append(levels.count)
    func has(_ level: Int) -> Bool { present[level >> 6] & (1 << UInt64(level & 63)) != 0 }
    // Down to the lowest level made odd, as ICU does: that gives the order the lowest odd level
    // gives, since the levels in between that no item has reverse the same runs twice.
    lowest |= 1

    var runs: [Int] = []  // run indices in visual order
    runs.reserveCapacity(runStarts.count - 1)
    for run in 0..<runStarts.count - 1 { runs.append(run) }
    var level = Int(highest)
    while level >= Int(lowest) {
      // The passes from this level down to the next level the line has reverse the same runs.
      var next = level - 1
      while next >= Int(lowest) && !has(next) { next -= 1 }
      if (level - max(next, Int(lowest) - 1)) % 2 == 1 {
        var start = 0
        while start < runs.count {
          guard levels[runStarts[runs[start]]] >= level else {
            start += 1
            continue
          }
          var end = start + 1
          while end < runs.count && levels[runStarts[runs[end]]] >= level { end += 1 }
          var (left, right) = (start, end - 1)
          while left < right {
            runs.swapAt(left, right)
            (left, right) = (left + 1, right - 1)
          }
          start = end
        }
      }
      level = next
    }
    for run in runs {
      let (start, end) = (runStarts[run], runStarts[run + 1])
      if levels[start] & 1 == 1 && levels[start] >= lowest {
        for i in stride(from: end - 1, through: start, by: -1) { order.append(i) }
      } else {
        for i in start..<end { order.append(i) }
      }
    }
    return order
  }
}
