import GridLayout

/// What a drawing benchmark works on: a laid-out scene (or previewer) and many seeded scroll
/// positions, taken in turn so that consecutive draws show different cells.
final class DrawState<Subject> {
  var subject: Subject
  let tops: [Int]
  private var next = 0

  init(subject: Subject, tops: [Int]) {
    precondition(!tops.isEmpty)
    self.subject = subject
    self.tops = tops
  }

  /// The next scroll position, cycling through all of them.
  func nextTop() -> Int {
    let top = tops[next]
    next = next + 1 == tops.count ? 0 : next + 1
    return top
  }
}
