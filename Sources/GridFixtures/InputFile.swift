/// Reads a file a command was given that is not a fixture (a tape), under the same rules as
/// fixtures: POSIX calls on the path's bytes, regular files only (a FIFO or device refused at
/// once), a size limit checked before reading, `-` for standard input.
public enum InputFile {
  /// The file's bytes, or the reason it cannot be read (exit 66, or 65 when empty or too large).
  public static func read(_ path: String, limit: Int) throws(FixtureLoadError) -> [UInt8] {
    try FixtureFile.read(path, limit: limit)
  }
}
