import GridCast
import GridPseudoTerminal

/// Why a recording stopped before its end, as one line; `exitCode` follows sysexits.
public enum RecordingError: Error, Hashable, CustomStringConvertible {
  /// The previewer could not be started on a pseudo-terminal (71, `EX_OSERR`).
  case start(String)
  /// The previewer did not answer a command in time (70, `EX_SOFTWARE`); `at` names the tape line.
  case noAnswer(at: String, seconds: Int)
  /// The previewer ended while the tape still had commands (65: the tape quit it, e.g. with `Key q`,
  /// before its end; 70 if it ended on its own).
  case ended(at: String, status: ExitStatus, byTape: Bool)
  /// The recording could not be written (74, `EX_IOERR`).
  case write(CastFileError)
  /// A snapshot could not be written (73, `EX_CANTCREAT`); `message` names the file and the reason.
  case snapshot(at: String, message: String)

  public var description: String {
    switch self {
    case .start(let reason): return "cannot start the previewer: \(reason)"
    case .noAnswer(let at, let seconds): return "\(at): the previewer did not answer within \(seconds) s"
    case .ended(let at, let status, let byTape):
      return byTape
        ? "\(at): the previewer has quit (\(status)); the tape goes on after that"
        : "\(at): the previewer ended (\(status)) before the tape did"
    case .write(let error): return error.description
    case .snapshot(let at, let message): return "\(at): \(message)"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .start: 71
    case .noAnswer: 70
    case .ended(_, _, let byTape): byTape ? 65 : 70
    case .write: 74
    case .snapshot: 73
    }
  }
}
