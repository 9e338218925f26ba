/// A binary min-heap of columns keyed by the y where their next item would go; ties go to the
/// leftmost column. Used by the waterfall when a section has many columns, so choosing the shortest
/// column costs O(log n) instead of O(n).
struct ShortestColumnHeap {
  private var keys: [Double]
  private var columns: [Int]

  init(columnCount: Int, start: Double) {
    keys = Array(repeating: start, count: columnCount)
    columns = Array(0..<columnCount)
  }

  /// The shortest column (leftmost on ties).
  var top: Int { columns[0] }

  /// Gives the top column a new key and restores the heap order.
  mutating func updateTop(_ key: Double) {
    keys[0] = key
    var i = 0
    let count = keys.count
    while true {
      let l = 2 * i + 1
      let r = l + 1
      var smallest = i
      if l < count, precedes(l, smallest) { smallest = l }
      if r < count, precedes(r, smallest) { smallest = r }
      if smallest == i { return }
      keys.swapAt(i, smallest)
      columns.swapAt(i, smallest)
      i = smallest
    }
  }

  private func precedes(_ a: Int, _ b: Int) -> Bool {
    keys[a] < keys[b] || (keys[a] == keys[b] && columns[a] < columns[b])
  }
}
