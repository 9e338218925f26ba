/// UAX #9 (Unicode 15.0) for one paragraph, from P2 to I2: what `BidiParagraph` runs.
///
/// Works on arrays indexed by scalar; an isolating run sequence is resolved on a copy of its types,
/// so that its rules see the sequence's characters as neighbours (X10). Every loop either walks the
/// paragraph once or is bounded by a constant (the 127-entry directional status stack, the
/// 63-entry bracket stack), except the backward searches of N0, which are linear in total (see
/// `resolveBracketPairs`).
struct BidiResolver {
  /// The deepest explicit embedding level (BD2).
  static let maxDepth: UInt8 = 125
  /// The most opening brackets BD16 keeps open.
  static let maxOpenBrackets = 63

  let scalars: ArraySlice<Unicode.Scalar>
  /// The original classes.
  let classes: [BidiClass]
  /// The classes as the rules change them.
  var types: [BidiClass]
  /// Explicit levels after X1–X8, then resolved levels after I1–I2.
  var levels: [UInt8]
  /// For an isolate initiator, the index of its matching PDI (BD9), and for a PDI its initiator's;
  /// -1 if there is none.
  var matches: [Int32]
  var paragraphLevel: UInt8 = 0
  /// Whether `resolve` found the paragraph at one level and left the rules out (`isAtOneLevel`).
  var isSettledAtOneLevel = false

  init(scalars: ArraySlice<Unicode.Scalar>, classes: [BidiClass]) {
    self.scalars = scalars
    self.classes = classes
    self.types = classes
    self.levels = [UInt8](repeating: 0, count: classes.count)
    self.matches = []
  }

  var count: Int { classes.count }

  func scalar(_ i: Int) -> Unicode.Scalar { scalars[scalars.startIndex + i] }

  /// Resolves the paragraph (P2–I2), leaving `paragraphLevel` and `levels`.
  ///
  /// - Parameter shortcuts: Whether a paragraph at one level may be settled without the rules
  ///   (`isAtOneLevel`); tests turn it off to hold the shortcut to them.
  mutating func resolve(direction: BidiDirection?, shortcuts: Bool = true) {
    // Indices are kept in 32 bits; a paragraph of 2³¹ scalars (gigabytes) stays at one level.
    guard count < Int(Int32.max) else {
      paragraphLevel = direction?.level ?? 0
      levels = [UInt8](repeating: paragraphLevel, count: count)
      return
    }
    // Most paragraphs have no explicit embedding, override or isolate and nothing X9 removes: then
    // every scalar is at the paragraph's level, one level run, one isolating run sequence (what the
    // rules below find for such a paragraph, without the work of finding it).
    if !classes.contains(where: \.isExplicitOrRemovedByX9) {
      paragraphLevel = direction?.level ?? firstStrong(from: 0, to: count)?.level ?? 0  // P2, P3
      for i in 0..<count { levels[i] = paragraphLevel }
      if shortcuts && isAtOneLevel {
        isSettledAtOneLevel = true
        return
      }
      var sequence = IsolatingRunSequence()
      sequence.indices.reserveCapacity(count)
      for i in 0..<count { sequence.indices.append(Int32(i)) }
      sequence.level = paragraphLevel
      sequence.sos = paragraphLevel & 1 == 0 ? .L : .R
      sequence.eos = sequence.sos
      sequence.resolve(in: &self)
      resolveImplicitLevels()
      return
    }
    matchIsolates()
    paragraphLevel = direction?.level ?? firstStrong(from: 0, to: count)?.level ?? 0  // P2, P3
    resolveExplicitLevels()
    resolveIsolatingRunSequences()
    resolveImplicitLevels()
  }

