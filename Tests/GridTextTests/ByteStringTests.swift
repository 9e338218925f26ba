import GridFixtures
import GridText
import Testing

/// File names and arguments are bytes: every byte sequence survives the trip through a string.
@Suite struct ByteStringTests {
  @Test func validUTF8StaysText() {
    let name = "naïve 中文 👍.json"
    #expect(ByteString.string(from: Array(name.utf8)) == name)
    #expect(ByteString.bytes(of: name) == Array(name.utf8))
  }

  @Test func aByteThatIsNotUTF8IsKept() {
    let bytes: [UInt8] = [0x61, 0x9B, 0x2E, 0x6A]
    let name = ByteString.string(from: bytes)
    #expect(name.unicodeScalars.map(\.value) == [0x61, 0x10FF9B, 0x2E, 0x6A])
    #expect(ByteString.bytes(of: name) == bytes)
  }

  /// U+10FF80…U+10FFFF are the scalars that stand for raw bytes; a name that really holds one
  /// keeps its four bytes raw, so it does not turn into a different name.
  @Test(arguments: [UInt32(0x10FF80), 0x10FF9B, 0x10FFFF])
  func theScalarsThatStandForBytesAreKeptAsBytes(value: UInt32) {
    let bytes = Array("b".utf8) + Array(String(Unicode.Scalar(value)!).utf8) + Array(".json".utf8)
    #expect(ByteString.bytes(of: ByteString.string(from: bytes)) == bytes)
  }

  /// Random byte strings, weighted towards the bytes UTF-8 is made of, round-trip exactly.
  @Test func randomBytesRoundTrip() {
    var random = SplitMix64(seed: 11)
    let pieces: [[UInt8]] = [
      [0x61], [0xC3, 0xA9], [0xE4, 0xB8, 0xAD], [0xF0, 0x9F, 0x91, 0x8D], [0xF4, 0x8F, 0xBE, 0x9B], [0x80],
      [0xFF],
      [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ]
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<random.next(below: 12) {
        bytes +=
          random.next(below: 4) == 0
          ? [UInt8(truncatingIfNeeded: random.next())] : pieces[random.next(below: pieces.count)]
      }
      #expect(ByteString.bytes(of: ByteString.string(from: bytes)) == bytes, "\(bytes)")
    }
  }
}
