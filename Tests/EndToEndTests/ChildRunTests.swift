import Foundation
import GridTestSupport
import Testing

/// The tests' one way to run a program: both pipes read at once, input given, a time limit kept.
@Suite struct ChildRunTests {
  /// A program that fills standard error (far past a pipe's 64 KB) before it writes standard output
  /// finishes: reading the pipes in turn would wait for ever.
  @Test func aFullStandardErrorDoesNotStallTheRun() throws {
    let run = try ChildRun.run(
      "/bin/sh", ["-c", "head -c 300000 /dev/zero >&2; echo done; head -c 100000 /dev/zero"], timeout: 20)
    #expect(run.status == 0)
    #expect(run.stderrBytes.count == 300_000)
    #expect(run.stdoutCount == 5 + 100_000)
    #expect(run.stdout.hasPrefix("done\n"))
  }

  @Test func inputIsWrittenAndStandardErrorCanBeMerged() throws {
    let run = try ChildRun.run(
      "/bin/sh", ["-c", "cat; echo err >&2"], input: Data("abc\n".utf8), mergingStandardError: true)
    #expect(run.stdout == "abc\nerr\n")
    #expect(run.stderrBytes.isEmpty)
  }

  @Test func aRunPastItsTimeIsTerminatedAndThrows() throws {
    #expect(throws: ChildRun.Timeout.self) { try ChildRun.run("/bin/sleep", ["30"], timeout: 0.5) }
  }

  @Test func toolsAreFoundOnThePath() {
    #expect(Tool.path(named: "sh") != nil)
    #expect(Tool.path(named: "no-such-tool-\(UUID().uuidString)") == nil)
  }
}
