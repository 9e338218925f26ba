import ArgumentParser
import GridFixtures
import GridScene
import GridStrings

/// Loads the fixture a command was given, or the built-in demo.
enum FixtureSource {
  /// The fixture at `path` (warnings printed), or the demo when `path` is nil. A missing, unreadable
  /// or invalid file prints its problems and exits (66 or 65).
  static func load(_ path: String?) throws -> LoadedFixture {
    guard let path else { return LoadedFixture(fixture: Fixture.demo) }
    do {
      let loaded = try Fixture.load(contentsOf: path)
      for warning in loaded.warnings { Diagnostics.warn(warning.description) }
      return loaded
    } catch {
      Diagnostics.report(error, hintingCommands: isBareWord(path))
      throw ExitCode(error.exitCode)
    }
  }

  /// The fixture file at `path` read again, for a previewer's reload and the room `serve --present`
  /// draws: the fixture as read with its warnings and its languages as the string files now have
  /// them (the previewer shows it in the language on screen), or every problem that stops it.
  static func reload(_ path: String) -> PreviewLoop.FixtureFile.Reloaded {
    do throws(FixtureLoadError) {
      let loaded = try Fixture.load(contentsOf: path)
      do throws(FixtureLanguage.Failure) {
        let strings = try FixtureLanguage.stringFiles(of: loaded.fixture, path: path)
        return .loaded(
          loaded.fixture, warnings: loaded.warnings.map(\.description),
          languages: PreviewLanguages(fixture: loaded.fixture, strings: strings))
      } catch {
        return .failed(error.lines)
      }
    } catch {
      return .failed(error.problems)
    }
  }

  /// A name with no extension or folder, like a mistyped command (`gridpreview rendr`).
  private static func isBareWord(_ path: String) -> Bool {
    !path.contains(".") && !path.contains("/")
  }
}
