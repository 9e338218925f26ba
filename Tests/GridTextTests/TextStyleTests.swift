import GridText
import Testing

@Suite struct TextStyleTests {
  /// The Human Interface Guidelines table (iOS Dynamic Type sizes, size/leading in points), copied as
  /// text so that every cell is checked against an independent copy.
  static let table = """
    | style | xS | S | M | L | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
    |---|---|---|---|---|---|---|---|---|---|---|---|---|
    | Large Title | 31/38 | 32/39 | 33/40 | 34/41 | 36/43 | 38/46 | 40/48 | 44/52 | 48/57 | 52/61 | 56/66 | 60/70 |
    | Title 1 | 25/31 | 26/32 | 27/33 | 28/34 | 30/37 | 32/39 | 34/41 | 38/46 | 43/51 | 48/57 | 53/62 | 58/68 |
    | Title 2 | 19/24 | 20/25 | 21/26 | 22/28 | 24/30 | 26/32 | 28/34 | 34/41 | 39/47 | 44/52 | 50/59 | 56/66 |
    | Title 3 | 17/22 | 18/23 | 19/24 | 20/25 | 22/28 | 24/30 | 26/32 | 31/38 | 37/44 | 43/51 | 49/58 | 55/65 |
    | Headline | 14/19 | 15/20 | 16/21 | 17/22 | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
    | Body | 14/19 | 15/20 | 16/21 | 17/22 | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
    | Callout | 13/18 | 14/19 | 15/20 | 16/21 | 18/23 | 20/25 | 22/28 | 26/32 | 32/39 | 38/46 | 44/52 | 51/60 |
    | Subhead | 12/16 | 13/18 | 14/19 | 15/20 | 17/22 | 19/24 | 21/28 | 25/31 | 30/37 | 36/43 | 42/50 | 49/58 |
    | Footnote | 12/16 | 12/16 | 12/16 | 13/18 | 15/20 | 17/22 | 19/24 | 23/29 | 27/33 | 33/40 | 38/46 | 44/52 |
    | Caption 1 | 11/13 | 11/13 | 11/13 | 12/16 | 14/19 | 16/21 | 18/23 | 22/28 | 26/32 | 32/39 | 37/44 | 43/51 |
    | Caption 2 | 11/13 | 11/13 | 11/13 | 11/13 | 13/18 | 15/20 | 17/22 | 20/25 | 24/30 | 29/35 | 34/41 | 40/48 |
    """

  /// The table's rows as (style name, [(category name, size, leading)]).
  static func parsedRows() -> (header: [String], rows: [(String, [(Int, Int)])]) {
    let lines = table.split(separator: "\n").map { line in
      line.split(separator: "|").map { $0.trimmingSpaces() }
    }
    let header = Array(lines[0].dropFirst())
    let rows = lines.dropFirst(2).map { cells in
      let pairs = cells.dropFirst().map { cell -> (Int, Int) in
        let numbers = cell.split(separator: "/").compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : (-1, -1)
      }
      return (cells[0], pairs)
    }
    return (header, rows)
  }

  @Test func everyCellMatchesTheHumanInterfaceGuidelines() {
    let (header, rows) = Self.parsedRows()
    #expect(header == ContentSizeCategory.allCases.map(\.shortName))
    #expect(rows.map(\.0) == TextStyle.allCases.map(\.name))
    var checked = 0
    for (name, pairs) in rows {
      guard let style = TextStyle.allCases.first(where: { $0.name == name }) else {
        Issue.record("no style named \(name)")
        continue
      }
      #expect(pairs.count == 12, "\(name)")
      for (category, pair) in zip(ContentSizeCategory.allCases, pairs) {
        let metrics = style.metrics(at: category)
        #expect(
          metrics == TextStyle.Metrics(pointSize: pair.0, leading: pair.1),
          "\(name) at \(category.shortName)")
        #expect(style.pointSize(at: category) == pair.0)
        checked += 1
      }
    }
    #expect(checked == 11 * 12)
  }

  @Test func sizesNeverShrinkAsTheCategoryGrows() {
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
  }

  @Test func onlyTheHeadlineIsSemibold() {
    #expect(TextStyle.allCases.filter { $0.weight == .semibold } == [.headline])
  }
}

extension Substring {
  func trimmingSpaces() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
