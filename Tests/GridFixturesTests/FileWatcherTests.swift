import Foundation
import GridFixtures
import Testing

/// `FileWatcher`: a fixture file's changes noticed from its status alone.
///
/// A class, because each test owns a temporary directory that must be removed when it ends.
@Suite final class FileWatcherTests {
  let directory: String

  init() throws {
    directory = FileManager.default.temporaryDirectory.path + "/FileWatcherTests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: directory)
  }

  @Test func aFileUnchangedIsNotChangedAndAnEditIs() throws {
    let path = directory + "/fixture.json"
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

  /// A file removed, and then a folder in its place: each is a change, noticed without a wait.
  @Test func aFileRemovedOrReplacedIsAChange() throws {
    let path = directory + "/fixture.json"
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
