import CICU
import Synchronization

/// ICU, as GridText uses it: every call into the `CICU` shim goes through this file (Swift names
/// outward, the C function in the doc comment).
///
/// ICU is Debian's system library (libicu 72, Unicode 15.0 — the version of the width tables),
/// opened privately on first use so that it never meets the private copy the toolchain's
/// Foundation carries (see `icu_shim.h`). Without it the text functions keep working on their own
/// rules, and `isAvailable` is false.
public enum ICU {
  /// `gp_icu_available`: whether the library could be opened.
  public static var isAvailable: Bool { gp_icu_available() != 0 }

  /// `gp_icu_error`: why the library could not be opened, or nil.
  public static var unavailableReason: String? {
    guard let error = gp_icu_error() else { return nil }
    let text = String(cString: error)
    return text.isEmpty ? nil : text
  }

  /// `gp_icu_versions`: ICU's version and the Unicode version of its data ("72.1", "15.0"), or nil.
  public static var versions: (icu: String, unicode: String)? {
    guard isAvailable else { return nil }
    var icu = [CChar](repeating: 0, count: 16)
    var unicode = [CChar](repeating: 0, count: 16)
    gp_icu_versions(&icu, &unicode)
    func text(_ characters: [CChar]) -> String {
      String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return (text(icu), text(unicode))
  }

  /// `gp_line_break_class`: a scalar's Line_Break property, as ICU's `ULineBreak` value.
  static func lineBreakClass(_ scalar: Unicode.Scalar) -> Int32 { gp_line_break_class(scalar.value) }

  /// `gp_bidi_class`: a scalar's Bidi_Class, as ICU's `UCharDirection` value.
  static func bidiClass(_ scalar: Unicode.Scalar) -> Int32 { gp_bidi_class(scalar.value) }

  /// `gp_bidi_mirroring_glyph`: the scalar drawn in its place at an odd level (UAX #9 L4), or itself.
  static func mirroringGlyph(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    Unicode.Scalar(gp_bidi_mirroring_glyph(scalar.value)) ?? scalar
  }

  /// `gp_bidi_is_mirrored`: whether the scalar has the Bidi_Mirrored property.
  static func isMirrored(_ scalar: Unicode.Scalar) -> Bool { gp_bidi_is_mirrored(scalar.value) != 0 }

  /// `gp_bidi_paired_bracket`: the bracket that pairs with this one (Bidi_Paired_Bracket), or itself.
  static func pairedBracket(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    Unicode.Scalar(gp_bidi_paired_bracket(scalar.value)) ?? scalar
  }

  /// `gp_bidi_paired_bracket_type`: 0 none, 1 open, 2 close (Bidi_Paired_Bracket_Type).
  static func pairedBracketType(_ scalar: Unicode.Scalar) -> Int32 {
    gp_bidi_paired_bracket_type(scalar.value)
  }

  /// `gp_general_category`: the General_Category, as ICU's `UCharCategory` value.
  static func generalCategory(_ scalar: Unicode.Scalar) -> Int32 { gp_general_category(scalar.value) }
}

// MARK: ICU's own UAX #9, a second opinion for tests (`BidiParagraph` is GridText's)

extension ICU {
  /// `gp_bidi_set_paragraph`, `gp_bidi_levels`, `gp_bidi_paragraph_level` (ubidi_setPara and
  /// friends): ICU's levels for one paragraph of UTF-16 text at level 0, 1 or nil (P2–P3), one per
  /// UTF-16 unit with L1 applied to the paragraph as one line; nil without ICU or on an ICU error.
  static func ubidiLevels(utf16 text: [UInt16], direction: BidiDirection?)
    -> (paragraph: UInt8, levels: [UInt8])?
  {
    guard let bidi = gp_bidi_open() else { return nil }
    defer { gp_bidi_close(bidi) }
    let level = direction.map { $0 == .leftToRight ? UInt8(0) : 1 } ?? UInt8(GP_BIDI_DEFAULT_LTR)
    guard gp_bidi_set_paragraph(bidi, text, Int32(text.count), level) == 0 else { return nil }
    if text.isEmpty { return (gp_bidi_paragraph_level(bidi), []) }
    guard let levels = gp_bidi_levels(bidi) else { return nil }
    return (gp_bidi_paragraph_level(bidi), Array(UnsafeBufferPointer(start: levels, count: text.count)))
  }

  /// `gp_bidi_reorder_visual` (ubidi_reorderVisual): ICU's rule L2 for items at these levels,
  /// `order[visual] = logical`.
  static func ubidiVisualOrder(_ levels: [UInt8]) -> [Int] {
    guard !levels.isEmpty else { return [] }
    var order = [Int32](repeating: 0, count: levels.count)
    gp_bidi_reorder_visual(levels, Int32(levels.count), &order)
    return order.map(Int.init)
  }
}

// MARK: Line breaking (UAX #14)

extension ICU {
  /// ICU's Line_Break values (`ULineBreak`; the shim's `GP_LB_*`, checked against ICU's header).
  enum LineBreak: Int32 {
    case XX, AI, AL, B2, BA, BB, BK, CB, CL, CM, CR, EX, GL, HY, ID, IN, IS, LF, NS, NU, OP, PO, PR, QU, SA
    case SG, SP, SY, ZW, NL, WJ, H2, H3, JL, JT, JV, CP, CJ, HL, RI, EB, EM, ZWJ
  }

