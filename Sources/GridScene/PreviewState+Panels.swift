import GridInput

extension PreviewState {
  /// Keys while a panel is open (`Panel.action(for:)`): it takes every key, so scrolling keys scroll
  /// it, the keys that close it close it, the size and languages tables' keys move their cursor or
  /// switch to the size or language under it, and every other key is ignored.
  mutating func handlePanelKey(_ key: Key) -> [Command] {
    guard var open = panel, let action = open.action(for: key) else { return [] }
    switch action {
    case .close:
      panel = nil
    case .repaint:
      return [.repaint]
    case .scroll(let move):
      let page = max(1, (screen.overlay?.height ?? 3) - 3)
      switch move {
      case .lines(let n): return scrollPanel(by: n)
      case .pages(let n): return scrollPanel(by: n * page)
      case .top: return scrollPanel(by: -Int(Int32.max))
      case .bottom: return scrollPanel(by: Int(Int32.max))
      }
    case .moveCursor(let entry):
      open.cursor = entry
      if let box = screen.overlay { open.reveal(entry: entry, box: box, characters: characters) }
      panel = open
    case .choose(let category):
      panel = nil
      settings.category = category
      relayout()
    case .chooseLanguage(let index):
      panel = nil
      if let all = languages.languages?.all, all.indices.contains(index) {
        switchLanguage(to: all[index].code)
      }
    }
    return [.draw]
  }

  /// Scrolls the open panel by `lines` (negative: up), within its text.
  mutating func scrollPanel(by lines: Int) -> [Command] {
    guard var open = panel, let box = screen.overlay else { return [] }
    let before = open.scroll
    open.scroll(by: lines, box: box, characters: characters)
    panel = open
    return open.scroll == before ? [] : [.draw]
  }

  /// The size table at the width and settings on screen (`Scene.sizeTable`).
  func sizesPanel() -> Panel {
    scene.sizeTable(
      settings: isComparing ? comparedGrid : settings, width: paneWidth, screenHeight: viewportHeight,
      selection: selection, exactItemLimit: exactItemLimit)
  }
}
