import Foundation
import Testing

/// The previewer needs a terminal: with standard output a pipe it says to use `render` and ends
/// with 69 (EX_UNAVAILABLE), writing nothing to the pipe.
@Suite struct PreviewWithoutTerminalTests {
  @Test(arguments: [[], ["preview"], ["preview", "Fixtures/demo.json"], ["--category", "AX1"]])
  func aPipeGetsOneLineAboutRenderAndStatus69(_ arguments: [String]) throws {
    let output = try Executable.run(arguments, directory: Executable.repository)
    #expect(output.status == 69)
    #expect(output.stderrLines.count == 1)
    #expect(output.stderr.contains("render"))
    #expect(output.stdoutBytes.isEmpty)
    #expect(!output.stdoutBytes.contains(0x1B))
  }

  /// A file problem is more useful than "not a terminal": it is reported first, with its own status.
  @Test func aMissingFixtureIsReportedBeforeTheMissingTerminal() throws {
    let output = try Executable.run(["preview", "no-such-fixture.json"], directory: Executable.repository)
    #expect(output.status == 66)
    #expect(output.stderrLines == ["gridpreview: no-such-fixture.json: no such file"])
  }

  /// `gridpreview rendr` reads as a fixture path for the default command; the message suggests the
  /// closest command and names them all.
  @Test(arguments: [
    ("rendr", "render"), ("vaildate", "validate"), ("layuot", "layout"), ("PREVIEW", "preview"),
  ])
  func aMistypedCommandIsCorrected(typed: String, meant: String) throws {
    let output = try Executable.run([typed], directory: Executable.repository)
    #expect(output.status == 66)
    #expect(output.stderrLines.count == 1)
    #expect(
      output.stderr.contains(
        "\(typed): no such file or command; did you mean '\(meant)'? (commands: preview, render, layout, validate, audit, snapshot, generate"
      ))
  }

  @Test func aWordLikeNoCommandListsThemWithoutAGuess() throws {
    let output = try Executable.run(["xyzzy"], directory: Executable.repository)
    #expect(output.status == 66)
    #expect(
      output.stderrLines == [
        "gridpreview: xyzzy: no such file or command (commands: preview, render, layout, validate, audit, snapshot, generate, record, serve; see --help)"
      ])
  }
}
