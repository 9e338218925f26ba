/// A key press, decoded from curses.
public enum Key: Hashable, Sendable {
  case character(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab
  /// A control chord such as Ctrl-L, by its letter.
  case control(Character)
  /// A function or other key the previewer does not use.
  case other(Int32)
}
