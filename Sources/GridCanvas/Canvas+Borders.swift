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
      existing.width == 1 ? directions.union(characters.directions(of: existing.character) ?? []) : directions
    put(characters.character(for: merged), width: 1, x: x, y: y, style: style, clip: region)
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
    for y in visible.y..<visible.maxY {
      for x in visible.x..<visible.maxX where x == box.x || x == x1 || y == box.y || y == y1 {
        var d: BoxCharacters.Directions = []
        if y > box.y && (x == box.x || x == x1) { d.insert(.up) }
        if y < y1 && (x == box.x || x == x1) { d.insert(.down) }
        if x > box.x && (y == box.y || y == y1) { d.insert(.left) }
        if x < x1 && (y == box.y || y == y1) { d.insert(.right) }
        if d.isEmpty { d = box.width == 1 ? vertical : horizontal }
        addBorder(d, x: x, y: y, characters: characters, style: style, clip: visible)
      }
    }
  }
}
