import Foundation
import Testing

@testable import GridCast

@Suite struct CastEventTests {
  @Test(arguments: [(0, "0.000000"), (1, "0.000001"), (1_250_000, "1.250000"), (61_000_042, "61.000042")])
  func timesAreSecondsWithSixDecimals(_ microseconds: Int, _ text: String) {
    #expect(CastEvent.seconds(microseconds) == text)
  }

  @Test func anOutputEventIsAJSONArrayOfTimeCodeAndData() {
    let event = CastEvent(time: 1_500_000, kind: .output, data: "\u{1B}[2J\"a\\b\"\n中")
    #expect(event.line == #"[1.500000, "o", "\u001b[2J\"a\\b\"\n中"]"#)
  }

  @Test func aResizeEventNamesTheSize() {
    #expect(CastEvent.resize(time: 0, columns: 80, rows: 24).line == #"[0.000000, "r", "80x24"]"#)
  }

  /// Every control character is escaped, and Foundation's JSON parser reads the line back to the
  /// same time, code and text.
  @Test func everyControlCharacterSurvivesAJSONParser() throws {
    let text = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init))) + "é👍"
    let line = CastEvent(time: 7, kind: .input, data: text).line
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
    #expect(array.count == 3)
    #expect((array[0] as? Double) == 0.000007)
    #expect((array[1] as? String) == "i")
    #expect((array[2] as? String) == text)
  }

  @Test func theHeaderHasTheFieldsInAFixedOrder() {
    let header = CastHeader(
      width: 100, height: 30, timestamp: 1_700_000_000, title: "Demo \"1\"",
      environment: [.init("TERM", "xterm-256color"), .init("SHELL", "/bin/bash")])
    #expect(
      header.line
        == #"{"version": 2, "width": 100, "height": 30, "timestamp": 1700000000, "title": "Demo \"1\"", "env": {"TERM": "xterm-256color", "SHELL": "/bin/bash"}}"#
    )
    #expect(CastHeader(width: 80, height: 24).line == #"{"version": 2, "width": 80, "height": 24}"#)
  }

  /// A hostile title (markup, quotes, a backslash, an escape sequence, a line break, U+2028) is
  /// JSON-escaped in the header: the line is one line that Foundation's parser reads back to the
  /// title exactly, with no raw control or separator left in it.
  @Test func aHostileTitleIsEscapedAndReadsBack() throws {
    let title = "<b>&\"x\" \\ \u{1B}]0;pwned\u{7}\nnext\u{2028}end\u{2029}\u{85}"
    let line = CastHeader(width: 80, height: 24, title: title).line
    #expect(
      line.contains(#""title": "<b>&\"x\" \\ \u001b]0;pwned\u0007\nnext\u2028end\u2029\u0085""#), "\(line)")
    #expect(
      !line.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
      })
    #expect(line.split(whereSeparator: \.isNewline).count == 1)
    let header = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(header["title"] as? String == title)
  }
}
