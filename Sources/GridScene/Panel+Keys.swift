import GridInput
import GridText

extension Panel {
  /// What a key asks of an open panel.
  enum KeyAction: Hashable, Sendable {
    case close
    /// Ctrl-L: repaint every cell.
    case repaint
    case scroll(PreviewAction.ScrollMove)
    /// The size table's cursor to this entry.
    case moveCursor(to: Int)
    /// The size table's entry under the cursor: switch to its text size.
    case choose(ContentSizeCategory)
  }

  /// What `key` asks of this panel while it is open (a panel is modal: nil for every other key).
  /// The help and the problems panel scroll, and close with Esc, `q` or the key that opened them;
  /// the size table moves its cursor, chooses, and closes (`KeyBindings.inSizeTable`).
  func action(for key: Key) -> KeyAction? {
    if kind == .sizes { return sizeTableAction(for: key) }
    let opener: [Key] = kind == .help ? [.character("?"), .function(1)] : [.character("w")]
    if ([Key.escape, .character("q"), .character("Q")] + opener).contains(key) { return .close }
    if key == .control("l") { return .repaint }
    guard case .scroll(let move) = KeyBindings.action(for: key) else { return nil }
    return .scroll(move)
  }

  private func sizeTableAction(for key: Key) -> KeyAction? {
    guard let cursor, let action = KeyBindings.action(for: key, in: KeyBindings.inSizeTable) else {
      return nil
    }
    let sizes = ContentSizeCategory.allCases
    let next: Int
    switch action {
    case .move(let step): next = max(0, min(sizes.count - 1, cursor + step))
    case .first: next = 0
    case .last: next = sizes.count - 1
    case .choose: return .choose(sizes[cursor])
    case .close: return .close
    }
    return next == cursor ? nil : .moveCursor(to: next)
  }
}
