import CPseudoTerminal
import GridCast
import GridPseudoTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Records a session as a person runs it (`preview --record`): the previewer runs on a
/// pseudo-terminal of its own, and this relays between it and the real terminal — keys in, bytes
/// out — writing every byte the terminal receives to the recording as it passes, with the time it
/// passed, a resize event for every resize, and with `recordInput` the keys too.
///
/// The real terminal is in raw mode meanwhile, so it receives exactly the bytes relayed (no output
/// processing) and every key goes to the previewer as it was typed (Ctrl-C included, which the
/// previewer's terminal turns into SIGINT as usual). Signals sent to the recorder are passed on to
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
  public var input: Int32 = 0
  public var output: Int32 = 1

  public init(recordInput: Bool) {
    self.recordInput = recordInput
  }

  /// The signals the recorder handles: a resize, and those it passes on.
  static let watched: [Int32] = [
    SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
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
    let signals = Self.watched.withUnsafeBufferPointer {
      gp_relay_signal_pipe($0.baseAddress, Int32($0.count))
    }
    _ = gp_relay_enter_raw_mode(input)
    // The handlers stay until the process ends, and so does their pipe: a signal that arrives
    // late must find a reader, or its write would raise SIGPIPE inside the SIGPIPE handler.
    defer { gp_relay_restore_mode() }
    var inputOpen = true
    var outputOpen = true
    relay: while true {
      var fds = [pollfd(fd: program.master, events: Int16(POLLIN), revents: 0)]
      if signals >= 0 { fds.append(pollfd(fd: signals, events: Int16(POLLIN), revents: 0)) }
      if inputOpen { fds.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
      if poll(&fds, nfds_t(fds.count), 1000) < 0 && errno != EINTR { break }
      if signals >= 0, fds[1].revents != 0 {
        var numbers = [UInt8](repeating: 0, count: 64)
        let count = numbers.withUnsafeMutableBytes { read(signals, $0.baseAddress, $0.count) }
        for signal in numbers.prefix(max(0, count)).map(Int32.init) {
          switch signal {
          case SIGWINCH:
            let size = Self.size(of: output)
            program.resize(size)
            record { () throws(CastFileError) in
              try cast.resize(columns: size.columns, rows: size.rows, at: clock.elapsed)
            }
          case SIGPIPE: break
          default: program.signal(signal)
          }
        }
      }
      if inputOpen, let entry = fds.last, entry.fd == input, entry.revents != 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count > 0 {
          let bytes = Array(buffer[..<count])
          program.write(bytes)
          if recordInput { record { () throws(CastFileError) in try cast.input(bytes, at: clock.elapsed) } }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          // The terminal hung up: the previewer's terminal hangs up too.
          inputOpen = false
          program.signal(SIGHUP)
        }
      }
      if fds[0].revents != 0 {
        guard var bytes = program.read(timeout: 0) else { break relay }
        // Whatever else is already there goes out with it: a frame larger than the pty's buffer
        // still reaches the terminal in one write.
        while bytes.count < 1 << 20, let more = program.read(timeout: 0), !more.isEmpty { bytes += more }
        // Recorded first: whatever the terminal shows is already in the file.
        record { () throws(CastFileError) in try cast.output(bytes, at: clock.elapsed) }
        if outputOpen, !Self.writeAll(bytes, to: output) {
          outputOpen = false
          program.signal(SIGHUP)
        }
      }
    }
    let status =
      program.waitForExit(timeout: 10)
      ?? {
        program.signal(SIGKILL)
        return program.waitForExit(timeout: 5) ?? .unknown
      }()
    return (status, failure)
  }

  /// The size of the terminal on `fd` (80 × 24 if it has none).
  public static func size(of fd: Int32) -> TerminalSize {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return TerminalSize(columns: 80, rows: 24)
    }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// Writes every byte to `fd`, retrying after interruptions; false if the descriptor fails.
  static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return false
      }
      offset += written
    }
    return true
  }
}
