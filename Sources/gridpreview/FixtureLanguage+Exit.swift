import ArgumentParser
import GridFixtures
import GridStrings

extension FixtureLanguage {
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
