/// Whether this previewer is part of a presentation (`gridpreview serve --present`), and how.
public enum Sharing: Hashable, Sendable {
  /// An ordinary previewer.
  case alone
  /// The presenter's previewer: what it shows is shared; the status bar counts the audience, and
  /// gives the narrowest and widest of the followers' widths when the server knows them.
  case presenting(watching: Int, following: Int, widths: ClosedRange<Int>? = nil)
  /// A viewer's previewer: it follows the presenter's `SharedView` (the last one received is kept,
  /// so following again catches up at once) or, after `e`, explores on its own.
  case viewing(following: Bool, presenter: SharedView?)

  /// The presenter's previewer before anyone watches.
  public static var presenter: Sharing { .presenting(watching: 0, following: 0) }
  /// A viewer's previewer, following from the start (before the presenter's first view arrives).
  public static var viewer: Sharing { .viewing(following: true, presenter: nil) }

  /// A viewer's previewer that starts exploring on its own from the presenter's `view` (a follower
  /// the server drew for itself pressed `e`): it shows that view, and `f` follows again.
  public static func explorer(from view: SharedView?) -> Sharing {
    .viewing(following: false, presenter: view)
  }
}
