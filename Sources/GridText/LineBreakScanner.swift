/// UAX #14 break opportunities of UTF-8 text, found as ICU's line iterator finds them (the rules
/// of ICU 72's root locale), without calling ICU: the fast path for text that needs no dictionary.
///
/// It walks the text once, scalar by scalar, keeping the little context the rules look back at (the
/// class before a run of spaces, whether a number is open, a hyphen that starts a word, an odd
/// regional indicator) and looking ahead at most two scalars (`$(1`, ` .5`). Classes come from ICU
/// (`LineBreakClass.table`); the rules are UAX #14's, LB4–LB31, with ICU's differences from
/// Unicode 15.0 — a word-initial hyphen kept with its letter (LB20a), `IS × NU` and `SP ÷ IS NU`
/// (LB15c), and numbers as the regular expression of LB25's example 7. Tests hold it to ICU's own
/// output on every string of up to four classes and on random text.
///
/// A scalar of a class it leaves to ICU (`LineBreakClass.unsupported`: Thai, Lao, Khmer and Myanmar,
/// which need ICU's dictionaries, and a few rare classes) ends the walk: `next()` then answers
/// `unsupported` and the caller asks ICU instead.
///
/// With `keepsHangulWords`, breaks between Hangul and a letter, digit or Hangul are dropped, as
/// `LineBreaks.keepsTogether(_:_:)` says (UIKit's `hangulWordPriority`).
struct LineBreakScanner {
  /// The text.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Whether Korean words are kept whole (see `LineBreaks.keepsTogether(_:_:)`).
  let keepsHangulWords: Bool

  /// The next scalar to read.
  private var position = 0
  /// The class of the last thing that is not a space, its combining marks folded in (LB9, LB10);
  /// `.BK` at the start of the text and after a mandatory break.
  private var previous = LineBreakClass.BK
  /// Whether spaces follow `previous`.
  private var spaces = false
  /// 1 after BK, LF or NL; 2 after CR: the next scalar starts a line (unless it is the LF of CR LF).
  private var pendingHard: UInt8 = 0
  /// Whether the last scalar was a ZWJ (LB8a).
  private var afterZWJ = false
  /// 1 inside a number (NU (NU | SY | IS)*), 2 after its closing CL or CP (LB25).
  private var number: UInt8 = 0
  /// Whether `previous` ends an odd run of regional indicators (LB30a).
  private var oddIndicators = false
  /// Whether `previous` is a hyphen with a break before it, or at the start (ICU's LB20a).
  private var hyphenStartsWord = false
  /// Whether `previous` is HY or BA right after a Hebrew letter (LB21a).
  private var afterHebrewHyphen = false
  /// Whether the end of the text was reported.
  private var reachedEnd = false
  /// Whether no context is open (no number, no flag above): the next break then depends only on
  /// `previous`, the next class and `spaces`, and `tables` has it.
  private var isNeutral = true
  /// `tables`' classes, and its decisions for this tailoring without and after spaces.
  private let classes: UnsafePointer<LineBreakClass>
  private let pairs: UnsafePointer<UInt8>
  private let pairsAfterSpaces: UnsafePointer<UInt8>
  private let plain: UInt64

  init(_ bytes: UnsafeBufferPointer<UInt8>, keepsHangulWords: Bool) {
    self.init(bytes, keepsHangulWords: keepsHangulWords, tables: Self.tables)
  }

  private init(_ bytes: UnsafeBufferPointer<UInt8>, keepsHangulWords: Bool, tables: Tables) {
    self.bytes = bytes
    self.keepsHangulWords = keepsHangulWords
    classes = tables.classes
    let size = LineBreakClass.count * LineBreakClass.count
    pairs = tables.decisions + (keepsHangulWords ? 2 * size : 0)
    pairsAfterSpaces = pairs + size
    plain = tables.plainClasses
  }

  /// What the scanner reads at every scalar, made once: a scanner keeps it, since reading a static
  /// property checks each time that it was made.
  struct Tables: @unchecked Sendable {
    /// Whether ICU was found (without it there are no classes, and the scanner is not used).
    let hasICU: Bool
    /// `LineBreakClass.table`.
    let classes: UnsafePointer<LineBreakClass>
    /// Whether a line may break before a class, for each pair (`previous`, class) in rows of
    /// `LineBreakClass.count`, with no context open: 0 no, 1 yes, 2 it depends on what follows or
    /// the class is left to ICU (then the rules are asked). Four tables: without and after spaces,
    /// without and with Korean words kept whole. Made by asking `breaksBefore(_:)` itself, so the
    /// fast path cannot differ from the rules; written only then, so threads share them safely.
    let decisions: UnsafePointer<UInt8>
    /// The classes that, with no context open, only become `previous` (no number, hyphen, regional
    /// indicator, space, mark or mandatory break), as bits.
    let plainClasses: UInt64
  }

