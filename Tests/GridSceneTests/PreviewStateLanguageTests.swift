import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridScene
import GridText
import Testing

/// The language key (`a`, `A`), the direction a language brings, and a reload that changes the
/// string files, driven through `update` with plain languages (`threeLanguages`: en, de, ar).
@Suite struct PreviewStateLanguageTests {
  @Test func theLanguageKeyStepsThroughTheLanguagesRoundAndBack() {
    var state = languageState()
    #expect(state.language == "en")
    #expect(state.statusBar.language == "en")
    #expect(state.update(.key(.character("a"))) == [.draw])
    #expect(state.language == "de")
    #expect(state.scene.fixture.sections[0].items[0].text == "Einstellungen")
    #expect(state.statusBar.language == "de")
    #expect(state.message?.text == "language de")
    #expect(state.frame(theme: .monochrome, characters: .square).text.contains("Einstellungen"))
    state.press(.character("a"))
    #expect(state.language == "ar")
    state.press(.character("a"))
    #expect(state.language == "en", "round to the first")
    state.press(.character("A"))
    #expect(state.language == "ar", "and back the other way")
    #expect(state.scene.fixture.sections[0].header == "اليوم")
  }

  /// Arabic mirrors the layout; German after it un-mirrors, since the mirroring came from the language.
  @Test func aRightToLeftLanguageMirrorsAndTheNextUnmirrors() throws {
    var state = languageState(width: 60)
    let leading = try #require(state.frame(ofItem: 0, 0))
    state.press(.character("A"))
    #expect(state.language == "ar")
    #expect(state.settings.direction == .rtl)
    #expect(state.message?.text == "language ar, right to left")
    #expect(state.statusBar.layoutName == "grid RTL")
    let mirrored = try #require(state.frame(ofItem: 0, 0))
    #expect(mirrored.x == 60 - leading.x - leading.width)
    state.press(.character("A"))
    #expect(state.language == "de")
    #expect(state.settings.direction == .ltr)
    #expect(state.message?.text == "language de, left to right")
    #expect(state.frame(ofItem: 0, 0)?.x == leading.x)
  }

  /// With `--direction`, or a fixture that says `rtl`, the language does not change the direction.
  @Test func aDirectionDecidedElsewhereStays() {
    var state = languageState(setsDirection: false)
    state.press(.character("A"))
    #expect(state.language == "ar")
    #expect(state.settings.direction == .ltr)
    #expect(state.message?.text == "language ar")
    var rtl = SceneSettings()
    rtl.direction = .rtl
    var mirrored = languageState(setsDirection: false, settings: rtl)
    mirrored.press(.character("a"))
    #expect(mirrored.language == "de" && mirrored.settings.direction == .rtl)
  }

  /// `R` flips the direction of the language on screen; the next language brings its own.
  @Test func theNextLanguageBringsItsOwnDirectionAfterR() {
    var state = languageState()
    state.press(.character("R"))
    #expect(state.settings.direction == .rtl)
    state.press(.character("a"))
    #expect(state.language == "de" && state.settings.direction == .ltr)
  }

  /// A held key's presses add up: one fixture asked for and one layout for the burst.
  @Test func aHeldLanguageKeyIsOneSwitch() {
    let calls = LanguageCalls()
    var state = languageState(calls: calls)
    let before = state.relayoutCount
    #expect(state.update(.key(.character("a"), times: 2)) == [.draw])
    #expect(state.language == "ar")
    #expect(calls.fixtures == 1)
    #expect(state.relayoutCount == before + 1)
  }

