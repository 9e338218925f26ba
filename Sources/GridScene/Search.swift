import GridLayout

/// The last search: what was looked for, every matching item in fixture order, and which one is
/// selected.
public struct Search: Hashable, Sendable {
  public var query: String
  public var matches: [ItemPath]
  public var current: Int?

  /// `3 of 12 matches for “fig”`.
  public var summary: String {
    let quoted = "“\(query)”"
    guard !matches.isEmpty else { return "no match for \(quoted)" }
    let position = current.map { "\($0 + 1) of " } ?? ""
    return "\(position)\(matches.count.grouped) \(matches.count == 1 ? "match" : "matches") for \(quoted)"
  }
}
