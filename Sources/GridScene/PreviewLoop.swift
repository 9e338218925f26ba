import GridCanvas
import GridFixtures
import GridInput

/// The previewer's event loop as rules over values: a batch of events in, what to draw and whether
/// to stop out. It only feeds the previewer messages (`PreviewState.update(_:)`) and carries out the
/// commands it returns — drawing, reading the fixture file again, starting or cancelling background
/// work, sending to a presentation's server — and never writes the previewer's fields. The
/// executable only wires a terminal and the fixture file to it (`Terminal`, `FixtureFile`); the
/// tests script both.
///
/// The rules:
/// - Everything already queued is applied before one frame is drawn, so held keys skip frames; a run
///   of one key is one `.key(_, times:)` message, which the previewer applies as one action where
///   presses add up (width, text size, scrolling).
/// - Of a burst of resizes only the last is applied: the terminal already has that size, so a
///   burst costs one relayout.
/// - A quit key or a signal ends the batch at once; what came after it is not applied.
/// - Idle work — checking the watched file — runs only on an idle tick, when no input is waiting; a
///   changed file is read again (as for the `.reload` command), and a file that cannot be used keeps
///   the last good layout.
/// - What a presentation's server sent is applied at the start of each batch.
/// - Every batch ends with `.flush`: after the language prepared and the exact layouts finished in
///   the background (each applied only if the keys did not ask for another meanwhile) and their
///   progress, the previewer
///   says what work to start for what the batch changed (which cancels older work) and what to send
///   to the server — once per batch, not once per key. A settler that finishes at once (recordings)
///   has its work applied in the same batch, before the frame. A batch that quits sends, but starts
///   nothing.
/// - What a batch sends goes after its frame is drawn (`run`): a presenter's own frame comes first,
///   and the room's work for the view it sends (on the server, beside it) only then.
/// - A frame is drawn only when something on screen changed; Ctrl-L repaints every cell.
///
/// ```swift
/// var loop = PreviewLoop(state: state, fixture: .unwatched)
/// let step = loop.step([.key(.character("+")), .resize(width: 80, height: 24)])
/// step.drawing   // .changes
/// ```
public struct PreviewLoop {
  /// The fixture file as the loop sees it, as closures: reading it again, and noticing a change.
  public struct FixtureFile {
    /// What a reload gives: the fixture with its warnings (and, to show it in every language, its
    /// languages as the string files now have them; the fixture is then as read, and the previewer
    /// shows it in the language on screen), or the problems that stop it loading.
    public enum Reloaded: Sendable {
      case loaded(Fixture, warnings: [String], languages: PreviewLanguages? = nil)
      case failed([String])
    }

    /// Reads the file again; nil for the built-in demo, which has no file.
    public var reload: (() -> Reloaded)?
    /// Whether the file changed since the last call (asked on idle ticks only).
    public var hasChanged: () -> Bool

    public init(reload: (() -> Reloaded)?, hasChanged: @escaping () -> Bool) {
      self.reload = reload
      self.hasChanged = hasChanged
    }

    /// No file: the built-in demo.
    public static var unwatched: FixtureFile { FixtureFile(reload: nil, hasChanged: { false }) }
  }

  /// The terminal as the loop sees it, as closures.
  public struct Terminal {
    /// The next event, waiting at most the poll interval (then `.idle`).
    public var nextEvent: () -> InputEvent
    /// Every event already queued, without waiting.
    public var pendingEvents: () -> [InputEvent]
    /// Shows a frame; `repaint` asks for every cell to be sent again.
    public var draw: (_ frame: Canvas, _ repaint: Bool) -> Void
    /// Asks for idle ticks often (true: background work is running and may finish) or at the usual
    /// poll interval.
    public var pollOften: (Bool) -> Void

    public init(
      nextEvent: @escaping () -> InputEvent, pendingEvents: @escaping () -> [InputEvent],
      draw: @escaping (_ frame: Canvas, _ repaint: Bool) -> Void,
      pollOften: @escaping (Bool) -> Void = { _ in }
    ) {
      self.nextEvent = nextEvent
      self.pendingEvents = pendingEvents
      self.draw = draw
      self.pollOften = pollOften
    }
  }

