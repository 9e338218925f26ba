import Foundation
import Testing

@testable import GridFixtures

/// Seeded mutation testing of the fixture reader: every fixture of the repository, mutated a few
/// thousand ways (bytes flipped, inserted, deleted, repeated, truncated; JSON punctuation, escapes,
/// invalid UTF-8 and huge numbers dropped in), must be read without a trap, with every problem a
/// single printable line at a position inside the file, and the same answer from `validate` and
/// `parse`. The libFuzzer target (`Fuzz/run`) does the same for as long as it is given.
@Suite struct FixtureMutationTests {
  static let seeds: [(name: String, bytes: [UInt8])] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Fixtures")
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".json") }
      .sorted() ?? []
    return names.compactMap { name in
      (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, Array($0)) }
    }
  }()

  /// Fragments that steer a mutation towards the reader's edges.
  static let fragments: [[UInt8]] =
    [
      "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD800", "\\u0000", "1e400", "-0", "00", "1.5",
      "true", "null", "\"sections\"", "\"items\"", "\"columns\"", "\"height\": -1", "\u{301}\u{301}\u{301}",
      "\u{1B}[31m", "\u{202E}", "\u{FEFF}", "9999999999999999999999",
    ].map { Array($0.utf8) } + [
      [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x00], [0x80],
    ]

  static func mutate(_ bytes: [UInt8], with rng: inout SplitMix64) -> [UInt8] {
    var out = bytes
    for _ in 0..<(1 + rng.next(below: 4)) {
      let at = out.isEmpty ? 0 : rng.next(below: out.count)
      switch rng.next(below: 7) {
      case 0 where !out.isEmpty: out[at] = UInt8(truncatingIfNeeded: rng.next())
      case 1: out.insert(contentsOf: fragments[rng.next(below: fragments.count)], at: at)
      case 2 where !out.isEmpty: out.removeSubrange(at..<min(out.count, at + 1 + rng.next(below: 16)))
      case 3 where !out.isEmpty:
        let end = min(out.count, at + 1 + rng.next(below: 64))
        out.insert(contentsOf: out[at..<end], at: end)
      case 4: out.removeSubrange(at..<out.count)
      case 5 where !out.isEmpty: out[at] ^= 1 << UInt8(rng.next(below: 8))
      default: out.insert(UInt8(ascii: " "), at: at)
      }
    }
    return out
  }

  @Test(arguments: 0..<8)
  func mutatedFixturesAreReadSafely(batch: Int) throws {
    #expect(!Self.seeds.isEmpty)
    var rng = SplitMix64(seed: 0x5EED + UInt64(batch))
    var checked = 0
    var valid = 0
    for _ in 0..<1000 {
      let seed = Self.seeds[rng.next(below: Self.seeds.count)]
      let bytes = Self.mutate(seed.bytes, with: &rng)
      let diagnostics = Fixture.validate(bytes, fileName: "m.json")
      let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
      for diagnostic in diagnostics {
        let text = diagnostic.description
        #expect(
          !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
          "\(text.debugDescription)")
        #expect((1...max(1, lines)).contains(diagnostic.position.line), "\(text)")
        #expect(diagnostic.position.column >= 1)
      }
      do throws(FixtureValidationError) {
        let loaded = try Fixture.parse(bytes, fileName: "m.json")
        #expect(loaded.warnings == diagnostics)
        #expect(!diagnostics.contains { $0.isError })
        valid += 1
      } catch {
        #expect(error.diagnostics == diagnostics)
        #expect(diagnostics.contains { $0.isError })
      }
      checked += 1
    }
    #expect(checked == 1000)
    #expect(valid > 0 && valid < checked, "mutations make both valid and invalid fixtures (\(valid) valid)")
  }
}
