import GridText
import SystemPackage

/// Reads fixture files: the module's only reading, through swift-system on the path's bytes.
package enum FixtureFile {
  /// The path that means standard input.
  static let standardInput = "-"

  /// The bytes of the file at `path` (`-`: standard input, read to its end).
  ///
  /// The path is opened non-blocking and must be a regular file: a FIFO, a device or a socket is
  /// refused at once, so reading never waits for a writer. A file larger than `limit` is refused
  /// from its size alone, before any byte is read. The path's bytes are `ByteString.bytes(of:)`, so
  /// a name that is not UTF-8 opens its file.
  package static func read(_ path: String, limit: Int) throws(FixtureLoadError) -> [UInt8] {
    if path == standardInput { return try readAll(.standardInput, path: path, limit: limit) }
    let fd: FileDescriptor
    do {
      fd = try ByteString.withCString(of: path) { name in
        do {
          return try FileDescriptor.open(
            name, .readOnly, options: [.nonBlocking, .closeOnExec, .noControllingTerminal])
        } catch Errno.noSuchAddressOrDevice where (try? Stat(name))?.type == .socket {
          // A socket cannot be opened at all: say what it is, as for a FIFO or a device.
          throw FixtureLoadError.notRegularFile(path: path, kind: "a socket")
        }
      }
    } catch let error as FixtureLoadError {
      throw error
    } catch {
      throw loadError(error, path: path)
    }
    defer { try? fd.close() }
    let info: Stat
    do { info = try fd.stat() } catch { throw loadError(error, path: path) }
    switch info.type {
    case .regular: break
    case .directory: throw .isDirectory(path: path)
    case .fifo: throw .notRegularFile(path: path, kind: "a FIFO (named pipe)")
    case .characterSpecial: throw .notRegularFile(path: path, kind: "a character device")
    case .blockSpecial: throw .notRegularFile(path: path, kind: "a block device")
    case .socket: throw .notRegularFile(path: path, kind: "a socket")
    default: throw .notRegularFile(path: path, kind: "something other than a file")
    }
    let size = Int(info.size)
    if size > limit { throw .tooLarge(path: path, byteCount: size, limit: limit) }
    if size == 0 { throw .empty(path: path) }
    return try readAll(fd, path: path, limit: limit, expected: size)
  }

  /// Everything `fd` holds, refusing more than `limit` bytes.
  private static func readAll(_ fd: FileDescriptor, path: String, limit: Int, expected: Int = 1 << 16)
    throws(FixtureLoadError) -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: min(limit + 1, max(expected + 1, 1 << 12)))
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { throw .tooLarge(path: path, byteCount: count, limit: limit) }
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - count)))
      }
      let got: Int
      do {
        got = try bytes.withUnsafeMutableBytes { try fd.read(into: .init(rebasing: $0[count...])) }
      } catch {
        throw loadError(error, path: path)
      }
      if got == 0 { break }
      count += got
      if count > limit { throw .tooLarge(path: path, byteCount: count, limit: limit) }
    }
    if count == 0 { throw .empty(path: path) }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// The load error for a failed call, as a sentence.
  private static func loadError(_ error: any Error, path: String) -> FixtureLoadError {
    switch error as? Errno ?? .ioError {
    case .noSuchFileOrDirectory, .notDirectory: .notFound(path: path)
    case .permissionDenied, .notPermitted: .permissionDenied(path: path)
    case .isDirectory: .isDirectory(path: path)
    case .tooManySymbolicLinkLevels: .unreadable(path: path, reason: "a loop of symbolic links")
    case let code: .unreadable(path: path, reason: code.description.lowercased())
    }
  }
}
