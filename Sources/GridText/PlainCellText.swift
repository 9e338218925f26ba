/// A cell's text whose every line is a run of its own bytes: what `CellTextLayout` would draw, kept
/// as byte ranges of the title and the body instead of a String per line, so a renderer can draw
/// straight from the text (and copy printable ASCII byte by byte into its cells).
///
/// That is the case for most text: anything safe to show with single spaces between words (line
/// breaks anywhere), at a size that is not doubled, and not cut by `maxBodyLines`. For anything else
/// (controls and other text sanitising replaces, tabs or runs of spaces inside a line, a wide glyph
/// on a line one column wide, doubled sizes, an ellipsis) there is no plain text and the renderer
/// uses `CellTextLayout`. Wrapping goes through the same `LineBreaker`, fed the same way, as
/// `CellTextLayout`; a test checks that every line is its line there.
public struct PlainCellText: Sendable {
  /// The title as given, or empty.
  public let title: String
  /// The body as given.
  public let body: String
  /// Each title line's bytes in `title`.
  public let titleLines: [Range<Int>]
  /// Each body line's bytes in `body`.
  public let bodyLines: [Range<Int>]
  /// Whether the title, and the body, are all printable ASCII (a cell a byte).
  public let isASCII: (title: Bool, body: Bool)
  /// Where text starts, counted from the cell's left edge (`CellTextLayout.contentColumn`).
  public let contentColumn: Int
  /// The cells between the paddings (`CellTextLayout.innerWidth`).
  public let innerWidth: Int

  /// The plain text of a cell laid out as `CellTextLayout(title:body:width:category:padding:maxBodyLines:)`
  /// lays it out, or `nil` when some line is not a run of its text's bytes.
  public init?(
    title: String?, body: String, width: Int, category: ContentSizeCategory, padding: Int = 1,
    maxBodyLines: Int? = nil
  ) {
    let box = CellTextLayout.box(width: width, padding: padding)
    let measures = CellTextLayout.measures(width: width, padding: padding, category: category)
    // A doubled line is not its text's bytes (fullwidth forms); a nil title has no lines, like "".
    guard !measures.title.isDoubled || (title ?? "").isEmpty, !measures.body.isDoubled || body.isEmpty,
      let titleLines = Self.lines(of: title ?? "", width: measures.title.slots, limit: .max),
      let bodyLines = Self.lines(of: body, width: measures.body.slots, limit: LineWrapping.limit(maxBodyLines))
    else { return nil }
    self.title = title ?? ""
    self.body = body
    self.titleLines = titleLines.ranges
    self.bodyLines = bodyLines.ranges
    self.isASCII = (titleLines.isASCII, bodyLines.isASCII)
    self.contentColumn = CellTextLayout.border + box.padding
    self.innerWidth = box.innerWidth
  }

  /// Line `i` of the title then the body, as its text, the range of its bytes there, and whether
  /// that text is all printable ASCII.
  public func line(_ i: Int) -> (isTitle: Bool, text: String, bytes: Range<Int>, isASCII: Bool) {
    i < titleLines.count
      ? (true, title, titleLines[i], isASCII.title)
      : (false, body, bodyLines[i - titleLines.count], isASCII.body)
  }

  /// The number of lines, title and body.
  public var lineCount: Int { titleLines.count + bodyLines.count }

