import GridCanvas
import GridFixtures
import GridInput
import GridScene
import Testing

/// The event loop's rules, with a scripted terminal and fixture file: no terminal anywhere.
@Suite struct PreviewLoopTests {
  /// A terminal that hands out batches of events (the first of each from `nextEvent`, the rest
  /// from `pendingEvents`) and records every frame drawn. Past the script it reports SIGTERM.
  final class ScriptedTerminal {
    var batches: [[InputEvent]]
    var frames: [(canvas: Canvas, repaint: Bool)] = []
    private var pending: [InputEvent] = []

    init(_ batches: [[InputEvent]]) { self.batches = batches }

    var terminal: PreviewLoop.Terminal {
      PreviewLoop.Terminal(
        nextEvent: { [self] in
          guard !batches.isEmpty else { return .signal(15) }
          var batch = batches.removeFirst()
          let first = batch.isEmpty ? InputEvent.idle : batch.removeFirst()
          pending = batch
          return first
        },
        pendingEvents: { [self] in
          defer { pending = [] }
          return pending
        },
        draw: { [self] canvas, repaint in frames.append((canvas, repaint)) })
    }
  }

  /// A fixture file whose contents and "changed" flag the test sets.
  final class ScriptedFile {
    var reloads = 0
    var changed = false
    var next: PreviewLoop.FixtureFile.Reloaded = .loaded(.demo, warnings: [])

    var file: PreviewLoop.FixtureFile {
      PreviewLoop.FixtureFile(
        reload: { [self] in
          reloads += 1
          return next
        },
        hasChanged: { [self] in
          defer { changed = false }
          return changed
        })
    }
  }

  static func loop(_ file: ScriptedFile = ScriptedFile(), width: Int = 100, height: Int = 30) -> PreviewLoop {
    PreviewLoop(state: demoState(width: width, height: height), fixture: file.file)
  }

  @Test func queuedKeysAreAllAppliedBeforeOneFrame() {
    var loop = Self.loop()
    let step = loop.step(Array(repeating: .key(.character("+")), count: 5))
    #expect(step == PreviewLoop.Step(drawing: .changes, exitStatus: nil))
    #expect(loop.state.settings.category == .default.stepped(by: 5))

    let script = ScriptedTerminal([Array(repeating: .key(.character("+")), count: 5)])
    var running = Self.loop()
    #expect(running.run(on: script.terminal, theme: .dark) == 128 + 15)
    #expect(script.frames.count == 2, "the first frame, then one for the five keys")
    #expect(running.state.settings.category == .default.stepped(by: 5))
  }

  /// A held key's burst (a run of one key whose presses add up) is one action: one layout, the
  /// same end as pressing it that many times.
  @Test func aRunOfOneKeyIsOneLayout() {
    var loop = Self.loop()
    var pressed = demoState()
    for _ in 0..<5 { _ = pressed.update(.key(.character("H"))) }
    let before = loop.state.relayoutCount
    _ = loop.step(Array(repeating: .key(.character("H")), count: 5))
    #expect(loop.state.relayoutCount == before + 1)
    #expect(loop.state.layoutWidth == pressed.layoutWidth)
    _ = loop.step(Array(repeating: .key(.character("+")), count: 20))
    #expect(loop.state.settings.category == .accessibilityExtraExtraExtraLarge, "clamped at the largest")
    // Typed into a prompt, every press is a letter.
    _ = loop.step([.key(.character("/"))] + Array(repeating: .key(.character("h")), count: 3))
    #expect(loop.state.prompt?.text == "hhh")
  }

  @Test func aBurstOfResizesCostsOneRelayout() {
    var loop = Self.loop()
    let resizes: [InputEvent] = (0..<30).map { .resize(width: 40 + $0 * 3, height: 20 + $0 % 5) }
    let before = loop.state.relayoutCount
    let step = loop.step(resizes)
    #expect(step.drawing == .changes)
    #expect(loop.state.relayoutCount == before + 1, "only the last size is laid out")
    #expect(loop.state.terminalSize.width == 40 + 29 * 3)
    #expect(loop.state.layoutWidth == 40 + 29 * 3)
  }

