import GridLayout
import GridText

/// Draws a computed layout as boxed cells: each cell frame becomes a box with its title (bold) and
/// body inside; headers and footers become full-width bands (bold header, dim footer).
///
/// Only the elements visible through the viewport are visited (`LayoutResult.forEachElement(in:)`),
/// so drawing a screenful of a 1,000,000-item layout costs the same as of a 10-item one. Boxes cut by
/// the viewport's top or bottom edge are clipped cleanly.
///
/// With `collapseBorders`, each box is drawn one cell wider and taller than its frame so it shares
/// its right and bottom borders with its neighbours, meeting in proper junctions; lay out with zero
/// spacing (and one spare cell at the right and bottom) for a seamless table.
///
/// With `isRightToLeft` (a right-to-left interface) every line of text is aligned to the right of
/// its box, as `.natural` alignment aligns it there, and a row driver's mark sits at the top right
/// corner, the leading one. (In a left-to-right interface only a right-to-left paragraph's lines
/// are aligned right: `WrappedLine.isRightToLeft`.)
public struct BoxRenderer: Sendable {
  public var characters: BoxCharacters
  public var theme: Theme
  public var collapseBorders: Bool
  public var isRightToLeft: Bool

  public init(
    characters: BoxCharacters = .square, theme: Theme = .dark, collapseBorders: Bool = false,
    isRightToLeft: Bool = false
  ) {
    self.characters = characters
    self.theme = theme
    self.collapseBorders = collapseBorders
    self.isRightToLeft = isRightToLeft
  }

  /// Where a line starts in a box `width` columns wide: at the left, or at the right for a
  /// right-to-left line or interface.
  func offset(of line: WrappedLine, within width: Int) -> Int {
    isRightToLeft ? max(0, width - line.width) : line.offset(within: width)
  }

  /// Draws the elements of `result` that show through `viewport`.
  ///
  /// - Parameters:
  ///   - content: What goes inside an element; asked only for visible elements.
  ///   - decoration: What a cell shows beyond its text (a row driver, stretched space, a flow
  ///     line's gap, the selection); asked only for visible cells. None by default.
  public func draw(
    _ result: LayoutResult, in viewport: Viewport, on canvas: inout Canvas,
    content: (LayoutElement) -> ElementContent,
    decoration: (LayoutElement) -> CellDecoration = { _ in .none }
  ) {
    let region = viewport.region.intersection(canvas.bounds)
    guard region.width > 0, region.height > 0 else { return }
    let grow = collapseBorders ? 1.0 : 0
    // In collapsed mode a box reaches one cell beyond its frame, so look one cell further up/left.
    let visible = Rect(
      x: Double(viewport.scrollX) - grow, y: Double(viewport.scrollY) - grow,
      width: Double(region.width) + grow,
      height: Double(region.height) + grow)
    result.forEachElement(in: visible) { element in
      let frame = element.frame
      let box = Canvas.Region(
        x: region.x + Canvas.cells(frame.minX) - viewport.scrollX,
        y: region.y + Canvas.cells(frame.minY) - viewport.scrollY,
        width: Canvas.cells(frame.width) + Int(grow), height: Canvas.cells(frame.height) + Int(grow))
      switch element.kind {
      case .cell:
        let decoration = decoration(element)
        if let line = decoration.lineRows {
          drawGap(
            around: box, line: line, scrollY: viewport.scrollY, top: region.y, on: &canvas, clip: region)
        }
        drawCell(box, content(element), decoration: decoration, on: &canvas, clip: region)
      case .header, .footer:
        let band = Canvas.Region(
          x: box.x, y: box.y, width: Canvas.cells(frame.width), height: Canvas.cells(frame.height))
        drawBand(
          band, content(element), style: element.kind == .header ? theme.header : theme.footer,
          on: &canvas, clip: region)
      }
    }
  }

  /// Draws pinned headers and footers (`LayoutResult.pinnedElements(in:)`) over what `draw` drew:
  /// each band's rows are cleared, then its text written, as a collection view's pinned
  /// supplementary view covers the cells scrolling under it.
  public func drawPinned(
    _ elements: [LayoutElement], in viewport: Viewport, on canvas: inout Canvas,
    content: (LayoutElement) -> ElementContent
  ) {
    let region = viewport.region.intersection(canvas.bounds)
    guard region.width > 0, region.height > 0 else { return }
    for element in elements where element.kind != .cell {
      let frame = element.frame
      let band = Canvas.Region(
        x: region.x + Canvas.cells(frame.minX) - viewport.scrollX,
        y: region.y + Canvas.cells(frame.minY) - viewport.scrollY,
        width: Canvas.cells(frame.width), height: Canvas.cells(frame.height))
      canvas.fill(band.intersection(region))
      drawBand(
        band, content(element), style: element.kind == .header ? theme.header : theme.footer, on: &canvas,
        clip: region)
    }
  }

