import Foundation
import GridTestSupport
import GridText
import Testing

/// Hebrew and Arabic in every output `render` has: in visual order (UAX #9), right-to-left
/// paragraphs aligned right, and no bidi control from the fixture's text in what is printed.
@Suite struct BidiRenderTests {
  static let scripts = Executable.fixtures.appendingPathComponent("scripts.json").path

  /// Whether a scalar is one of the twelve bidi controls (Bidi_Control).
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isBidiControl }

  @Test(arguments: ["text", "ansi", "svg", "html"])
  func everyFormatIsInVisualOrderWithNoBidiControl(_ format: String) throws {
    let output = try Executable.run(["render", Self.scripts, "--width", "80", "--format", format])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(!output.stdout.unicodeScalars.contains(where: Self.isBidiControl))
    // "המחיר של" (the price of) and "مرحبا" are read right to left, so drawn reversed.
    #expect(output.stdout.contains("ריחמה"))
    #expect(!output.stdout.contains("המחיר"))
    #expect(output.stdout.contains("ملاعلاب") || output.stdout.contains("قيبطت"))
  }

  /// In the text picture a Hebrew cell's lines end at its right padding; an English one's start at
  /// its left.
  @Test func rightToLeftCellsAreAlignedRight() throws {
    let output = try Executable.run(["render", Self.scripts, "--width", "80", "--color", "never"])
    let lines = output.stdoutLines.map(String.init)
    let hebrew = try #require(lines.first { $0.contains("ריחמה") })
    #expect(hebrew.hasPrefix(" │ ") && hebrew.contains("ריחמה │"), "\(hebrew)")
    let title = try #require(lines.firstIndex { $0.contains("│ English") })
    #expect(lines[title].hasPrefix(" │ English "))
  }

  /// A fixture whose text is all bidi controls and right-to-left letters, with deep embeddings:
  /// rendered at every width from 1 to 40 with no control in the output and no line wider than asked.
  @Test func hostileBidiTextStaysWithinItsBoxes() throws {
    let folder = try TemporaryFolder()
    let deep =
      String(repeating: "\u{202B}א\u{202E}b", count: 150) + String(repeating: "\u{202C}\u{2069}", count: 40)
    let json = """
      {"sections": [{"header": "\u{2067}כותרת\u{202E}", "items": [
        {"title": "\u{200F}\u{061C}", "text": "\(deep)"}, "\u{2068}שלום (עולם) [1]\u{2069}", "abc"]}]}
      """
    let path = try folder.write(json, to: "bidi.json")
    for width in [1, 3, 7, 20, 40] {
      let output = try Executable.run(["render", path, "--width", "\(width)", "--pad", "--color", "never"])
      #expect(output.status == 0, "\(width): \(output.stderr)")
      #expect(!output.stdout.unicodeScalars.contains(where: Self.isBidiControl), "width \(width)")
      #expect(output.stdoutLines.allSatisfy { DisplayWidth.columns(of: $0) == width }, "width \(width)")
    }
  }
}
