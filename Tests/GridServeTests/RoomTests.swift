import GridCanvas
import GridFixtures
import GridInput
import GridScene
import GridText
import Testing

@testable import GridServe

/// The room draws each screen once per step, shares updates between followers at the same frame,
/// and holds at most one update for a follower that does not take it: the steps it misses are
/// skipped and it gets the difference to the latest.
@Suite struct RoomTests {
  /// A room of the demo; its exact layouts are made when the test runs `jobs` (none are made with
  /// the default limit, the demo being small). With `languages`, each model starts in the first, its
  /// direction set by the language, as the executable makes them.
  static func room(
    warnings: [String] = [], languages: PreviewLanguages? = nil, exactItemLimit: Int = 10_000,
    jobs: Jobs = Jobs(), drawing: Drawing? = nil
  ) -> Room {
    Room(
      fixture: .demo, warnings: warnings, languages: languages,
      makeState: { width, height, characters, fixture, warnings, languages in
        let code = languages?.all.first?.code ?? ""
        return PreviewState(
          scene: Scene(fixture: languages?.fixture(code) ?? fixture), settings: SceneSettings(),
          terminalSize: (width, height), problems: warnings, characters: characters, sharing: .viewer,
          exactItemLimit: exactItemLimit, languages: languages, language: code,
          languageSetsDirection: languages != nil)
      },
      settle: { job, ticket, done in jobs.waiting.append((job, ticket, done)) },
      draw: { job, done in
        guard let drawing else { return done(job.run()) }
        drawing.waiting.append((job, done))
      })
  }

  /// Screens the room handed away to be drawn, drawn when the test says (as the server's drawing
  /// queue would, in order).
  final class Drawing {
    var waiting: [(job: Room.DrawJob, done: ([Room.Drawn]) -> Void)] = []

    func runFirst() {
      let (job, done) = waiting.removeFirst()
      done(job.run())
    }

    func runAll() {
      while !waiting.isEmpty { runFirst() }
    }
  }

  /// Exact layouts the room asked for, made when the test says.
  final class Jobs {
    var waiting: [(job: SettleJob, ticket: Room.Ticket, done: (SettledLayouts?) -> Void)] = []

    func runAll() {
      let now = waiting
      waiting.removeAll()
      for (job, ticket, done) in now { done(job.run(isCancelled: { ticket.isCancelled })) }
    }
  }

  /// The status bar a follower's terminal was last sent.
  static func statusBar(_ room: Room, _ id: Int) -> String {
    guard let canvas = room.followers[id]?.shown?.frame.canvas else { return "" }
    return canvas.row(canvas.height - 1)
  }

  /// Adds a follower that takes every update at once.
  static func follow(
    _ room: Room, _ id: Int, width: Int = 80, received: @escaping ([UInt8]) -> Void = { _ in }
  ) {
    room.add(id, screen: screen(width), dialect: .xterm) { bytes, sent in
      received(bytes)
      sent()
    }
  }

  static func screen(_ width: Int, _ height: Int = 24) -> Room.Screen {
    Room.Screen(width: width, height: height, theme: .dark, characters: .square)
  }

  static func view(_ category: ContentSizeCategory) -> SharedView {
    SharedView(category: category, layout: .grid)
  }

  /// The demo in English and in Arabic (right to left; its first header as `arabicHeader`), as the
  /// executable makes languages from string files.
  static func languages(arabicHeader: String = "فواكه") -> PreviewLanguages {
    var translated = Fixture.demo
    translated.sections[0].header = arabicHeader
    let arabic = translated
    return PreviewLanguages(
      all: [.init(code: "en"), .init(code: "ar", direction: .rtl)],
      fixture: { $0 == "ar" ? arabic : .demo },
      texts: { code, fields in fields.map { $0.text(in: code == "ar" ? arabic : .demo) } })
  }

