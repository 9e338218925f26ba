import Foundation
import GridTestSupport
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

    /// `preview --record` on a fixture past the exact limit: the recorded previewer settles every
    /// step before drawing it, so no frame of the recording (or of the screen) is an estimate.
    @Test func aRecordedPreviewerSettlesEveryStepBeforeDrawing() throws {
      let folder = try TemporaryFolder()
      let generated = try Executable.run(["generate", "--items", "20000"], directory: folder.url)
      #expect(generated.status == 0, "\(generated.stderr)")
      let fixture = try folder.write(Data(generated.stdoutBytes), to: "large.json")
      let path = folder.path("large.cast")
      let tmux = try TmuxSession.previewer(["preview", "--record", path, fixture])
      #expect(try !tmux.statusBar().contains("settling"))
      try tmux.send("+", times: 2)
      let screen = try tmux.waitForStatus("xxL", "20,000 items")
      #expect(!TmuxSession.statusBar(of: screen).contains("settling"))
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
      let output = try Recording(contentsOf: path).events("o").map(\.data).joined()
      #expect(output.contains("20,000 items"))
      #expect(!output.contains("settling") && !output.contains("≈"), "a recorded frame was an estimate")
    }
  }
}
