import GridCanvas
import GridFixtures
import GridScene
import NIOSSH

/// Everything `SSHServer` needs to know, decided by the command line.
public struct ServeConfiguration: Sendable {
  /// A program and its arguments (the executable is a path; the arguments do not include it), and
  /// the folder it starts in (the server's if nil): the fixture's, so that it is named by its base
  /// name only and no message a client sees holds the server's path to it.
  public struct Program: Hashable, Sendable {
    public var executable: String
    public var arguments: [String]
    public var workingDirectory: String?

    public init(executable: String, arguments: [String], workingDirectory: String? = nil) {
      self.executable = executable
      self.arguments = arguments
      self.workingDirectory = workingDirectory
    }
  }

  /// Who may log in.
  public enum Access: Sendable {
    /// Clients holding the private half of one of these keys (some without a terminal).
    case keys(AuthorizedKeys)
    /// Any client with any key (`--allow-any-key`).
    case anyKey
  }

  /// What an exec request runs: a batch program, or a refusal told to the client.
  public enum ExecDecision: Hashable, Sendable {
    case run(Program)
    /// The message (one line, already escaped) and the exit status the client gets.
    case refuse(String, status: Int32)
  }

  public var address: String
  public var port: Int
  public var access: Access
  /// At most this many sessions (terminal or exec) at once; the next is told why and closed.
  public var maxSessions: Int
  /// A session that neither receives nor sends a byte for this many seconds is told and closed.
  public var idleTimeout: Int64?
  /// A connection that has not logged in this many seconds after its version line is closed
  /// (`--login-grace`).
  public var loginGrace: Int64 = 30
  /// A connection that has not sent its SSH version line this many seconds after it opened is
  /// closed, having taken no place but its own among those waiting for one (`--version-timeout`).
  public var versionTimeout: Int64 = 10
  /// Connections that have not sent their version line, at once; past this the oldest of the
  /// address holding the most of them is closed for a newcomer (`--max-connecting`; lowered at
  /// start to what the open-file limit leaves room for).
  public var maxConnecting = 4096
  /// Key exchanges and logins in progress at once; the other connections past their version line
  /// wait, unread, for a turn (`--max-handshakes`).
  public var maxHandshakes = 32
  /// Connections past their version line that have not logged in (in a handshake or waiting for
  /// one), at once (`--max-unauthenticated`; nil: as many as the connections, 2 × `maxSessions` + 8).
  public var maxUnauthenticatedOption: Int?
  /// What `maxUnauthenticatedOption` comes to.
  public var maxUnauthenticated: Int { maxUnauthenticatedOption ?? maxSessions * 2 + 8 }
  /// The most output a session may have waiting for a client that does not read it; past this a
  /// previewer's session is cut off (a batch command's output is read only as the client takes it).
  public var outputLimit: Int = 1 << 20
  /// The previewer each terminal session runs (on a pseudo-terminal of the client's size).
  public var previewer: Program
  /// In presenter mode, the presenter's previewer, run on the server's own terminal; viewers'
  /// previewers and this one get a socket as descriptor 3.
  public var presenter: Program?
  /// What an exec request's command line runs, given as the client sent it.
  public var exec: @Sendable (String) -> ExecDecision
  /// The fixture as the log shows it.
  public var fixtureName: String
  /// In presenter mode, followers drawn by the server itself (`Room`) rather than by a previewer
  /// process each; nil: every viewer gets a previewer process.
  public var followers: Followers?

  /// What the server needs to draw for followers itself.
  public struct Followers: Sendable {
    /// A follower's model at a screen size with these characters, of a fixture with its warnings and
    /// languages (following the presenter, in the presenter's language).
    public var makeState:
      @Sendable (
        _ width: Int, _ height: Int, _ characters: BoxCharacters, _ fixture: Fixture, _ warnings: [String],
        _ languages: PreviewLanguages?
      ) -> PreviewState
    /// The fixture as read at start, its warnings and its languages.
    public var fixture: Fixture
    public var warnings: [String]
    public var languages: PreviewLanguages?
    /// The fixture's file, watched while the server runs, and how to read it again (off the event
    /// loop) when it changes; nil for the built-in demo.
    public var file: (path: String, reload: @Sendable () -> PreviewLoop.FixtureFile.Reloaded)?
    /// The previewer a follower who presses `e` explores in, starting from the presenter's view.
    public var explorer: @Sendable (SharedView?) -> Program

