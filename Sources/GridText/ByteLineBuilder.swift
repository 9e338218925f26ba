/// `LineBuilder` for text that is printable ASCII with spaces and line breaks only: each glyph is a
/// byte, so no glyph becomes a String of its own, and a line is made from its bytes at once. It draws
/// exactly what `LineBuilder` draws (a test compares the two on random text); `LineWrapping.build`
/// takes it whenever the text allows.
struct ByteLineBuilder: LineLimiting {
  /// A glyph's byte; `ellipsis` stands for `…`, and the space between two words, or inside one, is
  /// 0x20 (no glyph is a space).
  typealias Piece = UInt8

  /// `…`: no printable byte is 0.
  static let ellipsis: UInt8 = 0

  /// Never used: every glyph of such text is one column wide.
  static var tooWidePiece: UInt8 { UInt8(ascii: "?") }

  static var spacePiece: UInt8 { 0x20 }

  let width: Int
  let limit: Int
  let isDoubled: Bool

  var lines: [WrappedLine] = []
  var isTruncated = false
  var line: [UInt8] = []
  private var word: [UInt8] = []
  var lastLine: [UInt8] = []

  init(width: Int, limit: Int, isDoubled: Bool) {
    self.width = width
    self.limit = limit
    self.isDoubled = isDoubled
  }

  mutating func appendToWord(_ piece: UInt8, width: Int) { word.append(piece) }

  mutating func commitWord(spaceBefore: Bool) {
    if spaceBefore { line.append(0x20) }
    line.append(contentsOf: word)
    word.removeAll(keepingCapacity: true)
  }

  mutating func appendToLine(_ piece: UInt8, width: Int) { line.append(piece) }

  mutating func appendToWord(run: UnsafeBufferPointer<UInt8>, at offset: Int) { word.append(contentsOf: run) }

  mutating func appendToLine(run: UnsafeBufferPointer<UInt8>, at offset: Int) { line.append(contentsOf: run) }

  /// Every glyph is 1 column wide.
  func endingWithEllipsis(_ pieces: [UInt8]) -> [UInt8] {
    var pieces = pieces
    while let last = pieces.last, pieces.count + 1 > width || last == 0x20 { pieces.removeLast() }
    pieces.append(Self.ellipsis)
    return pieces
  }

  func render(_ pieces: [UInt8]) -> WrappedLine {
    guard isDoubled || pieces.last == Self.ellipsis else {
      return WrappedLine(text: String(decoding: pieces, as: UTF8.self), width: pieces.count)
    }
    var text = ""
    for piece in pieces {
      switch piece {
      case Self.ellipsis: text += isDoubled ? LineBuilder.ellipsis + " " : LineBuilder.ellipsis
      case 0x20: text += isDoubled ? "  " : " "
      default:
        text.unicodeScalars.append(
          isDoubled ? Unicode.Scalar(UInt32(piece) - 0x21 + 0xFF01) ?? "?" : Unicode.Scalar(piece))
      }
    }
    return WrappedLine(text: text, width: isDoubled ? 2 * pieces.count : pieces.count)
  }
}
