import GridInput

/// One line of a tape: what the recorder does next.
public enum TapeCommand: Hashable, Sendable {
  /// Press a key `count` times, each after the typing delay (`Key +`, `Key Left 3`).
  case key(Key, count: Int)
  /// Type each scalar of the text as a key (what a terminal sends and the previewer reads), each
  /// after the typing delay (`Type /fig`).
  case type(String)
  /// Let time pass on the recording's clock (`Sleep 300ms`, `Sleep 2s`).
  case sleep(milliseconds: Int)
  /// Give the terminal a new size (`Resize 80x24`).
  case resize(columns: Int, rows: Int)
  /// Write the frame on screen as an SVG file (`Snapshot docs/demo` writes `docs/demo.svg`).
  case snapshot(path: String)
  /// The delay before each key from here on (`Set TypingSpeed 80ms`).
  case typingSpeed(milliseconds: Int)
}

/// A command and the line it came from (1-based), for messages.
public struct TapeLine: Hashable, Sendable {
  public var line: Int
  public var command: TapeCommand

  public init(line: Int, command: TapeCommand) {
    self.line = line
    self.command = command
  }
}