  /// `gp_line_break_class`: a scalar's Line_Break property.
  static func lineBreak(_ scalar: UInt32) -> LineBreak {
    LineBreak(rawValue: gp_line_break_class(scalar)) ?? .XX
  }

  /// `gp_line_break_classes`: the Line_Break values (`LineBreak` raw values) of `count` scalars
  /// from `first`, in one call into ICU.
  static func lineBreakClasses(from first: UInt32, count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      gp_line_break_classes(first, Int32(count), buffer.baseAddress)
      initialized = count
    }
  }

  /// `gp_east_asian_width`: East_Asian_Width, as ICU's `UEastAsianWidth` value (0 N, 1 A, 2 H, 3 F,
  /// 4 Na, 5 W).
  static func eastAsianWidth(_ scalar: UInt32) -> Int32 { gp_east_asian_width(scalar) }

  /// `gp_line_breaks_utf8`: the break opportunities of UTF-8 text from ICU's line iterator for the
  /// root locale (UAX #14 with the dictionaries for Thai, Lao, Khmer and Myanmar), the end of the
  /// text included, each mandatory or not as ICU's rule status says. Empty without ICU.
  static func lineBreaks(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [LineBreaks.Opportunity] {
    guard !bytes.isEmpty, let breaker = LineBreakerPool.shared.take() else { return [] }
    defer { LineBreakerPool.shared.give(breaker) }
    // About one opportunity per 4 bytes in most text; asked again with room for all if not.
    var capacity = bytes.count / 4 + 8
    while true {
      var offsets = [Int32](repeating: 0, count: capacity)
      var hard = [UInt8](repeating: 0, count: capacity)
      let count = gp_line_breaks_utf8(
        breaker.pointer, bytes.baseAddress, Int64(bytes.count), &offsets, &hard, Int32(capacity))
      guard count >= 0 else { return [] }
      if Int(count) <= capacity {
        return (0..<Int(count)).map {
          LineBreaks.Opportunity(offset: Int(offsets[$0]), isMandatory: hard[$0] != 0)
        }
      }
      capacity = Int(count)
    }
  }

  /// `gp_word_breaks_utf8`: the word boundaries (UAX #29 with ICU's dictionaries) of UTF-8 text for
  /// the root locale, the end included: what tests hold the line breaks of Thai and the like to.
  static func wordBoundaries(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var capacity = bytes.count + 1
    var offsets = [Int32](repeating: 0, count: capacity)
    let count = gp_word_breaks_utf8("", bytes.baseAddress, Int64(bytes.count), &offsets, Int32(capacity))
    guard count >= 0 else { return [] }
    capacity = min(Int(count), capacity)
    return offsets.prefix(capacity).map(Int.init)
  }

  /// ICU's line iterators, one per thread at a time: an iterator is not thread-safe and costs 3 µs
  /// to open, a clone of the first one 0.1 µs. Kept for the life of the process.
  final class LineBreakerPool: Sendable {
    static let shared = LineBreakerPool()

    /// An open iterator (`gp_line_breaker *`).
    struct Breaker: @unchecked Sendable {
      let pointer: OpaquePointer
    }

    /// The root locale's iterator, cloned for every other user; nil without ICU.
    private let root: Breaker?
    private let idle = Mutex<[Breaker]>([])

    private init() {
      root = gp_line_breaker_open("").map(Breaker.init)
    }

    /// An iterator for this thread's use until `give(_:)`; nil without ICU.
    func take() -> Breaker? {
      guard let root else { return nil }
      // Cloned under the lock: the root is never iterated, and is cloned by one thread at a time.
      return idle.withLock { $0.popLast() ?? gp_line_breaker_clone(root.pointer).map(Breaker.init) }
    }

    func give(_ breaker: Breaker) {
      idle.withLock { $0.append(breaker) }
    }
  }
}

// MARK: CLDR plural rules (libicui18n)

extension ICU {
  /// `gp_plural_rules_select` (uplrules_select): the CLDR cardinal plural category of `number` in
  /// `locale` (`"ru"`, `"pt_BR"`) — `"zero"`, `"one"`, `"two"`, `"few"`, `"many"` or `"other"` — or
  /// nil without ICU's i18n library or on an ICU error.
  public static func pluralCategory(of number: Double, locale: String) -> String? {
    guard let rules = gp_plural_rules_open(locale) else { return nil }
    defer { gp_plural_rules_close(rules) }
    var keyword = [CChar](repeating: 0, count: 16)
    let length = gp_plural_rules_select(rules, number, &keyword, 16)
    guard length > 0 else { return nil }
    return String(decoding: keyword.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
