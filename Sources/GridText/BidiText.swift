/// A text's lines in the order a reader sees them: the Unicode Bidirectional Algorithm (UAX #9) over
/// grapheme clusters, for a renderer.
///
/// The text is split into paragraphs (P1: after each paragraph separator — LF, CR, CRLF, U+2029 and
/// the other scalars of Bidi_Class B) and each is resolved once (`BidiParagraph`), in the given
/// direction or its own (P2–P3). Lines are broken on the logical text first; then each line, given
/// as a range of the text's bytes, comes back as its grapheme clusters from left to right
/// (`visualLine(_:)`): levels for the line (L1), clusters ordered by the level of their first scalar
/// (L2, so marks stay on their bases), scalars with a mirrored glyph replaced by it at odd levels
/// (L4: `(` drawn as `)`), and the twelve bidi controls (LRE RLE LRO RLO PDF LRI RLI FSI PDI LRM RLM
/// ALM) dropped: they are applied, never drawn.
///
/// Most text needs none of it: `isNeeded(for:direction:)` says so from the scalars alone, and then
/// every line is drawn as it is.
///
/// ```swift
/// let text = "שלום (world)!"
/// let bidi = BidiText(text)
/// bidi.direction(atByte: 0)                         // .rightToLeft
/// bidi.visualLine(0..<text.utf8.count).text         // "!(world) םולש"
/// ```
public struct BidiText: Sendable {
  /// The text.
  public let text: String
  /// The requested direction; nil for each paragraph's own.
  let requested: BidiDirection?
  /// The resolved paragraphs, or nil when nothing can be at an odd level (see `isNeeded`): then
  /// every paragraph is left to right and every line in logical order.
  let analysis: Analysis?

  struct Analysis: Sendable {
    /// The UTF-8 offset of each scalar, and the text's length at the end.
    var offsets: [Int32] = []
    /// The paragraphs, in order, each with the index of its first scalar.
    var paragraphs: [(start: Int, paragraph: BidiParagraph)] = []
  }

  /// Resolves a text's paragraphs.
  ///
  /// - Parameters:
  ///   - text: The text, with its line breaks; the controls it holds are applied.
  ///   - direction: The direction of every paragraph (for a right-to-left interface), or nil for
  ///     each paragraph's own: that of its first strong letter, left to right if it has none.
  public init(_ text: String, direction: BidiDirection? = nil) {
    self.text = text
    self.requested = direction
    guard direction == .rightToLeft || Self.canMakeRightToLeft(text) else {
      analysis = nil
      return
    }
    var text = text
    analysis = text.withUTF8 { Self.analysis(of: $0, direction: direction) }
  }

  /// The paragraphs of UTF-8 text resolved, or nil when it is too long for 32-bit offsets.
  static func analysis(of bytes: UnsafeBufferPointer<UInt8>, direction: BidiDirection?) -> Analysis? {
    guard bytes.count < Int(Int32.max) else { return nil }
    var analysis = Analysis()
    var scalars: [Unicode.Scalar] = []
    var classes: [BidiClass] = []
    scalars.reserveCapacity(bytes.count)
    classes.reserveCapacity(bytes.count)
    analysis.offsets.reserveCapacity(bytes.count + 1)
    var offset = 0
    while offset < bytes.count {
      let (scalar, length) = LineWrapping.decodeUTF8(bytes, at: offset) ?? ("\u{FFFD}", 1)
      scalars.append(scalar)
      classes.append(BidiClass(scalar))
      analysis.offsets.append(Int32(offset))
      offset += length
    }
    analysis.offsets.append(Int32(offset))
    // P1: a paragraph ends after a separator; CR LF is one separator.
    var start = 0
    for i in classes.indices where classes[i] == .B {
      if scalars[i] == "\r", i + 1 < classes.count, scalars[i + 1] == "\n" { continue }
      let paragraph = BidiParagraph(
        scalars: scalars[start...i], classes: Array(classes[start...i]), direction: direction)
      analysis.paragraphs.append((start, paragraph))
      start = i + 1
    }
    if start < classes.count || analysis.paragraphs.isEmpty {
      let paragraph =
        start == 0
        ? BidiParagraph(scalars: scalars[...], classes: classes, direction: direction)
        : BidiParagraph(scalars: scalars[start...], classes: Array(classes[start...]), direction: direction)
      analysis.paragraphs.append((start, paragraph))
    }
    return analysis
  }

