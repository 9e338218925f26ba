/// A line being typed in the status bar: a search, or an item to go to.
public struct Prompt: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// `/`: text to find in item titles and text.
    case find
    /// `:`: an item number over all sections (`1234`, from 0) or `section.item`.
    case jump
  }

  public var kind: Kind
  public var text = ""

  /// The prompt as the status bar shows it, with a cursor.
  public var line: String { (kind == .find ? "/" : ":") + text + "▏" }
}