    public init(
      fixture: Fixture, warnings: [String], languages: PreviewLanguages? = nil,
      file: (path: String, reload: @Sendable () -> PreviewLoop.FixtureFile.Reloaded)?,
      makeState:
        @escaping @Sendable (
          _ width: Int, _ height: Int, _ characters: BoxCharacters, _ fixture: Fixture, _ warnings: [String],
          _ languages: PreviewLanguages?
        ) -> PreviewState,
      explorer: @escaping @Sendable (SharedView?) -> Program
    ) {
      self.fixture = fixture
      self.warnings = warnings
      self.languages = languages
      self.file = file
      self.makeState = makeState
      self.explorer = explorer
    }
  }

  public init(
    address: String, port: Int, access: Access, maxSessions: Int, idleTimeout: Int64?, previewer: Program,
    presenter: Program?, fixtureName: String, followers: Followers? = nil,
    exec: @escaping @Sendable (String) -> ExecDecision
  ) {
    self.followers = followers
    self.address = address
    self.port = port
    self.access = access
    self.maxSessions = maxSessions
    self.idleTimeout = idleTimeout
    self.previewer = previewer
    self.presenter = presenter
    self.fixtureName = fixtureName
    self.exec = exec
  }

  /// Whether `address` is a loopback address (127.0.0.0/8, ::1, localhost), which only this
  /// machine can reach.
  public static func isLoopback(_ address: String) -> Bool {
    if address == "localhost" || address == "::1" || address == "[::1]" { return true }
    let parts = address.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }

  /// The environment variables a client may set for its previewer, and the longest value taken.
  static let clientVariables: Set<String> = ["LANG", "LC_ALL", "LC_CTYPE", "COLORFGBG", "NO_COLOR"]
  static let longestClientValue = 64

  /// The variables whose value names a locale, which glibc would also take as a path to one.
  static let localeVariables: Set<String> = ["LANG", "LC_ALL", "LC_CTYPE"]

  /// Whether a client's value may be passed on: short, printable ASCII, no spaces or quotes; for a
  /// locale variable, a plain locale name only (`en_US.UTF-8`, `de_DE@euro`, `C`: letters, digits,
  /// `_`, `-`, `.` and `@`, no `..`, not starting with `.`) — never a path.
  public static func isSafeValue(_ value: String, for name: String = "") -> Bool {
    guard
      value.utf8.count <= longestClientValue
        && value.utf8.allSatisfy({
          $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: "\"")
        })
    else { return false }
    guard localeVariables.contains(name) else { return true }
    return !value.isEmpty && !value.hasPrefix(".") && !value.contains("..")
      && value.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "_-.@".unicodeScalars.contains($0)
      }
  }

  /// The locale a client's value of a locale variable (already a plain name) becomes: itself if
  /// this server has that locale, else `C.UTF-8` if the name says UTF-8 (`utf8` or `UTF-8`, any
  /// case), else `C`. A locale the server lacks would leave the previewer in the C locale, drawing
  /// ASCII boxes for a client that asked for UTF-8 (`en_US.UTF-8`, which ssh_config sends by default
  /// on Debian, is missing wherever only C.UTF-8 is installed).
  public static func serverLocale(
    for value: String, isInstalled: (String) -> Bool = ServeConfiguration.isInstalledLocale
  ) -> String {
    if isInstalled(value) { return value }
    let lowered = value.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8") ? "C.UTF-8" : "C"
  }

  /// Whether this machine has the locale `name`, every category of it (`newlocale`, as glibc's
  /// `setlocale(LC_ALL, "")` would need it in the previewer).
  public static func isInstalledLocale(_ name: String) -> Bool { Syscalls.hasLocale(name) }

  /// The largest terminal a client may ask for; a bigger request is clamped (a previewer's screen
  /// buffer grows with it).
  static let largestTerminal = (columns: 1000, rows: 500)
}
