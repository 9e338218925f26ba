/// A `LineSink` that builds the lines' text, as they are drawn, from the bytes of the text being
/// wrapped: a glyph's piece is where its cluster is in the text, and a line is made by copying those
/// bytes (no String for any glyph).
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
/// (`BidiText.visualLine(_:)`): a line's pieces are put in the order of their clusters there,
/// mirrored where it mirrors them, bidi controls left out. An ellipsis stays at the line's logical
/// end: on the left of a right-to-left line.
///
/// The builder reads `bytes` whenever a line ends: it must only be used while they are alive (inside
/// the `withUTF8` that gave them).
struct LineBuilder: LineLimiting {
  /// One glyph: the bytes of the text it stands for, its width in columns and how it is drawn.
  struct Piece {
    /// How a piece is drawn.
    enum Kind: UInt8 {
      /// Its cluster's bytes.
      case glyph
      /// Its cluster's scalars, each as its Bidi_Mirroring_Glyph where it has one (UAX #9 L4).
      case mirrored
      /// Its cluster's scalars, each as its placeholder where it has one (`SafeText`).
      case replaced
      /// A bidi control: applied, never drawn.
      case control
      /// The space between two words (or inside one).
      case space
      /// `tooWideText`, in place of a glyph too wide for the line.
      case tooWide
      /// `ellipsis`.
      case ellipsis
    }

    /// The UTF-8 offsets of its cluster in the text; for a space, where the glyph before it ends
    /// (`start`, what bidi reordering places it by); −1 for none (an ellipsis).
    var start: Int32
    var end: Int32
    var width: Int32 = 0
    var kind: Kind

    init(start: Int32, end: Int32, width: Int32 = 0, kind: Kind) {
      self.start = start
      self.end = end
      self.width = width
      self.kind = kind
    }

    /// The piece of a glyph's cluster (`LineWrapping.feedClusters`).
    init(_ cluster: ClusterScanner.Cluster) {
      let kind: Kind =
        switch cluster.kind {
        case .replaced: .replaced
        case .applied: .control
        default: .glyph
        }
      self.init(
        start: Int32(truncatingIfNeeded: cluster.start), end: Int32(truncatingIfNeeded: cluster.end),
        kind: kind)
    }

    var isSpace: Bool { kind == .space }
  }

  /// What a wide glyph is drawn as on a line only 1 column wide: `▯` (U+25AF), one column wide.
  static let tooWideText = "\u{25AF}"

  /// What ends a truncated line: `…` (U+2026), one column wide.
  static let ellipsis = "\u{2026}"

  static var tooWidePiece: Piece { Piece(start: -1, end: -1, width: 1, kind: .tooWide) }

  static func tooWide(replacing piece: Piece) -> Piece {
    Piece(start: piece.start, end: piece.end, width: 1, kind: .tooWide)
  }

  static var spacePiece: Piece { Piece(start: -1, end: -1, width: 1, kind: .space) }

  /// The text's UTF-8, which the pieces point into.
  let bytes: UnsafeBufferPointer<UInt8>
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

  init(
    bytes: UnsafeBufferPointer<UInt8>, width: Int, limit: Int = .max, isDoubled: Bool = false,
    bidi: BidiText? = nil
  ) {
    self.bytes = bytes
    self.width = width
    self.limit = limit
    self.isDoubled = isDoubled
    self.bidi = bidi
  }

  /// A space stands for the spaces after the glyph before it: it starts where that one ends.
  private static func space(after piece: Piece?) -> Piece {
    Piece(start: piece?.end ?? -1, end: -1, width: 1, kind: .space)
  }

  mutating func appendToWord(_ piece: Piece, width: Int) {
    var piece = piece.isSpace ? Self.space(after: word.last ?? line.last) : piece
    piece.width = Int32(width)
    word.append(piece)
  }

  mutating func commitWord(spaceBefore: Bool) {
    if spaceBefore { line.append(Self.space(after: line.last)) }
    line.append(contentsOf: word)
    word.removeAll(keepingCapacity: true)
  }

  mutating func appendToLine(_ piece: Piece, width: Int) {
    var piece = piece.isSpace ? Self.space(after: line.last) : piece
    piece.width = Int32(width)
    line.append(piece)
  }

  mutating func appendToWord(run: UnsafeBufferPointer<UInt8>, at offset: Int) {
    for i in offset..<offset + run.count { word.append(Self.printable(at: i)) }
  }

  mutating func appendToLine(run: UnsafeBufferPointer<UInt8>, at offset: Int) {
    for i in offset..<offset + run.count { line.append(Self.printable(at: i)) }
  }

  /// The piece of the printable ASCII glyph at `offset`.
  @inline(__always)
  private static func printable(at offset: Int) -> Piece {
    Piece(
      start: Int32(truncatingIfNeeded: offset), end: Int32(truncatingIfNeeded: offset + 1), width: 1,
      kind: .glyph)
  }

  func endingWithEllipsis(_ pieces: [Piece]) -> [Piece] {
    var pieces = pieces
    var used = pieces.reduce(0) { $0 + Int($1.width) }
    while let last = pieces.last, used + 1 > width || last.isSpace {
      used -= Int(last.width)
      pieces.removeLast()
    }
    pieces.append(Piece(start: -1, end: -1, width: 1, kind: .ellipsis))
    return pieces
  }

  func render(_ pieces: [Piece]) -> WrappedLine {
    guard let bidi else { return render(pieces, isRightToLeft: false) }
    let (visual, isRightToLeft) = visualOrder(pieces, bidi: bidi)
    return render(visual, isRightToLeft: isRightToLeft)
  }

