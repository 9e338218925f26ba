import GridCanvas
import GridFixtures
import GridInput
import GridScene
import Synchronization

/// Presenter mode's followers served from the server process (`serve --present`): one model of the
/// presentation per distinct screen — size, theme and box characters — laid out and drawn once per
/// step and shared by every follower with that screen, and each follower's terminal brought up to
/// date from the frame it last received (`ScreenUpdate`), the bytes shared by every follower that
/// was at the same frame.
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
  struct Screen: Hashable {
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

  /// A follower: its screen, its terminal's dialect, the frame its terminal shows, and how an
  /// update reaches it (`deliver` calls its completion once the bytes have gone).
  struct Follower {
    var screen: Screen
    let dialect: TerminalDialect
    var shown: (screen: Screen, number: Int, canvas: Canvas)?
    var isSending = false
    let deliver: (_ bytes: [UInt8], _ done: @escaping () -> Void) -> Void
  }

  /// The model of the presentation at one screen and its latest frame (numbered, so followers at
  /// the same frame share an update), with the updates already made from earlier frames, and the
  /// exact layouts being made for it, if any.
  struct Group {
    var state: PreviewState
    var frame: Canvas
    var number: Int
    var followers: Set<Int>
    var updates: [UpdateKey: [UInt8]] = [:]
    var settling: Ticket?
  }

  struct UpdateKey: Hashable {
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

  let makeState: MakeState
  let settle: Settle
  private(set) var content: Content
  private(set) var view: SharedView?
  private(set) var followers: [Int: Follower] = [:]
  private var groups: [Screen: Group] = [:]
  /// The next frame's number, across every screen: a number is never given twice.
  private var nextNumber = 0
  /// Frames drawn and updates made since the start (what a step cost, for tests).
  private(set) var framesDrawn = 0
  private(set) var updatesMade = 0

  init(
    fixture: Fixture, warnings: [String] = [], languages: PreviewLanguages? = nil,
    makeState: @escaping MakeState,
    settle: @escaping Settle
  ) {
    self.content = Content(fixture: fixture, warnings: warnings, languages: languages)
    self.makeState = makeState
    self.settle = settle
  }

  /// The followers' widths, narrowest and widest (nil with none).
  var widths: (narrowest: Int, widest: Int)? {
    let widths = groups.keys.map(\.width)
    guard let narrowest = widths.min(), let widest = widths.max() else { return nil }
    return (narrowest, widest)
  }

  /// How many distinct screens are drawn each step.
  var screenCount: Int { groups.count }

  /// The model a follower's screen shows (for tests).
  func state(of id: Int) -> PreviewState? {
    followers[id].flatMap { groups[$0.screen]?.state }
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
    guard var screen = followers[id]?.screen, let state = groups[screen]?.state else { return }
    screen.saysPresenterDecides = state.isDecidedByPresenter(key)
    move(id, to: screen)
  }

  /// The next update repaints the follower's whole screen (Ctrl-L).
  func repaint(_ id: Int) {
    followers[id]?.shown = nil
    send(to: id)
  }

  /// The presenter's view: each screen's model shows it and draws once, and every follower whose
  /// screen changed is sent the difference (or gets it when its update in flight has gone).
  func show(_ view: SharedView) {
    self.view = view
    updateEveryGroup(with: [.received(.view(view))])
  }

  /// The fixture file was read again: every model shows the new fixture (with its warnings, and
  /// says so in its status bar) in the language on its screen, or keeps the last good one and shows
  /// why the reading failed.
  func reload(_ reloaded: PreviewLoop.FixtureFile.Reloaded) {
    switch reloaded {
    case .loaded(let fixture, let warnings, let languages):
      content = Content(fixture: fixture, warnings: warnings, languages: languages)
      updateEveryGroup(with: [.reloaded(fixture, warnings: warnings, languages: languages)])
    case .failed(let problems):
      content.failure = problems
      updateEveryGroup(with: [.reloadFailed(problems)])
    }
  }

  private func updateEveryGroup(with messages: [PreviewState.Message]) {
    for screen in Array(groups.keys) { update(screen, with: messages) }
    for id in followers.keys { send(to: id) }
  }

  /// Applies `messages` to a screen's model as a previewer's loop would (then `.flush`, which
  /// starts or cancels the exact layouts the model waits for), and draws its frame once.
  private func update(_ screen: Screen, with messages: [PreviewState.Message]) {
    guard var group = groups[screen] else { return }
    var commands: [PreviewState.Command] = []
    for message in messages + [.flush] { commands += group.state.update(message) }
    for command in commands {
      switch command {
      case .startSettling(let job):
        group.settling?.cancel()
        let ticket = Ticket()
        group.settling = ticket
        settle(job, ticket) { [weak self] settled in
          guard let self, let settled, !ticket.isCancelled, self.groups[screen]?.settling === ticket else {
            return
          }
          self.groups[screen]?.settling = nil
          self.update(screen, with: [.settled(settled)])
          for id in self.groups[screen]?.followers ?? [] { self.send(to: id) }
        }
      case .cancelSettling:
        group.settling?.cancel()
        group.settling = nil
      case .draw, .repaint, .quit, .reload, .send:
        // Every step is drawn and compared below; a follower neither quits, reloads nor sends.
        break
      }
    }
    let frame = group.state.frame(theme: screen.theme, characters: screen.characters)
    framesDrawn += 1
    if frame != group.frame {
      group.frame = frame
      group.number = nextNumber
      nextNumber += 1
      group.updates.removeAll()
    }
    groups[screen] = group
  }

  /// Sends a follower the difference between what its terminal shows and its screen's frame, unless
  /// an update is on its way (it is sent when that one has gone) or it is up to date.
  private func send(to id: Int) {
    guard let follower = followers[id], !follower.isSending, let group = groups[follower.screen] else {
      return
    }
    let shown = follower.shown
    guard
      shown?.canvas.width != group.frame.width || shown?.canvas.height != group.frame.height
        || shown?.number != group.number
    else { return }
    // A follower that last saw a screen of another size (it resized) is repainted whole.
    let sameSize = shown?.canvas.width == group.frame.width && shown?.canvas.height == group.frame.height
    let from = sameSize ? shown?.number : nil
    let key = UpdateKey(from: from, dialect: follower.dialect)
    let bytes: [UInt8]
    if let made = group.updates[key] {
      bytes = made
    } else {
      bytes = ScreenUpdate.bytes(
        from: from == nil ? nil : shown?.canvas, to: group.frame, dialect: follower.dialect)
      updatesMade += 1
      groups[follower.screen]?.updates[key] = bytes
    }
    followers[id]?.shown = (follower.screen, group.number, group.frame)
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
    if groups[screen] == nil {
      var state = makeState(
        screen.width, screen.height, screen.characters, content.fixture, content.warnings, content.languages)
      if screen.saysPresenterDecides { state.sayPresenterDecides() }
      groups[screen] = Group(
        state: state, frame: Canvas(width: 0, height: 0), number: nextNumber, followers: [])
      nextNumber += 1
      var messages: [PreviewState.Message] = [.start]
      if let failure = content.failure { messages.append(.reloadFailed(failure)) }
      if let view { messages.append(.received(.view(view))) }
      update(screen, with: messages)
    }
    groups[screen]?.followers.insert(id)
  }

  private func leave(_ id: Int, _ screen: Screen) {
    groups[screen]?.followers.remove(id)
    if groups[screen]?.followers.isEmpty == true {
      groups[screen]?.settling?.cancel()
      groups[screen] = nil
    }
  }
}
