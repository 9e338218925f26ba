import GridFixtures
import GridInput

extension PreviewState {
  /// Everything that can happen to a previewer: what a person does, what the terminal says, what
  /// background work and the fixture file deliver, and what a presentation's server sends. The one
  /// way in is `update(_:)`.
  public enum Message: Sendable {
    /// A key, pressed `times` times in a row (a held key's burst: one action where presses add up).
    case key(Key, times: Int = 1)
    case mouse(MouseEvent)
    /// The terminal's new size (of a burst of resizes, the last).
    case resize(width: Int, height: Int)
    /// An action without the key that asks for it.
    case action(PreviewAction)
    /// Exact layouts made in the background (`Command.startSettling`); applied only if the screen
    /// still waits for them.
    case settled(SettledLayouts)
    /// How far the background work is (0…1, nil when none runs); the status bar shows tenths.
    case settleProgress(Double?)
    /// A language prepared in the background (`Command.prepareLanguage`); shown only if the
    /// previewer still waits for it.
    case languagePrepared(PreparedLanguage)
    /// How far the language being prepared is (0…1; 0 while there is no figure yet, nil when
    /// nothing runs); the status bar shows it in tenths.
    case languageProgress(Double?)
    /// The fixture file read again (`Command.reload`), with its warnings. With `languages` (the
    /// fixture's languages as its string files now have them) the fixture is as read and the previewer
    /// shows it in its language through them; without, it is shown as it is.
    case reloaded(Fixture, warnings: [String] = [], languages: PreviewLanguages? = nil)
    /// The fixture file read again but unusable: why.
    case reloadFailed([String])
    /// A reload was asked for, but the fixture is the built-in demo, which has no file.
    case nothingToReload
    /// A message from the presentation's server (`serve --present`).
    case received(ShareMessage)
    /// A follower pressed a key the presenter decides (the room checks the key itself,
    /// `isDecidedByPresenter(_:)`): the status bar says so until the next key.
    case presenterDecides
    /// Once, before the first frame: starts the background work the first layouts need.
    case start
    /// The end of a batch of messages: starts or cancels background work for what the batch changed,
    /// and sends what a presentation must hear (once each, and only what changed since last sent).
    case flush
  }

  /// What the runtime carries out for the previewer: `update(_:)` returns them in order.
  public enum Command: Sendable {
    /// Something on screen changed: draw the frame (the terminal sends only what changed).
    case draw
    /// Send every cell again (Ctrl-L).
    case repaint
    case quit
    /// Read the fixture file again and answer `.reloaded`, `.reloadFailed` or `.nothingToReload`.
    case reload
    /// Make these exact layouts in the background (cancelling any job running) and answer with
    /// `.settled` and `.settleProgress`.
    case startSettling(SettleJob)
    /// Stop the background work: nothing on screen waits for it any more.
    case cancelSettling
    /// Resolve the fixture in a language in the background (cancelling any such job running) and
    /// answer with `.languagePrepared` and `.languageProgress`.
    case prepareLanguage(LanguageJob)
    /// Stop preparing a language: the screen no longer waits for it.
    case cancelLanguage
    /// Send a message to the presentation's server.
    case send(ShareMessage)
  }

  /// Applies a message and says what the runtime must do: the previewer's one way in.
  ///
  /// A key, mouse event or action returns `.draw` exactly when something on screen changed, so one
  /// that changes nothing costs nothing; a resize and a reload's answer always draw.
  public mutating func update(_ message: Message) -> [Command] {
    switch message {
    case .key(let key, let times): return handle(key, times: times)
    case .mouse(let mouse): return handle(mouse)
    case .resize(let width, let height):
      resize(width: width, height: height)
      return [.draw]
    case .action(let action): return perform(action)
    case .settled(let settled): return apply(settled)
    case .settleProgress(let share):
      // Tenths: a frame for each, not for every cell measured.
      return layouts.takeProgress(share) ? [.draw] : []
    case .languagePrepared(let prepared): return languagePrepared(prepared)
    case .languageProgress(let share): return languages.takeProgress(share) ? [.draw] : []
    case .reloaded(let fixture, let warnings, let languages):
      replaceFixture(fixture, warnings: warnings, languages: languages)
      return [.draw]
    case .reloadFailed(let problems):
      reloadFailed(problems)
      return [.draw]
    case .nothingToReload:
      // Not an error: nothing is wrong, and the message goes with the next key.
      notices.say("the built-in demo has no file to reload")
      return [.draw]
    case .received(let message): return receive(message)
    case .presenterDecides:
      sayPresenterDecides()
      return [.draw]
    case .start: return languages.preparationCommands() + layouts.settleCommands(fixture: scene.fixture)
    case .flush:
      return languages.preparationCommands() + layouts.settleCommands(fixture: scene.fixture)
        + shareMessages().map(Command.send)
    }
  }

  /// Whether the screen waits for exact layouts made in the background.
  public var isWaitingForExactLayouts: Bool { layouts.waitingFor != nil }

  /// Whether the screen waits for a language prepared in the background.
  public var isPreparingLanguage: Bool { languages.pending != nil }

  /// Whether the screen waits for background work (the runtime then looks for it often).
  public var isWaitingForBackgroundWork: Bool { isWaitingForExactLayouts || isPreparingLanguage }
}

extension PreviewState.Command: Equatable {
  /// Jobs are equal when they make the layouts for the same key: the key names the fixture's
  /// revision, and comparing the fixtures themselves could take a million items.
  public static func == (a: Self, b: Self) -> Bool {
    switch (a, b) {
    case (.draw, .draw), (.repaint, .repaint), (.quit, .quit), (.reload, .reload),
      (.cancelSettling, .cancelSettling), (.cancelLanguage, .cancelLanguage):
      true
    case (.startSettling(let x), .startSettling(let y)): x.key == y.key
    case (.prepareLanguage(let x), .prepareLanguage(let y)): x.code == y.code && x.request == y.request
    case (.send(let x), .send(let y)): x == y
    default: false
    }
  }
}
