/// Why the interactive previewer cannot start on this terminal. Each case prints as one line that
/// names the problem and what to do, and maps to a conventional exit code.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, CI).
  case notATerminal(stream: String)
  /// `TERM` is not set.
  case termUnset
  /// `TERM` names a terminal that cannot address the cursor.
  case termDumb(String)
  /// `TERM` names a terminal the terminfo database does not know.
  case termUnknown(String)

  public var description: String {
    switch self {
    case .notATerminal(let stream):
      "standard \(stream) is not a terminal; the previewer needs one — use 'gridpreview render' to print the grid instead"
    case .termUnset:
      "TERM is not set; run with a terminal type, e.g. TERM=xterm-256color gridpreview"
    case .termDumb(let term):
      "TERM=\(term) cannot move the cursor; run with a capable terminal type, e.g. TERM=xterm-256color gridpreview"
    case .termUnknown(let term):
      "TERM=\(term) is not in the terminfo database; run with a known terminal type, e.g. TERM=xterm-256color gridpreview"
    }
  }

  /// 69 (EX_UNAVAILABLE) without a terminal; 78 (EX_CONFIG) for an unusable `TERM`.
  public var exitCode: Int32 {
    switch self {
    case .notATerminal: 69
    case .termUnset, .termDumb, .termUnknown: 78
    }
  }

  /// The checks that need no terminal database: both streams are terminals and `TERM` is usable.
  public static func check(term: String?, inputIsTerminal: Bool, outputIsTerminal: Bool) -> TerminalError? {
    if !outputIsTerminal { return .notATerminal(stream: "output") }
    if !inputIsTerminal { return .notATerminal(stream: "input") }
    guard let term, !term.isEmpty else { return .termUnset }
    if term == "dumb" || term == "unknown" { return .termDumb(term) }
    return nil
  }
}
