import GridInput

/// A line being typed in the status bar: a search, or an item to go to.
public struct Prompt: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// `/`: text to find in item titles and text.
    case find
    /// `:`: an item number over all sections (`1234`, from 0) or `section.item`.
    case jump
  }

  /// What a key did to the prompt.
  enum Outcome: Hashable, Sendable {
    /// Nothing: a key that neither types nor edits.
    case unchanged
    /// A character typed or deleted.
    case edited
    /// Esc: the prompt is abandoned.
    case cancelled
    /// Enter: run it with `text`.
    case submitted
  }

  /// The longest text a prompt takes.
  static let longest = 200

  public var kind: Kind
  public var text = ""

  /// The prompt as the status bar shows it, with a cursor.
  public var line: String { (kind == .find ? "/" : ":") + text + "▏" }

  /// Types a key (`KeyBindings.inPrompt`): a character without modifiers is typed (up to 200),
  /// Backspace deletes, Enter submits, Esc cancels; nothing else acts.
  mutating func type(_ key: Key) -> Outcome {
    switch KeyBindings.action(for: key, in: KeyBindings.inPrompt) {
    case .cancel?: return .cancelled
    case .run?: return .submitted
    case .deleteBackward?:
      guard !text.isEmpty else { return .unchanged }
      text.removeLast()
      return .edited
    case nil: break
    }
    guard case .character(let character) = key.code, key.modifiers.isEmpty, text.count < Self.longest else {
      return .unchanged
    }
    text.append(character)
    return .edited
  }
}