  /// Every language has the same items: the selection and the element at the top stay.
  @Test func theSelectionAndTheTopElementStayThroughASwitch() throws {
    let english = longFixture(count: 60)
    var doubled = english
    for s in doubled.sections.indices {
      for i in doubled.sections[s].items.indices {
        doubled.sections[s].items[i].text += " " + doubled.sections[s].items[i].text
      }
    }
    let languages = fixtureLanguages([("en", .ltr, english), ("pseudo-double", .ltr, doubled)])
    var state = PreviewState(
      scene: Scene(fixture: english), settings: SceneSettings(), terminalSize: (80, 24), languages: languages,
      language: "en", languageSetsDirection: true)
    state.scroll(toRow: 30)
    _ = state.update(.key(.enter))
    let selected = try #require(state.selection)
    let top = try #require(state.sharedView.top)
    state.press(.character("a"))
    #expect(state.language == "pseudo-double")
    #expect(state.selection == selected)
    #expect(state.sharedView.top?.kind == top.kind && state.sharedView.top?.path == top.path)
    #expect(state.contentHeight > english.sections.count, "laid out in the longer language")
  }

  @Test func withoutLanguagesTheKeysSaySo() {
    var state = demoState()
    #expect(state.update(.key(.character("a"))) == [.draw])
    #expect(state.message?.text == "no other language to show")
    _ = state.update(.key(.character("T")))
    #expect(state.panel == nil)
    #expect(state.statusBar.language == nil)
    #expect(state.language == "")
  }

  /// The code comes from the string files' names: the status bar shows it escaped.
  @Test func theStatusBarShowsTheCodeEscaped() {
    let languages = fixtureLanguages([("en", .ltr, .demo), ("x\u{1B}[31m\u{202E}", .ltr, .demo)])
    var state = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (120, 30), languages: languages,
      language: "en")
    state.press(.character("a"))
    #expect(state.statusBar.language == "x\\u001B[31m\\u202E")
    let row = state.frame(theme: .monochrome, characters: .square).row(29)
    #expect(row.contains("x\\u001B[31m\\u202E"))
  }

  /// The language goes after the layout's name, before the width, the columns and the text size.
  @Test func theStatusBarKeepsTheLanguageLongerThanTheLayoutName() {
    let bar = StatusBar(
      layoutName: "waterfall", columns: 2, width: "60 wide", orientation: .portrait, category: .large,
      language: "pseudo-accented", itemCount: 4, visibleRows: StatusBar.Rows(first: 1, last: 10, total: 10))
    func row(_ width: Int) -> String {
      var canvas = Canvas(width: width, height: 1)
      bar.draw(on: &canvas, in: canvas.bounds, theme: .monochrome, characters: .square)
      return canvas.row(0)
    }
    #expect(row(120).contains("waterfall │ 2 columns │ 60 wide │ L 17 pt │ pseudo-accented │ portrait"))
    let narrow = row(58)
    #expect(narrow.contains("2 columns │ 60 wide │ L 17 pt │ pseudo-accented"), "\(narrow)")
    #expect(!narrow.contains("waterfall"))
    #expect(!row(45).contains("pseudo-accented"), "it goes before the width")
  }

  /// A reload keeps the language on screen, through the languages the string files have now; if
  /// they no longer have it, the source language takes its place (and its direction).
  @Test func aReloadKeepsTheLanguageOrFallsBackToTheSource() {
    var state = languageState()
    state.press(.character("A"))
    #expect(state.language == "ar" && state.settings.direction == .rtl)
    var (languages, english, _, arabic) = threeLanguages()
    var edited = arabic
    edited.sections[0].items[0].text = "إعدادات جديدة"
    languages = fixtureLanguages([("en", .ltr, english), ("ar", .rtl, edited)])
    _ = state.update(.reloaded(english, languages: languages))
    #expect(state.language == "ar")
    #expect(state.scene.fixture.sections[0].items[0].text == "إعدادات جديدة")
    #expect(state.message?.text == "reloaded")
    let englishOnly = fixtureLanguages([("en", .ltr, english)])
    _ = state.update(.reloaded(english, warnings: ["w"], languages: englishOnly))
    #expect(state.language == "en")
    #expect(state.settings.direction == .ltr)
    #expect(state.scene.fixture.sections[0].items[0].text == "Settings")
    #expect(
      state.message?.text == "reloaded, 1 warning; the string files no longer have ar: showing en")
    // Without languages a reload shows the fixture as it is, in whatever language it is written.
    _ = state.update(.reloaded(edited))
    #expect(state.scene.fixture.sections[0].items[0].text == "إعدادات جديدة")
  }
}
