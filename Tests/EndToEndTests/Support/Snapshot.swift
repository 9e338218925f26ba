import Foundation
import Testing

/// Golden text files in `Fixtures/Snapshots/`, one per case and named after it.
///
/// `GRIDPREVIEW_RECORD=1 swift test` writes the files from the current output instead of
/// comparing; check each by eye before committing it.
enum Snapshot {
  static let folder = Executable.fixtures.appendingPathComponent("Snapshots")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["GRIDPREVIEW_RECORD"] == "1" }

  /// The golden file for a case (`.txt`, or another extension such as `svg`).
  static func url(named name: String, extension ext: String = "txt") -> URL {
    folder.appendingPathComponent(name + "." + ext)
  }

  /// Expects `actual` to equal the golden file `name`; a difference is recorded as an issue showing
  /// only the lines that differ. While recording, writes the file instead.
  static func expect(
    _ actual: String, matches name: String, extension ext: String = "txt",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = url(named: name, extension: ext)
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
      } catch {
        Issue.record("cannot record \(file.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      Issue.record(
        "no golden file \(relative(file)); record it with GRIDPREVIEW_RECORD=1 swift test --filter EndToEndTests",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if let diff = LineDiff(expected: expected, actual: actual) {
      Issue.record(
        """
        \(relative(file)) differs from the output (\(diff.summary); - expected, + actual):
        \(diff.rendered)
        If the new output is right: GRIDPREVIEW_RECORD=1 swift test --filter EndToEndTests
        """,
        sourceLocation: sourceLocation)
    }
  }

  private static func relative(_ file: URL) -> String {
    let root = Executable.repository.path + "/"
    return file.path.hasPrefix(root) ? String(file.path.dropFirst(root.count)) : file.path
  }
}

/// The region where two texts differ, line by line: the lines before and after that are the same
/// are left out except for a little context, so a one-row change in a 100-row grid shows as a few
/// lines. Each line shows its number and is framed by `|` so trailing spaces are visible.
struct LineDiff {
  var expectedLines: [Substring]
  var actualLines: [Substring]
  /// Lines equal at the start and at the end.
  var commonPrefix: Int
  var commonSuffix: Int
  var context: Int
  var maxShown: Int

  /// Nil when the texts are equal.
  init?(expected: String, actual: String, context: Int = 2, maxShown: Int = 40) {
    guard expected != actual else { return nil }
    expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    // A final newline ends the last line rather than starting another.
    if expected.hasSuffix("\n") && actual.hasSuffix("\n") {
      expectedLines.removeLast()
      actualLines.removeLast()
    }
    var prefix = 0
    while prefix < min(expectedLines.count, actualLines.count), expectedLines[prefix] == actualLines[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(expectedLines.count, actualLines.count) - prefix,
      expectedLines[expectedLines.count - 1 - suffix] == actualLines[actualLines.count - 1 - suffix]
    {
      suffix += 1
    }
    commonPrefix = prefix
    commonSuffix = suffix
    self.context = context
    self.maxShown = maxShown
  }

  /// The differing lines' ranges (1-based) in the expected and actual texts.
  var expectedRange: Range<Int> { commonPrefix..<(expectedLines.count - commonSuffix) }
  var actualRange: Range<Int> { commonPrefix..<(actualLines.count - commonSuffix) }

  var summary: String {
    func lines(_ range: Range<Int>, of count: Int) -> String {
      switch range.count {
      case 0: "no lines (of \(count))"
      case 1: "line \(range.lowerBound + 1) of \(count)"
      default: "lines \(range.lowerBound + 1)–\(range.upperBound) of \(count)"
      }
    }
    return "expected \(lines(expectedRange, of: expectedLines.count)), "
      + "actual \(lines(actualRange, of: actualLines.count))"
  }

  /// The differing region with `context` equal lines either side.
  var rendered: String {
    var out: [String] = []
    func show(_ mark: String, _ number: Int, _ line: Substring) {
      let label = String(number + 1)
      out.append("\(mark) \(String(repeating: " ", count: max(0, 5 - label.count)))\(label) |\(line)|")
    }
    func showAll(_ mark: String, _ range: Range<Int>, of lines: [Substring]) {
      for (shown, index) in range.enumerated() {
        if shown == maxShown {
          out.append("\(mark)   … \(range.count - maxShown) more lines")
          break
        }
        show(mark, index, lines[index])
      }
    }
    for index in max(0, commonPrefix - context)..<commonPrefix { show(" ", index, expectedLines[index]) }
    showAll("-", expectedRange, of: expectedLines)
    showAll("+", actualRange, of: actualLines)
    let after = expectedRange.upperBound
    for index in after..<min(expectedLines.count, after + context) { show(" ", index, expectedLines[index]) }
    return out.joined(separator: "\n")
  }
}
