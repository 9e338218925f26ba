/// Where lines may break in a text: the break opportunities of Unicode's line breaking algorithm
/// (UAX #14, Unicode 15.0 — the version of the width tables), as ICU finds them, with what UIKit's
/// labels do on top.
///
/// - The breaks come from ICU's line iterator for the root locale (Debian's libicu 72): UAX #14's
///   rules, with dictionaries that find the words of Thai, Lao, Khmer and Myanmar text, which has no
///   spaces. Text that needs no dictionary — almost all text — is scanned by `LineBreakScanner`,
///   which follows the same rules without calling ICU and is held to ICU's output by tests.
/// - `Tailoring.uiKit` (the default, what every wrapped line uses) keeps Korean words whole, as UIKit's
///   `hangulWordPriority` does, and keeps ICU's three rules that run ahead of Unicode 15.0 (a
///   word-initial hyphen stays with its word: `-verbose`; `,5` and ` .5` as numbers), as every
///   ICU-based text stack does. `Tailoring.none` is the standard's default algorithm as Unicode 15.0
///   states it, what Unicode's `LineBreakTest.txt` checks.
/// - Without ICU (`ICU.isAvailable` false) lines break by GridText's own rules from before UAX #14:
///   at spaces, after a hyphen or slash inside a word, around wide glyphs and after a zero-width
///   space (`engine` says which is in use).
///
/// Offsets are UTF-8 offsets into the text. A line never breaks inside a grapheme cluster, whatever
/// the opportunities say; mandatory breaks are SafeText's (CR, LF, CR LF, U+2028, U+2029); VT, FF
/// and NEL, which UAX #14 also ends lines at, are drawn as placeholders and only allow a break.
///
/// ```swift
/// LineBreaks.opportunities(in: "ภาษาไทยง่าย").map(\.offset)  // [12, 21, 33]: ภาษา|ไทย|ง่าย
/// ```
public enum LineBreaks {
  /// Which rules decide the opportunities.
  public enum Tailoring: Hashable, Sendable {
    /// UAX #14's default algorithm, Unicode 15.0 (with the dictionaries ICU has for Thai, Lao,
    /// Khmer and Myanmar, and LB25's example 7 for numbers, as `LineBreakTest.txt` has them).
    case none
    /// What UIKit's labels do: ICU's line rules as ICU ships them, and Korean words kept whole.
    case uiKit
  }

  /// A place where a line may end: before the scalar at `offset` (a UTF-8 offset), or at the end.
  public struct Opportunity: Hashable, Sendable {
    /// The UTF-8 offset of the first scalar of the next line (the text's length for its end).
    public var offset: Int
    /// Whether UAX #14 says the line must end there.
    public var isMandatory: Bool

    public init(offset: Int, isMandatory: Bool) {
      self.offset = offset
      self.isMandatory = isMandatory
    }
  }

  /// The break opportunities of `text`, in order; the end of non-empty text is the last one.
  public static func opportunities(in text: some StringProtocol, tailoring: Tailoring = .uiKit)
    -> [Opportunity]
  {
    LineWrapping.withUTF8(of: text) { bytes in
      guard ICU.isAvailable else { return basicOpportunities(in: bytes) }
      switch tailoring {
      case .none:
        return unicode15(ICU.lineBreaks(utf8: bytes), in: bytes)
      case .uiKit:
        var stream = BreakStream(bytes)
        var list: [Opportunity] = []
        while true {
          let next = stream.next()
          if next.offset > bytes.count { break }
          list.append(Opportunity(offset: next.offset, isMandatory: next.isHard))
        }
        return list
      }
    }
  }

  /// What finds the breaks here: ICU and its versions, or the built-in rules and why.
  public static var engine: String {
    if let versions = ICU.versions {
      return "ICU \(versions.icu) (Unicode \(versions.unicode)): UAX #14 line breaking"
    }
    let reason = ICU.unavailableReason ?? "unknown"
    return "ICU not found (\(reason)): lines break at spaces, hyphens and wide glyphs"
  }

