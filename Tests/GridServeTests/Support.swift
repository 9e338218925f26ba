import Foundation
import GridTestSupport

/// `ssh-keygen`, the real consumer of the key files (from `openssh-client`, which `.ci/run` installs).
enum SSHKeygen {
  static let path: String? = Tool.path(named: "ssh-keygen")

  static var isAvailable: Bool { path != nil }

  /// Runs ssh-keygen; its status and standard output.
  @discardableResult
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let run = try ChildRun.run(path ?? "/usr/bin/ssh-keygen", arguments)
    return (run.status, run.stdout)
  }

  /// A new key pair of `type` in `folder`; the public key's line.
  static func makeKey(_ type: String, bits: Int? = nil, in folder: URL, name: String) throws -> String {
    let file = folder.appendingPathComponent(name).path
    try run(["-q", "-t", type, "-N", "", "-C", name, "-f", file] + (bits.map { ["-b", "\($0)"] } ?? []))
    return try String(contentsOfFile: file + ".pub", encoding: .utf8).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }
}
