extension Canvas {
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
      // A cell that already shows a border merges with it; a wide glyph's half is blanked.
      func merge(x: Int, y: Int, _ kind: Kind) {
        let existing = cells[y * width + x]
        var glyph = kind.glyph
        if existing.width == 1, let more = characters.directions(of: existing.glyph) {
          glyph = characters.glyph(for: kind.directions.union(more))
        }
        Self.set(Cell(glyph: glyph, style: style), x: x, y: y, width: width, in: cells)
      }
      // `count` cells from (x, y), `step` apart, of one kind: a blank cell, the usual case, is simply
      // overwritten.
      func line(x: Int, y: Int, count: Int, step: Int, _ kind: Kind) {
        let cell = Cell(glyph: kind.glyph, style: style)
        var i = y * width + x
        // A row of blank cells (a box's top or bottom among blank cells) is filled at once.
        if step == 1 && count > 1 {
          let run = UnsafeMutableBufferPointer(rebasing: cells[i..<(i + count)])
          if run.allSatisfy({ $0.width == 1 && $0.glyph == .space }) {
            run.update(repeating: cell)
            return
          }
        }
        for k in 0..<count {
          let existing = cells[i]
          if existing.width == 1 && existing.glyph == .space {
            cells[i] = cell
          } else {
            merge(x: step == 1 ? x + k : x, y: step == 1 ? y : y + k, kind)
          }
          i += step
        }
      }
      // The top and bottom rows: the corners, then the run between them (visible is inside the box).
      func edge(y: Int) {
        guard y >= visible.y && y < visible.maxY else { return }
        if visible.x == box.x { line(x: box.x, y: y, count: 1, step: 1, kind(x: box.x, y: y)) }
        if x1 != box.x && visible.maxX == x1 + 1 { line(x: x1, y: y, count: 1, step: 1, kind(x: x1, y: y)) }
        let from = max(visible.x, box.x + 1)
        let to = min(visible.maxX, x1)
        guard from < to else { return }
        line(x: from, y: y, count: to - from, step: 1, kind(x: from, y: y))
      }
      edge(y: box.y)
      if y1 != box.y { edge(y: y1) }
      // The sides between them.
      let top = max(visible.y, box.y + 1)
      let bottom = min(visible.maxY, y1)
      guard top < bottom else { return }
      func side(x: Int) {
        guard x >= visible.x && x < visible.maxX else { return }
        line(x: x, y: top, count: bottom - top, step: width, kind(x: x, y: top))
      }
      side(x: box.x)
      if x1 != box.x { side(x: x1) }
    }
  }
}
