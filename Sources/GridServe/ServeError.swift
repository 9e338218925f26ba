/// Why the server cannot start: one sentence naming the input and the problem, and a `sysexits.h`
/// status.
public struct ServeError: Error, Hashable, CustomStringConvertible {
  public var description: String
  public var exitCode: Int32

  public init(_ description: String, exitCode: Int32) {
    self.description = description
    self.exitCode = exitCode
  }

  /// `EX_DATAERR`: a file was read but is not what it should be.
  static func data(_ text: String) -> ServeError { ServeError(text, exitCode: 65) }
  /// `EX_NOINPUT`: a file that must exist cannot be read.
  static func noInput(_ text: String) -> ServeError { ServeError(text, exitCode: 66) }
  /// `EX_UNAVAILABLE`: the address cannot be listened on.
  static func unavailable(_ text: String) -> ServeError { ServeError(text, exitCode: 69) }
  /// `EX_CANTCREAT`: the host key cannot be created.
  static func cannotCreate(_ text: String) -> ServeError { ServeError(text, exitCode: 73) }
  /// `EX_CONFIG`: a setting is unsafe or unusable.
  static func config(_ text: String) -> ServeError { ServeError(text, exitCode: 78) }
}
