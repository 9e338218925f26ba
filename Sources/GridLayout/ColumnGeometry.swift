/// Where the columns of one section are: `count` columns between the section's left and right insets.
///
/// In the default (snapped) distribution the available width
/// `A = max(0, W − left − right − spacing·(n−1))` is split in whole units so that column `c` starts at
/// `left + c·spacing + ⌊c·A/n⌋` and is `⌊(c+1)·A/n⌋ − ⌊c·A/n⌋` wide: widths differ by at most one unit
/// and exactly fill the width — no gaps, no overlaps.
///
/// Columns never leave the width `W`. When the insets and spacing need more than it (more columns
/// than the width holds, or insets wider than it), the columns are 0 wide and what is left gives way
/// in turn: the spacing shrinks to the `S` whole units left between the insets, column `c` starting
/// at `left + ⌊c·S/(n−1)⌋`; if the insets alone are wider than `W`, they shrink in proportion
/// (`left' = ⌊left·W/(left+right)⌋`) and the spacing to nothing.
///
/// The compatibility distribution reproduces FlexibleRowHeightGridLayout 3.0.0: every column
/// `(W − left − right − spacing·(n−1)) / n` wide, unrounded and unclamped (negative, and past the
/// width, where the anchor's are).
///
/// The geometry is always left to right, in a mirrored result too (`LayoutResult.isMirrored`): there
/// column `c` is shown at `LayoutResult.mirrored(_:)` of its extent, `x' = W − x(of: c) − width(of: c)`,
/// so column 0, the leading column, is the rightmost.
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
  /// Snapped, when the spacing does not fit: the units left for it between the insets, shared out
  /// between the `n − 1` gaps (see the type's description). Nil when the spacing fits.
  let squeezedSpacingUnits: Double?
  /// Columns placed one by one (a `LazyVGrid`'s, resolved in points): each column's left edge and
  /// width. Nil for the even distributions.
  let placedX: [Double]?
  let placedWidth: [Double]?

  init(count: Int, width: Double, insets: EdgeInsets, spacing: Double, snapping: Snapping) {
    self.count = max(1, count)
    self.spacing = spacing
    self.scale = snapping.scale
    let gaps = Double(self.count - 1)
    let available = width - insets.left - insets.right - spacing * gaps
    if available >= 0 {
      self.left = insets.left
      self.availableUnits = (Snapping.clean(available) * snapping.scale + 1e-9).rounded(.down)
      self.squeezedSpacingUnits = nil
    } else {
      // The insets and spacing need more than the width: the columns are 0 wide, and what is left
      // of the width is shared out so that no column starts past it.
      let room = Snapping.clean(width)
      var left = insets.left
      if insets.left + insets.right > room {
        left = insets.left > 0 ? snapping.down(insets.left * room / (insets.left + insets.right)) : 0
      }
      let right = min(insets.right, room - left)
      self.left = left
      self.availableUnits = 0
      self.squeezedSpacingUnits = (Snapping.clean(max(0, room - left - right)) * snapping.scale + 1e-9)
        .rounded(.down)
    }
    self.fractionalWidth = nil
    self.placedX = nil
    self.placedWidth = nil
  }

  /// Columns at the given left edges with the given widths (as many as there are edges, at least
  /// one), left to right: edges must not decrease, and a column must not reach past the next one's
  /// left edge.
  init(placedAt x: [Double], widths: [Double]) {
    precondition(!x.isEmpty && x.count == widths.count, "one width per column, at least one column")
    self.count = x.count
    self.left = x[0]
    self.spacing = 0
    self.scale = 1
    self.availableUnits = 0
    self.fractionalWidth = nil
    self.squeezedSpacingUnits = nil
    self.placedX = x
    self.placedWidth = widths
  }

  init(compatibleCount count: Int, width: Double, insets: EdgeInsets, spacing: Double) {
    self.count = count
    self.left = insets.left
    self.spacing = spacing
    self.scale = 1
    self.availableUnits = 0
    self.fractionalWidth = (width - insets.left - insets.right - spacing * Double(count - 1)) / Double(count)
    self.squeezedSpacingUnits = nil
    self.placedX = nil
    self.placedWidth = nil
  }

  /// The x of the left edge of column `c`.
  public func x(of c: Int) -> Double {
    if let placedX { return placedX[c] }
    if let fractionalWidth {
      return Double(c) * fractionalWidth + Double(c) * spacing + left
    }
    if let squeezed = squeezedSpacingUnits {
      return left + Self.share(squeezed, before: c, of: count - 1) / scale
    }
    return left + Double(c) * spacing + unitsBefore(c) / scale
  }

  /// The width of column `c`.
  public func width(of c: Int) -> Double {
    if let placedWidth { return placedWidth[c] }
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
  private func unitsBefore(_ c: Int) -> Double { Self.share(availableUnits, before: c, of: count) }

  /// ⌊c·units/n⌋: what comes before part `c` when `units` are shared out between `n` parts, exact in
  /// integer arithmetic whenever the product fits.
  private static func share(_ units: Double, before c: Int, of n: Int) -> Double {
    guard n > 0 else { return 0 }
    if units < 0x1p40, n < 1 << 22 {
      return Double(c * Int(units) / n)
    }
    return (Double(c) * units / Double(n)).rounded(.down)
  }

  /// The range of columns whose horizontal extent overlaps `minX..<maxX` (see `Rect.intersects`);
  /// with `layoutWidth`, the extents mirrored within it (`x' = W − x − w`), as a mirrored result shows
  /// them, and `minX..<maxX` in the mirrored coordinates.
  func columns(overlapping minX: Double, _ maxX: Double, mirroredIn layoutWidth: Double? = nil) -> Range<Int>
  {
    if let layoutWidth { return columns(overlapping: minX, maxX, mirroredWithin: layoutWidth) }
    func overlaps(_ c: Int) -> Bool { Rect.overlaps(x(of: c), x(of: c) + width(of: c), minX, maxX) }
    // Columns run left to right with non-decreasing edges, so the overlapping ones are contiguous:
    // skip those ending before minX (binary search), then those only touching it.
    var start = LayoutResult.lowerBound(count) { x(of: $0) + width(of: $0) < minX }
    while start < count, !overlaps(start), x(of: start) + width(of: start) <= minX { start += 1 }
    var end = start
    while end < count, overlaps(end) { end += 1 }
    return start..<end
  }

  /// Mirrored columns run right to left: column `c` covers `[W − x − w, W − x)`, the same half-open
  /// extent the mirrored frames have, so the answer is exactly the columns those frames overlap.
  private func columns(overlapping minX: Double, _ maxX: Double, mirroredWithin layoutWidth: Double)
    -> Range<Int>
  {
    // Each column's extent is computed once per look (x and width each cost a division or two).
    func extent(_ c: Int) -> (left: Double, right: Double) {
      let w = width(of: c)
      let left = layoutWidth - x(of: c) - w
      return (left, left + w)
    }
    // Left edges do not increase with c: skip the columns starting after maxX (binary search), then
    // those only touching it.
    var start = LayoutResult.lowerBound(count) { extent($0).left > maxX }
    while start < count {
      let (left, right) = extent(start)
      if Rect.overlaps(left, right, minX, maxX) || left < maxX { break }
      start += 1
    }
    var end = start
    while end < count {
      let (left, right) = extent(end)
      guard Rect.overlaps(left, right, minX, maxX) else { break }
      end += 1
    }
    return start..<end
  }

}
