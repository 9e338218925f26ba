import GridCanvas

/// A one-column scroll bar: a dim track with a thumb whose size and place show which part of the
/// content is on screen. Drawn only when the content is taller than the viewport.
public struct ScrollIndicator: Widget, Hashable, Sendable {
  public var offset: Int
  public var visible: Int
  public var total: Int

  public init(offset: Int, visible: Int, total: Int) {
    self.offset = offset
    self.visible = visible
    self.total = total
  }

  /// The rows of a track `height` rows tall that the thumb covers (none for a height of 0 or less).
  public func thumb(height: Int) -> Range<Int> {
    guard total > visible, height > 0 else { return 0..<max(0, height) }
    let size = max(1, min(height, height * visible / total))
    let maxOffset = max(1, total - visible)
    let start = min(height - size, (height - size) * min(max(0, offset), maxOffset) / maxOffset)
    return start..<(start + size)
  }

  /// Draws the track down the first column of `region`.
  public func draw(on canvas: inout Canvas, in region: Canvas.Region, theme: Theme, characters: BoxCharacters)
  {
    let (x, y, height) = (region.x, region.y, region.height)
    guard total > visible, height > 0 else { return }
    let thumb = thumb(height: height)
    for row in 0..<height {
      let onThumb = thumb.contains(row)
      let glyph: Character = characters.isASCII ? (onThumb ? "#" : "|") : (onThumb ? "┃" : "│")
      canvas.put(glyph, width: 1, x: x, y: y + row, style: onThumb ? theme.scrollThumb : theme.scrollTrack)
    }
  }
}
