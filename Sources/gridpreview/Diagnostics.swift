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

  /// A fixture that could not be loaded: every diagnostic of an invalid file, else the one-line reason.
  static func report(_ error: FixtureLoadError) {
    if case .invalid(let invalid) = error {
      for diagnostic in invalid.diagnostics { warn(diagnostic.description) }
    } else {
      self.error(error.description)
    }
  }
}
