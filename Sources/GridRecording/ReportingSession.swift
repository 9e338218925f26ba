import GridCanvas
import GridPseudoTerminal
import SystemPackage

/// The previewer on its pseudo-terminal with the descriptor it reports on: reads both, keeps the
/// terminal's output until it is taken, and the latest report.
final class ReportingSession {
  enum Wait: Equatable {
    case ready
    case timedOut
    case ended(ExitStatus)
  }

  /// What the recorder waits for.
  enum Condition {
    /// The previewer has taken this many keys and drawn them.
    case keys(Int)
    /// The previewer has drawn a frame of this size and is ready for keys (after a resize).
    case size(columns: Int, rows: Int)
    /// The previewer has ended.
    case ended
  }

  let program: PseudoTerminalProcess
  private let reports: FileDescriptor
  private var reportBytes: [UInt8] = []
  private var output: [UInt8] = []
  /// Terminal output after the last mark (`RecorderFence`): the next event's, unless the
  /// previewer ends first.
  private var afterMark: [UInt8] = []
  /// Takes the previewer's marks out of its terminal output.
  private var fences = RecorderFence.Scanner()
  /// The mark the last ready report follows.
  private var reportedMark = -1
  /// The keys the previewer reported taken, -1 before its first report.
  private(set) var keys = -1
  private(set) var frame: Canvas?
  /// Whether a ready report came after the last frame.
  private var readyAfterFrame = false
  private var terminalOpen = true
  private var reportsOpen = true

  init(program: TapeRecorder.Program, size: TerminalSize) throws(RecordingError) {
    // Both ends close-on-exec: the previewer gets the write end as its descriptor 3, and no other
    // program started meanwhile gets either.
    let pipe: (readEnd: FileDescriptor, writeEnd: FileDescriptor)
    do {
      pipe = try FileDescriptor.pipe(options: .closeOnExec)
    } catch {
      throw .start(error.description.lowercased())
    }
    var environment = program.environment
    environment[RecorderReport.environmentVariable] = "3"
    do {
      self.program = try PseudoTerminalProcess(
        executable: program.executable, arguments: program.arguments, environment: environment, size: size,
        passing: pipe.writeEnd.rawValue)
    } catch {
      try? pipe.readEnd.close()
      try? pipe.writeEnd.close()
      throw .start("\(error)")
    }
    try? pipe.writeEnd.close()
    reports = pipe.readEnd
  }

  deinit { try? reports.close() }

  /// The terminal output read since the last call.
  func takeOutput() -> [UInt8] {
    defer { output.removeAll() }
    return output
  }

  /// Reads until `condition` holds, then everything the previewer wrote before the report that
  /// made it hold; or until it ends, or `timeout` seconds pass.
  func wait(until condition: Condition, timeout: Double) -> Wait {
    let deadline = MonotonicClock.now + Int(timeout * 1_000_000)
    while true {
      let holds: Bool
      switch condition {
      case .keys(let target): holds = keys >= target
      case .size(let columns, let rows):
        holds = readyAfterFrame && frame.map { $0.width == columns && $0.height == rows } == true
      case .ended: holds = false
      }
      if holds {
        // The report came; what was drawn before it is here once its mark is (`RecorderFence`).
        while fences.serial < reportedMark, let chunk = program.read(timeout: 0), !chunk.isEmpty {
          take(chunk)
        }
        if fences.serial >= reportedMark { return .ready }
      }
      if !terminalOpen {
        output += afterMark
        afterMark = []
        return .ended(program.waitForExit(timeout: 5) ?? .unknown)
      }
      let remaining = deadline - MonotonicClock.now
      if remaining <= 0 { return .timedOut }
      let watching = reportsOpen ? [program.master, reports.rawValue] : [program.master]
      guard let ready = Syscalls.poll(watching, timeout: Int32(min(remaining / 1000 + 1, 1000))) else {
        return .timedOut
      }
      if ready[0] { readTerminal() }
      if reportsOpen, ready.count > 1, ready[1] { readReports() }
    }
  }

  private func readTerminal() {
    guard let chunk = program.read(timeout: 0) else {
      terminalOpen = false
      return
    }
    take(chunk)
  }

  /// Terminal output: up to the last mark in it is this event's, the rest waits for the next.
  private func take(_ chunk: [UInt8]) {
    let (before, after) = fences.take(chunk)
    if let before {
      output += afterMark + before
      afterMark = after
    } else if fences.serial < 0 {
      // No mark yet (a program that writes none): nothing to keep back.
      output += after
    } else {
      afterMark += after
    }
  }

  private func readReports() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count: Int
    do {
      count = try buffer.withUnsafeMutableBytes { try reports.read(into: $0) }
    } catch Errno.resourceTemporarilyUnavailable {
      return
    } catch {
      reportsOpen = false
      return
    }
    if count == 0 {
      reportsOpen = false
      return
    }
    // Only the new bytes can end a line: a frame of a large terminal arrives in many reads.
    var scanFrom = reportBytes.count
    reportBytes += buffer[..<count]
    while let end = reportBytes[scanFrom...].firstIndex(of: 0x0A) {
      let line = String(decoding: reportBytes[..<end], as: UTF8.self)
      reportBytes.removeSubrange(...end)
      scanFrom = 0
      switch RecorderReport(line: Substring(line)) {
      case .ready(let taken)?:
        keys = max(keys, taken)
        readyAfterFrame = true
      case .frame(let canvas)?:
        frame = canvas
        readyAfterFrame = false
      case .mark(let serial)?:
        reportedMark = serial
      case nil: break
      }
    }
  }
}
