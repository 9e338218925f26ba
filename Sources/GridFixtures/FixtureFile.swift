import Foundation

/// Reads fixture files: the module's only use of Foundation, and its only I/O.
enum FixtureFile {
  /// The bytes of the file at `path`.
  ///
  /// A regular file larger than `limit` is refused from its size alone, before any byte is read;
  /// other files (pipes, `/dev/stdin`) are read until they pass the limit.
  static func read(_ path: String, limit: Int) throws(FixtureLoadError) -> [UInt8] {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw loadError(error, path: path)
    }
    let type = attributes[.type] as? FileAttributeType
    if type == .typeDirectory {
      throw .isDirectory(path: path)
    }
    if type == .typeRegular, let size = (attributes[.size] as? NSNumber)?.intValue {
      if size > limit {
        throw .tooLarge(path: path, byteCount: size, limit: limit)
      }
      if size == 0 {
        throw .empty(path: path)
      }
    }
    var bytes: [UInt8] = []
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      while let chunk = try handle.read(upToCount: 1 << 22), !chunk.isEmpty {
        bytes.append(contentsOf: chunk)
        if bytes.count > limit {
          throw FixtureLoadError.tooLarge(path: path, byteCount: bytes.count, limit: limit)
        }
      }
    } catch let error as FixtureLoadError {
      throw error
    } catch {
      throw loadError(error, path: path)
    }
    if bytes.isEmpty {
      throw .empty(path: path)
    }
    return bytes
  }

  /// The load error for a Foundation file error, from its POSIX code where there is one.
  private static func loadError(_ error: any Error, path: String) -> FixtureLoadError {
    let cocoa = error as? CocoaError
    if let posix = (error as? POSIXError) ?? (cocoa?.underlying as? POSIXError) {
      switch posix.code {
      case .ENOENT, .ENOTDIR:
        return .notFound(path: path)
      case .EACCES, .EPERM:
        return .permissionDenied(path: path)
      case .EISDIR:
        return .isDirectory(path: path)
      default:
        return .unreadable(path: path, reason: String(cString: strerror(posix.code.rawValue)))
      }
    }
    switch cocoa?.code {
    case .fileNoSuchFile?, .fileReadNoSuchFile?:
      return .notFound(path: path)
    case .fileReadNoPermission?:
      return .permissionDenied(path: path)
    default:
      return .unreadable(path: path, reason: String(describing: error))
    }
  }
}
