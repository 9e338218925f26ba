import Foundation
import GridTestSupport
import Testing

/// `gridpreview audit` as a CI step runs it: formats, exit statuses, bad options.
@Suite struct AuditCommandTests {
  static func fixture(_ name: String) -> String { Executable.fixtures.appendingPathComponent(name).path }

  @Test func theDemoPassesAtErrorButNotAtWarning() throws {
    let passing = try Executable.run(["audit"])
    #expect(passing.status == 0, "\(passing.stderr)")
    #expect(passing.stdout.contains("built-in demo — grid, 12 sizes × 4 widths"))
    let strict = try Executable.run(["audit", "--fail-on", "warning"])
    #expect(strict.status == 1)
    #expect(try Executable.run(["audit", "--fail-on", "never", "--categories", "AX5"]).status == 0)
  }

  @Test func anErrorFailsTheAuditAndPointsAtItsLine() throws {
    let folder = try TemporaryFolder()
    let item =
      #"  {"text": "a text that is far too long for the height it has been given here", "height": 3}"#
    let path = try folder.write(
      #"{"columns": 1, "sections": [{"items": ["# + "\n" + item + "\n]}]}", to: "pinned.json")
    let output = try Executable.run(["audit", path, "--widths", "30", "--categories", "L"])
    #expect(output.status == 1)
    // Line 2, the column of the 3 of "height": 3.
    let column = item.distance(from: item.startIndex, to: item.lastIndex(of: "3")!) + 1
    #expect(output.stdout.contains("\(path):2:\(column): error [text-cut-by-height]"), "\(output.stdout)")
    #expect(try Executable.run(["audit", path, "--widths", "30", "--fail-on", "never"]).status == 0)
  }

  @Test(arguments: ["json", "sarif", "markdown", "text"])
  func everyFormatDescribesEveryFixture(_ format: String) throws {
    let names = ["demo.json", "sections.json", "unicode.json"]
    let output = try Executable.run(
      ["audit"] + names.map(Self.fixture) + ["--format", format, "--fail-on", "never"])
    #expect(output.status == 0)
    for name in names { #expect(output.stdout.contains(name), "\(format) names \(name)") }
    if format != "text" && format != "markdown" {
      #expect((try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) != nil, "\(format) is JSON")
    }
    #expect(!output.stdoutBytes.contains(0x1B), "no colour when not a terminal")
  }

  @Test(arguments: [
    (["audit", "--widths", "40,abc"], "--widths takes whole numbers"),
    (["audit", "--widths", "0"], "--widths takes whole numbers"),
    (
      ["audit", "--widths", "-5"],
      "--widths takes whole numbers from 1 to 10000 separated by commas; '-5' is not one"
    ),
    (["audit", "--widths", ""], "--widths takes whole numbers"),
    (["audit", "--categories", ""], "--categories: '' is no text size"),
    (["audit", "--categories", ","], "--categories: '' is no text size"),
    (["audit", "--categories", "L,,xL"], "--categories: '' is no text size"),
    (["audit", "--categories", "-L"], "'-L' is no text size"),
    (["audit", "--categories", "huge"], "'huge' is no text size"),
    (["audit", "--categories", "L...gigantic"], "'gigantic' is no text size"),
    (["audit", "--widths", "40", "--devices"], "give --widths or --devices, not both"),
    (["audit", "--format", "pdf"], "'pdf'"),
    (["audit", "--fail-on", "sometimes"], "'sometimes'"),
    (["audit", "--screen-height", "0"], "--screen-height must be between 1 and 10000"),
    (["audit", "--devices", "--points-per-column", "0"], "--points-per-column must be between 1 and 100"),
  ])
  func badOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
    let output = try Executable.run(arguments)
    #expect(output.status == 64)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func fixturesThatCannotBeUsedExitAsTheOtherCommands() throws {
    #expect(try Executable.run(["audit", "/nonexistent.json"]).status == 66)
    let folder = try TemporaryFolder()
    let broken = try folder.write("{", to: "broken.json")
    #expect(try Executable.run(["audit", broken]).status == 65)
  }

  /// One unusable file among several: the others are still audited, the bad one is named on
  /// standard error, and the exit status is the worst of all.
  @Test func everyReadableFixtureIsAuditedBesideOneThatIsNot() throws {
    let folder = try TemporaryFolder()
    let broken = try folder.write("{", to: "broken.json")
    let demo = Self.fixture("demo.json")
    let output = try Executable.run(["audit", "/nonexistent.json", demo, broken, "--format", "json"])
    #expect(output.status == 66, "66 (no input) is worse than 65 (data)")
    #expect(output.stderr.contains("/nonexistent.json: no such file"), "\(output.stderr)")
    #expect(output.stderr.contains("broken.json:1:2"), "\(output.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let files = try #require(object["fixtures"] as? [[String: Any]]).compactMap { $0["file"] as? String }
    #expect(files == [demo])
    // An invalid file beside one that fails the audit: 65 outranks 1; alone, the finding's 1.
    let folder2 = try TemporaryFolder()
    let pinned = try folder2.write(
      #"{"columns": 1, "sections": [{"items": [{"text": "a text far too long for three rows at this width", "height": 3}]}]}"#,
      to: "pinned.json")
    let failing = try Executable.run(["audit", pinned, broken, "--widths", "30", "--categories", "L"])
    #expect(failing.status == 65)
    #expect(failing.stdout.contains("error [text-cut-by-height]"), "\(failing.stdout)")
    #expect(try Executable.run(["audit", pinned, "--widths", "30", "--categories", "L"]).status == 1)
  }

  /// SARIF names a fixture by a URI relative to the current directory when it is under it, even
  /// given as an absolute path, and by a `file:` URI when not; the demo by its text.
  @Test func sarifURIsAreRelativeToTheCurrentDirectory() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let inside = try folder.write(#"{"sections": [{"items": ["x"]}]}"#, to: "sub/a.json")
    func artifacts(_ arguments: [String]) throws -> [[String: Any]] {
      let output = try Executable.run(["audit"] + arguments + ["--format", "sarif"], directory: folder.url)
      #expect(output.status == 0, "\(output.stderr)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      return try #require((object["runs"] as? [[String: Any]])?.first?["artifacts"] as? [[String: Any]])
    }
    func uris(_ arguments: [String]) throws -> [String?] {
      try artifacts(arguments).map { ($0["location"] as? [String: Any])?["uri"] as? String }
    }
    #expect(
      try uris([inside, "sub/a.json", "./sub/../sub/a.json"]) == ["sub/a.json", "sub/a.json", "sub/a.json"])
    let outside = Self.fixture("demo.json")
    #expect(try uris([outside]) == ["file://" + outside.replacingOccurrences(of: " ", with: "%20")])
    let demo = try #require(try artifacts([]).first)
    #expect(demo["location"] == nil)
    #expect(
      (demo["contents"] as? [String: Any])?["text"] as? String
        == (try String(contentsOfFile: outside, encoding: .utf8)))
  }

  /// A long audit shows `gridpreview audit: N/TOTAL` on standard error when it is a terminal (here
  /// util-linux's `script` gives it one), and clears the line at the end; never into a file or pipe.
  @Test(.enabled(if: Tool.isAvailable("script"), "util-linux's script is not installed"))
  func aLongAuditShowsItsProgressOnATerminalOnly() throws {
    let folder = try TemporaryFolder()
    let generated = try Executable.run(["generate", "--items", "20000"], timeout: 60)
    let path = try folder.write(Data(generated.stdoutBytes), to: "big.json")
    let command =
      "\(Executable.path.shellQuoted) audit \(path.shellQuoted) --categories L,AX3,AX5 --fail-on never > /dev/null"
    let onTerminal = try Executable.run(
      ["-q", "-e", "-c", command, "/dev/null"], timeout: 120,
      binary: URL(fileURLWithPath: Tool.path(named: "script") ?? "/usr/bin/script"))
    #expect(onTerminal.status == 0)
    // 4 widths × 3 sizes (about twice the half second before progress shows, on an idle machine in
    // a debug build); the last count is the total, then the line is cleared.
    #expect(
      onTerminal.stdout.contains("gridpreview audit: 12/12\r\u{1B}[K"),
      "\(onTerminal.stdout.debugDescription)")
    // The same audit, which the terminal run shows takes longer than the half second.
    let piped = try Executable.run(
      ["audit", path, "--categories", "L,AX3,AX5", "--fail-on", "never"], timeout: 120)
    #expect(piped.status == 0 && piped.stderr.isEmpty)
  }

  @Test func categoriesAndDevicesChooseWhatIsChecked() throws {
    let output = try Executable.run([
      "audit", "--categories", "xxxL...AX2", "--devices", "--format", "json", "--fail-on", "never",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let fixture = try #require((object["fixtures"] as? [[String: Any]])?.first)
    #expect(fixture["categories"] as? [String] == ["xxxL", "AX1", "AX2"])
    #expect(fixture["widths"] as? [Int] == [46, 49, 55, 83, 102, 106, 119, 147])
    // The devices' points (iPhone SE, iPhone, iPhone Pro Max and iPad, upright and sideways) at
    // another scale, as render --device takes it.
    let scaled = try Executable.run([
      "audit", "--categories", "L", "--devices", "--points-per-column", "16", "--format", "json", "--fail-on",
      "never",
    ])
    let scaledObject = try #require(
      try JSONSerialization.jsonObject(with: Data(scaled.stdout.utf8)) as? [String: Any])
    let scaledFixture = try #require((scaledObject["fixtures"] as? [[String: Any]])?.first)
    let points = [375, 393, 440, 667, 820, 852, 956, 1180]
    #expect(scaledFixture["widths"] as? [Int] == points.map { $0 / 16 })
  }
}
