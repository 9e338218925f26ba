import Foundation
import GridFixtures

/// Messages to standard error, one line each.
enum Diagnostics {
  static func warn(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  static func error(_ line: String) {
    FileHandle.standardError.write(Data(("gridpreview: " + line + "\n").utf8))
  }

  /// A fixture that could not be loaded: every diagnostic of an invalid file, else the one-line reason
  /// (for a missing file that looks like a mistyped command, with the list of commands).
  static func report(_ error: FixtureLoadError, hintingCommands: Bool = false) {
    switch error {
    case .invalid(let invalid):
      for diagnostic in invalid.diagnostics { warn(diagnostic.description) }
    case .notFound(let path) where hintingCommands:
      let commands = GridPreviewCommand.commandNames
      let guess = path.closestMatch(among: commands).map { " did you mean '\($0)'?" } ?? ""
      self.error(
        "\(path.escapedForMessage()): no such file or command;\(guess) (commands: \(commands.joined(separator: ", ")); see --help)")
    default:
      self.error(error.description)
    }
  }
}
