import Foundation
import Testing

@testable import GridText

#if canImport(Glibc)
  import Glibc

  /// What the canvas thinks a cell's width is must be what the terminal side thinks: ncurses adds up
  /// glibc's `wcwidth()` code point by code point (and tmux and Linux terminals use it too).
  @Suite(.serialized) struct TerminalAgreementTests {
    init() { setlocale(LC_CTYPE, "C.UTF-8") }

    /// glibc's `wcwidth` (not exported by Swift's Glibc module, which lacks `_XOPEN_SOURCE`).
    static let glibcWidth: @convention(c) (Int32) -> Int32 = {
      let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth")  // RTLD_DEFAULT
      return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    func wcwidth(_ value: UInt32) -> Int { Int(Self.glibcWidth(Int32(bitPattern: value))) }

    /// Every assigned, printable code point of Unicode 15.0 has glibc's width.
    @Test func singleCodePointsHaveGlibcsWidth() {
      var compared = 0
      var disagreements: [String] = []
      for value in UInt32(0x20)..<0x110000 {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let properties = scalar.properties
        guard let age = properties.age, age.major < 15 || (age.major == 15 && age.minor == 0) else {
          continue
        }
        switch properties.generalCategory {
        case .unassigned, .privateUse, .surrogate, .control, .lineSeparator, .paragraphSeparator: continue
        default: break
        }
        let theirs = wcwidth(value)
        guard theirs >= 0 else { continue }
        compared += 1
        if DisplayWidth.columns(of: scalar) != theirs, disagreements.count < 20 {
          disagreements.append(
            "U+\(String(value, radix: 16, uppercase: true)): ours \(DisplayWidth.columns(of: scalar)), glibc \(theirs)"
          )
        }
      }
      #expect(compared > 100_000)
      #expect(disagreements.isEmpty, "\(disagreements)")
    }

    /// Each piece a cluster is drawn as is as wide as glibc adds up its code points — for every
    /// cluster of the fixtures' text and of the kinds terminals disagree about.
    @Test func piecesAreAsWideAsNcursesCountsThem() throws {
      let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Fixtures")
      var text =
        "👨‍👩‍👧 🇯🇵 1️⃣ #️⃣ ❤️ ❤︎ 👍🏽 🏳️‍🌈 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} é a\u{308}\u{304}\u{301}\u{302}\u{303}\u{30C} 中 한 \u{1100}\u{1161}\u{11A8} कि"
      for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
      where name.hasSuffix(".json") {
        text += try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
      }
      var clusters = 0
      for character in text where !character.isASCII {
        clusters += 1
        var total = 0
        for (piece, width) in DisplayWidth.pieces(of: character) {
          let counted = piece.unicodeScalars.reduce(0) { $0 + max(0, wcwidth($1.value)) }
          #expect(
            counted == width,
            "\(character.unicodeScalars.map { String($0.value, radix: 16) }): piece \(piece) is \(width) here, \(counted) to glibc"
          )
          #expect(piece.unicodeScalars.count <= 1 + DisplayWidth.maximumMarks)
          total += width
        }
        #expect(total == DisplayWidth.columns(of: character))
      }
      #expect(clusters > 100)
    }
  }
#endif
