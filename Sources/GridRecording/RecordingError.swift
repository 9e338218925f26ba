import GridCast
import GridPseudoTerminal

/// Why a recording stopped before its end, as one line; `exitCode` follows sysexits.
public enum RecordingError: Error, Hashable, CustomStringConvertible {
  /// The previewer could not be started on a pseudo-terminal (71, `EX_OSERR`).
  case start(String)
  /// The previewer did not answer a command in time (70, `EX_SOFTWARE`); `at` names the tape line.
  case noAnswer(at: String, seconds: Int)
  /// The previewer ended on its own while starting (70, `EX_SOFTWARE`).
  case ended(at: String, status: ExitStatus)
  /// The tape quit the previewer (`Key q` on line `line`) and goes on with a command that needs it
  /// (65, `EX_DATAERR`).
  case quit(at: String, line: Int, status: ExitStatus)
  /// The recording could not be written (74, `EX_IOERR`).
  case write(CastFileError)
  /// A snapshot could not be written (73, `EX_CANTCREAT`); `message` names the file and the reason.
  case snapshot(at: String, message: String)

  public var description: String {
    switch self {
    case .start(let reason): return "cannot start the previewer: \(reason)"
    case .noAnswer(let at, let seconds): return "\(at): the previewer did not answer within \(seconds) s"
    case .ended(let at, let status):
      return "\(at): the previewer ended (\(status)) before the tape did"
    case .quit(let at, let line, let status):
      return "\(at): the previewer quit at line \(line) (\(status)); nothing after that can be played"
    case .write(let error): return error.description
    case .snapshot(let at, let message): return "\(at): \(message)"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .start: 71
    case .noAnswer: 70
    case .ended: 70
    case .quit: 65
    case .write: 74
    case .snapshot: 73
    }
  }
}