  @Test func keysBetweenResizesStillApplyInOrder() {
    var loop = Self.loop()
    _ = loop.step([.resize(width: 60, height: 20), .key(.character("h")), .resize(width: 80, height: 20)])
    // The width key pins the width at 99 (from 100) before the last resize arrives.
    #expect(loop.state.layoutWidth == 99)
    #expect(loop.state.terminalSize.width == 80)
  }

  @Test func aQuitEndsTheBatchAtOnce() {
    var loop = Self.loop()
    let step = loop.step([.key(.character("+")), .key(.character("q")), .key(.character("+"))])
    #expect(step == PreviewLoop.Step(drawing: .none, exitStatus: 0))
    #expect(loop.state.settings.category == .default.stepped(by: 1), "the key after q is not applied")
  }

  @Test(arguments: [Int32(2), 15, 1])
  func aSignalEndsWith128PlusItsNumber(signal: Int32) {
    var loop = Self.loop()
    #expect(loop.step([.key(.character("j")), .signal(signal)]).exitStatus == 128 + signal)
  }

  /// Alt+key arrives as a key with the Alt modifier: it never quits and never acts.
  @Test func altKeysDoNothing() {
    var loop = Self.loop()
    let keys = "qQjk+-hlmcsob?".map { InputEvent.key(Key.character($0).adding(.alt)) }
    let step = loop.step(keys + [.key(Key.escape.adding(.alt))])
    #expect(step == PreviewLoop.Step(drawing: .none, exitStatus: nil))
    #expect(loop.state.layoutWidth == 100)
    #expect(loop.state.settings == demoState().settings)
  }

  @Test func theHelpIsModal() {
    var loop = Self.loop()
    _ = loop.step([.key(.function(1))])
    #expect(loop.state.isShowingHelp)
    let step = loop.step([.key(.character("+")), .key(.character("m")), .key(.character("h"))])
    #expect(step.drawing == .none, "nothing acts through the help")
    #expect(loop.state.settings == demoState().settings)
    #expect(loop.state.layoutWidth == 100)
    #expect(loop.step([.key(.escape)]) == PreviewLoop.Step(drawing: .changes, exitStatus: nil))
    #expect(!loop.state.isShowingHelp)
    #expect(loop.step([.key(.escape)]).exitStatus == 0, "a second Esc quits")
  }

  @Test func aChangedFileIsReloadedOnAnIdleTick() {
    let file = ScriptedFile()
    var loop = Self.loop(file)
    #expect(loop.step([.idle]).drawing == .none, "nothing changed")
    #expect(file.reloads == 0)
    file.changed = true
    file.next = .loaded(
      textFixture(["one", "two", "three"]), warnings: ["f.json:1:2: colums: warning: unknown key"])
    #expect(loop.step([.idle]).drawing == .changes)
    #expect(file.reloads == 1)
    #expect(loop.state.scene.fixture.itemCount == 3)
    #expect(loop.state.notices.problems == ["f.json:1:2: colums: warning: unknown key"])
    #expect(loop.state.message?.text == "reloaded, 1 warning")
  }

  /// Idle work runs only when no input is waiting: an idle tick in a batch with keys is skipped.
  @Test func idleWorkWaitsForInputToBeAnswered() {
    let file = ScriptedFile()
    file.changed = true
    var loop = Self.loop(file)
    _ = loop.step([.key(.character("j")), .idle])
    #expect(file.reloads == 0)
    #expect(file.changed, "the file is not even looked at")
    _ = loop.step([.idle])
    #expect(file.reloads == 1)
  }

