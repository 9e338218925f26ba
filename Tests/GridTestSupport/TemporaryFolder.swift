import Foundation

/// A temporary folder for one test's files, removed with everything in it when the value is
/// released.
public final class TemporaryFolder {
  public let url: URL

  /// A new, empty folder in the system's temporary folder, named `prefix-<UUID>`.
  public init(prefix: String = "gridpreview-test") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` to a file in the folder and returns its path.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> String {
    try write(Data(text.utf8), to: name)
  }

  /// Writes `data` to a file in the folder and returns its path.
  @discardableResult
  public func write(_ data: Data, to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try data.write(to: file)
    return file.path
  }

  /// The path of `name` in the folder.
  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
