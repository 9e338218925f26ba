import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// The previewer's one way in: each message and the commands it returns.
@Suite struct PreviewStateUpdateTests {
  /// A previewer of a fixture counted as large (`exactItemLimit` 0): it shows slices and waits for
  /// exact layouts made in the background.
  static func settling() -> PreviewState {
    let fixture = EstimatedLayoutTests.fixture(seed: 8)
    return PreviewState(
      scene: Scene(fixture: fixture), settings: SceneSettings(fixture: fixture), terminalSize: (100, 30),
      exactItemLimit: 0)
  }

  /// The job of the first `.startSettling` among `commands`.
  static func job(_ commands: [PreviewState.Command]) -> SettleJob? {
    for case .startSettling(let job) in commands { return job }
    return nil
  }

  @Test func aKeyDrawsExactlyWhenTheScreenChanged() {
    var state = demoState()
    #expect(state.update(.key(.character("+"))) == [.draw])
    #expect(state.update(.key(.character("0"))) == [], "already the terminal's width")
    #expect(state.update(.key(.character("x"))) == [], "no action")
    #expect(state.update(.key(.control("l"))) == [.repaint])
    #expect(state.update(.key(.character("r"))) == [.reload])
    #expect(state.update(.key(.character("q"))) == [.quit])
    #expect(state.update(.action(.scroll(.lines(1)))) == [.draw])
  }

  /// A held key's burst is one action where presses add up, the same as pressing it that often.
  @Test func aBurstOfOneKeyIsOneAction() {
    var burst = demoState()
    var pressed = demoState()
    let before = burst.relayoutCount
    #expect(burst.update(.key(.character("h"), times: 5)) == [.draw])
    #expect(burst.relayoutCount == before + 1)
    for _ in 0..<5 { _ = pressed.update(.key(.character("h"))) }
    #expect(burst.layoutWidth == pressed.layoutWidth)
    // A reload in a burst ends it.
    #expect(burst.update(.key(.character("r"), times: 3)) == [.reload])
  }

  @Test func aResizeAlwaysDraws() {
    var state = demoState()
    #expect(state.update(.resize(width: 100, height: 30)) == [.draw])
    #expect(state.update(.resize(width: 80, height: 24)) == [.draw])
    #expect(state.layoutWidth == 80)
  }

  /// A reload's answer always draws: the fixture, or why it cannot be used, or that the demo has no
  /// file (not an error).
  @Test func aReloadsAnswerAlwaysDraws() {
    var state = demoState()
    #expect(state.update(.reloaded(textFixture(["one"]), warnings: ["w"])) == [.draw])
    #expect(state.message?.text == "reloaded, 1 warning")
    #expect(state.update(.reloadFailed(["f.json:1:1: broken"])) == [.draw])
    #expect(state.message == StatusBar.Message("f.json:1:1: broken", isError: true))
    #expect(state.update(.nothingToReload) == [.draw])
    #expect(state.message?.isError == false && state.message?.text.contains("built-in demo") == true)
  }

  /// The background work starts once for each change: at the start, after a batch that changed what
  /// the screen waits for, and a cancel once it waits for nothing.
  @Test func settlingStartsOncePerChangeAndCancelsWhenNothingWaits() throws {
    var state = Self.settling()
    #expect(state.isWaitingForExactLayouts)
    let first = try #require(Self.job(state.update(.start)))
    #expect(first.key.settings.category == state.settings.category)
    #expect(state.update(.flush) == [], "asked already")
    _ = state.update(.key(.character("+")))
    _ = state.update(.key(.character("+")))
    let commands = state.update(.flush)
    #expect(commands.count == 1, "one job for the batch")
    let second = try #require(Self.job(commands))
    #expect(second.key.settings.category == .large.stepped(by: 2))
    // The first job's layouts are for other settings: they do not land.
    let old = try #require(first.run())
    #expect(state.update(.settled(old)) == [])
    #expect(state.isWaitingForExactLayouts)
    let new = try #require(second.run())
    #expect(state.update(.settled(new)) == [.draw])
    #expect(!state.isWaitingForExactLayouts)
    #expect(state.update(.flush) == [.cancelSettling])
    #expect(state.update(.flush) == [])
  }

  @Test func progressShowsInTenths() {
    var state = Self.settling()
    #expect(state.update(.settleProgress(0.45)) == [.draw])
    #expect(state.settleProgress == 0.4)
    #expect(state.update(.settleProgress(0.49)) == [], "the same tenth")
    #expect(state.update(.settleProgress(nil)) == [.draw])
    var exact = demoState()
    #expect(exact.update(.settleProgress(0.5)) == [], "nothing waits: no progress to show")
    #expect(exact.settleProgress == nil)
  }

  /// A presenter sends its view at the end of a batch when it changed; a viewer says whether it
  /// follows when that changed; a previewer alone sends nothing.
  @Test func theEndOfABatchSendsWhatChangedOnce() {
    var presenter = PreviewState(
      scene: Scene(fixture: longFixture()), settings: SceneSettings(), terminalSize: (120, 30),
      sharing: .presenter)
    #expect(presenter.update(.flush) == [.send(.view(presenter.sharedView))])
    #expect(presenter.update(.flush) == [])
    _ = presenter.update(.key(.character("m")))
    #expect(presenter.update(.flush) == [.send(.view(presenter.sharedView))])
    #expect(presenter.sharedView.layout == .flow)
    #expect(presenter.update(.received(.audience(watching: 2, following: 1))) == [.draw])
    #expect(presenter.update(.flush) == [], "the audience is not the view")

    var viewer = PreviewState(
      scene: Scene(fixture: longFixture()), settings: SceneSettings(), terminalSize: (60, 24),
      sharing: .viewer)
    #expect(viewer.update(.flush) == [.send(.following(true))])
    #expect(viewer.update(.received(.view(presenter.sharedView))) == [.draw])
    #expect(viewer.update(.flush) == [])
    _ = viewer.update(.key(.character("e")))
    #expect(viewer.update(.flush) == [.send(.following(false))])

    var alone = demoState()
    _ = alone.update(.key(.character("+")))
    #expect(alone.update(.flush) == [])
  }

  /// What the command line sets is given at the start: a device's width at a scale (after a layout
  /// at the terminal's width, so the first frame says how the columns changed), and the characters.
  @Test func setupIsGivenAtTheStart() throws {
    let iPad = try #require(DeviceWidth(named: "ipad"))
    let state = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (200, 30), characters: .ascii,
      pointsPerColumn: 10, device: iPad)
    #expect(state.layoutWidth == 820 / 10)
    #expect(state.statusBar.device == "iPad portrait")
    #expect(state.columnChange == "4 → 3 columns")
    #expect(state.characters == .ascii)
  }
}
