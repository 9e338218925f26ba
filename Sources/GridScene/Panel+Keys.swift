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
    /// The languages table's entry under the cursor: switch to the language it lists (by its place
    /// in the table, which lists `PreviewLanguages.all` in order).
    case chooseLanguage(at: Int)
  }

  /// What `key` asks of this panel while it is open (a panel is modal: nil for every other key).
  /// The help and the problems panel scroll, and close with Esc, `q` or the key that opened them;
  /// the size and languages tables move their cursor, choose, and close (`KeyBindings.inSizeTable`,
  /// `KeyBindings.inLanguageTable`).
  func action(for key: Key) -> KeyAction? {
    if kind == .sizes || kind == .languages { return tableAction(for: key) }
    let opener: [Key] = kind == .help ? [.character("?"), .function(1)] : [.character("w")]
    if ([Key.escape, .character("q"), .character("Q")] + opener).contains(key) { return .close }
    if key == .control("l") { return .repaint }
    guard case .scroll(let move) = KeyBindings.action(for: key) else { return nil }
    return .scroll(move)
  }

  private func tableAction(for key: Key) -> KeyAction? {
    let table = kind == .sizes ? KeyBindings.inSizeTable : KeyBindings.inLanguageTable
    guard let cursor, let action = KeyBindings.action(for: key, in: table) else { return nil }
    let sizes = ContentSizeCategory.allCases
    let count = kind == .sizes ? sizes.count : entries.count
    let next: Int
    switch action {
    case .move(let step): next = max(0, min(count - 1, cursor + step))
    case .first: next = 0
    case .last: next = count - 1
    case .choose: return kind == .sizes ? .choose(sizes[cursor]) : .chooseLanguage(at: cursor)
    case .close: return .close
    }
    return next == cursor ? nil : .moveCursor(to: next)
  }
}
