import GridFixtures
import GridScene
import GridText

/// What an audit of one fixture found: a table of column counts and content heights by width and
/// size, and the findings gathered per rule and subject.
public struct AuditReport: Sendable {
  /// The layout at one width and size.
  public struct Measure: Hashable, Sendable {
    public var width: Int
    public var category: ContentSizeCategory
    /// The fewest and the most columns of the sections that have items (sections may have column
    /// rules of their own); the layout's column count when no section has an item.
    public var columns: ClosedRange<Int>
    public var contentHeight: Int
    /// The language it was laid out in: an index into the report's `languages` (0 without them).
    public var language: Int = 0

    /// `3`, or `1–3` when the sections differ.
    public var columnText: String {
      columns.lowerBound == columns.upperBound
        ? "\(columns.lowerBound)" : "\(columns.lowerBound)–\(columns.upperBound)"
    }
  }

  /// A width and text size (and language) at which a finding occurs; ordered by language, then
  /// width, then size.
  public struct Occurrence: Hashable, Sendable, Comparable {
    public var width: Int
    public var category: ContentSizeCategory
    /// An index into the report's `languages` (0 without them).
    public var language: Int

    public init(width: Int, category: ContentSizeCategory, language: Int = 0) {
      self.width = width
      self.category = category
      self.language = language
    }

    public static func < (a: Occurrence, b: Occurrence) -> Bool {
      (a.language, a.width, a.category) < (b.language, b.width, b.category)
    }
  }

  /// One finding, with every (width, size) pair it occurs at.
  public struct Entry: Hashable, Sendable {
    /// The finding at its first occurrence — the narrowest width where it occurs, at the smallest
    /// size there (in the first of its languages) — so its message's numbers are those of
    /// `occurrences[0]`.
    public var finding: Finding
    /// Where to change the fixture: the value the finding names, or the item itself; with
    /// languages, the translation it is about (in `file`) when the text is a string of the app's.
    public var position: SourcePosition?
    /// The string file `position` is in, as its path was given; nil: the fixture.
    public var file: String?
    /// With `file`, the position the finding has in the fixture (the value it names there).
    public var fixturePosition: SourcePosition?
    /// Every width and size (and language) where it occurs, in order (first language first, then
    /// narrowest width, then by size).
    public private(set) var occurrences: [Occurrence]
    /// `FindingIdentity.digest(ofOwnText:)` of the subject's own text, for its identity.
    public var textDigest: UInt64

    public var severity: Finding.Severity { finding.severity }

    /// An entry for `finding` alone, found in the language at index `language`; `add` adds its
    /// other occurrences.
    public init(finding: Finding, position: SourcePosition?, textDigest: UInt64 = 0, language: Int = 0) {
      self.finding = finding
      self.position = position
      self.textDigest = textDigest
      self.occurrences = [Occurrence(width: finding.width, category: finding.category, language: language)]
    }

    /// Adds the same finding at another width and size (or in another language): the earliest
    /// occurrence keeps the message.
    public mutating func add(_ other: Finding, language: Int = 0) {
      let occurrence = Occurrence(width: other.width, category: other.category, language: language)
      let index = occurrences.partitioningIndex { $0 >= occurrence }
      guard index == occurrences.count || occurrences[index] != occurrence else { return }
      occurrences.insert(occurrence, at: index)
      if index == 0 { finding = other }
    }

    /// Every size it occurs at, at any width, smallest first.
    public var categories: [ContentSizeCategory] { Array(Set(occurrences.map(\.category))).sorted() }
    /// Every width it occurs at, at any size, narrowest first.
    public var widths: [Int] { Array(Set(occurrences.map(\.width))).sorted() }
    /// The indices of the languages it occurs in, in the report's order.
    public var languageIndices: [Int] { Array(Set(occurrences.map(\.language))).sorted() }

    /// Where it occurs, exactly and compactly: the widths that share the same sizes together, as
    /// `AX2–AX5 at widths 40, 80; AX3 at width 60` (widths in order of the first of each group).
    public var occurrenceText: String { Self.occurrenceText(occurrences[...]) }

    /// The text of `occurrenceText` for some of the occurrences, sorted by width, then size.
    static func occurrenceText(_ occurrences: ArraySlice<Occurrence>) -> String {
      // One pass over the occurrences (sorted by width, then size): each width's sizes as a set of
      // bits, widths with the same set grouped in order of their first width. An audit of 100,000
      // items prints this for every entry; filtering the occurrences once per width cost more than
      // all the rest of the text.
      var groups: [(sizes: UInt16, widths: [Int])] = []
      var index = occurrences.startIndex
      while index < occurrences.endIndex {
        let width = occurrences[index].width
        var sizes: UInt16 = 0
        while index < occurrences.endIndex, occurrences[index].width == width {
          sizes |= 1 << occurrences[index].category.rawValue
          index += 1
        }
        if let group = groups.firstIndex(where: { $0.sizes == sizes }) {
          groups[group].widths.append(width)
        } else {
          groups.append((sizes, [width]))
        }
      }
      return groups.map { group in
        "\(Self.runs(of: group.sizes)) at "
          + "\(group.widths.count == 1 ? "width" : "widths") \(group.widths.map(String.init).joined(separator: ", "))"
      }.joined(separator: "; ")
    }

