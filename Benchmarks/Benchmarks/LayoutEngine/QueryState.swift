import GridLayout

/// What a query benchmark works on: a laid-out collection and many viewports at seeded positions,
/// taken in turn so that consecutive queries land far apart ("a viewport anywhere").
final class QueryState<Layout> {
  let layout: Layout
  let viewports: [Rect]
  private var next = 0

  init(layout: Layout, viewports: [Rect]) {
    precondition(!viewports.isEmpty)
    self.layout = layout
    self.viewports = viewports
  }

  /// The next viewport, cycling through all of them.
  func nextViewport() -> Rect {
    let rect = viewports[next]
    next = next + 1 == viewports.count ? 0 : next + 1
    return rect
  }
}
