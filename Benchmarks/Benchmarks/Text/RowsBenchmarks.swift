import Benchmark
import GridText
import Workloads

/// `CellTextLayout.rows` for 100,000 cells at one column width and text size: the generator's
/// realistic texts at L (the target) and AX5, and CJK-heavy texts at L.
func rowsBenchmarks() {
  /// The column width: inner width 26 after borders and padding, 21 body glyph slots at L, 6 (doubled) at AX5.
  let width = 30
  let count = 100_000

  func measureAll(_ cells: [CellText], category: ContentSizeCategory) -> Int {
    var total = 0
    for cell in cells {
      total &+= CellTextLayout.rows(
        title: cell.title, body: cell.body, width: width, category: category, padding: 1,
        maxBodyLines: cell.maxLines)
    }
    return total
  }

  let generated = { CellText.cells(of: GeneratedFixture.grid(items: count, sections: 10)) }

  Benchmark("text rows 100k L", configuration: .measuring) { (benchmark: Benchmark, cells: [CellText]) in
    blackHole(measureAll(cells, category: .large))
  } setup: {
    generated()
  }

  Benchmark("text rows 100k AX5", configuration: .measuring) { (benchmark: Benchmark, cells: [CellText]) in
    blackHole(measureAll(cells, category: .accessibilityExtraExtraExtraLarge))
  } setup: {
    generated()
  }

  Benchmark("text rows 100k CJK L", configuration: .measuring) { (benchmark: Benchmark, cells: [CellText]) in
    blackHole(measureAll(cells, category: .large))
  } setup: {
    CellText.cjkHeavy(count: count)
  }
}
