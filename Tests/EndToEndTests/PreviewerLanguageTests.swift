import Foundation
import GridTestSupport
import Testing

extension InteractiveTests {
  /// The language key (`a`, `A`) and the languages panel (`T`) on the sample
  /// (`Fixtures/localized.json`: en, ar, de, ja, ru, th), driven in tmux.
  @Suite struct PreviewerLanguageTests {
    /// en → ar mirrors the layout, ar → de un-mirrors it (the mirroring came from the language);
    /// each time the status bar names the language and the grid shows its text.
    @Test func theLanguageKeyChangesTheStatusBarAndTheText() throws {
      let tmux = try TmuxSession.previewer([LanguageCommandTests.sample], width: 100, height: 30)
      var screen = try tmux.waitForStatus("│ en │")
      #expect(screen.contains("Ready for pickup") && screen.contains("│ Coffee beans "))
      #expect(!TmuxSession.statusBar(of: screen).contains("RTL"))

      try tmux.send("a")
      screen = try tmux.waitForStatus("grid RTL", "│ ar │")
      #expect(screen.contains("language ar, right to left"))
      // Mirrored: the untranslated English cell is aligned right, against its box's right edge.
      #expect(screen.contains("Scan with your iPhone │"), "\(screen)")
      #expect(!screen.contains("Ready for pickup"))

      try tmux.send("a")
      screen = try tmux.waitForStatus("│ de │", "left to right")
      #expect(!TmuxSession.statusBar(of: screen).contains("RTL"))
      #expect(screen.contains("Abholbereit") && screen.contains("│ Kaffeebohnen "), "\(screen)")
      #expect(screen.contains("Heutige Bestellungen"), "the title line too")

      // Backwards: A.
      try tmux.send("A")
      try tmux.waitForStatus("grid RTL", "│ ar │")
      #expect(!tmux.hasExited())
    }

