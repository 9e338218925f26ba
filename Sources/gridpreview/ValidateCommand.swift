import ArgumentParser
import GridFixtures

struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check fixture files and print every problem.",
    discussion: """
      Each problem prints as one line, FILE:LINE:COLUMN: path.to.key: what is wrong; unknown keys
      are warnings. Exit status: 0 when every file is valid, 65 when one is invalid, 66 when one
      cannot be read.

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
    for path in fixtures {
      do {
        let loaded = try Fixture.load(contentsOf: path)
        for warning in loaded.warnings { Diagnostics.warn(warning.description) }
        print("\(path): ok")
      } catch {
        Diagnostics.report(error)
        status = max(status, error.exitCode)
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
