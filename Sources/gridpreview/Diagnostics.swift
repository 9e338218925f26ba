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
    case .notFound where hintingCommands:
      self.error(error.description + " (commands: preview, render, layout, validate, generate; see --help)")
    default:
      self.error(error.description)
    }
  }
}
