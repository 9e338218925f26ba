import ArgumentParser
import Foundation
import GridFixtures
import GridScene
import GridServe
import GridStrings
import GridTerminal
import GridText

struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the previewer over SSH: every viewer gets their own previewer, at their own size.",
    discussion: """
      gridpreview is itself the SSH server: `ssh -p 2222 host` gets a previewer of
      FIXTURE (or the demo) on a terminal of the client's size, and nothing else.
      Each session is a previewer process of its own; resizing the window relays it
      out; q ends only that session. The layout options (--width or --device,
      --category, --layout, --columns, --direction, --language, …) are every
      previewer's start, as `preview` takes them.

      Security: clients log in with a public key listed in --authorized-keys
      (default ~/.ssh/authorized_keys; ssh-ed25519 and ecdsa keys; a no-pty or
      restrict key gets no previewer, only the batch commands; the file and its
      folders must not be writable by group or others). No passwords, no shell, no
      port or agent forwarding, no subsystems; exec runs only render, layout and
      validate, always on FIXTURE — a client never names a file, and every program
      starts in FIXTURE's folder, so clients see its base name, never the folder.
      The host key (Ed25519) is made once, mode 0600. --allow-any-key lets in
      anyone who can reach the address; on an address other than loopback it also
      needs --allow-any-key-on-network. Its warning is also in the log; with
      --present it stays on screen 3 s before the presentation starts.

      --present: your terminal runs the presenter's previewer; every viewer follows
      your text size, layout, modes, selection and position at their own width (e
      explores alone, f follows again); your status bar counts who is watching and
      following. q ends the presentation.

      Floods: a connection takes no handshake or login place until it has sent an
      SSH version line (SSH-2.0-…) as its first line; anything else first is
      closed at once, silence after --version-timeout. Each stage has its own
      limit: --max-connecting (no version line yet), --max-unauthenticated (not
      logged in), --max-handshakes (in key exchange or login), --max-sessions.

      Examples:
        gridpreview serve Fixtures/demo.json
        ssh -p 2222 -t localhost                              (another terminal)
        ssh -p 2222 localhost render --width 80 --category AX1
        gridpreview serve --present --address 0.0.0.0 --authorized-keys team_keys
      """
  )

  /// The fixture every session shows, and how every previewer lays it out (as `preview` takes them).
  @OptionGroup var scene: SceneOptions

  /// The fixture file every session shows; nil for the built-in demo.
  var fixture: String? { scene.fixture }

  @Option(parsing: .unconditional, help: "The TCP port (0: any free port, shown in the log).")
  var port = 2222

  @Option(help: "The address to listen on: 127.0.0.1 (this machine only), 0.0.0.0 (every interface), …")
  var address = "127.0.0.1"

  @Option(
    help:
      "The host key file (Ed25519, OpenSSH format; made with mode 0600 if missing). Default: ~/.config/gridpreview/ssh_host_ed25519_key."
  )
  var hostKey: String?

  @Option(help: "Who may log in: an authorized_keys file (default ~/.ssh/authorized_keys).")
  var authorizedKeys: String?

  @Flag(
    help:
      "Let in any client with any key (no authorized_keys). Loopback only, unless --allow-any-key-on-network."
  )
  var allowAnyKey = false

  @Flag(
    help:
      "Confirms --allow-any-key on an address other than loopback: anyone who can reach it gets a previewer.")
  var allowAnyKeyOnNetwork = false

  @Option(
    parsing: .unconditional,
    help:
      "At most this many sessions at once (up to 2000; the open-file limit is raised to its hard limit if needed); the next client is told why and closed. Connections past their version line: at most 2 × N + 8, N + 2 from one address; when full, the address with the most connections not logged in gives up its oldest. A client turned away is told why, but only four at once: further ones are closed without a reason."
  )
  var maxSessions = 16

  @Option(
    parsing: .unconditional,
    help:
      "Key exchanges and logins in progress at once (1-1000); other clients wait, unread, for a turn."
  )
  var maxHandshakes = 32

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Connections past their version line not yet logged in, at once (1-10000; default 2 × --max-sessions + 8, as many as the connections); when full, the address with the most of them gives up its oldest, or the newcomer is turned away.",
      valueName: "n"))
  var maxUnauthenticated: Int?

  @Option(
    parsing: .unconditional,
    help:
      "Connections that have not sent their SSH version line yet, at once (16-100000; lowered to what the open-file limit leaves room for); when full, the oldest of the address holding the most is closed."
  )
  var maxConnecting = 4096

  @Option(
    help:
      "Close a connection that has not sent its SSH version line (SSH-2.0-…) this long after it opened: 10s, 1m, … (up to 10m). One whose first bytes are anything else is closed at once."
  )
  var versionTimeout = "10s"

  @Option(
    help:
      "Close a connection that has not logged in this long after its version line: 30s, 2m, … (up to 10m).")
  var loginGrace = "30s"

  @Option(help: "End a session with no input or output for this long: 90s, 15m, 2h, or off.")
  var idleTimeout = "30m"

  @Flag(help: "Presenter mode: this terminal runs the presenter's previewer and every viewer follows it.")
  var present = false

  var idleSeconds: Int64? { (IdleTimeout.parse(idleTimeout) ?? nil) }

  /// `--version-timeout`'s and `--login-grace`'s seconds: a duration of 1 s to 10 min, never off.
  static func graceSeconds(_ text: String) -> Int64? {
    guard case .some(.some(let seconds)) = IdleTimeout.parse(text), seconds <= 600 else { return nil }
    return seconds
  }

  func validate() throws {
    if fixture == "-" {
      throw ValidationError("serve needs a fixture file (or none, for the demo), not standard input")
    }
    if !(0...65_535).contains(port) {
      throw ValidationError("--port must be between 0 and 65535, got \(port)")
    }
    if !(1...2000).contains(maxSessions) {
      throw ValidationError("--max-sessions must be between 1 and 2000, got \(maxSessions)")
    }
    if !(1...1000).contains(maxHandshakes) {
      throw ValidationError("--max-handshakes must be between 1 and 1000, got \(maxHandshakes)")
    }
    if let maxUnauthenticated, !(1...10_000).contains(maxUnauthenticated) {
      throw ValidationError("--max-unauthenticated must be between 1 and 10000, got \(maxUnauthenticated)")
    }
    if !(16...100_000).contains(maxConnecting) {
      throw ValidationError("--max-connecting must be between 16 and 100000, got \(maxConnecting)")
    }
    for (option, value) in [("--version-timeout", versionTimeout), ("--login-grace", loginGrace)]
    where Self.graceSeconds(value) == nil {
      throw ValidationError(
        "\(option): \(value.quotedForMessage()) is no duration between 1s and 10m (10s, 1m, …)")
    }
    if IdleTimeout.parse(idleTimeout) == nil {
      throw ValidationError(
        "--idle-timeout: \(idleTimeout.quotedForMessage()) is no duration (90s, 15m, 2h, off)")
    }
    if allowAnyKey, authorizedKeys != nil {
      throw ValidationError("--allow-any-key and --authorized-keys exclude each other")
    }
    if allowAnyKeyOnNetwork, !allowAnyKey {
      throw ValidationError("--allow-any-key-on-network only confirms --allow-any-key")
    }
    if allowAnyKey, !ServeConfiguration.isLoopback(address), !allowAnyKeyOnNetwork {
      throw ValidationError(
        "--allow-any-key on \(address.quotedForMessage()) would let anyone who can reach it in; use a loopback address, --authorized-keys, or confirm with --allow-any-key-on-network"
      )
    }
  }

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    if present, !TerminalProbe.isTerminal(0) || !TerminalProbe.isTerminal(1) {
      Diagnostics.error("serve --present runs the presenter's previewer here and needs a terminal")
      throw ExitCode(69)
    }
    // The fixture is read once now, in the language and direction asked for, as each viewer's
    // previewer reads it (`SceneOptions.load`): a missing or broken file, or a language its string
    // files lack, stops the server before it listens.
    let shown = try scene.load()
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    let access = try self.access(home: home)
    let key = try self.hostKey(environment: environment, home: home)
    let server = SSHServer(
      configuration: configuration(access: access, shown: shown, environment: environment), hostKey: key,
      log: ServeLog())
    do {
      let status = try server.run(
        presenterEnvironment: environment, holdLogWhilePresenting: present && TerminalProbe.isTerminal(2))
      if status != 0 { throw ExitCode(status) }
    } catch let error as ServeError {
      Diagnostics.error(error.description)
      throw ExitCode(error.exitCode)
    }
  }

  /// Who may connect: `--allow-any-key` (warned about), or the keys of `--authorized-keys` (by
  /// default ~/.ssh/authorized_keys), each skipped line's reason told first.
  func access(home: String?) throws -> ServeConfiguration.Access {
    if allowAnyKey {
      Diagnostics.error(
        "WARNING: --allow-any-key: anyone who can connect to \(address.escapedForMessage())\(port == 0 ? "" : ":\(port)") gets a previewer, whatever their key"
      )
      if present {
        // The presenter's previewer takes the screen next: leave the warning there long enough to
        // be read (the log printed when the presentation ends repeats it).
        Diagnostics.error("the presentation starts in 3 s")
        Syscalls.sleep(seconds: 3)
      }
      return .anyKey
    }
    guard let path = authorizedKeys ?? home.map({ $0 + "/.ssh/authorized_keys" }) else {
      Diagnostics.error("no HOME for ~/.ssh/authorized_keys: give --authorized-keys PATH")
      throw ExitCode(64)
    }
    do {
      let keys = try AuthorizedKeys.load(from: path)
      // Each skipped line's reason first, so an unusable file says why.
      for warning in keys.warnings { Diagnostics.error(warning) }
      try keys.requireUsable(path: path)
      return .keys(keys)
    } catch {
      Diagnostics.error(error.description)
      throw ExitCode(error.exitCode)
    }
  }

  /// The host key of `--host-key` (by default in the configuration folder), made when there is none.
  func hostKey(environment: [String: String], home: String?) throws -> HostKey {
    guard
      let keyPath = hostKey
        ?? (environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home.map { $0 + "/.config" })
        .map({ $0 + "/gridpreview/ssh_host_ed25519_key" })
    else {
      Diagnostics.error("no HOME for the host key: give --host-key PATH")
      throw ExitCode(64)
    }
    let key: HostKey
    do {
      key = try HostKey.loadOrCreate(at: keyPath)
    } catch {
      Diagnostics.error(error.description)
      throw ExitCode(error.exitCode)
    }
    if key.isNew {
      Diagnostics.error("made a new host key \(keyPath.escapedForMessage()) (\(key.fingerprint))")
    }
    return key
  }

  /// The server's configuration: the options, and the programs it runs. Every program starts in the
  /// fixture's folder and is given its base name, so no title line, error or status bar a client
  /// sees holds the server's path.
  func configuration(
    access: ServeConfiguration.Access, shown: SceneOptions.Loaded, environment: [String: String]
  ) -> ServeConfiguration {
    let served = fixture.map(Self.servedFixture)
    let fixtureArguments = scene.commandLine(adding: [], fixtureNamed: served?.name)
    let policy = ExecPolicy(executable: Self.executable, fixture: served?.name, folder: served?.folder) {
      Self.checkOptions($0, $1)
    }
    var configuration = ServeConfiguration(
      address: address, port: port, access: access, maxSessions: maxSessions, idleTimeout: idleSeconds,
      previewer: .init(
        executable: Self.executable,
        arguments: ["preview"] + (present ? ["--follow-fd", "3"] : []) + fixtureArguments,
        workingDirectory: served?.folder),
      presenter: present
        ? .init(
          executable: Self.executable, arguments: ["preview", "--present-fd", "3"] + fixtureArguments,
          workingDirectory: served?.folder)
        : nil,
      fixtureName: fixture ?? "built-in demo",
      // GRIDPREVIEW_SERVE_FOLLOWER_PROCESSES=1: a previewer process per follower, as before the room
      // (the load test's reference, Benchmarks/serve-load --followers).
      followers: present && environment["GRIDPREVIEW_SERVE_FOLLOWER_PROCESSES"] != "1"
        ? followers(shown, source: served?.name, arguments: fixtureArguments, folder: served?.folder) : nil,
      exec: { policy.decision(for: $0) })
    configuration.maxHandshakes = maxHandshakes
    configuration.maxUnauthenticatedOption = maxUnauthenticated
    configuration.maxConnecting = maxConnecting
    configuration.versionTimeout = Self.graceSeconds(versionTimeout) ?? configuration.versionTimeout
    configuration.loginGrace = Self.graceSeconds(loginGrace) ?? configuration.loginGrace
    return configuration
  }

  /// Presenter mode's followers, drawn by the server: each screen's model of the fixture as a viewer's
  /// previewer has it (`shown`: the settings, the language `--language` gives with the fixture's
  /// other languages to follow the presenter's through, and its direction unless `--direction` or the
  /// fixture says one; the fixture's warnings in its status bar), following; the fixture file,
  /// watched and read again as a previewer does; and the previewer a follower who presses `e`
  /// explores in.
  private func followers(
    _ shown: SceneOptions.Loaded, source: String?, arguments: [String], folder: String?
  ) -> ServeConfiguration.Followers {
    let shownSource = source?.escapedForMessage()
    let (started, startLanguage, setsDirection) = (
      shown.languages, shown.language, shown.languageSetsDirection
    )
    let startSettings = shown.settings
    // The width each viewer's previewer starts at (`--width`, `--device`; else its terminal's).
    let (layoutWidth, device, pointsPerColumn) = (scene.width, scene.device, shown.settings.pointsPerColumn)
    return ServeConfiguration.Followers(
      fixture: shown.scene.fixture, warnings: shown.warnings, languages: started,
      file: self.fixture.map { path in (path, { FixtureSource.reload(path) }) },
      makeState: { width, height, characters, fixture, warnings, languages in
        // The language the server started in, or the source language once the string files read
        // again no longer have it (as a previewer's reload does); the presenter's view, shown next,
        // brings its own.
        let all = languages ?? started
        let code = all.language(startLanguage) == nil ? all.all.first?.code ?? "" : startLanguage
        var settings = startSettings
        settings.compat = fixture.compat
        settings.order = fixture.waterfallOrder
        if setsDirection, let language = all.language(code) { settings.direction = language.direction }
        return PreviewState(
          scene: Scene(fixture: all.fixture(code)), settings: settings, terminalSize: (width, height),
          layoutWidth: layoutWidth, source: shownSource, problems: warnings, characters: characters,
          pointsPerColumn: pointsPerColumn, device: device, sharing: .viewer, languages: all,
          language: code, languageSetsDirection: setsDirection)
      },
      explorer: { view in
        ServeConfiguration.Program(
          executable: Self.executable,
          arguments: ["preview", "--follow-fd", "3"] + (view.map { ["--explore-from", $0.line] } ?? [])
            + arguments,
          workingDirectory: folder)
      })
  }

  /// This very binary, for the sessions' programs: `/proc/self/exe` resolved once, so `ps` names
  /// the previewers `gridpreview` (a program started as `/proc/self/exe` is listed as `exe`).
  static let executable = Syscalls.linkTarget("/proc/self/exe") ?? "/proc/self/exe"

  /// The folder a fixture is in (resolved, so it stays right whatever happens to the server's own
  /// working folder) and its base name: what the sessions' programs start in and are given.
  static func servedFixture(_ path: String) -> (folder: String, name: String) {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return (resolved("."), trimmed) }
    let folder = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    return (resolved(folder), String(trimmed[trimmed.index(after: slash)...]))
  }

  /// `path` with symbolic links and `.`/`..` resolved, or as it is if it cannot be.
  private static func resolved(_ path: String) -> String { Syscalls.resolvedPath(path) ?? path }

  /// `render`'s or `layout`'s `options` checked by the parser the command line uses, for
  /// `ExecPolicy`: a refusal is the parser's first line, escaped as every message is.
  static func checkOptions(_ command: String, _ options: [String]) -> ExecPolicy.OptionCheck {
    do {
      let scene =
        try command == "render" ? RenderCommand.parse(options).scene : LayoutCommand.parse(options).scene
      return scene.fixture == nil ? .valid : .namesFixture
    } catch {
      if exitCode(for: error) == .success { return .answersItself }
      var message =
        GridPreviewCommand.escaped(fullMessage(for: error), arguments: options)
        .split(separator: "\n").first.map(String.init) ?? "bad options"
      if message.hasPrefix("Error: ") { message.removeFirst(7) }
      return .invalid(message)
    }
  }
}
