import GridInput
import GridText

/// A script for the previewer: keys to press, text to type, pauses, resizes and snapshots, one
/// command a line — what `gridpreview record` plays to make the same recording on every run.
///
/// ```text
/// # Lines starting with # and blank lines are skipped.
/// Set TypingSpeed 80ms
/// Key + 3
/// Key Ctrl-L
/// Type /fig
/// Key Enter
/// Sleep 1.5s
/// Resize 80x24
/// Snapshot docs/after-resize
/// ```
///
/// Key names: a single character (`+`, `q`, `H`), `space`, `Enter`, `Esc`, `Tab`, `Backspace`,
/// `Up` `Down` `Left` `Right` (or `↑ ↓ ← →`), `PgUp`, `PgDn`, `Home`, `End`, `Insert`, `Delete`,
/// `F1`…`F12`, with `Ctrl-`, `Alt+` and `Shift+` before them (`Ctrl-L`, `Shift+Left`).
public struct Tape: Hashable, Sendable {
  public var lines: [TapeLine]

  public init(lines: [TapeLine]) { self.lines = lines }

  /// The commands' names, as the error for an unknown one lists them.
  public static let commandNames = ["Key", "Type", "Sleep", "Resize", "Snapshot", "Set"]
  /// The settings `Set` takes.
  public static let settingNames = ["TypingSpeed"]
  /// Sizes a terminal may be given.
  public static let columnRange = 2...1000
  public static let rowRange = 2...500
  /// The longest pause or typing delay: ten minutes.
  public static let longestDuration = 600_000
  /// The most times one `Key` line may press its key.
  public static let maximumCount = 1000

