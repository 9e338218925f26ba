import GridFixtures
import Testing

@testable import GridText

/// The scanner, the fast path for text that needs no dictionary, must find exactly the break
/// opportunities ICU's line iterator finds: on every string of up to three classes, on random
/// longer strings of the classes whose rules look further, and on random text; and wrapping by it
/// must be wrapping by ICU's own opportunities.
@Suite(.enabled(if: ICU.isAvailable, "needs ICU (libicu72)"))
struct LineBreakScannerTests {
  /// One scalar of each class the scanner knows, and of the distinctions inside a class its rules
  /// draw (East Asian wide brackets, U+2010, quotation marks that open or close, marks that are
  /// controls, each kind of Hangul).
  static let representatives: [Unicode.Scalar] = [
    "a", "\u{A7}", "1", " ", "|", "\t", "-", "/", ",", "!", "\"", "\u{AB}", "\u{BB}", "(", ")", "}", "$", "%",
    "\u{A0}", "\u{B4}", "\u{2014}", "\u{301}", "\u{7}", "\u{200D}", "\u{2060}", "\u{200B}", "\u{B}", "\r",
    "\n", "\u{85}", "\u{2026}", "\u{30FC}", "\u{3063}", "中", "\u{1F466}", "\u{1F3FB}", "가", "각", "\u{1100}",
    "\u{1161}", "\u{11A8}", "\u{5D0}", "\u{1F1EF}", "\u{2010}", "\u{FF08}", "\u{FF09}", "\u{3001}",
    "\u{1F600}", "\u{FF01}",
  ]

  /// One of `choices`, at random.
  static func random(_ choices: [Unicode.Scalar], _ rng: inout SplitMix64) -> Unicode.Scalar {
    choices[rng.next(below: choices.count)]
  }

  /// The scanner's opportunities, as `LineBreaks.Opportunity`, and whether it handled the text.
  static func scanned(_ text: String, keepingHangulWords: Bool) -> [LineBreaks.Opportunity]? {
    LineWrapping.withUTF8(of: text) { bytes in
      var scanner = LineBreakScanner(bytes, keepsHangulWords: keepingHangulWords)
      var list: [LineBreaks.Opportunity] = []
      while true {
        let next = scanner.next()
        if next.offset == LineBreakScanner.unsupportedOffset { return nil }
        if next.offset > bytes.count { return list }
        list.append(LineBreaks.Opportunity(offset: next.offset, isMandatory: next.isHard))
      }
    }
  }

  /// ICU's opportunities, and with Korean words kept whole.
  static func icu(_ text: String, keepingHangulWords: Bool) -> [LineBreaks.Opportunity] {
    LineWrapping.withUTF8(of: text) {
      keepingHangulWords ? LineBreaks.icuOpportunities($0) : ICU.lineBreaks(utf8: $0)
    }
  }

