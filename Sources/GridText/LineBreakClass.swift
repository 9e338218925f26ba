/// A scalar's line breaking class as the line break scanner (`LineBreakScanner`) uses it: UAX #14's
/// Line_Break value from ICU, resolved as ICU's line rules resolve it (LB1: AI and XX as AL, CJ as
/// NS), with the distinctions those rules draw inside a class (an opening or closing bracket that is
/// East Asian wide, U+2010 among the BA), and `unsupported` for what only ICU handles: SA (dictionary
/// words), CB, and the unassigned emoji code points LB30b names.
enum LineBreakClass: UInt8, CaseIterable {
  case AL, NU, SP, BA, HY, SY, IS, EX, QU, OP, CP, CL, PR, PO, GL, BB, B2, CM, ZWJ, WJ, ZW, BK, CR, LF, NL
  case IN, NS, ID, EB, EM, H2, H3, JL, JV, JT, HL, RI
  /// U+2010 HYPHEN: BA, except that ICU's LB20a treats it as a hyphen.
  case HH
  /// OP and CP that are East Asian Fullwidth, Wide or Halfwidth: not the OP and CP of LB30.
  case OPWide, CPWide
  /// A class the scanner leaves to ICU (SA, CB, SG, unassigned emoji code points).
  case unsupported

  /// The number of classes.
  @inline(__always) static var count: Int { Int(unsupported.rawValue) + 1 }

  /// The class of a scalar: from the table below U+10000, else from ICU.
  @inline(__always)
  static func of(_ scalar: UInt32) -> LineBreakClass {
    if scalar < 0x10000 { return table[Int(scalar)] }
    return resolve(scalar, ICU.lineBreak(scalar))
  }

  /// The class of every scalar below U+10000, from ICU at first use (0.5 ms). Without ICU every
  /// entry is `unsupported`. Allocated once for the life of the process, and read without bounds
  /// checks by the scanner (a scalar below U+10000 is always inside it); written only while it is
  /// made, so sharing it between threads is safe (`nonisolated(unsafe)` says so).
  nonisolated(unsafe) static let table: UnsafePointer<LineBreakClass> = {
    let table = UnsafeMutablePointer<LineBreakClass>.allocate(capacity: 0x10000)
    guard ICU.isAvailable else {
      table.initialize(repeating: .unsupported, count: 0x10000)
      return UnsafePointer(table)
    }
    let icu = ICU.lineBreakClasses(from: 0, count: 0x10000)
    for scalar in 0..<0x10000 {
      let value = ICU.LineBreak(rawValue: Int32(icu[scalar])) ?? .XX
      (table + scalar).initialize(to: resolve(UInt32(scalar), value))
    }
    return UnsafePointer(table)
  }()

  /// The class for ICU's Line_Break value `value` of `scalar`.
  static func resolve(_ scalar: UInt32, _ value: ICU.LineBreak) -> LineBreakClass {
    switch value {
    case .AL, .AI, .XX:
      // Unassigned code points are XX (as AL), except in ranges UAX #14 gives another default.
      return .AL
    case .NU: return .NU
    case .SP: return .SP
    case .BA: return scalar == 0x2010 ? .HH : .BA
    case .HY: return .HY
    case .SY: return .SY
    case .IS: return .IS
    case .EX: return .EX
    case .QU: return .QU
    case .OP: return isEastAsianWide(scalar) ? .OPWide : .OP
    case .CP: return isEastAsianWide(scalar) ? .CPWide : .CP
    case .CL: return .CL
    case .PR: return .PR
    case .PO: return .PO
    case .GL: return .GL
    case .BB: return .BB
    case .B2: return .B2
    case .CM: return .CM
    case .ZWJ: return .ZWJ
    case .WJ: return .WJ
    case .ZW: return .ZW
    case .BK: return .BK
    case .CR: return .CR
    case .LF: return .LF
    case .NL: return .NL
    case .IN: return .IN
    case .NS, .CJ: return .NS
    case .ID:
      // LB30b keeps an unassigned emoji code point (ID by default) with a modifier: left to ICU.
      return scalar >= 0x10000 && ICU.generalCategory(Unicode.Scalar(scalar) ?? " ") == 0 ? .unsupported : .ID
    case .EB: return .EB
    case .EM: return .EM
    case .H2: return .H2
    case .H3: return .H3
    case .JL: return .JL
    case .JV: return .JV
    case .JT: return .JT
    case .HL: return .HL
    case .RI: return .RI
    default: return .unsupported  // SA, CB, SG
    }
  }

  /// East Asian Width F, W or H (LB30's exclusion).
  static func isEastAsianWide(_ scalar: UInt32) -> Bool {
    switch ICU.eastAsianWidth(scalar) {
    case 2, 3, 5: true
    default: false
    }
  }

  /// Hangul: H2, H3 and the conjoining jamo.
  var isHangul: Bool {
    switch self {
    case .H2, .H3, .JL, .JV, .JT: true
    default: false
    }
  }
}
