import Foundation
import GridFixtures
import GridTestSupport
import Testing

/// Loading from files: file-level errors are typed, name the path as given, and map to exit codes.
@Suite struct FixtureLoadTests {
  /// A fresh temporary directory for one test, removed when the test ends.
  let folder: TemporaryFolder
  var directory: String { folder.url.path }

  init() throws {
    folder = try TemporaryFolder()
  }

  private func write(_ name: String, _ text: String) -> String {
    let path = directory + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  private func loadError(_ path: String) -> FixtureLoadError? {
    do {
      _ = try Fixture.load(contentsOf: path)
      return nil
    } catch {
      return error
    }
  }

  @Test func aValidFileLoadsWithItsWarnings() throws {
    let path = write("ok.json", #"{"sections": [{"items": ["a"]}], "extra": 1}"#)
    let loaded = try Fixture.load(contentsOf: path)
    #expect(loaded.fixture.sections == [FixtureSection(items: [FixtureItem(text: "a")])])
    #expect(loaded.warnings.map(\.description) == ["\(path):1:34: extra: warning: unknown key 'extra'"])
  }

  @Test func aMissingFile() {
    let path = directory + "/missing.json"
    let error = loadError(path)
    #expect(error == .notFound(path: path))
    #expect(error?.exitCode == 66)
    #expect(error?.description == "\(path): no such file")
  }

  @Test func aPathThroughAFileIsMissingToo() {
    let path = write("file.json", "{}") + "/inner.json"
    #expect(loadError(path) == .notFound(path: path))
  }

  @Test func aDirectory() {
    let error = loadError(directory)
    #expect(error == .isDirectory(path: directory))
    #expect(error?.exitCode == 66)
    #expect(error?.description == "\(directory): is a directory, not a fixture file")
  }

  @Test func anEmptyFile() {
    let path = write("empty.json", "")
    let error = loadError(path)
    #expect(error == .empty(path: path))
    #expect(error?.exitCode == 65)
    #expect(error?.description == "\(path): empty file")
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
    // A sparse file: its size is set without writing 64 MiB, and it is never read.
    let path = write("huge.json", "")
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(Fixture.maxFileSize + 1))
    try handle.close()
    let clock = ContinuousClock()
    var error: FixtureLoadError?
    let elapsed = clock.measure { error = loadError(path) }
    #expect(error == .tooLarge(path: path, byteCount: 67_108_865, limit: 67_108_864))
    #expect(error?.exitCode == 65)
    #expect(error?.description == "\(path): file too large (67108865 bytes; fixtures are limited to 64 MiB)")
    #expect(elapsed < .milliseconds(500))
  }

  @Test(.enabled(if: FixtureLoadTests.permissionsApply, "running as root: every file is readable"))
  func anUnreadableFile() throws {
    let path = write("secret.json", "{}")
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    let error = loadError(path)
    #expect(error == .permissionDenied(path: path))
    #expect(error?.exitCode == 66)
    #expect(error?.description == "\(path): permission denied")
  }

  @Test func anInvalidFileReportsEveryDiagnosticAgainstThePathAsGiven() {
    let path = write("bad.json", "{\"padding\": -1,\n \"layout\": \"grids\"}")
    let error = loadError(path)
    guard case .invalid(let invalid) = error else {
      Issue.record("expected .invalid, got \(String(describing: error))")
      return
    }
    #expect(error?.exitCode == 65)
    #expect(error?.path == path)
    #expect(
      invalid.diagnostics.map(\.description) == [
        "\(path):1:1: sections: missing required key 'sections'",
        "\(path):1:13: padding: expected a non-negative integer, got -1",
        "\(path):2:12: layout: expected grid, flow, waterfall, list, lazyVGrid or compositional, got 'grids'; did you mean 'grid'?",
      ])
  }

  @Test func everyMessageIsOneLineEvenForAStrangePath() {
    let path = directory + "/new\nline.json"
    let error = loadError(path)
    #expect(error == .notFound(path: path))
    #expect(error?.description == "\(directory)/new\\nline.json: no such file")
  }

  /// Whether file permissions stop this process (they do not stop root).
  static let permissionsApply: Bool = {
    let path = FileManager.default.temporaryDirectory.path + "/GridFixturesTests-probe-" + UUID().uuidString
    _ = FileManager.default.createFile(
      atPath: path, contents: Data("x".utf8), attributes: [.posixPermissions: 0o000])
    defer { try? FileManager.default.removeItem(atPath: path) }
    return !FileManager.default.isReadableFile(atPath: path)
  }()
}
