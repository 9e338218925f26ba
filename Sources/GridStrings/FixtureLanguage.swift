import GridFixtures
import GridText

/// A fixture resolved for `--language` (or for each language of `audit --languages`): its string
/// files read, its text references checked and replaced by their text (see DECISIONS.md,
/// "Languages: a fixture resolved before the scene").
public enum FixtureLanguage {
  /// Why a fixture cannot be shown in a language: its lines, and the exit code.
  public struct Failure: Error, Equatable {
    public var lines: [String]
    public var exitCode: Int32
    /// How many errors the lines tell (a malformed string file's two lines are one).
    public var errors: Int

    public init(lines: [String], exitCode: Int32, errors: Int? = nil) {
      self.lines = lines
      self.exitCode = exitCode
      self.errors = errors ?? lines.count
    }

    /// The exit status a fixture failing this way gives a run over several fixtures (`validate`,
    /// `audit`, `snapshot`), which goes on with the next and ends with the most serious: a fixture
    /// whose string files are missing, unreadable or malformed, or lack a key it uses, is counted
    /// invalid and gives 65 (`EX_DATAERR`), as a fixture with a wrong value does; only a fixture file
    /// that cannot be read gives 66. A single-fixture command exits with `exitCode` (66 for a string
    /// file that cannot be read).
    public var statusInRun: Int32 { exitCode == 64 ? 64 : 65 }
  }

  /// The fixture in `code` (its source language when nil), or nil when there is nothing to resolve
  /// (no string files and no language asked for).
  ///
  /// - Parameter path: The fixture's path (relative string files are in its folder); nil for the demo.
  public static func resolve(_ fixture: Fixture, path: String?, language code: String?) throws(Failure)
    -> LocalizedFixture?
  {
    if fixture.strings.isEmpty && code == nil { return nil }
    let strings = try stringFiles(of: fixture, path: path)
    return fixture.localized(for: try language(code, in: strings), strings: strings)
  }

  /// The word of a language list that stands for every language of the string files.
  public static let all = "all"

  /// The fixture in each language of `codes`, in that order and each once, the string files read
  /// once. `all` stands for every language of the string files: the source language first, then
  /// the others in alphabetical order (`Base` left out, and no pseudolanguage: they are listed by
  /// name). A fixture that names no string files has no languages, so `all` adds none for it; the
  /// list may then be empty.
  ///
  /// - Throws: ``Failure``: a string file that cannot be read (66) or is invalid, or a key a table
  ///   lacks (65); a code that is no language of the string files nor a pseudolanguage (64).
  public static func resolve(_ fixture: Fixture, path: String?, languages codes: [String]) throws(Failure)
    -> [LocalizedFixture]
  {
    let strings = try stringFiles(of: fixture, path: path)
    var expanded: [String] = []
    for code in codes {
      if code.lowercased() == all {
        guard let strings else { continue }
        expanded += [strings.sourceLanguage] + strings.languages.filter { $0 != strings.sourceLanguage }
      } else {
        expanded.append(code)
      }
    }
    var seen: Set<String> = []
    var fixtures: [LocalizedFixture] = []
    for code in expanded where seen.insert(code).inserted {
      fixtures.append(fixture.localized(for: try language(code, in: strings), strings: strings))
    }
    return fixtures
  }

  /// The string files `fixture` names, read, with every text reference checked against them; nil
  /// when it names none.
  ///
  /// - Parameter path: The fixture's path (relative string files are in its folder); nil for the demo.
  public static func stringFiles(of fixture: Fixture, path: String?) throws(Failure) -> StringFiles? {
    guard !fixture.strings.isEmpty else { return nil }
    // The fixture's folder: "" (the current directory) for a bare name, "/" for one in the root.
    let folder = path.map { path -> String in
      guard let slash = path.lastIndex(of: "/") else { return "" }
      return slash == path.startIndex ? "/" : String(path[..<slash])
    }
    let strings: StringFiles
    do throws(StringFiles.Failure) {
      strings = try StringFiles.loadEach(fixture.strings, relativeTo: folder ?? "")
    } catch {
      throw Failure(
        lines: failureLines(error, of: fixture, path: path), exitCode: error.error.exitCode, errors: 1)
    }
    let unknown = fixture.unknownKeys(in: strings, fileName: path ?? "built-in demo")
    if !unknown.isEmpty { throw Failure(lines: unknown.map(\.description), exitCode: 65) }
    return strings
  }

  /// A string file that cannot be used, reported at the fixture's entry that names it
  /// (`FIXTURE:LINE:COLUMN: strings[N]: …`); a malformed file's own `FILE:LINE:COLUMN: …` follows.
  static func failureLines(_ failure: StringFiles.Failure, of fixture: Fixture, path: String?) -> [String] {
    let position =
      fixture.stringPositions.indices.contains(failure.index)
      ? fixture.stringPositions[failure.index] : SourcePosition.start
    let at = { (message: String) in
      FixtureDiagnostic(
        severity: .error, fileName: path ?? "built-in demo", position: position,
        path: "strings[\(failure.index)]", message: message
      ).description
    }
    switch failure.error {
    case .unreadable(let error):
      return [at(error.description(kind: "string", plural: "string files"))]
    case .invalid(let fileName, _, _):
      return [at("\(fileName) is not a valid string file:"), failure.error.description]
    }
  }

  /// The language `code` names (the source language when nil, `Language("")` without string files):
  /// one the string files have (or its base language), or a pseudolanguage; anything else is a usage
  /// error listing what there is.
  public static func language(_ code: String?, in strings: StringFiles?) throws(Failure) -> Language {
    guard let code else { return Language(strings?.sourceLanguage ?? "") }
    let language = Language(code)
    if case .named(let name) = language {
      guard let strings, strings.knows(name) || strings.knows(Language.base(of: name)) else {
        let pseudo = Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")
        let known =
          strings.map { "the string files have \($0.languages.joined(separator: ", ")); or " }
          ?? "the fixture names no string files; "
        throw Failure(
          lines: [
            "gridpreview: unknown language \(name.quotedForMessage()): \(known)a pseudolanguage: \(pseudo)"
          ],
          exitCode: 64)
      }
    }
    return language
  }

  /// Every language a fixture with these string files can be shown in, in the order the previewer's
  /// language key steps through them: the source language first, the string files' other languages
  /// sorted, then the pseudolanguages. Without string files the first is `Language("")`, the
  /// fixture's own text as written.
  public static func languages(in strings: StringFiles?) -> [Language] {
    let source = strings?.sourceLanguage ?? ""
    let others = (strings?.languages ?? []).filter { $0 != source }
    return ([source] + others).map(Language.named) + Pseudolanguage.allCases.map(Language.pseudo)
  }
}
