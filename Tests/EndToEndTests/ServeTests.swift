import Foundation
import GridTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension InteractiveTests {
  /// `gridpreview serve` reached with the real OpenSSH client on loopback, viewers inside tmux.
  @Suite(.enabled(if: ServeHarness.isAvailable, "ssh and ssh-keygen (openssh-client) are needed"))
  struct ServeTests {
    // MARK: Sessions

    @Test func twoViewersAtDifferentSizesEachSeeTheirOwnColumnCountAndAWindowChangeRelaysOut() throws {
      let server = try ServeHarness()
      let wide = try server.viewer(width: 100, height: 30)
      let narrow = try server.viewer(width: 60, height: 20)
      try wide.waitForStatus("3 columns", "100 wide")
      try narrow.waitForStatus("2 columns", "60 wide")
      #expect(server.previewers().count == 2, "one previewer process per session")
      try wide.resize(width: 130, height: 30)
      try wide.waitForStatus("4 columns", "130 wide")
      try narrow.waitForStatus("2 columns", "60 wide")
    }

    /// `serve --direction rtl`: every viewer's previewer is right to left.
    @Test func theServersDirectionReachesEveryViewer() throws {
      let server = try ServeHarness(["--direction", "rtl"])
      let viewer = try server.viewer(width: 100, height: 30)
      let screen = try viewer.waitForStatus("grid RTL", "3 columns")
      #expect(screen.contains("Apple │"), "aligned right: \(screen)")
    }

    /// `serve --language de`: every viewer's previewer shows the German text and steps on from it.
    @Test func theServersLanguageReachesEveryViewer() throws {
      let server = try ServeHarness(["--language", "de", LanguageCommandTests.sample])
      let viewer = try server.viewer(width: 100, height: 30)
      let screen = try viewer.waitForStatus("│ de │", "3 columns")
      #expect(screen.contains("Abholbereit") && !screen.contains("Ready for pickup"))
      try viewer.send("a")
      try viewer.waitForStatus("│ ja │")
    }

    @Test func qEndsOnlyThatSession() throws {
      let server = try ServeHarness()
      let first = try server.viewer()
      let second = try server.viewer()
      try first.send("q")
      #expect(first.waitForExit() == 0, "ssh ends with the previewer's status")
      #expect(!(try first.terminalModes().alternateScreen))
      try second.send("+")
      try second.waitForStatus("xL 19 pt")
      #expect(ServeHarness.wait(timeout: 2) { server.previewers().count == 1 })
      #expect(server.log.contains("session ended") && server.log.contains("reason='program ended'"))
    }

    @Test func aSessionsCrashTouchesNeitherTheServerNorTheOtherSessions() throws {
      let server = try ServeHarness()
      let first = try server.viewer()
      let crashing = try #require(server.previewers().first)
      let second = try server.viewer(width: 70, height: 24)
      kill(crashing, SIGSEGV)
      #expect(first.waitForExit() == 128 + SIGSEGV, "ssh reports the previewer's crash")
      #expect(!(try first.terminalModes().alternateScreen), "the crashing previewer restored the terminal")
      try second.send("+")
      try second.waitForStatus("xL 19 pt")
      #expect(server.process.isRunning)
      let third = try server.viewer()
      try third.waitForStatus("100 wide")
    }

    @Test func killingAClientLeavesNoPreviewerBehindWithinTwoSeconds() throws {
      let server = try ServeHarness()
      let viewer = try server.viewer()
      let previewers = server.previewers()
      #expect(previewers.count == 1)
      let ssh = try #require(try viewer.programPID())
      kill(ssh, SIGKILL)
      // Ended and reaped, not even a zombie: the processes are gone altogether.
      #expect(
        ServeHarness.wait(timeout: 2) { previewers.allSatisfy { kill($0, 0) == -1 } },
        "previewers left: \(server.previewers())")
      #expect(ServeHarness.wait(timeout: 2) { server.log.contains("reason='client gone'") }, "\(server.log)")
    }

    @Test func anUnknownKeyIsRefusedAndNothingIsStarted() throws {
      let server = try ServeHarness()
      let result = try server.exec(["render"], key: "stranger")
      #expect(result.status == 255)
      #expect(result.stderr.contains("Permission denied (publickey)"))
      #expect(result.stdout.isEmpty)
      #expect(server.log.contains("authentication refused: key not authorized"))
      #expect(!server.log.contains("session started"))
      #expect(server.previewers().isEmpty)
    }

    @Test func theClientsLangAndTermReachThePreviewer() throws {
      let server = try ServeHarness()
      // LANG=C sent by the client (SendEnv): the previewer draws ASCII boxes.
      var ascii = server.ssh(terminal: true)
      ascii.insert(contentsOf: ["-o", "SendEnv=LANG"], at: 1)
      let plain = try TmuxSession(ascii, width: 100, height: 30, environment: ["LANG": "C"])
      let screen = try plain.waitForScreen("an ASCII frame") { TmuxSession.statusBar(of: $0).contains(" pt") }
      #expect(screen.contains("+-----") && !screen.contains("┌"))
      // A UTF-8 locale the server may not have (Debian's ssh_config sends LANG): passed on if the
      // server has it, C.UTF-8 if not — box drawing either way, never ASCII.
      let utf8 = try TmuxSession(ascii, width: 100, height: 30, environment: ["LANG": "en_US.UTF-8"])
      let boxed = try utf8.waitForScreen("a frame") { TmuxSession.statusBar(of: $0).contains(" pt") }
      #expect(boxed.contains("┌") && !boxed.contains("+-----"), "\(boxed)")
      // A TERM the server's terminfo does not know: the previewer says so and ends (78).
      let unknown = try TmuxSession(
        server.ssh(terminal: true), width: 100, height: 30, environment: ["TERM": "no-such-terminal"])
      try unknown.waitForScreen(containing: "TERM=xterm-256color")
      #expect(unknown.waitForExit() == 78)
    }

    @Test func whatAClientSendsIsEscapedInTheLog() throws {
      let server = try ServeHarness()
      let evil = "ev\u{1B}[2Jil"
      // The command a client asks to run (refused: not plain options), as it sent it.
      let exec = server.ssh(["render", "--rows", "1", evil])
      _ = try Subprocess.run(exec[0], Array(exec.dropFirst()), environment: [:])
      #expect(
        ServeHarness.wait(timeout: 10) { server.log.contains("command='render --rows 1 ev\\u001B[2Jil'") },
        "\(server.log)")
      // The user name. OpenSSH's client refuses to send one with control characters since Debian's
      // 9.2p1-2+deb12u10 (CVE-2025-61984); an older client sends it, and the log escapes it.
      var command = server.ssh(["render", "--rows", "1"])
      command.insert(contentsOf: ["-l", evil], at: 1)
      let login = try Subprocess.run(
        "/bin/sh", ["-c", command.map(\.shellQuoted).joined(separator: " ") + " 2>&1"], environment: [:])
      if !String(decoding: login.output, as: UTF8.self).contains("invalid characters") {
        #expect(
          ServeHarness.wait(timeout: 10) { server.log.contains("user=ev\\u001B[2Jil\n") }, "\(server.log)")
      }
      #expect(!server.log.contains("\u{1B}"), "an escape byte reached the log")
    }

    // MARK: Exec

    @Test func execRenderPrintsWhatRenderPrintsHere() throws {
      let fixture = Executable.fixtures.appendingPathComponent("sections.json").path
      let server = try ServeHarness([fixture])
      let remote = try server.exec(["render", "--width", "80", "--category", "AX1"])
      let local = try Executable.run(["render", fixture, "--width", "80", "--category", "AX1"])
      #expect(remote.status == 0, "\(remote.stderr)")
      #expect(remote.stdout == local.stdout)
      #expect(remote.stdout.contains("┌"))
      let layout = try server.exec(["layout", "--width", "60"])
      #expect(layout.stdout == (try Executable.run(["layout", fixture, "--width", "60"])).stdout)
      let validate = try server.exec(["validate"])
      #expect(validate.status == 0)
      #expect(validate.stdout.contains("1 file: 1 valid"))
    }

    @Test(arguments: [
      (["ls", "/"], "'ls' is not available: only render, layout and validate run here"),
      (
        ["render", "/etc/passwd"],
        "render: '/etc/passwd' is not taken: the fixture is the server's; give options only"
      ),
      (["render", "--", "x"], "render: '--' is not taken: the fixture is the server's; give options only"),
      (
        ["render", "--width", "80", "--"],
        "render: '--' is not taken: the fixture is the server's; give options only"
      ),
      (["render", "-"], "render: '-' is not taken: the fixture is the server's; give options only"),
      (["render", "x"], "render: the fixture is the server's; give options only"),
      (
        ["layout", "--category", "../AX1"],
        "layout: '../AX1' is not taken: the fixture is the server's; give options only"
      ),
      (
        ["validate", "/etc/passwd"],
        "validate: '/etc/passwd' is not taken: the fixture is the server's; give options only"
      ),
      (["validate", "x"], "validate: the fixture is the server's; give no arguments"),
      (["render", "--width", "0"], "render: --width must be between 1 and 10000, got 0"),
      (["render;id"], "only render, layout and validate run here, with plain options"),
    ])
    func execRefusesAnythingElseAndAnyPath(_ remote: [String], _ message: String) throws {
      let folder = try TemporaryFolder()
      let fixture = try folder.write(
        try String(contentsOf: Executable.fixtures.appendingPathComponent("demo.json"), encoding: .utf8),
        to: "served.json")
      let server = try ServeHarness([fixture], folder: folder)
      let result = try server.exec(remote)
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(!result.stderr.contains("served.json"), "the server's fixture path was shown")
      #expect(!server.log.contains("session started"))
    }

    /// `--version`, which each batch command's `--help` lists, runs as on the command line.
    @Test func execVersionRunsAsHelpListsIt() throws {
      let server = try ServeHarness()
      for command in ["render", "layout", "validate"] {
        let result = try server.exec([command, "--version"])
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(result.stdout.hasPrefix("gridpreview "), "\(command): \(result.stdout)")
        let help = try server.exec([command, "--help"])
        #expect(help.stdout.contains("--version"))
      }
    }

    @Test func noShellWithoutATerminalNoSubsystemsNoForwarding() throws {
      let server = try ServeHarness()
      let shell = try server.exec([])
      #expect(shell.status == 1)
      #expect(shell.stderr.contains("needs a terminal: connect with ssh -t"))
      /// ssh with `options` before the host and nothing after it.
      func ssh(_ options: [String], after: [String] = []) throws -> Int32 {
        var command = server.ssh()
        command.insert(contentsOf: options, at: command.count - 1)
        command += after
        return try Subprocess.run(command[0], Array(command.dropFirst()), environment: [:]).status
      }
      // A subsystem (sftp).
      #expect(try ssh(["-s"], after: ["sftp"]) == 255)
      #expect(ServeHarness.wait(timeout: 2) { server.log.contains("refused: subsystem") })
      // A forwarded connection (-W opens a direct-tcpip channel, as -L does for each connection).
      #expect(try ssh(["-W", "127.0.0.1:\(server.port)"]) == 255)
      #expect(ServeHarness.wait(timeout: 2) { server.log.contains("type='port forwarding (direct-tcpip)'") })
      // Remote forwarding (-R).
      #expect(try ssh(["-o", "ExitOnForwardFailure=yes", "-N", "-R", "0:127.0.0.1:9"]) == 255)
      #expect(ServeHarness.wait(timeout: 2) { server.log.contains("refused: remote port forwarding") })
      #expect(!server.log.contains("session started"))
      #expect(server.previewers().isEmpty)
    }

    // MARK: Limits and lifecycle

    @Test func withTwoSessionsAllowedTheThirdIsToldWhy() throws {
      let server = try ServeHarness(["--max-sessions", "2"])
      let first = try server.viewer()
      let second = try server.viewer()
      let third = try server.viewer(waitForFrame: false)
      try third.waitForScreen(
        containing: "gridpreview serve: full (2 of 2 sessions, --max-sessions 2); try again later")
      #expect(third.waitForExit() == 1)
      try first.send("+")
      try first.waitForStatus("xL 19 pt")
      _ = second
    }

    @Test func sigtermRestoresEveryViewersTerminalAndEndsTheirSSH() throws {
      let server = try ServeHarness()
      let viewers = [try server.viewer(), try server.viewer(width: 70, height: 24)]
      for viewer in viewers { #expect(try viewer.terminalModes().alternateScreen) }
      let start = Date()
      kill(server.pid, SIGTERM)
      for viewer in viewers {
        let status = viewer.waitForExit(timeout: 2)
        #expect(status == 0 || status == 255, "ssh ended with \(String(describing: status))")
        #expect(!(try viewer.terminalModes().alternateScreen), "the alternate screen is still on")
      }
      let elapsed = Date().timeIntervalSince(start)
      print("SIGTERM ended both viewers' ssh in \(elapsed) s")
      #expect(elapsed < 2)
      #expect(server.stop() == 0)
      #expect(server.previewers().isEmpty)
      #expect(server.log.contains("stopping reason=SIGTERM sessions=2"))
    }

    /// SIGINT and SIGHUP (the terminal the server runs in closing) stop it as SIGTERM does.
    @Test(arguments: [SIGINT, SIGHUP])
    func sigintAndSighupStopTheServerCleanly(_ signal: Int32) throws {
      let server = try ServeHarness()
      let viewer = try server.viewer()
      #expect(try viewer.terminalModes().alternateScreen)
      kill(server.pid, signal)
      let status = viewer.waitForExit(timeout: 2.5)
      #expect(status == 0 || status == 255, "ssh ended with \(String(describing: status))")
      #expect(!(try viewer.terminalModes().alternateScreen), "the alternate screen is still on")
      #expect(ServeHarness.wait(timeout: 3) { !server.process.isRunning }, "the server still runs")
      #expect(server.stop() == 0)
      #expect(server.previewers().isEmpty)
      let name = signal == SIGINT ? "SIGINT" : "SIGHUP"
      #expect(server.log.contains("stopping reason=\(name) sessions=1"), "\(server.log)")
    }

    /// A batch command the server ends when it stops did not finish: the client is told so and its
    /// ssh exits non-zero (the exit-signal TERM makes OpenSSH's ssh exit 255), never 0.
    @Test func aBatchCommandEndedByTheServerStoppingFails() throws {
      let folder = try TemporaryFolder()
      let generated = try Subprocess.run(
        Executable.path, ["generate", "--items", "20000"], environment: Executable.baseEnvironment)
      let fixture = try folder.write(generated.output, to: "large.json")
      let server = try ServeHarness([fixture], folder: folder)
      var pipe: [Int32] = [-1, -1]
      #expect(Glibc.pipe(&pipe) == 0)
      // The test does not read ssh's output at first: render (5.5 MB) blocks once the pipe, ssh's
      // window and the server's share are full.
      let client = try server.background(
        [], remote: ["render", "--width", "60"], output: pipe[1], errorFile: folder.path("stderr"))
      close(pipe[1])
      defer {
        client.end()
        close(pipe[0])
      }
      #expect(
        ServeHarness.wait(timeout: 15) {
          var waiting: Int32 = 0
          return ioctl(pipe[0], UInt(FIONREAD), &waiting) == 0 && waiting >= 32_768
        }, "render's output did not fill the pipe: \(server.log)")
      usleep(300_000)
      #expect(!server.log.contains("session ended"), "render ended before the server stopped")
      kill(server.pid, SIGTERM)
      var received = 0
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while case let count = read(pipe[0], &buffer, buffer.count), count > 0 { received += count }
      #expect(ServeHarness.wait(timeout: 5) { !client.isRunning })
      #expect(client.exitStatus == 255, "ssh exited \(String(describing: client.exitStatus))")
      #expect(received > 32_768 && received < 5_000_000, "\(received) bytes of render's output arrived")
      #expect(
        ServeHarness.read(folder.path("stderr")).contains(
          "gridpreview serve: the server is stopping; the command was ended before it finished"))
      #expect(server.log.contains("reason='server stopping' session=1 status='signal 15'"), "\(server.log)")
      #expect(server.stop() == 0)
    }

    /// A key whose line says `no-pty` (or `restrict`) gets no terminal, so no previewer, and is
    /// told why; its batch commands still run.
    @Test(arguments: ["no-pty", "restrict"])
    func aKeyWithNoPtyGetsNoPreviewerButRunsBatchCommands(_ option: String) throws {
      let server = try ServeHarness(keyOptions: option)
      let viewer = try server.viewer(waitForFrame: false)
      try viewer.waitForScreen(containing: "forbids a terminal (no-pty or restrict)")
      #expect(viewer.waitForExit(timeout: 5) == 1)
      #expect(server.previewers().isEmpty)
      #expect(server.log.contains("refused: terminal (\(option))"), "\(server.log)")
      #expect(server.log.contains("terminal='no (\(option))'"), "\(server.log)")
      let result = try server.exec(["render", "--width", "40", "--rows", "1"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stdout.isEmpty)
    }

    @Test func anIdleSessionIsToldAndClosed() throws {
      let server = try ServeHarness(["--idle-timeout", "1s"])
      let viewer = try server.viewer()
      try viewer.waitForScreen(containing: "no input or output for 1 s (--idle-timeout); closing", timeout: 8)
      #expect(viewer.waitForExit(timeout: 3) != nil)
      #expect(server.log.contains("reason=idle"))
    }

    @Test func aFixtureEditReachesEverySessionAndABrokenOneKeepsTheLastGoodLayout() throws {
      let folder = try TemporaryFolder()
      let text = try String(
        contentsOf: Executable.fixtures.appendingPathComponent("demo.json"), encoding: .utf8)
      let path = try folder.write(text, to: "shown.json")
      let server = try ServeHarness([path], folder: folder)
      let viewers = [try server.viewer(), try server.viewer(width: 60, height: 20)]
      try folder.write(text.replacingOccurrences(of: "\"Apple\"", with: "\"Quince\""), to: "shown.json")
      for viewer in viewers { try viewer.waitForScreen(containing: "Quince") }
      try folder.write("{ broken", to: "shown.json")
      for viewer in viewers {
        // The status bar shows the error (the file's base name first, cut to fit).
        let screen = try viewer.waitForStatus("shown.json")
        #expect(screen.contains("Quince"), "the last good layout stays")
      }
    }

    /// Every program starts in the fixture's folder and is given its base name: the previewer's
    /// title line, validate's report and a broken fixture's errors (exec, and the status bar) name
    /// the file, never the folder the server keeps it in.
    @Test func clientsSeeTheFixturesBaseNameNeverItsFolder() throws {
      let folder = try TemporaryFolder()
      let hidden = "private-folder-q7x"
      try FileManager.default.createDirectory(atPath: folder.path(hidden), withIntermediateDirectories: true)
      let text = try String(
        contentsOf: Executable.fixtures.appendingPathComponent("demo.json"), encoding: .utf8)
      let path = try folder.write(text, to: hidden + "/shown.json")
      let server = try ServeHarness([path], folder: folder)
      func check(_ seen: String, _ what: String) {
        #expect(seen.contains("shown.json"), "\(what): \(seen)")
        #expect(
          !seen.contains(hidden) && !seen.contains("gridpreview-test"), "\(what) shows the folder: \(seen)")
      }
      let viewer = try server.viewer(width: 120)
      check(String(try viewer.screen().split(separator: "\n").first ?? ""), "the title line")
      let valid = try server.exec(["validate"])
      #expect(valid.status == 0, "\(valid.stderr)")
      check(valid.stdout, "validate")
      try folder.write("{ broken", to: hidden + "/shown.json")
      check(try viewer.waitForStatus("shown.json"), "the status bar")
      for command in [["validate"], ["render", "--width", "40"], ["layout", "--width", "40"]] {
        let broken = try server.exec(command)
        #expect(broken.status == 65, "\(command): \(broken.status) \(broken.stderr)")
        check(broken.stdout + broken.stderr, "\(command[0]) of a broken fixture")
      }
      // With the folder gone no program can start in it: the client is told so, without the
      // folder or the server's own executable (the log has the details).
      try FileManager.default.removeItem(atPath: folder.path(hidden))
      let gone = try server.exec(["validate"])
      #expect(gone.status == 70, "\(gone.status) \(gone.stderr)")
      #expect(gone.stderr.contains("could not start"), "\(gone.stderr)")
      #expect(!gone.stderr.contains(hidden) && !gone.stderr.contains(Executable.path), "\(gone.stderr)")
    }

    // MARK: Bytes on the wire

    /// What the client's terminal receives per text-size step is what the previewer sends locally:
    /// the session forwards the previewer's frames byte for byte (the same TERM, the same size).
    @Test func aTextSizeStepCostsWhatItCostsLocallyWithinTenPercent() throws {
      let server = try ServeHarness()
      let remote = try TmuxSession(server.ssh(terminal: true), width: 100, height: 30, recordBytes: true)
      try remote.waitForScreen("the first frame over SSH") { TmuxSession.statusBar(of: $0).contains(" pt") }
      let local = try TmuxSession.previewer(recordBytes: true)
      func steps(_ tmux: TmuxSession) throws -> [Int] {
        var meter = WireBytesTests.Meter(tmux: tmux)
        _ = meter.next()
        var bytes: [Int] = []
        for (key, size) in [
          ("+", "xL 19"), ("+", "xxL 21"), ("+", "xxxL 23"), ("-", "xxL 21"), ("-", "xL 19"), ("-", "L 17"),
        ] {
          try tmux.send(key)
          try tmux.waitForStatus(size)
          bytes.append(meter.next())
        }
        return bytes
      }
      let overSSH = try steps(remote)
      let here = try steps(local)
      let ratio = Double(overSSH.reduce(0, +)) / Double(here.reduce(0, +))
      print("bytes per text-size step, serve: \(overSSH), local: \(here), ratio \(ratio)")
      #expect(abs(ratio - 1) <= 0.10, "serve \(overSSH) against local \(here) bytes")
      #expect(overSSH.allSatisfy { $0 > 0 })
    }

    // MARK: Presenter mode

    /// The presenter's previewer runs on the server's terminal (a tmux pane here), on `fixture` (the
    /// demo without one) with `serve`'s `options`; `followerProcesses`: a previewer process per
    /// follower, the design before the room (`GRIDPREVIEW_SERVE_FOLLOWER_PROCESSES=1`).
    func presenter(
      folder: TemporaryFolder, fixture: String? = nil, options: [String] = [], followerProcesses: Bool = false
    ) throws -> (TmuxSession, Int) {
      for name in ["client", "stranger"] {
        _ = try Subprocess.run(
          ServeHarness.keygenPath ?? "/usr/bin/ssh-keygen",
          ["-q", "-t", "ed25519", "-N", "", "-f", folder.path(name)],
          environment: [:])
      }
      try folder.write(
        try String(contentsOfFile: folder.path("client.pub"), encoding: .utf8), to: "authorized_keys")
      let log = folder.path("present.log")
      let tmux = try TmuxSession(
        [
          "/bin/sh", "-c",
          (followerProcesses ? "export GRIDPREVIEW_SERVE_FOLLOWER_PROCESSES=1; " : "")
            + "key=\"$1\" keys=\"$2\" log=\"$3\"; shift 3; "
            + "exec \"$0\" serve --present --port 0 --host-key \"$key\" --authorized-keys \"$keys\" \"$@\" 2>\"$log\"",
          Executable.path, folder.path("host_key"), folder.path("authorized_keys"), log,
        ] + options + (fixture.map { ["--", $0] } ?? []), width: 120, height: 30)
      try tmux.waitForScreen("the presenter's first frame") { TmuxSession.statusBar(of: $0).contains(" pt") }
      let port = try #require(ServeHarness.port(in: ServeHarness.read(log)))
      return (tmux, port)
    }

    @Test func aFollowingViewerShowsThePresentersStepWithin200msAndTheAudienceIsCounted() throws {
      let folder = try TemporaryFolder()
      let (presenter, port) = try presenter(folder: folder)
      let ssh = [
        ServeHarness.sshPath ?? "/usr/bin/ssh", "-o", "StrictHostKeyChecking=no", "-o",
        "UserKnownHostsFile=/dev/null",
        "-o", "BatchMode=yes", "-o", "LogLevel=ERROR", "-o", "IdentitiesOnly=yes", "-i",
        folder.path("client"), "-p",
        "\(port)", "-t", "127.0.0.1",
      ]
      let viewer = try TmuxSession(ssh, width: 70, height: 24)
      try viewer.waitForStatus("2 columns", "70 wide")
      try presenter.waitForStatus("1 watching, 1 following")

      // Each step: the time from the presenter's key to the viewer's screen showing it.
      var delays: [TimeInterval] = []
      for (key, size) in [
        ("+", "xL 19 pt"), ("+", "xxL 21 pt"), ("-", "xL 19 pt"), ("+", "xxL 21 pt"), ("+", "xxxL 23 pt"),
      ] {
        let start = Date()
        try presenter.send(key)
        while !(try viewer.screen()).contains(size) {
          guard Date().timeIntervalSince(start) < 5 else {
            throw TmuxSession.ScreenTimeout(waitedFor: size, seconds: 5, lastScreen: try viewer.screen())
          }
          usleep(5_000)
        }
        delays.append(Date().timeIntervalSince(start))
      }
      print("presenter's steps reached the viewer after \(delays.map { Int($0 * 1000) }) ms")
      #expect(
        delays.allSatisfy { $0 < 0.2 }, "a step reached the viewer after \(delays.map { Int($0 * 1000) }) ms")
      // Its own width: still 70 columns, 2 columns of cells.
      try viewer.waitForStatus("70 wide")
      #expect(try presenter.statusBar().contains("120 wide"))

      try viewer.send("e")
      try presenter.waitForStatus("1 watching, 0 following")
      try presenter.send("-")
      try presenter.waitForStatus("xxL 21 pt")
      #expect(try viewer.statusBar().contains("xxxL 23 pt"), "exploring alone, the viewer keeps its own size")
      try viewer.send("f")
      try viewer.waitForStatus("xxL 21 pt")
      try presenter.waitForStatus("1 watching, 1 following")

      // The presenter quits: the presentation ends, every viewer's terminal restored.
      try presenter.send("q")
      #expect(presenter.waitForExit() == 0)
      let status = viewer.waitForExit(timeout: 3)
      #expect(status == 0 || status == 255)
      #expect(!(try viewer.terminalModes().alternateScreen))
    }

    /// The presenter steps through the sample's languages (`a`): a following viewer shows each in
    /// its own fixture, mirrored for Arabic and not for German; exploring alone it picks its own, and
    /// following again catches up. A follower the server draws (the room) and, in the design before
    /// it, a follower's previewer process.
    @Test(arguments: [false, true]) func aFollowerFollowsThePresentersLanguage(followerProcesses: Bool) throws
    {
      let folder = try TemporaryFolder()
      let (presenter, port) = try presenter(
        folder: folder, fixture: LanguageCommandTests.sample, followerProcesses: followerProcesses)
      try presenter.waitForStatus("pt │ en")
      let viewer = try TmuxSession(ServeRoomTests.ssh(folder, port: port), width: 70, height: 24)
      try viewer.waitForStatus("pt │ en", "70 wide")
      try presenter.waitForStatus("1 watching, 1 following")
      let server = try #require(try presenter.programPID())
      #expect(
        ServeHarness.previewers(of: server).count == (followerProcesses ? 2 : 1),
        "the presenter's, and the follower's when it has one: \(ServeHarness.previewers(of: server))")

      try presenter.send("a")
      var screen = try viewer.waitForStatus("grid RTL", "pt │ ar")
      #expect(screen.contains("Scan with your iPhone │"), "mirrored at the viewer's own width: \(screen)")
      try presenter.send("a")
      screen = try viewer.waitForStatus("pt │ de")
      #expect(!TmuxSession.statusBar(of: screen).contains("RTL"))
      #expect(screen.contains("Abholbereit"))

      // Exploring alone, the viewer picks its own language; the presenter keeps German.
      try viewer.send("e")
      try presenter.waitForStatus("1 watching, 0 following")
      try viewer.send("a")
      screen = try viewer.waitForStatus("pt │ ja")
      #expect(try presenter.statusBar().contains("pt │ de"))
      try viewer.send("f")
      try viewer.waitForStatus("pt │ de")
      try presenter.waitForStatus("1 watching, 1 following")
      try presenter.send("q")
      #expect(presenter.waitForExit() == 0)
    }

    /// `serve --present --language de`: followers the server draws start in German, a follower who
    /// comes later too, and follow the presenter's next language.
    @Test func theServersLanguageReachesEveryFollower() throws {
      let folder = try TemporaryFolder()
      let (presenter, port) = try presenter(
        folder: folder, fixture: LanguageCommandTests.sample, options: ["--language", "de"])
      try presenter.waitForStatus("pt │ de")
      let follower = try TmuxSession(ServeRoomTests.ssh(folder, port: port), width: 100, height: 30)
      let screen = try follower.waitForStatus("pt │ de", "100 wide", "following")
      #expect(screen.contains("Abholbereit") && !screen.contains("Ready for pickup"))
      try presenter.send("a")
      try follower.waitForStatus("pt │ ja")
      let later = try TmuxSession(ServeRoomTests.ssh(folder, port: port), width: 64, height: 24)
      try later.waitForStatus("pt │ ja", "64 wide")
      try presenter.waitForStatus("2 watching, 2 following")
      try presenter.send("q")
      #expect(presenter.waitForExit() == 0)
    }

    @Test func aPresentersLogWaitsForTheTerminalAndSIGTERMRestoresEveryTerminal() throws {
      let folder = try TemporaryFolder()
      _ = try Subprocess.run(
        ServeHarness.keygenPath ?? "/usr/bin/ssh-keygen",
        ["-q", "-t", "ed25519", "-N", "", "-f", folder.path("client")],
        environment: [:])
      try folder.write(
        try String(contentsOfFile: folder.path("client.pub"), encoding: .utf8), to: "authorized_keys")
      // A free port, for the log is held back while the presenter has the terminal.
      let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in(
        sin_family: sa_family_t(AF_INET), sin_port: 0, sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")),
        sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) }
      }
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(probe, $0, &length) }
      }
      let port = Int(UInt16(bigEndian: address.sin_port))
      close(probe)
      let presenter = try TmuxSession(
        [
          Executable.path, "serve", "--present", "--port", "\(port)", "--host-key", folder.path("host_key"),
          "--authorized-keys", folder.path("authorized_keys"),
        ], width: 120, height: 30)
      try presenter.waitForScreen("the presenter's first frame") {
        TmuxSession.statusBar(of: $0).contains(" pt")
      }
      let viewer = try TmuxSession(
        [
          ServeHarness.sshPath ?? "/usr/bin/ssh", "-o", "StrictHostKeyChecking=no", "-o",
          "UserKnownHostsFile=/dev/null",
          "-o", "BatchMode=yes", "-o", "LogLevel=ERROR", "-o", "IdentitiesOnly=yes", "-i",
          folder.path("client"), "-p",
          "\(port)", "-t", "127.0.0.1",
        ], width: 80, height: 24)
      let screen = try presenter.waitForStatus("1 watching, 1 following")
      #expect(!screen.contains("gridpreview serve:"), "a log line was drawn over the presenter's previewer")
      try viewer.waitForStatus("80 wide")

      let server = try #require(try presenter.programPID())
      kill(server, SIGTERM)
      #expect(presenter.waitForExit(timeout: 3) == 0)
      let status = viewer.waitForExit(timeout: 3)
      #expect(status == 0 || status == 255)
      #expect(!(try presenter.terminalModes().alternateScreen))
      #expect(!(try viewer.terminalModes().alternateScreen))
      // The log, held back, is printed once the terminal is the server's again.
      let after = try presenter.screen(joined: true)
      #expect(after.contains("gridpreview serve: listening"))
      #expect(after.contains("stopping reason=SIGTERM sessions=1"))
    }

    /// With --present the previewer takes the screen at once, so the --allow-any-key warning stays
    /// 3 s before it, and the log printed when the presentation ends says it again.
    @Test func allowAnyKeyIsWarnedOfBeforeThePresentationAndInTheLog() throws {
      let folder = try TemporaryFolder()
      let presenter = try TmuxSession(
        [
          Executable.path, "serve", "--present", "--allow-any-key", "--port", "0", "--host-key",
          folder.path("host_key"),
        ], width: 120, height: 30)
      let warning =
        "gridpreview: WARNING: --allow-any-key: anyone who can connect to 127.0.0.1 gets a previewer, whatever their key"
      let before = try presenter.waitForScreen(containing: "the presentation starts in 3 s", timeout: 10)
      #expect(before.contains(warning), "\(before)")
      try presenter.waitForScreen("the presenter's first frame") {
        TmuxSession.statusBar(of: $0).contains(" pt")
      }
      try presenter.send("q")
      #expect(presenter.waitForExit(timeout: 5) == 0)
      let after = try presenter.screen(joined: true)
      #expect(after.contains(warning))
      #expect(
        after.contains(
          "gridpreview serve: WARNING: --allow-any-key: any client with any key gets a previewer"), "\(after)"
      )
    }
  }
}