  private func drawCell(
    _ box: Canvas.Region, _ content: ElementContent, decoration: CellDecoration, on canvas: inout Canvas,
    clip: Canvas.Region
  ) {
    let border = decoration.isSelected ? theme.selection : decoration.isDriver ? theme.driver : theme.border
    canvas.drawBox(box, characters: characters, style: border, clip: clip)
    let inside = Canvas.Region(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
    if decoration.isDriver, box.width >= 4 {
      // A mark that shows without colour too: the row's height comes from this cell. At the
      // leading corner.
      let x = isRightToLeft ? box.maxX - 2 : box.x + 1
      canvas.put(characters.isASCII ? "*" : "◆", width: 1, x: x, y: box.y, style: border, clip: clip)
    }
    if let natural = decoration.naturalRows, natural < box.height {
      // The stretched rows: from below the cell's own height (less its bottom border) to the box's.
      let stretched = Canvas.Region(
        x: inside.x, y: box.y + natural - 1, width: inside.width, height: box.height - natural)
      canvas.fill(stretched.intersection(clip), with: characters.isASCII ? "." : "·", style: theme.stretch)
    }
    let visible = inside.intersection(clip)
    switch content {
    case .cell(let text):
      let titleCount = text.titleLines.count
      let lines = shownLines(titleCount + text.bodyLines.count, inside: inside, visible: visible)
      for i in lines.range {
        let (line, style) =
          i < titleCount ? (text.titleLines[i], theme.title) : (text.bodyLines[i - titleCount], theme.body)
        guard i != lines.last else {
          drawEndingLine(
            line, of: text.contentColumn, text.innerWidth, box: box, y: inside.y + i, style: style,
            on: &canvas,
            clip: visible)
          continue
        }
        canvas.write(
          line.text, x: box.x + text.contentColumn + offset(of: line, within: text.innerWidth),
          y: inside.y + i,
          style: style, clip: visible)
      }
    case .plainCell(let text):
      let lines = shownLines(text.lineCount, inside: inside, visible: visible)
      for i in lines.range {
        let (isTitle, range, kind) = text.lineBytes(i)
        let (y, style) = (inside.y + i, isTitle ? theme.title : theme.body)
        // The text's own bytes (or their visual order), read in place (no copy for each line).
        LineWrapping.withUTF8(ofString: text.drawnText(isTitle: isTitle)) { bytes in
          let line = UnsafeBufferPointer(rebasing: bytes[range])
          // Aligned right in a right-to-left interface, by the width of what is drawn.
          func x(width: @autoclosure () -> Int) -> Int {
            box.x + text.contentColumn + (isRightToLeft ? max(0, text.innerWidth - width()) : 0)
          }
          switch kind {
          case .ascii where i != lines.last:
            canvas.write(printable: line, x: x(width: line.count), y: y, style: style, clip: visible)
            return
          case .scalars where i != lines.last:
            let x = x(width: PlainCellText.columns(ofLine: line))
            canvas.write(standaloneScalars: line, x: x, y: y, style: style, clip: visible)
            return
          case .clusters where i != lines.last:
            let x = x(width: PlainCellText.columns(ofLine: line))
            canvas.write(clusters: line, x: x, y: y, style: style, clip: visible)
            return
          case .reordered(let isRightToLeftParagraph):
            // Already in visual order in the drawn text.
            drawVisualLine(
              line, width: PlainCellText.columns(ofLine: line), isRightToLeft: isRightToLeftParagraph,
              isLast: i == lines.last, of: text, box: box, y: y, style: style, on: &canvas, clip: visible)
            return
          case .rightToLeft:
            // Put in visual order here, its clusters from last to first, measured on the way.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: line.count) { visual in
              let width = PlainCellText.visualOrder(of: line, into: visual)
              drawVisualLine(
                UnsafeBufferPointer(visual), width: width, isRightToLeft: true, isLast: i == lines.last,
                of: text, box: box, y: y, style: style, on: &canvas, clip: visible)
            }
            return
          case .ascii, .scalars, .clusters:
            break
          }
          var lineText = String(decoding: line, as: UTF8.self)
          if i == lines.last {
            lineText = Ellipsis.ending(lineText, within: text.innerWidth, marker: characters.label("…"))
          }
          canvas.write(
            lineText, x: x(width: DisplayWidth.columns(of: lineText)), y: y, style: style, clip: visible)
        }
      }
    case .band, .empty:
      return
    }
  }

