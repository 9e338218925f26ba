/// A `LineSink` that builds lines and keeps them up to a limit, the rule both line builders follow
/// (`LineBuilder`, and `ByteLineBuilder` for text of bytes): each line ended is drawn and kept; when
/// the text needs a line past the limit, the last kept line is drawn again ending with an ellipsis,
/// and nothing more is kept.
protocol LineLimiting: LineSink {
  /// The most lines kept.
  var limit: Int { get }
  /// The lines kept, drawn.
  var lines: [WrappedLine] { get set }
  /// Whether the text needed more lines than the limit.
  var isTruncated: Bool { get set }
  /// The pieces of the line being made.
  var line: [Piece] { get set }
  /// The pieces of the last line kept, for the ellipsis.
  var lastLine: [Piece] { get set }

  /// The line of `pieces`, drawn (mutating: a builder may keep its work space between lines).
  mutating func render(_ pieces: [Piece]) -> WrappedLine
  /// `pieces` with glyphs taken off their end until an ellipsis fits in the width, and the ellipsis.
  func endingWithEllipsis(_ pieces: [Piece]) -> [Piece]
}

extension LineLimiting {
  var isFull: Bool { isTruncated }

  mutating func endLine(width: Int) {
    guard !isTruncated else { return }
    if lines.count == limit {
      isTruncated = true
      if !lines.isEmpty { lines[lines.count - 1] = render(endingWithEllipsis(lastLine)) }
    } else {
      lines.append(render(line))
      // The line's pieces are kept for an ellipsis; the last line's storage takes the next one.
      (line, lastLine) = (lastLine, line)
    }
    line.removeAll(keepingCapacity: true)
  }
}
