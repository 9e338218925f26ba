import GridCanvas
import GridFixtures
import GridInput
import GridScene
import Synchronization

/// Presenter mode's followers served from the server process (`serve --present`): one model of the
/// presentation per distinct layout — width, box characters and the follower's notice — laid out
/// once per step, drawn once per distinct screen of that width (each height only moves the
/// viewport: `PreviewState.viewed(height:)`), and each follower's terminal brought up to date from
/// the frame it last received (`ScreenUpdate`), the bytes shared by every follower that was at the
/// same frame. Drawing and making updates is done away from the event loop (`draw`, model by
/// model: `DrawJob`), which only lays out and writes; the followers of a model are sent their
/// updates as soon as its screens are drawn, so their clients read while the rest are drawn.
///
/// Each follower has at most one update on its way: while one is, new steps only move the screen's
/// frame on, and the follower gets the difference to the latest when its update has gone. So a slow
/// client holds one update and a reference to the frame it shows, never a queue.
///
/// A model runs as a previewer's does (`PreviewState.update`): a fixture too large to lay out
/// exactly at once shows estimates first, and its exact layouts are made away from the event loop
/// (`settle`) and shown when they come. A fixture read again (`reload`) reaches every model.
///
/// Confined to the server's event loop, like `Presentation`, which holds it.
final class Room {
  /// What a follower's screen looks like: every follower with the same one shares its frames.
  struct Screen: Hashable, Sendable {
    var width: Int
    var height: Int
    var theme: Theme
    var characters: BoxCharacters
    /// The follower pressed a key the presenter decides, and its status bar says so until its next
    /// key (as a follower's previewer did).
    var saysPresenterDecides = false

    /// The size and the notice only: themes and box characters are few, and hashing a whole theme
    /// (every style, byte by byte) at each of a thousand followers' lookups was a quarter of a
    /// step's CPU (perf, 200 followers).
    func hash(into hasher: inout Hasher) {
      hasher.combine(width)
      hasher.combine(height)
      hasher.combine(saysPresenterDecides)
    }
  }

  /// What a model is laid out for: every screen of one width, with the same box characters and
  /// notice, shares one layout (a height changes only the viewport).
  struct Layout: Hashable {
    var width: Int
    var characters: BoxCharacters
    var saysPresenterDecides: Bool

    init(_ screen: Screen) {
      width = screen.width
      characters = screen.characters
      saysPresenterDecides = screen.saysPresenterDecides
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(width)
      hasher.combine(saysPresenterDecides)
    }
  }

  /// A frame as drawn and sent: the canvas and its rows' numbers (`ScreenUpdate.rowNumbers(of:)`),
  /// made once as it is drawn and used for every update from it and to it.
  struct Frame: Equatable, Sendable {
    let canvas: Canvas
    let rows: [Int]

    init(_ canvas: Canvas) {
      self.canvas = canvas
      rows = ScreenUpdate.rowNumbers(of: canvas)
    }

    /// Before a screen's first frame.
    static let none = Frame(Canvas(width: 0, height: 0))

    static func == (a: Frame, b: Frame) -> Bool { a.canvas == b.canvas }
  }

  /// A follower: its screen, its terminal's dialect, the frame its terminal shows, and how an
  /// update reaches it (`deliver` calls its completion once the bytes have gone).
  struct Follower {
    var screen: Screen
    let dialect: TerminalDialect
    var shown: (number: Int, frame: Frame)?
    var isSending = false
    let deliver: (_ bytes: [UInt8], _ done: @escaping () -> Void) -> Void

    /// The update that brings this follower's terminal to a frame of `width` × `height`: from the
    /// frame it shows when that is the same size, otherwise a whole repaint (`from` nil: it resized
    /// or was never sent one); with the frame it is from.
    func update(toward width: Int, _ height: Int) -> (key: UpdateKey, from: Frame?) {
      guard let shown, shown.frame.canvas.width == width, shown.frame.canvas.height == height else {
        return (UpdateKey(from: nil, dialect: dialect), nil)
      }
      return (UpdateKey(from: shown.number, dialect: dialect), shown.frame)
    }
  }

  /// The model of the presentation for one layout, the screens drawn from it, and the exact
  /// layouts being made for it, if any.
  struct Model {
    var state: PreviewState
    var screens: Set<Screen> = []
    var settling: Ticket?
  }

