import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridText
import Testing

@testable import GridScene

/// A large fixture is shown first as a slice around what is on screen, placed in an estimate, and
/// made exact in the background: what the screen shows is exact all along, the exact layouts equal
/// a fresh layout, the element at the top stays put when they arrive, and keys pressed meanwhile
/// apply in order. Here every fixture counts as large (`exactItemLimit` 0).
@Suite struct EstimatedLayoutTests {
  static func fixture(seed: UInt64, items: Int = 400, layout: Fixture.LayoutKind = .grid) -> Fixture {
    let json = FixtureGenerator.generate(
      items: items, sections: 1 + Int(seed % 7), seed: seed, layout: layout)
    do {
      return try Fixture.parse(json, fileName: "g.json").fixture
    } catch {
      preconditionFailure("the generator's fixture does not parse: \(error)")
    }
  }

  /// A previewer that shows slices while it settles.
  static func settlingState(_ fixture: Fixture, width: Int = 100, height: Int = 30) -> PreviewState {
    PreviewState(
      scene: Scene(fixture: fixture), settings: SceneSettings(fixture: fixture),
      terminalSize: (width, height), exactItemLimit: 0)
  }

  /// The background work the state asks for at the end of a batch, if any.
  static func settleJob(_ state: inout PreviewState) -> SettleJob? {
    for case .startSettling(let job) in state.update(.flush) { return job }
    return nil
  }

  /// Runs the background work the state waits for, here, and applies it.
  static func settle(_ state: inout PreviewState) {
    guard let job = settleJob(&state), let settled = job.run() else { return }
    _ = state.update(.settled(settled))
  }

  /// The panes' rows of a frame (the title line and the status bar left out: the rows count is
  /// estimated until the layout settles).
  static func panes(_ state: PreviewState) -> [String] {
    let frame = state.frame(theme: .monochrome, characters: .square)
    return (1..<(frame.height - 1)).map { frame.row($0) }
  }

  static let keys: [Key] = [
    .character("j"), .character("j"), .pageDown, .character("+"), .character("-"), .character("h"),
    .character("H"), .character("L"), .character("]"), .character("k"), .pageUp, .character("}"),
    .character("{"),
    .end, .home, .character("G"),
  ]

  /// Whatever the keys, the screen a settling previewer shows is the screen the exact layouts show
  /// with the same element at the top (grid, flow and list: a waterfall's columns depend on every
  /// item above).
  @Test(arguments: [Fixture.LayoutKind.grid, .flow, .list, .lazyVGrid], 1...4)
  func whatIsOnScreenIsExactWhileSettling(layout: Fixture.LayoutKind, seed: UInt64) {
    var state = Self.settlingState(Self.fixture(seed: seed, layout: layout))
    var rng = SplitMix64(seed: seed)
    for step in 0..<24 {
      state.press(Self.keys[rng.next(below: Self.keys.count)])
      #expect(state.shown.isSettling, "step \(step): still settling")
      let estimated = Self.panes(state)
      var exact = state
      Self.settle(&exact)
      #expect(!exact.shown.isSettling)
      let exactPanes = Self.panes(exact)
      let differing = zip(exactPanes, estimated).enumerated().filter { $0.element.0 != $0.element.1 }.map(
        \.offset)
      #expect(
        differing.isEmpty,
        "seed \(seed) step \(step), scrolled to \(state.scrollY) of \(state.contentHeight) (exact \(exact.scrollY) of \(exact.contentHeight)), rows \(differing): \(differing.first.map { "\n\(estimated[$0])\n\(exactPanes[$0])" } ?? "")"
      )
    }
  }

  /// Once settled, the layouts equal a fresh exact layout of the same settings, whatever keys came
  /// before (the compare view's two panes included).
  @Test(arguments: [Fixture.LayoutKind.grid, .flow, .waterfall, .list, .lazyVGrid], 1...3)
  func theSettledLayoutEqualsAFreshOne(layout: Fixture.LayoutKind, seed: UInt64) {
    var state = Self.settlingState(Self.fixture(seed: seed, layout: layout))
    var rng = SplitMix64(seed: seed &* 7)
    let keys = Self.keys + [.character("c"), .character("c"), .character("m"), .character("b")]
    for _ in 0..<12 { state.press(keys[rng.next(below: keys.count)]) }
    Self.settle(&state)
    let key = state.settleKey
    let fresh = Scene(fixture: state.scene.fixture)
    #expect(state.layoutResult == fresh.layoutResult(width: key.width, settings: key.settings))
    if key.comparing {
      #expect(
        state.shown.compare == fresh.layoutResult(width: key.width, settings: key.settings.comparedRagged))
    }
  }

  /// When the exact layouts arrive, the element at the top of the screen stays on the top row.
  @Test(arguments: [Fixture.LayoutKind.grid, .flow, .waterfall, .list, .lazyVGrid])
  func theTopElementStaysPutWhenTheExactLayoutArrives(layout: Fixture.LayoutKind) throws {
    var state = Self.settlingState(Self.fixture(seed: 5, items: 900, layout: layout))
    state.press(.pageDown, .pageDown, .pageDown, .character("j"), .character("+"))
    let before = try #require(state.currentAnchor())
    Self.settle(&state)
    let after = try #require(state.currentAnchor())
    #expect(after.kind == before.kind && after.path == before.path)
    #expect(after.offset == before.offset)
  }

  /// The status bar says the layout is settling, and how far; the rows it counts are estimated.
  @Test func theStatusBarSaysItIsSettling() {
    var state = Self.settlingState(Self.fixture(seed: 2), width: 160)
    _ = state.update(.settleProgress(0.4))
    let bar = state.frame(theme: .monochrome, characters: .square).row(29)
    #expect(bar.contains("settling 40%"))
    #expect(bar.contains("rows ≈1–"))
    Self.settle(&state)
    let settled = state.frame(theme: .monochrome, characters: .square).row(29)
    #expect(!settled.contains("settling") && !settled.contains("≈"))
  }

  /// Stepping back to settings already made exact is exact at once, with nothing to wait for.
  @Test func steppingBackIsExactAtOnce() {
    var state = Self.settlingState(Self.fixture(seed: 3))
    Self.settle(&state)
    state.press(.character("+"))
    #expect(state.shown.isSettling)
    state.press(.character("-"))
    #expect(!state.shown.isSettling, "the size before was made exact already")
    let job = Self.settleJob(&state)
    #expect(job == nil)
  }

  /// Going to an item far away (`:`) lays out a slice around it and selects it there.
  @Test func goingToAFarItemLaysOutASliceAroundIt() throws {
    var state = Self.settlingState(Self.fixture(seed: 4, items: 2_000))
    for character in ":1500" { state.press(.character(character)) }
    state.press(.enter)
    let element = try #require(state.selectedElement)
    #expect(state.scene.globalIndex(of: element.indexPath) == 1500)
    let top = Canvas.cells(element.frame.minY) - state.scrollY
    #expect(top >= 0 && top < state.viewportHeight, "on screen")
    var exact = state
    Self.settle(&exact)
    #expect(Self.panes(exact) == Self.panes(state))
  }
}

