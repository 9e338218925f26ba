import GridInput
import GridLayout

extension PreviewState {
  /// Keys while a prompt is open: characters are typed, Backspace deletes, Enter runs it, Esc
  /// cancels; nothing else acts.
  mutating func handlePromptKey(_ key: Key) -> [Command] {
    guard var prompt else { return [] }
    switch KeyBindings.action(for: key, in: KeyBindings.inPrompt) {
    case .cancel?:
      self.prompt = nil
      return [.draw]
    case .run?:
      self.prompt = nil
      switch prompt.kind {
      case .find: find(prompt.text)
      case .jump: jump(to: prompt.text)
      }
      return [.draw]
    case .deleteBackward?:
      guard !prompt.text.isEmpty else { return [] }
      prompt.text.removeLast()
      self.prompt = prompt
      return [.draw]
    case nil: break
    }
    switch key.code {
    case .character(let character) where key.modifiers.isEmpty && prompt.text.count < 200:
      prompt.text.append(character)
      self.prompt = prompt
    default:
      return []
    }
    return [.draw]
  }

  /// Finds `query` in every item's title and text (ignoring case), selects the first match at or
  /// after the top of the screen, and scrolls to it.
  mutating func find(_ query: String) {
    let needle = query.lowercased()
    guard !needle.isEmpty else { return }
    var matches: [ItemPath] = []
    for (s, section) in scene.fixture.sections.enumerated() {
      for (i, item) in section.items.enumerated()
      where item.text.lowercased().contains(needle) || (item.title?.lowercased().contains(needle) ?? false) {
        matches.append(ItemPath(section: s, item: i))
      }
    }
    search = Search(query: query, matches: matches)
    guard !matches.isEmpty else {
      notices.say(search!.summary)
      return
    }
    // The first match at or after the element at the top of the screen, in fixture order.
    let top = currentAnchor()?.path ?? ItemPath(section: 0, item: 0)
    let first = matches.firstIndex { ($0.section, $0.item) >= (top.section, top.item) } ?? 0
    show(match: first)
  }

  /// The next (or, with a negative step, previous) match of the last search, wrapping around.
  mutating func findNext(_ step: Int) {
    guard var search, !search.matches.isEmpty else {
      notices.say(self.search.map(\.summary) ?? "nothing searched yet: / starts a search")
      return
    }
    let count = search.matches.count
    let next = ((search.current ?? -step.signum()) + step) % count
    search.current = (next + count) % count
    self.search = search
    show(match: search.current!)
  }

  private mutating func show(match index: Int) {
    search?.current = index
    guard let search, let path = search.matches.indices.contains(index) ? search.matches[index] : nil else { return }
    inspection.select(cell: path)
    scrollSelectionIntoView()
    notices.say(search.summary)
  }

  /// Goes to an item by its number over all sections (from 0) or as `section.item`.
  mutating func jump(to text: String) {
    let parts = text.trimmingSpaces.split(separator: ".", omittingEmptySubsequences: false)
    let path: ItemPath?
    if parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]) {
      path = scene.fixture.sections.indices.contains(section)
        && scene.fixture.sections[section].items.indices.contains(item) ? ItemPath(section: section, item: item) : nil
    } else if parts.count == 1, let number = Int(parts[0]) {
      path = scene.path(ofGlobalIndex: number)
    } else {
      path = nil
    }
    guard let path else {
      notices.message = StatusBar.Message(
        "no item \(text.trimmingSpaces) (items 0–\(max(0, scene.itemCount - 1).grouped), or section.item)",
        isError: true)
      return
    }
    inspection.select(cell: path)
    scrollSelectionIntoView()
  }
}

extension String {
  /// The string without spaces at either end.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