  /// Where background work is done, as closures: starting a job (which cancels the one running),
  /// cancelling, taking finished output (once), and how far the running job is. The exact layouts
  /// of a large fixture are made by a `Settler`, a language is prepared by a `Preparer`.
  public struct Worker<Job: BackgroundJob> {
    public var start: (Job) -> Void
    public var cancel: () -> Void
    public var takeFinished: () -> Job.Output?
    public var progress: () -> Double?
    /// Whether a job has finished by the time `start` returns: the loop then applies it in the same
    /// step, so no frame ever shows an estimate or the language before (`beforeEachFrame()`).
    public var finishesAtOnce: Bool

    public init(
      start: @escaping (Job) -> Void, cancel: @escaping () -> Void,
      takeFinished: @escaping () -> Job.Output?, progress: @escaping () -> Double?,
      finishesAtOnce: Bool = false
    ) {
      self.start = start
      self.cancel = cancel
      self.takeFinished = takeFinished
      self.progress = progress
      self.finishesAtOnce = finishesAtOnce
    }

    /// On a background thread of its own (`BackgroundWorker`); `progress` says 0 until a job has
    /// run `quietFor`.
    public static func background(label: String, quietFor: Duration = .zero) -> Self {
      let worker = BackgroundWorker<Job>(label: label, quietFor: quietFor)
      return Self(
        start: worker.start, cancel: worker.cancel, takeFinished: worker.takeFinished,
        progress: { worker.progress })
    }

    /// On the loop's own thread, when the finished output is asked for: the job started last runs
    /// then (for tests, and for a previewer that must not start threads).
    public static func inline() -> Self {
      let pending = Held<Job>()
      return Self(
        start: { pending.value = $0 }, cancel: { pending.value = nil },
        takeFinished: {
          defer { pending.value = nil }
          return pending.value?.run(progress: { _ in }, isCancelled: { false })
        },
        progress: { pending.value == nil ? nil : 0 })
    }

    /// On the loop's own thread, at once: every step waits for the work its keys asked for before
    /// its frame, so each frame is final and the frames depend on the keys alone, not on how fast
    /// the machine is (`record` and `preview --record`).
    public static func beforeEachFrame() -> Self {
      let finished = Held<Job.Output>()
      return Self(
        start: { finished.value = $0.run(progress: { _ in }, isCancelled: { false }) },
        cancel: { finished.value = nil },
        takeFinished: {
          defer { finished.value = nil }
          return finished.value
        },
        progress: { nil }, finishesAtOnce: true)
    }
  }

  /// Where the exact layouts of a large fixture are made (`PreviewState.Command.startSettling`).
  public typealias Settler = Worker<SettleJob>
  /// Where a language of a large fixture is prepared (`PreviewState.Command.prepareLanguage`).
  public typealias Preparer = Worker<LanguageJob>

  /// The link to a presentation's server (`serve --present`), as closures: messages that arrived,
  /// and sending one. Everything that arrived is applied at the start of each batch; after it, a
  /// presenter sends its `SharedView` if it changed and a viewer says whether it follows if that
  /// changed (`PreviewState.Command.send`). The terminal wakes the loop (an idle tick) when a
  /// message arrives.
  public struct Link {
    /// Every message that arrived since the last call, without waiting.
    public var receive: () -> [ShareMessage]
    public var send: (ShareMessage) -> Void

    public init(receive: @escaping () -> [ShareMessage], send: @escaping (ShareMessage) -> Void) {
      self.receive = receive
      self.send = send
    }
  }

  /// What one batch of events asks of the screen and the process.
  public struct Step: Equatable, Sendable {
    public enum Drawing: Equatable, Sendable {
      case none
      /// Draw the frame; the terminal sends only what changed.
      case changes
      /// Send every cell again (Ctrl-L).
      case everything
    }

    public var drawing: Drawing
    /// Set when the previewer must stop: 0 for a quit key, 128 + the number for a signal.
    public var exitStatus: Int32?

