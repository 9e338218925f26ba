import GridFixtures
import GridInput
import GridLayout
import GridScene
import Testing

/// The language key on a fixture too large to resolve while a person waits (more than
/// `exactItemLimit` items; here 2 of `threeLanguages`' 4): the language is prepared in the
/// background (`Command.prepareLanguage`), the one on screen stays and keys are answered meanwhile,
/// and the view changes when it is ready (`Message.languagePrepared`).
@Suite struct LanguagePreparationTests {
  /// The previewer of `threeLanguages` (English) with a limit below its item count.
  static func large(sharing: Sharing = .alone) -> PreviewState {
    languageState(sharing: sharing, exactItemLimit: 2)
  }

  /// The language jobs among `commands`.
  static func jobs(_ commands: [PreviewState.Command]) -> [LanguageJob] {
    commands.compactMap { if case .prepareLanguage(let job) = $0 { job } else { nil } }
  }

  @Test func theLanguageIsPreparedInTheBackgroundWhileKeysAreAnswered() throws {
    var state = Self.large()
    #expect(state.update(.key(.character("a"))) == [.draw])
    #expect(state.language == "en", "the language on screen stays until the new one is ready")
    #expect(state.scene.fixture.sections[0].items[0].text == "Settings")
    #expect(state.isPreparingLanguage && state.isWaitingForBackgroundWork)
    #expect(state.statusBar.preparing == "preparing de…")
    #expect(state.message == nil, "the status bar's part says it")
    let job = try #require(Self.jobs(state.update(.flush)).first)
    #expect(job.code == "de")
    #expect(Self.jobs(state.update(.flush)).isEmpty, "asked for once")
    // Keys are answered on the language on screen meanwhile.
    let size = state.settings.category
    #expect(state.update(.key(.character("+"))) == [.draw])
    #expect(state.settings.category != size)
    #expect(state.statusBar.preparing == "preparing de…", "still preparing")
    let prepared = try #require(job.run())
    #expect(state.update(.languagePrepared(prepared)) == [.draw])
    #expect(state.language == "de")
    #expect(state.scene.fixture.sections[0].items[0].text == "Einstellungen")
    #expect(state.statusBar.preparing == nil)
    #expect(state.message?.text == "language de")
    #expect(!state.isPreparingLanguage)
    #expect(state.update(.flush).allSatisfy { if case .cancelLanguage = $0 { false } else { true } })
  }

  /// Progress is shown in tenths once the runtime gives a figure (after a second); 0 is no figure.
  @Test func theStatusBarSaysHowFarOnceThereIsAFigure() {
    var state = Self.large()
    state.press(.character("a"))
    #expect(state.update(.languageProgress(0)) == [])
    #expect(state.statusBar.preparing == "preparing de…")
    #expect(state.update(.languageProgress(0.42)) == [.draw])
    #expect(state.statusBar.preparing == "preparing de 40%")
    #expect(state.update(.languageProgress(0.47)) == [], "the same tenth")
    #expect(state.frame(theme: .monochrome, characters: .square).text.contains("preparing de 40%"))
  }

  /// A second switch replaces the first: it goes on from the language being prepared, and the
  /// first one's result, arriving late, is not shown.
  @Test func aSecondSwitchCancelsTheFirst() throws {
    var state = Self.large()
    state.press(.character("a"))
    let first = try #require(Self.jobs(state.update(.flush)).first)
    state.press(.character("a"))
    #expect(state.statusBar.preparing == "preparing ar…")
    let second = try #require(Self.jobs(state.update(.flush)).first)
    #expect(second.code == "ar" && second.request != first.request)
    #expect(state.update(.languagePrepared(try #require(first.run()))) == [])
    #expect(state.language == "en")
    #expect(state.update(.languagePrepared(try #require(second.run()))) == [.draw])
    #expect(state.language == "ar")
    #expect(state.settings.direction == .rtl)
  }

  /// Switching back to the language on screen stops the preparation.
  @Test func switchingBackToTheLanguageShownStopsIt() {
    var state = Self.large()
    state.press(.character("a"))
    _ = state.update(.flush)
    state.press(.character("A"))
    #expect(!state.isPreparingLanguage)
    #expect(state.message?.text == "language en, as before")
    #expect(state.update(.flush).contains(.cancelLanguage))
  }

  /// A presenter sends the language once it is shown, not while it is prepared.
  @Test func aPresenterSendsTheLanguageOnceReady() throws {
    var state = Self.large(sharing: .presenter)
    _ = state.update(.flush)
    state.press(.character("a"))
    let commands = state.update(.flush)
    let job = try #require(Self.jobs(commands).first)
    for case .send(.view(let view)) in commands { #expect(view.language == "en") }
    _ = state.update(.languagePrepared(try #require(job.run())))
    let sent = state.update(.flush).compactMap { if case .send(.view(let view)) = $0 { view } else { nil } }
    #expect(sent.map(\.language) == ["de"])
  }

  /// `n` after a switch goes to the text shown: the last search is made again in the language.
  @Test(arguments: [2, 10_000])
  func searchFollowsTheLanguageShown(limit: Int) throws {
    var state = languageState(exactItemLimit: limit)
    state.press(.character("/"))
    for character in "Abhol" { state.press(.character(character)) }
    state.press(.enter)
    #expect(state.search?.matches.isEmpty == true, "no English text has it")
    state.press(.character("a"))
    if let job = Self.jobs(state.update(.flush)).first {
      _ = state.update(.languagePrepared(try #require(job.run())))
    }
    #expect(state.language == "de")
    state.press(.character("n"))
    #expect(state.search?.matches.count == 1)
    #expect(state.selection == Selection(kind: .cell, path: ItemPath(section: 0, item: 2)))
  }

  /// A reload while a language is prepared prepares it again from the new string files.
  @Test func aReloadPreparesTheLanguageAgain() throws {
    var state = Self.large()
    state.press(.character("a"))
    let first = try #require(Self.jobs(state.update(.flush)).first)
    let (languages, english, _, _) = threeLanguages()
    _ = state.update(.reloaded(english, languages: languages))
    let again = try #require(Self.jobs(state.update(.flush)).first)
    #expect(again.code == "de" && again.request != first.request)
    #expect(state.update(.languagePrepared(try #require(first.run()))) == [])
    #expect(state.update(.languagePrepared(try #require(again.run()))) == [.draw])
    #expect(state.language == "de")
  }

  /// The event loop carries it out: the job starts at the end of the batch and its result is
  /// applied on a later one; the frames between show the language before.
  @Test func theLoopAppliesThePreparedLanguageOnALaterBatch() {
    var loop = PreviewLoop(state: Self.large(), fixture: .unwatched)
    _ = loop.step([.key(.character("a"))])
    #expect(loop.state.language == "en")
    #expect(loop.state.isPreparingLanguage)
    let step = loop.step([.idle])
    #expect(step.drawing == .changes)
    #expect(loop.state.language == "de")
    #expect(!loop.state.isPreparingLanguage)
  }

  /// Recording (`beforeEachFrame`): the language is on the very frame of the key.
  @Test func aRecordingShowsTheLanguageOnTheKeysFrame() {
    var loop = PreviewLoop(
      state: Self.large(), fixture: .unwatched, settler: .beforeEachFrame(), preparer: .beforeEachFrame())
    _ = loop.step([.key(.character("a"))])
    #expect(loop.state.language == "de")
    #expect(!loop.state.isWaitingForBackgroundWork)
  }
}
