/// UIKit's `UICollectionViewCompositionalLayout` laid out in terminal cells: each section's group
/// (`CollectionLayoutSection`) repeated until the section's items are used up, every item taking
/// the next slot, sized by Apple's documented rules in points and only then put at the nearest cell
/// (`PointScale`) — each edge on its own, so a frame is as wide as the cells between its edges.
///
/// ```swift
/// let item = CollectionLayoutItem(
///   layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
/// var group = CollectionLayoutGroup.horizontal(
///   layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///   repeatingSubitem: .item(item), count: 2)
/// group.interItemSpacing = .fixed(10)
/// let layout = CompositionalLayout(
///   section: CollectionLayoutSection(group: group, interGroupSpacing: 10),
///   scale: PointScale(pointsPerColumn: 1))
/// let result = layout.layout(input, in: Size(width: 110, height: 40))   // columns 0 and 60, 50 wide
/// ```
///
/// The rules (docs/compositional.md, "Rules", with the Apple documentation behind each):
///
/// - A fraction is of the containing group's size, after its content insets; for the section's
///   group, of the section's content width (the layout less the section's leading and trailing
///   insets) and of the view's height (`viewHeight` rows, less the section's top and bottom insets).
/// - A repeating group (`count`) splits its axis into equal slots, `(length − spacing·(count−1)) ÷
///   count`, whatever its subitem's own size along that axis. A list of subitems is placed in order
///   with the inter-item spacing, and again from its first while the next fits (at most 1,000;
///   flexible spacing grows evenly into what is left); a subitem that would pass the group's end is
///   not placed, nor are those after it — except the first, which always is, so that every group
///   takes an item.
/// - An `estimated` height is measured: `LayoutInput.itemHeight` at the item's width in cells,
///   answered in rows. An estimated horizontal group is as tall as its tallest subitem, each at the
///   group's top keeping its own height; a vertical one is its subitems' heights and spacing.
///   `uniformAcrossSiblings` grows an item to the tallest subitem of its group; on the section's group
///   itself, every instance takes the tallest instance's height (and so do the uniform items right in
///   it, when it is horizontal). An `absolute` height is kept.
///   Widths are never measured: an estimated width is its estimate.
/// - Content insets are taken from a frame on each axis whose dimension is not estimated.
/// - The section's instances follow one another down, `interGroupSpacing` apart, inside the
///   section's content insets; the header (measured: `SectionMetrics.headerHeight`) above the top
///   inset and the footer below the bottom one, inside the leading and trailing insets. A section
///   without items is its header and footer.
/// - A sideways section (`orthogonalScrollingBehavior` not `none`) lays its instances side by side in
///   one band as tall as its tallest instance, each at the band's top, running past the layout's
///   width (`LayoutResult.band(ofSection:)`).
/// - Right to left, every frame is mirrored within the layout's width, bands included.
///
/// Each section has `section` unless its metrics carry their own (`SectionMetrics.compositional`).
/// The metrics' insets, spacings, column counts, spans and pinning are not a compositional layout's
/// and are ignored (a boundary item's `pinToVisibleBounds` pins it); so is the column-count callback.
/// A result's rows are the instances of each section's group (`LayoutResult.row(of:)`,
/// `rowExtent(of:)`); `LayoutResult.compositionalSlot(of:)` says what decided each item's frame.
public struct CompositionalLayout: CollectionLayout, Hashable {
  /// The section of every fixture section that has no section of its own.
  public var section: CollectionLayoutSection
  /// Points per terminal column and row.
  public var scale: PointScale
  /// The view's visible height in rows: what a `fractionalHeight` of the section's group is of.
  public var viewHeight: Double
  /// Every `estimated` height, but the section's group's own, is laid out as
  /// `uniformAcrossSiblings` (the compare view's other side: the same items, rows no longer ragged).
  public var estimatedHeightsAreUniform: Bool

  /// The view height when none is given: 40 rows.
  public static let defaultViewHeight = 40.0

  public init(
    section: CollectionLayoutSection, scale: PointScale = .standard, viewHeight: Double = defaultViewHeight,
    estimatedHeightsAreUniform: Bool = false
  ) {
    self.section = section
    self.scale = scale
    self.viewHeight = viewHeight
    self.estimatedHeightsAreUniform = estimatedHeightsAreUniform
  }

  public func layout(_ input: LayoutInput, in size: Size, cache: inout LayoutCache) -> LayoutResult {
    cached(input, &cache) { run(input, size, &$0) }
  }

  public func layout(_ input: LayoutInput, in size: Size) -> LayoutResult {
    var heights = AskingHeights(ask: input.itemHeight)
    return run(input, size, &heights)
  }

  /// The slots of a section's group as this layout lays it out: what decides each item's frame.
  public func slots(of section: CollectionLayoutSection) -> [CompositionalSlot] {
    CompositionalTemplate(section, estimatedHeightsAreUniform: estimatedHeightsAreUniform).slots
  }

