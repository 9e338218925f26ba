/// Wrapping text to a width in columns.
///
/// Text is sanitized as it is wrapped (`SafeText`): controls become visible placeholders, tabs are
/// spaces and CR, LF, CRLF, U+2028 and U+2029 are line breaks. Bidi controls take no room and are
/// never drawn: lines are broken on the logical text and each is then drawn in visual order by the
/// Unicode Bidirectional Algorithm (`BidiText`; a right-to-left paragraph's lines say so, to be
/// aligned right). Then:
/// - a line may break only at a break opportunity of Unicode's line breaking algorithm, UAX #14, as
///   UIKit's labels have them (`LineBreaks`): after spaces, after a hyphen or slash inside a word,
///   between ideographs, at the word boundaries ICU's dictionaries find in Thai, Lao, Khmer and
///   Myanmar; never before `、。」ー!` and the like nor after `「(`; Korean only where a space or
///   punctuation allows;
/// - a run of spaces (or tabs) collapses to one space between words and to nothing at the start or
///   end of a line, so no line has leading or trailing spaces;
/// - every line break in the text starts a new line (an empty line for an empty paragraph, so text
///   ending with a line break ends with an empty line); empty text has no lines at all;
/// - a word longer than the line starts a new line and is split between grapheme clusters; a
///   cluster is never split and a wide glyph never straddles the edge;
/// - a wide glyph on a line 1 column wide cannot fit: it is drawn as `▯` (U+25AF), 1 column wide;
/// - a width of 0 or less holds nothing: no lines.
///
/// ```swift
/// LineWrapping.wrap("The quick brown fox", width: 10).map(\.text)  // ["The quick", "brown fox"]
/// LineWrapping.wrap("The quick brown fox", width: 10, maxLines: 1)  // [The quick… (10)]
/// ```
public enum LineWrapping {
  /// The lines of `text` wrapped to `width` columns.
  ///
  /// - Parameters:
  ///   - text: Any text; it is sanitized as it is wrapped.
  ///   - width: The line width in columns. 0 or less gives no lines.
  ///   - maxLines: The most lines to return, like `UILabel.numberOfLines`: if the text needs more,
  ///     the last line kept ends with `…` (glyphs are dropped to make room for it). `nil`, 0 or a
  ///     negative number means no limit.
  /// - Returns: The lines, each with its width in columns (never more than `width`).
  public static func wrap(_ text: some StringProtocol, width: Int, maxLines: Int? = nil) -> [WrappedLine] {
    build(text, width: width, maxLines: maxLines, isDoubled: false).lines
  }

  /// The lines of `text` for a style at a text size: wrapped to the measure's glyph slots and, when
  /// the measure is doubled, drawn two cells per column — exactly what a renderer writes.
  public static func wrap(_ text: some StringProtocol, measure: LineMeasure, maxLines: Int? = nil)
    -> [WrappedLine]
  {
    build(text, width: measure.slots, maxLines: maxLines, isDoubled: measure.isDoubled).lines
  }

  /// The number of lines `wrap(_:width:maxLines:)` returns, without building them.
  ///
  /// Text that is all ASCII is wrapped on its UTF-8 bytes without allocating (a text that is one
  /// line as it stands is not wrapped at all); any other text cluster by cluster as `ClusterScanner`
  /// finds them, scalar by scalar except around the few scalars the standard library must segment.
  public static func lineCount(of text: some StringProtocol, width: Int, maxLines: Int? = nil) -> Int {
    guard width > 0 else { return 0 }
    let limit = limit(maxLines)
    return withUTF8(of: text) { bytes in
      if isOneLine(bytes, width: width) { return 1 }
      var breaker = LineBreaker(width: width, sink: LineCounter(limit: limit))
      if isASCII(bytes) {
        if let count = proseLineCount(bytes, width: width, limit: limit) { return count }
        feedASCII(bytes, to: &breaker) { _ in LineCounter.Piece() }
      } else {
        var breaks = BreakCursor(bytes)
        feedClusters(bytes, to: &breaker, breaks: &breaks) { _ in LineCounter.Piece() }
      }
      return min(breaker.sink.count, limit)  // one glyph can end two lines, passing the limit
    }
  }