  private func render(_ pieces: [Piece], isRightToLeft: Bool) -> WrappedLine {
    var text: [UInt8] = []
    text.reserveCapacity(pieces.count * (isDoubled ? 6 : 3))
    var columns = 0
    for piece in pieces {
      columns += Int(piece.width)
      let start = text.count
      append(piece, to: &text)
      if isDoubled { double(piece, drawnFrom: start, in: &text, isRightToLeft: isRightToLeft) }
    }
    return WrappedLine(
      text: String(decoding: text, as: UTF8.self), width: isDoubled ? 2 * columns : columns,
      isRightToLeft: isRightToLeft)
  }

  /// Appends what a piece draws.
  private func append(_ piece: Piece, to text: inout [UInt8]) {
    switch piece.kind {
    case .glyph:
      text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(piece.start)..<Int(piece.end)]))
    case .mirrored:
      forEachScalar(of: piece) { scalar in
        Self.append(ICU.isMirrored(scalar) ? ICU.mirroringGlyph(scalar) : scalar, to: &text)
      }
    case .replaced:
      forEachScalar(of: piece) { scalar in
        if let placeholder = SafeText.placeholder(for: scalar) {
          text.append(contentsOf: placeholder.utf8)
        } else {
          Self.append(scalar, to: &text)
        }
      }
    case .control:
      break
    case .space:
      text.append(0x20)
    case .tooWide:
      text.append(contentsOf: Self.tooWideText.utf8)
    case .ellipsis:
      text.append(contentsOf: Self.ellipsis.utf8)
    }
  }

  /// A piece drawn two cells per column: `text` from `start` is what it draws. A space becomes two;
  /// a printable ASCII glyph its fullwidth form; any other glyph is followed by as many spaces as it
  /// is wide, or preceded by them on a right-to-left line, so that it keeps to the side its line is
  /// read from.
  private func double(_ piece: Piece, drawnFrom start: Int, in text: inout [UInt8], isRightToLeft: Bool) {
    if piece.isSpace {
      text.append(0x20)
    } else if text.count == start + 1, (0x21...0x7E).contains(text[start]),
      let fullwidth = Unicode.Scalar(UInt32(text[start]) - 0x21 + 0xFF01)
    {
      text.removeLast()
      Self.append(fullwidth, to: &text)
    } else if isRightToLeft {
      text.insert(contentsOf: repeatElement(0x20, count: Int(piece.width)), at: start)
    } else {
      text.append(contentsOf: repeatElement(0x20, count: Int(piece.width)))
    }
  }

  /// Calls `body` with each scalar of a piece's cluster.
  @inline(__always)
  private func forEachScalar(of piece: Piece, _ body: (Unicode.Scalar) -> Void) {
    var i = Int(piece.start)
    while i < Int(piece.end) {
      let (scalar, length) = LineWrapping.decodeUTF8(bytes, at: i) ?? ("\u{FFFD}", 1)
      body(scalar)
      i += length
    }
  }

  @inline(__always)
  private static func append(_ scalar: Unicode.Scalar, to text: inout [UInt8]) {
    UTF8.encode(scalar) { text.append($0) }
  }

  /// A line's pieces, in logical order, put in visual order: ordered by the levels UAX #9 gives
  /// their clusters (`BidiText.levels(ofClusters:)`, the levels `visualLine` orders by; a space
  /// stands where the first space it stands for is), mirrored where L4 mirrors and the piece is the
  /// cluster as written (not a placeholder); bidi controls take part in the ordering and are then
  /// left out, and an ellipsis goes at the line's logical end. Also whether the line's paragraph is
  /// right to left.
  func visualOrder(_ pieces: [Piece], bidi: BidiText) -> (pieces: [Piece], isRightToLeft: Bool) {
    guard pieces.contains(where: { $0.start >= 0 && !$0.isSpace }) else {
      // An empty line (an empty paragraph, or a line of bidi controls): nothing to order or align.
      return (pieces.filter { $0.start < 0 || $0.width > 0 }, false)
    }
    var sourced: [Piece] = []
    var ellipses: [Piece] = []
    sourced.reserveCapacity(pieces.count)
    for piece in pieces {
      if piece.start >= 0 { sourced.append(piece) } else { ellipses.append(piece) }
    }
    let clusters = sourced.map { piece in
      Int(piece.start)..<(piece.isSpace ? Int(piece.start) + 1 : max(Int(piece.end), Int(piece.start) + 1))
    }
    guard let levels = bidi.levels(ofClusters: clusters) else {
      return (sourced.filter { $0.kind != .control } + ellipses, false)
    }
    var visual: [Piece] = []
    visual.reserveCapacity(sourced.count)
    for index in BidiParagraph.visualOrder(levels.clusters) {
      var piece = sourced[index]
      if piece.kind == .control { continue }
      // L4, for a piece that is its cluster as written.
      if levels.clusters[index] & 1 == 1, piece.kind == .glyph, hasMirroredScalar(piece) {
        piece.kind = .mirrored
      }
      visual.append(piece)
    }
    let isRightToLeft = levels.direction == .rightToLeft
    return (isRightToLeft ? ellipses + visual : visual + ellipses, isRightToLeft)
  }

  /// Whether some scalar of a piece's cluster has the Bidi_Mirrored property.
  private func hasMirroredScalar(_ piece: Piece) -> Bool {
    var mirrored = false
    forEachScalar(of: piece) { scalar in
      if !mirrored && BidiText.mayBeMirrored(scalar.value) && ICU.isMirrored(scalar) { mirrored = true }
    }
    return mirrored
  }
}
