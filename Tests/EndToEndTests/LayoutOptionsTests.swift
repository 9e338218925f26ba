import Foundation
import GridTestSupport
import Testing

/// One set of layout options (`LayoutOptions`, in `SceneOptions` and `SweepOptions`): every command
/// that lays out a fixture takes each of them, with the same help (so the same meaning) and the same
/// checks, and docs/commands.md's table of them is what the commands' help says.
@Suite struct LayoutOptionsTests {
  /// The commands that lay out one fixture at one width, size and language.
  static let single = ["preview", "render", "layout", "record", "serve"]
  /// The commands that sweep widths, sizes and languages.
  static let sweeping = ["audit", "snapshot"]
  /// The options every one of them takes.
  static let shared = [
    "--layout", "--columns", "--stretch", "--collapse-borders", "--direction", "--points-per-column",
    "--view-height",
  ]
  /// The options of one width, size and language, and of a sweep.
  static let oneOf = ["--width", "--device", "--category", "--language"]
  static let lists = ["--widths", "--devices", "--categories", "--languages"]

  /// Every option of `command` with its help, as argument-parser describes it
  /// (`--experimental-dump-help`): preferred name → (value name, help).
  static func options(of command: String) throws -> [String: (value: String?, help: String)] {
    let output = try Executable.run([command, "--experimental-dump-help"])
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let arguments = try #require((root["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
    var options: [String: (value: String?, help: String)] = [:]
    for argument in arguments where argument["kind"] as? String != "positional" {
      guard let name = (argument["preferredName"] as? [String: Any])?["name"] as? String else { continue }
      let value = argument["kind"] as? String == "flag" ? nil : argument["valueName"] as? String
      options["--" + name] = (value, argument["abstract"] as? String ?? "")
    }
    return options
  }

  /// Command × option: each command has each option of its kind, with the help `render` (or, for
  /// a sweep's lists, `audit`) gives it.
  @Test(arguments: single + sweeping)
  func everyCommandTakesEveryLayoutOption(command: String) throws {
    let mine = try Self.options(of: command)
    let render = try Self.options(of: "render")
    let audit = try Self.options(of: "audit")
    let expected = Self.shared + (Self.single.contains(command) ? Self.oneOf : Self.lists)
    for option in expected {
      let reference = (Self.lists.contains(option) ? audit : render)[option]
      #expect(reference != nil, "the reference lacks \(option)")
      let found = try #require(mine[option], "\(command) lacks \(option)")
      #expect(found.help == reference?.help, "\(command) \(option) means something else: \(found.help)")
      #expect(found.value == reference?.value, "\(command) \(option) takes another value")
    }
    let other = Self.single.contains(command) ? Self.lists : Self.oneOf
    for option in other { #expect(mine[option] == nil, "\(command) takes \(option), of the other kind") }
  }

  /// Command × option: a value out of range is refused by every command with the same line (64).
  @Test(arguments: single + sweeping)
  func everyCommandChecksTheOptionsAlike(command: String) throws {
    let folder = try TemporaryFolder()
    let fixture = try folder.write(#"{"sections": [{"items": [{"text": "a"}]}]}"#, to: "f.json")
    let needs = command == "record" ? ["--keys", "q"] : []
    for (arguments, message) in [
      (["--columns", "0"], "--columns must be between 1 and 1000, got 0"),
      (["--points-per-column", "0"], "--points-per-column must be between 1 and 100, got 0"),
      (["--view-height", "0"], "--view-height must be between 1 and 10000, got 0"),
      (["--layout", "nope"], "--layout"), (["--direction", "up"], "--direction"),
      (["--stretch", "some"], "--stretch"),
    ] {
      let output = try Executable.run([command, fixture] + needs + arguments, directory: folder.url)
      #expect(output.status == 64, "\(command) \(arguments): \(output.stderr)")
      #expect(output.stderr.contains(message), "\(command) \(arguments): \(output.stderr)")
    }
  }

  /// docs/commands.md's table of layout options is the commands' own help, row for row (run the
  /// test and paste the table it prints when they differ).
  @Test func theDocumentedTableIsTheHelp() throws {
    let all = Self.single + Self.sweeping
    let described = try Dictionary(uniqueKeysWithValues: all.map { ($0, try Self.options(of: $0)) })
    var rows = ["| option | commands | what it does |", "|---|---|---|"]
    for option in Self.oneOf + Self.lists + Self.shared {
      let commands = all.filter { described[$0]?[option] != nil }
      let reference = try #require(described[commands.first ?? ""]?[option])
      let name = "`\(option)" + (reference.value.map { " <\($0)>" } ?? "") + "`"
      rows.append("| \(name) | \(commands.joined(separator: ", ")) | \(reference.help) |")
    }
    let table = rows.joined(separator: "\n")
    let section = try ReadmeTests.section("Layout options", in: "docs/commands.md")
    #expect(section.contains(table), "docs/commands.md's table should be:\n\(table)")
  }
}
