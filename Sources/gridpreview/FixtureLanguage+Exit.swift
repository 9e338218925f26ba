import ArgumentParser
import GridFixtures
import GridStrings

extension FixtureLanguage {
  /// `resolve` for a command: a failure printed, ending the process with its exit code.
  static func resolveOrExit(_ fixture: Fixture, path: String?, language: String?) throws -> LocalizedFixture?
  {
    try orExit { () throws(Failure) in try resolve(fixture, path: path, language: language) }
  }

  /// `body` for a command: a failure printed, ending the process with its exit code.
  static func orExit<Value>(_ body: () throws(Failure) -> Value) throws -> Value {
    do throws(Failure) {
      return try body()
    } catch {
      for line in error.lines { Diagnostics.warn(line) }
      throw ExitCode(error.exitCode)
    }
  }
}

extension FixtureLanguage.Failure {
  /// The exit status a fixture failing this way gives a run over several fixtures (`validate`,
  /// `audit`, `snapshot`), which goes on with the next and ends with the most serious: a fixture
  /// whose string files are missing, unreadable or malformed, or lack a key it uses, is counted
  /// invalid and gives 65 (`EX_DATAERR`), as a fixture with a wrong value does; only a fixture file
  /// that cannot be read gives 66. A single-fixture command exits with `exitCode` (66 for a string
  /// file that cannot be read).
  var statusInRun: Int32 { exitCode == 64 ? 64 : 65 }
}