  /// Whether a paragraph without explicit embeddings, isolates or anything X9 removes resolves to
  /// its own level throughout (`BidiClass.keepsParagraphLevel`): most right-to-left sentences and
  /// every left-to-right one. A seeded test holds it to the rules.
  var isAtOneLevel: Bool {
    let isRightToLeft = paragraphLevel & 1 == 1
    return classes.allSatisfy { $0.keepsParagraphLevel(rightToLeft: isRightToLeft) }
  }

  // MARK: P2–P3, BD9

  /// BD9: pairs each isolate initiator with its matching PDI. A paragraph separator ends them all.
  mutating func matchIsolates() {
    matches = [Int32](repeating: -1, count: count)
    var open: [Int32] = []
    for i in 0..<count {
      switch classes[i] {
      case .LRI, .RLI, .FSI:
        open.append(Int32(i))
      case .PDI:
        if let initiator = open.popLast() {
          matches[Int(initiator)] = Int32(i)
          matches[i] = initiator
        }
      case .B:
        open.removeAll(keepingCapacity: true)
      default:
        break
      }
    }
  }

  /// P2: the direction of the first strong letter in `start..<end`, skipping isolates (an
  /// unmatched one reaches the paragraph's end, so the search stops there). Each isolate is jumped
  /// over, so the searches of nested FSIs visit each scalar once in total.
  func firstStrong(from start: Int, to end: Int) -> BidiDirection? {
    var i = start
    while i < end {
      switch classes[i] {
      case .L: return .leftToRight
      case .R, .AL: return .rightToLeft
      case .LRI, .RLI, .FSI:
        guard matches[i] >= 0 else { return nil }
        i = Int(matches[i])
      case .B: return nil
      default: break
      }
      i += 1
    }
    return nil
  }

  // MARK: X1–X8

  /// An entry of the directional status stack.
  struct Status {
    var level: UInt8
    /// L or R for an override, nil for none.
    var override: BidiClass?
    var isolate: Bool
  }

