import GridLayout
import Testing

@Suite struct ColumnGeometryTests {
  @Test(arguments: [1, 2, 3, 7, 13]) func columnsExactlyFillTheWidthAndDifferByAtMostOne(_ n: Int) {
    for width in stride(from: 0.0, through: 120, by: 1) {
      let result = FlexibleRowHeightGridLayout().layout(
        makeInput(
          [SectionMetrics(itemCount: n, insets: EdgeInsets(left: 1, right: 2), interitemSpacing: 1)],
          columns: n, heights: [Array(repeating: 1, count: n)]),
        in: Size(width: width, height: 10))
      let columns = result.sections[0].columns
      let widths = (0..<n).map { columns.width(of: $0) }
      let available = max(0, width - 3 - Double(n - 1))
      #expect(widths.reduce(0, +) == available)
      #expect(widths.max()! - widths.min()! <= 1)
      guard width >= 3 + Double(n - 1) else {
        // Too narrow for the insets and spacing: 0-wide columns, the spacing shrunk to what is left
        // between the insets (or the insets too, in proportion), none past the width.
        let left = width >= 3 ? 1 : (width / 3).rounded(.down)
        let right = min(2, width - left)
        #expect(columns.x(of: 0) == left, "width \(width)")
        for c in 0..<n {
          let expected =
            left + (n > 1 ? (Double(c) * (width - left - right) / Double(n - 1)).rounded(.down) : 0)
          #expect(columns.x(of: c) == expected, "width \(width), column \(c)")
          #expect(columns.x(of: c) <= width - right)
        }
        continue
      }
      for c in 1..<max(1, n) {
        #expect(columns.x(of: c) == columns.x(of: c - 1) + widths[c - 1] + 1, "no gaps, no overlaps")
      }
    }
  }
}
