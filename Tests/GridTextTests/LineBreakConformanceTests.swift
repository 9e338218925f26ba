import Foundation
import Testing

@testable import GridText

/// Unicode's own test of UAX #14, `LineBreakTest.txt` (Debian's `unicode-data`, Unicode 15.0), through
/// GridText's API: every line's break opportunities from `LineBreaks.opportunities(in:tailoring: .none)`.
/// The file has no tailoring (it resolves Thai and the like to AL), so the untailored rules run.
@Suite(
  .enabled(
    if: LineBreakTestFile.cases != nil && ICU.isAvailable,
    "needs ICU and /usr/share/unicode/auxiliary/LineBreakTest.txt (apt-get install unicode-data)"
  ))
struct LineBreakConformanceTests {
  typealias Case = LineBreakTestFile.Case

  /// The scalar counts before each opportunity of `text` (UTF-8 offsets mapped back to scalars).
  static func breaks(of scalars: [Unicode.Scalar], tailoring: LineBreaks.Tailoring) -> [Int] {
    let text = String(String.UnicodeScalarView(scalars))
    var scalarAt: [Int: Int] = [:]
    var offset = 0
    for (index, scalar) in scalars.enumerated() {
      scalarAt[offset] = index
      offset += String(scalar).utf8.count
    }
    scalarAt[offset] = scalars.count
    return LineBreaks.opportunities(in: text, tailoring: tailoring).map { scalarAt[$0.offset] ?? -1 }
  }

  @Test func everyLineOfTheTestFilePasses() throws {
    let cases = try #require(LineBreakTestFile.cases)
    #expect(cases.count == 7_654)
    var failures: [String] = []
    for c in cases {
      let actual = Self.breaks(of: c.scalars, tailoring: .none)
      if actual != c.breaks, failures.count < 20 {
        failures.append("line \(c.line): expected \(c.breaks), got \(actual) #\(c.comment.prefix(120))")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// The default tailoring is what UIKit does, not the bare standard: ICU's three rules from
  /// Unicode 15.1 and Korean words kept whole change some of the file's lines, and only those.
  @Test func theUIKitTailoringDiffersOnlyWhereItMeansTo() throws {
    let cases = try #require(LineBreakTestFile.cases)
    var differing: [Int] = []
    for c in cases where Self.breaks(of: c.scalars, tailoring: .uiKit) != c.breaks {
      differing.append(c.line)
      let classes = Set(c.scalars.map { ICU.lineBreak($0.value) })
      let hangul: Set<ICU.LineBreak> = [.H2, .H3, .JL, .JV, .JT]
      let ahead: Set<ICU.LineBreak> = [.HY, .IS]  // LB20a, LB15c and `IS × NU`
      #expect(!classes.isDisjoint(with: hangul.union(ahead)), "line \(c.line): \(c.comment.prefix(120))")
    }
    #expect(differing.count > 22 && differing.count < 400)
  }
}

/// Unicode's `LineBreakTest.txt`, read once.
enum LineBreakTestFile {
  /// A line of the file: its scalars, and the scalar counts after which a line may break (÷).
  struct Case {
    var line: Int
    var scalars: [Unicode.Scalar]
    var breaks: [Int]
    var comment: Substring
  }

  static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

  /// The file's cases, or nil without the file: `× 0023 × 0020 ÷ 0023 ÷ # comment`.
  static let cases: [Case]? = {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    var cases: [Case] = []
    for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let tokens = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard !tokens.isEmpty else { continue }
      var scalars: [Unicode.Scalar] = []
      var breaks: [Int] = []
      for token in tokens {
        switch token {
        case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
        case "×": break
        default: scalars.append(Unicode.Scalar(UInt32(token, radix: 16) ?? 0xFFFD) ?? "\u{FFFD}")
        }
      }
      let comment = parts.count > 1 ? parts[1] : ""
      cases.append(Case(line: number + 1, scalars: scalars, breaks: breaks, comment: comment))
    }
    return cases
  }()
}
