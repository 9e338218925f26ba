/// A `LineSink` that builds the lines' text, as they are drawn.
///
/// With `isDoubled` every glyph is drawn two cells per column it takes (see `LineMeasure`): printable
/// ASCII becomes its fullwidth form (`A` → `Ａ`), a space becomes two spaces, and any other glyph is
/// followed by as many spaces as it is wide (`é` → `é `, `中` → `中  `; on a right-to-left line the
/// spaces come first). Widths are then in cells.
///
/// With a line limit, text that needs more lines is cut after the last allowed line, which ends with
/// `…`: glyphs are taken off its end until the ellipsis fits in the width, like `UILabel`'s
/// tail truncation.
///
/// With `bidi`, lines are broken on the logical text and each is drawn in visual order
/// (`BidiText.visualLine(_:)`): every piece then says which bytes of the text it stands for, and a
/// line's pieces are put in the order of their clusters there, mirrored where it mirrors them, bidi
/// controls left out. An ellipsis stays at the line's logical end: on the left of a right-to-left
/// line.
struct LineBuilder: LineLimiting {
  /// One glyph's text, its width in columns and whether it is the space between two words; with
  /// bidi, the bytes of the text it stands for (`source`; −1 for none: an ellipsis).
  struct Piece {
    var text: String
    var width: Int
    var isSpace = false
    var source: Int32 = -1
    var sourceEnd: Int32 = -1
  }

  /// What a wide glyph is drawn as on a line only 1 column wide: `▯` (U+25AF), one column wide.
  static let tooWideText = "\u{25AF}"

  /// What ends a truncated line: `…` (U+2026), one column wide.
  static let ellipsis = "\u{2026}"

  static var tooWidePiece: Piece { Piece(text: tooWideText, width: 1) }

  static func tooWide(replacing piece: Piece) -> Piece {
    Piece(text: tooWideText, width: 1, source: piece.source, sourceEnd: piece.sourceEnd)
  }

  static var spacePiece: Piece { Piece(text: " ", width: 1, isSpace: true) }

  /// The line width in columns.
  let width: Int
  let limit: Int
  let isDoubled: Bool
  /// The text's bidi analysis, when its lines are reordered.
  let bidi: BidiText?

  var lines: [WrappedLine] = []
  var isTruncated = false
  var line: [Piece] = []
  private var word: [Piece] = []
  var lastLine: [Piece] = []

  init(width: Int, limit: Int = .max, isDoubled: Bool = false, bidi: BidiText? = nil) {
    self.width = width
    self.limit = limit
    self.isDoubled = isDoubled
    self.bidi = bidi
  }

  mutating func appendToWord(_ piece: Piece, width: Int) {
    var piece = piece
    piece.width = width
    if piece.isSpace { piece.source = (word.last ?? line.last)?.sourceEnd ?? -1 }
    word.append(piece)
  }

  mutating func commitWord(spaceBefore: Bool) {
    if spaceBefore {
      // The space stands for the spaces after the glyph before it: they start where it ends.
      line.append(Piece(text: " ", width: 1, isSpace: true, source: line.last?.sourceEnd ?? -1))
    }
    line.append(contentsOf: word)
    word.removeAll(keepingCapacity: true)
  }

  mutating func appendToLine(_ piece: Piece, width: Int) {
    var piece = piece
    piece.width = width
    if piece.isSpace { piece.source = line.last?.sourceEnd ?? -1 }
    line.append(piece)
  }

  mutating func appendToWord(run: UnsafeBufferPointer<UInt8>) {
    for byte in run { appendToWord(Piece(text: String(Unicode.Scalar(byte)), width: 1), width: 1) }
  }

  mutating func appendToLine(run: UnsafeBufferPointer<UInt8>) {
    for byte in run { appendToLine(Piece(text: String(Unicode.Scalar(byte)), width: 1), width: 1) }
  }

  func endingWithEllipsis(_ pieces: [Piece]) -> [Piece] {
    var pieces = pieces
    var used = pieces.reduce(0) { $0 + $1.width }
    while let last = pieces.last, used + 1 > width || last.isSpace {
      used -= last.width
      pieces.removeLast()
    }
    pieces.append(Piece(text: Self.ellipsis, width: 1))
    return pieces
  }

