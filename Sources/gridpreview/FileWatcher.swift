import Foundation

/// Notices when a file changes (its modification time or size), checked when the previewer is idle.
struct FileWatcher {
  let path: String
  private var stamp: Stamp?

  private struct Stamp: Equatable {
    var modified: Date?
    var size: Int?
  }

  init(path: String) {
    self.path = path
    stamp = Self.read(path)
  }

  /// Whether the file changed since the last call (or since the watcher was made).
  mutating func hasChanged() -> Bool {
    let now = Self.read(path)
    defer { stamp = now }
    return now != stamp
  }

  private static func read(_ path: String) -> Stamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
    return Stamp(modified: attributes[.modificationDate] as? Date, size: (attributes[.size] as? NSNumber)?.intValue)
  }
}
