import GridFixtures
import GridOutput
import GridText
import SystemPackage

/// Messages to standard error, one line each. Writing them never fails the command: if standard
/// error itself cannot be written, the message is lost and the exit status still tells.
enum Diagnostics {
  static func warn(_ line: String) {
    write(line + "\n")
  }

  /// Text to standard error as it is (progress lines).
  static func write(_ text: String) {
    try? StandardOutput.write(Array(text.utf8), to: .standardError)
  }

  static func error(_ line: String) {
    warn("gridpreview: " + line)
  }

  /// A fixture that could not be loaded: every diagnostic of an invalid file, else the one-line reason
  /// (for a missing file that looks like a mistyped command, with the closest command and the list).
  static func report(_ error: FixtureLoadError, hintingCommands: Bool = false) {
    switch error {
    case .invalid(let invalid):
      for diagnostic in invalid.diagnostics { warn(diagnostic.description) }
    case .notFound(let path) where hintingCommands:
      let commands = GridPreviewCommand.commandNames
      let guess = path.closestMatch(among: commands).map { "; did you mean '\($0)'?" } ?? ""
      self.error(
        "\(path.escapedForMessage()): no such file or command\(guess) (commands: \(commands.joined(separator: ", ")); see --help)"
      )
    default:
      self.error(error.description)
    }
  }
}
