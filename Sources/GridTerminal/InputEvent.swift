/// Something the event loop must react to.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  /// The terminal was resized; the new size is already in effect.
  case resize(width: Int, height: Int)
  /// A quit signal arrived (SIGINT, SIGTERM or SIGHUP) — its number.
  case signal(Int32)
  /// Nothing happened within the poll interval (a chance to check watched files).
  case idle
}
