/// Receives what `LineBreaker` decides: counts lines, or builds them.
protocol LineSink {
  /// The text of one glyph (nothing at all when only counting).
  associatedtype Piece

  /// The piece drawn for a glyph too wide for a whole line (a wide glyph on a 1-column line).
  static var tooWidePiece: Piece { get }

  /// The piece drawn instead of `piece`, a glyph too wide for a whole line: `tooWidePiece`, or that
  /// and what the sink keeps of the glyph it replaces (where it came from, for bidi reordering).
  static func tooWide(replacing piece: Piece) -> Piece

  /// The piece drawn for the one space that a run of spaces inside a word (`fine !`, where UAX #14
  /// allows no break after the spaces) is drawn as, one column wide.
  static var spacePiece: Piece { get }

  /// Whether the sink has seen enough lines (the line limit is reached); the breaker's driver stops.
  var isFull: Bool { get }

  /// Adds a glyph to the word being gathered, not yet placed on a line.
  mutating func appendToWord(_ piece: Piece, width: Int)

  /// Moves the gathered word to the current line, after one space if `spaceBefore`.
  mutating func commitWord(spaceBefore: Bool)

  /// Adds a glyph straight to the current line (the pieces of a word longer than a line).
  mutating func appendToLine(_ piece: Piece, width: Int)

  /// Ends the current line, `width` columns wide.
  mutating func endLine(width: Int)

  /// `appendToWord(_:width: 1)` for each byte of `run`, in order: printable ASCII glyphs one column
  /// wide (no space), given at once; `offset` is where the run starts in the text.
  mutating func appendToWord(run: UnsafeBufferPointer<UInt8>, at offset: Int)

  /// `appendToLine(_:width: 1)` for each byte of `run`, in order, as `appendToWord(run:at:)`.
  mutating func appendToLine(run: UnsafeBufferPointer<UInt8>, at offset: Int)
}

extension LineSink {
  static func tooWide(replacing piece: Piece) -> Piece { tooWidePiece }
}

/// Greedy line breaking of a stream of glyphs, spaces and line breaks, in one pass.
///
/// The one implementation of the wrapping rules; the line counter and the line builder only differ
/// in their sink, and the feeders (`LineWrapping`) say where a line may break (`LineBreaks`). The
/// rules:
/// - a line may break only before a glyph the feeder marks as a break opportunity; explicit line
///   breaks always end a line;
/// - spaces collapse: one space between words on a line, none at the start or end of a line. A run
///   of spaces with no break opportunity after it (`fine !`, `( a`) stays inside its word as one
///   space, unless the word is split there;
/// - a word (the glyphs from one break opportunity to the next) goes on the current line if it fits
///   there, else on a new line;
/// - a word wider than a whole line starts a new line and is split between grapheme clusters, filling
///   each line; clusters are never split;
/// - a glyph wider than the whole line (a wide glyph when `width` is 1) is drawn as a 1-column
///   placeholder, `Sink.tooWidePiece`.
///
/// Every break opportunity depends on the text only, not on the width, and a word's width is the sum
/// of its glyphs' widths; so a narrower width never gives fewer lines.
struct LineBreaker<Sink: LineSink> {
  /// The line width in columns, at least 1.
  let width: Int
  var sink: Sink

  private var lineWidth = 0
  private var lineHasContent = false
  private var wordOpen = false
  private var wordWidth = 0
  private var wordSpaceBefore = false
  private var wordIsLong = false
  private var pendingSpace = false
  private var sawInput = false

  init(width: Int, sink: Sink) {
    precondition(width >= 1, "LineBreaker needs a width of at least one column")
    self.width = width
    self.sink = sink
  }

  /// Whether the sink wants no more input.
  var isDone: Bool { sink.isFull }

  /// A space (or tab); runs collapse. Whether the line may break after it is the next glyph's
  /// `breakBefore`.
  mutating func space() {
    sawInput = true
    pendingSpace = true
  }

  /// An explicit line break.
  mutating func lineBreak() {
    sawInput = true
    if wordOpen { closeWord() }
    endLine()
    pendingSpace = false
  }

