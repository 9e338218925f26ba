import Foundation

/// `ssh-keygen`, the real consumer of the key files (from `openssh-client`, which `.ci/run` installs).
enum SSHKeygen {
  static let path: String? = ["/usr/bin/ssh-keygen", "/bin/ssh-keygen", "/usr/local/bin/ssh-keygen"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var isAvailable: Bool { path != nil }

  /// Runs ssh-keygen; its status and standard output.
  @discardableResult
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/ssh-keygen")
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A new key pair of `type` in `folder`; the public key's line.
  static func makeKey(_ type: String, bits: Int? = nil, in folder: URL, name: String) throws -> String {
    let file = folder.appendingPathComponent(name).path
    try run(["-q", "-t", type, "-N", "", "-C", name, "-f", file] + (bits.map { ["-b", "\($0)"] } ?? []))
    return try String(contentsOfFile: file + ".pub", encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }
}

/// A temporary folder, removed when released.
final class Folder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("gridserve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
