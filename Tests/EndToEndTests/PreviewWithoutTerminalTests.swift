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
}