  /// The number of lines prose wraps to (ASCII words of letters and digits, perhaps ending with
  /// sentence punctuation, between spaces, tabs and line breaks: `LineBreaks.proseWordEnd(_:from:)`),
  /// at most `limit`, counted straight from its words' lengths; nil, having counted nothing, for
  /// text with any other word.
  ///
  /// Prose breaks only after its separators, so this is what `LineBreaker` does with it, word by
  /// word: a word goes on the line if it fits there with one space before it (when the line has
  /// something and spaces came before the word), else on a new line; a word longer than a line
  /// starts a line of its own and fills lines, its last part left on the last; a line break ends the
  /// line; text with any input ends with a line. Tests hold it to `LineBreaker`.
  @inline(__always)
  static func proseLineCount(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, limit: Int) -> Int? {
    var lines = 0
    var lineWidth = 0
    var lineHasContent = false
    var pendingSpace = false
    var sawInput = false
    var i = 0
    let count = bytes.count
    while i < count {
      switch bytes[i] {
      case 0x20, 0x09:
        pendingSpace = true
        sawInput = true
        i += 1
      case 0x0A, 0x0D:
        i += bytes[i] == 0x0D && i + 1 < count && bytes[i + 1] == 0x0A ? 2 : 1
        lines += 1
        (lineWidth, lineHasContent, pendingSpace, sawInput) = (0, false, false, true)
        if lines >= limit { return limit }
      default:
        let end = LineBreaks.proseWordEnd(bytes, from: i)
        guard end > i else { return nil }
        let length = end - i
        if length > width {
          if lineHasContent { lines += 1 }
          let split = (length - 1) / width
          lines += split
          lineWidth = length - split * width
        } else {
          let space = lineHasContent && pendingSpace ? 1 : 0
          if lineHasContent && lineWidth + space + length > width {
            lines += 1
            lineWidth = length
          } else {
            lineWidth += space + length
          }
        }
        (lineHasContent, pendingSpace, sawInput) = (true, false, true)
        if lines >= limit { return limit }
        i = end
      }
    }
    return min(sawInput ? lines + 1 : lines, limit)
  }

