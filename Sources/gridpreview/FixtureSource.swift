import ArgumentParser
import GridFixtures

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

  /// A name with no extension or folder, like a mistyped command (`gridpreview rendr`).
  private static func isBareWord(_ path: String) -> Bool {
    !path.contains(".") && !path.contains("/")
  }
}
