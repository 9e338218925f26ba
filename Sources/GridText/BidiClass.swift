/// A scalar's Bidi_Class, numbered as ICU's `UCharDirection` (the data comes from ICU, `ICU.bidiClass`).
///
/// The cases are named as UAX #9 names the classes (`L`, `EN`, `RLI`, …) rather than in Swift's
/// lower camel case, so that the algorithm reads as the standard's rules do.
enum BidiClass: UInt8, Sendable {
  // Strong
  case L = 0, R = 1, AL = 13
  // Weak
  case EN = 2, ES = 3, ET = 4, AN = 5, CS = 6, NSM = 17, BN = 18
  // Neutral
  case B = 7, S = 8, WS = 9, ON = 10
  // Explicit formatting
  case LRE = 11, LRO = 12, RLE = 14, RLO = 15, PDF = 16, FSI = 19, LRI = 20, RLI = 21, PDI = 22

  /// The scalar's class from ICU's data (`L` if ICU is missing: everything is then left to right).
  /// ASCII letters, digits and space, Hebrew letters and the Arabic letters most text is made of
  /// are answered without asking (a test checks them against ICU).
  init(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x41...0x5A,
      0x61...0x7A where ICU.isAvailable:
      self = .L
    case 0x30...0x39 where ICU.isAvailable: self = .EN
    case 0x20 where ICU.isAvailable: self = .WS
    case 0x5D0...0x5EA where ICU.isAvailable: self = .R
    case 0x620...0x64A where ICU.isAvailable: self = .AL
    default: self = BidiClass(rawValue: UInt8(truncatingIfNeeded: ICU.bidiClass(scalar))) ?? .L
    }
  }

  /// Removed by rule X9: embeddings, overrides, PDF and boundary neutrals (they still get a level,
  /// the one before them, so that a renderer can place them; see `BidiParagraph.isRemoved(_:)`).
  var isRemovedByX9: Bool {
    switch self {
    case .RLE, .LRE, .RLO, .LRO, .PDF, .BN: return true
    default: return false
    }
  }

  /// An explicit formatting character (LRE RLE LRO RLO PDF LRI RLI FSI PDI) or a boundary neutral.
  var isExplicitOrRemovedByX9: Bool {
    switch self {
    case .RLE, .LRE, .RLO, .LRO, .PDF, .BN, .LRI, .RLI, .FSI, .PDI: return true
    default: return false
    }
  }

  /// LRI, RLI or FSI.
  var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }

  /// LRI, RLI, FSI or PDI.
  var isIsolateControl: Bool { isIsolateInitiator || self == .PDI }

  /// A neutral or isolate formatting character for rules N1 and N2 (NI).
  var isNeutralOrIsolate: Bool {
    switch self {
    case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: return true
    default: return false
    }
  }

  /// The direction a resolved type counts as in N0–N2 (numbers count as R), or nil for a neutral.
  var strongDirection: BidiClass? {
    switch self {
    case .L: return .L
    case .R, .AL, .EN, .AN: return .R
    default: return nil
    }
  }

  /// Whether a scalar of this class leaves a paragraph without explicit embeddings, isolates or
  /// anything X9 removes at its own level, whatever else it holds: anything but a number or a
  /// strong letter of the other direction. W1–W7 then leave every weak type neutral or of the
  /// paragraph's direction (a mark takes its base's or sos's, separators and terminators without a
  /// European number become ON), N0–N2 give every neutral and bracket the embedding direction, and
  /// I1–I2 keep the level. `BidiResolver.isAtOneLevel` and `PlainCellText` ask it.
  func keepsParagraphLevel(rightToLeft: Bool) -> Bool {
    switch self {
    case .EN, .AN: false
    case .L: !rightToLeft
    case .R, .AL: rightToLeft
    default: true
    }
  }

  /// Whether a scalar of this class can give a left-to-right paragraph an odd level, and so a line
  /// that is not in logical order: the right-to-left letters (R, AL), Arabic numbers (two of them
  /// around a neutral make it R), and the right-to-left embedding, override and isolate.
  var canMakeRightToLeft: Bool {
    switch self {
    case .R, .AL, .AN, .RLE, .RLO, .RLI: return true
    default: return false
    }
  }
}
