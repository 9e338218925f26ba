/// How a scalar takes part in grapheme clusters, as far as GridText's fast paths decide clusters
/// themselves (`ClusterScanner`): the standard library's segmentation (what a `Character` is) is the
/// definition, and these roles say where its rules (UAX #29 as Swift implements it: GB3–GB13, GB9c
/// for Indic conjuncts) reduce to the scalars on either side.
///
/// - `standalone`: Grapheme_Cluster_Break Other, not an Indic conjunct consonant, not a Hangul jamo
///   or syllable that a jamo could join, not a regional indicator; or a control of its own cluster
///   (C0, DEL, the soft hyphen: no mark joins them), or an emoji that only a joiner (`other`) could
///   join. A cluster boundary is before it whenever the scalar before
///   it has a role other than `other` (CR LF aside).
/// - `consonant`: Indic_Conjunct_Break Consonant (Devanagari `क`…): a boundary before it, unless a
///   linker since the last consonant joins the two (GB9c: `क्ष` is one cluster).
/// - `extend`, `linker`, `spacingMark`: Grapheme_Cluster_Break Extend (Indic_Conjunct_Break Extend),
///   Extend that is Indic_Conjunct_Break Linker (the virama `्`), and SpacingMark: no boundary before
///   them unless the scalar before is a control (GB4, GB9, GB9a). A spacing mark ends a conjunct.
/// - `other`: everything else (joiners, emoji modifiers, prepended marks, jamo, regional indicators,
///   bidi and other format controls, C1 controls, unlisted blocks): left to the standard library.
///
/// Conservative: blocks are listed only where tests check every scalar in them against the standard
/// library (`ClusterScannerTests`); what is not listed is `other`, which is never wrong, only slower.
enum ClusterRole: UInt8 {
  case standalone, consonant, extend, linker, spacingMark, other

  /// Whether a scalar of this role joins the cluster before it (unless that one is a control).
  @inline(__always) var isMark: Bool {
    switch self {
    case .extend, .linker, .spacingMark: true
    default: false
    }
  }

  /// The role of a scalar.
  @inline(__always)
  static func of(_ v: UInt32) -> ClusterRole {
    switch v {
    // ASCII (CR LF handled), Latin-1, Latin Extended, IPA
    case 0x00...0x7F, 0xA0...0x2FF: return .standalone
    // combining diacritical marks
    case 0x300...0x36F: return .extend
    // Greek, Cyrillic (not its marks)
    case 0x370...0x3FF, 0x400...0x482, 0x48A...0x52F: return .standalone
    case 0x590...0x5FF: return hebrew(v)
    case 0x600...0x6FF: return arabic(v)
    case 0x900...0x97F: return devanagari(v)
    case 0xE00...0xE7F: return thai(v)
    // punctuation, currency
    case 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0: return .standalone
    // marks for symbols (a keycap's), variation selectors
    case 0x20D0...0x20F0, 0xFE00...0xFE0F: return .extend
    // letterlike, arrows, shapes, symbols, dingbats
    case 0x2100...0x23FF, 0x2460...0x27BF: return .standalone
    // CJK punctuation, kana
    case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF: return .standalone
    // combining kana voiced sound marks
    case 0x3099...0x309A: return .extend
    // CJK ideographs, Hangul syllables
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return .standalone
    // fullwidth and halfwidth forms (not the sound marks after them)
    case 0xFF01...0xFF9D: return .standalone
    // emoji (not the skin-tone modifiers)
    case 0x1F300...0x1F3FA, 0x1F400...0x1FAFF: return .standalone
    default: return .other
    }
  }

  /// Hebrew (U+0590–U+05FF): points and accents are marks, letters and punctuation standalone.
  @inline(__always)
  private static func hebrew(_ v: UInt32) -> ClusterRole {
    switch v {
    case 0x591...0x5BD, 0x5BF, 0x5C1...0x5C2, 0x5C4...0x5C5, 0x5C7: .extend
    default: .standalone
    }
  }

  /// Arabic (U+0600–U+06FF): harakat and Quranic marks are marks; the prepended number signs
  /// (U+0600–U+0605, U+06DD) and ALM (U+061C, a bidi control) are left to the standard library.
  @inline(__always)
  private static func arabic(_ v: UInt32) -> ClusterRole {
    switch v {
    case 0x600...0x605, 0x61C, 0x6DD: .other
    case 0x610...0x61A, 0x64B...0x65F, 0x670, 0x6D6...0x6DC, 0x6DF...0x6E4, 0x6E7...0x6E8, 0x6EA...0x6ED:
      .extend
    default: .standalone
    }
  }

  /// Devanagari (U+0900–U+097F): consonants, the virama (linker), vowel signs and other marks.
  @inline(__always)
  private static func devanagari(_ v: UInt32) -> ClusterRole {
    switch v {
    case 0x915...0x939, 0x958...0x95F, 0x978...0x97F: .consonant
    case 0x94D: .linker
    case 0x903, 0x93B, 0x93E...0x940, 0x949...0x94C, 0x94E...0x94F: .spacingMark
    case 0x900...0x902, 0x93A, 0x93C, 0x941...0x948, 0x951...0x957, 0x962...0x963: .extend
    default: .standalone
    }
  }

  /// Thai (U+0E00–U+0E7F): vowel signs above and below, tone marks and SARA AM (a spacing mark).
  @inline(__always)
  private static func thai(_ v: UInt32) -> ClusterRole {
    switch v {
    case 0xE33: .spacingMark
    case 0xE31, 0xE34...0xE3A, 0xE47...0xE4E: .extend
    default: .standalone
    }
  }
}

extension ClusterRole {
  /// A scalar's role and width as one byte: the role's raw value in the low three bits, the
  /// columns it takes (`DisplayWidth.columns(of:)`, 0 to 2) above them.
  struct Entry {
    let bits: UInt8

    @inline(__always) var role: ClusterRole { ClusterRole(rawValue: bits & 7) ?? .other }
    @inline(__always) var width: Int { Int(bits >> 3) }

    @inline(__always) init(bits: UInt8) { self.bits = bits }

    @inline(__always) init(of value: UInt32) {
      bits = ClusterRole.of(value).rawValue | UInt8(DisplayWidth.columns(ofValue: value)) << 3
    }
  }

  /// The `Entry` of every scalar below U+10000, made at first use (well under a millisecond), so
  /// that a scanner reads a scalar's role and width with one load. Allocated once for the life of
  /// the process and written only while it is made, so threads share it (`nonisolated(unsafe)`);
  /// `ClusterScanner` reads it once and keeps the pointer, since reading a static property checks
  /// each time that it was made.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x10000)
    for value in 0..<0x10000 { (table + value).initialize(to: Entry(of: UInt32(value)).bits) }
    return UnsafePointer(table)
  }()

  /// The entry of a scalar from `table` (read from there below U+10000).
  @inline(__always)
  static func entry(_ value: UInt32, in table: UnsafePointer<UInt8>) -> Entry {
    value < 0x10000 ? Entry(bits: table[Int(value)]) : supplementaryEntry(value)
  }

  /// The entry of a scalar from U+10000 on, worked out each time (emoji and rarer scripts).
  @inline(never)
  static func supplementaryEntry(_ value: UInt32) -> Entry {
    Entry(of: value)
  }
}
