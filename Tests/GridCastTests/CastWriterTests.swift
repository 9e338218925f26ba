import Foundation
import GridTestSupport
import Testing

@testable import GridCast

@Suite struct CastWriterTests {
  /// A character split between two reads is written whole, with the event that finishes it.
  @Test func aCharacterSplitBetweenReadsIsWrittenWhole() {
    var stream = UTF8Stream()
    let bytes = Array("a中b".utf8)  // 61 E4 B8 AD 62
    #expect(stream.decode(Array(bytes[0..<2])) == "a")
    #expect(stream.decode(Array(bytes[2..<3])) == "")
    #expect(stream.decode(Array(bytes[3...])) == "中b")
    #expect(stream.finish() == "")
  }

  @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() {
    var stream = UTF8Stream()
    #expect(stream.decode([0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
    #expect(stream.decode([0xE4, 0xB8]) == "")
    #expect(stream.finish() == "\u{FFFD}")
  }

  @Test(arguments: [
    [UInt8](), [0x41], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x91], [0x41, 0xF0], [0x80, 0x80],
  ])
  func theUnfinishedTailIsOnlyALeadByteAndTooFewFollowers(_ bytes: [UInt8]) {
    let expected: Int
    switch bytes {
    case [0xC3]: expected = 1
    case [0xE4, 0xB8]: expected = 2
    case [0xF0, 0x9F, 0x91]: expected = 3
    case [0x41, 0xF0]: expected = 1
    default: expected = 0
    }
    #expect(UTF8Stream.unfinishedTail(of: bytes) == expected)
  }

  @Test func theFileIsTheHeaderAndOneLinePerEventWithTimesThatNeverGoBack() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("test.cast")
    do {
      let writer = try CastWriter(path: path)
      try writer.write(CastHeader(width: 10, height: 5))
      try writer.output(Array("hi".utf8), at: 2_000)
      try writer.input([0x71], at: 1_000)  // earlier than the last event: raised to it
      try writer.resize(columns: 20, rows: 6, at: 3_000)
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text == """
        {"version": 2, "width": 10, "height": 5}
        [0.002000, "o", "hi"]
        [0.002000, "i", "q"]
        [0.003000, "r", "20x6"]

        """)
  }

  @Test func aFileThatCannotBeCreatedSaysWhy() {
    #expect(throws: CastFileError.self) { try CastWriter(path: "/nonexistent-folder/x.cast") }
    let error = CastFileError(path: "x", code: ENOENT, creating: true)
    #expect(error.description == "cannot create the recording: no such file or directory")
  }
}
