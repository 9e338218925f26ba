import Foundation
import GridCanvas
import GridFixtures
import GridScene
import GridTerminal

/// The interactive previewer's event loop: terminal events in, state changes, one frame out per
/// batch of events.
enum PreviewLoop {
  /// Runs until the person quits; returns the exit status (0, or 128 + a quit signal's number).
  static func run(scene: Scene, settings: SceneSettings, fixturePath: String?, width: Int?) throws -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let session: TerminalSession
    do {
      session = try TerminalSession(
        options: .init(colors: environment["NO_COLOR", default: ""].isEmpty), environment: environment)
    } catch {
      Diagnostics.error(error.description)
      return error.exitCode
    }
    defer { session.stop() }
    let characters: BoxCharacters = session.isUnicode ? .square : .ascii
    let theme: Theme = session.hasColors ? .standard : .monochrome
    var state = PreviewState(scene: scene, settings: settings, terminalSize: session.size, layoutWidth: width)
    var watcher = fixturePath.map(FileWatcher.init)

    func reload() {
      guard let fixturePath else {
        state.reloadFailed("the built-in demo has no file to reload")
        return
      }
      // What is read now must not be read again on the next idle tick.
      _ = watcher?.hasChanged()
      do {
        state.replaceFixture(try Fixture.load(contentsOf: fixturePath).fixture)
      } catch {
        state.reloadFailed(error.firstProblem)
      }
    }

    session.draw(state.frame(theme: theme, characters: characters))
    if environment["GRIDPREVIEW_TEST_CRASH"] == "1" {
      // For the end-to-end test that a crash still restores the terminal.
      fatalError("crash requested by GRIDPREVIEW_TEST_CRASH")
    }
    while true {
      let first = session.nextEvent()
      // Apply every key already queued before drawing, so held keys skip frames.
      let events = first == .idle ? [first] : [first] + session.pendingEvents()
      var needsFrame = false
      // Of a burst of resizes only the last matters: the terminal already has that size.
      let lastResize = events.lastIndex { if case .resize = $0 { true } else { false } }
      for (index, event) in events.enumerated() {
        switch event {
        case .key(let key):
          switch state.handle(key) {
          case .none: break
          case .redraw: needsFrame = true
          case .repaint:
            session.repaintNextFrame()
            needsFrame = true
          case .reload:
            reload()
            needsFrame = true
          case .quit:
            return 0
          }
        case .resize(let width, let height):
          guard index == lastResize else { continue }
          _ = state.resize(width: width, height: height)
          needsFrame = true
        case .signal(let number):
          return 128 + number
        case .idle:
          if watcher?.hasChanged() == true {
            reload()
            needsFrame = true
          }
        }
      }
      if needsFrame { session.draw(state.frame(theme: theme, characters: characters)) }
    }
  }
}

extension FixtureLoadError {
  /// One line for the status bar: an invalid fixture's first error, or the reason it cannot be read.
  var firstProblem: String {
    if case .invalid(let invalid) = self, let first = invalid.errors.first { return first.description }
    return description
  }
}
