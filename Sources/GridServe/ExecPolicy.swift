/// What an SSH exec request may run: serve's security policy for batch commands.
///
/// Only `render`, `layout` and `validate` run, always on the server's fixture (`fixture`, its base
/// name, in `folder`, where the command starts): a client never names a file. Anything that could
/// name one — a path, `-` (standard input), `--` (the end of the options) — is refused before the
/// options are parsed; the options are then checked by the same parser as on the command line
/// (`checkOptions`, given by the executable), so a client hears exactly what a typo would say there.
///
/// ```swift
/// let policy = ExecPolicy(executable: "/usr/bin/gridpreview", fixture: "demo.json") { _, _ in .valid }
/// policy.decision(for: "render --width 80")  // .run(… ["render", "--width", "80", "--", "demo.json"])
/// policy.decision(for: "cat /etc/passwd")    // .refuse("'cat' is not available: …", status: 64)
/// ```
public struct ExecPolicy: Sendable {
  /// What the command line's parser says of a batch command's options.
  public enum OptionCheck: Hashable, Sendable {
    /// Options to run with, naming no fixture.
    case valid
    /// The options name a fixture of their own (a positional argument).
    case namesFixture
    /// The options only ask for something the command answers itself (`--help`, `--version`).
    case answersItself
    /// The options are refused: the parser's first line, already escaped, without `Error: `.
    case invalid(String)
  }

  /// The program every command runs (this very binary).
  public var executable: String
  /// The served fixture's base name, or nil for the built-in demo.
  public var fixture: String?
  /// The folder every command starts in (the fixture's).
  public var folder: String?
  /// Checks `options` for `command` (`render` or `layout`) as the command line would.
  public var checkOptions: @Sendable (_ command: String, _ options: [String]) -> OptionCheck

  /// The commands an exec request may run.
  public static let commands = ["render", "layout", "validate"]

  public init(
    executable: String, fixture: String?, folder: String? = nil,
    checkOptions: @escaping @Sendable (_ command: String, _ options: [String]) -> OptionCheck
  ) {
    self.executable = executable
    self.fixture = fixture
    self.folder = folder
    self.checkOptions = checkOptions
  }

  /// What the exec request `command` (as the client sent it) runs, or why it is refused.
  public func decision(for command: String) -> ServeConfiguration.ExecDecision {
    let allowed = "render, layout and validate"
    guard let words = ExecWords.split(command), let name = words.first else {
      return .refuse(
        "only \(allowed) run here, with plain options (ssh -p PORT host render --width 80)", status: 64)
    }
    let options = Array(words.dropFirst())
    guard Self.commands.contains(name) else {
      return .refuse("\(name.quotedForMessage()) is not available: only \(allowed) run here", status: 64)
    }
    // Anything that could name a file is refused before parsing: the fixture is the server's, and
    // its path is never shown.
    if let word = options.first(where: { $0 == "-" || $0 == "--" || $0.contains("/") }) {
      return .refuse(
        "\(name): \(word.quotedForMessage()) is not taken: the fixture is the server's; give options only",
        status: 64)
    }
    // The version, as on the command line (and as --help lists it).
    if options == ["--version"] {
      return .run(program([name, "--version"]))
    }
    guard name != "validate" else { return validate(options) }
    switch checkOptions(name, options) {
    case .valid: return .run(program([name] + options + (fixture.map { ["--", $0] } ?? [])))
    case .answersItself: return .run(program([name] + options))
    case .namesFixture: return .refuse("\(name): the fixture is the server's; give options only", status: 64)
    case .invalid(let message): return .refuse("\(name): \(message)", status: 64)
    }
  }

  /// `validate` takes no options but `--help`: it checks the served fixture, if there is one.
  private func validate(_ options: [String]) -> ServeConfiguration.ExecDecision {
    if options == ["--help"] || options == ["-h"] {
      return .run(program(["validate", "--help"]))
    }
    guard options.isEmpty else {
      return .refuse("validate: the fixture is the server's; give no arguments", status: 64)
    }
    guard let fixture else {
      return .refuse(
        "validate: this server shows the built-in demo, which has no file to validate", status: 64)
    }
    return .run(program(["validate", "--", fixture]))
  }

  private func program(_ arguments: [String]) -> ServeConfiguration.Program {
    .init(executable: executable, arguments: arguments, workingDirectory: folder)
  }
}