  /// The lines of `text` as byte ranges, or `nil` if they are not all runs of its bytes or are cut.
  static func lines(of text: String, width: Int, limit: Int) -> (ranges: [Range<Int>], isASCII: Bool)? {
    guard width > 0 else { return ([], true) }
    var text = text
    let isASCII = text.withUTF8 { bytes -> Bool? in
      // A plain line separates words with a space byte; no tab, no control.
      var isASCII = true
      for byte in bytes {
        if byte >= 0x80 { isASCII = false } else if byte < 0x20 && byte != 0x0A && byte != 0x0D || byte == 0x7F { return nil }
      }
      return isASCII
    }
    guard let isASCII else { return nil }
    let source = text
    if isASCII {
      let ranges = text.withUTF8 { bytes -> [Range<Int>]? in
        var breaker = LineBreaker(width: width, sink: RangeLineSink(bytes: bytes, limit: limit))
        _ = LineWrapping.feedASCII(bytes, to: &breaker) { _ in 1 }
        return breaker.sink.isPlain ? breaker.sink.lines : nil
      }
      return ranges.map { ($0, true) }
    }
    // Beyond ASCII: nothing that sanitising replaces, and no other line break than LF and CR.
    guard
      source.unicodeScalars.allSatisfy({
        $0 == "\n" || $0 == "\r" || (SafeText.placeholder(for: $0) == nil && $0 != "\u{2028}" && $0 != "\u{2029}")
      })
    else { return nil }
    let ranges = text.withUTF8 { bytes -> [Range<Int>]? in
      var breaker = LineBreaker(width: width, sink: RangeLineSink(bytes: bytes, limit: limit))
      if !LineWrapping.feedStandaloneScalars(source.unicodeScalars, to: &breaker, piece: { $0.utf8.count }) {
        // A cluster that starts with a space or line break byte (a space and a combining mark) is a
        // glyph the sink would take for a separator.
        var separated = true
        LineWrapping.feedCharacters(source, to: &breaker) { character, _ in
          if let first = character.utf8.first, first == 0x20 || first == 0x0A || first == 0x0D { separated = false }
          return character.utf8.count
        }
        guard separated else { return nil }
      }
      return breaker.sink.isPlain ? breaker.sink.lines : nil
    }
    return ranges.map { ($0, false) }
  }
}

/// A `LineSink` that keeps each line as the range of the text's bytes it shows, for as long as that
/// is possible. A glyph's piece is its length in bytes: glyphs reach the sink in the text's order,
/// and between them are only space and line break bytes, so the sink finds each glyph's bytes by
/// skipping those. A line stays plain while each word follows the last one straight on, or after
/// exactly one space byte when the line puts a space between them.
struct RangeLineSink: LineSink {
  /// A glyph's length in UTF-8 bytes.
  typealias Piece = Int

  /// A wide glyph on a line one column wide is drawn as a placeholder: not the text's bytes.
  static var tooWidePiece: Int { -1 }

  let bytes: UnsafeBufferPointer<UInt8>
  let limit: Int
  private(set) var lines: [Range<Int>] = []
  /// False once some line is not a run of bytes, or the text needs more lines than the limit.
  private(set) var isPlain = true
  /// Where to look for the next glyph.
  private var next = 0
  private var line: Range<Int>?
  private var word: Range<Int>?

  init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
    self.bytes = bytes
    self.limit = limit
  }

  var isFull: Bool { !isPlain }

  /// The bytes of the glyph being passed: the next `length` bytes after any spaces and line breaks.
  private mutating func glyph(_ length: Int) -> Range<Int> {
    while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A || bytes[next] == 0x0D { next += 1 }
    if length < 1 { isPlain = false }
    let start = next
    next += max(1, length)
    return start..<next
  }

  mutating func appendToWord(_ piece: Int, width: Int) {
    let glyph = glyph(piece)
    guard let word else {
      self.word = glyph
      return
    }
    if glyph.lowerBound != word.upperBound { isPlain = false }
    self.word = word.lowerBound..<glyph.upperBound
  }

  mutating func commitWord(spaceBefore: Bool) {
    guard let word else { return }
    self.word = nil
    guard let line else {
      line = word
      return
    }
    let gap = spaceBefore ? 1 : 0
    if word.lowerBound != line.upperBound + gap || (spaceBefore && bytes[line.upperBound] != 0x20) {
      isPlain = false
    }
    self.line = line.lowerBound..<word.upperBound
  }

  mutating func appendToLine(_ piece: Int, width: Int) {
    let glyph = glyph(piece)
    guard let line else {
      self.line = glyph
      return
    }
    if glyph.lowerBound != line.upperBound { isPlain = false }
    self.line = line.lowerBound..<glyph.upperBound
  }

  mutating func endLine(width: Int) {
    guard isPlain else { return }
    if lines.count == limit {
      isPlain = false  // the last line kept would end with an ellipsis
      return
    }
    lines.append(line ?? next..<next)
    line = nil
  }
}
