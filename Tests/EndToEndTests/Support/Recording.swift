import Foundation
import GridTestSupport
import Testing

/// An asciicast v2 file as the tests read it: every line parsed by Foundation's JSON parser.
struct Recording {
  struct Event: Equatable {
    var time: Double
    var kind: String
    var data: String
  }

  var header: [String: Any]
  var events: [Event]
  /// The file's lines, without their line breaks.
  var lines: [Substring]

  /// Reads the file; a line that is not JSON of the right shape is an error naming it.
  init(contentsOf path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try self.init(text: text)
  }

  init(text: String) throws {
    #expect(text.hasSuffix("\n"), "the last line ends")
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let first = try #require(lines.first, "an empty recording")
    header = try #require(
      try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any], "header: \(first)")
    events = try lines.dropFirst().enumerated().map { index, line in
      let array = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
        "line \(index + 2) is no JSON array: \(line.prefix(80))")
      #expect(array.count == 3, "line \(index + 2)")
      let time = try #require((array.first as? NSNumber)?.doubleValue, "line \(index + 2): a time")
      let kind = try #require(array.dropFirst().first as? String, "line \(index + 2): a code")
      let data = try #require(array.last as? String, "line \(index + 2): data")
      return Event(time: time, kind: kind, data: data)
    }
  }

  var width: Int? { header["width"] as? Int }
  var height: Int? { header["height"] as? Int }

  /// Whether no event is earlier than the one before it.
  var timesNeverDecrease: Bool {
    zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time }
  }

  func events(_ kind: String) -> [Event] { events.filter { $0.kind == kind } }

  /// The file with only its first `count` events (for replaying a session up to a moment).
  func text(keepingEvents count: Int) -> String {
    lines.prefix(1 + count).joined(separator: "\n") + "\n"
  }

  static var asciinema: String? { Tool.path(named: "asciinema") }

  /// What a terminal of `width` × `height` shows after `asciinema cat` replays `path` in it, and
  /// whether the alternate screen is on and the cursor visible then.
  static func replay(_ path: String, width: Int, height: Int) throws -> (
    screen: String, alternateScreen: Bool, cursorVisible: Bool
  ) {
    let tmux = try TmuxSession([asciinema ?? "asciinema", "cat", path], width: width, height: height)
    let status = tmux.waitForExit(timeout: 30)
    let screen = try tmux.screen()
    #expect(status == 0, "asciinema cat \(path) ended with \(String(describing: status)): \(screen)")
    let modes = try tmux.terminalModes()
    return (screen, modes.alternateScreen, modes.cursorVisible)
  }
}