  /// One screen's latest frame (numbered, so followers at the same frame share an update), its
  /// followers, and the updates already made to that frame from earlier ones.
  struct Group {
    var frame: Frame
    var number: Int
    var followers: Set<Int>
    var updates: [UpdateKey: [UInt8]] = [:]
    /// The draw job whose frame it shows (`DrawJob.number`): a job made before it, drawn on the
    /// queue while a later one was drawn on the loop, is passed by when it comes back.
    var drawnBy = 0
  }

  struct UpdateKey: Hashable, Sendable {
    var from: Int?
    var dialect: TerminalDialect
  }

  /// Exact layouts being made away from the event loop for one model; cancelled when the model
  /// asks for others or goes (the work asks `isCancelled` now and then and stops).
  final class Ticket: Sendable {
    private let cancelled = Atomic<Bool>(false)
    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
    func cancel() { cancelled.store(true, ordering: .relaxed) }
  }

  /// The fixture every model shows, its languages, and how it was last read.
  struct Content {
    var fixture: Fixture
    var warnings: [String]
    /// The languages the fixture can be shown in (the models follow the presenter's through them);
    /// nil: the fixture as it is.
    var languages: PreviewLanguages?
    /// The problems of the last reading, when it failed (the models keep the fixture before it).
    var failure: [String]?
  }

  /// A previewer's model at a screen size with these characters of `fixture` (with its warnings and
  /// languages), following (made by the executable, which knows the settings and the language).
  typealias MakeState = (
    _ width: Int, _ height: Int, _ characters: BoxCharacters, _ fixture: Fixture, _ warnings: [String],
    _ languages: PreviewLanguages?
  ) -> PreviewState
  /// Makes a job's exact layouts away from the event loop and calls `done` back on it (nil when
  /// cancelled).
  typealias Settle = (_ job: SettleJob, _ ticket: Ticket, _ done: @escaping (SettledLayouts?) -> Void) -> Void

  /// Runs a model's `DrawJob` (on another thread, in the order given) and calls `done` back on the
  /// event loop with what it drew.
  typealias Draw = (_ job: DrawJob, _ done: @escaping ([Drawn]) -> Void) -> Void

  let makeState: MakeState
  let settle: Settle
  let draw: Draw
  private(set) var content: Content
  private(set) var view: SharedView?
  private(set) var followers: [Int: Follower] = [:]
  private var models: [Layout: Model] = [:]
  private var groups: [Screen: Group] = [:]
  /// The next frame's number, across every screen: a number is never given twice.
  private var nextNumber = 0
  /// The draw jobs made so far (`DrawJob.number`).
  private var jobsMade = 0
  /// Frames drawn and updates made since the start (what a step cost, for tests).
  private(set) var framesDrawn = 0
  private(set) var updatesMade = 0

  /// - Parameter draw: Where drawing is done; by default at once, on the caller's thread.
  init(
    fixture: Fixture, warnings: [String] = [], languages: PreviewLanguages? = nil,
    makeState: @escaping MakeState,
    settle: @escaping Settle,
    draw: @escaping Draw = { job, done in done(job.run()) }
  ) {
    self.content = Content(fixture: fixture, warnings: warnings, languages: languages)
    self.makeState = makeState
    self.settle = settle
    self.draw = draw
  }

  /// The followers' widths, narrowest and widest (nil with none).
  var widths: (narrowest: Int, widest: Int)? {
    let widths = models.keys.map(\.width)
    guard let narrowest = widths.min(), let widest = widths.max() else { return nil }
    return (narrowest, widest)
  }

  /// How many distinct screens are drawn each step.
  var screenCount: Int { groups.count }

  /// How many models are laid out each step (one per width, characters and notice).
  var modelCount: Int { models.count }

  /// The model a follower's screen shows, at its screen's height (for tests).
  func state(of id: Int) -> PreviewState? {
    guard let screen = followers[id]?.screen else { return nil }
    return models[Layout(screen)]?.state.viewed(height: screen.height)
  }

  /// A follower joins: its screen's group (made if new) and its first frame, sent at once.
  func add(
    _ id: Int, screen: Screen, dialect: TerminalDialect,
    deliver: @escaping (_ bytes: [UInt8], _ done: @escaping () -> Void) -> Void
  ) {
    followers[id] = Follower(screen: screen, dialect: dialect, deliver: deliver)
    join(id, screen)
    send(to: id)
  }

