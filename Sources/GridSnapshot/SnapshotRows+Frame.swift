import GridText

extension SnapshotRows {
  /// The rows of cells a text frame shows (as `render --color never` draws it, and a recorded
  /// snapshot holds it), named after the rows of `layout`: for a snapshot kept as text alone, whose
  /// layout is gone once the fixture changed.
  ///
  /// A cell is a box: a top-left corner (`┌`, or with collapsed borders a junction `├ ┬ ┼`) with a
  /// line going right and one going down; the box ends at the first line below whose second column
  /// is `─`. Boxes that start on the same line are a row; a row's height is its tallest box's lines.
  /// The frame's rows are matched to `layout`'s in order (sections one after another, rows top to
  /// bottom), each row's boxes to its items left to right (right to left when `rightToLeft`); when
  /// they do not match (rows or cells added or gone) there are no rows to name: nil.
  ///
  /// When `layout` names drivers (the flexible grid), the cells whose text reaches lowest in their
  /// box drive their row: the rule the previewer's ◆ follows, read off the drawing. A cell sized by
  /// a height or an aspect ratio rather than by its text is not told apart from the others.
  ///
  /// - Parameters:
  ///   - frame: The drawn text frame.
  ///   - layout: The rows the frame is expected to have, which give the sections and items.
  ///   - rightToLeft: Whether the frame is mirrored (a row's first item is its rightmost box).
  ///   - collapsedBorders: Whether neighbouring cells share a border line (a box is then a row
  ///     taller than its cell).
  public init?(frame: String, like layout: SnapshotRows, rightToLeft: Bool, collapsedBorders: Bool = false) {
    let grid = UnifiedDiff.lines(frame).map(Self.columns(of:))
    func at(_ x: Int, _ y: Int) -> Character {
      guard grid.indices.contains(y), grid[y].indices.contains(x) else { return " " }
      return grid[y][x]
    }
    struct Box {
      var x: Int
      var y: Int
      var height: Int
      var textBottom: Int
    }
    var boxes: [Box] = []
    for y in grid.indices {
      for x in grid[y].indices
      where "┌├┬┼".contains(grid[y][x]) && at(x + 1, y) == "─" && "│├┼┤└".contains(at(x, y + 1)) {
        var bottom = y + 1
        while bottom < grid.count, at(x + 1, bottom) != "─" { bottom += 1 }
        guard bottom < grid.count else { continue }
        var right = x + 1
        while at(right, y) == "─" { right += 1 }
        var textBottom = y
        for line in (y + 1)..<bottom where ((x + 1)..<right).contains(where: { at($0, line) != " " }) {
          textBottom = line
        }
        boxes.append(
          Box(x: x, y: y, height: bottom - y + (collapsedBorders ? 0 : 1), textBottom: textBottom - y))
      }
    }
    let frameRows = Dictionary(grouping: boxes, by: \.y).sorted { $0.key < $1.key }.map { row in
      row.value.sorted { rightToLeft ? $0.x > $1.x : $0.x < $1.x }
    }
    let expected = layout.sections.flatMap(\.rows)
    guard frameRows.count == expected.count,
      zip(frameRows, expected).allSatisfy({ $0.count == $1.items.count })
    else { return nil }
    let namesDrivers = expected.contains { !$0.drivers.isEmpty }
    var next = 0
    var sections: [Section] = []
    for section in layout.sections {
      var rows: [Row] = []
      for row in section.rows {
        let drawn = frameRows[next]
        next += 1
        let items = row.items.sorted()
        let lowest = drawn.map(\.textBottom).max() ?? 0
        rows.append(
          Row(
            y: drawn[0].y, height: drawn.map(\.height).max() ?? 0, items: items,
            drivers: namesDrivers ? zip(drawn, items).filter { $0.0.textBottom == lowest }.map(\.1) : []))
      }
      sections.append(Section(columns: section.columns, rows: rows))
    }
    self.init(contentHeight: grid.count, sections: sections)
  }

  /// A line's display columns: a wide character takes two, the second a NUL.
  static func columns(of line: String) -> [Character] {
    var columns: [Character] = []
    for character in line {
      columns.append(character)
      let width = DisplayWidth.columns(of: character)
      if width > 1 { columns += repeatElement("\u{0}", count: width - 1) }
    }
    return columns
  }
}