  /// How many items every instance of `section`'s group takes in a layout `width` cells wide —
  /// where a slice of the section may start (`LayoutResult.placed(at:y:)` needs a slice to start at
  /// an instance: item `k · n` of the section) — or nil when that depends on the items' heights (a
  /// vertical group of known height holding measured items), on the whole section (a section group
  /// of `uniformAcrossSiblings` height) or the section is a sideways band, which has to be laid out
  /// whole. The last instance of a section may take fewer.
  public func itemsPerGroup(in section: CollectionLayoutSection, width: Double) -> Int? {
    let template = CompositionalTemplate(section, estimatedHeightsAreUniform: estimatedHeightsAreUniform)
    guard !section.orthogonalScrollingBehavior.scrollsSideways, !template.dependsOnHeights else { return nil }
    if case .uniformAcrossSiblings = template.nodes[0].height { return nil }
    let insets = CompositionalTemplate.clean(section.contentInsets)
    let contentWidth = max(
      0, scale.points(ofColumns: Snapping.clean(width)) - insets.leading - insets.trailing)
    let contentHeight = max(0, Snapping.clean(viewHeight) * scale.pointsPerRow - insets.top - insets.bottom)
    let root = template.nodes[0]
    let (gw, gh) = CompositionalPass.size(of: root, in: contentWidth, contentHeight)
    var pass = CompositionalPass(
      template: template, scale: scale, section: 0, global: 0, itemCount: Int(Int32.max))
    var heights = AskingHeights { _, _ in 1 }
    _ = pass.placeGroup(
      x: insets.leading, y: 0,
      w: Snapping.clean(CompositionalPass.resolve(root.width, contentWidth, contentHeight)),
      h: gh, heights: &heights)
    return max(1, pass.count)
  }

