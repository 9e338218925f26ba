/// Where the columns of one section are: `count` columns between the section's left and right insets.
///
/// In the default (snapped) distribution the available width
/// `A = max(0, W − left − right − spacing·(n−1))` is split in whole units so that column `c` starts at
/// `left + c·spacing + ⌊c·A/n⌋` and is `⌊(c+1)·A/n⌋ − ⌊c·A/n⌋` wide: widths differ by at most one unit
/// and exactly fill the width — no gaps, no overlaps. The compatibility distribution reproduces
/// FlexibleRowHeightGridLayout 3.0.0: every column `(W − left − right − spacing·(n−1)) / n` wide,
/// unrounded and unclamped.
public struct ColumnGeometry: Sendable, Equatable {
  /// The number of columns.
  public let count: Int
  let left: Double
  let spacing: Double
  let scale: Double
  /// Snapped: the available width in units of `1/scale`. Fractional: unused.
  let availableUnits: Double
  /// Fractional (compatibility) column width, or `nil` for the snapped distribution.
  let fractionalWidth: Double?

  init(count: Int, width: Double, insets: EdgeInsets, spacing: Double, snapping: Snapping) {
    self.count = max(1, count)
    self.left = insets.left
    self.spacing = spacing
    self.scale = snapping.scale
    let available = width - insets.left - insets.right - spacing * Double(self.count - 1)
    self.availableUnits = (Snapping.clean(available) * snapping.scale + 1e-9).rounded(.down)
    self.fractionalWidth = nil
  }

  init(compatibleCount count: Int, width: Double, insets: EdgeInsets, spacing: Double) {
    self.count = count
    self.left = insets.left
    self.spacing = spacing
    self.scale = 1
    self.availableUnits = 0
    self.fractionalWidth = (width - insets.left - insets.right - spacing * Double(count - 1)) / Double(count)
  }

  /// The x of the left edge of column `c`.
  public func x(of c: Int) -> Double {
    if let fractionalWidth {
      return Double(c) * fractionalWidth + Double(c) * spacing + left
    }
    return left + Double(c) * spacing + unitsBefore(c) / scale
  }

  /// The width of column `c`.
  public func width(of c: Int) -> Double {
    if let fractionalWidth { return fractionalWidth }
    return (unitsBefore(c + 1) - unitsBefore(c)) / scale
  }

  /// The width of `span` columns from column `c`, the spacing between them included: a cell spanning
  /// those columns reaches from the left edge of column `c` to the right edge of column `c + span − 1`.
  public func width(from c: Int, span: Int) -> Double {
    if span <= 1 { return width(of: c) }
    let last = c + span - 1
    return x(of: last) + width(of: last) - x(of: c)
  }

  /// Whether this is the compatibility distribution with columns of negative width (insets and
  /// spacing wider than the layout).
  var hasNegativeWidth: Bool { (fractionalWidth ?? 0) < 0 }

  /// ⌊c·A/n⌋ in units, exact in integer arithmetic whenever the product fits.
  private func unitsBefore(_ c: Int) -> Double {
    if availableUnits < 0x1p40, count < 1 << 22 {
      let a = Int(availableUnits)
      return Double(c * a / count)
    }
    return (Double(c) * availableUnits / Double(count)).rounded(.down)
  }

  /// The range of columns whose horizontal extent overlaps `minX..<maxX` (see `Rect.intersects`).
  func columns(overlapping minX: Double, _ maxX: Double) -> Range<Int> {
    func overlaps(_ c: Int) -> Bool { Rect.overlaps(x(of: c), x(of: c) + width(of: c), minX, maxX) }
    // Columns run left to right with non-decreasing edges, so the overlapping ones are contiguous:
    // skip those ending before minX (binary search), then those only touching it.
    var start = LayoutResult.lowerBound(count) { x(of: $0) + width(of: $0) < minX }
    while start < count, !overlaps(start), x(of: start) + width(of: start) <= minX { start += 1 }
    var end = start
    while end < count, overlaps(end) { end += 1 }
    return start..<end
  }

}