  @Test func eachScreenIsDrawnOncePerStepAndFollowersAtOneFrameShareTheUpdate() {
    let room = Self.room()
    var received: [Int: [[UInt8]]] = [:]
    for (id, width) in [(1, 60), (2, 60), (3, 60), (4, 120)] {
      room.add(id, screen: Self.screen(width), dialect: .xterm) { bytes, sent in
        received[id, default: []].append(bytes)
        sent()
      }
    }
    #expect(room.screenCount == 2)
    #expect(room.widths?.narrowest == 60 && room.widths?.widest == 120)
    let drawn = room.framesDrawn
    let made = room.updatesMade
    room.show(Self.view(.extraExtraLarge))
    #expect(room.framesDrawn == drawn + 2, "one frame per screen, not per follower")
    #expect(room.updatesMade == made + 2, "one update per screen and frame, shared")
    #expect(received[1]?.last == received[2]?.last && received[2]?.last == received[3]?.last)
    #expect(received[1]?.last != received[4]?.last)
    #expect(received.values.allSatisfy { $0.count == 2 })
  }

  /// A previewer of its own at `width` × `height` following `view`: what a follower there shows.
  static func alone(_ view: SharedView, width: Int, height: Int) -> Canvas {
    var state = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (width, height), sharing: .viewer
    )
    _ = state.update(.received(.view(view)))
    return state.frame(theme: .dark, characters: .square)
  }

  @Test func screensOfOneWidthShareOneLayoutAndEachShowsItsOwnViewport() throws {
    // The presenter scrolled down two pages and took a larger text size.
    var presenter = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (100, 30), sharing: .presenter)
    for key in [Key.pageDown, .pageDown, .character("+")] { _ = presenter.update(.key(key)) }
    let view = presenter.sharedView
    #expect(view.top != nil)
    let room = Self.room()
    let sizes = [(1, 80, 24), (2, 80, 41), (3, 80, 30), (4, 120, 24)]
    for (id, width, height) in sizes {
      room.add(id, screen: Self.screen(width, height), dialect: .xterm) { _, sent in sent() }
    }
    #expect(room.screenCount == 4)
    #expect(room.modelCount == 2, "one layout for the three screens 80 wide, one for 120")
    let drawn = room.framesDrawn
    room.show(view)
    #expect(room.framesDrawn == drawn + 4, "each screen still drawn once")
    for (id, width, height) in sizes {
      let shown = try #require(room.followers[id]?.shown?.frame.canvas)
      #expect((shown.width, shown.height) == (width, height))
      #expect(shown == Self.alone(view, width: width, height: height), "\(width)x\(height)")
      #expect((room.state(of: id)?.scrollY ?? 0) > 0, "\(width)x\(height) is scrolled down")
    }
    // A height that comes later is drawn from the layout there is, still as a previewer of its own.
    room.add(5, screen: Self.screen(80, 50), dialect: .xterm) { _, sent in sent() }
    #expect(room.modelCount == 2)
    #expect(room.followers[5]?.shown?.frame.canvas == Self.alone(view, width: 80, height: 50))
    // The last screen of a width to go takes its layout with it.
    for id in [1, 2, 3, 5] { room.remove(id) }
    #expect(room.modelCount == 1 && room.screenCount == 1)
  }

  @Test func screensAreDrawnAwayFromTheLoopAndAModelsFollowersAreSentAsSoonAsItIsDrawn() {
    let drawing = Drawing()
    let room = Self.room(drawing: drawing)
    var received: [Int: Int] = [:]
    for (id, width) in [(1, 60), (2, 60), (3, 120)] {
      room.add(id, screen: Self.screen(width, 24 + id), dialect: .xterm) { _, sent in
        received[id, default: 0] += 1
        sent()
      }
    }
    #expect(received == [1: 1, 2: 1, 3: 1], "a joining follower's first frame is drawn at once")
    #expect(drawing.waiting.count == 0)
    room.show(Self.view(.extraExtraLarge))
    #expect(drawing.waiting.count == 2, "one job per model: 60 and 120 wide")
    #expect(received == [1: 1, 2: 1, 3: 1], "nothing is sent before it is drawn")
    let first = drawing.waiting[0].job.screens.map(\.screen.width)[0]
    drawing.runFirst()
    let sent = Set(received.filter { $0.value == 2 }.keys)
    #expect(sent == (first == 60 ? [1, 2] : [3]), "that model's followers, before the other is drawn")
    // A step while the other model is still being drawn: both land, in order, and every follower
    // ends at the last step, as a previewer of its own at its size shows it.
    room.show(Self.view(.accessibilityMedium))
    drawing.runAll()
    for (id, width) in [(1, 60), (2, 60), (3, 120)] {
      #expect(
        room.followers[id]?.shown?.frame.canvas
          == Self.alone(Self.view(.accessibilityMedium), width: width, height: 24 + id))
    }
  }

  /// A frame drawn on the queue comes back after a later one was drawn on the loop (the screen
  /// left and joined again meanwhile): it is passed by, and the follower never sees the older step.
  @Test func aFrameDrawnBeforeOneAlreadyShownIsPassedBy() {
    let drawing = Drawing()
    let room = Self.room(drawing: drawing)
    room.add(1, screen: Self.screen(80), dialect: .xterm) { _, sent in sent() }
    room.show(Self.view(.extraExtraLarge))
    room.show(Self.view(.accessibilityMedium))
    #expect(drawing.waiting.count == 2)
    room.remove(1)
    var received: [[UInt8]] = []
    room.add(2, screen: Self.screen(80), dialect: .xterm) { bytes, sent in
      received.append(bytes)
      sent()
    }
    #expect(received.count == 1, "its first frame, drawn at once at the latest step")
    drawing.runAll()
    #expect(received.count == 1, "the two older jobs brought nothing")
    #expect(
      room.followers[2]?.shown?.frame.canvas
        == Self.alone(Self.view(.accessibilityMedium), width: 80, height: 24))
  }

  @Test func aModelStillLayingOutSlicesIsDrawnOnTheLoop() {
    let drawing = Drawing()
    let jobs = Jobs()
    let room = Self.room(exactItemLimit: 2, jobs: jobs, drawing: drawing)
    Self.follow(room, 1)
    room.show(Self.view(.extraExtraLarge))
    #expect(drawing.waiting.count == 0, "its viewport may measure slices: not away from the loop")
    #expect(room.state(of: 1)?.isWaitingForExactLayouts == true)
    jobs.runAll()
    room.show(Self.view(.extraLarge))
    jobs.runAll()
    #expect(room.state(of: 1)?.isWaitingForExactLayouts == false)
    let before = drawing.waiting.count
    room.show(Self.view(.extraExtraLarge))
    #expect(room.state(of: 1)?.isWaitingForExactLayouts == false, "its exact layouts were kept")
    #expect(drawing.waiting.count == before + 1, "exact, it is drawn away from the loop again")
    drawing.runAll()
    #expect(
      room.followers[1]?.shown?.frame.canvas == Self.alone(Self.view(.extraExtraLarge), width: 80, height: 24)
    )
  }

  /// A follower is sent only what changed from the frame it shows; one that resized, or asked for
  /// a repaint (Ctrl-L), is drawn whole; one already at the latest frame is sent nothing.
  @Test func aFollowerIsRepaintedWholeOnlyAfterAResizeOrCtrlL() throws {
    let room = Self.room()
    var received: [String] = []
    room.add(1, screen: Self.screen(80), dialect: .xterm) { bytes, sent in
      received.append(String(decoding: bytes, as: UTF8.self))
      sent()
    }
    let clears = "\u{1B}[2J"
    #expect(received.count == 1 && received[0].contains(clears), "the first frame, whole")
    let first = try #require(room.followers[1]?.shown?.frame.canvas)
    room.show(Self.view(.extraExtraLarge))
    #expect(received.count == 2 && !received[1].contains(clears), "a step: only what changed")
    // The frames' row numbers kept by the room give the bytes numbering them anew gives.
    let second = try #require(room.followers[1]?.shown?.frame.canvas)
    #expect(
      received.last
        == String(decoding: ScreenUpdate.bytes(from: first, to: second, dialect: .xterm), as: UTF8.self))
    room.show(Self.view(.extraExtraLarge))
    #expect(received.count == 2, "the same view again: nothing")
    room.resize(1, width: 100, height: 30)
    #expect(received.count == 3 && received[2].contains(clears), "a new size: whole")
    #expect(
      room.followers[1]?.shown?.frame.canvas.width == 100
        && room.followers[1]?.shown?.frame.canvas.height == 30)
    room.show(Self.view(.extraExtraExtraLarge))
    #expect(received.count == 4 && !received[3].contains(clears), "the next step at that size: changes")
    room.repaint(1)
    #expect(received.count == 5 && received[4].contains(clears), "Ctrl-L: whole")
    #expect(
      room.followers[1]?.shown?.frame.canvas
        == Self.alone(Self.view(.extraExtraExtraLarge), width: 100, height: 30)
    )
  }

  @Test func aFollowerThatDoesNotTakeItsUpdateHoldsOneAndGetsTheLatestAfter() {
    let room = Self.room()
    var waiting: (() -> Void)?
    var updates: [[UInt8]] = []
    room.add(1, screen: Self.screen(80), dialect: .ecma48) { bytes, sent in
      updates.append(bytes)
      waiting = sent
    }
    #expect(updates.count == 1, "the first frame, not yet taken")
    for category in [
      ContentSizeCategory.extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
    ] {
      room.show(Self.view(category))
    }
    #expect(updates.count == 1, "nothing more while one update is on its way")
    waiting?()
    #expect(updates.count == 2, "then one update: to the latest frame")
    // Both followers are now at the same, latest frame: the one that missed steps caught up.
    var fresh: [UInt8] = []
    room.add(2, screen: Self.screen(80), dialect: .ecma48) { bytes, _ in fresh = bytes }
    #expect(!fresh.isEmpty)
    #expect(room.followers[1]?.shown?.number == room.followers[2]?.shown?.number)
  }

  @Test func aKeyThePresenterDecidesGetsTheFollowersNoticeUntilItsNextKey() {
    let room = Self.room()
    Self.follow(room, 1)
    Self.follow(room, 2)
    #expect(!Self.statusBar(room, 1).contains("following the presenter"))
    room.press(1, .character("+"))
    #expect(Self.statusBar(room, 1).contains("following the presenter: e explores on your own"))
    #expect(
      !Self.statusBar(room, 2).contains("following the presenter"), "the other follower's screen is its own")
    room.show(Self.view(.extraExtraLarge))
    #expect(Self.statusBar(room, 1).contains("following the presenter"), "the notice lasts through a step")
    #expect(room.state(of: 1)?.settings.category == .extraExtraLarge)
    room.press(1, .character("?"))
    #expect(!Self.statusBar(room, 1).contains("following the presenter"), "another key takes it away")
    #expect(
      room.followers[1]?.shown?.frame.canvas == room.followers[2]?.shown?.frame.canvas,
      "and it shares frames again")
  }

  @Test func theFixturesWarningsAreCountedInTheStatusBarAsThePreviewersWere() {
    let room = Self.room(warnings: ["a.json:3:4: items[0].title: empty"])
    Self.follow(room, 1)
    #expect(Self.statusBar(room, 1).contains("1 problem (w)"))
  }

  @Test func aFixtureReadAgainReachesEveryFollowerAndFollowersWhoComeLater() {
    let room = Self.room()
    var updates = 0
    Self.follow(room, 1) { _ in updates += 1 }
    room.show(Self.view(.large))
    var edited = Fixture.demo
    edited.title = "Edited while presenting"
    let before = updates
    room.reload(.loaded(edited, warnings: ["a.json:1:1: a warning"]))
    #expect(updates == before + 1)
    #expect(room.state(of: 1)?.scene.fixture.title == "Edited while presenting")
    #expect(Self.statusBar(room, 1).contains("reloaded, 1 warning"))
    Self.follow(room, 2, width: 100)
    #expect(room.state(of: 2)?.scene.fixture.title == "Edited while presenting")
    #expect(Self.statusBar(room, 2).contains("1 problem (w)"))
    room.reload(.failed(["a.json:2:1: expected a value"]))
    #expect(Self.statusBar(room, 1).contains("a.json:2:1: expected a value"))
    #expect(
      room.state(of: 1)?.scene.fixture.title == "Edited while presenting", "the last good fixture stays")
    Self.follow(room, 3, width: 120)
    #expect(Self.statusBar(room, 3).contains("a.json:2:1: expected a value"))
  }

  /// The presenter's `lang=` reaches every screen's model as it reached a follower's previewer: the
  /// fixture in that language, the status bar naming it, the layout mirrored for Arabic; a follower
  /// who comes later starts in it, and a reload keeps it.
  @Test func aFollowersModelFollowsThePresentersLanguage() {
    let room = Self.room(languages: Self.languages())
    Self.follow(room, 1, width: 70)
    Self.follow(room, 2, width: 120)
    #expect(room.state(of: 1)?.language == "en")
    #expect(Self.statusBar(room, 1).contains("│ en"))
    var arabic = Self.view(.large)
    arabic.direction = .rtl
    arabic.language = "ar"
    room.show(arabic)
    for id in [1, 2] {
      #expect(room.state(of: id)?.language == "ar")
      #expect(room.state(of: id)?.scene.fixture.sections[0].header == "فواكه", "the fixture in Arabic")
      #expect(room.state(of: id)?.settings.direction == .rtl)
      #expect(Self.statusBar(room, id).contains("│ ar"), "\(Self.statusBar(room, id))")
      #expect(Self.statusBar(room, id).contains("grid RTL"), "mirrored: \(Self.statusBar(room, id))")
    }
    Self.follow(room, 3, width: 90)
    #expect(room.state(of: 3)?.language == "ar" && room.state(of: 3)?.settings.direction == .rtl)
    #expect(Self.statusBar(room, 3).contains("│ ar"))
    room.reload(.loaded(.demo, warnings: [], languages: Self.languages(arabicHeader: "فاكهة")))
    #expect(room.state(of: 1)?.language == "ar")
    #expect(room.state(of: 1)?.scene.fixture.sections[0].header == "فاكهة", "read again, in Arabic")
    Self.follow(room, 4, width: 100)
    #expect(room.state(of: 4)?.scene.fixture.sections[0].header == "فاكهة")
    var english = Self.view(.large)
    english.language = "en"
    room.show(english)
    #expect(room.state(of: 1)?.language == "en" && room.state(of: 1)?.settings.direction == .ltr)
    #expect(!Self.statusBar(room, 1).contains("RTL"))
    #expect(Self.statusBar(room, 1).contains("│ en"))
  }

  @Test func aLargeFixturesExactLayoutsAreMadeOffTheLoopAndReachTheFollowers() {
    let jobs = Jobs()
    let room = Self.room(exactItemLimit: 2, jobs: jobs)
    Self.follow(room, 1)
    #expect(jobs.waiting.count == 1, "the exact layouts are asked for, not made on the loop")
    #expect(room.state(of: 1)?.isWaitingForExactLayouts == true)
    let estimated = room.followers[1]?.shown?.frame.canvas
    room.show(Self.view(.accessibilityExtraLarge))
    #expect(jobs.waiting.count == 2)
    #expect(jobs.waiting[0].ticket.isCancelled, "a step cancels the layouts it no longer needs")
    jobs.runAll()
    #expect(room.state(of: 1)?.isWaitingForExactLayouts == false, "the exact layouts were taken")
    #expect(room.followers[1]?.shown?.frame.canvas != estimated)
    var exact = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (80, 24), sharing: .viewer)
    _ = exact.update(.received(.view(Self.view(.accessibilityExtraLarge))))
    #expect(room.followers[1]?.shown?.frame.canvas == exact.frame(theme: .dark, characters: .square))
  }
}
