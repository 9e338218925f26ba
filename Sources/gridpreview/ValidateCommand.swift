import ArgumentParser
import GridFixtures
import GridOutput
import GridStrings
import GridText

struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check fixture files and print every problem.",
    discussion: """
      Each problem prints as one line, FILE:LINE:COLUMN: path.to.key: what is wrong; unknown keys
      are warnings. A fixture that names string files ("strings") has them read too: a malformed
      one, or a text reference to a key they do not have, is an error. A last line sums up ("3 files: 2 valid, 1 invalid; 4 errors, 1 warning").
      A string file that cannot be used is reported at the fixture's entry that names it
      (FIXTURE:LINE:COLUMN: strings[N]: …), and the fixture counts as invalid.
      Exit status: 0 when every file is valid, 65 when one is invalid (its string files
      included), 66 when a fixture file cannot be read (the most serious of all the files).

      Example:
        gridpreview validate Fixtures/*.json
      """
  )

  @Argument(help: "Fixture files to check.")
  var fixtures: [String]

  func validate() throws {
    if fixtures.isEmpty { throw ValidationError("give at least one fixture file to validate") }
  }

  func run() throws {
    var status: Int32 = 0
    var summary = Summary()
    var out = StandardOutput()
    for path in fixtures {
      do throws(FixtureLoadError) {
        let (warnings, namingStrings) = try Fixture.check(contentsOf: path)
        // Standard output is written in order with standard error: flushed before each warning.
        try? out.flush()
        for warning in warnings { Diagnostics.warn(warning.description) }
        if let fixture = namingStrings, let failure = Self.stringFilesFailure(of: fixture, path: path) {
          // Its string files cannot be read, or its text references name keys they do not have.
          for line in failure.lines { Diagnostics.warn(line) }
          status = max(status, failure.statusInRun)
          summary.count(failure, warnings: warnings.count)
          continue
        }
        try? out.write("\(path.escapedForMessage()): ok\n")
        summary.valid += 1
        summary.warnings += warnings.count
      } catch {
        try? out.flush()
        Diagnostics.report(error)
        status = max(status, error.exitCode)
        summary.count(error)
      }
    }
    try out.write(summary.line + "\n")
    try out.flush()
    if status != 0 { throw ExitCode(status) }
  }

  /// Why a fixture's string files fail it (missing, malformed, or without a key it uses), or nil.
  static func stringFilesFailure(of fixture: Fixture, path: String) -> FixtureLanguage.Failure? {
    do throws(FixtureLanguage.Failure) {
      _ = try FixtureLanguage.resolve(fixture, path: path, language: nil)
      return nil
    } catch {
      return error
    }
  }

  /// The last line: how many files were valid, invalid and unreadable, and the problems found.
  struct Summary {
    var valid = 0
    var invalid = 0
    var unreadable = 0
    var errors = 0
    var warnings = 0

    /// A fixture whose string files fail it, with its own `warnings`.
    mutating func count(_ failure: FixtureLanguage.Failure, warnings: Int) {
      invalid += 1
      errors += failure.errors
      self.warnings += warnings
    }

    /// A fixture that could not be read or is invalid.
    mutating func count(_ error: FixtureLoadError) {
      switch error {
      case .invalid(let invalid):
        self.invalid += 1
        errors += invalid.errors.count
        warnings += invalid.diagnostics.count - invalid.errors.count
      case .empty, .tooLarge:
        // Read, and found unusable: invalid (exit 65), with its one error.
        invalid += 1
        errors += 1
      case .notFound, .permissionDenied, .isDirectory, .notRegularFile, .unreadable:
        unreadable += 1
      }
    }

    var line: String {
      func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
      var parts = ["\(valid) valid"]
      if invalid > 0 { parts.append("\(invalid) invalid") }
      if unreadable > 0 { parts.append("\(unreadable) unreadable") }
      let files = valid + invalid + unreadable
      return "\(count(files, "file", "files")): \(parts.joined(separator: ", ")); "
        + "\(count(errors, "error", "errors")), \(count(warnings, "warning", "warnings"))"
    }
  }
}
