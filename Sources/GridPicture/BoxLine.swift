import GridCanvas

/// The light box-drawing characters a picture draws as lines rather than glyphs, by the directions
/// each one connects from the middle of its cell: drawn so, neighbouring cells join without the
/// gaps and overlaps a font's glyphs leave between lines.
enum BoxLine {
  /// The directions `character` connects, or nil if it is no light box-drawing line.
  static func directions(of character: Character) -> BoxCharacters.Directions? {
    switch character {
    case "─": [.left, .right]
    case "│": [.up, .down]
    case "┌", "╭": [.down, .right]
    case "┐", "╮": [.down, .left]
    case "└", "╰": [.up, .right]
    case "┘", "╯": [.up, .left]
    case "├": [.up, .down, .right]
    case "┤": [.up, .down, .left]
    case "┬": [.down, .left, .right]
    case "┴": [.up, .left, .right]
    case "┼": [.up, .down, .left, .right]
    case "╴": [.left]
    case "╵": [.up]
    case "╶": [.right]
    case "╷": [.down]
    default: nil
    }
  }
}