  /// Whether ASCII text is prose whose every break opportunity is after a run of spaces, tabs or
  /// line breaks, and nowhere else: words of letters and digits, each perhaps ending with `.,:;!?`,
  /// between such runs. UAX #14 gives exactly that (LB28, LB23, LB25 inside words; LB13 before the
  /// punctuation; LB7 before the spaces; LB18 after them; LB21 for a tab), as tests check against
  /// ICU; most text is such prose, and needs no scanning. Text with anything else (hyphens,
  /// brackets, quotation marks, `1.5`, controls) is scanned.
  static func breaksOnlyAtSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    asciiKind(of: bytes) == .prose
  }

  /// The end of the prose word (`breaksOnlyAtSpaces(_:)`) that starts at `start` in ASCII text:
  /// letters and digits, then perhaps sentence punctuation, up to a space, tab, line break or the
  /// end; `start` itself if what starts there is not such a word.
  @inline(__always)
  static func proseWordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    proseWordEnd(bytes, from: start, kinds: proseWordKinds)
  }

  /// `proseWordEnd(_:from:)` with `proseWordKinds` already read (reading a static property checks
  /// each time that it was made).
  @inline(__always)
  static func proseWordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, kinds: UnsafePointer<UInt8>)
    -> Int
  {
    let word = ProseState.word.rawValue
    let punctuation = ProseState.punctuation.rawValue
    var end = start
    while end < bytes.count && kinds[Int(bytes[end])] == word { end += 1 }
    guard end > start else { return start }
    while end < bytes.count && kinds[Int(bytes[end])] == punctuation { end += 1 }
    return end == bytes.count || kinds[Int(bytes[end])] == ProseState.space.rawValue ? end : start
  }

  /// The `ProseState` each byte leads to after a letter: what kind of byte it is to a prose word.
  static var proseWordKinds: UnsafePointer<UInt8> { proseStates + Int(ProseState.word.rawValue) << 8 }

  /// What ASCII text is, for choosing how to find its opportunities.
  enum ASCIIKind: UInt8 {
    /// Some byte is not ASCII.
    case notASCII
    /// ASCII that is not `prose`: scanned.
    case ascii
    /// Prose whose opportunities are after its runs of spaces (`breaksOnlyAtSpaces(_:)`).
    case prose
  }

  /// Whether text is ASCII, and prose (`breaksOnlyAtSpaces(_:)`), in one pass: a byte at a time
  /// through `proseStates`.
  @inline(__always)
  static func asciiKind(of bytes: UnsafeBufferPointer<UInt8>) -> ASCIIKind {
    let states = proseStates
    var state = ProseState.space.rawValue
    for byte in bytes {
      state = states[Int(state) << 8 | Int(byte)]
      if state == ProseState.notASCII.rawValue { return .notASCII }
    }
    // A non-ASCII byte would have ended the walk.
    return state == ProseState.other.rawValue ? .ascii : .prose
  }

  /// Where `asciiKind(of:)` is: after a space (or at the start), a letter or digit, or sentence
  /// punctuation; in text that is not prose (then only a non-ASCII byte matters); at a non-ASCII byte.
  private enum ProseState: UInt8, CaseIterable {
    case space, word, punctuation, other, notASCII
  }

  /// The next `ProseState` for each state and byte, at `state << 8 | byte`. Allocated once, for the
  /// life of the process, and only read after it is made.
  nonisolated(unsafe) private static let proseStates: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 5 << 8)
    for from in ProseState.allCases {
      let state = Int(from.rawValue)
      for byte in 0..<256 {
        var to: ProseState
        switch UInt8(byte) {
        case 0x80...: to = .notASCII
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          // A letter or digit right after punctuation (`1.5`, `e.g`) is not prose.
          to = from == .punctuation ? .other : .word
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "!"),
          UInt8(ascii: "?"):
          // Punctuation after a letter, digit or punctuation, not after a space.
          to = from == .space ? .other : .punctuation
        case 0x20, 0x09, 0x0A, 0x0D: to = .space
        default: to = .other
        }
        if from == .other && to != .notASCII { to = .other }
        if from == .notASCII { to = .notASCII }
        table[state << 8 | byte] = to.rawValue
      }
    }
    return UnsafePointer(table)
  }()

  /// ICU's opportunities with Korean words kept whole: `Tailoring.uiKit` for text the scanner leaves
  /// to ICU.
  static func icuOpportunities(_ bytes: UnsafeBufferPointer<UInt8>) -> [Opportunity] {
    var list = ICU.lineBreaks(utf8: bytes)
    list.removeAll {
      !$0.isMandatory && $0.offset < bytes.count && keepsTogether(around: $0.offset, in: bytes)
    }
    return list
  }

  /// Whether Korean word keeping (UIKit's `hangulWordPriority`) drops the break at `offset`.
  static func keepsTogether(around offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard offset > 0, let (after, _) = LineWrapping.decodeUTF8(bytes, at: offset) else { return false }
    var afterClass = LineBreakClass.of(after.value)
    if afterClass == .CM || afterClass == .ZWJ { afterClass = .AL }
    // The class before: the base a run of combining marks attaches to, or AL if it has none (LB9, LB10).
    var i = offset
    var beforeClass = LineBreakClass.BK
    var sawMark = false
    while i > 0 {
      i -= 1
      while i > 0 && bytes[i] & 0xC0 == 0x80 { i -= 1 }
      let scalar = LineWrapping.decodeUTF8(bytes, at: i)?.0.value ?? 0xFFFD
      let c = LineBreakClass.of(scalar)
      if c == .CM || c == .ZWJ {
        sawMark = true
        continue
      }
      beforeClass = c
      break
    }
    if sawMark {
      switch beforeClass {
      case .BK, .CR, .LF, .NL, .SP, .ZW: beforeClass = .AL
      default: break
      }
    }
    return keepsTogether(beforeClass, afterClass)
  }

  /// Korean words kept whole (UIKit's `hangulWordPriority`; ICU has no such option: `ko@lw=keepall`
  /// still breaks between syllables): no break between Hangul and Hangul, a letter or a digit, nor
  /// where UAX #14 keeps those with a letter (an opening bracket after it, a closing one, infix
  /// separator or postfix sign before it, a prefix or postfix sign either side). Breaks then come
  /// from spaces and other punctuation. Ideographs are not touched.
  static func keepsTogether(_ before: LineBreakClass, _ after: LineBreakClass) -> Bool {
    if before.isHangul {
      switch after {
      case .AL, .HL, .NU, .H2, .H3, .JL, .JV, .JT, .OP, .PR, .PO: return true
      default: return false
      }
    }
    if after.isHangul {
      switch before {
      case .AL, .HL, .NU, .CP, .IS, .PR, .PO: return true
      default: return false
      }
    }
    return false
  }
}

