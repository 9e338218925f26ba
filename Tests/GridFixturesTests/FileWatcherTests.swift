import Foundation
import GridFixtures
import GridTestSupport
import Testing

/// `FileWatcher`: a fixture file's changes noticed from its status alone.
@Suite struct FileWatcherTests {
  /// A path in a folder of its own, removed when `body` returns.
  func withPath(_ body: (String) throws -> Void) throws {
    let folder = try TemporaryFolder()
    try body(folder.path("fixture.json"))
  }

  @Test func aFileUnchangedIsNotChangedAndAnEditIs() throws {
    try withPath { path in
      try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
      var watcher = FileWatcher(path: path)
      var changed = watcher.hasChanged()
      #expect(!changed)
      try Data("{\"sections\": []}".utf8).write(to: URL(fileURLWithPath: path))
      changed = watcher.hasChanged()
      #expect(changed)
      changed = watcher.hasChanged()
      #expect(!changed)
    }
  }

  /// A file removed, and then a folder in its place: each is a change, noticed without a wait.
  @Test func aFileRemovedOrReplacedIsAChange() throws {
    try withPath { path in
      try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
      var watcher = FileWatcher(path: path)
      try FileManager.default.removeItem(atPath: path)
      var changed = watcher.hasChanged()
      #expect(changed)
      changed = watcher.hasChanged()
      #expect(!changed)
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      changed = watcher.hasChanged()
      #expect(changed)
    }
  }
}
