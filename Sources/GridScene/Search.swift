import GridFixtures
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

  /// Every item of `fixture` whose text or title contains `query`, ignoring case, none selected.
  init(query: String, in fixture: Fixture) {
    let needle = query.lowercased()
    var matches: [ItemPath] = []
    for (s, section) in fixture.sections.enumerated() {
      for (i, item) in section.items.enumerated()
      where item.text.lowercased().contains(needle) || (item.title?.lowercased().contains(needle) ?? false) {
        matches.append(ItemPath(section: s, item: i))
      }
    }
    self.query = query
    self.matches = matches
  }

  /// The first match at or after `path` in fixture order, or the first of all; nil without matches.
  func firstMatch(from path: ItemPath) -> Int? {
    guard !matches.isEmpty else { return nil }
    return matches.firstIndex { ($0.section, $0.item) >= (path.section, path.item) } ?? 0
  }

  /// Selects the next match (with a negative step, a previous one), wrapping around; with none
  /// selected yet, a step either way selects the first.
  ///
  /// - Returns: The match now selected; nil without matches.
  mutating func advance(by step: Int) -> Int? {
    guard !matches.isEmpty else { return nil }
    let count = matches.count
    let next = ((current ?? -step.signum()) + step) % count
    current = (next + count) % count
    return current
  }
}
