import Foundation
import GridTestSupport
import Testing

/// What the commands do with bad input: a usage error (64) for bad options, 66 for a file that
/// cannot be read, 65 for an invalid one — one line each, never a stack trace.
@Suite struct CommandErrorTests {
  /// Bad option values and the message argument-parser's usage error must carry.
  static let usageErrors: [(arguments: [String], message: String)] = [
    (["render", "--category", "huge"], "The value 'huge' is invalid for '--category <category>'"),
    (["render", "--layout", "masonry"], "The value 'masonry' is invalid for '--layout <layout>'"),
    (["render", "--color", "sometimes"], "The value 'sometimes' is invalid for '--color <color>'"),
    (["render", "--width", "0"], "--width must be between 1 and 10000, got 0"),
    (["render", "--width", "20000"], "--width must be between 1 and 10000, got 20000"),
    (["render", "--width", "-5"], "--width must be between 1 and 10000, got -5"),
    (["render", "--width", "wide"], "The value 'wide' is invalid for '--width <width>'"),
    (["render", "--columns", "0"], "--columns must be between 1 and 1000, got 0"),
    (["layout", "--columns", "1001"], "--columns must be between 1 and 1000, got 1001"),
    (["render", "--rows", "0"], "--rows must be at least 1, got 0"),
    (["render", "--rows", "-1"], "--rows must be at least 1, got -1"),
    (["generate", "--items", "-1"], "--items must be between 0 and 1500000, got -1"),
    (["generate", "--items", "1500001"], "--items must be between 0 and 1500000, got 1500001"),
    (["generate", "--items", "10", "--sections", "0"], "--sections must be between 1 and 100000, got 0"),
    (["generate", "--items", "10", "--seed", "-1"], "The value '-1' is invalid for '--seed <seed>'"),
    (["generate"], "Missing expected argument '--items <items>'"),
    (["preview", "--category", "huge"], "The value 'huge' is invalid for '--category <category>'"),
    (["render", "--frobnicate"], "Unknown option '--frobnicate'"),
    (["render", "--device", "pixel"], "The value 'pixel' is invalid for '--device <device>'"),
    (["layout", "--device", "ipad", "--width", "80"], "give --width or --device, not both"),
    (["preview", "--points-per-column", "0"], "--points-per-column must be between 1 and 100, got 0"),
  ]

  @Test(arguments: usageErrors.map(\.arguments))
  func badOptionValuesAreUsageErrors(_ arguments: [String]) throws {
    let output = try Executable.run(arguments)
    let message = try #require(Self.usageErrors.first { $0.arguments == arguments }).message
    #expect(output.status == 64)
    #expect(output.stderr.hasPrefix("Error: "))
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stderr.contains("Usage: gridpreview"))
    #expect(output.stdout == "")
    #expect(!output.looksLikeACrash)
  }

  @Test(arguments: ["render", "layout"])
  func aMissingFileIsOneLineWithItsPathAndStatus66(_ command: String) throws {
    let path = "/nonexistent/gridpreview-fixture.json"
    let output = try Executable.run([command, path])
    #expect(output.status == 66)
    #expect(output.stderr == "gridpreview: \(path): no such file\n")
    #expect(output.stdout == "")
  }

  @Test(arguments: ["render", "layout"])
  func aDirectoryIsStatus66(_ command: String) throws {
    let output = try Executable.run([command, Executable.fixtures.path])
    #expect(output.status == 66)
    #expect(output.stderr == "gridpreview: \(Executable.fixtures.path): is a directory, not a fixture file\n")
  }

  /// A file the user may not read is status 66 with its path. Root reads everything, so as root the
  /// binary runs as user 65534 (`setpriv`, from util-linux); the test is skipped only without it.
  @Test(.enabled(if: getuid() != 0 || Tool.isAvailable("setpriv"), "util-linux's setpriv is needed as root"))
  func anUnreadableFileIsStatus66() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(#"{"sections": []}"#, to: "locked.json")
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
    let output =
      getuid() == 0
      ? try Executable.run(
        ["--reuid=65534", "--regid=65534", "--clear-groups", Executable.path, "validate", path],
        binary: URL(fileURLWithPath: Tool.path(named: "setpriv") ?? "/usr/bin/setpriv"))
      : try Executable.run(["validate", path])
    #expect(output.status == 66)
    #expect(output.stderr == "gridpreview: \(path): permission denied\n")
  }

  @Test(arguments: ["render", "layout"])
  func invalidJSONIsStatus65WithPositionedLines(_ command: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"columns": 0,
       "sections": [{"items": [{"height": -1}]},]}
      """, to: "bad.json")
    let output = try Executable.run([command, "bad.json"], directory: folder.url)
    #expect(output.status == 65)
    #expect(
      output.stderrLines == [
        "bad.json:2:42: sections: trailing comma before ']' is not allowed in JSON"
      ])
    #expect(output.stdout == "")
    #expect(!output.looksLikeACrash)
  }

  @Test func anInvalidFixtureReportsEveryProblem() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"columns": 0,
       "sections": [{"items": [{"height": -1}]}]}
      """, to: "bad.json")
    let output = try Executable.run(["render", "bad.json"], directory: folder.url)
    #expect(output.status == 65)
    #expect(
      output.stderrLines == [
        "bad.json:1:13: columns: expected an integer from 1 to 1000, got 0",
        "bad.json:2:37: sections[0].items[0].height: expected a non-negative integer, got -1",
      ])
  }

  @Test func aFixtureWithWarningsStillRenders() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"sections": [{"items": ["a"]}], "colums": 2}"#, to: "typo.json")
    let output = try Executable.run(
      ["render", "typo.json", "--width", "20", "--color", "never"], directory: folder.url)
    #expect(output.status == 0)
    #expect(
      output.stderr == "typo.json:1:34: colums: warning: unknown key 'colums'; did you mean 'columns'?\n")
    #expect(output.stdoutLines.count == 4)
  }
}
