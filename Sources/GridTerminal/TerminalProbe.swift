/// Questions about the process's terminal that need no curses session (for `render`'s defaults
/// and the previewer's start-up checks).
public enum TerminalProbe {
  /// Whether file descriptor `fd` (0 input, 1 output, 2 error) is a terminal.
  public static func isTerminal(_ fd: Int32) -> Bool { Curses.isTerminal(fd) }

  /// The width of the terminal on `fd`, or nil when it is not a terminal.
  public static func width(_ fd: Int32) -> Int? { Curses.terminalWidth(fd) }

  /// The size of the terminal on `fd`, or nil when it is not a terminal (or says it has no size).
  public static func size(_ fd: Int32) -> (columns: Int, rows: Int)? { Curses.terminalSize(fd) }

  /// The width of the process's controlling terminal (`/dev/tty`), or nil without one — so
  /// `render | less` still takes the width of the terminal it is shown in.
  public static func controllingTerminalWidth() -> Int? { Curses.controllingTerminalWidth() }
}