  /// X1–X8: explicit levels and overrides.
  mutating func resolveExplicitLevels() {
    var stack: [Status] = [Status(level: paragraphLevel, override: nil, isolate: false)]
    stack.reserveCapacity(Int(Self.maxDepth) + 2)
    var overflowIsolates = 0
    var overflowEmbeddings = 0
    var validIsolates = 0

    /// The least odd (or even) level above `level`.
    func next(_ level: UInt8, rightToLeft: Bool) -> UInt8 { rightToLeft ? (level + 1) | 1 : (level + 2) & ~1 }

    for i in 0..<count {
      let top = stack[stack.count - 1]
      switch classes[i] {
      case .RLE, .LRE, .RLO, .LRO:  // X2–X5
        let type = classes[i]
        levels[i] = top.level
        let level = next(top.level, rightToLeft: type == .RLE || type == .RLO)
        if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
          let override: BidiClass? = type == .RLO ? .R : type == .LRO ? .L : nil
          stack.append(Status(level: level, override: override, isolate: false))
        } else if overflowIsolates == 0 {
          overflowEmbeddings += 1
        }
      case .RLI, .LRI, .FSI:  // X5a–X5c
        levels[i] = top.level
        if let override = top.override { types[i] = override }
        let rightToLeft: Bool
        if classes[i] == .FSI {
          let end = matches[i] >= 0 ? Int(matches[i]) : count
          rightToLeft = firstStrong(from: i + 1, to: end) == .rightToLeft
        } else {
          rightToLeft = classes[i] == .RLI
        }
        let level = next(top.level, rightToLeft: rightToLeft)
        if level <= Self.maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
          validIsolates += 1
          stack.append(Status(level: level, override: nil, isolate: true))
        } else {
          overflowIsolates += 1
        }
      case .PDI:  // X6a
        if overflowIsolates > 0 {
          overflowIsolates -= 1
        } else if validIsolates > 0 {
          overflowEmbeddings = 0
          while !stack[stack.count - 1].isolate { stack.removeLast() }
          stack.removeLast()
          validIsolates -= 1
        }
        let current = stack[stack.count - 1]
        levels[i] = current.level
        if let override = current.override { types[i] = override }
      case .PDF:  // X7
        if overflowIsolates > 0 {
        } else if overflowEmbeddings > 0 {
          overflowEmbeddings -= 1
        } else if !top.isolate && stack.count >= 2 {
          stack.removeLast()
        }
        levels[i] = stack[stack.count - 1].level
      case .B:  // X8: the paragraph ends; nothing carries past it.
        levels[i] = paragraphLevel
        stack.removeSubrange(1...)
        (overflowIsolates, overflowEmbeddings, validIsolates) = (0, 0, 0)
      case .BN:  // Removed by X9.
        levels[i] = top.level
      default:  // X6
        levels[i] = top.level
        if let override = top.override { types[i] = override }
      }
    }
  }

  // MARK: X9–X10

  /// X9 and X10: the level runs of the scalars X9 keeps, joined across isolates into isolating run
  /// sequences, each resolved by W1–W7 and N0–N2.
  mutating func resolveIsolatingRunSequences() {
    var kept: [Int32] = []
    kept.reserveCapacity(count)
    var keptPosition = [Int32](repeating: -1, count: count)
    for i in 0..<count where !classes[i].isRemovedByX9 {
      keptPosition[i] = Int32(kept.count)
      kept.append(Int32(i))
    }
    guard !kept.isEmpty else { return }
    // Level runs: kept positions runStarts[r]..<runStarts[r + 1].
    var runStarts: [Int32] = []
    var runOf = [Int32](repeating: 0, count: kept.count)
    for k in 0..<kept.count {
      if k == 0 || levels[Int(kept[k])] != levels[Int(kept[k - 1])] { runStarts.append(Int32(k)) }
      runOf[k] = Int32(runStarts.count - 1)
    }
    let runCount = runStarts.count
    runStarts.append(Int32(kept.count))

    var joined = [Bool](repeating: false, count: runCount)
    var sequence = IsolatingRunSequence()
    for first in 0..<runCount where !joined[first] {
      sequence.indices.removeAll(keepingCapacity: true)
      var run = first
      var lastPosition: Int
      while true {
        joined[run] = true
        let (start, end) = (Int(runStarts[run]), Int(runStarts[run + 1]))
        for k in start..<end { sequence.indices.append(kept[k]) }
        lastPosition = end - 1
        // A run ending with an isolate initiator goes on with the run its matching PDI starts.
        let last = Int(kept[lastPosition])
        guard classes[last].isIsolateInitiator, matches[last] >= 0 else { break }
        let pdi = Int(keptPosition[Int(matches[last])])
        guard pdi >= 0 else { break }
        let next = Int(runOf[pdi])
        guard Int(runStarts[next]) == pdi, !joined[next] else { break }
        run = next
      }
      let firstIndex = Int(sequence.indices[0])
      let lastIndex = Int(sequence.indices[sequence.indices.count - 1])
      let level = levels[firstIndex]
      let firstPosition = Int(runStarts[first])
      let before = firstPosition > 0 ? levels[Int(kept[firstPosition - 1])] : paragraphLevel
      let after =
        classes[lastIndex].isIsolateInitiator || lastPosition + 1 == kept.count
        ? paragraphLevel : levels[Int(kept[lastPosition + 1])]
      sequence.level = level
      sequence.sos = max(before, level) & 1 == 0 ? .L : .R
      sequence.eos = max(after, level) & 1 == 0 ? .L : .R
      sequence.resolve(in: &self)
    }
  }

  // MARK: I1–I2

  /// I1–I2 from the resolved types; then each scalar X9 removed takes the level before it.
  mutating func resolveImplicitLevels() {
    for i in 0..<count {
      if classes[i].isRemovedByX9 {
        levels[i] = i > 0 ? levels[i - 1] : paragraphLevel
        continue
      }
      let level = levels[i]
      switch types[i] {
      case .L: if level & 1 == 1 { levels[i] = level + 1 }
      case .R: if level & 1 == 0 { levels[i] = level + 1 }
      case .EN, .AN: levels[i] = level & 1 == 0 ? level + 2 : level + 1
      default: break
      }
    }
  }
}