  /// Whether a text drawn in a paragraph of this direction needs `BidiText` at all: false when no
  /// line can differ from its logical text — a left-to-right (or automatic) direction, no scalar that
  /// could make a level odd (Bidi_Class R, AL, AN, RLE, RLO, RLI; without them FSI resolves left to
  /// right and European numbers follow the letters before them) and no bidi control to drop. Then
  /// every level is even and L2 leaves every line as it is.
  ///
  /// Text whose scalars are all below U+0590 (ASCII, Latin, Greek, Cyrillic, Armenian) is settled by
  /// a scan of its bytes; otherwise only scalars inside the ranges where Unicode 15.0 has such
  /// classes are looked up in ICU's data (a test checks every code point against it).
  public static func isNeeded(for text: some StringProtocol, direction: BidiDirection? = nil) -> Bool {
    if direction == .rightToLeft { return true }
    // Below U+0590 a scalar's first UTF-8 byte is below 0xD6: most text is settled by its bytes.
    let lowBytes = text.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0xD6 } }
    if lowBytes == true { return false }
    for scalar in text.unicodeScalars where scalar.value >= 0x0590 {
      if isBidiControl(scalar) || mayMakeRightToLeft(scalar.value) && BidiClass(scalar).canMakeRightToLeft {
        return true
      }
    }
    return false
  }

  /// Whether the text has a scalar whose class can make a level odd in a left-to-right paragraph.
  static func canMakeRightToLeft(_ text: String) -> Bool {
    text.unicodeScalars.contains { mayMakeRightToLeft($0.value) && BidiClass($0).canMakeRightToLeft }
  }

  /// Where Unicode 15.0 puts every scalar of Bidi_Class R, AL, AN, RLE, RLO or RLI (the Hebrew,
  /// Arabic, Syriac, Thaana, NKo… blocks and their presentation forms, the right-to-left supplementary
  /// ranges, RLM, RLE, RLO and RLI): a filter before asking ICU, checked against ICU's data for every
  /// code point by `BidiTextTests`.
  static func mayMakeRightToLeft(_ value: UInt32) -> Bool {
    switch value {
    case 0x0590...0x08FF, 0x200F, 0x202B, 0x202E, 0x2067, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
      0x1E800...0x1EFFF:
      return true
    default:
      return false
    }
  }

  /// Whether a scalar may have the Bidi_Mirrored property: below U+0F3A only the ASCII brackets
  /// `()<>[]{}` and `«»` have it (a test checks every code point against ICU), so letters and
  /// digits of most scripts are settled without asking ICU.
  @inline(__always)
  static func mayBeMirrored(_ value: UInt32) -> Bool {
    switch value {
    case 0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0xAB, 0xBB: true
    default: value >= 0x0F3A
    }
  }

  /// One of the twelve bidi controls (Bidi_Control: ALM, LRM, RLM, LRE–RLO, PDF, LRI–PDI), which are
  /// applied and never drawn. They all lie in U+061C and U+200E–U+2069.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value == 0x061C || (0x200E...0x2069).contains(scalar.value)) && scalar.properties.isBidiControl
  }

  /// The direction of the paragraph holding a byte of the text (the last paragraph's past the end):
  /// right-to-left paragraphs are aligned right.
  public func direction(atByte offset: Int) -> BidiDirection {
    guard let analysis else { return requested ?? .leftToRight }
    return analysis.paragraphs[paragraphIndex(ofScalar: scalarIndex(atByte: offset), in: analysis)].paragraph
      .direction
  }

  /// One line of the text, from left to right.
  ///
  /// - Parameter bytes: The line's UTF-8 offsets in the text, as the line breaker gives them (a
  ///   range of whole grapheme clusters; it is clamped to the text). A line should lie in one
  ///   paragraph; one that spans more is ordered paragraph by paragraph.
  /// - Returns: The line's clusters in visual order, with the direction of its paragraph.
  public func visualLine(_ bytes: Range<Int>) -> BidiLine {
    let utf8 = text.utf8
    let bounds = bytes.clamped(to: 0..<utf8.count)
    var start = utf8.index(utf8.startIndex, offsetBy: bounds.lowerBound)
    var end = utf8.index(utf8.startIndex, offsetBy: bounds.upperBound)
    // Offsets inside a scalar go back to its start.
    while start > utf8.startIndex && start < utf8.endIndex && UTF8.isContinuation(utf8[start]) {
      utf8.formIndex(before: &start)
    }
    while end > start && end < utf8.endIndex && UTF8.isContinuation(utf8[end]) {
      utf8.formIndex(before: &end)
    }
    let line = text[start..<end]
    var offset = utf8.distance(from: utf8.startIndex, to: start)

    guard let analysis else {
      var clusters: [BidiLine.Cluster] = []
      let level = requested?.level ?? 0
      for character in line {
        let size = character.utf8.count
        if !Self.isDropped(character) {
          clusters.append(BidiLine.Cluster(bytes: offset..<offset + size, character: character, level: level))
        }
        offset += size
      }
      return BidiLine(direction: requested ?? .leftToRight, clusters: clusters)
    }

    // The line's scalars, cut where paragraphs end.
    var scalar = scalarIndex(atByte: offset)
    var paragraph = paragraphIndex(ofScalar: scalar, in: analysis)
    let direction = analysis.paragraphs[paragraph].paragraph.direction
    var clusters: [BidiLine.Cluster] = []
    var characters = line.makeIterator()
    var pending = characters.next()
    while pending != nil {
      let (first, resolved) = analysis.paragraphs[paragraph]
      let paragraphEnd = first + resolved.count
      // The clusters of this paragraph on the line, with their scalars' levels (L1 at the line's end).
      var part: [(character: Character, bytes: Range<Int>, scalars: Range<Int>)] = []
      while let character = pending, scalar < paragraphEnd {
        let size = character.utf8.count
        let scalars = character.unicodeScalars.count
        part.append((character, offset..<offset + size, scalar..<scalar + scalars))
        (offset, scalar) = (offset + size, scalar + scalars)
        pending = characters.next()
      }
      paragraph += 1
      guard let lineStart = part.first?.scalars.lowerBound else {
        if paragraph == analysis.paragraphs.count { break } else { continue }
      }
      let levels = resolved.levels(ofLine: (lineStart - first)..<(scalar - first))
      // Every cluster takes part in L2 (a mark like LRM keeps runs apart); the controls go after.
      var ordered: [BidiLine.Cluster] = []
      var orderedLevels: [UInt8] = []
      var dropped: [Bool] = []
      for (character, bytes, scalars) in part {
        let local = ((scalars.lowerBound - lineStart)..<(scalars.upperBound - lineStart))
          .clamped(to: levels.indices)
        guard !local.isEmpty else { continue }
        // A cluster's level is its first scalar's that X9 keeps (a lone ZWSP keeps the one before).
        let firstKept = local.first { !resolved.isRemoved($0 + lineStart - first) } ?? local.lowerBound
        let level = levels[firstKept]
        let drawn = mirrored(character, levels: levels[local])
        ordered.append(BidiLine.Cluster(bytes: bytes, character: drawn ?? character, level: level))
        orderedLevels.append(level)
        dropped.append(Self.isDropped(character))
      }
      for i in BidiParagraph.visualOrder(orderedLevels) where !dropped[i] { clusters.append(ordered[i]) }
      if paragraph == analysis.paragraphs.count { break }
    }
    return BidiLine(direction: direction, clusters: clusters)
  }

  /// L4: each scalar at an odd level drawn as its Bidi_Mirroring_Glyph, if it has one; nil when
  /// none is.
  func mirrored(_ character: Character, levels: ArraySlice<UInt8>) -> Character? {
    let mirrors = zip(character.unicodeScalars, levels).contains { $1 & 1 == 1 && ICU.isMirrored($0) }
    guard mirrors else { return nil }
    var scalars = String.UnicodeScalarView()
    for (scalar, level) in zip(character.unicodeScalars, levels) {
      scalars.append(level & 1 == 1 ? ICU.mirroringGlyph(scalar) : scalar)
    }
    return Character(String(scalars))
  }

  /// A cluster that is a bidi control (they are clusters of their own: Grapheme_Cluster_Break Control).
  static func isDropped(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(isBidiControl)
  }

  /// The index of the scalar at (or holding) a byte; the scalar count past the end.
  func scalarIndex(atByte offset: Int) -> Int {
    guard let offsets = analysis?.offsets else { return 0 }
    // The last scalar starting at or before the offset.
    var (low, high) = (0, offsets.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(offsets[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The paragraph holding a scalar (the last one past the end).
  func paragraphIndex(ofScalar scalar: Int, in analysis: Analysis) -> Int {
    var (low, high) = (0, analysis.paragraphs.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if analysis.paragraphs[middle].start <= scalar { low = middle } else { high = middle - 1 }
    }
    return low
  }
}

/// A line of text in visual order, as `BidiText.visualLine(_:)` gives it.
public struct BidiLine: Sendable, Hashable {
  /// The direction of the line's paragraph: a right-to-left line is aligned right.
  public var direction: BidiDirection
  /// The line's grapheme clusters from left to right, bidi controls left out.
  public var clusters: [Cluster]

  /// A grapheme cluster of the line.
  public struct Cluster: Sendable, Hashable {
    /// Its UTF-8 offsets in the text (its logical place).
    public var bytes: Range<Int>
    /// What to draw: the cluster, with mirrored glyphs where its level is odd (L4).
    public var character: Character
    /// Its embedding level: odd levels are right to left.
    public var level: UInt8
  }

  /// The clusters to draw, from left to right.
  public var text: String { String(clusters.lazy.map(\.character)) }
}

extension BidiText {
  /// The levels `visualLine(_:)` orders a line's clusters by, for a line given as its clusters'
  /// UTF-8 ranges in logical order (within one paragraph; a line builder's pieces): each cluster's
  /// level is that of its first scalar X9 keeps, with L1 applied to the line from its first
  /// cluster to its last; and the paragraph's direction. Nil when nothing in the text can be at an
  /// odd level: the line is then drawn in logical order, bidi controls left out.
  ///
  /// This is `visualLine` without segmenting the line into grapheme clusters again: the caller
  /// already has them.
  func levels(ofClusters clusters: [Range<Int>]) -> (clusters: [UInt8], direction: BidiDirection)? {
    guard let analysis, let firstCluster = clusters.first, let lastCluster = clusters.last else { return nil }
    let offsets = analysis.offsets
    /// `scalarIndex(atByte:)`, walking on from `index` (the clusters come in logical order).
    func walkedIndex(atByte offset: Int, from index: inout Int) -> Int {
      if index >= offsets.count || Int(offsets[index]) > offset { index = scalarIndex(atByte: offset) }
      while index + 1 < offsets.count && Int(offsets[index + 1]) <= offset { index += 1 }
      return index
    }
    let lineStart = scalarIndex(atByte: firstCluster.lowerBound)
    let lineEnd = scalarIndex(atByte: lastCluster.upperBound)
    let (first, resolved) = analysis.paragraphs[paragraphIndex(ofScalar: lineStart, in: analysis)]
    let end = min(max(lineEnd, lineStart), first + resolved.count)
    let scalarLevels = resolved.levels(ofLine: (lineStart - first)..<(end - first))
    var levels: [UInt8] = []
    levels.reserveCapacity(clusters.count)
    var cursor = lineStart
    for cluster in clusters {
      let start = walkedIndex(atByte: cluster.lowerBound, from: &cursor)
      var next = start
      let stop = max(start + 1, walkedIndex(atByte: cluster.upperBound, from: &next))
      let local = (start - lineStart)..<(stop - lineStart)
      let kept = local.first {
        $0 >= 0 && $0 < scalarLevels.count && !resolved.isRemoved($0 + lineStart - first)
      }
      let index = min(max(0, kept ?? local.lowerBound), max(0, scalarLevels.count - 1))
      levels.append(scalarLevels.isEmpty ? resolved.level : scalarLevels[index])
    }
    return (levels, resolved.direction)
  }
}
