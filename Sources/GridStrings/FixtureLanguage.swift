import GridFixtures
import GridText

/// A fixture resolved for `--language`: its string files read, its text references checked and
/// replaced by their text (see DECISIONS.md, "Languages: a fixture resolved before the scene").
public enum FixtureLanguage {
  /// Why a fixture cannot be shown in a language: its lines, and the exit code.
  public struct Failure: Error, Equatable {
    public var lines: [String]
    public var exitCode: Int32
  }

  /// The fixture in `code` (its source language when nil), or nil when there is nothing to resolve
  /// (no string files and no language asked for).
  ///
  /// - Parameter path: The fixture's path (relative string files are in its folder); nil for the demo.
  public static func resolve(_ fixture: Fixture, path: String?, language code: String?) throws(Failure)
    -> LocalizedFixture?
  {
    if fixture.strings.isEmpty && code == nil { return nil }
    var strings: StringFiles?
    if !fixture.strings.isEmpty {
      // The fixture's folder: "" (the current directory) for a bare name, "/" for one in the root.
      let folder = path.map { path -> String in
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
      }
      do throws(StringFileError) {
        strings = try StringFiles.load(fixture.strings, relativeTo: folder ?? "")
      } catch {
        // A file that cannot be read is the program's one line, as for a fixture; a bad file's
        // FILE:LINE:COLUMN line is a diagnostic.
        let line = error.exitCode == 66 ? "gridpreview: " + error.description : error.description
        throw Failure(lines: [line], exitCode: error.exitCode)
      }
    }
    let fileName = path ?? "built-in demo"
    if let strings {
      let unknown = fixture.unknownKeys(in: strings, fileName: fileName)
      if !unknown.isEmpty { throw Failure(lines: unknown.map(\.description), exitCode: 65) }
    }
    let language = Language(code ?? strings?.sourceLanguage ?? "")
    if case .named(let name) = language {
      let base = String(name.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
      guard let strings, strings.knows(name) || strings.knows(base) else {
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
    return fixture.localized(for: language, strings: strings)
  }
}
