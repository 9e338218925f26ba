import Foundation
import GridTestSupport
import Testing

extension InteractiveTests {
  /// What the previewer sends to the terminal (what matters over SSH), on a 100×30 terminal with
  /// the demo. The table of docs/serving.md lists the figures.
  @Suite struct WireBytesTests {
    /// Bytes written since the last call, once the output has been quiet for a moment.
    struct Meter {
      let tmux: TmuxSession
      var total = 0

      mutating func next() -> Int {
        let now = tmux.waitForQuietOutput()
        defer { total = now }
        return now - total
      }
    }

    @Test func anUnchangedScreenCostsNothingAndATextSizeStepLittle() throws {
      let tmux = try TmuxSession.previewer(recordBytes: true)
      var meter = Meter(tmux: tmux)
      let first = meter.next()
      #expect((1000...8192).contains(first), "first frame: \(first) bytes")

      try tmux.send("0")  // already at full width: nothing changes
      #expect(meter.next() == 0)

      try tmux.send("+")
      try tmux.waitForStatus("xL 19 pt")
      let textSize = meter.next()
      #expect((1...4096).contains(textSize), "text-size step: \(textSize) bytes")

      try tmux.send("h")
      try tmux.waitForStatus("99 wide")
      let widthStep = meter.next()

      try tmux.send("C-l")
      let repaint = meter.next()
      #expect(
        widthStep <= repaint, "a width step (\(widthStep) bytes) costs no more than a repaint (\(repaint))")

      try tmux.send("j")
      try tmux.waitForStatus("rows 2–29")
      let scroll = meter.next()
      #expect(scroll < textSize, "scrolling a row: \(scroll) bytes")
    }

    @Test func redrawingAnUnchangedScreenSendsNoBytes() throws {
      let folder = try TemporaryFolder()
      let demo = try Data(contentsOf: Executable.fixtures.appendingPathComponent("demo.json"))
      let path = try folder.write(demo, to: "demo.json")
      let tmux = try TmuxSession.previewer([path], recordBytes: true)
      var meter = Meter(tmux: tmux)
      try tmux.send("r")
      try tmux.waitForStatus("reloaded")
      _ = meter.next()
      // Reloading again lays out and draws the whole frame; ncurses finds nothing to send.
      try tmux.send("r")
      #expect(meter.next() == 0)
    }

    /// Whether `strace` is installed and allowed to trace here.
    static let straceWorks: Bool = {
      guard let strace = Tool.path(named: "strace") else { return false }
      let result = try? Subprocess.run(
        strace, ["-qq", "-o", "/dev/null", "true"], environment: ProcessInfo.processInfo.environment,
        readsOutput: false)
      return result?.status == 0
    }()

    /// Every frame leaves in one `write()` — one SSH packet — even the ones larger than the output
    /// buffer ncurses would size for 100×30 (3,392 bytes): width steps and a full repaint.
    @Test(.enabled(if: straceWorks, "strace is not installed or may not trace here"))
    func aFrameIsOneWrite() throws {
      let folder = try TemporaryFolder()
      let log = folder.path("writes.log")
      let tmux = try TmuxSession.previewer(wrapper: ["strace", "-f", "-qq", "-e", "trace=write", "-o", log])
      func writes() -> Int {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.contains("write(1,") }.count
      }
      func writes(after keys: String, status: String) throws -> Int {
        usleep(300_000)
        let before = writes()
        try tmux.send(keys)
        try tmux.waitForStatus(status)
        usleep(300_000)
        return writes() - before
      }
      #expect(try writes(after: "+", status: "xL 19 pt") == 1)
      #expect(try writes(after: "-", status: "L 17 pt") == 1)
      #expect(try writes(after: "j", status: "rows 2–29") == 1)
      #expect(try writes(after: "]", status: "xL 19 pt") == 1)
      #expect(try writes(after: "h", status: "99 wide") == 1)
      #expect(try writes(after: "H", status: "89 wide") == 1)
      #expect(try writes(after: "C-l", status: "89 wide") == 1)
    }
  }
}