    /// A fixture past the exact limit whose text comes from a String Catalog: `a` prepares German in
    /// the background — the status bar says so, English stays on screen and `+` is answered at
    /// once — then German is shown, and a search finds its text (not English's).
    @Test func aLargeFixturesLanguageIsPreparedWhileKeysAreAnswered() throws {
      let folder = try TemporaryFolder()
      var strings: [String] = []
      for key in 0..<10 {
        strings.append(
          #""k\#(key)": {"localizations": {"#
            + #""en": {"stringUnit": {"state": "translated", "value": "English number \#(key)"}}, "#
            + #""de": {"stringUnit": {"state": "translated", "value": "Deutsche Zahl \#(key)"}}}}"#)
      }
      try folder.write(
        #"{"sourceLanguage": "en", "strings": {\#(strings.joined(separator: ", "))}}"#,
        to: "Localizable.xcstrings")
      let items = (0..<60_000).map { #"{"text": {"key": "k\#($0 % 10)"}}"# }.joined(separator: ",")
      let fixture = try folder.write(
        #"{"strings": ["Localizable.xcstrings"], "columns": 3, "sections": [{"items": [\#(items)]}]}"#,
        to: "big.json"
      )
      let tmux = try TmuxSession.previewer([fixture], width: 100, height: 30)
      try tmux.waitForStatus("│ en │", "60,000 items", timeout: 60)
      try tmux.send("a")
      try tmux.send("+")
      // The key is answered while German is prepared: English still on screen.
      var screen = try tmux.waitForStatus("xL", timeout: 10)
      #expect(TmuxSession.statusBar(of: screen).contains("preparing de"), "\(screen)")
      #expect(screen.contains("English number") && !screen.contains("Deutsche Zahl"))
      screen = try tmux.waitForStatus("│ de │", timeout: 60)
      screen = try tmux.waitForScreen(timeout: 60, "German text") {
        $0.contains("Deutsche Zahl") && !TmuxSession.statusBar(of: $0).contains("preparing")
      }
      #expect(!screen.contains("English number"))
      #expect(TmuxSession.statusBar(of: screen).contains("xL"), "the size chosen meanwhile stays")
      // The search is in the language shown.
      try tmux.send("/")
      try tmux.sendBytes("Zahl 7")
      try tmux.send("Enter")
      screen = try tmux.waitForScreen(containing: "matches for “Zahl 7”")
      #expect(screen.contains("1 of 6,000 matches for “Zahl 7”"), "\(TmuxSession.statusBar(of: screen))")
      #expect(!tmux.hasExited())
    }

    /// `T`: every language's columns and rows at this width and size, the tallest marked; the cursor
    /// on the language on screen; Enter switches to the one under it.
    @Test func theLanguagesPanelListsEveryLanguageAndEnterSwitches() throws {
      let tmux = try TmuxSession.previewer([LanguageCommandTests.sample], width: 100, height: 30)
      try tmux.waitForStatus("│ en │")
      try tmux.send("T")
      let screen = try tmux.waitForScreen(containing: "Languages at 100 wide, L")
      let codes = [
        "en", "ar", "de", "ja", "ru", "th", "pseudo-double", "pseudo-accented", "pseudo-bounded",
        "pseudo-rtl",
      ]
      var rows: [String: Int] = [:]
      var tallest: [String] = []
      for code in codes {
        let line = try #require(
          lines(screen).first { $0.contains("│ \(code) ") && $0.contains(" col · ") }, "no line for \(code)")
        let match = try #require(line.firstMatch(of: /(\d+) col · (\d+) rows/), "\(line)")
        #expect(Int(match.output.1) == 3, "3 columns at 100 wide: \(line)")
        rows[code] = Int(match.output.2)
        if line.contains("tallest") { tallest.append(code) }
      }
      let most = try #require(rows.values.max())
      #expect(tallest == codes.filter { rows[$0] == most }, "tallest: \(tallest), rows: \(rows)")
      #expect(!tallest.isEmpty && tallest.count < codes.count)
      #expect(lines(screen).contains { $0.contains("│ ar ") && $0.contains("RTL") })
      #expect(TmuxSession.statusBar(of: screen).contains("Enter sets"))
      // docs/languages.md shows this very table: each of its lines is on screen, in the panel's box.
      let section = try ReadmeTests.section("In the previewer", in: "docs/languages.md")
      let documented = try #require(
        section.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "\n```").first
      )
      #expect(documented.split(separator: "\n").count == 12)
      for line in documented.split(separator: "\n") {
        #expect(screen.contains(line), "docs/languages.md shows a line the panel does not: \(line)")
      }
      // The rows are those of the layout the status bar counts once switched: German's.
      try tmux.send("Down", "Down", "Enter")
      var german = try tmux.waitForStatus("│ de │")
      // The message ("language de") makes room for itself; the next key takes it away.
      try tmux.send("C-l")
      german = try tmux.waitForStatus("│ de │", "rows")
      #expect(TmuxSession.statusBar(of: german).contains("of \(rows["de"] ?? -1)"), "\(german)")
      #expect(german.contains("Abholbereit") && !german.contains("Languages at"))
      // Esc closes it switching nothing.
      try tmux.send("T")
      try tmux.waitForScreen(containing: "Languages at 100 wide")
      try tmux.send("End", "Escape")
      try tmux.waitForScreen("the panel closed") { !$0.contains("Languages at") }
      #expect(try tmux.statusBar().contains("│ de │"))
    }

    /// A fixture without string files (the built-in demo) steps from its own text to the
    /// pseudolanguages.
    @Test func withoutStringFilesTheKeyStepsThroughThePseudolanguages() throws {
      let tmux = try TmuxSession.previewer(width: 100, height: 30)
      let first = try tmux.statusBar()
      #expect(!first.contains("pseudo"))
      try tmux.send("a")
      let screen = try tmux.waitForStatus("pseudo-double")
      #expect(screen.contains("Apple Apple"))
      try tmux.send("a", "a")
      try tmux.waitForScreen(containing: "[# Apple #]")
    }
  }
}
