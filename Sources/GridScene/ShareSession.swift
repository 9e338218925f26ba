/// This previewer's part in a presentation (`Sharing`) and what it last told the server, so each
/// message goes once, when what it says changed: a presenter's view, or whether a viewer follows.
struct ShareSession: Hashable, Sendable {
  /// What `setFollowing(_:)` did.
  enum FollowChange: Hashable, Sendable {
    /// This previewer watches no presentation.
    case notViewing
    /// It already followed, or already explored.
    case unchanged
    /// It follows now (with the presenter's last view to catch up with, if one came) or explores.
    case changed(catchUp: SharedView?)
  }

  private(set) var role: Sharing
  private var sentView: SharedView?
  private var sentFollowing: Bool?

  init(_ role: Sharing) {
    self.role = role
  }

  /// Whether this is the presenter's previewer.
  var isPresenting: Bool {
    if case .presenting = role { return true }
    return false
  }

  /// Whether this is a viewer following the presenter now.
  var isFollowing: Bool {
    if case .viewing(true, _) = role { return true }
    return false
  }

  /// The status bar's words about the presentation: the audience for the presenter, following or
  /// exploring for a viewer.
  var label: String? {
    switch role {
    case .alone: nil
    case .presenting(let watching, let following, let widths):
      "\(watching.grouped) watching, \(following.grouped) following"
        + (widths.map {
          $0.count == 1 ? ", \($0.lowerBound) wide" : ", \($0.lowerBound)–\($0.upperBound) wide"
        } ?? "")
    case .viewing(let following, _): following ? "following (e: explore)" : "exploring (f: follow)"
    }
  }

  /// Takes a message from the server: a viewer keeps the presenter's view (to catch up with when it
  /// follows again), the presenter the audience's size. Other messages change nothing.
  ///
  /// - Returns: The view to show now: the presenter's, to a viewer that follows.
  mutating func take(_ message: ShareMessage) -> SharedView? {
    switch (message, role) {
    case (.view(let view), .viewing(let following, _)):
      role = .viewing(following: following, presenter: view)
      return following ? view : nil
    case (.audience(let watching, let following, let widths), .presenting):
      role = .presenting(watching: watching, following: following, widths: widths)
      return nil
    default:
      return nil
    }
  }

  /// `e` and `f`: a viewer explores on its own, or follows the presenter again.
  mutating func setFollowing(_ follow: Bool) -> FollowChange {
    guard case .viewing(let following, let presenter) = role else { return .notViewing }
    guard following != follow else { return .unchanged }
    role = .viewing(following: follow, presenter: presenter)
    return .changed(catchUp: follow ? presenter : nil)
  }

  /// What the server has not heard yet: the presenter's `view` if it changed since last sent (a
  /// presenter passes its view), or whether a viewer follows if that changed.
  mutating func messages(view: SharedView?) -> [ShareMessage] {
    switch role {
    case .alone: return []
    case .presenting:
      guard let view, view != sentView else { return [] }
      sentView = view
      return [.view(view)]
    case .viewing(let following, _):
      guard following != sentFollowing else { return [] }
      sentFollowing = following
      return [.following(following)]
    }
  }
}