  /// Reads a tape; the first line that cannot be read throws, named `source:LINE`. A byte order mark
  /// at the start is skipped; spaces and tabs both separate words, and those at a line's end are
  /// dropped (quote `Type` text that should end with a space).
  ///
  /// - Parameter source: the tape's name for messages (escaped by the caller).
  public static func parse(_ text: String, source: String) throws(TapeError) -> Tape {
    var lines: [TapeLine] = []
    // Editors on Windows start UTF-8 files with U+FEFF.
    let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    // "\r\n" is one Character in Swift: a line ends at either.
    let rawLines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, line) in rawLines.enumerated() {
      let number = index + 1
      do throws(TapeProblem) {
        if let command = try command(in: line) { lines.append(TapeLine(line: number, command: command)) }
      } catch {
        throw TapeError(source: source, line: number, message: error.message)
      }
    }
    return Tape(lines: lines)
  }

  /// A tape of key presses only, from `--keys "+ + Right c"`: key names separated by spaces. A
  /// problem names the word's position (`--keys:3`).
  public static func keys(_ text: String) throws(TapeError) -> Tape {
    var lines: [TapeLine] = []
    for (index, word) in text.split(separator: " ", omittingEmptySubsequences: true).enumerated() {
      guard let key = KeyName.key(named: word) else {
        throw TapeError(
          source: "--keys", line: index + 1,
          message:
            "unknown key \(String(word).quotedForMessage()) (see 'gridpreview record --help' for key names)")
      }
      lines.append(TapeLine(line: index + 1, command: .key(key, count: 1)))
    }
    if lines.isEmpty { throw TapeError(source: "--keys", line: 1, message: "no keys given") }
    return Tape(lines: lines)
  }

  /// The command on one line, nil for a blank or comment line.
  static func command(in line: Substring) throws(TapeProblem) -> TapeCommand? {
    var text = stripComment(line)
    while let last = text.last, isBlank(last) { text = text.dropLast() }
    var words = text.split(whereSeparator: isBlank)
    guard let name = words.first else { return nil }
    words.removeFirst()
    switch name {
    case "Key":
      guard let keyName = words.first else {
        throw TapeProblem("Key needs a key name, e.g. 'Key +' or 'Key Left 3'")
      }
      guard let key = KeyName.key(named: keyName) else {
        throw TapeProblem(
          "unknown key \(String(keyName).quotedForMessage()) (see 'gridpreview record --help' for key names)")
      }
      guard words.count <= 2 else {
        throw TapeProblem("Key takes a key name and a count, got \(words.count) words")
      }
      if key == Key.control("z") {
        throw TapeProblem("Ctrl-Z would suspend the previewer, and nothing in a recording can resume it")
      }
      var count = 1
      if words.count == 2 {
        guard let n = Int(words[1]), (1...maximumCount).contains(n) else {
          throw TapeProblem(
            "Key's count must be a whole number from 1 to \(maximumCount), got \(String(words[1]).quotedForMessage())"
          )
        }
        count = n
      }
      return .key(key, count: count)
    case "Type":
      let rest = text.drop { !isBlank($0) }.drop(while: isBlank)
      var typed = String(rest)
      if typed.count >= 2, typed.hasPrefix("\""), typed.hasSuffix("\"") {
        typed = String(typed.dropFirst().dropLast())
      }
      guard !typed.isEmpty else { throw TapeProblem("Type needs text, e.g. 'Type /fig'") }
      if let control = typed.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
        throw TapeProblem(
          "Type takes printable text; use Key for \(String(String(control)).quotedForMessage())")
      }
      return .type(typed)
    case "Sleep":
      guard words.count == 1 else {
        throw TapeProblem("Sleep needs one duration, e.g. 'Sleep 300ms' or 'Sleep 2s'")
      }
      return .sleep(milliseconds: try duration(words[0]))
    case "Resize":
      guard words.count == 1 else { throw TapeProblem("Resize needs one size, e.g. 'Resize 80x24'") }
      let size = try Self.size(words[0])
      return .resize(columns: size.columns, rows: size.rows)
    case "Snapshot":
      let rest = text.drop { !isBlank($0) }.drop(while: isBlank)
      guard !rest.isEmpty else { throw TapeProblem("Snapshot needs a name, e.g. 'Snapshot docs/demo'") }
      let path = rest.hasSuffix(".svg") ? String(rest) : rest + ".svg"
      return .snapshot(path: path)
    case "Set":
      guard words.count == 2 else {
        throw TapeProblem("Set needs a setting and a value, e.g. 'Set TypingSpeed 80ms'")
      }
      guard words[0] == "TypingSpeed" else {
        throw TapeProblem(
          "unknown setting \(String(words[0]).quotedForMessage()) (settings: \(settingNames.joined(separator: ", ")))"
        )
      }
      return .typingSpeed(milliseconds: try duration(words[1]))
    default:
      throw TapeProblem(
        "unknown command \(String(name).quotedForMessage()) (commands: \(commandNames.joined(separator: ", ")))"
      )
    }
  }

  /// A size `COLUMNSxROWS` within the ranges a terminal may have.
  public static func size(_ word: some StringProtocol) throws(TapeProblem) -> (columns: Int, rows: Int) {
    let parts = word.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
      throw TapeProblem("\(String(word).quotedForMessage()) is no size; write it as COLUMNSxROWS, e.g. 80x24")
    }
    guard columnRange.contains(columns), rowRange.contains(rows) else {
      throw TapeProblem(
        "size \(String(word).quotedForMessage()) is out of range (columns \(columnRange.lowerBound)–\(columnRange.upperBound), rows \(rowRange.lowerBound)–\(rowRange.upperBound))"
      )
    }
    return (columns, rows)
  }

  /// A duration in milliseconds: `300ms`, `2s`, `1.5s`, up to ten minutes.
  static func duration(_ word: Substring) throws(TapeProblem) -> Int {
    let problem = TapeProblem("\(String(word).quotedForMessage()) is no duration; write e.g. 300ms or 1.5s")
    let milliseconds: Int
    if word.hasSuffix("ms") {
      guard let value = Int(word.dropLast(2)) else { throw problem }
      milliseconds = value
    } else if word.hasSuffix("s") {
      let number = word.dropLast()
      let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      guard let whole = Int(parts[0]), whole >= 0, parts[0].allSatisfy(\.isASCII) else { throw problem }
      var fraction = 0
      if parts.count == 2 {
        let digits = parts[1]
        guard (1...3).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
          let value = Int(digits)
        else { throw problem }
        fraction = value * [1, 100, 10, 1][digits.count]
      }
      guard whole <= longestDuration / 1000 else {
        throw TapeProblem("\(String(word).quotedForMessage()) is longer than ten minutes")
      }
      milliseconds = whole * 1000 + fraction
    } else {
      throw problem
    }
    guard milliseconds >= 0 else { throw problem }
    guard milliseconds <= longestDuration else {
      throw TapeProblem("\(String(word).quotedForMessage()) is longer than ten minutes")
    }
    return milliseconds
  }

  /// Whether a character separates words: a space or a tab.
  static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

  /// The line without leading blanks, or nothing for a comment (a line whose first character is `#`).
  static func stripComment(_ line: Substring) -> Substring {
    let trimmed = line.drop(while: isBlank)
    return trimmed.hasPrefix("#") ? "" : trimmed
  }
}

/// A problem with one line, before the tape's name and line number are added.
public struct TapeProblem: Error, Hashable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