  func render(_ pieces: [Piece]) -> WrappedLine {
    guard let bidi else { return render(pieces, isRightToLeft: false) }
    let (visual, isRightToLeft) = Self.visualOrder(pieces, bidi: bidi)
    return render(visual, isRightToLeft: isRightToLeft)
  }

  private func render(_ pieces: [Piece], isRightToLeft: Bool) -> WrappedLine {
    var text = ""
    var columns = 0
    for piece in pieces {
      columns += piece.width
      if isDoubled {
        appendDoubled(piece, to: &text, isRightToLeft: isRightToLeft)
      } else {
        text += piece.text
      }
    }
    return WrappedLine(text: text, width: isDoubled ? 2 * columns : columns, isRightToLeft: isRightToLeft)
  }

  /// A line's pieces, in logical order, put in visual order: ordered by the levels UAX #9 gives
  /// their clusters (`BidiText.levels(ofClusters:)`, the levels `visualLine` orders by; a space
  /// stands where the first space it stands for is), with mirrored glyphs where L4 mirrors and the
  /// piece is the cluster as written (not a placeholder); bidi controls take part in the ordering
  /// and are then left out, and an ellipsis goes at the line's logical end. Also whether the line's
  /// paragraph is right to left.
  static func visualOrder(_ pieces: [Piece], bidi: BidiText) -> (pieces: [Piece], isRightToLeft: Bool) {
    guard pieces.contains(where: { $0.source >= 0 && !$0.isSpace }) else {
      // An empty line (an empty paragraph, or a line of bidi controls): nothing to order or align.
      return (pieces.filter { $0.source < 0 || $0.width > 0 }, false)
    }
    var sourced: [Piece] = []
    var ellipses: [Piece] = []
    sourced.reserveCapacity(pieces.count)
    for piece in pieces {
      if piece.source >= 0 { sourced.append(piece) } else { ellipses.append(piece) }
    }
    /// A bidi control's piece: applied, never drawn.
    func isControl(_ piece: Piece) -> Bool { !piece.isSpace && piece.text.isEmpty }
    let clusters = sourced.map { piece in
      Int(
        piece.source)..<(piece.isSpace
        ? Int(piece.source) + 1 : max(Int(piece.sourceEnd), Int(piece.source) + 1))
    }
    guard let levels = bidi.levels(ofClusters: clusters) else {
      return (sourced.filter { !isControl($0) } + ellipses, false)
    }
    let utf8 = bidi.text.utf8
    var visual: [Piece] = []
    visual.reserveCapacity(sourced.count)
    for index in BidiParagraph.visualOrder(levels.clusters) {
      var piece = sourced[index]
      if isControl(piece) { continue }
      // L4, for a piece that is its cluster as written.
      if levels.clusters[index] & 1 == 1, !piece.isSpace,
        piece.text.unicodeScalars.contains(where: { ICU.isMirrored($0) })
      {
        let start = utf8.index(utf8.startIndex, offsetBy: clusters[index].lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: clusters[index].upperBound)
        if piece.text == bidi.text[start..<end] {
          var mirrored = String.UnicodeScalarView()
          for scalar in piece.text.unicodeScalars {
            mirrored.append(ICU.isMirrored(scalar) ? ICU.mirroringGlyph(scalar) : scalar)
          }
          piece.text = String(mirrored)
        }
      }
      visual.append(piece)
    }
    let isRightToLeft = levels.direction == .rightToLeft
    return (isRightToLeft ? ellipses + visual : visual + ellipses, isRightToLeft)
  }

  /// A glyph that has no fullwidth form is followed by its spaces, or preceded by them on a
  /// right-to-left line, so that it keeps to the side its line is read from.
  private func appendDoubled(_ piece: Piece, to text: inout String, isRightToLeft: Bool) {
    let scalars = piece.text.unicodeScalars
    if piece.isSpace {
      text += "  "
    } else if scalars.count == 1, let scalar = scalars.first, (0x21...0x7E).contains(scalar.value),
      let fullwidth = Unicode.Scalar(scalar.value - 0x21 + 0xFF01)
    {
      text.unicodeScalars.append(fullwidth)
    } else if isRightToLeft {
      text.append(contentsOf: repeatElement(" ", count: piece.width))
      text += piece.text
    } else {
      text += piece.text
      text.append(contentsOf: repeatElement(" ", count: piece.width))
    }
  }
}