  static let tables: Tables = {
    let count = LineBreakClass.count
    let size = count * count
    let decisions = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * size)
    decisions.initialize(repeating: 2, count: 4 * size)
    var plain: UInt64 = 0
    for c in LineBreakClass.allCases {
      switch c {
      case .NU, .HY, .HH, .BA, .RI, .SP, .CM, .ZWJ, .BK, .CR, .LF, .NL, .unsupported: break
      default: plain |= 1 << c.rawValue
      }
    }
    let tables = Tables(
      hasICU: ICU.isAvailable, classes: LineBreakClass.table, decisions: UnsafePointer(decisions),
      plainClasses: plain)
    for (k, keeps) in [false, true].enumerated() {
      var scanner = LineBreakScanner(
        UnsafeBufferPointer(start: nil, count: 0), keepsHangulWords: keeps, tables: tables)
      for (s, spaces) in [false, true].enumerated() {
        for before in LineBreakClass.allCases {
          for after in LineBreakClass.allCases {
            let p = Int(before.rawValue)
            let c = Int(after.rawValue)
            // Where the rules look ahead: `$(1`, ` .5`.
            let looksAhead =
              spaces ? after == .IS : (before == .PR || before == .PO) && (after == .OP || after == .OPWide)
            guard before != .unsupported && after != .unsupported && !looksAhead else { continue }
            scanner.previous = before
            scanner.spaces = spaces
            decisions[(2 * k + s) * size + p * count + c] = scanner.breaksBefore(after) == true ? 1 : 0
          }
        }
      }
    }
    return tables
  }()

  /// What `next()` found.
  struct Opportunity: Equatable {
    /// The UTF-8 offset of the break: the text's length for its end; `Int.max` after the end;
    /// `unsupportedOffset` when the text has a scalar the scanner leaves to ICU.
    var offset: Int
    /// Whether the line must break there (after BK, CR, LF or NL, as ICU marks them).
    var isHard: Bool
  }

  /// The offset `next()` answers for text it leaves to ICU.
  static let unsupportedOffset = -1

  /// The next break opportunity: the end of the text is the last one (empty text has none), then
  /// `Int.max` for ever.
  mutating func next() -> Opportunity {
    let count = bytes.count
    if isNeutral && pendingHard == 0 && position > 0, let found = nextInASCIIWords() { return found }
    while position < count {
      let start = position
      let byte = bytes[start]
      let value: UInt32
      if byte < 0x80 {
        value = UInt32(byte)
        position += 1
      } else {
        let (scalar, length) = LineWrapping.decodeUTF8(bytes, at: start) ?? ("\u{FFFD}", 1)
        value = scalar.value
        position += length
      }
      let c = value < 0x10000 ? classes[Int(value)] : LineBreakClass.of(value)
      // Most scalars: no context open, so the pair decides.
      if pendingHard == 0 && start != 0 {
        let pair = Int(previous.rawValue) &* LineBreakClass.count &+ Int(c.rawValue)
        if spaces {
          let decision = pairsAfterSpaces[pair]
          if decision < 2 {
            if plain & (1 << c.rawValue) != 0 {
              // What `take` does for such a class after spaces (which closed any number and mark).
              previous = c
              spaces = false
              hyphenStartsWord = false
              afterHebrewHyphen = false
              oddIndicators = false
              isNeutral = true
              if c == .AL { skipLetters() }
            } else {
              take(c, breakBefore: decision == 1)
            }
            if decision == 1 { return Opportunity(offset: start, isHard: false) }
            continue
          }
        } else if isNeutral {
          let decision = pairs[pair]
          if decision < 2 {
            if plain & (1 << c.rawValue) != 0 {
              previous = c
              if c == .AL { skipLetters() }
            } else if c == .SP {
              spaces = true  // no mark or number is open: all `take` does
            } else {
              take(c, breakBefore: decision == 1)
            }
            if decision == 1 { return Opportunity(offset: start, isHard: false) }
            continue
          }
        }
      }
      if c == .unsupported {
        position = count
        reachedEnd = true
        return Opportunity(offset: Self.unsupportedOffset, isHard: false)
      }
      if pendingHard != 0 {
        if pendingHard == 2 && c == .LF {
          pendingHard = 1
          continue
        }
        startLine()
        take(c, breakBefore: true)
        return Opportunity(offset: start, isHard: true)
      }
      if start == 0 {
        take(c, breakBefore: true)
        continue
      }
      guard let breaks = breaksBefore(c) else {
        position = count
        reachedEnd = true
        return Opportunity(offset: Self.unsupportedOffset, isHard: false)
      }
      take(c, breakBefore: breaks)
      if breaks { return Opportunity(offset: start, isHard: false) }
    }
    // Empty text has no opportunity, not even its end (as ICU has none).
    if reachedEnd || count == 0 { return Opportunity(offset: .max, isHard: false) }
    reachedEnd = true
    return Opportunity(offset: count, isHard: pendingHard != 0)
  }

  /// `next()` through ASCII words and spaces with no context open, as most text is, in locals: only
  /// `previous` and `spaces` change there (spaces close no number or mark: none is open). Stops,
  /// leaving the rest to `next()`'s walk, at anything else; returns the opportunity if it finds one.
  @inline(__always)
  private mutating func nextInASCIIWords() -> Opportunity? {
    var position = self.position
    var previous = self.previous
    var spaces = self.spaces
    defer {
      self.position = position
      self.previous = previous
      self.spaces = spaces
    }
    while position < bytes.count {
      let byte = bytes[position]
      guard byte < 0x80 else { return nil }
      let c = classes[Int(byte)]
      if c == .SP {
        spaces = true
        position += 1
        continue
      }
      guard plain & (1 << c.rawValue) != 0 else { return nil }
      let pair = Int(previous.rawValue) &* LineBreakClass.count &+ Int(c.rawValue)
      let decision = spaces ? pairsAfterSpaces[pair] : pairs[pair]
      guard decision < 2 else { return nil }
      let start = position
      position += 1
      previous = c
      spaces = false
      if c == .AL {
        // Letters after a letter: nothing to decide (LB28), nothing changes.
        while position < bytes.count, bytes[position] < 0x80, classes[Int(bytes[position])] == .AL {
          position += 1
        }
      }
      if decision == 1 { return Opportunity(offset: start, isHard: false) }
    }
    return nil
  }

  /// Moves past the ASCII letters (AL) that follow a letter with no context open: nothing breaks
  /// between them (LB28) and nothing changes.
  @inline(__always)
  private mutating func skipLetters() {
    while position < bytes.count {
      let byte = bytes[position]
      guard byte < 0x80, classes[Int(byte)] == .AL else { return }
      position += 1
    }
  }

  /// Goes on from `offset`, the last byte of a prose word (`LineBreaks.proseWordEnd(_:from:)`),
  /// as if everything before it had been scanned: that is a letter with nothing open, since no rule
  /// looks further back once the separators after the word are passed (a number the word ends with
  /// closes at them). The opportunities found from there are those after `offset`.
  mutating func resume(atLetter offset: Int) {
    startLine()
    previous = .AL
    position = offset
    reachedEnd = false
  }

  /// Forgets the line before a mandatory break.
  private mutating func startLine() {
    pendingHard = 0
    previous = .BK
    spaces = false
    afterZWJ = false
    number = 0
    oddIndicators = false
    hyphenStartsWord = false
    afterHebrewHyphen = false
    isNeutral = true
  }

  /// Moves past a scalar of class `c`, with a break before it or not.
  @inline(__always)
  private mutating func take(_ c: LineBreakClass, breakBefore: Bool) {
    switch c {
    case .BK, .LF, .NL:
      pendingHard = 1
    case .CR:
      pendingHard = 2
    case .SP:
      spaces = true
      afterZWJ = false
      number = 0
    case .CM, .ZWJ:
      if previous == .BK || previous == .ZW || spaces {
        takeItem(.AL, breakBefore: breakBefore)  // LB10: a mark with nothing to attach to is AL
      }
      afterZWJ = c == .ZWJ
    default:
      takeItem(c, breakBefore: breakBefore)
    }
    isNeutral = !afterZWJ && number == 0 && !oddIndicators && !hyphenStartsWord && !afterHebrewHyphen
  }

  @inline(__always)
  private mutating func takeItem(_ c: LineBreakClass, breakBefore: Bool) {
    hyphenStartsWord = (c == .HY || c == .HH) && (breakBefore || previous == .BK)
    afterHebrewHyphen = (c == .HY || c == .BA || c == .HH) && !spaces && previous == .HL
    if c == .NU {
      number = 1
    } else if number == 1 && (c == .SY || c == .IS) {
      number = 1
    } else if number == 1 && (c == .CL || c == .CP || c == .CPWide) {
      number = 2
    } else {
      number = 0
    }
    oddIndicators = c == .RI && !(previous == .RI && !spaces && oddIndicators)
    previous = c
    spaces = false
    afterZWJ = false
  }

  /// Whether a number follows `offset`: NU, or IS then NU, combining marks skipped (LB25, LB15c);
  /// nil if a scalar the scanner leaves to ICU comes first (a Khmer or Thai mark is a CM there).
  private func numberFollows(_ offset: Int, infix: Bool) -> Bool? {
    var i = offset
    var sawInfix = false
    while i < bytes.count {
      let (scalar, length) = LineWrapping.decodeUTF8(bytes, at: i) ?? ("\u{FFFD}", 1)
      i += length
      switch LineBreakClass.of(scalar.value) {
      case .CM, .ZWJ: continue
      case .NU: return true
      case .IS where infix && !sawInfix: sawInfix = true
      case .unsupported: return nil
      default: return false
      }
    }
    return false
  }

  /// Whether a line may break before a scalar of class `c` that is not a mandatory break's first;
  /// nil if that depends on a scalar the scanner leaves to ICU.
  private func breaksBefore(_ c: LineBreakClass) -> Bool? {
    switch c {
    case .BK, .CR, .LF, .NL, .SP, .ZW: return false  // LB6, LB7
    default: break
    }
    if previous == .ZW { return true }  // LB8
    if afterZWJ { return false }  // LB8a
    let isMark = c == .CM || c == .ZWJ
    if isMark && !spaces { return false }  // LB9
    let c = isMark ? LineBreakClass.AL : c  // LB10
    let p = previous
    // LB11, LB12, LB12a
    if c == .WJ || (!spaces && (p == .WJ || p == .GL)) { return false }
    if c == .GL && !spaces && p != .BA && p != .HY && p != .HH { return false }
    switch c {
    case .CL, .CP, .CPWide, .EX, .SY: return false  // LB13
    default: break
    }
    if p == .OP || p == .OPWide { return false }  // LB14
    if p == .QU && (c == .OP || c == .OPWide) { return false }  // LB15
    if c == .IS {  // LB15c, LB13
      guard spaces else { return false }
      return numberFollows(position, infix: false)
    }
    if (p == .CL || p == .CP || p == .CPWide) && c == .NS { return false }  // LB16
    if p == .B2 && c == .B2 { return false }  // LB17
    if spaces { return true }  // LB18
    if c == .QU || p == .QU { return false }  // LB19
    if (p == .HY || p == .HH) && hyphenStartsWord && c == .AL { return false }  // LB20a
    switch c {
    case .BA, .HH, .HY, .NS: return false  // LB21
    default: break
    }
    if p == .BB || afterHebrewHyphen { return false }  // LB21, LB21a
    if p == .SY && c == .HL { return false }  // LB21b
    if c == .IN { return false }  // LB22
    let pAlphabetic = p == .AL || p == .HL
    let cAlphabetic = c == .AL || c == .HL
    if (pAlphabetic && c == .NU) || (p == .NU && cAlphabetic) { return false }  // LB23
    if p == .PR && (c == .ID || c == .EB || c == .EM) { return false }  // LB23a
    if (p == .ID || p == .EB || p == .EM) && c == .PO { return false }
    // LB24
    if (p == .PR || p == .PO) && cAlphabetic || pAlphabetic && (c == .PR || c == .PO) { return false }
    // LB25, as ICU's regular expression: (PR | PO)? (OP | HY)? IS? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?
    if c == .NU && (p == .PR || p == .PO || p == .HY || p == .IS) { return false }
    if (p == .PR || p == .PO) && (c == .OP || c == .OPWide) {
      guard let number = numberFollows(position, infix: true) else { return nil }
      if number { return false }
    }
    if number == 1 {
      switch c {
      case .NU, .SY, .IS, .CL, .CP, .CPWide, .PR, .PO: return false
      default: break
      }
    }
    if number == 2 && (c == .PR || c == .PO) { return false }
    // LB26, LB27
    if p == .JL && (c == .JL || c == .JV || c == .H2 || c == .H3) { return false }
    if (p == .JV || p == .H2) && (c == .JV || c == .JT) { return false }
    if (p == .JT || p == .H3) && c == .JT { return false }
    if (p.isHangul && c == .PO) || (p == .PR && c.isHangul) { return false }
    if pAlphabetic && cAlphabetic { return false }  // LB28
    if p == .IS && cAlphabetic { return false }  // LB29
    // LB30
    if (pAlphabetic || p == .NU) && c == .OP || p == .CP && (cAlphabetic || c == .NU) { return false }
    if p == .RI && c == .RI && oddIndicators { return false }  // LB30a
    if p == .EB && c == .EM { return false }  // LB30b
    if keepsHangulWords && LineBreaks.keepsTogether(p, c) { return false }
    return true  // LB31
  }
}
