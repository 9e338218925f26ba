/// Wrapping text to a width in columns.
///
/// Text is sanitized as it is wrapped (`SafeText`): controls become visible placeholders, tabs are
/// spaces and CR, LF, CRLF, U+2028 and U+2029 are line breaks. Then:
/// - lines break at spaces; a run of spaces (or tabs) collapses to one space between words and to
///   nothing at the start or end of a line, so no line has leading or trailing spaces;
/// - every line break in the text starts a new line (an empty line for an empty paragraph, so text
///   ending with a line break ends with an empty line); empty text has no lines at all;
/// - a line may also break after a hyphen (`-`, U+2010) or slash inside a word (`client/server`,
///   `well-known`), before and after a wide glyph (CJK, emoji: ideographic text has no spaces) and
///   after a zero-width space;
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
  /// line as it stands is not wrapped at all); text whose every scalar is a grapheme cluster of its
  /// own (most CJK, Hangul, Latin and emoji text) scalar by scalar; anything else the same way, with
  /// grapheme clusters found only around the scalars that join one.
  public static func lineCount(of text: some StringProtocol, width: Int, maxLines: Int? = nil) -> Int {
    guard width > 0 else { return 0 }
    let limit = limit(maxLines)
    var breaker = LineBreaker(width: width, sink: LineCounter(limit: limit))
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
      if isOneLine(bytes, width: width) {
        breaker.sink.endLine(width: bytes.count)
        return true
      }
      return feedASCII(bytes, to: &breaker) { _ in LineCounter.Piece() }
    }
    // Each feeder either feeds the whole text or, finding it is not its kind, nothing at all.
    if ascii != true, !feedStandaloneText(text, to: &breaker, piece: { _ in LineCounter.Piece() }) {
      feedScalarsAndClusters(text, to: &breaker, piece: { _ in LineCounter.Piece() }, makePiece: { _, _ in LineCounter.Piece() })
    }
    return min(breaker.sink.count, limit)  // one glyph can end two lines, passing the limit
  }

  /// `wrap(_:width:maxLines:)`, drawn doubled when `isDoubled`, as the finished builder (its lines
  /// and whether they were cut). See `LineBuilder`.
  ///
  /// Text of printable ASCII, spaces and line breaks only is built byte by byte (`ByteLineBuilder`);
  /// text whose every scalar is a cluster of its own scalar by scalar; anything else the same way,
  /// with grapheme clusters found only around the scalars that join one (`feedScalarsAndClusters`).
  static func build(
    _ text: some StringProtocol, width: Int, maxLines: Int?, isDoubled: Bool
  ) -> (lines: [WrappedLine], isTruncated: Bool) {
    guard width > 0 else { return ([], false) }
    let limit = limit(maxLines)
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> (lines: [WrappedLine], isTruncated: Bool)? in
      guard bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
        return nil
      }
      var breaker = LineBreaker(width: width, sink: ByteLineBuilder(width: width, limit: limit, isDoubled: isDoubled))
      _ = feedASCII(bytes, to: &breaker) { $0 }
      return (breaker.sink.lines, breaker.sink.isTruncated)
    }
    if let plain, let plain { return plain }
    var breaker = LineBreaker(width: width, sink: LineBuilder(width: width, limit: limit, isDoubled: isDoubled))
    let scalars = feedStandaloneText(text, to: &breaker) { scalar in
      LineBuilder.Piece(text: String(Character(scalar)), width: 0)
    }
    if scalars { return (breaker.sink.lines, breaker.sink.isTruncated) }
    feedScalarsAndClusters(
      text, to: &breaker, piece: { LineBuilder.Piece(text: String(Character($0)), width: 0) },
      makePiece: { character, replacement in LineBuilder.Piece(text: replacement ?? String(character), width: 0) })
    return (breaker.sink.lines, breaker.sink.isTruncated)
  }

  /// The line limit for `maxLines`: none for `nil`, 0 or negative.
  static func limit(_ maxLines: Int?) -> Int {
    guard let maxLines, maxLines > 0 else { return .max }
    return maxLines
  }

  /// Feeds text that is all ASCII to the breaker, byte by byte; `false` (having fed nothing) if a
  /// byte is not ASCII.
  ///
  /// Must classify exactly as `feedCharacters` does: every printable byte is a 1-column glyph (`-`
  /// and `/` hyphens), a control is a 1-column placeholder, space and tab are spaces, and LF, CR
  /// and CR LF are one line break each.
  ///
  /// - Parameter piece: The piece for a glyph's byte (a control's placeholder is never built here:
  ///   text with controls is not given to a builder this way).
  @inline(__always)
  static func feedASCII<Sink: LineSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>, piece: (UInt8) -> Sink.Piece
  ) -> Bool {
    if bytes.contains(where: { $0 >= 0x80 }) { return false }
    var index = 0
    let count = bytes.count
    while index < count && !breaker.isDone {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x20, 0x09:
        breaker.space()
      case 0x0A:
        breaker.lineBreak()
      case 0x0D:
        breaker.lineBreak()
        if index < count && bytes[index] == 0x0A { index += 1 }
      case 0x2D, 0x2F:
        breaker.glyph(piece(byte), width: 1, kind: .hyphen)
      default:
        // A run of ordinary glyphs, handed on together.
        var end = index
        while end < count, !isSeparatorOrHyphen(bytes[end]) { end += 1 }
        breaker.ordinaryRun(UnsafeBufferPointer(rebasing: bytes[(index - 1)..<end]), first: piece(byte), piece: piece)
        index = end
      }
    }
    if !breaker.isDone { breaker.finish() }
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

  /// Whether a byte is printable ASCII other than a space, hyphen or slash: a glyph of its own that
  /// neither breaks nor joins (what a run handed to `LineBreaker.ordinaryRun` is made of, in text
  /// that may hold more than ASCII).
  @inline(__always)
  static func isOrdinaryPrintable(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F && byte != 0x2D && byte != 0x2F
  }

  /// The end of the run of `isOrdinaryPrintable` bytes that starts at `start`.
  @inline(__always)
  static func ordinaryRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var end = start + 1
    while end < bytes.count, isOrdinaryPrintable(bytes[end]) { end += 1 }
    return end
  }

  /// Whether an ASCII byte is a space, tab, line break, hyphen or slash: what ends a run of
  /// ordinary glyphs.
  @inline(__always)
  static func isSeparatorOrHyphen(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, 0x2D, 0x2F: true
    default: false
    }
  }

  /// `feedASCII` for text whose every scalar is a grapheme cluster of its own (see
  /// `isStandalone(_:)`), as most CJK, Hangul, Latin and emoji text is: it is walked scalar by scalar
  /// on its UTF-8 (`feedStandaloneUTF8`), skipping grapheme segmentation, with the same widths and
  /// break kinds as `feedCharacters`. Returns false, having fed nothing, when some scalar may join a
  /// cluster.
  ///
  /// - Parameter piece: The piece for a scalar: the scalar itself, or a control's placeholder.
  static func feedStandaloneText<Sink: LineSink>(
    _ text: some StringProtocol, to breaker: inout LineBreaker<Sink>, piece: (Unicode.Scalar) -> Sink.Piece
  ) -> Bool {
    withUTF8(of: text) { feedStandaloneUTF8($0, to: &breaker, piece: piece) }
  }

  /// `body` with the text's UTF-8, stored contiguously (a copy's, when the text is not).
  @inline(__always)
  static func withUTF8<Result>(of text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = String(text)
    return copy.withUTF8(body)
  }

  /// Hands a run of `isOrdinaryPrintable` bytes to the breaker at once (`LineBreaker.ordinaryRun`),
  /// each byte's piece that of its scalar.
  @inline(__always)
  static func feedOrdinaryRun<Sink: LineSink>(
    _ run: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>, piece: (Unicode.Scalar) -> Sink.Piece
  ) {
    breaker.ordinaryRun(run, first: piece(Unicode.Scalar(run[0])), piece: { piece(Unicode.Scalar($0)) })
  }

  /// `feedStandaloneText` on UTF-8 bytes: a run of ordinary ASCII glyphs (what most of such text
  /// is, between its other scalars) is handed on at once, as `feedASCII` hands it; every other scalar
  /// is decoded and fed as `feedStandalone(_:afterCR:to:piece:)` feeds it. Returns false, with the
  /// breaker as it was, when some scalar may join a cluster (or the bytes are not UTF-8).
  static func feedStandaloneUTF8<Sink: LineSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>, piece: (Unicode.Scalar) -> Sink.Piece
  ) -> Bool {
    // One pass: the breaker (a value, its sink included) is kept as it was, and put back if a
    // scalar turns out not to be standalone.
    let before = breaker
    var index = 0
    var afterCR = false
    while index < bytes.count && !breaker.isDone {
      let byte = bytes[index]
      if isOrdinaryPrintable(byte) {
        let end = ordinaryRunEnd(bytes, from: index)
        feedOrdinaryRun(UnsafeBufferPointer(rebasing: bytes[index..<end]), to: &breaker, piece: piece)
        afterCR = false
        index = end
        continue
      }
      guard let (scalar, length) = decodeUTF8(bytes, at: index), isStandalone(scalar.value) else {
        breaker = before
        return false
      }
      feedStandalone(scalar, afterCR: afterCR, to: &breaker, piece: piece)
      afterCR = scalar.value == 0x0D
      index += length
    }
    // A sink that filled up stopped the walk: the rest must be standalone too, as for any feeder
    // that takes text whole or not at all.
    while index < bytes.count {
      guard bytes[index] >= 0x7F else {
        index += 1
        continue
      }
      guard let (scalar, length) = decodeUTF8(bytes, at: index), isStandalone(scalar.value) else {
        breaker = before
        return false
      }
      index += length
    }
    if !breaker.isDone { breaker.finish() }
    return true
  }

  /// The scalar whose UTF-8 starts at `index`, and its length in bytes; nil if the bytes there are
  /// not a well-formed sequence.
  @inline(__always)
  public static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
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

  /// Feeds one standalone scalar as `feedCharacters` feeds it as a cluster; an LF right after a CR
  /// (`afterCR`) is part of that CR's line break.
  @inline(__always)
  static func feedStandalone<Sink: LineSink>(
    _ scalar: Unicode.Scalar, afterCR: Bool, to breaker: inout LineBreaker<Sink>,
    piece: (Unicode.Scalar) -> Sink.Piece
  ) {
    let v = scalar.value
    switch v {
    case 0x20, 0x09: breaker.space()
    case 0x0A: if !afterCR { breaker.lineBreak() }  // CR LF is one break
    case 0x0D: breaker.lineBreak()
    case 0x00...0x1F, 0x7F:  // a 1-column placeholder
      breaker.glyph(piece(SafeText.placeholder(for: scalar)?.unicodeScalars.first ?? scalar), width: 1, kind: .ordinary)
    case 0x2D, 0x2F, 0x2010: breaker.glyph(piece(scalar), width: 1, kind: .hyphen)
    default:
      let width = DisplayWidth.columns(of: scalar)
      breaker.glyph(piece(scalar), width: width, kind: width == 2 ? .wide : .ordinary)
    }
  }

  /// `feedCharacters`, cheaper for text that is mostly standalone scalars (see `isStandalone(_:)`):
  /// only the stretches around scalars that may join a cluster are segmented into grapheme
  /// clusters; every other scalar is fed as `feedStandaloneText` feeds it.
  ///
  /// Two standalone scalars side by side always have a cluster boundary between them — no rule joins
  /// them — except CR LF, which both ways feed as one line break. So a standalone scalar with
  /// standalone neighbours (or none) is a cluster of its own, and a stretch from such a boundary to
  /// the next is a run of whole clusters.
  ///
  /// Walked on the text's UTF-8 (a copy's, when the text is not stored contiguously): a run of
  /// ordinary ASCII glyphs between such boundaries goes to the sink at once, as `feedASCII` hands it.
  static func feedScalarsAndClusters<Sink>(
    _ text: some StringProtocol, to breaker: inout LineBreaker<Sink>, piece: (Unicode.Scalar) -> Sink.Piece,
    makePiece: (Character, String?) -> Sink.Piece
  ) {
    withUTF8(of: text) { feedScalarsAndClusters(utf8: $0, to: &breaker, piece: piece, makePiece: makePiece) }
  }

  private static func feedScalarsAndClusters<Sink>(
    utf8 bytes: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>,
    piece: (Unicode.Scalar) -> Sink.Piece, makePiece: (Character, String?) -> Sink.Piece
  ) {
    /// The scalar at `index` and its length; a byte that starts no well-formed sequence is taken as
    /// U+FFFD, one byte long, joining nothing (a Swift string's bytes are always well formed).
    func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
      decodeUTF8(bytes, at: index) ?? ("\u{FFFD}", 1)
    }
    var i = 0
    var afterCR = false
    while i < bytes.count && !breaker.isDone {
      let byte = bytes[i]
      // An ordinary ASCII glyph followed by a standalone scalar: a run of them, handed on at once.
      if isOrdinaryPrintable(byte) {
        var end = ordinaryRunEnd(bytes, from: i)
        // The run's last glyph may begin a cluster (a letter and a combining mark): leave it out.
        if end < bytes.count, !isStandalone(scalar(at: end).scalar.value) { end -= 1 }
        if end > i {
          feedOrdinaryRun(UnsafeBufferPointer(rebasing: bytes[i..<end]), to: &breaker, piece: piece)
          afterCR = false
          i = end
          continue
        }
      }
      let (current, length) = scalar(at: i)
      let next = i + length
      let standalone = isStandalone(current.value)
      if standalone && (next == bytes.count || isStandalone(scalar(at: next).scalar.value)) {
        feedStandalone(current, afterCR: afterCR, to: &breaker, piece: piece)
        afterCR = current.value == 0x0D
        i = next
        continue
      }
      if afterCR && current.value == 0x0A {  // the LF of a CR LF already fed
        afterCR = false
        i = next
        continue
      }
      // A stretch of whole clusters, up to the next boundary between two standalone scalars.
      var end = next
      var previous = standalone
      var last = current
      while end < bytes.count {
        let (following, length) = scalar(at: end)
        let isStandaloneNow = isStandalone(following.value)
        if previous && isStandaloneNow { break }
        previous = isStandaloneNow
        last = following
        end += length
      }
      for character in String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self) {
        if breaker.isDone { return }
        feedCharacter(character, to: &breaker, makePiece: makePiece)
      }
      afterCR = last.value == 0x0D
      i = end
    }
    if !breaker.isDone { breaker.finish() }
  }

  /// Whether a scalar always forms a grapheme cluster on its own — it never extends, joins or
  /// prepends to a neighbour (no combining marks, joiners, variation selectors, emoji modifiers,
  /// regional indicators, conjoining jamo or bidi and other format controls) — and is shown as
  /// itself. Conservative: blocks are listed only where that holds for every scalar in them.
  @inline(__always)
  static func isStandalone(_ v: UInt32) -> Bool {
    switch v {
    case 0x00...0x7E, 0xA0...0x2FF: true  // ASCII (CR LF handled), Latin-1, Latin Extended, IPA
    case 0x370...0x3FF, 0x400...0x482, 0x48A...0x52F: true  // Greek, Cyrillic (not its combining marks)
    case 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0: true  // punctuation, currency
    case 0x2100...0x23FF, 0x2460...0x27BF: true  // letterlike, arrows, shapes, symbols, dingbats
    case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF: true  // CJK punctuation, kana
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true  // CJK ideographs, Hangul syllables
    case 0xFF01...0xFF9D: true  // fullwidth and halfwidth forms (not the sound marks after them)
    case 0x1F300...0x1F3FA, 0x1F400...0x1FAFF: true  // emoji (not the skin-tone modifiers)
    default: false
    }
  }

  /// Feeds text to the breaker one grapheme cluster at a time, sanitizing as it goes: the definition
  /// the faster feeders (`feedASCII`, `feedStandaloneText`, `feedScalarsAndClusters`) are tested
  /// against.
  ///
  /// - Parameter makePiece: The piece for a cluster, given the cluster and, if sanitizing replaces
  ///   it, its replacement.
  static func feedCharacters<Sink>(
    _ text: some StringProtocol, to breaker: inout LineBreaker<Sink>,
    makePiece: (Character, String?) -> Sink.Piece
  ) {
    for character in text {
      if breaker.isDone { return }
      feedCharacter(character, to: &breaker, makePiece: makePiece)
    }
    breaker.finish()
  }

  /// Feeds one grapheme cluster, sanitized.
  @inline(__always)
  static func feedCharacter<Sink>(
    _ character: Character, to breaker: inout LineBreaker<Sink>, makePiece: (Character, String?) -> Sink.Piece
  ) {
    switch SafeText.classify(character) {
    case .space:
      breaker.space()
    case .lineBreak:
      breaker.lineBreak()
    case .replaced(let replacement):
      breaker.glyph(
        makePiece(character, replacement), width: DisplayWidth.columns(of: replacement), kind: .ordinary)
    case .visible:
      let width = DisplayWidth.columns(of: character)
      breaker.glyph(makePiece(character, nil), width: width, kind: kind(of: character, width: width))
    }
  }

  /// How a visible cluster takes part in line breaking.
  static func kind(of character: Character, width: Int) -> GlyphKind {
    // Wide if it starts with a wide glyph (a flag's two letters or a conjunct of two are not).
    if width == 2, let first = character.unicodeScalars.first, DisplayWidth.columns(of: first) == 2 { return .wide }
    // Compare scalars, not Characters: a Character comparison is a string comparison.
    if let ascii = character.asciiValue { return ascii == 0x2D || ascii == 0x2F ? .hyphen : .ordinary }
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
      return .ordinary
    }
    switch first.value {
    case 0x2010: return .hyphen
    case 0x200B: return .zeroWidthSpace
    default: return .ordinary
    }
  }
}
