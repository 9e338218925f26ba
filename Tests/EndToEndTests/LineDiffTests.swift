import Testing

/// The diff a failing golden file prints: only the region that differs, with line numbers.
@Suite struct LineDiffTests {
  let hundredLines = (1...100).map { "row \($0)" }.joined(separator: "\n") + "\n"

  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff(expected: "a\nb\n", actual: "a\nb\n") == nil)
  }

  @Test func aChangedLineShowsWithTwoLinesOfContextAndItsNumber() throws {
    let actual = hundredLines.replacingOccurrences(of: "row 50\n", with: "row fifty\n")
    let diff = try #require(LineDiff(expected: hundredLines, actual: actual))
    #expect(diff.summary == "expected line 50 of 100, actual line 50 of 100")
    #expect(
      diff.rendered == """
             48 |row 48|
             49 |row 49|
        -    50 |row 50|
        +    50 |row fifty|
             51 |row 51|
             52 |row 52|
        """)
  }

  @Test func insertedLinesAreNumberedInTheActualText() throws {
    let actual = hundredLines.replacingOccurrences(of: "row 3\n", with: "row 3\nnew A\nnew B\n")
    let diff = try #require(LineDiff(expected: hundredLines, actual: actual))
    #expect(diff.summary == "expected no lines (of 100), actual lines 4–5 of 102")
    #expect(diff.rendered.contains("+     4 |new A|\n+     5 |new B|"))
  }

  @Test func trailingSpacesAreVisible() throws {
    let diff = try #require(LineDiff(expected: "box  \n", actual: "box \n"))
    #expect(diff.rendered == "-     1 |box  |\n+     1 |box |")
  }

  @Test func aLongRegionIsCut() throws {
    let actual = hundredLines.replacingOccurrences(of: "row", with: "line")
    let diff = try #require(LineDiff(expected: hundredLines, actual: actual, maxShown: 3))
    #expect(diff.rendered.split(separator: "\n").count == 3 + 1 + 3 + 1)
    #expect(diff.rendered.contains("-   … 97 more lines"))
  }
}
