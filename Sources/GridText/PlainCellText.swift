/// A cell's text whose every line is a run of its own bytes: what `CellTextLayout` would draw, kept
/// as byte ranges of the title and the body instead of a String per line, so a renderer can draw
/// straight from the text (and copy printable ASCII byte by byte into its cells).
///
/// That is the case for most text: anything safe to show with single spaces between words (line
/// breaks anywhere), at a size that is not doubled, and not cut by `maxBodyLines`. For anything else
/// (controls and other text sanitising replaces, tabs or runs of spaces inside a line, a wide glyph
/// on a line one column wide, doubled sizes, an ellipsis) there is no plain text and the renderer
/// uses `CellTextLayout`. Right-to-left text is drawn from its bytes too: at one level by reversing
/// each line's clusters (`Kind.rightToLeft`), and with numbers or words of the other direction in
/// it from a copy of the text with every line in visual order (`Kind.reordered`). Wrapping goes
/// through the same `LineBreaker`, fed the same way, as `CellTextLayout`; tests check that every
/// line is its line there.
public struct PlainCellText: Sendable {
  /// The title as given, or empty.
  public let title: String
  /// The body as given.
  public let body: String
  /// Each title line's bytes in `title`.
  public let titleLines: [Range<Int>]
  /// Each body line's bytes in `body`.
  public let bodyLines: [Range<Int>]
  /// What the title's and the body's glyphs are.
  public let kinds: (title: Kind, body: Kind)
  /// For `.reordered` text, the title's and the body's bytes with each line in visual order; nil
  /// for any other kind (`drawnText(isTitle:)`).
  @usableFromInline let visual: (title: String?, body: String?)
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
      let bodyLines = Self.lines(
        of: body, width: measures.body.slots, limit: LineWrapping.limit(maxBodyLines))
    else { return nil }
    self.title = title ?? ""
    self.body = body
    self.titleLines = titleLines.ranges
    self.bodyLines = bodyLines.ranges
    self.kinds = (titleLines.kind, bodyLines.kind)
    self.visual = (titleLines.visual, bodyLines.visual)
    self.contentColumn = CellTextLayout.border + box.padding
    self.innerWidth = box.innerWidth
  }

  /// What a text's glyphs are, which says how its bytes can be drawn.
  public enum Kind: Equatable, Sendable {
    /// Printable ASCII: a cell a byte.
    case ascii
    /// Scalars that are each a grapheme cluster of their own, as most CJK, Hangul, Latin and emoji
    /// text is.
    case scalars
    /// Anything else safe to show: drawn cluster by cluster.
    case clusters
    /// Right-to-left text at one level (`bidiLevels(of:)` is true): each line is drawn as its
    /// clusters from last to first with the brackets mirrored (`visualOrder(of:into:)`), aligned
    /// right, as `CellTextLayout` draws it.
    case rightToLeft
    /// Text whose lines the bidi algorithm reorders beyond reversing them (`bidiLevels(of:)` is
    /// false): a number or a Latin name inside right-to-left text, a right-to-left word inside
    /// left-to-right text. Its lines are drawn from `drawnText(isTitle:)`, the text with each
    /// line's bytes (the same ranges) put in UAX #9 visual order cluster by cluster, the brackets at
    /// odd levels mirrored, as they are; aligned right when the paragraph `isRightToLeft`, as
    /// `CellTextLayout` draws them.
    case reordered(isRightToLeft: Bool)
  }

  /// Line `i` of the title then the body: whether it is the title's, the range of its bytes in its
  /// text (`drawnText(isTitle:)`), and what its glyphs are.
  @inlinable public func lineBytes(_ i: Int) -> (isTitle: Bool, bytes: Range<Int>, kind: Kind) {
    i < titleLines.count
      ? (true, titleLines[i], kinds.title) : (false, bodyLines[i - titleLines.count], kinds.body)
  }

  /// The text the lines of the title or the body are drawn from: the text itself, or for
  /// `.reordered` text the copy with each line in visual order. A line's bytes are at the same
  /// range in either.
  @inlinable public func drawnText(isTitle: Bool) -> String {
    isTitle ? visual.title ?? title : visual.body ?? body
  }

  /// The number of lines, title and body.
  public var lineCount: Int { titleLines.count + bodyLines.count }

  /// The rows the cell takes: its borders and its lines, at least one (`CellTextLayout.rows`).
  public var rows: Int { 2 * CellTextLayout.border + max(1, lineCount) }

  /// Whether text can be drawn as its bytes, and whether it is ASCII; nil if it cannot: a plain line
  /// separates words with a space byte, so no tab or other control, nothing else sanitising
  /// replaces, no line break but LF and CR, and no line the bidi algorithm reorders (a right-to-left
  /// letter or a bidi control: `BidiText.isNeeded(for:)`). One pass over the UTF-8, decoding only
  /// what is not ASCII.
  static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var isASCII = true
    var i = 0
    // Eight bytes at a time while they are all printable ASCII (no byte below 0x20, none 0x7F or
    // above), as most text is.
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while i + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        let high: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- 0x2020_2020_2020_2020) & ~word & high  // a byte below 0x20
        let delete =
          ((word ^ 0x7F7F_7F7F_7F7F_7F7F) &- 0x0101_0101_0101_0101) & ~(word ^ 0x7F7F_7F7F_7F7F_7F7F) & high
        if (word & high) | below | delete != 0 { break }
        i += 8
      }
    }
    while i < bytes.count {
      let byte = bytes[i]
      if byte < 0x80 {
        if byte < 0x20 && byte != 0x0A && byte != 0x0D || byte == 0x7F { return nil }
        i += 1
        continue
      }
      isASCII = false
      // Only scalars from a few blocks are replaced or may be right to left: the C1 controls
      // (0xC2), U+0590–U+08FF (0xD6–0xDF, 0xE0 0xA0–0xA3), U+2000–U+2FFF (0xE2), U+F000–U+FFFF
      // (0xEF) and the supplementary planes up to U+3FFFF (0xF0). Others are passed by their
      // lead byte.
      switch byte {
      case 0xC3...0xD5, 0xE1, 0xE3...0xEE, 0xF1...0xF4:
        i += byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        continue
      case 0xE0 where i + 1 < bytes.count && bytes[i + 1] >= 0xA4:
        i += 3
        continue
      default:
        break
      }
      let (scalar, length) = LineWrapping.decodeScalar(bytes, at: i)
      let v = scalar.value
      if SafeText.placeholder(for: scalar) != nil || v == 0x2028 || v == 0x2029
        || BidiText.mayMakeRightToLeft(v) && BidiClass(scalar).canMakeRightToLeft
      {
        return nil
      }
      i += length
    }
    return isASCII
  }

  /// How text that needs the bidi algorithm can be drawn from its bytes: `true` if it is right to
  /// left at one level throughout, as UAX #9 resolves a cell's text (its own direction, P2–P3: a
  /// right-to-left letter, and otherwise only marks, spaces, separators, terminators and other
  /// neutrals, `BidiResolver.isAtOneLevel`); `false` if its lines are reordered otherwise (numbers,
  /// letters of both directions); nil if neither can be drawn from its bytes: something sanitising
  /// replaces, a line break (each paragraph has its own direction), an explicit bidi control or
  /// anything else X9 removes, a segment separator, or a mirrored scalar other than the ASCII
  /// brackets and « » (which `visualOrder(of:into:)` mirrors). Most Hebrew and Arabic sentences are
  /// at one level.
  static func bidiLevels(of bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var (sawRightToLeft, isOneLevel) = (false, true)
    var i = 0
    while i < bytes.count {
      let (scalar, length) = LineWrapping.decodeScalar(bytes, at: i)
      i += length
      let v = scalar.value
      if (v < 0x20 || v >= 0x7F) && SafeText.placeholder(for: scalar) != nil || v == 0x2028 { return nil }
      let type = BidiClass(scalar)
      // A paragraph or segment separator would start a paragraph of its own or go back to its
      // level (L1), and explicit controls are left to `CellTextLayout`.
      guard !type.isExplicitOrRemovedByX9, type != .B, type != .S else { return nil }
      if type == .ON && v >= 0x0F3A && ICU.isMirrored(scalar) { return nil }
      // At one level by the resolver's rule.
      if !type.keepsParagraphLevel(rightToLeft: true) { isOneLevel = false }
      if type == .R || type == .AL { sawRightToLeft = true }
    }
    return isOneLevel && sawRightToLeft
  }

  /// A line of one right-to-left level in visual order: its grapheme clusters from last to first,
  /// each as written but for the mirrored brackets (L4: `(` drawn as `)`, `«` as `»`). `visual`
  /// must hold `line.count` bytes; mirroring keeps every length. Returns the line's width
  /// (`columns(ofLine:)`), measured on the way.
  @discardableResult
  public static func visualOrder(
    of line: UnsafeBufferPointer<UInt8>, into visual: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var clusters = ClusterScanner(line)
    var end = visual.count
    var width: Int? = 0
    while let cluster = clusters.next() {
      end -= cluster.end - cluster.start
      copyMirrored(UnsafeBufferPointer(rebasing: line[cluster.start..<cluster.end]), to: visual, at: end)
      if let total = width { width = columns(of: cluster, in: line).map { total + $0 } }
    }
    return width ?? DisplayWidth.columns(of: String(decoding: line, as: UTF8.self))
  }

  /// Copies a cluster's bytes to `visual` from `offset`, its brackets mirrored: every scalar of it
  /// (a bracket may carry a mark). An ASCII byte is always a scalar of its own, and 0xC2 0xAB and
  /// 0xC2 0xBB are always « and ».
  @inline(__always)
  static func copyMirrored(
    _ cluster: UnsafeBufferPointer<UInt8>, to visual: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    for k in 0..<cluster.count {
      let byte = cluster[k]
      visual[offset + k] =
        k > 0 && cluster[k - 1] == 0xC2 && (byte == 0xAB || byte == 0xBB)
        ? byte ^ (0xAB ^ 0xBB) : mirroredBracket(byte)
    }
  }

  /// The ASCII bracket that mirrors `byte` (Bidi_Mirroring_Glyph), or `byte` itself.
  @inline(__always)
  static func mirroredBracket(_ byte: UInt8) -> UInt8 {
    switch byte {
    case 0x28: 0x29
    case 0x29: 0x28
    case 0x3C: 0x3E
    case 0x3E: 0x3C
    case 0x5B: 0x5D
    case 0x5D: 0x5B
    case 0x7B: 0x7D
    case 0x7D: 0x7B
    default: byte
    }
  }

  /// The lines of `text` as byte ranges, or `nil` if they are not all runs of its bytes or are cut.
  static func lines(of text: String, width: Int, limit: Int) -> (
    ranges: [Range<Int>], kind: Kind, visual: String?
  )? {
    guard width > 0 else { return ([], .ascii, nil) }
    var text = text
    guard let isASCII = text.withUTF8(kind(of:)) else {
      switch text.withUTF8(bidiLevels(of:)) {
      case true?:
        return text.withUTF8 { clusterLines(of: $0, width: width, limit: limit) }.map {
          ($0.ranges, .rightToLeft, nil)
        }
      case false?: return reorderedLines(of: text, width: width, limit: limit)
      case nil: return nil
      }
    }
    if isASCII {
      let ranges = text.withUTF8 { bytes -> [Range<Int>]? in
        if LineWrapping.isOneLine(bytes, width: width) { return [0..<bytes.count] }
        var breaker = LineBreaker(width: width, sink: RangeLineSink(bytes: bytes, limit: limit))
        LineWrapping.feedASCII(bytes, to: &breaker) { _ in 1 }
        return breaker.sink.isPlain ? breaker.sink.lines : nil
      }
      return ranges.map { ($0, .ascii, nil) }
    }
    return text.withUTF8 { clusterLines(of: $0, width: width, limit: limit) }.map {
      ($0.ranges, $0.kind, nil)
    }
  }

  /// The lines of text whose lines the bidi algorithm reorders (`bidiLevels(of:)` is false) as byte
  /// ranges, with the text in visual order line by line (`Kind.reordered`): each line's clusters
  /// ordered by their levels (`BidiText.levels(ofClusters:)`, L1–L2, as `CellTextLayout` orders
  /// them), mirrored at odd levels (L4). Nil if the lines are not all runs of its bytes or are cut.
  private static func reorderedLines(of text: String, width: Int, limit: Int) -> (
    ranges: [Range<Int>], kind: Kind, visual: String?
  )? {
    var text = text
    guard let lines = text.withUTF8({ clusterLines(of: $0, width: width, limit: limit) }) else { return nil }
    let bidi = BidiText(text)
    let visual = text.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { visual in
        // What lies between lines (spaces) is copied as it is.
        _ = visual.initialize(fromContentsOf: bytes)
        var clusters: [Range<Int>] = []
        clusters.reserveCapacity(64)
        for line in lines.ranges where !line.isEmpty {
          clusters.removeAll(keepingCapacity: true)
          var scanner = ClusterScanner(UnsafeBufferPointer(rebasing: bytes[line]))
          while let cluster = scanner.next() {
            clusters.append((line.lowerBound + cluster.start)..<(line.lowerBound + cluster.end))
          }
          // No levels: nothing written (an empty text says so).
          guard let levels = bidi.levels(ofClusters: clusters) else { return 0 }
          // Most lines of such text are still at one level (the number is on another line): then
          // in logical order or its reverse, without ordering runs.
          let first = levels.clusters[0]
          let order =
            levels.clusters.contains { $0 != first } ? BidiParagraph.visualOrder(levels.clusters) : nil
          var offset = line.lowerBound
          for k in clusters.indices {
            let index = order?[k] ?? (first & 1 == 1 ? clusters.count - 1 - k : k)
            let cluster = UnsafeBufferPointer(rebasing: bytes[clusters[index]])
            if levels.clusters[index] & 1 == 1 {
              copyMirrored(cluster, to: visual, at: offset)
            } else {
              _ = UnsafeMutableBufferPointer(rebasing: visual[offset..<offset + cluster.count])
                .initialize(fromContentsOf: cluster)
            }
            offset += cluster.count
          }
        }
        return bytes.count
      }
    }
    guard visual.utf8.count == text.utf8.count else { return nil }
    return (lines.ranges, .reordered(isRightToLeft: bidi.direction(atByte: 0) == .rightToLeft), visual)
  }

  /// The columns a line drawn from its bytes takes (`DisplayWidth.columns(of:)` of its text),
  /// measured cluster by cluster on the bytes, without making a String.
  public static func columns(ofLine line: UnsafeBufferPointer<UInt8>) -> Int {
    var clusters = ClusterScanner(line)
    var total = 0
    while true {
      let start = clusters.position
      let runEnd = clusters.printableRunEnd()
      if runEnd > start {
        total += runEnd - start
        clusters.skip(to: runEnd)
        continue
      }
      guard let cluster = clusters.next() else { return total }
      guard let width = columns(of: cluster, in: line) else {
        return DisplayWidth.columns(of: String(decoding: line, as: UTF8.self))
      }
      total += width
    }
  }

  /// The columns a cluster of a plain line takes, or nil for what a plain line never has (a tab, a
  /// control), which is measured as text.
  @inline(__always)
  static func columns(of cluster: ClusterScanner.Cluster, in line: UnsafeBufferPointer<UInt8>) -> Int? {
    switch cluster.kind {
    case .visible: cluster.width
    case .space where cluster.end == cluster.start + 1 && line[cluster.start] == 0x20: 1
    default: nil
    }
  }

  /// The lines of text beyond ASCII, wrapped cluster by cluster, as byte ranges (`.scalars` or
  /// `.clusters`), or `nil` if they are not all runs of its bytes or are cut.
  private static func clusterLines(of bytes: UnsafeBufferPointer<UInt8>, width: Int, limit: Int)
    -> (ranges: [Range<Int>], kind: Kind)?
  {
    var kind = Kind.scalars
    var breaker = LineBreaker(width: width, sink: RangeLineSink(bytes: bytes, limit: limit))
    var breaks = BreakCursor(bytes)
    // A cluster that starts with a space or line break byte (a space and a combining mark) is a
    // glyph the sink would take for a separator.
    var separated = true
    LineWrapping.feedClusters(bytes, to: &breaker, breaks: &breaks) { cluster in
      if !cluster.isScalar {
        kind = .clusters
        let first = bytes[cluster.start]
        if first == 0x20 || first == 0x0A || first == 0x0D { separated = false }
      }
      return cluster.end - cluster.start
    }
    guard separated, breaker.sink.isPlain else { return nil }
    return (breaker.sink.lines, kind)
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

  /// The space inside a word (`fine !`): the one space byte between two glyphs.
  static var spacePiece: Int { -2 }

  let bytes: UnsafeBufferPointer<UInt8>
  let limit: Int
  private(set) var lines: [Range<Int>] = []
  /// False once some line is not a run of bytes, or the text needs more lines than the limit.
  private(set) var isPlain = true
  /// Where to look for the next glyph.
  private var next = 0
  /// The current line's bytes and the gathered word's (start −1: none yet).
  private var line = (start: -1, end: -1)
  private var word = (start: -1, end: -1)

  init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
    self.bytes = bytes
    self.limit = limit
  }

  var isFull: Bool { !isPlain }

  /// The bytes of the glyph being passed: the next `length` bytes after any spaces and line breaks;
  /// for `spacePiece`, the one space byte before the next glyph (not plain if there are more).
  @inline(__always)
  private mutating func glyph(_ length: Int) -> (start: Int, end: Int) {
    if length == Self.spacePiece {
      let start = next
      if start + 1 >= bytes.count || bytes[start] != 0x20 || Self.isSeparator(bytes[start + 1]) {
        isPlain = false
      }
      next += 1
      return (start, next)
    }
    while next < bytes.count, Self.isSeparator(bytes[next]) { next += 1 }
    if length < 1 { isPlain = false }
    let start = next
    next += max(1, length)
    return (start, next)
  }

  mutating func appendToWord(_ piece: Int, width: Int) {
    let glyph = glyph(piece)
    if !Self.extend(&word, with: glyph) { isPlain = false }
  }

  mutating func commitWord(spaceBefore: Bool) {
    guard word.start >= 0 else { return }
    defer { word = (-1, -1) }
    guard line.start >= 0 else {
      line = word
      return
    }
    let gap = spaceBefore ? 1 : 0
    if word.start != line.end + gap || (spaceBefore && bytes[line.end] != 0x20) { isPlain = false }
    line.end = word.end
  }

  mutating func appendToLine(_ piece: Int, width: Int) {
    let glyph = glyph(piece)
    if !Self.extend(&line, with: glyph) { isPlain = false }
  }

  /// Whether a byte is one the glyphs are separated by: a space or a line break.
  @inline(__always)
  private static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D }

  /// Adds a glyph's bytes to a word's or line's (start −1: none yet); false if they do not follow
  /// straight on, so the line is not a run of bytes.
  @inline(__always)
  private static func extend(_ range: inout (start: Int, end: Int), with glyph: (start: Int, end: Int))
    -> Bool
  {
    if range.start < 0 {
      range = glyph
      return true
    }
    let follows = glyph.start == range.end
    range.end = glyph.end
    return follows
  }

  mutating func appendToWord(run: UnsafeBufferPointer<UInt8>, at offset: Int) {
    appendToWord(run.count, width: run.count)
  }

  mutating func appendToLine(run: UnsafeBufferPointer<UInt8>, at offset: Int) {
    appendToLine(run.count, width: run.count)
  }

  mutating func endLine(width: Int) {
    guard isPlain else { return }
    if lines.count == limit {
      isPlain = false  // the last line kept would end with an ellipsis
      return
    }
    lines.append(line.start < 0 ? next..<next : line.start..<line.end)
    line = (-1, -1)
  }
}
