import ArgumentParser
import GridFixtures
import GridStrings

extension FixtureLanguage {
  /// `resolve` for a command: a failure printed, ending the process with its exit code.
  static func resolveOrExit(_ fixture: Fixture, path: String?, language: String?) throws -> LocalizedFixture?
  {
    do throws(Failure) {
      return try resolve(fixture, path: path, language: language)
    } catch {
      for line in error.lines { Diagnostics.warn(line) }
      throw ExitCode(error.exitCode)
    }
  }
}
