/// The escape sequences a terminal takes, for `ScreenWriter`: ECMA-48 cursor addressing, erase in
/// line and SGR, which every terminal named here understands, and two shortcuts only some take — as
/// their terminfo entries say (`rep` and `ech` in `infocmp`).
///
/// ```swift
/// TerminalDialect(term: "xterm-256color")   // .xterm: REP and ECH too
/// TerminalDialect(term: "tmux-256color")    // .ecma48
/// TerminalDialect(term: "wyse50")           // nil: a terminal this writer does not know
/// ```
public struct TerminalDialect: Hashable, Sendable {
  /// REP (`CSI n b`): the last character written, n times more (terminfo `rep`).
  public var repeatsCharacters: Bool
  /// ECH (`CSI n X`): n characters erased from the cursor, which stays (terminfo `ech`).
  public var erasesCharacters: Bool

  public init(repeatsCharacters: Bool, erasesCharacters: Bool) {
    self.repeatsCharacters = repeatsCharacters
    self.erasesCharacters = erasesCharacters
  }

  /// xterm and its terminfo entries (`xterm`, `xterm-256color`, …): both shortcuts.
  public static let xterm = TerminalDialect(repeatsCharacters: true, erasesCharacters: true)
  /// The Linux console and rxvt: ECH, no REP.
  public static let erasing = TerminalDialect(repeatsCharacters: false, erasesCharacters: true)
  /// tmux and screen: addressing, erase in line and SGR only.
  public static let ecma48 = TerminalDialect(repeatsCharacters: false, erasesCharacters: false)

  /// The dialect of a `TERM` value, or nil for a terminal not named here (it is left to ncurses and
  /// its terminfo entry).
  public init?(term: String) {
    switch term {
    case "xterm", "xterm-256color", "xterm-color", "xterm-16color", "xterm-88color":
      self = .xterm
    case "linux", "rxvt", "rxvt-unicode", "rxvt-unicode-256color", "rxvt-256color":
      self = .erasing
    case "tmux", "tmux-256color", "screen", "screen-256color":
      self = .ecma48
    default:
      return nil
    }
  }
}
