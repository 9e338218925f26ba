/// A `LineSink` that builds the lines' text, as they are drawn.
///
/// With `isDoubled` every glyph is drawn two cells per column it takes (see `LineMeasure`): printable
/// ASCII becomes its fullwidth form (`A` → `Ａ`), a space becomes two spaces, and any other glyph is
/// followed by as many spaces as it is wide (`é` → `é `, `中` → `中  `). Widths are then in cells.
///
/// With a line limit, text that needs more lines is cut after the last allowed line, which ends with
/// `…`: glyphs are taken off its end until the ellipsis fits in the width, like `UILabel`'s
/// tail truncation.
struct LineBuilder: LineLimiting {
  /// One glyph's text, its width in columns and whether it is the space between two words.
  struct Piece {
    var text: String
    var width: Int
    var isSpace = false
  }

  /// What a wide glyph is drawn as on a line only 1 column wide: `▯` (U+25AF), one column wide.
  static let tooWideText = "\u{25AF}"

  /// What ends a truncated line: `…` (U+2026), one column wide.
  static let ellipsis = "\u{2026}"

  static var tooWidePiece: Piece { Piece(text: tooWideText, width: 1) }

  static var spacePiece: Piece { Piece(text: " ", width: 1, isSpace: true) }

  /// The line width in columns.
  let width: Int
  let limit: Int
  let isDoubled: Bool

  var lines: [WrappedLine] = []
  var isTruncated = false
  var line: [Piece] = []
  private var word: [Piece] = []
  var lastLine: [Piece] = []

  init(width: Int, limit: Int = .max, isDoubled: Bool = false) {
    self.width = width
    self.limit = limit
    self.isDoubled = isDoubled
  }

  mutating func appendToWord(_ piece: Piece, width: Int) {
    var piece = piece
    piece.width = width
    word.append(piece)
  }

  mutating func commitWord(spaceBefore: Bool) {
    if spaceBefore { line.append(Piece(text: " ", width: 1, isSpace: true)) }
    line.append(contentsOf: word)
    word.removeAll(keepingCapacity: true)
  }

  mutating func appendToLine(_ piece: Piece, width: Int) {
    var piece = piece
    piece.width = width
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
    var text = ""
    var columns = 0
    for piece in pieces {
      columns += piece.width
      if isDoubled {
        appendDoubled(piece, to: &text)
      } else {
        text += piece.text
      }
    }
    return WrappedLine(text: text, width: isDoubled ? 2 * columns : columns)
  }

  private func appendDoubled(_ piece: Piece, to text: inout String) {
    let scalars = piece.text.unicodeScalars
    if piece.isSpace {
      text += "  "
    } else if scalars.count == 1, let scalar = scalars.first, (0x21...0x7E).contains(scalar.value),
      let fullwidth = Unicode.Scalar(scalar.value - 0x21 + 0xFF01)
    {
      text.unicodeScalars.append(fullwidth)
    } else {
      text += piece.text
      text.append(contentsOf: repeatElement(" ", count: piece.width))
    }
  }
}
