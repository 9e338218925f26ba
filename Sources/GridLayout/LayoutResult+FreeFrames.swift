/// A `CompositionalLayout` result's storage beside the shared arrays: every item's x, width and
/// slot (its y and height are `LayoutResult.itemY` and `itemHeight`), and every instance of a
/// section's group — stored as the section's rows (`rowY`, `rowHeight`) — with its x, width, first
/// item and reach. All left to right, in cells.
///
/// A query finds the instances by binary search on their reach (the running maximum of where their
/// items end: down the section, or along a sideways band), then tests their items: O(log g + k).
struct FreeFrames: Sendable, Equatable {
  var itemX: [Double] = []
  var itemWidth: [Double] = []
  var itemSlot: [Int32] = []
  var groupX: [Double] = []
  var groupWidth: [Double] = []
  /// Each instance's first item, counted in its section.
  var groupFirstItem: [Int32] = []
  /// The running maximum, over a section's instances so far, of the bottom (a sideways band: the
  /// right edge) of the instance and its items.
  var groupReach: [Double] = []
  /// By section, in the result's order.
  var sections: [FreeSection] = []

  /// The same storage for a result moved down by `dy` (`LayoutResult.placed(at:y:)`).
  func moved(by dy: Double) -> FreeFrames {
    var moved = self
    for section in sections.indices {
      moved.sections[section].bandMinY += dy
      guard !sections[section].behavior.scrollsSideways else { continue }
      let range = sections[section].groups
      for g in range { moved.groupReach[g] += dy }
    }
    return moved
  }
}

/// One section of `FreeFrames`.
struct FreeSection: Sendable, Equatable {
  var behavior: OrthogonalScrollingBehavior
  /// The section's instances, as indices of the rows.
  var groups: Range<Int>
  /// A sideways band's top, height and whole width (insets included); zero otherwise.
  var bandMinY: Double
  var bandHeight: Double
  var bandContentWidth: Double
  /// The slots of the section's group.
  var slots: [CompositionalSlot]
}

/// A sideways section of a `CompositionalLayout` result (`orthogonalScrollingBehavior` not `none`):
/// one band of groups side by side, wider than the layout when they do not fit.
public struct OrthogonalBand: Sendable, Equatable {
  /// The section's number.
  public var section: Int
  /// How the band scrolls.
  public var behavior: OrthogonalScrollingBehavior
  /// The band's top and height (as tall as its tallest group).
  public var minY: Double
  public var height: Double
  /// The band's whole width, from its leading edge: the section's leading inset, its groups with
  /// the spacing between them, its trailing inset.
  public var contentWidth: Double
  /// Each group's frame from the band's leading edge (the left-to-right frames; a mirrored result
  /// shows them at `x' = W − x − w`).
  public var groupFrames: GroupFrames
  /// The band's items, by item number.
  public var items: Range<Int>

  /// The group frames of a band, read from the result's storage without copying it.
  public struct GroupFrames: RandomAccessCollection, Sendable, Equatable {
    let x: ArraySlice<Double>
    let width: ArraySlice<Double>
    let y: Double
    let heights: ArraySlice<Double>

    public var startIndex: Int { 0 }
    public var endIndex: Int { x.count }
    public subscript(i: Int) -> Rect {
      Rect(
        x: x[x.startIndex + i], y: y, width: width[width.startIndex + i],
        height: heights[heights.startIndex + i])
    }
  }

  /// Where the band rests after a step from `offset` (`OrthogonalScrollingBehavior.nextOffset`).
  public func nextOffset(from offset: Double, forward: Bool, visibleWidth: Double, step: Double? = nil)
    -> Double
  {
    behavior.nextOffset(
      from: offset, forward: forward, visibleWidth: visibleWidth, contentWidth: contentWidth,
      groups: groupFrames,
      step: step)
  }
}

extension LayoutResult {
  /// A compositional result: the group instance (section-relative) an item is in.
  func group(of item: Int, in section: SectionLayout) -> Int {
    guard let free else { return 0 }
    let base = section.firstRow
    return Self.lowerBound(section.rowCount) { Int(free.groupFirstItem[base + $0]) <= item } - 1
  }

  /// The sideways band of a section (`CollectionLayoutSection.orthogonalScrollingBehavior` not
  /// `none`), or nil for any other section or layout. Its frames are in the band's own coordinates:
  /// the same as `frame(of:)`'s, which run past the layout's width (or, mirrored, below 0).
  public func band(ofSection index: Int) -> OrthogonalBand? {
    guard let free, let section = section(index) else { return nil }
    let info = free.sections[index - sectionOffset]
    guard info.behavior.scrollsSideways else { return nil }
    let g = info.groups
    return OrthogonalBand(
      section: index, behavior: info.behavior, minY: info.bandMinY, height: info.bandHeight,
      contentWidth: info.bandContentWidth,
      groupFrames: OrthogonalBand.GroupFrames(
        x: free.groupX[g], width: free.groupWidth[g], y: info.bandMinY, heights: rowHeight[g]),
      items: section.itemOffset..<(section.itemOffset + section.itemCount))
  }

