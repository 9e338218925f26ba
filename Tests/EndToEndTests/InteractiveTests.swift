import Foundation
import Testing

/// The interactive previewer, driven inside tmux. These need tmux (CI installs it with `.ci/run`)
/// and run one at a time: each starts a real terminal session and waits for what it draws.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the interactive tests need it"))
enum InteractiveTests {}

extension TmuxSession {
  /// The previewer (on the demo, or on `fixture`), once its first frame is on screen.
  static func previewer(
    _ arguments: [String] = [], width: Int = 100, height: Int = 30, environment: [String: String] = [:],
    recordBytes: Bool = false, wrapper: [String] = []
  ) throws -> TmuxSession {
    let session = try TmuxSession(
      [Executable.path] + arguments, width: width, height: height, environment: environment,
      recordBytes: recordBytes, wrapper: wrapper)
    // The text size is in every status bar, however narrow.
    try session.waitForScreen("the first frame") { Self.statusBar(of: $0).contains(" pt") }
    return session
  }

  /// The status bar: the screen's last line that is not blank.
  func statusBar() throws -> String {
    Self.statusBar(of: try screen())
  }

  static func statusBar(of screen: String) -> String {
    String(screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? "")
  }

  /// Polls until the status bar contains every one of `parts`; returns that screen.
  @discardableResult
  func waitForStatus(_ parts: String..., timeout: TimeInterval = 15) throws -> String {
    try waitForScreen(timeout: timeout, "a status bar with \(parts)") { screen in
      let status = Self.statusBar(of: screen)
      return parts.allSatisfy { status.contains($0) }
    }
  }
}

/// The rows of a screen.
/// The screen below its title line: the layout (or the compare view's labels) and the status bar.
func layoutArea(of screen: String) -> Substring {
  guard let end = screen.firstIndex(of: "\n") else { return "" }
  return screen[screen.index(after: end)...]
}

func lines(_ screen: String) -> [Substring] {
  screen.split(separator: "\n", omittingEmptySubsequences: false)
}
