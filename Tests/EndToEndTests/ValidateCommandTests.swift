import Foundation
import GridTestSupport
import Testing

/// `gridpreview validate`: every problem of every file, each at its line and column, and the exit
/// status of the worst file: 0 valid (warnings allowed), 65 invalid, 66 unreadable.
@Suite struct ValidateCommandTests {
  /// Broken fixtures by name, each with the lines `validate` must print for it.
  static let broken: [(name: String, json: String, lines: [String])] = [
    (
      "invalid.json",
      """
      {
        "columns": 0,
        "sections": [
          {
            "items": [
              {"height": -4},
              {"maxLines": 2.5}
            ],
            "lineSpacing": "wide"
          }
        ]
      }
      """,
      [
        "invalid.json:2:14: columns: expected an integer from 1 to 1000, got 0",
        "invalid.json:6:20: sections[0].items[0].height: expected a non-negative integer, got -4",
        "invalid.json:7:22: sections[0].items[1].maxLines: expected an integer, got 2.5",
        "invalid.json:9:22: sections[0].lineSpacing: expected an integer, got string",
      ]
    ),
    (
      "trailing-comma.json",
      """
      {"sections": [
        {"items": [1, ],}
      ]}
      """,
      ["trailing-comma.json:2:15: sections[0].items: trailing comma before ']' is not allowed in JSON"]
    ),
    (
      "duplicate.json",
      """
      {"sections": [],
       "sections": []}
      """,
      ["duplicate.json:2:2: sections: duplicate key 'sections' (first at line 1, column 2)"]
    ),
    (
      "truncated.json",
      #"{"sections": [{"items": [{"text": "a"}]}], "layout": "grid""#,
      ["truncated.json:1:60: expected ',' or '}' after an object member, got end of file"]
    ),
  ]

  /// Writes the broken fixtures, a fixture with warnings only and a valid one to a new folder.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for fixture in broken { try folder.write(fixture.json, to: fixture.name) }
    try folder.write(
      """
      {
        "sections": [{"items": ["a"], "linespacing": 1}],
        "titel": "x"
      }
      """, to: "warnings.json")
    try folder.write(#"{"sections": [{"items": ["a", "b"]}]}"#, to: "valid.json")
    try folder.write("", to: "empty.json")
    try folder.write(Data(#"{"sections": [{"items": [""#.utf8 + [0xFF] + #""]}]}"#.utf8), to: "not-utf8.json")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
    return folder
  }

  func validate(_ files: [String], in folder: TemporaryFolder) throws -> Executable.Output {
    let output = try Executable.run(["validate"] + files, directory: folder.url)
    #expect(!output.looksLikeACrash, "\(output.stderr)")
    return output
  }

  @Test(arguments: broken.map(\.name))
  func reportsEveryErrorAtItsLineAndColumn(_ name: String) throws {
    let folder = try Self.folder()
    let output = try validate([name], in: folder)
    let expected = try #require(Self.broken.first { $0.name == name }).lines
    #expect(output.stderrLines.map(String.init) == expected)
    let errors = expected.filter { !$0.contains(": warning: ") }.count
    #expect(
      output.stdout
        == "1 file: 0 valid, 1 invalid; \(errors) \(errors == 1 ? "error" : "errors"), 0 warnings\n")
    #expect(output.status == 65)
  }

  @Test func unknownKeysAreWarningsWithASuggestionAndTheFileIsValid() throws {
    let output = try validate(["warnings.json"], in: try Self.folder())
    #expect(
      output.stderrLines == [
        "warnings.json:2:33: sections[0].linespacing: warning: unknown key 'linespacing'; did you mean 'lineSpacing'?",
        "warnings.json:3:3: titel: warning: unknown key 'titel'; did you mean 'title'?",
      ])
    #expect(output.stdout == "warnings.json: ok\n1 file: 1 valid; 0 errors, 2 warnings\n")
    #expect(output.status == 0)
  }

  @Test func anEmptyFileOrInvalidUTF8IsInvalid() throws {
    let folder = try Self.folder()
    let empty = try validate(["empty.json"], in: folder)
    #expect(empty.stderr == "gridpreview: empty.json: empty file\n")
    #expect(empty.status == 65)
    // Read and found unusable: counted as invalid (65), not unreadable (66).
    #expect(empty.stdout == "1 file: 0 valid, 1 invalid; 1 error, 0 warnings\n")
    let both = try validate(["empty.json", "missing.json"], in: folder)
    #expect(both.stdout == "2 files: 0 valid, 1 invalid, 1 unreadable; 1 error, 0 warnings\n")
    #expect(both.status == 66)
    let bytes = try validate(["not-utf8.json"], in: folder)
    #expect(bytes.stderr == "not-utf8.json:1:27: sections[0].items[0]: invalid UTF-8 byte 0xFF\n")
    #expect(bytes.status == 65)
  }

  @Test func aMissingFileOrADirectoryCannotBeRead() throws {
    let folder = try Self.folder()
    let missing = try validate(["missing.json"], in: folder)
    #expect(missing.stderr == "gridpreview: missing.json: no such file\n")
    #expect(missing.status == 66)
    let directory = try validate(["folder.json"], in: folder)
    #expect(directory.stderr == "gridpreview: folder.json: is a directory, not a fixture file\n")
    #expect(directory.status == 66)
  }

  @Test func everyFileIsCheckedAndTheWorstStatusWins() throws {
    let folder = try Self.folder()
    let mixed = try validate(["valid.json", "invalid.json", "warnings.json"], in: folder)
    #expect(
      mixed.stdout == "valid.json: ok\nwarnings.json: ok\n3 files: 2 valid, 1 invalid; 4 errors, 2 warnings\n"
    )
    #expect(mixed.stderrLines.filter { $0.hasPrefix("invalid.json:") }.count == 4)
    #expect(mixed.status == 65)
    let unreadable = try validate(["missing.json", "invalid.json", "valid.json"], in: folder)
    #expect(unreadable.stderrLines.first == "gridpreview: missing.json: no such file")
    #expect(
      unreadable.stdout == "valid.json: ok\n3 files: 1 valid, 1 invalid, 1 unreadable; 4 errors, 0 warnings\n"
    )
    #expect(unreadable.status == 66)
  }

  @Test func everyRepositoryFixtureIsValid() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Executable.fixtures.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    let output = try Executable.run(["validate"] + names, directory: Executable.fixtures)
    #expect(
      output.stdout == names.map { "\($0): ok\n" }.joined()
        + "\(names.count) files: \(names.count) valid; 0 errors, 0 warnings\n")
    #expect(output.stderr == "")
    #expect(output.status == 0)
  }

  @Test func withoutAFileItIsAUsageError() throws {
    let output = try Executable.run(["validate"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("Usage: gridpreview validate"))
  }
}