  @Test func aBrokenReloadKeepsTheLastGoodLayoutAndListsEveryProblem() {
    let file = ScriptedFile()
    var loop = Self.loop(file)
    let before = loop.state.layoutResult
    file.changed = true
    file.next = .failed([
      "f.json:3:5: sections: expected an array", "f.json:9:1: colums: warning: unknown key",
    ])
    #expect(loop.step([.idle]).drawing == .changes)
    #expect(loop.state.layoutResult == before)
    #expect(loop.state.message == StatusBar.Message("f.json:3:5: sections: expected an array", isError: true))
    _ = loop.step([.key(.character("w"))])
    let panel = loop.state.frame(theme: .dark, characters: .square).text
    #expect(panel.contains("f.json:3:5: sections: expected an array"))
    #expect(panel.contains("f.json:9:1: colums: warning"))
  }

  @Test func rReloadsAndDoesNotReloadAgainOnTheNextTick() {
    let file = ScriptedFile()
    var loop = Self.loop(file)
    file.changed = true
    _ = loop.step([.key(.character("r"))])
    #expect(file.reloads == 1)
    _ = loop.step([.idle])
    #expect(file.reloads == 1, "the change was read by the r")
  }

  @Test func theDemoHasNoFileToReload() {
    var loop = PreviewLoop(state: demoState(), fixture: .unwatched)
    _ = loop.step([.key(.character("r"))])
    #expect(loop.state.message?.isError == false, "nothing is wrong")
    #expect(loop.state.message?.text.contains("built-in demo") == true)
    #expect(loop.state.notices.problems.isEmpty)
    _ = loop.step([.key(.character("+"))])
    #expect(loop.state.message == nil, "the notice goes with the next key")
  }

  @Test func theProblemsPanelShowsAMessageTheStatusBarCut() {
    var loop = Self.loop(width: 30, height: 12)
    _ = loop.step([.key(.character("s"))])
    let status = loop.state.frame(theme: .dark, characters: .square).text
    #expect(status.contains("…"), "the message is cut at 30 columns: \(status)")
    _ = loop.step([.key(.character("w"))])
    let panel = loop.state.frame(theme: .dark, characters: .square).text.split(separator: "\n").joined(
      separator: " ")
    for word in ["stretch", "applies", "waterfall", "switches", "layouts"] {
      #expect(panel.contains(word), "\(word) in \(panel)")
    }
  }

  @Test func ctrlLRepaintsEverything() {
    var loop = Self.loop()
    #expect(loop.step([.key(.control("l"))]).drawing == .everything)
    #expect(loop.step([.key(.control("l")), .key(.character("+"))]).drawing == .everything)
    let script = ScriptedTerminal([[.key(.control("l"))]])
    var running = Self.loop()
    _ = running.run(on: script.terminal, theme: .dark)
    #expect(script.frames.map(\.repaint) == [false, true])
  }

  @Test func aKeyThatChangesNothingDrawsNothing() {
    let script = ScriptedTerminal([[.key(.character("0"))], [.key(.character("x"))], [.idle]])
    var loop = Self.loop()
    _ = loop.run(on: script.terminal, theme: .dark)
    #expect(script.frames.count == 1, "only the first frame")
  }

  @Test func theWheelScrolls() {
    var loop = PreviewLoop(state: demoState(fixture: longFixture(count: 60)), fixture: .unwatched)
    #expect(loop.step([.mouse(MouseEvent(.wheelDown, x: 10, y: 10))]).drawing == .changes)
    #expect(loop.state.scrollY == 3)
    _ = loop.step([.mouse(MouseEvent(.wheelUp, x: 10, y: 10))])
    #expect(loop.state.scrollY == 0)
    #expect(
      loop.step([.mouse(MouseEvent(.press(.left), x: 10, y: 10))]).drawing == .changes, "a click selects")
    #expect(loop.state.selection != nil)
    #expect(loop.step([.mouse(MouseEvent(.release(.left), x: 10, y: 10))]).drawing == .none)
  }
}
