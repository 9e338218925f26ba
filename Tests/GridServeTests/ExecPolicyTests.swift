import GridServe
import Testing

/// `ExecPolicy`: what an exec request runs, decided without ssh. The options' parser is a stand-in
/// that knows `--width N` (1…10000), `--help` and one positional argument, as the command line does.
@Suite struct ExecPolicyTests {
  static func parser(_ command: String, _ options: [String]) -> ExecPolicy.OptionCheck {
    if options.contains("--help") { return .answersItself }
    var rest = options[...]
    while let word = rest.popFirst() {
      if word == "--width" {
        guard let value = rest.popFirst().flatMap({ Int($0) }), (1...10_000).contains(value) else {
          return .invalid("--width must be between 1 and 10000, got 0")
        }
      } else if word.hasPrefix("-") {
        return .invalid("Unknown option '\(word)'")
      } else {
        return .namesFixture
      }
    }
    return .valid
  }

  static let served = ExecPolicy(
    executable: "/srv/bin/gridpreview", fixture: "served.json", folder: "/srv/fixtures", checkOptions: parser)
  static let demo = ExecPolicy(executable: "/srv/bin/gridpreview", fixture: nil, checkOptions: parser)

  static func runs(_ arguments: [String], in folder: String? = "/srv/fixtures")
    -> ServeConfiguration.ExecDecision
  {
    .run(.init(executable: "/srv/bin/gridpreview", arguments: arguments, workingDirectory: folder))
  }

  static let serversOnly = "the fixture is the server's; give options only"
  static let plainOptions =
    "only render, layout and validate run here, with plain options (ssh -p PORT host render --width 80)"

  static func refuses(_ message: String) -> ServeConfiguration.ExecDecision { .refuse(message, status: 64) }

  @Test func aBatchCommandRunsOnTheServersFixtureInItsFolder() {
    let rendered = Self.runs(["render", "--width", "80", "--", "served.json"])
    #expect(Self.served.decision(for: "render --width 80") == rendered)
    #expect(Self.served.decision(for: "layout") == Self.runs(["layout", "--", "served.json"]))
    #expect(Self.served.decision(for: "validate") == Self.runs(["validate", "--", "served.json"]))
  }

  @Test func theDemoIsRenderedWithoutAFixtureAndCannotBeValidated() {
    #expect(Self.demo.decision(for: "render --width 40") == Self.runs(["render", "--width", "40"], in: nil))
    #expect(
      Self.demo.decision(for: "validate")
        == Self.refuses("validate: this server shows the built-in demo, which has no file to validate"))
  }

  static let refusals: [(String, String)] = [
    ("ls /", "'ls' is not available: only render, layout and validate run here"),
    ("sh", "'sh' is not available: only render, layout and validate run here"),
    ("render /etc/passwd", "render: '/etc/passwd' is not taken: " + serversOnly),
    ("render -- x", "render: '--' is not taken: " + serversOnly),
    ("render --width 80 --", "render: '--' is not taken: " + serversOnly),
    ("render -", "render: '-' is not taken: " + serversOnly),
    ("render x", "render: " + serversOnly),
    ("layout --category ../AX1", "layout: '../AX1' is not taken: " + serversOnly),
    ("validate /etc/passwd", "validate: '/etc/passwd' is not taken: " + serversOnly),
    ("validate x", "validate: the fixture is the server's; give no arguments"),
    ("render --width 0", "render: --width must be between 1 and 10000, got 0"),
    ("render;id", plainOptions),
    ("", plainOptions),
  ]

  @Test(arguments: refusals)
  func anythingElseAndAnyPathIsRefused(_ command: String, _ message: String) {
    #expect(Self.served.decision(for: command) == Self.refuses(message))
  }

  /// A path is refused before the parser sees it: the parser is never asked about a file.
  @Test func aPathNeverReachesTheParser() {
    let policy = ExecPolicy(executable: "/bin/gp", fixture: "f.json") { _, options in
      Issue.record("parsed \(options)")
      return .valid
    }
    #expect(policy.decision(for: "render ../f.json") != Self.runs([]))
    #expect(policy.decision(for: "layout --width 80 -") != Self.runs([]))
  }

  /// `--help` and `--version` run as on the command line, without the fixture.
  @Test func helpAndVersionRunAsOnTheCommandLine() {
    for command in ["render", "layout", "validate"] {
      #expect(Self.served.decision(for: "\(command) --version") == Self.runs([command, "--version"]))
      #expect(Self.served.decision(for: "\(command) --help") == Self.runs([command, "--help"]))
    }
    #expect(Self.served.decision(for: "validate -h") == Self.runs(["validate", "--help"]))
  }
}
