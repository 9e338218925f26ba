/// The user's terminal as a plain byte stream, while another program's terminal is relayed to it
/// (`preview --record`): in raw mode — every key passed on as typed, Ctrl-C included, and output
/// shown exactly as written — until `restore()` or release, and put back on every way out, a crash
/// included.
///
/// A class because it holds the terminal's modes: one at a time, as there is one terminal.
///
/// ```swift
/// let terminal = RawTerminal()          // raw mode on standard input's terminal
/// defer { terminal.restore() }
/// relay(from: terminal.input, to: terminal.output, size: terminal.size)
/// ```
public final class RawTerminal {
  /// Where the keys come from and the bytes go.
  public let input: Int32
  public let output: Int32

  /// Puts the terminal on `input` in raw mode (nothing if it is not a terminal).
  public init(input: Int32 = 0, output: Int32 = 1) {
    self.input = input
    self.output = output
    _ = Curses.enterRawMode(input)
  }

  deinit { restore() }

  /// The terminal's size now (80 × 24 if it has none).
  public var size: (columns: Int, rows: Int) { Self.size(of: output) }

  /// The size of the terminal on `fd`: 80 × 24 if it has none, as a terminal without one is taken.
  public static func size(of fd: Int32) -> (columns: Int, rows: Int) { Curses.terminalSize(fd) ?? (80, 24) }

  /// Puts the terminal's modes back as they were; safe to call twice.
  public func restore() { Curses.restoreMode() }
}
