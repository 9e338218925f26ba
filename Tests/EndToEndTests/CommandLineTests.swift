import Foundation
import Testing

/// The command line's own conveniences: `--version`, `validate`'s summary, `render`'s width in a pipe.
@Suite struct CommandLineTests {
  @Test func versionPrintsOneLine() throws {
    let output = try Executable.run(["--version"])
    #expect(output.status == 0)
    #expect(output.stdoutLines.count == 1)
    #expect(output.stdout.hasPrefix("gridpreview "))
    let version = output.stdout.dropFirst("gridpreview ".count).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(version.split(separator: ".").count == 3 && version.split(separator: ".").allSatisfy { Int($0) != nil })
  }

  @Test func validateEndsWithASummary() throws {
    let folder = try TemporaryFolder()
    let good = Executable.fixtures.appendingPathComponent("demo.json").path
    let warned = try folder.write(#"{"colums": 2, "sections": []}"#, to: "warned.json")
    let bad = try folder.write(#"{"sections": [{"items": [{"height": -1}, {"maxLines": 0}]}]}"#, to: "bad.json")
    let output = try Executable.run(["validate", good, warned, bad, folder.url.path + "/missing.json"])
    #expect(output.status == 66)
    #expect(output.stdoutLines.last == "4 files: 2 valid, 1 invalid, 1 unreadable; 2 errors, 1 warning")
    let one = try Executable.run(["validate", good])
    #expect(one.status == 0)
    #expect(one.stdoutLines == ["\(good): ok", "1 file: 1 valid; 0 errors, 0 warnings"])
  }
}

extension InteractiveTests {
  /// `render | cat` inside a terminal takes that terminal's width (from the controlling terminal).
  @Suite struct RenderInAPipeTests {
    @Test func aPipeTakesTheControllingTerminalsWidth() throws {
      let folder = try TemporaryFolder()
      let out = folder.url.appendingPathComponent("out.txt").path
      let tmux = try TmuxSession(
        ["sh", "-c", "\(Executable.path.shellQuoted) render --rows 3 --color never --pad | cat > \(out.shellQuoted)"],
        width: 71, height: 20)
      #expect(tmux.waitForExit() == 0)
      let text = try String(contentsOfFile: out, encoding: .utf8)
      let widths: [Int] = text.components(separatedBy: "\n").filter { !$0.isEmpty }.map { $0.count }
      #expect(widths == [71, 71, 71], "\(text)")
    }
  }
}
