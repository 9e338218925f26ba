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
  /// line as it stands is not wrapped at all); text whose every scalar is a grapheme cluster of its
  /// own (most CJK, Hangul, Latin and emoji text) scalar by scalar; anything else the same way, with
  /// grapheme clusters found only around the scalars that join one.
  public static func lineCount(of text: some StringProtocol, width: Int, maxLines: Int? = nil) -> Int {
    guard width > 0 else { return 0 }
    let limit = limit(maxLines)
    var breaker = LineBreaker(width: width, sink: LineCounter(limit: limit))
    withUTF8(of: text) { bytes in
      if isOneLine(bytes, width: width) {
        breaker.sink.endLine(width: bytes.count)
        return
      }
      // Each feeder either feeds the whole text or, finding it is not its kind, nothing at all.
      if feedASCII(bytes, to: &breaker, piece: { _ in LineCounter.Piece() }) { return }
      var breaks = BreakCursor(bytes, kind: .notASCII)
      let piece = { (_: Unicode.Scalar) in LineCounter.Piece() }
      if feedStandaloneUTF8(bytes, to: &breaker, breaks: &breaks, piece: piece) { return }
      feedScalarsAndClusters(
        utf8: bytes, to: &breaker, breaks: &breaks, piece: piece, makePiece: { _, _ in LineCounter.Piece() })
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
    return withUTF8(of: text) { bytes in
      if bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
        var breaker = LineBreaker(
          width: width, sink: ByteLineBuilder(width: width, limit: limit, isDoubled: isDoubled))
        _ = feedASCII(bytes, to: &breaker) { $0 }
        return (breaker.sink.lines, breaker.sink.isTruncated)
      }
      if BidiText.isNeeded(for: text) {
        return buildVisual(text, width: width, limit: limit, isDoubled: isDoubled)
      }
      var breaker = LineBreaker(
        width: width, sink: LineBuilder(width: width, limit: limit, isDoubled: isDoubled))
      let piece = { (scalar: Unicode.Scalar) in LineBuilder.Piece(text: String(Character(scalar)), width: 0) }
      var breaks = BreakCursor(bytes, kind: .notASCII)
      if !feedStandaloneUTF8(bytes, to: &breaker, breaks: &breaks, piece: piece) {
        feedScalarsAndClusters(
          utf8: bytes, to: &breaker, breaks: &breaks, piece: piece,
          makePiece: { character, replacement in
            LineBuilder.Piece(text: replacement ?? String(character), width: 0)
          })
      }
      return (breaker.sink.lines, breaker.sink.isTruncated)
    }
  }

  /// `build` for text that needs the bidi algorithm (`BidiText.isNeeded(for:)`: a right-to-left
  /// letter or a bidi control): broken as any text is, then each line drawn in visual order. Fed
  /// cluster by cluster (`feedCharacter`, the definition the faster feeders are held to), each piece
  /// knowing the bytes it stands for.
  static func buildVisual(
    _ text: some StringProtocol, width: Int, limit: Int, isDoubled: Bool
  ) -> (lines: [WrappedLine], isTruncated: Bool) {
    let text = String(text)
    let bidi = BidiText(text)
    var breaker = LineBreaker(
      width: width, sink: LineBuilder(width: width, limit: limit, isDoubled: isDoubled, bidi: bidi))
    withUTF8(of: text) { bytes in
      var breaks = BreakCursor(bytes, kind: .notASCII)
      feedSourcedCharacters(text, to: &breaker, breaks: &breaks)
    }
    return (breaker.sink.lines, breaker.sink.isTruncated)
  }

  /// `feedCharacters(_:to:breaks:makePiece:)` for a `LineBuilder`, each piece knowing the bytes of
  /// the text it stands for (what bidi reordering needs).
  static func feedSourcedCharacters(
    _ text: String, to breaker: inout LineBreaker<LineBuilder>, breaks: inout BreakCursor
  ) {
    var start = 0
    var previousEnd = 0
    for character in text {
      if breaker.isDone { return }
      let end = start + character.utf8.count
      feedCharacter(character, at: start, to: &breaker, breaks: &breaks, previousEnd: &previousEnd) {
        [source = Int32(start), sourceEnd = Int32(end)] character, replacement in
        LineBuilder.Piece(
          text: replacement ?? String(character), width: 0, source: source, sourceEnd: sourceEnd)
      }
      start = end
    }
    breaker.finish()
  }

  /// The line limit for `maxLines`: none for `nil`, 0 or negative.
  static func limit(_ maxLines: Int?) -> Int {
    guard let maxLines, maxLines > 0 else { return .max }
    return maxLines
  }

  /// Feeds text that is all ASCII to the breaker, byte by byte; `false` (having fed nothing) if a
  /// byte is not ASCII.
  ///
  /// Must feed exactly as `feedCharacters` does: every printable byte is a 1-column glyph, a control
  /// is a 1-column placeholder, space and tab are spaces, LF, CR and CR LF are one line break each,
  /// and the break opportunities are `LineBreaks`' (found by `LineBreakScanner`, which needs no ICU
  /// call for ASCII).
  ///
  /// - Parameter piece: The piece for a glyph's byte (a control's placeholder is never built here:
  ///   text with controls is not given to a builder this way).
  @inline(__always)
  static func feedASCII<Sink: LineSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>, piece: (UInt8) -> Sink.Piece
  ) -> Bool {
    if bytes.contains(where: { $0 >= 0x80 }) { return false }
    // Prose (`LineBreaks.breaksOnlyAtSpaces(_:)`), as most text is, breaks after its spaces: taken
    // to be prose until a word shows it is not. Each word is checked before it is fed, and what
    // came before it breaks as the scanner would break it (no rule looks back past that word's
    // spaces at prose, nor ahead past the next scalar's), so the scanner takes over from there.
    var breaks: BreakCursor? = nil
    var index = 0
    var previousEnd = 0
    let count = bytes.count
    while index < count && !breaker.isDone {
      let byte = bytes[index]
      switch byte {
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
        if breaks == nil {
          let end = LineBreaks.proseWordEnd(bytes, from: index)
          if end > index {
            breaker.run(
              UnsafeBufferPointer(rebasing: bytes[index..<end]), breakBefore: index > previousEnd,
              first: piece(byte), piece: piece)
            index = end
            previousEnd = end
            continue
          }
          breaks = BreakCursor(bytes, kind: .ascii)
        }
        // A run of glyphs up to the next break opportunity, handed on together.
        let breakBefore = breaks?.breaksBefore(index, previousEnd: previousEnd) ?? false
        let limit = min(breaks?.nextOffset ?? count, count)
        var end = index + 1
        while end < limit, !isSeparator(bytes[end]) { end += 1 }
        breaker.run(
          UnsafeBufferPointer(rebasing: bytes[index..<end]), breakBefore: breakBefore, first: piece(byte),
          piece: piece)
        index = end
        previousEnd = end
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

  /// `feedASCII` for text whose every scalar is a grapheme cluster of its own (see
  /// `isStandalone(_:)`), as most CJK, Hangul, Latin and emoji text is: it is walked scalar by scalar
  /// on its UTF-8 (`feedStandaloneUTF8`), skipping grapheme segmentation, with the same widths and
  /// break opportunities as `feedCharacters`. Returns false, having fed nothing, when some scalar may
  /// join a cluster.
  ///
  /// - Parameter piece: The piece for a scalar: the scalar itself, or a control's placeholder.
  static func feedStandaloneText<Sink: LineSink>(
    _ text: some StringProtocol, to breaker: inout LineBreaker<Sink>, piece: (Unicode.Scalar) -> Sink.Piece
  ) -> Bool {
    withUTF8(of: text) { bytes in
      var breaks = BreakCursor(bytes)
      return feedStandaloneUTF8(bytes, to: &breaker, breaks: &breaks, piece: piece)
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

  /// Hands the run of `isPrintable` bytes that starts at `start` to the breaker at once
  /// (`LineBreaker.run`), up to the next break opportunity or `limit`, each byte's piece that of its
  /// scalar; returns where the run ends.
  @inline(__always)
  static func feedPrintableRun<Sink: LineSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, to breaker: inout LineBreaker<Sink>,
    breaks: inout BreakCursor, previousEnd: Int, piece: (Unicode.Scalar) -> Sink.Piece
  ) -> Int {
    let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
    let end = printableRunEnd(bytes, from: start, limit: min(limit, breaks.nextOffset))
    breaker.run(
      UnsafeBufferPointer(rebasing: bytes[start..<end]), breakBefore: breakBefore,
      first: piece(Unicode.Scalar(bytes[start])), piece: { piece(Unicode.Scalar($0)) })
    return end
  }

  /// `feedStandaloneText` on UTF-8 bytes: a run of printable ASCII glyphs (what most of such text
  /// is, between its other scalars) is handed on at once, as `feedASCII` hands it; every other scalar
  /// is decoded and fed as `feedStandalone(_:at:afterCR:to:breaks:previousEnd:piece:)` feeds it.
  /// Returns false, with the breaker and `breaks` as they were, when some scalar may join a cluster
  /// (or the bytes are not UTF-8).
  static func feedStandaloneUTF8<Sink: LineSink>(
    _ bytes: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>, breaks: inout BreakCursor,
    piece: (Unicode.Scalar) -> Sink.Piece
  ) -> Bool {
    // One pass: the breaker (a value, its sink included) and the cursor are kept as they were, and
    // put back if a scalar turns out not to be standalone.
    let before = (breaker, breaks)
    var index = 0
    var previousEnd = 0
    var afterCR = false
    while index < bytes.count && !breaker.isDone {
      let byte = bytes[index]
      if isPrintable(byte) {
        index = feedPrintableRun(
          bytes, from: index, limit: bytes.count, to: &breaker, breaks: &breaks, previousEnd: previousEnd,
          piece: piece)
        previousEnd = index
        afterCR = false
        continue
      }
      guard let (scalar, length) = decodeUTF8(bytes, at: index), isStandalone(scalar.value) else {
        (breaker, breaks) = before
        return false
      }
      feedStandalone(
        scalar, at: index, length: length, afterCR: afterCR, to: &breaker, breaks: &breaks,
        previousEnd: &previousEnd, piece: piece)
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
        (breaker, breaks) = before
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

  /// Feeds one standalone scalar, `length` bytes at `start`, as `feedCharacters` feeds it as a
  /// cluster; an LF right after a CR (`afterCR`) is part of that CR's line break. `previousEnd` is
  /// where the last glyph ended, and becomes this one's end if it is a glyph.
  @inline(__always)
  static func feedStandalone<Sink: LineSink>(
    _ scalar: Unicode.Scalar, at start: Int, length: Int, afterCR: Bool, to breaker: inout LineBreaker<Sink>,
    breaks: inout BreakCursor, previousEnd: inout Int, piece: (Unicode.Scalar) -> Sink.Piece
  ) {
    let v = scalar.value
    switch v {
    case 0x20, 0x09: breaker.space()
    case 0x0A: if !afterCR { breaker.lineBreak() }  // CR LF is one break
    case 0x0D: breaker.lineBreak()
    default:
      let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
      previousEnd = start + length
      if v < 0x20 || v == 0x7F {  // a 1-column placeholder
        let placeholder = SafeText.placeholder(for: scalar)?.unicodeScalars.first ?? scalar
        breaker.glyph(piece(placeholder), width: 1, breakBefore: breakBefore)
      } else {
        breaker.glyph(piece(scalar), width: DisplayWidth.columns(of: scalar), breakBefore: breakBefore)
      }
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
  /// printable ASCII glyphs between such boundaries goes to the sink at once, as `feedASCII` hands it.
  static func feedScalarsAndClusters<Sink>(
    _ text: some StringProtocol, to breaker: inout LineBreaker<Sink>, piece: (Unicode.Scalar) -> Sink.Piece,
    makePiece: (Character, String?) -> Sink.Piece
  ) {
    withUTF8(of: text) { bytes in
      var breaks = BreakCursor(bytes)
      feedScalarsAndClusters(utf8: bytes, to: &breaker, breaks: &breaks, piece: piece, makePiece: makePiece)
    }
  }

  static func feedScalarsAndClusters<Sink>(
    utf8 bytes: UnsafeBufferPointer<UInt8>, to breaker: inout LineBreaker<Sink>, breaks: inout BreakCursor,
    piece: (Unicode.Scalar) -> Sink.Piece, makePiece: (Character, String?) -> Sink.Piece
  ) {
    /// The scalar at `index` and its length; a byte that starts no well-formed sequence is taken as
    /// U+FFFD, one byte long, joining nothing (a Swift string's bytes are always well formed).
    func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
      decodeUTF8(bytes, at: index) ?? ("\u{FFFD}", 1)
    }
    var i = 0
    var previousEnd = 0
    var afterCR = false
    while i < bytes.count && !breaker.isDone {
      let byte = bytes[i]
      // A printable ASCII glyph followed by a standalone scalar: a run of them, handed on at once.
      if isPrintable(byte) {
        var end = printableRunEnd(bytes, from: i, limit: bytes.count)
        // The run's last glyph may begin a cluster (a letter and a combining mark): leave it out.
        if end < bytes.count, !isStandalone(scalar(at: end).scalar.value) { end -= 1 }
        if end > i {
          i = feedPrintableRun(
            bytes, from: i, limit: end, to: &breaker, breaks: &breaks, previousEnd: previousEnd, piece: piece)
          previousEnd = i
          afterCR = false
          continue
        }
      }
      let (current, length) = scalar(at: i)
      let next = i + length
      let standalone = isStandalone(current.value)
      if standalone && (next == bytes.count || isStandalone(scalar(at: next).scalar.value)) {
        feedStandalone(
          current, at: i, length: length, afterCR: afterCR, to: &breaker, breaks: &breaks,
          previousEnd: &previousEnd, piece: piece)
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
      var start = i
      for character in String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self) {
        if breaker.isDone { return }
        feedCharacter(
          character, at: start, to: &breaker, breaks: &breaks, previousEnd: &previousEnd,
          makePiece: makePiece)
        start += character.utf8.count
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
    withUTF8(of: text) { bytes in
      var breaks = BreakCursor(bytes)
      feedCharacters(text, to: &breaker, breaks: &breaks, makePiece: makePiece)
    }
  }

  /// `feedCharacters(_:to:makePiece:)` with the break opportunities `breaks` gives.
  static func feedCharacters<Sink>(
    _ text: some StringProtocol, to breaker: inout LineBreaker<Sink>, breaks: inout BreakCursor,
    makePiece: (Character, String?) -> Sink.Piece
  ) {
    var start = 0
    var previousEnd = 0
    for character in text {
      if breaker.isDone { return }
      feedCharacter(
        character, at: start, to: &breaker, breaks: &breaks, previousEnd: &previousEnd, makePiece: makePiece)
      start += character.utf8.count
    }
    breaker.finish()
  }

  /// Feeds one grapheme cluster that starts at UTF-8 offset `start`, sanitized; `previousEnd` is
  /// where the last glyph ended, and becomes this one's end if it is a glyph.
  @inline(__always)
  static func feedCharacter<Sink>(
    _ character: Character, at start: Int, to breaker: inout LineBreaker<Sink>, breaks: inout BreakCursor,
    previousEnd: inout Int, makePiece: (Character, String?) -> Sink.Piece
  ) {
    switch SafeText.classify(character) {
    case .space:
      breaker.space()
    case .lineBreak:
      breaker.lineBreak()
    case .applied:
      // A bidi control: part of the word it stands in, zero columns wide, never drawn.
      let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
      previousEnd = start + character.utf8.count
      breaker.glyph(makePiece(character, ""), width: 0, breakBefore: breakBefore)
    case .replaced(let replacement):
      let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
      previousEnd = start + character.utf8.count
      breaker.glyph(
        makePiece(character, replacement), width: DisplayWidth.columns(of: replacement),
        breakBefore: breakBefore)
    case .visible:
      let breakBefore = breaks.breaksBefore(start, previousEnd: previousEnd)
      previousEnd = start + character.utf8.count
      breaker.glyph(
        makePiece(character, nil), width: DisplayWidth.columns(of: character), breakBefore: breakBefore)
    }
  }
}
