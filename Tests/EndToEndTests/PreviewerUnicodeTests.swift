import Foundation
import GridTestSupport
import Testing

extension InteractiveTests {
  /// What the terminal shows is what the canvas holds, cell for cell, for every text in the fixtures
  /// at every text size: tmux's screen against `render` of the same state.
  @Suite struct PreviewerUnicodeTests {
    static let sizes = [
      "xS 14 pt", "S 15 pt", "M 16 pt", "L 17 pt", "xL 19 pt", "xxL 21 pt", "xxxL 23 pt", "AX1 28 pt",
      "AX2 33 pt",
      "AX3 40 pt", "AX4 47 pt", "AX5 53 pt",
    ]

    /// The layout rows of a previewer screen (between the title line and the status bar), and the
    /// first rows of `render`'s output, both without trailing spaces.
    static func layoutRows(of screen: String, count: Int) -> [String] {
      Array(lines(screen).dropFirst().prefix(count)).map { trimmed($0) }
    }

    static func rendered(_ arguments: [String], rows: Int) throws -> [String] {
      // The previewer marks row drivers by default: so does this rendering.
      let output = try Executable.run(["render"] + arguments + ["--color", "never", "--drivers"])
      #expect(output.status == 0, "\(output.stderr)")
      var result = Array(output.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows))
        .map { trimmed($0) }
      while result.count < rows { result.append("") }
      return result
    }

    static func trimmed(_ line: some StringProtocol) -> String {
      String(line.reversed().drop { $0 == " " }.reversed())
    }

    @Test func theUnicodeFixtureAtAll12SizesIsExactlyTheCanvas() throws {
      let fixture = Executable.fixtures.appendingPathComponent("unicode.json").path
      let tmux = try TmuxSession.previewer([fixture], width: 100, height: 30)
      try tmux.send("[", times: 12)
      try tmux.waitForStatus("xS 14 pt")
      for (index, size) in Self.sizes.enumerated() {
        if index > 0 { try tmux.send("+") }
        let screen = try tmux.waitForStatus(size)
        // Let ncurses finish the frame: the screen must stay put before it is compared.
        _ = tmux.waitForQuietOutputOfScreen()
        let shown = Self.layoutRows(of: try tmux.screen(), count: 28)
        let category = String(size.split(separator: " ")[0])
        let expected = try Self.rendered([fixture, "--width", "100", "--category", category], rows: 28)
        #expect(
          shown == expected,
          "at \(size):\n\(LineDiff(expected: expected.joined(separator: "\n"), actual: shown.joined(separator: "\n"))?.rendered ?? "")\n\(screen)"
        )
      }
    }

    /// A reload that brings in ZWJ emoji, flags, keycaps and skin tones leaves no stray cell.
    @Test func aReloadThatBringsInEmojiLeavesNoStrayCells() throws {
      let folder = try TemporaryFolder()
      let plain =
        #"{"title": "t", "columns": 2, "sections": [{"items": ["one two three", "four five six seven eight"]}]}"#
      let path = try folder.write(plain, to: "f.json")
      let tmux = try TmuxSession.previewer([path], width: 80, height: 20)
      let emoji =
        #"{"title": "t", "columns": 2, "sections": [{"items": ["👨‍👩‍👧 family 🇯🇵 1️⃣ ❤️ 👍🏽 🏳️‍🌈 end", "x 👩‍💻 y é z"]}]}"#
      try Data(emoji.utf8).write(to: URL(fileURLWithPath: path))
      let screen = try tmux.waitForStatus("reloaded")
      _ = screen
      _ = tmux.waitForQuietOutputOfScreen()
      let shown = Self.layoutRows(of: try tmux.screen(), count: 18)
      let expected = try Self.rendered([path, "--width", "80"], rows: 18)
      #expect(
        shown == expected,
        "\(LineDiff(expected: expected.joined(separator: "\n"), actual: shown.joined(separator: "\n"))?.rendered ?? "")"
      )
      #expect(!shown.joined().unicodeScalars.contains { $0.value == 0x200D }, "no stray joiner")
    }
  }
}

extension TmuxSession {
  /// Waits until two captures of the screen 100 ms apart are the same.
  func waitForQuietOutputOfScreen(timeout: TimeInterval = 5) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    var last = try? screen()
    while Date() < deadline {
      usleep(100_000)
      let now = try? screen()
      if now == last { return now }
      last = now
    }
    return last
  }
}