  /// `wrap(_:width:maxLines:)`, drawn doubled when `isDoubled`, as the finished builder (its lines
  /// and whether they were cut). See `LineBuilder`.
  ///
  /// Text of printable ASCII, spaces and line breaks only is built byte by byte (`ByteLineBuilder`);
  /// anything else cluster by cluster (`feedClusters`), each line made from the text's bytes.
  static func build(
    _ text: some StringProtocol, width: Int, maxLines: Int?, isDoubled: Bool
  ) -> (lines: [WrappedLine], isTruncated: Bool) {
    guard width > 0 else { return ([], false) }
    let limit = limit(maxLines)
    return withUTF8(of: text) { bytes in
      if bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
        var breaker = LineBreaker(
          width: width, sink: ByteLineBuilder(width: width, limit: limit, isDoubled: isDoubled))
        feedASCII(bytes, to: &breaker) { bytes[$0] }
        return (breaker.sink.lines, breaker.sink.isTruncated)
      }
      // Text that needs the bidi algorithm (a right-to-left letter or a bidi control) is broken as
      // any text is, then each line is drawn in visual order.
      let bidi = BidiText.isNeeded(for: text) ? BidiText(String(text)) : nil
      var breaker = LineBreaker(
        width: width,
        sink: LineBuilder(bytes: bytes, width: width, limit: limit, isDoubled: isDoubled, bidi: bidi))
      var breaks = BreakCursor(bytes)
      feedClusters(bytes, to: &breaker, breaks: &breaks, piece: LineBuilder.Piece.init)
      return (breaker.sink.lines, breaker.sink.isTruncated)
    }
  }

  /// The line limit for `maxLines`: none for `nil`, 0 or negative.
  static func limit(_ maxLines: Int?) -> Int {
    guard let maxLines, maxLines > 0 else { return .max }
    return maxLines
  }

  /// Feeds text that is all ASCII (`isASCII`) to the breaker, byte by byte.
  ///
  /// Must feed exactly as `feedCharacters` does: every printable byte is a 1-column glyph, a control
  /// is a 1-column placeholder, space and tab are spaces, LF, CR and CR LF are one line break each,
  /// and the break opportunities are `LineBreaks`' (found by `BreakCursor`, which passes prose words
  /// by themselves and scans the others without calling ICU).
  ///
  /// - Parameter piece: The piece for the glyph whose byte is at an offset (a control's placeholder
  ///   is never built here: text with controls is not given to a builder this way).
  @inline(__always)
  static func feedASCII<Sink: LineSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>, piece: (Int) -> Sink.Piece
  ) {
    var breaks = BreakCursor(bytes)
    var index = 0
    var previousEnd = 0
    let count = bytes.count
    while index < count && !breaker.isDone {
      switch bytes[index] {
      case 0x20, 0x09:
        breaker.space()
        index += 1
      case 0x0A:
        breaker.lineBreak()
        index += 1
      case 0x0D:
        breaker.lineBreak()
        index += 1
        if index < count && bytes[index] == 0x0A { index += 1 }
      default:
        // A run of glyphs up to the next break opportunity, handed on together: a prose word
        // whole, as the cursor found it; anything else up to a separator or an opportunity.
        let breakBefore = breaks.breaksBefore(index, previousEnd: previousEnd)
        var end = breaks.proseEnd
        if breaks.isScanning {
          let limit = min(breaks.nextOffset, count)
          end = index + 1
          while end < limit, !isSeparator(bytes[end]) { end += 1 }
        }
        breaker.run(
          UnsafeBufferPointer(rebasing: bytes[index..<end]), at: index, breakBefore: breakBefore, piece: piece
        )
        index = end
        previousEnd = end
      }
    }
    if !breaker.isDone { breaker.finish() }
  }

  /// Whether text is all ASCII (then `lineCount` counts it from its bytes, most often from its words'
  /// lengths alone), its UTF-8 looked at eight bytes at a time.
  public static func isASCII(_ text: String) -> Bool {
    withUTF8(of: text) { isASCII($0) }
  }

  /// Whether every byte is ASCII, looked at eight at a time.
  @inline(__always)
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var i = 0
    while i + 8 <= bytes.count {
      if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
      i += 8
    }
    while i < bytes.count {
      if bytes[i] >= 0x80 { return false }
      i += 1
    }
    return true
  }

  /// Whether text is one line just as it is: printable ASCII no wider than the line, no space at
  /// either end and none next to another, no tab or line break. Wrapping gives such text back whole,
  /// so its line is known without feeding the breaker (most titles and short cells are such text).
  @inline(__always)
  static func isOneLine(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Bool {
    guard bytes.count <= width, let first = bytes.first, first != 0x20, bytes[bytes.count - 1] != 0x20 else {
      return false
    }
    var previous: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 || byte >= 0x7F || (byte == 0x20 && previous == 0x20) { return false }
      previous = byte
    }
    return true
  }

  /// Whether a byte is printable ASCII other than a space: a glyph of its own (what a run handed to
  /// `LineBreaker.run` is made of, in text that may hold more than ASCII).
  @inline(__always)
  static func isPrintable(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }

  /// The end of the run of `isPrintable` bytes that starts at `start`, at most `limit`.
  @inline(__always)
  static func printableRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
    var end = start + 1
    while end < limit, isPrintable(bytes[end]) { end += 1 }
    return end
  }

  /// Whether an ASCII byte is a space, tab or line break: what ends a run of glyphs.
  @inline(__always)
  static func isSeparator(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D: true
    default: false
    }
  }

  /// `body` with the text's UTF-8, stored contiguously (a copy's, when the text is not).
  @inline(__always)
  static func withUTF8<Result>(of text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = String(text)
    return copy.withUTF8(body)
  }

  /// `withUTF8(of:_:)` for a `String`, for other modules: not generic over `StringProtocol`, which
  /// across modules fetches generic metadata at run time on every call (a renderer calls it for
  /// every line it draws from a cell's bytes).
  @inlinable
  public static func withUTF8<Result>(ofString text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }

  /// Feeds text to the breaker cluster by cluster as `ClusterScanner` finds them, sanitizing as it
  /// goes, exactly as `feedCharacters` feeds it `Character` by `Character` (tests hold the two to
  /// each other). ASCII is taken as `feedASCII` takes it: separators at once, and a run of printable
  /// glyphs (a prose word whole) handed on together.
  ///
  /// - Parameter piece: The piece for a glyph's cluster (drawn as it is, replaced by its
  ///   placeholder, or a bidi control, applied and not drawn).
  static func feedClusters<Sink: LineSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>, breaks: inout BreakCursor,
    piece: (ClusterScanner.Cluster) -> Sink.Piece
  ) {
    var clusters = ClusterScanner(bytes)
    var previousEnd = 0
    let count = bytes.count
    feeding: while !breaker.isDone {
      let start = clusters.position
      if start < count && bytes[start] < 0x80 && !clusters.isSegmenting {
        switch bytes[start] {
        case 0x09:
          breaker.space()
          clusters.skip(to: start + 1)
          continue
        case 0x0A:
          breaker.lineBreak()
          clusters.skip(to: start + 1)
          continue
        case 0x0D:
          breaker.lineBreak()
          clusters.skip(to: start + 1 < count && bytes[start + 1] == 0x0A ? start + 2 : start + 1)
          continue
        case 0x20 where start + 1 == count || bytes[start + 1] < 0x80:
          // A space no mark follows (a space and a mark are a glyph).
          breaker.space()
          clusters.skip(to: start + 1)
          continue
        case 0x21...0x7E:
          let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
          // A prose word whole; else printable glyphs up to an opportunity, or a letter a mark
          // follows.
          let end = breaks.isScanning ? min(clusters.printableRunEnd(), breaks.nextOffset) : breaks.proseEnd
          if end > start {
            breaker.run(
              UnsafeBufferPointer(rebasing: bytes[start..<end]), at: start, breakBefore: breakBefore
            ) {
              piece(ClusterScanner.Cluster(start: $0, end: $0 + 1, kind: .visible, width: 1, isScalar: true))
            }
            previousEnd = end
            clusters.skip(to: end)
            continue
          }
          guard let cluster = clusters.next() else { break feeding }
          previousEnd = cluster.end
          breaker.glyph(piece(cluster), width: cluster.width, breakBefore: breakBefore)
          continue
        default:
          break
        }
      }
      guard let cluster = clusters.next() else { break feeding }
      feed(cluster, to: &breaker, breaks: &breaks, previousEnd: &previousEnd, piece: piece)
    }
    if !breaker.isDone { breaker.finish() }
  }

  /// The scalar whose UTF-8 starts at `index`, and its length in bytes; nil if the bytes there are
  /// not a well-formed sequence.
  @inline(__always)
  public static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)?
  {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
    @inline(__always) func continuation(_ k: Int) -> UInt32? {
      guard index + k < bytes.count else { return nil }
      let byte = UInt32(bytes[index + k])
      return byte & 0xC0 == 0x80 ? byte & 0x3F : nil
    }
    let value: UInt32
    let length: Int
    switch lead {
    case 0xC2...0xDF:
      guard let b1 = continuation(1) else { return nil }
      (value, length) = ((lead & 0x1F) << 6 | b1, 2)
    case 0xE0...0xEF:
      guard let b1 = continuation(1), let b2 = continuation(2) else { return nil }
      (value, length) = ((lead & 0x0F) << 12 | b1 << 6 | b2, 3)
      guard value >= 0x800 else { return nil }
    case 0xF0...0xF4:
      guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return nil }
      (value, length) = ((lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
      guard value >= 0x10000 else { return nil }
    default:
      return nil
    }
    // Not a surrogate or past U+10FFFF.
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  /// The value of the scalar whose UTF-8 starts at `index`, and its length, for bytes that are
  /// well-formed UTF-8 (a Swift string's): the lead byte gives the length and only the end of the
  /// buffer is checked, so bytes that are not UTF-8 give some value, never a read past the end.
  /// `decodeUTF8`, which checks everything, for bytes that may be anything.
  @inlinable
  public static func decodeValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    value: UInt32, length: Int
  ) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    @inline(__always) func tail(_ k: Int) -> UInt32 { UInt32(bytes[index + k]) & 0x3F }
    let count = bytes.count
    if lead < 0xE0 {
      guard index + 1 < count else { return (0xFFFD, 1) }
      return ((lead & 0x1F) << 6 | tail(1), 2)
    }
    if lead < 0xF0 {
      guard index + 2 < count else { return (0xFFFD, 1) }
      return ((lead & 0x0F) << 12 | tail(1) << 6 | tail(2), 3)
    }
    guard index + 3 < count else { return (0xFFFD, 1) }
    return ((lead & 0x07) << 18 | tail(1) << 12 | tail(2) << 6 | tail(3), 4)
  }

  /// `decodeValue` as a scalar (U+FFFD for a value that is none).
  @inlinable
  public static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    scalar: Unicode.Scalar, length: Int
  ) {
    let (value, length) = decodeValue(bytes, at: index)
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// Whether a scalar always forms a grapheme cluster on its own when its neighbours do too: its
  /// role is `ClusterRole.standalone` (no combining marks, joiners, variation selectors, emoji
  /// modifiers, regional indicators, conjoining jamo, Indic consonants or format controls).
  @inline(__always)
  static func isStandalone(_ v: UInt32) -> Bool {
    ClusterRole.of(v) == .standalone
  }

  /// Feeds text to the breaker one `Character` at a time, sanitizing as it goes: the definition the
  /// faster feeders (`feedASCII`, `feedClusters`) are tested against.
  ///
  /// - Parameter piece: The piece for a glyph's cluster.
  static func feedCharacters<Sink>(
    _ text: some StringProtocol, to breaker: inout LineBreaker<Sink>, breaks: inout BreakCursor,
    piece: (ClusterScanner.Cluster) -> Sink.Piece
  ) {
    var start = 0
    var previousEnd = 0
    for character in text {
      if breaker.isDone { return }
      let cluster = ClusterScanner.Cluster(character, start: start)
      feed(cluster, to: &breaker, breaks: &breaks, previousEnd: &previousEnd, piece: piece)
      start = cluster.end
    }
    breaker.finish()
  }

  /// `feedCharacters(_:to:breaks:piece:)` with the opportunities `LineBreaks` finds.
  static func feedCharacters<Sink>(
    _ text: some StringProtocol, to breaker: inout LineBreaker<Sink>,
    piece: (ClusterScanner.Cluster) -> Sink.Piece
  ) {
    withUTF8(of: text) { bytes in
      var breaks = BreakCursor(bytes)
      feedCharacters(text, to: &breaker, breaks: &breaks, piece: piece)
    }
  }

  /// Feeds one grapheme cluster: a space, a line break, or a glyph with the break opportunity before
  /// it; `previousEnd` is where the last glyph ended, and becomes this one's end if it is a glyph.
  @inline(__always)
  static func feed<Sink>(
    _ cluster: ClusterScanner.Cluster, to breaker: inout LineBreaker<Sink>, breaks: inout BreakCursor,
    previousEnd: inout Int, piece: (ClusterScanner.Cluster) -> Sink.Piece
  ) {
    switch cluster.kind {
    case .space:
      breaker.space()
    case .lineBreak:
      breaker.lineBreak()
    case .visible, .replaced, .applied:
      // A bidi control (applied) is part of the word it stands in, zero columns wide, never drawn.
      let breakBefore = breaks.breaksBefore(cluster.start, previousEnd: previousEnd)
      previousEnd = cluster.end
      breaker.glyph(piece(cluster), width: cluster.width, breakBefore: breakBefore)
    }
  }
}