  @Test func everyStringOfUpToThreeClassesBreaksAsICUDoes() {
    let count = Self.representatives.count
    var checked = 0
    var failures: [String] = []
    for length in 1...3 {
      var digits = [Int](repeating: 0, count: length)
      repeat {
        let text = String(String.UnicodeScalarView(digits.map { Self.representatives[$0] }))
        for keep in [false, true] {
          let scanned = Self.scanned(text, keepingHangulWords: keep)
          if scanned != Self.icu(text, keepingHangulWords: keep), failures.count < 10 {
            failures.append("\(text.debugDescription) keep \(keep): \(String(describing: scanned))")
          }
        }
        checked += 1
        var k = length - 1
        while k >= 0 {
          digits[k] += 1
          if digits[k] < count { break }
          digits[k] = 0
          k -= 1
        }
        if k < 0 { break }
      } while true
    }
    #expect(checked == count + count * count + count * count * count)
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Longer strings, mostly of the classes whose rules look past their neighbour: spaces, brackets,
  /// quotation marks, numbers and their signs, hyphens, marks and joiners, regional indicators.
  @Test func randomLongerStringsBreakAsICUDoes() {
    let context: [Unicode.Scalar] = [
      " ", "(", ")", "\"", "1", ",", "/", "$", "%", "-", "\u{2010}", "\u{301}", "\u{200D}", "\u{1F1EF}", "a",
      "\u{A0}", "\u{200B}", "\u{2014}", "}", "\u{30FC}", "\u{5D0}", "|", "\u{1F466}", "\u{1F3FB}",
    ]
    var rng = SplitMix64(seed: 14)
    var failures: [String] = []
    for round in 0..<20_000 {
      let length = 5 + rng.next(below: 12)
      let scalars = (0..<length).map { _ in
        rng.next(below: 3) == 0 ? Self.random(Self.representatives, &rng) : Self.random(context, &rng)
      }
      let text = String(String.UnicodeScalarView(scalars))
      let keep = round % 2 == 0
      let scanned = Self.scanned(text, keepingHangulWords: keep)
      if scanned != Self.icu(text, keepingHangulWords: keep), failures.count < 10 {
        failures.append("round \(round): \(text.debugDescription)")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Text with classes only ICU handles (Thai, Lao, U+FFFC, an unassigned emoji code point) among
  /// the others: the stream takes ICU's opportunities from the first such scalar on, and the
  /// scanner's before it are ICU's.
  @Test func theScannerHandsOverToICU() {
    let handedOver: [Unicode.Scalar] = ["ก", "\u{E32}", "ກ", "\u{FFFC}", "\u{1F8FF}"]
    var rng = SplitMix64(seed: 15)
    var failures: [String] = []
    for round in 0..<10_000 {
      let length = 2 + rng.next(below: 12)
      let scalars = (0..<length).map { _ in
        rng.next(below: 4) == 0 ? Self.random(handedOver, &rng) : Self.random(Self.representatives, &rng)
      }
      let text = String(String.UnicodeScalarView(scalars))
      if LineBreaks.opportunities(in: text) != Self.icu(text, keepingHangulWords: true), failures.count < 10 {
        failures.append("round \(round): \(text.debugDescription)")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Random text of every kind the tests use, and of the scripts and punctuation of real text.
  @Test func randomTextBreaksAsICUDoes() {
    var rng = SplitMix64(seed: 2024_11_26)
    var handled = 0
    for round in 0..<4_000 {
      let text =
        switch round % 4 {
        case 0: RandomText.mixed(fragments: 20, using: &rng)
        case 1: RandomText.ascii(fragments: 20, using: &rng)
        case 2: RandomText.scripts(fragments: 20, using: &rng)
        default: RandomText.punctuated(fragments: 20, using: &rng)
        }
      let expected = Self.icu(text, keepingHangulWords: true)
      if let scanned = Self.scanned(text, keepingHangulWords: true) {
        handled += 1
        #expect(scanned == expected, "round \(round): \(text.debugDescription)")
      }
      #expect(LineBreaks.opportunities(in: text) == expected, "round \(round): \(text.debugDescription)")
    }
    #expect(handled > 2_500)
  }

  /// Prose of words, sentence punctuation and spaces breaks after each run of spaces and nowhere
  /// else, as `LineBreaks.breaksOnlyAtSpaces(_:)` says (such text is not scanned at all).
  @Test func proseBreaksOnlyAtSpaces() {
    var rng = SplitMix64(seed: 7)
    let punctuation = [".", ",", ":", ";", "!", "?", "...", "?!"]
    let spaces = [" ", " ", "  ", "\t", "\n", "\r\n", " \t "]
    for round in 0..<2_000 {
      var text = rng.next(below: 5) == 0 ? " " : ""
      for _ in 0..<(1 + rng.next(below: 12)) {
        let word = RandomText.word(using: &rng).capitalized(rng.next(below: 3) == 0)
        text += rng.next(below: 4) == 0 ? String(rng.next(below: 2_000)) : word
        if rng.next(below: 3) == 0 { text += punctuation[rng.next(below: punctuation.count)] }
        text += spaces[rng.next(below: spaces.count)]
      }
      if rng.next(below: 2) == 0 { text.removeLast() }
      let bytes = Array(text.utf8)
      let context = "round \(round): \(text.debugDescription)"
      #expect(bytes.withUnsafeBufferPointer { LineBreaks.breaksOnlyAtSpaces($0) }, "\(context)")
      // ICU's opportunities lie in the runs of spaces (a tab after a space is one, LB18), and each
      // word after such a run has one between it and the word before.
      let opportunities = Self.icu(text, keepingHangulWords: true).map(\.offset).filter { $0 < bytes.count }
      #expect(opportunities.allSatisfy { LineWrapping.isSeparator(bytes[$0 - 1]) }, "\(context)")
      var previousEnd = -1
      for (i, byte) in bytes.enumerated() where !LineWrapping.isSeparator(byte) {
        if previousEnd >= 0 && previousEnd < i {
          #expect(opportunities.contains { $0 >= previousEnd && $0 <= i }, "\(context) at \(i)")
        }
        previousEnd = i + 1
      }
    }
    for text in ["a-b", "(a)", "1.5", "e.g. x", "it's", " .a", "a\u{7}b", "é"] {
      #expect(!Array(text.utf8).withUnsafeBufferPointer { LineBreaks.breaksOnlyAtSpaces($0) }, "\(text)")
    }
  }

  /// Every scalar below U+10000 has the class the table says, and Thai, Lao, Khmer and Myanmar are
  /// left to ICU's dictionaries.
  @Test func theClassTableIsICUs() {
    for value in UInt32(0)..<0x10000 {
      let expected = LineBreakClass.resolve(value, ICU.lineBreak(value))
      if LineBreakClass.of(value) != expected {
        Issue.record("U+\(String(value, radix: 16)): \(LineBreakClass.of(value)), ICU says \(expected)")
        return
      }
    }
    for scalar: Unicode.Scalar in ["ก", "ກ", "ក", "က"] {
      #expect(LineBreakClass.of(scalar.value) == .unsupported)
    }
    #expect(LineBreakClass.of(0x41) == .AL && LineBreakClass.of(0x3001) == .CL)
    #expect(LineBreakClass.of(0xFF08) == .OPWide && LineBreakClass.of(0x28) == .OP)
  }

  /// The feeders, fed by the scanner (or ICU, for text it leaves), draw and count exactly the lines
  /// that the cluster-by-cluster reference draws from ICU's own opportunities.
  @Test func wrappingByTheScannerIsWrappingByICU() {
    var rng = SplitMix64(seed: 99)
    for round in 0..<4_000 {
      let text =
        switch round % 4 {
        case 0: RandomText.mixed(fragments: 20, using: &rng)
        case 1: RandomText.ascii(fragments: 20, using: &rng)
        case 2: RandomText.scripts(fragments: 20, using: &rng)
        default: RandomText.punctuated(fragments: 20, using: &rng)
        }
      let width = 1 + rng.next(below: 30)
      let maxLines: Int? = round % 5 == 0 ? 1 + rng.next(below: 3) : nil
      let doubled = round % 7 == 0
      // Text the bidi algorithm reorders is drawn in visual order: the reference orders it too.
      let reference = LineWrapping.withUTF8(of: text) { bytes in
        ReferenceWrapping.byCharacters(
          text, width: width, maxLines: maxLines, isDoubled: doubled,
          opportunities: LineBreaks.icuOpportunities(bytes))
      }
      let context = "round \(round), width \(width): \(text.debugDescription)"
      let built = LineWrapping.build(text, width: width, maxLines: maxLines, isDoubled: doubled)
      #expect(built.lines == reference.lines, "\(context)")
      #expect(built.isTruncated == reference.isTruncated, "\(context)")
      #expect(
        LineWrapping.lineCount(of: text, width: width, maxLines: maxLines)
          == min(reference.lines.count, LineWrapping.limit(maxLines)), "\(context)")
    }
  }
}

extension String {
  /// The string with its first letter upper-cased, if `upper`.
  fileprivate func capitalized(_ upper: Bool) -> String {
    guard upper, let first = unicodeScalars.first, (0x61...0x7A).contains(first.value),
      let capital = Unicode.Scalar(first.value - 0x20)
    else { return self }
    return String(capital) + String(unicodeScalars.dropFirst())
  }
}
