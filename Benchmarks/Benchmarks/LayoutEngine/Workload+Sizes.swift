import GridLayout
import Workloads

extension Workload {
  /// 1,000,000 items in 100 sections of 10,000.
  static let million = Workload(itemCount: 1_000_000, sectionCount: 100)
  /// 100,000 items in 10 sections of 10,000.
  static let hundredThousand = Workload(itemCount: 100_000, sectionCount: 10)

  /// SwiftUI's grid with as many flexible columns as the grid has at `size` (four), one point a
  /// column, a column apart and rows a row apart: columns to compare with the grid's.
  static let lazyVGrid = LazyVGridLayout(
    grid: LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 1), count: 4), spacing: 2),
    scale: PointScale(pointsPerColumn: 1))
}