    public init(drawing: Drawing, exitStatus: Int32?) {
      self.drawing = drawing
      self.exitStatus = exitStatus
    }
  }

  /// The previewer: the loop feeds it messages (`update(_:)`) and carries out the commands it
  /// returns, and never writes its fields.
  public private(set) var state: PreviewState
  private let fixture: FixtureFile
  private let link: Link?
  private let settler: Settler
  private let preparer: Preparer
  /// What the batch being applied will send to the presentation's server, held until its frame is
  /// drawn (`sendHeld()`).
  private var outbox: [ShareMessage] = []

  /// - Parameters:
  ///   - link: The presentation this previewer presents or watches (its `state.sharing` says which),
  ///     if any.
  ///   - settler: Where the exact layouts of a large fixture are made while the screen shows what
  ///     it has (`PreviewState.Command.startSettling`).
  ///   - preparer: Where a language of a large fixture is prepared while the screen shows the one
  ///     before (`PreviewState.Command.prepareLanguage`).
  public init(
    state: PreviewState, fixture: FixtureFile, link: Link? = nil, settler: Settler = .inline(),
    preparer: Preparer = .inline()
  ) {
    self.state = state
    self.fixture = fixture
    self.link = link
    self.settler = settler
    self.preparer = preparer
    var drawing = Step.Drawing.none
    _ = carry(self.state.update(.start), into: &drawing)
    if settler.finishesAtOnce { takeSettled(into: &drawing) }
  }

  /// Carries out the previewer's commands in order, noting what the frame needs; false after a quit
  /// (the commands after it are not carried out).
  private mutating func carry(_ commands: [PreviewState.Command], into drawing: inout Step.Drawing) -> Bool {
    for command in commands {
      switch command {
      case .draw: drawing.need(.changes)
      case .repaint: drawing.need(.everything)
      case .quit: return false
      case .reload: _ = carry(state.update(reload()), into: &drawing)
      case .startSettling(let job): settler.start(job)
      case .cancelSettling: settler.cancel()
      case .prepareLanguage(let job): preparer.start(job)
      case .cancelLanguage: preparer.cancel()
      case .send(let message): outbox.append(message)
      }
    }
    return true
  }

  /// Hands the previewer the language the preparer has made and the exact layouts the settler has
  /// made (a language first: its layouts are what the screen then waits for), and how far each
  /// running job is.
  private mutating func takeSettled(into drawing: inout Step.Drawing) {
    if let prepared = preparer.takeFinished() {
      _ = carry(state.update(.languagePrepared(prepared)), into: &drawing)
    }
    _ = carry(state.update(.languageProgress(preparer.progress())), into: &drawing)
    if let settled = settler.takeFinished() {
      _ = carry(state.update(.settled(settled)), into: &drawing)
    }
    _ = carry(state.update(.settleProgress(settler.progress())), into: &drawing)
  }

  /// Ends a batch: starts or cancels background work for what the batch changed (a settler that
  /// finishes at once has its work applied now, before the frame), and sends what a presentation
  /// must hear.
  private mutating func flush(into drawing: inout Step.Drawing) {
    _ = carry(state.update(.flush), into: &drawing)
    if preparer.finishesAtOnce || settler.finishesAtOnce {
      takeSettled(into: &drawing)
      // A language made at once asks for its layouts: made at once too, before the frame.
      if settler.finishesAtOnce {
        _ = carry(state.update(.flush), into: &drawing)
        takeSettled(into: &drawing)
      }
    }
  }

  /// Ends a batch that stops the previewer: only the messages to a presentation go, at once (no new
  /// work starts for a previewer that is about to end, and no frame is drawn).
  private mutating func flushOnExit() {
    for case .send(let message) in state.update(.flush) { outbox.append(message) }
    sendHeld()
  }

  /// Sends the presentation's server what the batches applied so far held for it, in order.
  private mutating func sendHeld() {
    guard !outbox.isEmpty else { return }
    let messages = outbox
    outbox = []
    for message in messages { link?.send(message) }
  }

