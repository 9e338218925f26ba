import Foundation
import GridCanvas
import GridPseudoTerminal
import GridRecording

#if canImport(Glibc)
  import Glibc
#endif

/// The real previewer on a pseudo-terminal of the test's own, so raw bytes reach it exactly as
/// written (tmux parses what it is asked to send, and would mend or drop malformed input), with
/// the recorder's report channel on descriptor 3 telling what it drew.
final class PseudoTerminalPreviewer {
  let program: PseudoTerminalProcess
  private let reports: Int32
  private var pending: [UInt8] = []
  /// The last frame the previewer reported.
  private(set) var frame: Canvas?

  init(arguments: [String] = [], size: TerminalSize = TerminalSize(columns: 100, rows: 30)) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    reports = ends[0]
    defer { close(ends[1]) }
    var environment = Executable.baseEnvironment
    environment["TERM"] = "xterm-256color"
    environment[RecorderReport.environmentVariable] = "3"
    program = try PseudoTerminalProcess(
      executable: Executable.path, arguments: arguments, environment: environment, size: size,
      passing: ends[1])
  }

  deinit { close(reports) }

  /// Writes bytes as the terminal would send them.
  func send(_ bytes: [UInt8]) { program.write(bytes) }

  func send(_ text: String) { send(Array(text.utf8)) }

  /// Reads the terminal and the reports (so the previewer never blocks on a full terminal) for
  /// `seconds`, or until a reported frame's last row satisfies `condition`; returns that row.
  @discardableResult
  func waitForStatus(seconds: Double, until condition: (String) -> Bool = { _ in false }) -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      var fds = [
        pollfd(fd: program.master, events: Int16(POLLIN), revents: 0),
        pollfd(fd: reports, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&fds, 2, Int32(max(1, deadline.timeIntervalSinceNow * 1000)))
      if fds[0].revents != 0, program.read(timeout: 0) == nil { return nil }
      if fds[1].revents != 0 {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reports, &buffer, buffer.count)
        if count <= 0 { return nil }
        pending += buffer[..<count]
        while let end = pending.firstIndex(of: 0x0A) {
          let line = String(decoding: pending[..<end], as: UTF8.self)
          pending.removeSubrange(...end)
          if case .frame(let canvas) = RecorderReport(line: Substring(line)) {
            frame = canvas
            if condition(status) { return status }
          }
        }
      }
    }
    return condition(status) ? status : nil
  }

  /// The last reported frame's bottom row (the status bar).
  var status: String {
    guard let frame, frame.height > 0 else { return "" }
    return (0..<frame.width).map { x in frame[x, frame.height - 1] }.filter { $0.width > 0 }
      .map { String($0.character) }.joined()
  }
}