/// The event loop with a settler that finishes its work only when told: keys pressed meanwhile
/// apply in order, old work never lands on new settings, and new work replaces old.
@Suite struct SettlingLoopTests {
  /// Holds the started jobs until `finish()`.
  final class HeldSettler: @unchecked Sendable {
    var started: [SettleJob] = []
    var cancelled = 0
    var done: SettledLayouts?

    var settler: PreviewLoop.Settler {
      PreviewLoop.Settler(
        start: { [self] in started.append($0) }, cancel: { [self] in cancelled += 1 },
        takeFinished: { [self] in
          defer { done = nil }
          return done
        },
        progress: { [self] in started.isEmpty ? nil : 0.5 })
    }

    /// Finishes job `index` of those started.
    func finish(_ index: Int) { done = started[index].run() }
  }

  static func loop(_ held: HeldSettler) -> PreviewLoop {
    let state = EstimatedLayoutTests.settlingState(EstimatedLayoutTests.fixture(seed: 8))
    return PreviewLoop(state: state, fixture: .unwatched, settler: held.settler)
  }

  @Test func workStartsAtOnceAndKeysMeanwhileApplyInOrder() {
    let held = HeldSettler()
    var loop = Self.loop(held)
    #expect(held.started.count == 1, "the first layouts are asked for before any key")
    _ = loop.step([.key(.character("+")), .key(.character("+")), .key(.character("-"))])
    #expect(loop.state.settings.category == .extraLarge)
    #expect(held.started.count == 2, "one new job for the batch, not one per key")
    #expect(held.started.last?.key.settings.category == .extraLarge)
    // The first job finishing now is for other settings: it does not land.
    held.finish(0)
    _ = loop.step([.idle])
    #expect(loop.state.shown.isSettling)
    held.finish(1)
    #expect(loop.step([.idle]).drawing == .changes)
    #expect(!loop.state.shown.isSettling)
    #expect(loop.state.settings.category == .extraLarge)
  }

  @Test func progressShowsInTenths() {
    let held = HeldSettler()
    var loop = Self.loop(held)
    #expect(loop.step([.idle]).drawing == .changes, "0 % → 50 %")
    #expect(loop.state.settleProgress == 0.5)
    #expect(loop.step([.idle]).drawing == .none, "no change, no frame")
  }

  /// A settler that finishes at once (recordings): no frame shows an estimate — not the first,
  /// not one after keys — and each equals the frame of the exact layouts.
  @Test func aSettlerThatFinishesAtOnceSettlesEveryStepBeforeItsFrame() {
    let state = EstimatedLayoutTests.settlingState(EstimatedLayoutTests.fixture(seed: 8))
    #expect(state.shown.isSettling, "the state alone shows an estimate")
    var loop = PreviewLoop(state: state, fixture: .unwatched, settler: .beforeEachFrame())
    #expect(!loop.state.shown.isSettling, "the first frame is exact")
    // The same keys to a previewer that lays everything out exactly at once.
    let exactState = PreviewState(
      scene: state.scene, settings: state.settings, terminalSize: state.terminalSize, exactItemLimit: .max)
    var exact = PreviewLoop(state: exactState, fixture: .unwatched)
    for keys in ["+", "++-", "jjjjjjjjjjjj", "L", "m", "G", "]"] {
      let events = keys.map { InputEvent.key(.character($0)) }
      #expect(loop.step(events).drawing == .changes)
      _ = exact.step(events)
      #expect(!loop.state.shown.isSettling, "after \(keys)")
      #expect(loop.state.settleProgress == nil)
      let panes = EstimatedLayoutTests.panes(loop.state)
      #expect(EstimatedLayoutTests.panes(exact.state) == panes, "after \(keys)")
      let bar = loop.state.frame(theme: .monochrome, characters: .square).row(29)
      #expect(!bar.contains("settling") && !bar.contains("≈"), "after \(keys): \(bar)")
    }
  }

  @Test func quittingDoesNotWaitForTheWork() {
    let held = HeldSettler()
    var loop = Self.loop(held)
    #expect(loop.step([.key(.character("+")), .key(.character("q"))]).exitStatus == 0)
  }
}
