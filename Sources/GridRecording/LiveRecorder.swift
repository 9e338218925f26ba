import GridCast
import GridPseudoTerminal
import SystemPackage

/// Records a session as a person runs it (`preview --record`): the previewer runs on a
/// pseudo-terminal of its own, and this relays between it and the real terminal — keys in, bytes
/// out — writing every byte the terminal receives to the recording as it passes, with the time it
/// passed, a resize event for every resize, and with `recordInput` the keys too.
///
/// The caller puts the real terminal in raw mode meanwhile (GridTerminal's `RawTerminal`, the only
/// code that touches it), so it receives exactly the bytes relayed and every key goes to the
/// previewer as it was typed (Ctrl-C included, which the previewer's terminal turns into SIGINT as
/// usual); the recorder reads and writes the descriptors it is given and asks `size` for the
/// terminal's size on a resize. Signals sent to the recorder are passed on to
/// the previewer, which ends as it would alone — restoring its terminal, so the recording shows it
/// — and the recorder ends with its status. The recording is written a line at a time
/// (`CastWriter`), so it is valid however the session ends.
///
/// Ctrl-Z does not suspend a recorded session: the previewer leads a session of its own, where the
/// kernel drops a terminal's stop signals (its process group is orphaned), and nothing could resume it.
public struct LiveRecorder {
  /// Whether the keys are recorded too (`i` events).
  public var recordInput: Bool
  /// The real terminal's input and output descriptors.
  public var input: Int32
  public var output: Int32
  /// The real terminal's size, asked on every resize.
  public var size: () -> TerminalSize

  public init(recordInput: Bool, input: Int32 = 0, output: Int32 = 1, size: @escaping () -> TerminalSize) {
    self.recordInput = recordInput
    self.input = input
    self.output = output
    self.size = size
  }

  /// The signals the recorder handles: a resize, and those it passes on.
  static let watched: [Int32] = [
    Signal.windowChanged, Signal.interrupt, Signal.terminate, Signal.hangUp, Signal.quit, Signal.user1,
    Signal.user2, Signal.alarm, Signal.brokenPipe,
  ]

  /// Relays until the previewer ends and returns its status, with the first error writing the
  /// recording (the session goes on without recording after one).
  public func run(_ program: PseudoTerminalProcess, into cast: CastWriter) -> (ExitStatus, CastFileError?) {
    let clock = MonotonicClock()
    var failure: CastFileError?
    func record(_ body: () throws(CastFileError) -> Void) {
      guard failure == nil else { return }
      do throws(CastFileError) { try body() } catch { failure = error }
    }
    let signals = Syscalls.signalPipe(Self.watched)
    // The handlers stay until the process ends, and so does their pipe: a signal that arrives
    // late must find a reader, or its write would raise SIGPIPE inside the SIGPIPE handler.
    var inputOpen = true
    var outputOpen = true
    relay: while true {
      var watching = [program.master]
      if let signals { watching.append(signals.rawValue) }
      if inputOpen { watching.append(input) }
      guard let ready = Syscalls.poll(watching, timeout: 1000) else { break }
      if let signals, ready[1] {
        var numbers = [UInt8](repeating: 0, count: 64)
        let count = (try? numbers.withUnsafeMutableBytes { try signals.read(into: $0) }) ?? 0
        for signal in numbers.prefix(count).map(Int32.init) {
          switch signal {
          case Signal.windowChanged:
            let size = self.size()
            program.resize(size)
            record { () throws(CastFileError) in
              try cast.resize(columns: size.columns, rows: size.rows, at: clock.elapsed)
            }
          case Signal.brokenPipe: break
          default: program.signal(signal)
          }
        }
      }
      // The terminal's input is watched last.
      if inputOpen, ready[ready.count - 1] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var count = 0
        do {
          count = try buffer.withUnsafeMutableBytes { try FileDescriptor(rawValue: input).read(into: $0) }
        } catch Errno.resourceTemporarilyUnavailable {
          count = -1
        } catch {
          count = 0
        }
        if count > 0 {
          let bytes = Array(buffer[..<count])
          program.write(bytes)
          if recordInput { record { () throws(CastFileError) in try cast.input(bytes, at: clock.elapsed) } }
        } else if count == 0 {
          // The terminal hung up: the previewer's terminal hangs up too.
          inputOpen = false
          program.signal(Signal.hangUp)
        }
      }
      if ready[0] {
        guard var bytes = program.read(timeout: 0) else { break relay }
        // Whatever else is already there goes out with it: a frame larger than the pty's buffer
        // still reaches the terminal in one write.
        while bytes.count < 1 << 20, let more = program.read(timeout: 0), !more.isEmpty { bytes += more }
        // Recorded first: whatever the terminal shows is already in the file.
        record { () throws(CastFileError) in try cast.output(bytes, at: clock.elapsed) }
        if outputOpen, !FileDescriptor(rawValue: output).writeAllWaiting(bytes) {
          outputOpen = false
          program.signal(Signal.hangUp)
        }
      }
    }
    let status =
      program.waitForExit(timeout: 10)
      ?? {
        program.signal(Signal.kill)
        return program.waitForExit(timeout: 5) ?? .unknown
      }()
    return (status, failure)
  }
}
