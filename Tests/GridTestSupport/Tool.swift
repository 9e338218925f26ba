import Foundation

/// The programs the tests use as real consumers and peers (tmux, ssh, ssh-keygen, python3,
/// rsvg-convert, cmark-gfm, strace, asciinema, …), found as a shell finds them. `.ci/run` installs
/// them; a test whose tool is missing is skipped and says which.
public enum Tool {
  /// The first executable called `name` on `PATH` or in the usual system folders, or nil.
  public static func path(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"]
    return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether the tool is installed.
  public static func isAvailable(_ name: String) -> Bool { path(named: name) != nil }
}
