/// A direction of text: a paragraph's, or a level's (odd levels are right to left).
public enum BidiDirection: Sendable, Hashable {
  case leftToRight
  case rightToLeft

  /// The paragraph embedding level of a paragraph in this direction: 0 or 1.
  var level: UInt8 { self == .leftToRight ? 0 : 1 }
}

/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0), up to the
/// rules that depend on lines: the embedding level of every scalar.
///
/// Rules P2–P3 find the paragraph's level unless it is given; X1–X10 apply the explicit embeddings,
/// overrides and isolates (at most 125 levels, the rest counted as overflow); W1–W7, N0 (bracket
/// pairs, 63 openers deep) to N2, and I1–I2 resolve the rest. Character data (Bidi_Class, the paired
/// brackets, mirroring) is ICU's. Time is linear in the length and memory a few bytes a scalar,
/// whatever the text: unmatched PDFs and PDIs, embeddings beyond 125, thousands of brackets.
///
/// Lines come after: break the paragraph's logical text into lines, then for each line take
/// `levels(ofLine:)` (rule L1) and order its items with `visualOrder(_:)` (L2). `BidiText` does
/// both for grapheme clusters of a `String` and mirrors what L4 mirrors.
///
/// ```swift
/// let paragraph = BidiParagraph(Array("abc אבג".unicodeScalars))
/// paragraph.direction                           // .leftToRight (the first strong letter is "a")
/// let levels = paragraph.levels(ofLine: 0..<7)  // [0, 0, 0, 0, 1, 1, 1]
/// BidiParagraph.visualOrder(levels)             // [0, 1, 2, 3, 6, 5, 4]
/// ```
public struct BidiParagraph: Sendable {
  /// The paragraph embedding level: 0 (left to right) or 1 (right to left).
  public let level: UInt8
  /// Each scalar's Bidi_Class.
  let classes: [BidiClass]
  /// Whether any scalar is one X9 removes (`isRemoved(_:)`).
  let hasRemoved: Bool
  /// Each scalar's resolved level after I2; a scalar X9 removes has the level of the one before it
  /// (or the paragraph's), so that a renderer can place it as UAX #9 §5.2 suggests.
  let resolvedLevels: [UInt8]
  /// Whether every scalar is at the paragraph's level (`BidiResolver.isAtOneLevel`): every line's
  /// levels are then the paragraph's, whatever L1 does.
  let isAtOneLevel: Bool

  /// The paragraph's direction: right to left if its level is odd.
  public var direction: BidiDirection { level & 1 == 0 ? .leftToRight : .rightToLeft }

  /// The number of scalars.
  public var count: Int { classes.count }

  /// Resolves a paragraph.
  ///
  /// - Parameters:
  ///   - scalars: The paragraph's text. A paragraph separator (Bidi_Class B: LF, CR, U+2029, …)
  ///     belongs at its end only; one elsewhere ends every embedding and isolate, as X8 ends them at
  ///     a paragraph's end (`BidiText` splits text into paragraphs first).
  ///   - direction: The paragraph's direction, or nil to take it from the first strong letter
  ///     outside isolates (P2–P3; left to right if there is none).
  public init(_ scalars: [Unicode.Scalar], direction: BidiDirection? = nil) {
    self.init(scalars: scalars[...], classes: scalars.map(BidiClass.init), direction: direction)
  }

  /// - Parameter shortcuts: Whether a paragraph at one level may be settled without the rules
  ///   (tests hold the shortcut to them).
  init(
    scalars: ArraySlice<Unicode.Scalar>, classes: [BidiClass], direction: BidiDirection?,
    shortcuts: Bool = true
  ) {
    var resolver = BidiResolver(scalars: scalars, classes: classes)
    resolver.resolve(direction: direction, shortcuts: shortcuts)
    self.level = resolver.paragraphLevel
    self.classes = classes
    self.hasRemoved = classes.contains { $0.isRemovedByX9 }
    self.resolvedLevels = resolver.levels
    self.isAtOneLevel = resolver.isSettledAtOneLevel
  }

  /// Whether rule X9 removes scalar `i`: an embedding or override (LRE RLE LRO RLO), PDF, or a
  /// boundary neutral (BN: ZWJ, ZWNJ, soft hyphen, other format characters). Such a scalar has no
  /// level of its own: `levels(ofLine:)` gives it its neighbour's. The isolates and the marks LRM,
  /// RLM and ALM are not removed (they take part in the algorithm); `BidiText` drops all twelve bidi
  /// controls when it draws, and keeps the other removed scalars in their clusters.
  public func isRemoved(_ i: Int) -> Bool {
    classes.indices.contains(i) && classes[i].isRemovedByX9
  }

  /// The embedding levels of the scalars of one line of the paragraph, with rule L1 applied: segment
  /// separators (tab), the paragraph separator, and whitespace and isolate controls before them or at
  /// the line's end go back to the paragraph level. Odd levels are right to left.
  ///
  /// - Parameter line: The line's scalars (offsets in the paragraph), clamped to the paragraph.
  /// - Returns: One level for each scalar of the line.
  public func levels(ofLine line: Range<Int>) -> [UInt8] {
    let line = line.clamped(to: 0..<count)
    var levels = Array(resolvedLevels[line])
    var trailing = true
    for i in line.reversed() {
      switch classes[i] {
      case .S, .B:
        levels[i - line.lowerBound] = level
        trailing = true
      case .WS, .LRI, .RLI, .FSI, .PDI, .RLE, .LRE, .RLO, .LRO, .PDF, .BN:
        // X9's removed scalars go with the whitespace around them (UAX #9 §5.2).
        if trailing { levels[i - line.lowerBound] = level }
      default:
        trailing = false
      }
    }
    return levels
  }
}