  /// Draws a line of a plain cell already in visual order, `width` columns wide, of a paragraph
  /// that is right to left or not: aligned right in a right-to-left interface or paragraph, or, as
  /// the last line shown of a cell shorter than its text, ending with "…" (`drawEndingLine`).
  private func drawVisualLine(
    _ drawn: UnsafeBufferPointer<UInt8>, width: Int, isRightToLeft isRightToLeftParagraph: Bool, isLast: Bool,
    of text: PlainCellText, box: Canvas.Region, y: Int, style: CellStyle, on canvas: inout Canvas,
    clip: Canvas.Region
  ) {
    guard isLast else {
      let aligned = isRightToLeft || isRightToLeftParagraph
      let x = box.x + text.contentColumn + (aligned ? max(0, text.innerWidth - width) : 0)
      canvas.write(clusters: drawn, x: x, y: y, style: style, clip: clip)
      return
    }
    let line = WrappedLine(
      text: String(decoding: drawn, as: UTF8.self), width: width, isRightToLeft: isRightToLeftParagraph)
    drawEndingLine(
      line, of: text.contentColumn, text.innerWidth, box: box, y: y, style: style, on: &canvas, clip: clip)
  }

  /// Draws the last line that shows of a cell shorter than its text, ending with "…" (cut at its
  /// logical end, which is on the left of a right-to-left line).
  private func drawEndingLine(
    _ line: WrappedLine, of contentColumn: Int, _ innerWidth: Int, box: Canvas.Region, y: Int,
    style: CellStyle,
    on canvas: inout Canvas, clip: Canvas.Region
  ) {
    var shown = line
    shown.text = Ellipsis.cut(line, within: innerWidth, marker: characters.label("…"))
    shown.width = DisplayWidth.columns(of: shown.text)
    canvas.write(
      shown.text, x: box.x + contentColumn + offset(of: shown, within: innerWidth), y: y, style: style,
      clip: clip)
  }

  /// Which of a cell's `count` lines to draw: only those inside the clip (`visible`), so a cell
  /// taller than the screen (or a `render` slice) costs what shows of it, not its whole text; and
  /// `last`, the line that ends with "…" because the box is shorter than its text (an explicit
  /// height), if there is one.
  private func shownLines(_ count: Int, inside: Canvas.Region, visible: Canvas.Region) -> (
    range: Range<Int>, last: Int?
  ) {
    let shown = min(count, max(0, inside.height))
    let first = max(0, visible.y - inside.y)
    let last = min(shown, visible.maxY - inside.y)
    return (first < last ? first..<last : 0..<0, count > inside.height ? shown - 1 : nil)
  }

  /// Shades the rows of a flow line above and below a cell's box, over the box's columns.
  private func drawGap(
    around box: Canvas.Region, line: Range<Int>, scrollY: Int, top: Int, on canvas: inout Canvas,
    clip: Canvas.Region
  ) {
    let lineTop = top + line.lowerBound - scrollY
    let lineBottom = top + line.upperBound - scrollY
    let fill: Character = characters.isASCII ? "." : "·"
    let above = Canvas.Region(x: box.x, y: lineTop, width: box.width, height: box.y - lineTop)
    let below = Canvas.Region(x: box.x, y: box.maxY, width: box.width, height: lineBottom - box.maxY)
    canvas.fill(above.intersection(clip), with: fill, style: theme.stretch)
    canvas.fill(below.intersection(clip), with: fill, style: theme.stretch)
  }

  private func drawBand(
    _ band: Canvas.Region, _ content: ElementContent, style: CellStyle, on canvas: inout Canvas,
    clip: Canvas.Region
  ) {
    guard case .band(let lines) = content, !lines.isEmpty else { return }
    let area = band.intersection(clip)
    let top = band.y + max(0, (band.height - lines.count) / 2)
    // Only the lines inside the clip: a band taller than a `render` slice or the screen costs what
    // shows of it, not all of its lines for every slice.
    let first = max(0, area.y - top)
    let last = min(lines.count, band.maxY - top, area.maxY - top)
    guard first < last else { return }
    for i in first..<last {
      let inner = band.width - 2 * BoxRenderer.bandMargin
      canvas.write(
        lines[i].text, x: band.x + BoxRenderer.bandMargin + offset(of: lines[i], within: inner), y: top + i,
        style: style, clip: area)
    }
  }

  /// The columns between a band's left edge and its text.
  public static let bandMargin = 1
}

extension Canvas {
  /// A layout coordinate as a whole cell index (frames are whole cells at scale 1); absurd values
  /// are clamped so a bad frame can never trap.
  @inline(__always)
  public static func cells(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(max(-1e9, min(1e9, value.rounded(.down))))
  }
}
