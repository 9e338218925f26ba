import GridText

#if canImport(Glibc)
  import Glibc
#endif

/// Notices when a file changes (its modification time, size, inode or type), checked when the
/// previewer is idle. It only `stat`s the path — never opens it — so whatever replaces the file (a
/// FIFO, a directory) cannot block it; reading is `Fixture.load`'s job, which refuses such things.
public struct FileWatcher {
  /// The path's bytes, ending in a zero byte.
  let path: [UInt8]
  private var stamp: Stamp?

  private struct Stamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
    var inode: UInt
    var mode: UInt32
  }

  public init(path: String) {
    self.path = ByteString.bytes(of: path) + [0]
    stamp = Self.read(self.path)
  }

  /// Whether the file changed since the last call (or since the watcher was made).
  public mutating func hasChanged() -> Bool {
    let now = Self.read(path)
    defer { stamp = now }
    return now != stamp
  }

  private static func read(_ path: [UInt8]) -> Stamp? {
    var info = stat()
    let status = path.withUnsafeBufferPointer {
      $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { stat($0, &info) }
    }
    guard status == 0 else { return nil }
    return Stamp(
      seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size),
      inode: UInt(info.st_ino), mode: info.st_mode)
  }
}
