extension String {
  /// The candidate closest to this string by edit distance, if it is close enough to be a likely typo.
  ///
  /// Compares case-insensitively, counting an insertion, deletion, substitution or swap of two
  /// neighbouring characters as one edit (optimal string alignment distance). Close enough means at
  /// most 1 edit for words of up to 4 characters, 2 up to 8 and 3 beyond. Ties go to the earlier
  /// candidate.
  public func closestMatch(among candidates: [String]) -> String? {
    // A word far longer than every candidate is close to none (and not worth lower-casing).
    let longest = candidates.map(\.unicodeScalars.count).max() ?? 0
    guard unicodeScalars.count <= longest + 3 else { return nil }
    let word = Array(lowercased().unicodeScalars)
    let allowed = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      guard abs(other.count - word.count) <= allowed else { continue }
      let distance = String.editDistance(word, other)
      if distance <= allowed && distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Optimal string alignment distance between `a` and `b`.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousRow: [Int] = []
    var row = Array(0...b.count)
    for i in 1...a.count {
      let rowBefore = previousRow
      previousRow = row
      row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = Swift.min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          row[j] = Swift.min(row[j], rowBefore[j - 2] + 1)
        }
      }
    }
    return row[b.count]
  }
}
