import GridCanvas
import GridCast
import GridPseudoTerminal
import GridTape

/// Plays a tape to a previewer on a pseudo-terminal of its own and writes the recording, with no
/// person and no terminal: what `gridpreview record` does.
///
/// Time in the recording is the tape's own, not the wall clock's: it starts at 0, each key comes
/// after the typing delay, `Sleep` adds its duration, and each frame is stamped with the time of
/// the key that caused it. Each key is sent only when the previewer reports (`RecorderReport`) that
/// it has drawn everything before it, so every key is its own frame and the bytes between two keys
/// are exactly that frame. The same tape therefore gives the same file, byte for byte.
///
/// ```swift
/// let recorder = TapeRecorder(size: TerminalSize(columns: 100, rows: 30), source: "demo.tape")
/// let final = try recorder.record(tape, program: program, into: cast) { path, frame in … }
/// ```
public struct TapeRecorder {
  /// The previewer to start: a path, its arguments and its environment (the recorder adds the
  /// reporting descriptor).
  public struct Program: Sendable {
    public var executable: String
    public var arguments: [String]
    public var environment: [String: String]

    public init(executable: String, arguments: [String], environment: [String: String]) {
      self.executable = executable
      self.arguments = arguments
      self.environment = environment
    }
  }

  /// What a recording ended with.
  public struct Outcome {
    /// The last frame the previewer drew before it was stopped.
    public var finalFrame: Canvas?
    /// The tape's length: the time of its last event, in milliseconds.
    public var duration: Int
  }

  public var size: TerminalSize
  /// The tape's name for messages (`demo.tape`, already escaped), or `--keys`.
  public var source: String
  /// Whether the keys sent are recorded too (`i` events).
  public var recordInput = false
  /// The delay before each key until the tape sets another (`Set TypingSpeed`).
  public var typingSpeed = 100
  /// How long the previewer may take to answer one key, in seconds.
  public var answerTimeout = 20

  public init(size: TerminalSize, source: String) {
    self.size = size
    self.source = source
  }

  /// Plays `tape` and writes the recording's events (after the header, which the caller writes).
  ///
  /// - Parameter snapshot: writes a frame to a path for `Snapshot` (throwing a message).
  public func record(
    _ tape: Tape, program: Program, into cast: CastWriter,
    snapshot: (_ path: String, _ frame: Canvas) throws -> Void
  ) throws(RecordingError) -> Outcome {
    let session = try ReportingSession(program: program, size: size)
    var clock = 0
    var expected = 0
    var typing = typingSpeed
    var current = size

    func write(_ body: () throws(CastFileError) -> Void) throws(RecordingError) {
      do throws(CastFileError) { try body() } catch { throw .write(error) }
    }
    /// The line whose key made the previewer quit, and how it ended.
    var quit: (line: Int, status: ExitStatus)?

    /// Waits until the previewer is ready again (`condition`), then records what it drew. A key that
    /// makes it quit ends the recording there; only pauses may follow.
    func settle(at line: Int?, until condition: ReportingSession.Condition) throws(RecordingError) {
      let place = line.map { "\(source):\($0)" } ?? source
      let result = session.wait(until: condition, timeout: Double(answerTimeout))
      try write { () throws(CastFileError) in try cast.output(session.takeOutput(), at: clock * 1000) }
      switch result {
      case .ready: break
      case .timedOut: throw .noAnswer(at: place, seconds: answerTimeout)
      case .ended(let status):
        guard let line else { throw .ended(at: place, status: status) }
        quit = (line, status)
      }
    }
    /// Fails if the previewer has quit: `line` needs it.
    func needsPreviewer(_ line: Int) throws(RecordingError) {
      if let quit { throw .quit(at: "\(source):\(line)", line: quit.line, status: quit.status) }
    }
    func press(_ bytes: [UInt8], line: Int) throws(RecordingError) {
      try needsPreviewer(line)
      clock += typing
      if recordInput { try write { () throws(CastFileError) in try cast.input(bytes, at: clock * 1000) } }
      session.program.write(bytes)
      expected += 1
      try settle(at: line, until: .keys(expected))
    }

    try settle(at: nil, until: .keys(0))
    for step in tape.lines {
      switch step.command {
      case .key(let key, let count):
        guard let bytes = TerminalKeys.bytes(for: key) else { continue }
        for _ in 0..<count { try press(bytes, line: step.line) }
      case .type(let text):
        // One key per scalar: the previewer reads a decomposed "é" as two.
        for scalar in text.unicodeScalars { try press(Array(String(scalar).utf8), line: step.line) }
      case .sleep(let milliseconds):
        clock += milliseconds
      case .typingSpeed(let milliseconds):
        typing = milliseconds
      case .resize(let columns, let rows):
        let next = TerminalSize(columns: columns, rows: rows)
        guard next != current else { continue }
        try needsPreviewer(step.line)
        current = next
        try write { () throws(CastFileError) in
          try cast.resize(columns: columns, rows: rows, at: clock * 1000)
        }
        session.program.resize(next)
        try settle(at: step.line, until: .size(columns: columns, rows: rows))
      case .snapshot(let path):
        try needsPreviewer(step.line)
        guard let frame = session.frame else { continue }
        do {
          try snapshot(path, frame)
        } catch {
          throw .snapshot(at: "\(source):\(step.line)", message: "\(error)")
        }
      }
    }
    let finalFrame = session.frame
    if quit == nil {
      // The previewer restores the terminal as it ends, and the recording keeps those bytes, so a
      // terminal that replays it is left as it was.
      session.program.signal(Signal.terminate)
      _ = session.wait(until: .ended, timeout: 10)
      try write { () throws(CastFileError) in try cast.output(session.takeOutput(), at: clock * 1000) }
    }
    return Outcome(finalFrame: finalFrame, duration: clock)
  }
}