  /// Where a band scrolled `offset` cells from its leading edge shows: `viewport` (in the result's
  /// coordinates, as for `elements(in:)`) moved along the band — right by `offset` left to right,
  /// left by it in a mirrored result, where the band runs to the left. Query the band's items with
  /// the rectangle returned and draw each at its frame's x less the rectangle's plus the viewport's.
  public func bandViewport(_ viewport: Rect, offset: Double) -> Rect {
    Rect(
      x: viewport.minX + (isMirrored ? -offset : offset), y: viewport.minY, width: viewport.width,
      height: viewport.height)
  }

  /// How many of a band's items lie wholly before, across, and wholly after a window `visibleWidth`
  /// cells wide at `offset` cells from the band's leading edge — what a picture cut at the window
  /// says is off to either side. Nil when the section is not a band. O(log g) plus the groups
  /// across the window's edges.
  public func bandItems(ofSection index: Int, offset: Double, visibleWidth: Double)
    -> (before: Int, visible: Int, after: Int)?
  {
    guard let free, let section = section(index) else { return nil }
    let info = free.sections[index - sectionOffset]
    guard info.behavior.scrollsSideways else { return nil }
    let lo = offset
    let hi = offset + Snapping.clean(visibleWidth)
    let base = section.firstRow
    let n = section.rowCount
    func first(_ r: Int) -> Int { r < n ? Int(free.groupFirstItem[base + r]) : section.itemCount }
    // Groups ending at or before the window hold only items before it; groups starting at or after
    // its end only items after it.
    let straddleStart = Self.lowerBound(n) { free.groupReach[base + $0] < lo }
    let straddleEnd = Self.lowerBound(n) { free.groupX[base + $0] < hi }
    var before = first(straddleStart)
    var after = section.itemCount - first(max(straddleStart, straddleEnd))
    for r in straddleStart..<max(straddleStart, straddleEnd) {
      for item in first(r)..<first(r + 1) {
        let g = section.firstItem + item
        if free.itemX[g] + free.itemWidth[g] <= lo, free.itemWidth[g] > 0 || free.itemX[g] < lo {
          before += 1
        } else if free.itemX[g] >= hi {
          after += 1
        }
      }
    }
    return (before, section.itemCount - before - after, after)
  }

  /// The slot of an item of a compositional result — what decided its width and height — or nil
  /// for another layout or no such item. O(1).
  public func compositionalSlot(of path: ItemPath) -> CompositionalSlot? {
    guard let free, let section = section(path.section) else { return nil }
    let item = path.item - section.itemOffset
    guard item >= 0, item < section.itemCount else { return nil }
    let slots = free.sections[path.section - sectionOffset].slots
    let s = Int(free.itemSlot[section.firstItem + item])
    return slots.indices.contains(s) ? slots[s] : nil
  }

  /// `forEachElement(in:_:)`'s cells for a compositional section: the instances whose reach meets
  /// the rectangle (binary search), then each of their items whose frame intersects it.
  func forEachFreeItem(_ section: SectionLayout, _ rect: Rect, _ body: (LayoutElement) -> Void) {
    guard let free else { return }
    let info = free.sections[section.index - sectionOffset]
    let base = section.firstRow
    let n = section.rowCount
    // Bounds in the stored (left-to-right) coordinates, loose at the edges; each frame is then
    // tested exactly in the result's direction.
    let query = mirrored(rect)
    let sideways = info.behavior.scrollsSideways
    var r =
      sideways
      ? Self.lowerBound(n) { free.groupReach[base + $0] < query.minX }
      : Self.lowerBound(n) { free.groupReach[base + $0] < rect.minY }
    while r < n, sideways ? free.groupX[base + r] <= query.maxX : rowY[base + r] <= rect.maxY {
      let start = Int(free.groupFirstItem[base + r])
      let end = r + 1 < n ? Int(free.groupFirstItem[base + r + 1]) : section.itemCount
      for item in start..<end {
        let frame = mirrored(itemFrame(section, item))
        if frame.intersects(rect) {
          body(
            LayoutElement(
              kind: .cell, indexPath: ItemPath(section: section.index, item: section.itemOffset + item),
              frame: frame))
        }
      }
      r += 1
    }
  }
}