  /// A follower leaves (it quit, went away, or explores in a previewer of its own).
  func remove(_ id: Int) {
    guard let follower = followers.removeValue(forKey: id) else { return }
    leave(id, follower.screen)
  }

  /// A follower's terminal changed size: it moves to that screen's group and is repainted.
  func resize(_ id: Int, width: Int, height: Int) {
    guard var screen = followers[id]?.screen else { return }
    screen.width = width
    screen.height = height
    move(id, to: screen)
  }

  /// A follower pressed `key` (not one the session acts on itself): one the presenter decides makes
  /// its status bar say so, any other takes that notice away — what a follower's previewer did.
  func press(_ id: Int, _ key: Key) {
    guard var screen = followers[id]?.screen, let state = models[Layout(screen)]?.state else { return }
    screen.saysPresenterDecides = state.isDecidedByPresenter(key)
    move(id, to: screen)
  }

  /// The next update repaints the follower's whole screen (Ctrl-L).
  func repaint(_ id: Int) {
    followers[id]?.shown = nil
    send(to: id)
  }

  /// The presenter's view: each model shows it and is laid out once, each of its screens drawn
  /// once, and every follower whose screen changed is sent the difference (or gets it when its
  /// update in flight has gone).
  func show(_ view: SharedView) {
    self.view = view
    updateEveryModel(with: [.received(.view(view))])
  }

  /// The fixture file was read again: every model shows the new fixture (with its warnings, and
  /// says so in its status bar) in the language on its screen, or keeps the last good one and shows
  /// why the reading failed.
  func reload(_ reloaded: PreviewLoop.FixtureFile.Reloaded) {
    switch reloaded {
    case .loaded(let fixture, let warnings, let languages):
      content = Content(fixture: fixture, warnings: warnings, languages: languages)
      updateEveryModel(with: [.reloaded(fixture, warnings: warnings, languages: languages)])
    case .failed(let problems):
      content.failure = problems
      updateEveryModel(with: [.reloadFailed(problems)])
    }
  }

  /// Each model in turn is updated and handed to be drawn; its followers are sent their updates
  /// when it comes back, so the first followers' clients read while the rest are drawn.
  private func updateEveryModel(with messages: [PreviewState.Message]) {
    for layout in Array(models.keys) { update(layout, with: messages) }
  }

  /// Applies `messages` to a model as a previewer's loop would (then `.flush`, which starts or
  /// cancels the exact layouts the model waits for), and draws each of its screens once.
  private func update(_ layout: Layout, with messages: [PreviewState.Message]) {
    guard var model = models[layout] else { return }
    var commands: [PreviewState.Command] = []
    for message in messages + [.flush] { commands += model.state.update(message) }
    for command in commands {
      switch command {
      case .startSettling(let job):
        model.settling?.cancel()
        let ticket = Ticket()
        model.settling = ticket
        settle(job, ticket) { [weak self] settled in
          guard let self, let settled, !ticket.isCancelled, self.models[layout]?.settling === ticket else {
            return
          }
          self.models[layout]?.settling = nil
          self.update(layout, with: [.settled(settled)])
        }
      case .cancelSettling:
        model.settling?.cancel()
        model.settling = nil
      case .draw, .repaint, .quit, .reload, .send, .prepareLanguage, .cancelLanguage:
        // Every step is drawn and compared below; a follower neither quits, reloads nor sends, and
        // takes the presenter's language as it comes (only the language key prepares one).
        break
      }
    }
    models[layout] = model
    let job = drawJob(model.state, model.screens)
    guard !job.screens.isEmpty else { return }
    guard job.isSafeAwayFromTheLoop else { return install(job.run()) }
    // Drawn on the queue while the loop goes on measuring this model: with a cache of its own.
    draw(DrawJob(number: job.number, state: job.state.withOwnMeasurements(), screens: job.screens)) {
      [weak self] drawn in self?.install(drawn)
    }
  }

