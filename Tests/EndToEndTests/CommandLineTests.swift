import Foundation
import GridTestSupport
import Testing

/// The command line's own conveniences: `--version`, `validate`'s summary, `render`'s width in a pipe.
@Suite struct CommandLineTests {
  @Test func versionPrintsOneLine() throws {
    let output = try Executable.run(["--version"])
    #expect(output.status == 0)
    #expect(output.stdoutLines.count == 1)
    #expect(output.stdout.hasPrefix("gridpreview "))
    let version = output.stdout.dropFirst("gridpreview ".count).trimmingCharacters(
      in: .whitespacesAndNewlines)
    #expect(
      version.split(separator: ".").count == 3 && version.split(separator: ".").allSatisfy { Int($0) != nil })
  }

  @Test func validateEndsWithASummary() throws {
    let folder = try TemporaryFolder()
    let good = Executable.fixtures.appendingPathComponent("demo.json").path
    let warned = try folder.write(#"{"colums": 2, "sections": []}"#, to: "warned.json")
    let bad = try folder.write(
      #"{"sections": [{"items": [{"height": -1}, {"maxLines": 0}]}]}"#, to: "bad.json")
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
        [
          "sh", "-c",
          "\(Executable.path.shellQuoted) render --rows 3 --color never --pad | cat > \(out.shellQuoted)",
        ],
        width: 71, height: 20)
      #expect(tmux.waitForExit() == 0)
      let text = try String(contentsOfFile: out, encoding: .utf8)
      let widths: [Int] = text.components(separatedBy: "\n").filter { !$0.isEmpty }.map { $0.count }
      #expect(widths == [71, 71, 71], "\(text)")
    }
  }
}

/// `--theme` picks the colours `render` writes; `NO_COLOR` wins over any choice.
@Suite struct ThemeOptionTests {
  /// The SGR foreground codes (30–37) a coloured rendering uses.
  static func foregrounds(_ arguments: [String], environment: [String: String?] = [:]) throws -> Set<Int> {
    let output = try Executable.run(
      ["render", "--color", "always", "--rows", "8", "--width", "60"] + arguments, environment: environment)
    #expect(output.status == 0)
    var codes = Set<Int>()
    for match in output.stdout.matches(of: /\u{1B}\[([0-9;]*)m/) {
      for code in match.output.1.split(separator: ";").compactMap({ Int($0) }) where (30...37).contains(code)
      {
        codes.insert(code)
      }
    }
    return codes
  }

  @Test func lightUsesNoColourThatFadesOnWhite() throws {
    let light = try Self.foregrounds(["--theme", "light"])
    #expect(!light.isEmpty)
    #expect(light.isDisjoint(with: [33, 36, 32, 37]), "\(light)")
    #expect(light.contains(35), "magenta headers")
  }

  @Test func darkHasNoYellow() throws {
    let dark = try Self.foregrounds(["--theme", "dark"])
    #expect(dark.contains(36), "cyan headers")
    #expect(!dark.contains(33))
  }

  @Test func autoFollowsColorFgBgAndNoColorWins() throws {
    #expect(
      try Self.foregrounds(["--theme", "auto"], environment: ["COLORFGBG": "0;15"])
        == Self.foregrounds(["--theme", "light"]))
    #expect(try Self.foregrounds(["--theme", "light"], environment: ["NO_COLOR": "1"]).isEmpty)
    #expect(try Self.foregrounds(["--theme", "mono"]).isEmpty)
  }

  @Test func anUnknownThemeIsAUsageError() throws {
    let output = try Executable.run(["render", "--theme", "sepia"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("sepia"))
  }
}
