import GridTerminal

enum TerminalWidth {
  /// The width of the terminal standard output is connected to, if it is one.
  static var ofStandardOutput: Int? { TerminalProbe.width(1) }
}
