/// Two texts' differences as a unified diff (`diff -u`'s format): `---`/`+++` names, then hunks of
/// changed lines with `context` equal lines around them.
///
/// Lines are compared exactly. Past the common beginning and end, the longest common subsequence of
/// the lines between is found when that part is at most `cellLimit` line pairs; a larger one is
/// shown as removed and added whole.
public enum UnifiedDiff {
  public static let cellLimit = 4_000_000

  /// The diff, or an empty string when the texts are equal.
  public static func text(
    old: String, new: String, oldName: String, newName: String, context: Int = 3
  ) -> String {
    let a = lines(old)
    let b = lines(new)
    guard a != b else { return "" }
    enum Step { case same(Int, Int), removed(Int), added(Int) }
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var steps: [Step] = (0..<prefix).map { .same($0, $0) }
    let middleA = prefix..<(a.count - suffix)
    let middleB = prefix..<(b.count - suffix)
    if middleA.count * middleB.count <= cellLimit {
      // lengths[i][j]: the longest common subsequence of a[i...] and b[j...] within the middle.
      let n = middleA.count
      let m = middleB.count
      var lengths = Array(repeating: 0, count: (n + 1) * (m + 1))
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lengths[i * (m + 1) + j] =
            a[prefix + i] == b[prefix + j]
            ? lengths[(i + 1) * (m + 1) + j + 1] + 1
            : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n, j < m, a[prefix + i] == b[prefix + j] {
          steps.append(.same(prefix + i, prefix + j))
          i += 1
          j += 1
        } else if i < n, j == m || lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
          // Removed lines before added ones, as diff -u shows them.
          steps.append(.removed(prefix + i))
          i += 1
        } else {
          steps.append(.added(prefix + j))
          j += 1
        }
      }
    } else {
      steps += middleA.map { .removed($0) } + middleB.map { .added($0) }
    }
    steps += (0..<suffix).map { .same(a.count - suffix + $0, b.count - suffix + $0) }

    var out = "--- \(oldName)\n+++ \(newName)\n"
    let changed = steps.indices.filter {
      if case .same = steps[$0] { return false }
      return true
    }
    var index = 0
    while index < changed.count {
      // A hunk: changes closer than twice the context belong together.
      var last = index
      while last + 1 < changed.count, changed[last + 1] - changed[last] <= 2 * context { last += 1 }
      let start = max(0, changed[index] - context)
      let end = min(steps.count, changed[last] + context + 1)
      var oldStart = 0
      var newStart = 0
      var oldCount = 0
      var newCount = 0
      var body = ""
      var first = true
      for step in steps[start..<end] {
        switch step {
        case .same(let i, let j):
          if first { (oldStart, newStart) = (i, j) }
          oldCount += 1
          newCount += 1
          body += " " + a[i] + "\n"
        case .removed(let i):
          if first { (oldStart, newStart) = (i, newPosition(steps, before: start)) }
          oldCount += 1
          body += "-" + a[i] + "\n"
        case .added(let j):
          if first { (oldStart, newStart) = (oldPosition(steps, before: start), j) }
          newCount += 1
          body += "+" + b[j] + "\n"
        }
        first = false
      }
      out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
      index = last + 1
    }
    return out

    func oldPosition(_ steps: [Step], before end: Int) -> Int {
      for step in steps[..<end].reversed() {
        switch step {
        case .same(let i, _), .removed(let i): return i + 1
        case .added: continue
        }
      }
      return 0
    }
    func newPosition(_ steps: [Step], before end: Int) -> Int {
      for step in steps[..<end].reversed() {
        switch step {
        case .same(_, let j), .added(let j): return j + 1
        case .removed: continue
        }
      }
      return 0
    }
  }

  /// `start,count` with 1-based lines, as `diff -u` writes it (an empty range names the line before).
  static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  /// The text's lines, without the empty one after a final line feed.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