  /// One grapheme cluster that is drawn, with its width in columns (0, 1 or 2), and whether a line
  /// may break before it (after any spaces before it).
  mutating func glyph(_ piece: Sink.Piece, width glyphWidth: Int, breakBefore: Bool) {
    sawInput = true
    var piece = piece
    var glyphWidth = glyphWidth
    if glyphWidth > width {
      piece = Sink.tooWide(replacing: piece)
      glyphWidth = 1
    }
    var innerSpace = false
    if !wordOpen || breakBefore {
      if wordOpen { closeWord() }
      wordOpen = true
      wordWidth = 0
      wordIsLong = false
      wordSpaceBefore = pendingSpace
    } else {
      innerSpace = pendingSpace
    }
    pendingSpace = false

    if wordIsLong {
      // The word is split over lines: a space inside it goes where the line goes on, not at its edge.
      placeOnLine(piece, width: glyphWidth, spaceBefore: innerSpace)
    } else if wordWidth + (innerSpace ? 1 : 0) + glyphWidth > width {
      // The word cannot fit on any line: start it on a line of its own and split it. What was
      // gathered is at most one line wide, and every glyph is at most one line wide.
      wordIsLong = true
      if lineHasContent { endLine() }
      sink.commitWord(spaceBefore: false)
      lineWidth = wordWidth
      lineHasContent = true
      placeOnLine(piece, width: glyphWidth, spaceBefore: innerSpace)
    } else {
      if innerSpace {
        sink.appendToWord(Sink.spacePiece, width: 1)
        wordWidth += 1
      }
      sink.appendToWord(piece, width: glyphWidth)
      wordWidth += glyphWidth
    }
  }

  /// `glyph(_:width: 1, breakBefore:)` for each byte of `run`, a run of printable ASCII glyphs one
  /// column wide (no space) that starts at `offset` in the text, with no break opportunity but
  /// perhaps before the first; `piece` makes the piece of the glyph at an offset. After the first,
  /// the glyphs that fit in the word, or on the line once the word is longer than a line, are handed
  /// to the sink at once.
  mutating func run(
    _ run: UnsafeBufferPointer<UInt8>, at offset: Int, breakBefore: Bool, piece: (Int) -> Sink.Piece
  ) {
    guard !run.isEmpty else { return }
    glyph(piece(offset), width: 1, breakBefore: breakBefore)
    // From here each glyph neither starts nor breaks the word and has no space before it, so only
    // the widths matter: what `glyph` does for each, a stretch at a time.
    var i = 1
    while i < run.count && !isDone {
      let room = wordIsLong ? width - lineWidth : width - wordWidth
      guard room > 0 else {
        // This glyph makes the word long, or ends the line: `glyph` decides.
        glyph(piece(offset + i), width: 1, breakBefore: false)
        i += 1
        continue
      }
      let count = min(room, run.count - i)
      let stretch = UnsafeBufferPointer(rebasing: run[i..<(i + count)])
      if wordIsLong {
        sink.appendToLine(run: stretch, at: offset + i)
        lineWidth += count
        lineHasContent = true
      } else {
        sink.appendToWord(run: stretch, at: offset + i)
        wordWidth += count
      }
      i += count
    }
  }

  /// Ends the input: places the last word and ends the last line. Text with no input at all has no
  /// lines; otherwise the last line is ended even if empty (text ending with a line break ends with
  /// an empty line).
  mutating func finish() {
    if wordOpen { closeWord() }
    if sawInput { endLine() }
    sawInput = false
  }

  /// Adds a glyph of a word split over lines to the current line, or to a new one if it does not
  /// fit; a space inside the word before it goes on the line only if the glyph does too.
  @inline(__always)
  private mutating func placeOnLine(_ piece: Sink.Piece, width glyphWidth: Int, spaceBefore: Bool) {
    if lineHasContent && lineWidth + (spaceBefore ? 1 : 0) + glyphWidth > width {
      endLine()
    } else if spaceBefore && lineHasContent {
      sink.appendToLine(Sink.spacePiece, width: 1)
      lineWidth += 1
    }
    sink.appendToLine(piece, width: glyphWidth)
    lineWidth += glyphWidth
    lineHasContent = true
  }

  @inline(__always)
  private mutating func closeWord() {
    wordOpen = false
    if wordIsLong { return }  // already on the line, piece by piece
    let space = lineHasContent && wordSpaceBefore
    let needed = (space ? 1 : 0) + wordWidth
    if lineHasContent && lineWidth + needed > width {
      endLine()
      sink.commitWord(spaceBefore: false)
      lineWidth = wordWidth
    } else {
      sink.commitWord(spaceBefore: space)
      lineWidth += needed
    }
    lineHasContent = true
  }

  @inline(__always)
  private mutating func endLine() {
    sink.endLine(width: lineWidth)
    lineWidth = 0
    lineHasContent = false
  }
}
