/// One section of a `CompositionalLayout` pass, in points: each instance of the section's group laid
/// out at y 0 (x is final), its items' frames appended in item order until the layout has stored
/// them (`removeFrames()`).
struct CompositionalPass {
  /// A child just placed in the group being laid out (the scratch stack of `place`).
  private struct Placed {
    var y: Double
    var height: Double
    var leafStart: Int
    var leafEnd: Int
    var uniform: Bool
    var isItem: Bool
  }

  let template: CompositionalTemplate
  let scale: PointScale
  let section: Int
  let global: Int
  let itemCount: Int
  /// The next item to place, counted in the section.
  private(set) var next = 0
  /// Items' frames by item: left and right edges already in cells (an x never moves once placed),
  /// y and height in points (they move with the instance, and uniform heights grow).
  var left: [Double] = []
  var right: [Double] = []
  var y: [Double] = []
  var height: [Double] = []
  var slot: [Int32] = []
  private var placed: [Placed] = []

  /// The most subitems one group instance places from a list (a list of zero-length subitems
  /// would otherwise repeat for ever).
  static let mostSubitems = CollectionLayoutSection.maximumCount

  /// Room for a millionth of a point of rounding when a subitem is checked against its group's end.
  private static let slack = 1e-6

  init(template: CompositionalTemplate, scale: PointScale, section: Int, global: Int, itemCount: Int) {
    self.template = template
    self.scale = scale
    self.section = section
    self.global = global
    self.itemCount = itemCount
    let room = min(itemCount, 256)
    left.reserveCapacity(room)
    right.reserveCapacity(room)
    y.reserveCapacity(room)
    height.reserveCapacity(room)
    slot.reserveCapacity(room)
  }

  /// Forgets the frames placed so far (once they are stored elsewhere), keeping the storage.
  mutating func removeFrames() {
    left.removeAll(keepingCapacity: true)
    right.removeAll(keepingCapacity: true)
    y.removeAll(keepingCapacity: true)
    height.removeAll(keepingCapacity: true)
    slot.removeAll(keepingCapacity: true)
  }

  var isDone: Bool { next >= itemCount }