/// The opportunities of one text in order, for the feeders: from the scanner where it can, else
/// from ICU, else (no ICU) from the built-in rules.
struct BreakStream {
  /// Whether the opportunities come from `scanner` (else from `list`).
  private var scans: Bool
  private var scanner: LineBreakScanner
  private var list: [LineBreaks.Opportunity]
  private var index = 0
  /// The last opportunity the scanner gave, to go on from in ICU's list if it stops.
  private var lastScanned = 0

  /// The opportunities of `bytes` (prose too: the stream gives its opportunities after spaces).
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    scanner = LineBreakScanner(bytes, keepsHangulWords: true)
    scans = LineBreakScanner.tables.hasICU
    list = scans ? [] : LineBreaks.basicOpportunities(in: bytes)
  }

  /// The opportunities in `list`, in order (tests use it to wrap by ICU's own opportunities).
  init(_ list: [LineBreaks.Opportunity]) {
    scans = false
    scanner = LineBreakScanner(UnsafeBufferPointer(start: nil, count: 0), keepsHangulWords: true)
    self.list = list
  }

  /// The next opportunity, as `LineBreakScanner.next()`: `Int.max` after the end.
  ///
  /// The scanner gives them until it meets a class it leaves to ICU (Thai and the like); ICU's
  /// opportunities go on from there. Those the scanner gave are ICU's: it stops before deciding the
  /// break before that scalar, and no rule it looked ahead with takes such a scalar for a number.
  @inline(__always)
  mutating func next() -> LineBreakScanner.Opportunity {
    if scans {
      let found = scanner.next()
      if found.offset != LineBreakScanner.unsupportedOffset {
        lastScanned = found.offset
        return found
      }
      scans = false
      list = LineBreaks.icuOpportunities(scanner.bytes)
      index = list.firstIndex { $0.offset > lastScanned } ?? list.count
    }
    guard index < list.count else { return LineBreakScanner.Opportunity(offset: .max, isHard: false) }
    index += 1
    return LineBreakScanner.Opportunity(offset: list[index - 1].offset, isHard: list[index - 1].isMandatory)
  }

  /// Goes on from `offset`, the last byte of a prose word (see `BreakCursor`): the next
  /// opportunities are those after it, whether or not the stream had already given some of them.
  mutating func resume(atProseEnd offset: Int) {
    if scans {
      scanner.resume(atLetter: offset)
      lastScanned = offset
    } else {
      while index > 0 && list[index - 1].offset > offset { index -= 1 }
      while index < list.count && list[index].offset <= offset { index += 1 }
    }
  }
}

