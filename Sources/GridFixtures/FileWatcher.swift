import GridText
import SystemPackage

/// Notices when a file changes (its modification time, size, inode or type), checked when the
/// previewer is idle. It only `stat`s the path (swift-system's `Stat`) — never opens it — so
/// whatever replaces the file (a FIFO, a directory) cannot block it; reading is `Fixture.load`'s
/// job, which refuses such things.
public struct FileWatcher {
  /// The path, whose bytes (`ByteString`) name the file.
  let path: String
  private var stamp: Stamp?

  private struct Stamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
    var inode: UInt64
    var mode: UInt32
  }

  public init(path: String) {
    self.path = path
    stamp = Self.read(path)
  }

  /// Whether the file changed since the last call (or since the watcher was made).
  public mutating func hasChanged() -> Bool {
    let now = Self.read(path)
    defer { stamp = now }
    return now != stamp
  }

  private static func read(_ path: String) -> Stamp? {
    guard let info = try? ByteString.withCString(of: path, { try Stat($0) }) else { return nil }
    return Stamp(
      seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: info.size,
      inode: UInt64(info.inode.rawValue), mode: UInt32(info.mode.rawValue))
  }
}
