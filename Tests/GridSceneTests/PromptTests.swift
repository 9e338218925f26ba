import GridFixtures
import GridInput
import GridLayout
import Testing

@testable import GridScene

/// Typing into a prompt, and the search it runs, as values.
@Suite struct PromptTests {
  @Test func charactersAreTypedAndEditingKeysEdit() {
    var prompt = Prompt(kind: .find)
    let keys: [Key] = [.character("f"), .character("i"), Key.character("g").adding(.alt)]
    #expect(keys.map { prompt.type($0) } == [.edited, .edited, .unchanged], "not with a modifier")
    #expect(prompt.text == "fi" && prompt.line == "/fi▏")
    let deletes = (0..<3).map { _ in prompt.type(.backspace) }
    #expect(deletes == [.edited, .edited, .unchanged], "nothing left to delete")
    #expect([Key.enter, .escape].map { prompt.type($0) } == [.submitted, .cancelled])
    prompt.text = String(repeating: "a", count: Prompt.longest)
    let past = prompt.type(.character("b"))
    #expect(past == .unchanged && prompt.text.count == 200, "200 characters at most")
  }

  @Test func aSearchFindsTitlesAndTextsIgnoringCaseAndStepsAround() {
    let fixture = textFixture(["Apple pie", "banana", "APPLE"], columns: .fixed(1))
    var search = Search(query: "apple", in: fixture)
    #expect(search.matches == [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 2)])
    #expect(search.firstMatch(from: ItemPath(section: 0, item: 1)) == 1)
    #expect(search.firstMatch(from: ItemPath(section: 0, item: 3)) == 0, "past the last: the first")
    let forward = (0..<3).map { _ in search.advance(by: 1) }
    #expect(forward == [0, 1, 0], "wrapping")
    #expect(search.summary == "1 of 2 matches for “apple”")
    var back = Search(query: "apple", in: fixture)
    let backward = (0..<2).map { _ in back.advance(by: -1) }
    #expect(backward == [0, 1], "from none, the first either way; then back, wrapping")
    var none = Search(query: "cherry", in: fixture)
    let nothing = none.advance(by: 1)
    #expect(nothing == nil && none.firstMatch(from: ItemPath(section: 0, item: 0)) == nil)
  }
}