/// An isolating run sequence (BD13) and the work space to resolve it, kept between sequences.
struct IsolatingRunSequence {
  /// The scalars of the sequence, in order.
  var indices: [Int32] = []
  var level: UInt8 = 0
  var sos = BidiClass.L
  var eos = BidiClass.L
  /// The types of `indices`, as the rules change them.
  var types: [BidiClass] = []
  /// For the position of an opening bracket of a pair, the position of its closing bracket; else -1.
  var closers: [Int32] = []
  /// BD16's stack: the opening brackets not yet closed.
  var openings: [Opening] = []
  /// How many L (and R, EN, AN) types come before each position, after W7.
  var leftBefore: [Int32] = []
  var rightBefore: [Int32] = []

  /// An opening bracket on BD16's stack: the closing bracket it waits for, and where it is.
  struct Opening {
    var closer: Unicode.Scalar
    var position: Int32
  }

  /// The embedding direction, L or R.
  var embedding: BidiClass { level & 1 == 0 ? .L : .R }

  /// W1–W7 and N0–N2; the resolved types are written back to the paragraph.
  mutating func resolve(in paragraph: inout BidiResolver) {
    types.removeAll(keepingCapacity: true)
    for i in indices { types.append(paragraph.types[Int(i)]) }
    resolveWeakTypes()
    resolveBracketPairs(in: paragraph)
    resolveNeutrals()
    for (p, i) in indices.enumerated() { paragraph.types[Int(i)] = types[p] }
  }

  /// W1–W7.
  mutating func resolveWeakTypes() {
    let m = types.count
    // W1: a nonspacing mark takes the type before it (ON after an isolate control).
    for p in 0..<m where types[p] == .NSM {
      types[p] = p == 0 ? sos : types[p - 1].isIsolateControl ? .ON : types[p - 1]
    }
    // W2: EN after AL is AN. W3: AL is R.
    var strong = sos
    for p in 0..<m {
      switch types[p] {
      case .L, .R: strong = types[p]
      case .AL:
        strong = .AL
        types[p] = .R
      case .EN: if strong == .AL { types[p] = .AN }
      default: break
      }
    }
    // W4: one separator between two numbers of a kind.
    if m >= 3 {
      for p in 1..<(m - 1) {
        let (before, after) = (types[p - 1], types[p + 1])
        if types[p] == .ES, before == .EN, after == .EN {
          types[p] = .EN
        } else if types[p] == .CS, before == after, before == .EN || before == .AN {
          types[p] = before
        }
      }
    }
    // W5: terminators next to a European number are part of it.
    var p = 0
    while p < m {
      guard types[p] == .ET else {
        p += 1
        continue
      }
      var end = p
      while end < m && types[end] == .ET { end += 1 }
      if (p > 0 && types[p - 1] == .EN) || (end < m && types[end] == .EN) {
        for q in p..<end { types[q] = .EN }
      }
      p = end
    }
    // W6: the other separators and terminators are neutral. W7: EN after L (or sos L) is L.
    strong = sos
    for p in 0..<m {
      switch types[p] {
      case .ES, .ET, .CS: types[p] = .ON
      case .L, .R: strong = types[p]
      case .EN: if strong == .L { types[p] = .L }
      default: break
      }
    }
  }

