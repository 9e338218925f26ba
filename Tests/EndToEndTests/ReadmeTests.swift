import Foundation
import GridInput
import GridScene
import GridTestSupport
import Testing

/// The README and the pages of `docs/` say what the code does: the keys table lists what the
/// previewer's help lists (`KeyBindings.all`), the exit statuses what ends with them, the pictures and
/// audits what the commands print today, and every link leads somewhere.
@Suite struct ReadmeTests {
  /// The text of a `## ` section of a page (the README, or `docs/…`), up to the next one.
  static func section(_ title: String, in page: String = "README.md") throws -> String {
    let text = try String(contentsOf: Executable.repository.appendingPathComponent(page), encoding: .utf8)
    let start = try #require(text.range(of: "\n## \(title)\n"), "no '## \(title)' section in \(page)")
      .upperBound
    let end = text.range(of: "\n## ", range: start..<text.endIndex)?.lowerBound ?? text.endIndex
    return String(text[start..<end])
  }

  /// Every page of `docs/`, by its path from the repository's root.
  static let pages: [String] = {
    let folder = Executable.repository.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  /// The README is a guide a newcomer reads to the end: short, with the reference in `docs/`, every
  /// page of which it links.
  @Test func theReadmeIsShortAndLinksEveryPage() throws {
    let readme = try String(
      contentsOf: Executable.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines <= 300, "README.md has \(lines) lines")
    #expect(Self.pages.count >= 10, "\(Self.pages)")
    for page in Self.pages { #expect(readme.contains("](\(page))"), "README.md does not link \(page)") }
    // A newcomer's path comes first: what it is, a picture, requirements, then the quick start.
    let order = ["## What it looks like", "## Requirements", "## Quick start", "## Installing"]
    let positions = order.compactMap { readme.range(of: $0)?.lowerBound }
    #expect(positions.count == order.count && positions == positions.sorted())
  }

  /// Runs of spaces as one, so `← →  h l` in the code matches however the table spaces it.
  static func squeezed(_ text: some StringProtocol) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  @Test(arguments: KeyBindings.helpEntries.map { [$0.label, $0.text] })
  func everyHelpEntryIsARowOfTheKeysTable(_ entry: [String]) throws {
    let rows = try Self.section("Keys", in: "docs/keys.md").split(separator: "\n").map { Self.squeezed($0) }
    let row = "| `\(Self.squeezed(entry[0]))` | \(Self.squeezed(entry[1])) |"
    #expect(rows.contains(row), "README Keys section lacks the row \(row)")
  }

  /// And the other way round: the table has no row the help does not have.
  @Test func everyRowOfTheKeysTableIsAHelpEntry() throws {
    let entries = Set(
      KeyBindings.helpEntries.map { "| `\(Self.squeezed($0.label))` | \(Self.squeezed($0.text)) |" })
    let rows = try Self.section("Keys", in: "docs/keys.md").split(separator: "\n").map { Self.squeezed($0) }
      .filter { $0.hasPrefix("| `") }
    #expect(rows.count == entries.count)
    for row in rows { #expect(entries.contains(row), "README row \(row) is not in the help") }
  }

  @Test func everyKeyThatDoesSomethingIsNamed() throws {
    let keys = try Self.section("Keys", in: "docs/keys.md")
    let words = Set(
      keys.split { $0 == " " || $0 == "`" || $0 == "|" || $0 == "\n" || $0 == "," }.map(String.init))
    for (key, help) in KeyBindings.everyKey {
      // Named as `Key.description` names it (`Ctrl-L`, `PgDn`, `space`, `F1`); a Shift chord as
      // `Shift+` before its first key (`Shift+← →`).
      let plain = Key(key.code, modifiers: key.modifiers.subtracting(.shift)).description
      let named = words.contains(key.description) || (key.modifiers.contains(.shift) && words.contains(plain))
      #expect(named, "the README does not name \(key) (\(help))")
      if key.modifiers.contains(.shift) { #expect(keys.contains("Shift+"), "\(key)") }
    }
  }

  @Test func theCommandsSectionListsEveryExitStatus() throws {
    let commands = try Self.section("Commands", in: "docs/commands.md")
    for status in [0, 64, 65, 66, 69, 70, 71, 73, 74, 78, 130, 141] {
      #expect(commands.contains("| \(status) |"), "exit status \(status)")
    }
    for command in ["preview", "render", "layout", "validate", "audit", "generate", "record"] {
      #expect(commands.contains("| `\(command)` |"), "command \(command)")
    }
  }

  /// The exit-status table of the Commands section: each row's status and meaning, in file order.
  static func exitStatusRows() throws -> [(status: Int, meaning: String)] {
    try Self.section("Commands", in: "docs/commands.md").split(separator: "\n").compactMap { line in
      guard let match = line.wholeMatch(of: /\| (\d+) \| (.+) \|/), let status = Int(match.output.1) else {
        return nil
      }
      return (status, String(match.output.2))
    }
  }

  @Test func theExitStatusTableHasOneRowForEachStatusInOrder() throws {
    let statuses = try Self.exitStatusRows().map(\.status)
    // The table was found whole: from success to the broken pipe.
    #expect(statuses.count >= 10 && statuses.first == 0 && statuses.last == 141, "\(statuses)")
    #expect(statuses == statuses.sorted())
    #expect(Set(statuses).count == statuses.count)
  }

  /// The 74 (I/O error) and 78 (configuration) rows say what ends with them: each case runs, ends
  /// with its status, and the row names it.
  @Test(
    arguments: [
      (
        74, #""$GP" render > /dev/full"#, "standard output cannot be written",
        "cannot write to standard output: no space left on device"
      ),
      (
        74, #""$GP" record --keys q -o /dev/full"#,
        "a recording (`record -o`, `preview --record`) that was created but cannot be written on",
        "cannot write /dev/full: no space left on device"
      ),
      (
        78, #"printf 'not a key\n' > ak; "$GP" serve --port 0 --host-key hk --authorized-keys ak"#,
        "`serve`'s authorized keys file has no key anyone could log in with", nil
      ),
      (
        78, #": > hk; chmod 644 hk; "$GP" serve --port 0 --host-key hk --allow-any-key"#,
        "its host key may be read or written by others", nil
      ),
    ] as [(Int, String, String, String?)])
  func theExitStatusRowNamesWhatEndsWithIt(_ status: Int, _ script: String, _ phrase: String, _ line: String?)
    throws
  {
    let folder = try TemporaryFolder()
    let output = try HardeningTests.shell("cd \(folder.url.path.shellQuoted) && " + script, timeout: 20)
    #expect(output.status == Int32(status), "\(script): \(output.stderr)")
    #expect(
      output.stderrLines.last?.hasPrefix("gridpreview: ") == true, "one line saying why: \(output.stderr)")
    // The 74 row quotes the message: it is the one printed.
    if let line { #expect(output.stderrLines.map(String.init) == ["gridpreview: \(line)"]) }
    let row = try #require(try Self.exitStatusRows().first { $0.status == status }, "no row for \(status)")
    #expect(row.meaning.contains(phrase), "the \(status) row does not say: \(phrase)")
  }

  @Test func theTestsSectionExplainsRecording() throws {
    #expect(try Self.section("Tests", in: "docs/contributing.md").contains("GRIDPREVIEW_RECORD=1"))
  }

  /// Every relative link in the README and in `docs/` leads somewhere: a file of the repository, or
  /// a heading of the page it names (GitHub's anchors: lower case, spaces as hyphens, punctuation
  /// other than hyphens dropped).
  @Test(arguments: ["README.md"] + pages)
  func everyRelativeLinkLeadsSomewhere(_ page: String) throws {
    let pageURL = Executable.repository.appendingPathComponent(page)
    let text = try String(contentsOf: pageURL, encoding: .utf8)
    let targets = text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
      .filter { !$0.hasPrefix("http://") && !$0.hasPrefix("https://") }
    #expect(!targets.isEmpty, "\(page) has no relative links to check")
    for target in targets {
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file =
        parts[0].isEmpty
        ? pageURL : pageURL.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
      #expect(FileManager.default.fileExists(atPath: file.path), "\(page): \(target) names no file")
      guard parts.count == 2, file.pathExtension == "md" else { continue }
      let headings = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        .filter { $0.hasPrefix("#") }.map { Self.anchor(of: $0) }
      #expect(headings.contains(String(parts[1])), "\(page): \(target) names no heading")
    }
  }

  /// A heading's anchor as GitHub makes it.
  static func anchor(of heading: Substring) -> String {
    let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
    return String(
      title.compactMap { c -> Character? in
        if c == " " { return "-" }
        return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
      })
  }

  /// The audits the README shows are what the commands print today.
  @Test func theAuditsShownAreWhatAuditPrints() throws {
    let section = try Self.section("Auditing a layout", in: "docs/auditing.md")
    let blocks = section.components(separatedBy: "```text\n").dropFirst().map {
      $0.components(separatedBy: "\n```").first ?? ""
    }
    #expect(blocks.count == 1)
    let demo = try Executable.run(["audit"], directory: Executable.repository)
    #expect(demo.status == 0)
    #expect(blocks.first == demo.stdout.trimmingCharacters(in: .newlines))
    // The page counts what every fixture gives without showing it.
    let names = try FileManager.default.contentsOfDirectory(atPath: Executable.fixtures.path)
      .filter { $0.hasSuffix(".json") }.sorted().map { "Fixtures/" + $0 }
    let all = try Executable.run(
      ["audit"] + names + ["--fail-on", "never"], directory: Executable.repository)
    let total = try #require(
      all.stdoutLines.last?.wholeMatch(of: /(\d+) errors, (\d+) warnings, \d+ notes in \d+ fixtures/))
    #expect(
      section.contains("gives \(total.output.1) errors and\n\(total.output.2) warnings"),
      "\(all.stdoutLines.last ?? "")")
  }

  /// The pictures in docs/scripts.md are what `render Fixtures/scripts.json --width 80` prints today.
  @Test func theScriptPicturesAreWhatRenderPrints() throws {
    let page = try String(
      contentsOf: Executable.repository.appendingPathComponent("docs/scripts.md"), encoding: .utf8)
    let blocks = page.components(separatedBy: "```text\n").dropFirst().map {
      $0.components(separatedBy: "\n```").first ?? ""
    }
    #expect(blocks.count == 2)
    let output = try Executable.run(
      ["render", "Fixtures/scripts.json", "--width", "80", "--color", "never"],
      directory: Executable.repository)
    #expect(output.status == 0)
    let printed = output.stdoutLines.map {
      String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    }
    .joined(separator: "\n")
    for block in blocks {
      #expect(printed.contains(block), "not what render prints today:\n\(block)")
    }
  }

  /// The pictures in "Why a row is tall" (docs/keys.md): `render --drivers`, and the previewer with the inspector open
  /// on the demo's second cell at 100×24 (`PreviewState.frame`, the screen the terminal shows).
  @Test func theDriverAndInspectorPicturesAreCurrent() throws {
    let section = try Self.section("Why a row is tall", in: "docs/keys.md")
    let blocks = section.components(separatedBy: "```text\n").dropFirst().map {
      $0.components(separatedBy: "\n```").first ?? ""
    }
    #expect(blocks.count == 2)
    let render = try Executable.run(
      ["render", "--drivers", "--width", "76", "--rows", "17", "--category", "xS", "--color", "never"],
      directory: Executable.repository)
    #expect(blocks.first == render.stdout.trimmingCharacters(in: .newlines))
    var state = PreviewState(scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (100, 24))
    _ = state.update(.key(.enter))
    _ = state.update(.key(.right))
    _ = state.update(.key(.character("i")))
    let screen = state.frame(theme: .monochrome, characters: .square).text(padded: false)
    if blocks.last != screen {
      try? screen.write(toFile: "/tmp/gridpreview-inspector-picture.txt", atomically: true, encoding: .utf8)
    }
    #expect(blocks.last == screen, "the current picture is in /tmp/gridpreview-inspector-picture.txt")
  }

  /// The picture in "What it looks like" is what the command it names prints today.
  @Test func thePictureIsWhatRenderPrints() throws {
    let section = try Self.section("What it looks like")
    let picture = try #require(
      section.components(separatedBy: "```text\n").last?.components(separatedBy: "\n```").first)
    let output = try Executable.run(
      ["render", "--width", "76", "--rows", "17", "--category", "xS", "--color", "never"],
      directory: Executable.repository)
    #expect(output.status == 0)
    let printed = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
      .joined(separator: "\n").trimmingCharacters(in: .newlines)
    #expect(printed == picture.trimmingCharacters(in: .newlines))
  }

  /// The tape in docs/recordings.md is one `record` plays, and the tape language table names
  /// every command the tape language has.
  @Test func theTapeExampleRecords() throws {
    let section = try Self.section("Recordings and pictures", in: "docs/recordings.md")
    let tape = try #require(
      section.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "\n```").first)
    let folder = try TemporaryFolder()
    try folder.write(tape, to: "example.tape")
    let output = try Executable.run(
      ["record", "--tape", "example.tape", "-o", "example.cast"], directory: folder.url)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path("ax5.svg")))
    for command in ["Key", "Type", "Sleep", "Resize", "Snapshot", "Set TypingSpeed"] {
      #expect(section.contains("| `\(command) "), "the table lacks \(command)")
    }
  }

  /// `docs/demo.cast` and the pictures the README shows are what `Fixtures/demo.tape` records today,
  /// byte for byte.
  @Test func theDemoRecordingAndPicturesAreWhatTheTapeRecords() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
    let tape = Executable.fixtures.appendingPathComponent("demo.tape").path
    let output = try Executable.run(
      ["record", "--tape", tape, "-o", "docs/demo.cast", "--svg", "docs/demo.svg"], directory: folder.url)
    #expect(output.status == 0, "\(output.stderr)")
    let names = ["demo.cast", "demo.svg", "demo-ax5.svg", "demo-breakpoint.svg"]
    let made = try FileManager.default.contentsOfDirectory(atPath: folder.path("docs")).sorted()
    #expect(made == names.sorted())
    for name in names {
      let current = try Data(contentsOf: folder.url.appendingPathComponent("docs/" + name))
      let checkedIn = try Data(contentsOf: Executable.repository.appendingPathComponent("docs/" + name))
      #expect(
        current == checkedIn,
        "docs/\(name) is not what the tape records today; from the repository's root: gridpreview record --tape Fixtures/demo.tape -o docs/demo.cast --svg docs/demo.svg"
      )
    }
    #expect(try Self.section("What it looks like").contains("](docs/demo.svg)"))
  }
}
