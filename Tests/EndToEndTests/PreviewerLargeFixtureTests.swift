import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension InteractiveTests {
  /// A 200,000-item fixture in the debug build that `swift run` gives: it used to freeze for 17 s
  /// after five `+` presses, and `q` waited 3.5 s. Now a step measures what is on screen, the rest
  /// settles in the background, and `q` answers at once.
  @Suite struct PreviewerLargeFixtureTests {
    /// The generated fixture, made once for the suite's tests.
    static let fixture: Result<String, Error> = Result {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "gridpreview-large-\(getpid())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let path = folder.appendingPathComponent("generated-200000.json").path
      let run = try Subprocess.run(Executable.path, ["generate", "--items", "200000"], environment: [:])
      guard run.status == 0, run.output.count > 1_000_000 else {
        throw Subprocess.Failure(description: "generate --items 200000 exited \(run.status)")
      }
      try run.output.write(to: URL(fileURLWithPath: path))
      return path
    }

    /// Seconds from sending `q` to the previewer's exit, and that exit's status.
    static func quit(_ tmux: TmuxSession) throws -> (seconds: TimeInterval, status: Int32?) {
      let sent = Date()
      try tmux.send("q")
      let status = tmux.waitForExit(timeout: 10)
      return (Date().timeIntervalSince(sent), status)
    }

    @Test func fivePlusPressesThenQExitsWithinASecond() throws {
      let tmux = try TmuxSession.previewer([try Self.fixture.get()], width: 160, height: 50)
      try tmux.send("+", times: 5)
      // Five steps from L: AX2, on screen while the rest is still being measured.
      try tmux.waitForStatus("AX2", "200,000 items", timeout: 10)
      let (seconds, status) = try Self.quit(tmux)
      #expect(status == 0)
      #expect(seconds < 1, "q took \(seconds) s")
    }

    @Test func qRightAfterFivePlusPressesExitsWithinASecond() throws {
      let tmux = try TmuxSession.previewer([try Self.fixture.get()], width: 160, height: 50)
      try tmux.sendBytes("+++++")
      let (seconds, status) = try Self.quit(tmux)
      #expect(status == 0)
      #expect(seconds < 1, "q took \(seconds) s")
    }
  }
}
