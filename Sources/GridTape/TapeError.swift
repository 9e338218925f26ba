/// A line of a tape that cannot be read, as one line naming where and what:
/// `demo.tape:3: unknown command 'Presss' (commands: Key, Type, Sleep, Resize, Snapshot, Set)`.
public struct TapeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The tape's name as the person gave it (already escaped for a message), or `--keys`.
  public var source: String
  public var line: Int
  public var message: String

  public init(source: String, line: Int, message: String) {
    self.source = source
    self.line = line
    self.message = message
  }

  public var description: String { "\(source):\(line): \(message)" }

  /// The exit status for a tape that cannot be read: 65 (`EX_DATAERR`).
  public static let exitCode: Int32 = 65
}