  /// What drawing `screens` of a model takes: each screen's frame now, and the frames its followers
  /// that are not waiting for an update show (they will want the update from there).
  private func drawJob(_ state: PreviewState, _ screens: some Sequence<Screen>) -> DrawJob {
    jobsMade += 1
    return DrawJob(
      number: jobsMade, state: state,
      screens: screens.compactMap { screen in
        guard let group = groups[screen] else { return nil }
        var updates: [UpdateKey: Frame?] = [:]
        for id in group.followers {
          guard let follower = followers[id], !follower.isSending else { continue }
          let (key, from) = follower.update(toward: screen.width, screen.height)
          updates[key] = from
        }
        return DrawJob.Screen(screen: screen, previous: group.frame, updates: updates)
      })
  }

  /// Takes drawn screens on the event loop: a frame that changed is numbered, with the updates made
  /// to it, and the screens' followers are sent what they lack. A screen gone meanwhile is passed by.
  private func install(_ drawn: [Drawn]) {
    for screen in drawn {
      guard var group = groups[screen.screen], screen.job > group.drawnBy else { continue }
      framesDrawn += 1
      group.drawnBy = screen.job
      groups[screen.screen] = group
      guard screen.frame != group.frame else { continue }
      group.frame = screen.frame
      group.number = nextNumber
      nextNumber += 1
      // Keyed by the frames the followers showed when drawing began; one that has moved on since
      // gets its update made here.
      group.updates = screen.updates
      updatesMade += screen.updates.count
      groups[screen.screen] = group
    }
    for screen in drawn {
      for id in groups[screen.screen]?.followers ?? [] { send(to: id) }
    }
  }

  /// Sends a follower the difference between what its terminal shows and its screen's frame, unless
  /// an update is on its way (it is sent when that one has gone) or it is up to date.
  private func send(to id: Int) {
    guard let follower = followers[id], !follower.isSending, let group = groups[follower.screen] else {
      return
    }
    // Up to date: it shows this frame, at this size.
    let (key, from) = follower.update(toward: group.frame.canvas.width, group.frame.canvas.height)
    guard key.from != group.number else { return }
    let bytes: [UInt8]
    if let made = group.updates[key] {
      bytes = made
    } else {
      bytes = Self.bytes(from: from, to: group.frame, dialect: follower.dialect)
      updatesMade += 1
      groups[follower.screen]?.updates[key] = bytes
    }
    followers[id]?.shown = (group.number, group.frame)
    guard !bytes.isEmpty else { return }
    followers[id]?.isSending = true
    follower.deliver(bytes) { [weak self] in
      guard let self, self.followers[id] != nil else { return }
      self.followers[id]?.isSending = false
      self.send(to: id)
    }
  }

  /// Moves a follower to another screen's group (made if new), sending it what differs.
  private func move(_ id: Int, to screen: Screen) {
    guard var follower = followers[id], screen != follower.screen else { return }
    leave(id, follower.screen)
    follower.screen = screen
    followers[id] = follower
    join(id, screen)
    send(to: id)
  }

  private func join(_ id: Int, _ screen: Screen) {
    let layout = Layout(screen)
    if models[layout] == nil {
      let state = makeState(
        screen.width, screen.height, screen.characters, content.fixture, content.warnings, content.languages)
      models[layout] = Model(state: state)
      // The model hears it as a message: `update` is the only way in.
      var messages: [PreviewState.Message] =
        (screen.saysPresenterDecides ? [.presenterDecides] : []) + [.start]
      if let failure = content.failure { messages.append(.reloadFailed(failure)) }
      if let view { messages.append(.received(.view(view))) }
      update(layout, with: messages)
    }
    if groups[screen] == nil, let state = models[layout]?.state {
      groups[screen] = Group(frame: .none, number: nextNumber, followers: [])
      nextNumber += 1
      models[layout]?.screens.insert(screen)
      // A new screen's first frame is drawn at once: its follower is sent it as it joins.
      install(drawJob(state, [screen]).run())
    }
    groups[screen]?.followers.insert(id)
  }

  private func leave(_ id: Int, _ screen: Screen) {
    groups[screen]?.followers.remove(id)
    guard groups[screen]?.followers.isEmpty == true else { return }
    groups[screen] = nil
    let layout = Layout(screen)
    models[layout]?.screens.remove(screen)
    if models[layout]?.screens.isEmpty == true {
      models[layout]?.settling?.cancel()
      models[layout] = nil
    }
  }
}
