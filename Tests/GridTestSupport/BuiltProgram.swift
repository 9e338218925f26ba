import Foundation

/// A program of this package as `swift build` left it, beside the running test bundle.
public enum BuiltProgram {
  /// The repository's root folder.
  public static let repository: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built program `name`: looked for beside the test runner (`<build>/…PackageTests.xctest`,
  /// a file on Linux) and up to three folders above, else in `.build/debug`.
  public static func url(named name: String) -> URL {
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var dir = exe.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return repository.appendingPathComponent(".build/debug/\(name)")
  }
}