  /// `d` resolved in a container `w` × `h` points; an estimate counts as its value.
  @inline(__always)
  static func resolve(_ d: CollectionLayoutDimension, _ w: Double, _ h: Double) -> Double {
    switch d {
    case .fractionalWidth(let f): f * w
    case .fractionalHeight(let f): f * h
    case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): v
    }
  }

  /// The size of a section's group in a section content `w` × `h` points: its height nil when its
  /// content decides it.
  static func size(of root: CompositionalTemplate.Node, in w: Double, _ h: Double) -> (
    width: Double, height: Double?
  ) {
    let height = root.height.isEstimated ? nil : Snapping.clean(resolve(root.height, w, h))
    return (Snapping.clean(resolve(root.width, w, h)), height)
  }

  /// Lays out one instance of the section's group at `(x, y)`, `w` wide and `h` tall (nil: as tall
  /// as its content); returns the height it takes.
  mutating func placeGroup<H: HeightSource>(
    x: Double, y: Double, w: Double, h: Double?, heights: inout H
  ) -> Double {
    place(0, x: x, y: y, w: w, h: h, heights: &heights)
  }

  /// Appends a frame for every item left, 0 wide and tall at `(x, y)`: the guard against a group
  /// that places nothing (the template never has one).
  mutating func placeRemaining(x px: Double, y py: Double) {
    while next < itemCount {
      append(points: px, py, 0, 0, slot: 0)
    }
  }

  /// The number of frames placed so far.
  var count: Int { left.count }

  /// A frame at `px` points, `pw` wide (its edges put at the nearest cells), `py` down, `ph` tall.
  private mutating func append(points px: Double, _ py: Double, _ pw: Double, _ ph: Double, slot s: Int32) {
    let x0 = scale.columns(atPoints: px)
    append(cells: x0, max(x0, scale.columns(atPoints: px + pw)), py, ph, slot: s)
  }

  /// A frame from column `x0` to `x1`, `py` points down, `ph` tall.
  private mutating func append(cells x0: Double, _ x1: Double, _ py: Double, _ ph: Double, slot s: Int32) {
    left.append(x0)
    right.append(x1)
    y.append(py)
    height.append(ph)
    slot.append(s)
    next += 1
  }

  private mutating func place<H: HeightSource>(
    _ n: Int, x: Double, y: Double, w: Double, h: Double?, heights: inout H
  ) -> Double {
    let node = template.nodes[n]
    return node.isGroup
      ? group(node, n, x: x, y: y, w: w, h: h, heights: &heights)
      : item(node, x: x, y: y, w: w, h: h, heights: &heights)
  }

  /// An item in a slot at `(x, y)`, `w` wide and `h` tall (nil: measured): its content insets are
  /// taken on each axis that is not estimated. Returns the height the slot takes.
  private mutating func item<H: HeightSource>(
    _ node: CompositionalTemplate.Node, x: Double, y: Double, w: Double, h: Double?, heights: inout H
  ) -> Double {
    let insets = node.insets
    let fx = node.width.isEstimated ? x : x + insets.leading
    let fw = node.width.isEstimated ? w : max(0, w - insets.leading - insets.trailing)
    if let h {
      append(points: fx, y + insets.top, fw, max(0, h - insets.top - insets.bottom), slot: node.slot)
      return h
    }
    let x0 = scale.columns(atPoints: fx)
    let x1 = max(x0, scale.columns(atPoints: fx + fw))
    let rows = Snapping(scale: 1).up(
      heights.height(ItemPath(section: section, item: next), global: global + next, width: x1 - x0))
    let measured = rows * scale.pointsPerRow
    append(cells: x0, x1, y, measured, slot: node.slot)
    return measured
  }

  /// The height a child is given in a container `w` × `h`: nil when its content decides.
  @inline(__always)
  private func givenHeight(_ c: Int, _ w: Double, _ h: Double) -> Double? {
    let d = template.nodes[c].height
    return d.isEstimated ? nil : Self.resolve(d, w, h)
  }

  private mutating func group<H: HeightSource>(
    _ node: CompositionalTemplate.Node, _ n: Int, x: Double, y: Double, w: Double, h: Double?,
    heights: inout H
  ) -> Double {
    let insets = node.insets
    let estimatedWidth = node.width.isEstimated
    let x0 = estimatedWidth ? x : x + insets.leading
    let iw = estimatedWidth ? w : max(0, w - insets.leading - insets.trailing)
    let y0 = h == nil ? y : y + insets.top
    let ih = h.map { max(0, $0 - insets.top - insets.bottom) }
    // Fractions of an estimated height are of its estimate.
    let base = ih ?? node.height.value
    let kids = template.children(of: n)
    let s = node.spacing
    let mark = placed.count
    switch node.axis {
    case .horizontal:
      if node.count > 0, let c = kids.first {
        let k = Double(node.count)
        let slotWidth = max(0, (iw - s * (k - 1)) / k)
        for j in 0..<node.count where next < itemCount {
          let cx = x0 + Double(j) * (slotWidth + s)
          child(c, x: cx, y: y0, w: slotWidth, h: givenHeight(c, iw, base), heights: &heights)
        }
      } else {
        // The subitems, in order and again from the first, as long as the next fits (the first
        // always does), then the space between them.
        var fit = 0
        var used = 0.0
        var end = x0
        while fit < Self.mostSubitems, !kids.isEmpty {
          let c = kids[kids.startIndex + fit % kids.count]
          let cw = Snapping.clean(Self.resolve(template.nodes[c].width, iw, base))
          let start = fit == 0 ? x0 : end + s
          if fit > 0, start + cw > x0 + iw + Self.slack { break }
          end = start + cw
          used += cw
          fit += 1
        }
        let gap = node.flexible && fit > 1 ? max(s, (iw - used) / Double(fit - 1)) : s
        var cx = x0
        for j in 0..<fit where next < itemCount {
          let c = kids[kids.startIndex + j % kids.count]
          let cw = Snapping.clean(Self.resolve(template.nodes[c].width, iw, base))
          child(c, x: cx, y: y0, w: cw, h: givenHeight(c, iw, base), heights: &heights)
          cx += cw + gap
        }
      }
      var tallest = 0.0
      for p in placed[mark...] { tallest = max(tallest, p.height) }
      for p in placed[mark...] where p.uniform && p.isItem { height[p.leafStart] = tallest }
      placed.removeSubrange(mark...)
      return h ?? tallest
    case .vertical:
      var cursor = y0
      var shifts = false
      if node.count > 0, let c = kids.first {
        let k = Double(node.count)
        let slotHeight = ih.map { max(0, ($0 - s * (k - 1)) / k) }
        let cw = Snapping.clean(Self.resolve(template.nodes[c].width, iw, base))
        for _ in 0..<node.count where next < itemCount {
          let taken = child(
            c, x: x0, y: cursor, w: cw, h: slotHeight ?? givenHeight(c, iw, base), heights: &heights)
          cursor += taken + s
        }
        shifts = slotHeight == nil
      } else {
        // Again from the first while they fit a known height; once each in an estimated one.
        let turns = ih == nil ? kids.count : Self.mostSubitems
        for j in 0..<turns {
          guard next < itemCount, !kids.isEmpty else { break }
          let c = kids[kids.startIndex + j % kids.count]
          let cw = Snapping.clean(Self.resolve(template.nodes[c].width, iw, base))
          let given = givenHeight(c, iw, base)
          let first = placed.count == mark
          if let ih, !first, let given, cursor + given > y0 + ih + Self.slack { break }
          let before = (count: self.count, next: next)
          let taken = child(c, x: x0, y: cursor, w: cw, h: given, heights: &heights)
          if let ih, !first, given == nil, cursor + taken > y0 + ih + Self.slack {
            // Measured past the group's end: not placed after all.
            truncate(to: before.count, next: before.next)
            placed.removeLast()
            break
          }
          cursor += taken + s
        }
        shifts = true
      }
      let siblings = placed.count - mark
      guard siblings > 0 else { return h ?? 0 }
      var end = cursor - s
      if shifts {
        // Uniform siblings grow to the tallest; flexible spacing takes what a known height leaves.
        var tallest = 0.0
        var total = 0.0
        for p in placed[mark...] {
          tallest = max(tallest, p.height)
        }
        for p in placed[mark...] { total += p.uniform ? tallest : p.height }
        let gap =
          node.flexible && siblings > 1 && ih != nil ? max(s, ((ih ?? 0) - total) / Double(siblings - 1)) : s
        var ny = y0
        for p in placed[mark...] {
          let dy = ny - p.y
          if dy != 0 { for i in p.leafStart..<p.leafEnd { self.y[i] += dy } }
          if p.uniform && p.isItem { height[p.leafStart] = tallest }
          ny += (p.uniform ? tallest : p.height) + gap
        }
        end = ny - gap
      }
      placed.removeSubrange(mark...)
      return h ?? max(0, end - y0)
    }
  }

  /// Places child `c` and records it on the scratch stack; returns the height it takes.
  @discardableResult
  private mutating func child<H: HeightSource>(
    _ c: Int, x: Double, y: Double, w: Double, h: Double?, heights: inout H
  ) -> Double {
    let start = count
    let taken = place(c, x: x, y: y, w: w, h: h, heights: &heights)
    let node = template.nodes[c]
    let uniform = if case .uniformAcrossSiblings = node.height { h == nil } else { false }
    placed.append(
      Placed(
        y: y, height: taken, leafStart: start, leafEnd: count, uniform: uniform, isItem: !node.isGroup)
    )
    return taken
  }

  private mutating func truncate(to count: Int, next item: Int) {
    left.removeSubrange(count...)
    right.removeSubrange(count...)
    y.removeSubrange(count...)
    height.removeSubrange(count...)
    slot.removeSubrange(count...)
    next = item
  }
}
