import GridInput
import GridLayout

extension PreviewState {
  /// Keys while a prompt is open (`Prompt.type`): Enter runs it — a search, or going to an item —
  /// and every key that types, deletes or cancels draws.
  mutating func handlePromptKey(_ key: Key) -> [Command] {
    guard var typing = prompt else { return [] }
    switch typing.type(key) {
    case .unchanged: return []
    case .edited: prompt = typing
    case .cancelled: prompt = nil
    case .submitted:
      prompt = nil
      switch typing.kind {
      case .find: find(typing.text)
      case .jump: jump(to: typing.text)
      }
    }
    return [.draw]
  }

  /// Finds `query` in every item's title and text (ignoring case), selects the first match at or
  /// after the element at the top of the screen, and scrolls to it.
  mutating func find(_ query: String) {
    guard !query.isEmpty else { return }
    let found = Search(query: query, in: scene.fixture)
    search = found
    guard let first = found.firstMatch(from: currentAnchor()?.path ?? ItemPath(section: 0, item: 0)) else {
      notices.say(found.summary)
      return
    }
    show(match: first)
  }

  /// The last search made again in the fixture on screen (after a language switch or a reload:
  /// `n` then goes to the text shown), none selected.
  mutating func searchAgain() {
    guard let last = search else { return }
    search = Search(query: last.query, in: scene.fixture)
  }

  /// The next (or, with a negative step, previous) match of the last search, wrapping around.
  mutating func findNext(_ step: Int) {
    guard let index = search?.advance(by: step) else {
      notices.say(search.map(\.summary) ?? "nothing searched yet: / starts a search")
      return
    }
    show(match: index)
  }

  /// Selects match `index` of the search, scrolls to it and says which it is.
  private mutating func show(match index: Int) {
    search?.current = index
    guard let search, search.matches.indices.contains(index) else { return }
    inspection.select(cell: search.matches[index])
    scrollSelectionIntoView()
    notices.say(search.summary)
  }

  /// Goes to an item by its number over all sections (from 0) or as `section.item`
  /// (`Scene.path(typed:)`), or says which items there are.
  mutating func jump(to text: String) {
    guard let path = scene.path(typed: text) else {
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