  /// Applies one batch of events, in order, sends what a presentation must hear, and says what the
  /// frame needs (`run` draws the frame before it sends).
  public mutating func step(_ events: [InputEvent]) -> Step {
    let step = apply(events)
    sendHeld()
    return step
  }

  /// Applies one batch of events, in order, holding what it sends (`sendHeld()`), and says what the
  /// frame needs.
  private mutating func apply(_ events: [InputEvent]) -> Step {
    var drawing = Step.Drawing.none
    let lastResize = events.lastIndex { if case .resize = $0 { true } else { false } }
    let hasInput = events.contains { $0 != .idle }
    for message in link?.receive() ?? [] {
      _ = carry(state.update(.received(message)), into: &drawing)
    }
    var skip = 0
    for (index, event) in events.enumerated() {
      if skip > 0 {
        skip -= 1
        continue
      }
      let commands: [PreviewState.Command]
      switch event {
      case .key(let key):
        // A run of the same key (a held key) is applied as one press where presses add up.
        let run = events[index...].prefix { $0 == event }.count
        skip = run - 1
        commands = state.update(.key(key, times: run))
      case .mouse(let mouse):
        commands = state.update(.mouse(mouse))
      case .resize(let width, let height):
        guard index == lastResize else { continue }
        commands = state.update(.resize(width: width, height: height))
      case .signal(let number):
        flushOnExit()
        return Step(drawing: .none, exitStatus: 128 + number)
      case .idle:
        guard !hasInput, fixture.hasChanged() else { continue }
        commands = [.reload]
      }
      guard carry(commands, into: &drawing) else {
        flushOnExit()
        return Step(drawing: .none, exitStatus: 0)
      }
    }
    // Exact layouts made in the background go in after the keys (a key may have asked for others),
    // and new work starts for what the keys changed.
    takeSettled(into: &drawing)
    flush(into: &drawing)
    return Step(drawing: drawing, exitStatus: nil)
  }

  /// Reads the fixture again: the message that answers `Command.reload`.
  private func reload() -> PreviewState.Message {
    guard let reload = fixture.reload else { return .nothingToReload }
    // What is read now must not be read again on the next idle tick.
    _ = fixture.hasChanged()
    switch reload() {
    case .loaded(let fixture, let warnings, let languages):
      return .reloaded(fixture, warnings: warnings, languages: languages)
    case .failed(let problems): return .reloadFailed(problems)
    }
  }

  /// Runs until the person quits or a signal ends it: draws the first frame, then takes each batch
  /// of events (everything queued when the loop wakes) and draws at most one frame for it. What a
  /// batch sends to a presentation's server goes once its frame is drawn: a presenter's view would
  /// otherwise set the server drawing for the whole room, on the same cores, while the presenter
  /// draws its own frame.
  ///
  /// - Returns: The exit status: 0, or 128 + a signal's number.
  public mutating func run(on terminal: Terminal, theme: Theme) -> Int32 {
    var drawing = Step.Drawing.none
    flush(into: &drawing)
    terminal.draw(state.frame(theme: theme, characters: state.characters), false)
    sendHeld()
    while true {
      terminal.pollOften(state.isWaitingForBackgroundWork)
      let first = terminal.nextEvent()
      let events = first == .idle ? [first] : [first] + terminal.pendingEvents()
      let step = apply(events)
      if step.drawing != .none {
        terminal.draw(state.frame(theme: theme, characters: state.characters), step.drawing == .everything)
      }
      sendHeld()
      if let status = step.exitStatus { return status }
    }
  }
}

extension PreviewLoop.Step.Drawing {
  /// Asks for at least `more`: every cell again wins over the changes.
  fileprivate mutating func need(_ more: Self) {
    if more == .everything || self == .none { self = more }
  }
}

/// A value a worker on the loop's own thread keeps between its closures (`Worker.inline()`,
/// `Worker.beforeEachFrame()`): only that thread touches it.
private final class Held<Value>: @unchecked Sendable {
  var value: Value?
}
