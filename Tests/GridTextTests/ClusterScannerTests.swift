import GridFixtures
import Testing

@testable import GridText

/// `ClusterScanner` finds grapheme clusters scalar by scalar from the roles of `ClusterRole`: every
/// role must be what the standard library's segmentation makes of the scalar, and every cluster a
/// `Character` of the text, classified and measured as one.
@Suite struct ClusterScannerTests {
  /// The number of `Character`s the scalars make.
  static func characters(_ values: [UInt32]) -> Int {
    var scalars = String.UnicodeScalarView()
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { return -1 }
      scalars.append(scalar)
    }
    return String(scalars).count
  }

  /// Every scalar with a role other than `other` (Latin, Greek, Cyrillic, Hebrew, Arabic,
  /// Devanagari, Thai, punctuation, symbols, kana, CJK, Hangul syllables, emoji) is checked against
  /// `Character` segmentation: what joins the scalar before it, what a control or a conjunct does.
  @Test func everyRoleIsWhatTheStandardLibrarySegments() {
    let (letter, acute, ka, virama): (UInt32, UInt32, UInt32, UInt32) = (0x61, 0x301, 0x915, 0x94D)
    var checked = 0
    for value in UInt32(0)...0x1FFFF where Unicode.Scalar(value) != nil {
      let role = ClusterRole.of(value)
      if role == .other { continue }
      checked += 1
      let joinsLetter = Self.characters([letter, value]) == 1
      let joinsNext = Self.characters([value, letter]) == 1
      let keepsConjunct = Self.characters([ka, virama, value, ka]) == 1
      let context = "U+\(String(value, radix: 16, uppercase: true)) \(role)"
      #expect(!joinsNext, "\(context): joins the letter after it")
      switch role {
      case .standalone:
        #expect(!joinsLetter && Self.characters([value, value]) == 2, "\(context)")
        #expect(Self.characters([ka, virama, value]) == 2, "\(context): joins a conjunct")
        // A control takes no mark (GB4); anything else does (GB9).
        let isControl = value < 0x20 || value == 0x7F || value == 0xAD
        #expect(Self.characters([value, acute]) == (isControl ? 2 : 1), "\(context)")
      case .consonant:
        #expect(!joinsLetter && Self.characters([ka, virama, value]) == 1, "\(context)")
      case .extend:
        #expect(joinsLetter && keepsConjunct, "\(context)")
        #expect(Self.characters([ka, value, ka]) == 2, "\(context): links a conjunct")
      case .linker:
        #expect(joinsLetter && Self.characters([ka, value, ka]) == 1, "\(context)")
      case .spacingMark:
        #expect(joinsLetter && !keepsConjunct, "\(context)")
      case .other:
        break
      }
      if role.isMark {
        #expect(Self.characters([0x7, value]) == 2 && Self.characters([0x0A, value]) == 2, "\(context)")
      }
    }
    #expect(checked > 40_000)
  }

  /// The table the scanner reads holds every scalar's role and width below U+10000.
  @Test func theTableIsEveryRoleAndWidth() {
    var differ: [UInt32] = []
    for v in UInt32(0)..<0x10000 {
      let entry = ClusterRole.entry(v, in: ClusterRole.table)
      if entry.role != ClusterRole.of(v) || entry.width != DisplayWidth.columns(ofValue: v) {
        differ.append(v)
      }
    }
    #expect(differ.isEmpty, "\(differ.prefix(10).map { String($0, radix: 16) })")
  }

  /// The clusters of `text` as `ClusterScanner` finds them.
  static func scanned(_ text: String) -> [ClusterScanner.Cluster] {
    LineWrapping.withUTF8(of: text) { bytes in
      var scanner = ClusterScanner(bytes)
      var clusters: [ClusterScanner.Cluster] = []
      while let cluster = scanner.next() { clusters.append(cluster) }
      return clusters
    }
  }

  /// The clusters of `text` as `Character`s, classified and measured.
  static func characters(of text: String) -> [ClusterScanner.Cluster] {
    var start = 0
    return text.map { character in
      defer { start += character.utf8.count }
      return ClusterScanner.Cluster(character, start: start)
    }
  }

  @Test func clustersAreTheCharacters() {
    var rng = SplitMix64(seed: 2026_11_26)
    for round in 0..<6_000 {
      let text =
        switch round % 3 {
        case 0: RandomText.scripts(fragments: 16, using: &rng)
        case 1: RandomText.mixed(fragments: 16, using: &rng)
        default: RandomText.punctuated(fragments: 16, using: &rng)
        }
      #expect(Self.scanned(text) == Self.characters(of: text), "round \(round): \(text.debugDescription)")
    }
  }

  /// Hebrew with points, Arabic with harakat, Thai, Devanagari conjuncts and stacked Latin accents
  /// have no scalar whose role is `other`: the scanner finds their clusters by itself.
  @Test func scriptsNeedNoStandardLibrary() {
    for text in [
      "שָׁלוֹם עולם", "مُحَمَّد ٢٠٢٤", "น้ำกำลังเด็กๆ", "क्षत्रिय नमस्ते स्त्री क़", "e\u{301}\u{302} naïve", "\u{7}\u{301}",
      "\r\n\u{301}", "日本語、カタカナ", "한국어 🍎",
    ] {
      let roles = text.unicodeScalars.map { ClusterRole.of($0.value) }
      #expect(!roles.contains(.other), "\(text.debugDescription)")
      #expect(Self.scanned(text) == Self.characters(of: text), "\(text.debugDescription)")
    }
  }

  /// A printable ASCII run handed on at once never takes the letter a mark joins.
  @Test func printableRunsStopBeforeALetterAMarkJoins() {
    for (text, end) in [("abc\u{301}", 2), ("abc\u{94D}", 2), ("abcक", 3), ("abc def", 3), ("ab\u{200D}", 1)]
    {
      let found = LineWrapping.withUTF8(of: text) { ClusterScanner($0).printableRunEnd() }
      #expect(found == end, "\(text.debugDescription)")
    }
  }

  /// The widths of the blocks answered without the tables are the tables' (every code point).
  @Test func columnsOfEveryScalarAreTheTables() {
    func fromTables(_ v: UInt32) -> Int {
      if v < 0x7F { return v >= 0x20 ? 1 : 0 }
      if v < 0xA0 { return 0 }
      if v < 0x300 { return 1 }
      if DisplayWidth.contains(v, in: DisplayWidth.zeroWidthRanges) { return 0 }
      if v >= 0x1100 && DisplayWidth.contains(v, in: DisplayWidth.wideRanges) { return 2 }
      return 1
    }
    var differ: [UInt32] = []
    for v in UInt32(0)...0x10FFFF where DisplayWidth.columns(ofValue: v) != fromTables(v) { differ.append(v) }
    #expect(differ.isEmpty, "\(differ.prefix(10).map { String($0, radix: 16) })")
  }

  /// `mayBeMirrored` leaves out no scalar ICU mirrors.
  @Test func everyMirroredScalarMayBeMirrored() {
    guard ICU.isAvailable else { return }
    var missed: [UInt32] = []
    for v in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(v), ICU.isMirrored(scalar), !BidiText.mayBeMirrored(v) else {
        continue
      }
      missed.append(v)
    }
    #expect(missed.isEmpty, "\(missed.map { String($0, radix: 16) })")
  }
}
