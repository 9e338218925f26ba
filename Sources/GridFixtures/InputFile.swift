/// Reads a file a command was given that is not a fixture (a tape), under the same rules as
/// fixtures: POSIX calls on the path's bytes, regular files only (a directory, a FIFO or a device
/// refused at once), a size limit checked before reading, `-` for standard input.
public enum InputFile {
  /// Why the file cannot be read: the fixture reader's reason, told with the file's own kind
  /// (`/tmp: is a directory, not a tape file`).
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: FixtureLoadError
    /// What the file should have been, for messages: `tape`.
    public var kind: String

    /// 66 when the file cannot be found or read (a directory among them), 65 when it is empty or
    /// too large.
    public var exitCode: Int32 { reason.exitCode }

    /// One line naming the file and the problem.
    public var description: String { reason.description(kind: kind, plural: "\(kind) files") }
  }

  /// The file's bytes, or the reason it cannot be read (exit 66, or 65 when empty or too large).
  ///
  /// - Parameter kind: What the file is, for messages (`tape`).
  public static func read(_ path: String, limit: Int, kind: String) throws(Failure) -> [UInt8] {
    do throws(FixtureLoadError) {
      return try FixtureFile.read(path, limit: limit)
    } catch {
      throw Failure(reason: error, kind: kind)
    }
  }
}
