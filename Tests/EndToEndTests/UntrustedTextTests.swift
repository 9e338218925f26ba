import Foundation
import GridTestSupport
import Testing

/// Fixture text is shown, never obeyed: `render` turns controls into visible placeholders.
@Suite struct UntrustedTextTests {
  func render(_ extra: [String]) throws -> Executable.Output {
    let folder = try TemporaryFolder()
    let path = try folder.write(HostileFixture.json, to: "hostile.json")
    let output = try Executable.run(["render", path, "--width", "60"] + extra)
    #expect(output.status == 0)
    return output
  }

  @Test func colorNeverWritesNoEscapeNoC1AndNoBidiControl() throws {
    let output = try render(["--color", "never"])
    #expect(!output.stdoutBytes.contains(0x1B))
    let dangerous = output.stdout.unicodeScalars.filter(HostileFixture.isDangerous)
    #expect(dangerous.isEmpty, "controls in the output: \(dangerous.map { String($0.value, radix: 16) })")
  }

  @Test func everyControlShowsAsItsPlaceholder() throws {
    let output = try render(["--color", "never"])
    for placeholder in HostileFixture.placeholders {
      #expect(output.stdout.contains(placeholder), "missing \(placeholder)")
    }
  }

  @Test func colorAlwaysWritesOnlyTheCanvasSGRSequences() throws {
    let output = try render(["--color", "always"])
    let bytes = output.stdoutBytes
    var sequences = 0
    var index = bytes.startIndex
    while let escape = bytes[index...].firstIndex(of: 0x1B) {
      // ESC [ digits-and-semicolons m
      var end = escape + 1
      let isCSI = end < bytes.endIndex && bytes[end] == UInt8(ascii: "[")
      end += 1
      while end < bytes.endIndex,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: ";")
      {
        end += 1
      }
      let isSGR = isCSI && end < bytes.endIndex && bytes[end] == UInt8(ascii: "m")
      #expect(
        isSGR,
        "not an SGR sequence at byte \(escape): \(String(decoding: bytes[escape..<min(bytes.endIndex, escape + 12)], as: UTF8.self).debugDescription)"
      )
      if !isSGR { break }
      sequences += 1
      index = end + 1
    }
    #expect(sequences > 0, "--color always colours the boxes")
    let controls = output.stdout.unicodeScalars.filter { $0 != "\u{1B}" && HostileFixture.isDangerous($0) }
    #expect(controls.isEmpty)
  }

  @Test func diagnosticsShowControlsInKeysEscaped() throws {
    let folder = try TemporaryFolder()
    try folder.write(HostileFixture.json, to: "hostile.json")
    let output = try Executable.run(["validate", "hostile.json"], directory: folder.url)
    #expect(output.status == 0)
    #expect(
      output.stderr == #"hostile.json:2:2: ["\u001B[31mevil"]: warning: unknown key '\u001B[31mevil'"# + "\n")
    #expect(!output.stderr.unicodeScalars.contains(where: HostileFixture.isDangerous))
  }
}
