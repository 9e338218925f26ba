import ArgumentParser
import Foundation
import GridCanvas
import GridCast
import GridFixtures
import GridPseudoTerminal
import GridRecording
import GridScene
import GridServe
import GridStrings
import GridTerminal
import GridText

struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Open the interactive previewer (the default command).",
    discussion: """
      Keys (? or F1 shows them all in the previewer):
        ← → h l   width ±1 column       H L   width ±10      0   full width
        < >       pan a layout wider than the screen (Shift+← → by 1)   o   rotate
        + - ] [   text size (12 Dynamic Type sizes)         m   next layout
        ↑ ↓ k j   scroll a row          PgUp PgDn space   a page
        Home End g G   top / bottom     c   compare flow with grid
        s   waterfall stretch           b   collapse borders
        d   row drivers and stretched space (on)          t   all 12 text sizes
        Enter   select (a click too); then arrows move it, Esc clears it
        i   inspector                   { }   smallest / largest size
        a A   language: next / previous (string files, then pseudolanguages)
        T   every language's columns and height (Enter switches)
        D   device widths (iPhone SE … iPad sideways)     / n N   find   : go to item
        r   reload (also on save)       w   problems      Ctrl-L   repaint
        q Esc Ctrl-C   quit
        e f   watching a presentation (serve --present): explore alone / follow again

      The first row shows the fixture's title and file and every mode that is on;
      the last row shows the layout, columns, width, text size, language and problems.

      Examples:
        gridpreview
        gridpreview preview Fixtures/waterfall.json --category AX1
        gridpreview preview --width 200 --theme light
        gridpreview preview --device iphone --category AX3
        gridpreview preview Fixtures/localized.json --language de
        gridpreview preview --record s.cast      (replay: asciinema play s.cast)
        ssh -t host gridpreview
      """
  )

  @OptionGroup var scene: SceneOptions

  @Option(
    help:
      "Colours: auto (light or dark from COLORFGBG, else dark), dark, light or mono. NO_COLOR always means mono."
  )
  var theme: Theme.Choice = .auto

  /// Set by `serve --present` for the presenter's previewer: the socket to the server.
  @Option(help: .hidden)
  var presentFd: Int32?

  /// Set by `serve --present` for each viewer's previewer: the socket to the server.
  @Option(help: .hidden)
  var followFd: Int32?

  /// Set by `serve --present` for a follower who presses `e`: the presenter's view (a `SharedView`
  /// line) to start exploring from.
  @Option(help: .hidden)
  var exploreFrom: String?

  /// Set by `record` and `preview --record` for the previewer they record: every step waits for the
  /// exact layout of a large fixture before its frame (`PreviewLoop.Settler.beforeEachFrame()`).
  @Flag(help: .hidden)
  var settleBeforeDrawing = false

  @Flag(
    help:
      "Leave the mouse to the terminal (its own text selection); by default clicks select, the wheel scrolls and dragging the layout's edge sets the width."
  )
  var noMouse = false

  @Option(
    help: ArgumentHelp(
      "Record the session as it runs to FILE, an asciicast v2 recording (asciinema play FILE replays it): every byte the terminal receives, with its time, and every resize. The file is valid however the session ends.",
      valueName: "file.cast"))
  var record: String?

  @Flag(help: "With --record, record the keys typed too (input events).")
  var recordInput = false

  func validate() throws {
    if recordInput && record == nil { throw ValidationError("--record-input needs --record FILE") }
    if record != nil && scene.fixture == "-" {
      throw ValidationError("--record reads the fixture from a file: standard input is the terminal")
    }
    if presentFd != nil, followFd != nil {
      throw ValidationError("--present-fd and --follow-fd exclude each other")
    }
    if let exploreFrom, followFd == nil || SharedView(line: exploreFrom) == nil {
      throw ValidationError("--explore-from needs --follow-fd and a presenter's view")
    }
    if record != nil, presentFd != nil || followFd != nil {
      throw ValidationError("--record does not go with a presentation")
    }
  }

  func run() throws {
    // The fixture first: a missing or broken file is the more useful thing to hear about; the
    // session then checks the terminal.
    let loaded = try self.scene.load()
    let environment = ProcessInfo.processInfo.environment
    if let record {
      try runRecorded(to: record, title: loaded.scene.fixture.title, environment: environment)
      return
    }
    let session: TerminalSession
    do {
      session = try TerminalSession(
        options: .init(colors: environment["NO_COLOR", default: ""].isEmpty, mouse: !noMouse),
        environment: environment)
    } catch {
      Diagnostics.error(error.description)
      throw ExitCode(error.exitCode)
    }
    defer { session.stop() }
    let share = (presentFd ?? followFd).map(ShareDescriptor.init(fd:))
    var loop = PreviewLoop(
      state: state(loaded, session: session, shared: share != nil), fixture: fixtureFile(),
      link: share.map { link($0, session: session) },
      settler: settleBeforeDrawing ? .beforeEachFrame() : .background(label: "gridpreview.settle"),
      // How far a language is, once it takes more than a second.
      preparer: settleBeforeDrawing
        ? .beforeEachFrame() : .background(label: "gridpreview.language", quietFor: .seconds(1)))
    let status = loop.run(
      on: terminal(session, environment: environment),
      theme: session.hasColors ? theme.theme(environment: environment) : .monochrome)
    if status != 0 { throw ExitCode(status) }
  }

  /// The previewer's first state: the fixture as loaded, on the session's terminal, alone or in a
  /// presentation (`shared`) as the hidden options say.
  private func state(_ loaded: SceneOptions.Loaded, session: TerminalSession, shared: Bool) -> PreviewState {
    PreviewState(
      scene: loaded.scene, settings: loaded.settings, terminalSize: session.size,
      layoutWidth: self.scene.width,
      source: self.scene.fixture?.escapedForMessage(), problems: loaded.warnings,
      characters: session.isUnicode ? .square : .ascii, pointsPerColumn: loaded.settings.pointsPerColumn,
      device: self.scene.device,
      sharing: !shared
        ? .alone
        : presentFd != nil
          ? .presenter : exploreFrom.map { .explorer(from: SharedView(line: $0)) } ?? .viewer,
      languages: loaded.languages, language: loaded.language,
      languageSetsDirection: loaded.languageSetsDirection)
  }

  /// The link to a presentation's server over `share`, which wakes the session when a message
  /// arrives (until the server closes it).
  private func link(_ share: ShareDescriptor, session: TerminalSession) -> PreviewLoop.Link {
    session.wakeDescriptor = share.fd
    return PreviewLoop.Link(
      receive: {
        let messages = share.receive()
        if share.isClosed { session.wakeDescriptor = nil }
        return messages
      },
      send: share.send)
  }

  /// The session as the loop's terminal; started by `record`, it also says when each key has been
  /// drawn, and what was drawn (ready once everything read is applied and drawn, as the session is
  /// about to wait).
  private func terminal(_ session: TerminalSession, environment: [String: String]) -> PreviewLoop.Terminal {
    let crashAfterFirstFrame = environment["GRIDPREVIEW_TEST_CRASH"] == "1"
    let reporter = RecorderReporter(environment: environment)
    if let reporter { session.willWait = { reporter.ready() } }
    return PreviewLoop.Terminal(
      nextEvent: {
        let event = session.nextEvent()
        reporter?.count([event])
        return event
      },
      pendingEvents: {
        let events = session.pendingEvents()
        reporter?.count(events)
        return events
      },
      draw: { frame, repaint in
        if repaint { session.repaintNextFrame() }
        session.draw(frame)
        reporter?.drew(frame)
        // For the end-to-end test that a crash still restores the terminal.
        if crashAfterFirstFrame { fatalError("crash requested by GRIDPREVIEW_TEST_CRASH") }
      },
      pollOften: { session.pollsOften = $0 })
  }

  /// `--record`: the previewer runs on a pseudo-terminal of its own and this process relays between
  /// it and the terminal, recording what passes (`LiveRecorder`); it ends with the previewer's status.
  private func runRecorded(to path: String, title: String, environment: [String: String]) throws {
    if let problem = TerminalError.check(
      term: environment["TERM"], inputIsTerminal: TerminalProbe.isTerminal(0),
      outputIsTerminal: TerminalProbe.isTerminal(1))
    {
      Diagnostics.error(problem.description)
      throw ExitCode(problem.exitCode)
    }
    let cast: CastWriter
    do {
      cast = try CastWriter(path: path)
    } catch {
      Diagnostics.error("cannot create \(path.escapedForMessage()): \(error.reason)")
      throw ExitCode(73)
    }
    let (columns, rows) = RawTerminal.size(of: 1)
    let size = TerminalSize(columns: columns, rows: rows)
    var variables: [CastHeader.Variable] = []
    for name in ["TERM", "SHELL"] {
      if let value = environment[name] { variables.append(.init(name, value)) }
    }
    let header = CastHeader(
      width: size.columns, height: size.rows, timestamp: Syscalls.secondsSinceEpoch,
      title: title.isEmpty ? "gridpreview" : title, environment: variables)
    // Every recorded frame is exact: the recorded previewer settles each step before drawing it.
    var more = ["--theme", theme.rawValue, "--settle-before-drawing"]
    if noMouse { more.append("--no-mouse") }
    let program: PseudoTerminalProcess
    do {
      try cast.write(header)
      program = try PseudoTerminalProcess(
        executable: "/proc/self/exe", arguments: ["preview"] + scene.commandLine(adding: more),
        environment: environment, size: size)
    } catch let error as CastFileError {
      Diagnostics.error("cannot write \(path.escapedForMessage()): \(error.reason)")
      throw ExitCode(74)
    } catch {
      Diagnostics.error("cannot start the previewer: \(error)")
      throw ExitCode(71)
    }
    let terminal = RawTerminal()
    let recorder = LiveRecorder(recordInput: recordInput, input: terminal.input, output: terminal.output) {
      TerminalSize(columns: terminal.size.columns, rows: terminal.size.rows)
    }
    let (status, failure) = recorder.run(program, into: cast)
    terminal.restore()
    if let failure {
      Diagnostics.error(
        "cannot write \(path.escapedForMessage()): \(failure.reason); the recording stops there")
      throw ExitCode(status.shellStatus == 0 ? 74 : status.shellStatus)
    }
    if status.shellStatus != 0 { throw ExitCode(status.shellStatus) }
  }

  /// The fixture file, read again on `r` and when it changes (with its string files: the previewer
  /// shows it in its language through the languages they have now); none for the built-in demo.
  private func fixtureFile() -> PreviewLoop.FixtureFile {
    guard let path = scene.fixture else { return .unwatched }
    var watcher = FileWatcher(path: path)
    return PreviewLoop.FixtureFile(
      reload: { FixtureSource.reload(path) },
      hasChanged: { watcher.hasChanged() })
  }
}

extension FixtureLoadError {
  /// Every problem as a line: each diagnostic of an invalid fixture, or the reason it cannot be read.
  var problems: [String] {
    if case .invalid(let invalid) = self {
      // Errors first: the status bar shows the first problem.
      return (invalid.errors + invalid.diagnostics.filter { !$0.isError }).map(\.description)
    }
    return [description]
  }
}
