import Testing

@testable import GridRecording

/// The marks a recorded previewer writes on its terminal come out of the recording whole, however
/// the output is cut into reads; what follows the last mark is kept apart; other escape sequences
/// stay as they were.
@Suite struct RecorderFenceTests {
  static let drawn = Array("\u{1B}[2J\u{1B}[1;1Hframe \u{1B}_other\u{1B}\\ end\u{1B}".utf8)
  static let after = Array("\u{1B}[?1h\u{1B}=".utf8)

  @Test func marksAreTakenOutWhereverTheOutputIsCut() {
    let stream =
      Array("\u{1B}[H".utf8) + RecorderFence.bytes(serial: 3) + Self.drawn + RecorderFence.bytes(serial: 12)
      + Self.after
    let before = Array("\u{1B}[H".utf8) + Self.drawn
    for cut in 0...stream.count {
      var scanner = RecorderFence.Scanner()
      let first = scanner.take(Array(stream[..<cut]))
      let second = scanner.take(Array(stream[cut...]))
      // Up to the last mark, and after it.
      let upTo = (first.before ?? []) + (second.before == nil ? [] : first.after + second.before!)
      let rest = second.before == nil ? first.after + second.after : second.after
      #expect(upTo == before, "cut at \(cut)")
      #expect(rest == Self.after, "cut at \(cut)")
      #expect(scanner.serial == 12, "cut at \(cut)")
    }
  }

  @Test func aMarkNotYetWholeWaitsAndOtherEscapesPass() {
    var scanner = RecorderFence.Scanner()
    let mark = RecorderFence.bytes(serial: 5)
    let start = scanner.take(Array(mark.prefix(10)))
    #expect(start.before == nil && start.after == [])
    #expect(scanner.serial == -1)
    let end = scanner.take(Array(mark.dropFirst(10)) + [0x41])
    #expect(end.before == [] && end.after == [0x41])
    #expect(scanner.serial == 5)
    let other = Array("\u{1B}_gridpreview-readyX".utf8)
    #expect(scanner.take(other).after == other)
  }
}