    /// The sizes it occurs at (at any width) as runs of consecutive sizes: `AX1–AX5`, `xS, L–xL`.
    public var sizes: String {
      Self.runs(of: occurrences.reduce(UInt16(0)) { $0 | 1 << $1.category.rawValue })
    }

    /// Runs of consecutive sizes among a set of sizes (bit `rawValue` of each: `allCases` in
    /// order), as `first–last` or single names.
    static func runs(of sizes: UInt16) -> String {
      let all = ContentSizeCategory.allCases
      var parts: [String] = []
      var first = 0
      while first < all.count {
        guard sizes & 1 << all[first].rawValue != 0 else {
          first += 1
          continue
        }
        var last = first
        while last + 1 < all.count, sizes & 1 << all[last + 1].rawValue != 0 { last += 1 }
        parts.append(first == last ? all[first].shortName : "\(all[first].shortName)–\(all[last].shortName)")
        first = last + 1
      }
      return parts.joined(separator: ", ")
    }
  }

  /// The file as given ("built-in demo" for the demo, "-" for standard input).
  public var file: String
  /// The fixture's text when it is no file (the built-in demo): SARIF carries it in place of a URI.
  public var embeddedText: String?
  public var layout: Fixture.LayoutKind
  /// The interface's direction the fixture was checked in (with languages, right-to-left ones
  /// were checked right to left unless `--direction` said otherwise).
  public var direction: Fixture.Direction = .ltr
  /// The languages checked, in order (`audit --languages`); empty: the fixture as it is written,
  /// text references in the source language.
  public var languages: [String] = []
  public var widths: [Int]
  public var categories: [ContentSizeCategory]
  public var screenHeight: Int
  public var table: [Measure]
  /// The findings to report: with a baseline, only those it does not hold.
  public var entries: [Entry]
  /// What comparing with a baseline found (`AuditReport.comparing(_:with:file:)`); nil without one.
  public var baseline: BaselineOutcome?

  /// The layout as the reports name it: `grid`, or `grid, right to left`.
  public var layoutLabel: String { layout.rawValue + (direction == .rtl ? ", right to left" : "") }

  /// How many entries have each severity.
  public func count(_ severity: Finding.Severity) -> Int { entries.filter { $0.severity == severity }.count }

  /// The measure at a width and size; with languages, the tallest language's (the first of those
  /// as tall).
  public func measure(width: Int, category: ContentSizeCategory) -> Measure? {
    guard !languages.isEmpty else { return table.first { $0.width == width && $0.category == category } }
    return table.lazy.filter { $0.width == width && $0.category == category }.reduce(nil) {
      tallest, measure in
      guard let tallest else { return measure }
      return (measure.contentHeight, tallest.language) > (tallest.contentHeight, measure.language)
        ? measure : tallest
    }
  }

  /// Where an entry occurs: its `occurrenceText`; with languages, per language, languages that
  /// share their occurrences together (`de, ru: AX1–AX5 at width 40; ja: AX5 at width 40`), and a
  /// language where it occurs at every width and size audited as `ja: every size and width`.
  public func occurrenceText(of entry: Entry) -> String {
    guard !languages.isEmpty else { return entry.occurrenceText }
    let everywhere = widths.count * categories.count
    var groups: [(text: String, languages: [String])] = []
    var start = entry.occurrences.startIndex
    while start < entry.occurrences.endIndex {
      let language = entry.occurrences[start].language
      var end = start
      while end < entry.occurrences.endIndex, entry.occurrences[end].language == language { end += 1 }
      let text =
        end - start == everywhere
        ? "every size and width" : Entry.occurrenceText(entry.occurrences[start..<end])
      let name = languages.indices.contains(language) ? languages[language].escapedForMessage() : "?"
      if let group = groups.firstIndex(where: { $0.text == text }) {
        groups[group].languages.append(name)
      } else {
        groups.append((text, [name]))
      }
      start = end
    }
    return groups.map { "\($0.languages.joined(separator: ", ")): \($0.text)" }.joined(separator: "; ")
  }

  /// The codes of the languages an entry occurs in, in the report's order (none without languages).
  public func languages(of entry: Entry) -> [String] {
    entry.languageIndices.compactMap { languages.indices.contains($0) ? languages[$0] : nil }
  }
}

extension Array {
  /// The first index whose element satisfies `belongs`, for an array where every such element
  /// comes after every other (a binary search).
  func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
