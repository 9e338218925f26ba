extension Canvas {
  /// Adds border directions to the cell at (x, y), merging with a border already there — so two
  /// boxes sharing an edge meet in proper junctions (┬ ┴ ├ ┤ ┼).
  public mutating func addBorder(
    _ directions: BoxCharacters.Directions, x: Int, y: Int, characters: BoxCharacters, style: CellStyle,
    clip: Region? = nil
  ) {
    let region = clip.map { $0.intersection(bounds) } ?? bounds
    guard region.contains(x: x, y: y) else { return }
    let existing = self[x, y]
    let merged =
      existing.width == 1 ? directions.union(characters.directions(of: existing.glyph) ?? []) : directions
    set(Cell(glyph: characters.glyph(for: merged), style: style), x: x, y: y)
  }

  /// Draws the outline of a box covering `region` (corners included), clipped to `clip`: a box cut by
  /// the clip edge simply loses the part outside, its sides running to the edge.
  public mutating func drawBox(
    _ box: Region, characters: BoxCharacters, style: CellStyle, clip: Region? = nil
  ) {
    guard box.width > 0, box.height > 0 else { return }
    let x1 = box.maxX - 1
    let y1 = box.maxY - 1
    let vertical: BoxCharacters.Directions = [.up, .down]
    let horizontal: BoxCharacters.Directions = [.left, .right]
    let visible = (clip.map { $0.intersection(bounds) } ?? bounds).intersection(box)
    guard visible.width > 0, visible.height > 0 else { return }
    func directions(x: Int, y: Int) -> BoxCharacters.Directions {
      var d: BoxCharacters.Directions = []
      if y > box.y && (x == box.x || x == x1) { d.insert(.up) }
      if y < y1 && (x == box.x || x == x1) { d.insert(.down) }
      if x > box.x && (y == box.y || y == y1) { d.insert(.left) }
      if x < x1 && (y == box.y || y == y1) { d.insert(.right) }
      return d.isEmpty ? (box.width == 1 ? vertical : horizontal) : d
    }
    // Each edge has at most three kinds of cell (a corner, the run, a corner), looked up once; a
    // cell that already shows a border merges with it.
    typealias Kind = (directions: BoxCharacters.Directions, glyph: Glyph)
    func kind(x: Int, y: Int) -> Kind {
      let d = directions(x: x, y: y)
      return (d, characters.glyph(for: d))
    }
    let width = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      @inline(__always) func border(x: Int, y: Int, _ kind: Kind) {
        let i = y * width + x
        let existing = cells[i]
        // A blank cell, the usual case: nothing to merge with and no wide glyph to cut.
        if existing.width == 1 && existing.glyph == .space {
          cells[i] = Cell(glyph: kind.glyph, style: style)
          return
        }
        var glyph = kind.glyph
        if existing.width == 1, let more = characters.directions(of: existing.glyph) {
          glyph = characters.glyph(for: kind.directions.union(more))
        }
        Self.set(Cell(glyph: glyph, style: style), x: x, y: y, width: width, in: cells)
      }
      // The top and bottom rows, then the sides between them.
      func edge(y: Int) {
        guard y >= visible.y && y < visible.maxY else { return }
        // The corners, then the run between them (visible is inside the box).
        if visible.x == box.x { border(x: box.x, y: y, kind(x: box.x, y: y)) }
        if x1 != box.x && visible.maxX == x1 + 1 { border(x: x1, y: y, kind(x: x1, y: y)) }
        let from = max(visible.x, box.x + 1)
        let to = min(visible.maxX, x1)
        guard from < to else { return }
        let run = kind(x: from, y: y)
        for x in from..<to { border(x: x, y: y, run) }
      }
      edge(y: box.y)
      if y1 != box.y { edge(y: y1) }
      let top = max(visible.y, box.y + 1)
      let bottom = min(visible.maxY, y1)
      guard top < bottom else { return }
      func side(x: Int) {
        guard x >= visible.x && x < visible.maxX else { return }
        let side = kind(x: x, y: top)
        for y in top..<bottom { border(x: x, y: y, side) }
      }
      side(x: box.x)
      if x1 != box.x { side(x: x1) }
    }
  }
}