  /// N0: paired brackets (BD16) take the direction of what they enclose, or of their context.
  ///
  /// Pairs are resolved in the order of their opening brackets. Brackets inside a pair are still ON
  /// when the pair is resolved, so the strong types inside come from counts made before N0. The
  /// search back for the context stops at the first strong type, and every pair that searches ends
  /// up strong itself, so the searches never cross each other: linear in total.
  mutating func resolveBracketPairs(in paragraph: BidiResolver) {
    let m = types.count
    closers.removeAll(keepingCapacity: true)
    openings.removeAll(keepingCapacity: true)
    var paired = false
    scan: for p in 0..<m where types[p] == .ON {
      let scalar = paragraph.scalar(Int(indices[p]))
      switch ICU.pairedBracketType(scalar) {
      case 1:  // Opening
        guard openings.count < BidiResolver.maxOpenBrackets else { break scan }
        // Most sequences have no bracket: the table of pairs is made for those that do.
        if closers.isEmpty { for _ in 0..<m { closers.append(-1) } }
        openings.append(Opening(closer: ICU.pairedBracket(scalar), position: Int32(p)))
      case 2:  // Closing: pairs with the nearest opening that matches, closing those after it.
        var k = openings.count - 1
        while k >= 0 && !Self.isSameBracket(openings[k].closer, scalar) { k -= 1 }
        if k >= 0 {
          closers[Int(openings[k].position)] = Int32(p)
          openings.removeSubrange(k...)
          paired = true
        }
      default:
        break
      }
    }
    guard paired else { return }

    leftBefore.removeAll(keepingCapacity: true)
    rightBefore.removeAll(keepingCapacity: true)
    var (left, right): (Int32, Int32) = (0, 0)
    for type in types {
      leftBefore.append(left)
      rightBefore.append(right)
      switch type.strongDirection {
      case .L: left += 1
      case .R: right += 1
      default: break
      }
    }
    leftBefore.append(left)
    rightBefore.append(right)

    let embedding = self.embedding
    for opening in 0..<m where closers[opening] >= 0 {
      let closing = Int(closers[opening])
      let lefts = leftBefore[closing] - leftBefore[opening + 1]
      let rights = rightBefore[closing] - rightBefore[opening + 1]
      let direction: BidiClass
      if embedding == .L ? lefts > 0 : rights > 0 {
        direction = embedding  // N0 b
      } else if lefts > 0 || rights > 0 {
        // N0 c: only the other direction inside; the context before decides (c1, c2).
        var context = sos
        for p in stride(from: opening - 1, through: 0, by: -1) {
          if let strong = types[p].strongDirection {
            context = strong
            break
          }
        }
        direction = context
      } else {
        continue  // N0 d
      }
      for bracket in [opening, closing] {
        types[bracket] = direction
        // Nonspacing marks after a bracket that changed follow it.
        var p = bracket + 1
        while p < m && paragraph.classes[Int(indices[p])] == .NSM {
          types[p] = direction
          p += 1
        }
      }
    }
  }

  /// BD16's comparison of brackets: the same scalar, or canonically equivalent ones (U+2329 and
  /// U+3008). Two different scalars are equivalent only if one is its own composition exclusion, so
  /// the standard library's canonical comparison of Characters runs for those alone.
  static func isSameBracket(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
    if a == b { return true }
    let excluded = a.properties.isFullCompositionExclusion || b.properties.isFullCompositionExclusion
    return excluded && Character(a) == Character(b)
  }

  /// N1–N2: a run of neutrals between two strong types of one direction takes it (numbers count as
  /// R, sos and eos at the ends); any other takes the embedding direction.
  mutating func resolveNeutrals() {
    let m = types.count
    let embedding = self.embedding
    var p = 0
    while p < m {
      guard types[p].isNeutralOrIsolate else {
        p += 1
        continue
      }
      var end = p
      while end < m && types[end].isNeutralOrIsolate { end += 1 }
      let before = p == 0 ? sos : types[p - 1].strongDirection ?? embedding
      let after = end == m ? eos : types[end].strongDirection ?? embedding
      let direction = before == after ? before : embedding
      for q in p..<end { types[q] = direction }
      p = end
    }
  }
}
