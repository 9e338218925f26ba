extension LineBreaks {
  /// ICU's opportunities as Unicode 15.0's UAX #14 gives them (`Tailoring.none`).
  ///
  /// ICU 72 already has three rules that came with Unicode 15.1, and Unicode's test file for 15.0
  /// disagrees with it on 22 of its 7,654 lines, all from these: a hyphen at the start of a word
  /// stays with the letter after it (15.1's LB20a; 15.0 breaks `-|a`); `IS × NU` outside a number
  /// (15.0 breaks `,|5` and `a.|2`); and `SP ÷ IS NU` (15.1's LB15c; 15.0's LB13 keeps ` .5` with
  /// what comes before). This puts 15.0's breaks back: it looks only at hyphens and infix separators.
  static func unicode15(_ icu: [Opportunity], in bytes: UnsafeBufferPointer<UInt8>) -> [Opportunity] {
    // The scalars, their offsets and their classes resolved as LB1 says.
    var offsets: [Int] = []
    var classes: [ICU.LineBreak] = []
    var i = 0
    while i < bytes.count {
      let (scalar, length) = LineWrapping.decodeUTF8(bytes, at: i) ?? ("\u{FFFD}", 1)
      offsets.append(i)
      classes.append(resolvedClass(scalar))
      i += length
    }
    let count = offsets.count
    var breaks = Set(icu.map(\.offset))
    let mandatory = Set(icu.filter(\.isMandatory).map(\.offset))
    func isMark(_ c: ICU.LineBreak) -> Bool { c == .CM || c == .ZWJ }
    /// The index of the base that the combining marks ending at `k` attach to (LB9), `k` itself
    /// for a mark with no base (LB10), nil before the start.
    func base(_ k: Int) -> Int? {
      var j = k
      while j >= 0, isMark(classes[j]) { j -= 1 }
      guard j >= 0 else { return nil }
      if j < k, ([.BK, .CR, .LF, .NL, .SP, .ZW] as [ICU.LineBreak]).contains(classes[j]) {
        return k
      }
      return j
    }
    func classOfBase(_ b: Int) -> ICU.LineBreak { isMark(classes[b]) ? .AL : classes[b] }
    let wordStarts = [.BK, .CR, .LF, .NL, .SP, .ZW, .CB, .GL] as [ICU.LineBreak]
    for k in 1..<max(1, count) where !breaks.contains(offsets[k]) {
      guard let b = base(k - 1), !isMark(classes[k]) else { continue }
      let before = classOfBase(b)
      let after = classes[k]
      if before == .HY && (after == .AL || after == .HL) {
        // 15.0 has no LB20a: a hyphen at the start of a word breaks before a letter (LB31).
        let previous = b > 0 ? base(b - 1).map(classOfBase) : nil
        if previous.map(wordStarts.contains) ?? true { breaks.insert(offsets[k]) }
      } else if before == .IS && after == .NU {
        // Inside a number, NU (NU | SY | IS)* IS, LB25 keeps it; elsewhere 15.0 has no rule against it.
        var j = b - 1
        var inNumber = false
        while j >= 0, let k = base(j) {
          let c = classOfBase(k)
          if c == .NU {
            inNumber = true
            break
          }
          if c != .SY && c != .IS { break }
          j = k - 1
        }
        if !inNumber { breaks.insert(offsets[k]) }
      }
    }
    // 15.0's LB13 never breaks before IS, unless a mandatory break or ZW SP* comes first (LB4–LB8).
    for k in 1..<max(1, count) where breaks.contains(offsets[k]) && classes[k] == .IS {
      var j = k - 1
      while j >= 0, classes[j] == .SP { j -= 1 }
      if j >= 0, classes[j] == .ZW { continue }
      if ([.BK, .CR, .LF, .NL] as [ICU.LineBreak]).contains(classes[k - 1]) { continue }
      breaks.remove(offsets[k])
    }
    return breaks.sorted().map { Opportunity(offset: $0, isMandatory: mandatory.contains($0)) }
  }

  /// A scalar's Line_Break value as LB1 resolves it: AI, SG and XX as AL; SA as CM if it is a
  /// mark (Mn, Mc), else AL; CJ as NS.
  static func resolvedClass(_ scalar: Unicode.Scalar) -> ICU.LineBreak {
    let value = ICU.lineBreak(scalar.value)
    switch value {
    case .AI, .SG, .XX: return .AL
    case .SA:
      // UCharCategory: 6 Mn, 8 Mc.
      let category = ICU.generalCategory(scalar)
      return category == 6 || category == 8 ? .CM : .AL
    case .CJ: return .NS
    default: return value
    }
  }
}
