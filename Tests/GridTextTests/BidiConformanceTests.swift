import Foundation
import Testing

@testable import GridText

/// Unicode's conformance test for UAX #9, through GridText's own API: every case of
/// BidiCharacterTest.txt (Debian's unicode-data, Unicode 15.0: 91,707 cases) gives its paragraph
/// level, each scalar's level after L1 (`x` for those X9 removes) and the visual order of the rest.
@Suite struct BidiConformanceTests {
  static let path = "/usr/share/unicode/BidiCharacterTest.txt"

  /// What went wrong in one case, for the failure message.
  struct Failure: CustomStringConvertible {
    var line: Int
    var what: String
    var description: String { "line \(line): \(what)" }
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: path),
      "\(path) is not installed (apt-get install unicode-data; .ci/run installs it)"))
  func everyCaseOfBidiCharacterTest() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.path)))
    var cases = 0
    var failures: [Failure] = []
    var failureCount = (paragraph: 0, levels: 0, order: 0)
    var lineNumber = 0
    var scalars: [Unicode.Scalar] = []
    // The five fields: code points; direction (0, 1, 2 = auto); paragraph level; levels (-1 for x);
    // order.
    var codePoints: [Int] = []
    var directionField: [Int] = []
    var levelField: [Int] = []
    var expectedLevels: [Int] = []
    var expectedOrder: [Int] = []
    let version = Array("# BidiCharacterTest-15.0.0".utf8)
    var isVersion15 = false

    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x0A { end += 1 }
      lineNumber += 1
      defer { start = end + 1 }
      if end - start >= version.count && bytes[start..<start + version.count].elementsEqual(version) {
        isVersion15 = true
      }
      guard start < end, bytes[start] != UInt8(ascii: "#") else { continue }

      var reader = FieldReader(bytes: bytes, position: start, end: end)
      guard reader.numbers(base: 16, into: &codePoints), reader.numbers(base: 10, into: &directionField),
        reader.numbers(base: 10, into: &levelField), reader.numbers(base: 10, into: &expectedLevels),
        reader.numbers(base: 10, into: &expectedOrder), reader.position > end,
        directionField.count == 1, levelField.count == 1
      else {
        failures.append(Failure(line: lineNumber, what: "not five fields"))
        continue
      }
      scalars.removeAll(keepingCapacity: true)
      for value in codePoints { scalars.append(Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}") }
      let direction: BidiDirection? = [.leftToRight, .rightToLeft, nil][min(2, directionField[0])]
      let paragraphLevel = UInt8(levelField[0])
      cases += 1

      let paragraph = BidiParagraph(scalars, direction: direction)
      let levels = paragraph.levels(ofLine: 0..<scalars.count)
      if paragraph.level != paragraphLevel {
        failureCount.paragraph += 1
        let what = "paragraph level \(paragraph.level), not \(paragraphLevel)"
        failures.append(Failure(line: lineNumber, what: what))
      }
      var kept: [Int] = []
      var keptLevels: [UInt8] = []
      var levelsMatch = expectedLevels.count == scalars.count
      for i in scalars.indices {
        let expected = i < expectedLevels.count ? expectedLevels[i] : -2
        if paragraph.isRemoved(i) {
          levelsMatch = levelsMatch && expected == -1
        } else {
          levelsMatch = levelsMatch && expected == Int(levels[i])
          kept.append(i)
          keptLevels.append(levels[i])
        }
      }
      let order = BidiParagraph.visualOrder(keptLevels).map { kept[$0] }
      if !levelsMatch {
        failureCount.levels += 1
        let shown = scalars.indices.map { paragraph.isRemoved($0) ? "x" : "\(levels[$0])" }
        failures.append(Failure(line: lineNumber, what: "levels \(shown.joined(separator: " "))"))
      }
      if order != expectedOrder {
        failureCount.order += 1
        let what = "order \(order.map(String.init).joined(separator: " "))"
        failures.append(Failure(line: lineNumber, what: what))
      }
    }

    #expect(cases > 90_000)
    if isVersion15 { #expect(cases == 91_707) }
    #expect(
      failures.isEmpty,
      """
      \(cases) cases: \(failureCount.paragraph) paragraph levels, \(failureCount.levels) levels and \
      \(failureCount.order) orders wrong; the first: \(failures.prefix(10).map(\.description))
      """)
  }
}

/// Reads the fields of a line of BidiCharacterTest.txt, one after the other.
struct FieldReader {
  let bytes: [UInt8]
  /// Where the next field starts; past `end` once the last one is read.
  var position: Int
  let end: Int

  /// The numbers of the next field (up to `;` or the line's end) separated by spaces, in `base` (10 or
  /// 16); `x` (removed by X9) as -1. False if there is no field left.
  mutating func numbers(base: Int, into numbers: inout [Int]) -> Bool {
    guard position <= end else { return false }
    numbers.removeAll(keepingCapacity: true)
    var value = -1
    while position < end && bytes[position] != UInt8(ascii: ";") {
      let byte = bytes[position]
      position += 1
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        value = max(value, 0) * base + Int(byte - UInt8(ascii: "0"))
      } else if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F") {
        value = max(value, 0) * base + Int(byte - UInt8(ascii: "A")) + 10
      } else if byte == UInt8(ascii: "x") {
        numbers.append(-1)
      } else if value >= 0 {
        numbers.append(value)
        value = -1
      }
    }
    if value >= 0 { numbers.append(value) }
    position += 1  // The `;`, or past the end.
    return true
  }
}
