import ArgumentParser
import Foundation
import GridCanvas
import GridFixtures
import GridScene
import GridTerminal

struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Open the interactive previewer (the default command).",
    discussion: """
      Keys (? or F1 shows them all in the previewer):
        ← → h l   width ±1 column       H L   width ±10      0   full width
        < >       pan a layout wider than the screen        o   rotate
        + - ] [   text size (12 Dynamic Type sizes)         m   next layout
        ↑ ↓ k j   scroll a row          PgUp PgDn space   a page
        Home End g G   top / bottom     c   compare flow with grid
        s   waterfall stretch           b   collapse borders
        d   row drivers and stretched space (on)          t   all 12 text sizes
        Enter   select (a click too); then arrows move it, Esc clears it
        i   inspector                   { }   smallest / largest size
        D   device widths (iPhone SE … iPad)              / n N   find   : go to item
        r   reload (also on save)       w   problems      q Esc Ctrl-C   quit
        e f   watching a presentation (serve --present): explore alone / follow again

      The first row shows the fixture's title and file and every mode that is on;
      the last row shows the layout, columns, width, text size and problems.

      Examples:
        gridpreview
        gridpreview preview Fixtures/waterfall.json --category AX1
        gridpreview preview --width 200 --theme light
        gridpreview preview --device iphone --category AX3
        ssh -t host gridpreview
      """
  )

  @OptionGroup var scene: SceneOptions

  @Option(help: "Colours: auto (light or dark from COLORFGBG, else dark), dark, light or mono. NO_COLOR always means mono.")
  var theme: Theme.Choice = .auto

  @Option(help: "Start at a device's width: iphone-se, iphone, iphone-pro-max or ipad (D cycles them, o rotates).")
  var device: String?

  @Option(parsing: .unconditional, help: "Points of a device's width per terminal column (default 8).")
  var pointsPerColumn = Device.defaultPointsPerColumn

  /// Set by `serve --present` for the presenter's previewer: the socket to the server.
  @Option(help: .hidden)
  var presentFd: Int32?

  /// Set by `serve --present` for each viewer's previewer: the socket to the server.
  @Option(help: .hidden)
  var followFd: Int32?

  @Flag(help: "Leave the mouse to the terminal (its own text selection); by default clicks select, the wheel scrolls and dragging the layout's edge sets the width.")
  var noMouse = false

  func validate() throws {
    if let device, Device.named(device) == nil {
      throw ValidationError(
        "--device: \(device.quotedForMessage()) is no device (iphone-se, iphone, iphone-pro-max, ipad)")
    }
    if presentFd != nil, followFd != nil { throw ValidationError("--present-fd and --follow-fd exclude each other") }
    if !(1...100).contains(pointsPerColumn) {
      throw ValidationError("--points-per-column must be between 1 and 100, got \(pointsPerColumn)")
    }
  }

  func run() throws {
    // The fixture first: a missing or broken file is the more useful thing to hear about; the
    // session then checks the terminal.
    let (scene, settings, warnings) = try self.scene.load()
    let environment = ProcessInfo.processInfo.environment
    let session: TerminalSession
    do {
      session = try TerminalSession(
        options: .init(colors: environment["NO_COLOR", default: ""].isEmpty, mouse: !noMouse), environment: environment)
    } catch {
      Diagnostics.error(error.description)
      throw ExitCode(error.exitCode)
    }
    defer { session.stop() }
    var state = PreviewState(
      scene: scene, settings: settings, terminalSize: session.size, layoutWidth: self.scene.width,
      source: self.scene.fixture?.escapedForMessage(), problems: warnings)
    state.characters = session.isUnicode ? .square : .ascii
    state.pointsPerColumn = pointsPerColumn
    if let device, let named = Device.named(device), let index = Device.all.firstIndex(of: named) {
      state.useDevice(index)
    }
    let share = (presentFd ?? followFd).map(ShareDescriptor.init(fd:))
    if let share {
      state.startSharing(asPresenter: presentFd != nil)
      session.wakeDescriptor = share.fd
    }
    let link = share.map { share in
      PreviewLoop.Link(
        receive: {
          let messages = share.receive()
          if share.isClosed { session.wakeDescriptor = nil }
          return messages
        },
        send: share.send)
    }
    var loop = PreviewLoop(state: state, fixture: fixtureFile(), link: link)
    let crashAfterFirstFrame = environment["GRIDPREVIEW_TEST_CRASH"] == "1"
    let terminal = PreviewLoop.Terminal(
      nextEvent: session.nextEvent, pendingEvents: session.pendingEvents,
      draw: { frame, repaint in
        if repaint { session.repaintNextFrame() }
        session.draw(frame)
        // For the end-to-end test that a crash still restores the terminal.
        if crashAfterFirstFrame { fatalError("crash requested by GRIDPREVIEW_TEST_CRASH") }
      })
    let status = loop.run(on: terminal, theme: session.hasColors ? theme.theme(environment: environment) : .monochrome)
    if status != 0 { throw ExitCode(status) }
  }

  /// The fixture file, read again on `r` and when it changes; none for the built-in demo.
  private func fixtureFile() -> PreviewLoop.FixtureFile {
    guard let path = scene.fixture else { return .unwatched }
    var watcher = FileWatcher(path: path)
    return PreviewLoop.FixtureFile(
      reload: {
        do throws(FixtureLoadError) {
          let loaded = try Fixture.load(contentsOf: path)
          return .loaded(loaded.fixture, warnings: loaded.warnings.map(\.description))
        } catch {
          return .failed(error.problems)
        }
      },
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