/// Answers, glyph by glyph in the text's order, whether a line may break before a glyph.
///
/// Most words are prose (`LineBreaks.proseWordEnd(_:from:)`): ASCII letters and digits, perhaps
/// ending with sentence punctuation, with a space, tab or line break (or the end) after them. UAX #14
/// breaks before such a word where separators come before it and nowhere inside it, and no rule
/// looks back past the separators after one (nor into it from the word after). So the cursor passes
/// prose words by itself and asks its `BreakStream` (the scanner, or ICU) only about the others: it
/// resumes the stream at the last byte of the prose word before (what that byte is and the
/// separators after it are all the rules see of the text before), and leaves it again at the next
/// prose word once the stream has said whether a line may break before that word. Text that is all
/// prose, as most is, is never scanned. Tests hold this to the stream on its own.
struct BreakCursor {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Where the opportunities of words that are not prose come from; made when first needed (text
  /// that is all prose never needs it).
  private var stream: BreakStream?
  /// Whether `stream` is being asked (else the cursor is passing prose words by itself).
  private(set) var isScanning: Bool
  /// Whether prose words may be passed without the stream (false for a stream given whole).
  private let passesProse: Bool
  /// The first opportunity not yet passed (`Int.max` while passing prose).
  private(set) var nextOffset: Int
  /// While passing prose, where the last prose word ends.
  private(set) var proseEnd = 0
  /// `LineBreaks.proseWordKinds`, read once.
  private let proseKinds: UnsafePointer<UInt8>

  /// The opportunities of `bytes`, prose words passed by themselves.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    proseKinds = LineBreaks.proseWordKinds
    stream = nil
    isScanning = false
    passesProse = true
    nextOffset = .max
  }

  /// The opportunities `stream` gives, every one of them asked of it.
  init(_ stream: BreakStream) {
    bytes = UnsafeBufferPointer(start: nil, count: 0)
    proseKinds = LineBreaks.proseWordKinds
    var stream = stream
    nextOffset = stream.next().offset
    self.stream = stream
    isScanning = true
    passesProse = false
  }

  /// Whether there is an opportunity between the end of the previous glyph, `previousEnd` (spaces may
  /// lie between), and the glyph that starts at `start`, passing every opportunity up to `start`.
  /// Opportunities inside a grapheme cluster are passed over: a cluster is never split.
  ///
  /// After it, `isScanning` false says that the glyph begins (or is inside) a prose word that ends at
  /// `proseEnd`, with no opportunity before then.
  @inline(__always)
  mutating func breaksBefore(_ start: Int, previousEnd: Int) -> Bool {
    if !isScanning {
      // Inside the prose word being passed.
      if start < proseEnd { return false }
      return breaksBefore(start, previousEnd: previousEnd, wordEnd: proseWordEnd(from: start))
    }
    let wordEnd = passesProse && start > previousEnd ? proseWordEnd(from: start) : start
    return breaksBefore(start, previousEnd: previousEnd, wordEnd: wordEnd)
  }

  /// `LineBreaks.proseWordEnd(_:from:)` in the text.
  @inline(__always)
  func proseWordEnd(from start: Int) -> Int {
    LineBreaks.proseWordEnd(bytes, from: start, kinds: proseKinds)
  }

  /// `breaksBefore(_:previousEnd:)` for a glyph that is not inside the prose word being passed,
  /// given `LineBreaks.proseWordEnd(bytes, from: start)`.
  @inline(__always)
  mutating func breaksBefore(_ start: Int, previousEnd: Int, wordEnd: Int) -> Bool {
    if !isScanning {
      // A word after separators (or the first): prose breaks only after its separators.
      if wordEnd > start {
        proseEnd = wordEnd
        return start > previousEnd
      }
      // Not prose: the stream, from the last byte of the prose word before (or the start).
      if stream == nil { stream = BreakStream(bytes) }
      if proseEnd > 0 { stream?.resume(atProseEnd: proseEnd - 1) }
      isScanning = true
      nextOffset = stream?.next().offset ?? .max
    }
    var found = false
    while nextOffset <= start {
      if nextOffset >= previousEnd { found = true }
      nextOffset = stream?.next().offset ?? .max
    }
    // A prose word after separators: passed by itself from here (its start was just decided).
    if passesProse && start > previousEnd && wordEnd > start {
      isScanning = false
      proseEnd = wordEnd
      nextOffset = .max
    }
    return found
  }
}
