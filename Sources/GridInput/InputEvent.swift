/// Everything the previewer's event loop reacts to, whatever its source: the person (keys, mouse),
/// the terminal (resizes, signals) and the clock (idle ticks).
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal was resized; the new size is already in effect.
  case resize(width: Int, height: Int)
  /// A quit signal arrived (SIGINT, SIGTERM, SIGHUP, …) — its number.
  case signal(Int32)
  /// Nothing arrived within the poll interval: a chance to check watched files.
  case idle
}