  private func run<H: HeightSource>(_ input: LayoutInput, _ size: Size, _ heights: inout H) -> LayoutResult {
    let width = Snapping.clean(size.width)
    let ppr = scale.pointsPerRow
    let layoutWidth = scale.points(ofColumns: width)
    let viewPoints = Snapping.clean(viewHeight) * ppr
    let shared = CompositionalTemplate(section, estimatedHeightsAreUniform: estimatedHeightsAreUniform)
    var builder = ResultBuilder()
    var free = FreeFrames()
    let total = input.itemCount
    builder.itemHeight.reserveCapacity(total)
    builder.itemY.reserveCapacity(total)
    free.itemX.reserveCapacity(total)
    free.itemWidth.reserveCapacity(total)
    free.itemSlot.reserveCapacity(total)
    var y = 0.0  // points
    var global = 0
    for (s, metrics) in input.sections.enumerated() {
      let itemCount = max(0, metrics.itemCount)
      checkSectionSize(itemCount)
      let definition = metrics.compositional ?? section
      let template =
        metrics.compositional.map {
          CompositionalTemplate($0, estimatedHeightsAreUniform: estimatedHeightsAreUniform)
        } ?? shared
      let insets = CompositionalTemplate.clean(definition.contentInsets)
      let contentWidth = max(0, layoutWidth - insets.leading - insets.trailing)
      let contentHeight = max(0, viewPoints - insets.top - insets.bottom)
      let spacing = Snapping.clean(definition.interGroupSpacing)
      let sideways = definition.orthogonalScrollingBehavior.scrollsSideways
      let top = y
      // The header, above the top inset.
      func boundary(_ item: CollectionLayoutBoundaryItem?, measured: Double) -> Rect? {
        guard let item else { return nil }
        let d = item.layoutSize.heightDimension
        let h = Snapping.clean(
          d.isEstimated
            ? Snapping(scale: 1).up(measured) * ppr
            : CompositionalPass.resolve(d, contentWidth, contentHeight))
        let wd = item.layoutSize.widthDimension
        let w =
          wd.isEstimated
          ? contentWidth : Snapping.clean(CompositionalPass.resolve(wd, contentWidth, contentHeight))
        guard h > 0 else { return nil }
        defer { y += h }
        return cells(x: insets.leading, y: y, width: w, height: h)
      }
      let header = boundary(definition.header, measured: metrics.headerHeight)
      var pass = CompositionalPass(
        template: template, scale: scale, section: s, global: global, itemCount: itemCount)
      let firstRow = builder.rowY.count
      var bandMinY = 0.0
      var bandHeight = 0.0
      var bandWidth = 0.0
      if itemCount > 0 {
        y += insets.top
        let root = template.nodes[0]
        let (gw, gh) = CompositionalPass.size(of: root, in: contentWidth, contentHeight)
        bandMinY = y
        var reach = -Double.infinity
        var count = 0
        /// Puts an instance and its items (`leaves` of the pass) at the nearest cells, `iy` down.
        func emit(x gx: Double, height: Double, first: Int, leaves: Range<Int>, at iy: Double) {
          let rowTop = scale.rows(ofPoints: iy)
          let rowBottom = max(rowTop, scale.rows(ofPoints: iy + height))
          builder.rowY.append(rowTop)
          builder.rowHeight.append(rowBottom - rowTop)
          let left = scale.columns(atPoints: gx)
          let right = max(left, scale.columns(atPoints: gx + gw))
          free.groupX.append(left)
          free.groupWidth.append(right - left)
          free.groupFirstItem.append(Int32(first))
          reach = max(reach, sideways ? right : rowBottom)
          for leaf in leaves {
            let x0 = pass.left[leaf]
            let x1 = pass.right[leaf]
            let y0 = scale.rows(ofPoints: iy + pass.y[leaf])
            let y1 = max(y0, scale.rows(ofPoints: iy + pass.y[leaf] + pass.height[leaf]))
            free.itemX.append(x0)
            free.itemWidth.append(x1 - x0)
            free.itemSlot.append(pass.slot[leaf])
            builder.itemY.append(y0)
            builder.itemHeight.append(y1 - y0)
            reach = max(reach, sideways ? x1 : y1)
          }
          free.groupReach.append(reach)
          if sideways {
            bandHeight = max(bandHeight, height)
          } else {
            y += height
          }
          count += 1
        }
        // On the section's group, uniform heights are shared across the whole section: every
        // instance waits for the tallest. Otherwise each is put in place as soon as it is laid out.
        let shares = if case .uniformAcrossSiblings = root.height { true } else { false }
        var waiting: [(x: Double, height: Double, first: Int, leaves: Int)] = []
        while !pass.isDone {
          let k = shares ? waiting.count : count
          let gx = sideways ? insets.leading + Double(k) * (gw + spacing) : insets.leading
          let first = pass.next
          let leaves = pass.count
          let taken = pass.placeGroup(x: gx, y: 0, w: gw, h: gh, heights: &heights)
          if pass.next == first { pass.placeRemaining(x: gx, y: 0) }
          if shares {
            waiting.append((gx, taken, first, leaves))
            continue
          }
          if !sideways, count > 0 { y += spacing }
          emit(x: gx, height: taken, first: first, leaves: leaves..<pass.count, at: sideways ? bandMinY : y)
          // Frames stored are forgotten now and then, not after every instance (cheaper in bulk).
          if pass.count >= 4096 { pass.removeFrames() }
        }
        if shares {
          let tallest = waiting.reduce(0) { max($0, $1.height) }
          for leaf in pass.slot.indices where template.sharesSectionHeight[Int(pass.slot[leaf])] {
            pass.height[leaf] = tallest
          }
          for (k, instance) in waiting.enumerated() {
            if !sideways, k > 0 { y += spacing }
            let end = k + 1 < waiting.count ? waiting[k + 1].leaves : pass.count
            emit(
              x: instance.x, height: tallest, first: instance.first, leaves: instance.leaves..<end,
              at: sideways ? bandMinY : y)
          }
        }
        if sideways {
          y += bandHeight
          let groups = Double(count)
          bandWidth = scale.columns(
            atPoints: insets.leading + groups * gw + max(0, groups - 1) * spacing + insets.trailing)
        }
        y += insets.bottom
      }
      let footer = boundary(definition.footer, measured: metrics.footerHeight)
      let minY = scale.rows(ofPoints: top)
      let endY = scale.rows(ofPoints: y)
      var maxY = endY
      if itemCount > 0 {
        for g in (builder.itemY.count - itemCount)..<builder.itemY.count {
          maxY = max(maxY, builder.itemY[g] + builder.itemHeight[g])
        }
      }
      let rows = builder.rowY.count - firstRow
      free.sections.append(
        FreeSection(
          behavior: definition.orthogonalScrollingBehavior, groups: firstRow..<(firstRow + rows),
          bandMinY: sideways ? scale.rows(ofPoints: bandMinY) : 0,
          bandHeight: sideways
            ? scale.rows(ofPoints: bandMinY + bandHeight) - scale.rows(ofPoints: bandMinY) : 0,
          bandContentWidth: bandWidth, slots: template.slots))
      builder.addSection(
        SectionLayout(
          index: s, itemCount: itemCount, headerFrame: header, footerFrame: footer,
          columns: ColumnGeometry(placedAt: [0], widths: [width]), minY: minY, endY: endY, maxY: maxY,
          pinsHeader: definition.header?.pinToVisibleBounds ?? false,
          pinsFooter: definition.footer?.pinToVisibleBounds ?? false, firstItem: global, firstRow: firstRow,
          rowCount: rows))
      global += itemCount
    }
    var result = builder.build(
      size: size, contentHeight: scale.rows(ofPoints: y), requested: 1, columnCount: 1,
      placement: .freeFrames,
      scale: 1, direction: input.direction)
    result.free = free
    return result
  }

  /// A frame in points put at the nearest cells, edge by edge.
  private func cells(x: Double, y: Double, width: Double, height: Double) -> Rect {
    let x0 = scale.columns(atPoints: x)
    let y0 = scale.rows(ofPoints: y)
    return Rect(
      x: x0, y: y0, width: max(0, scale.columns(atPoints: x + width) - x0),
      height: max(0, scale.rows(ofPoints: y + height) - y0))
  }
}
