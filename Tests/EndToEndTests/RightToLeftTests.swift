import Foundation
import GridTestSupport
import GridText
import Testing

/// A right-to-left interface end to end: `layout`, `render`, `audit` with `--direction rtl`, and the
/// previewer's `R` in tmux.
@Suite struct RightToLeftCommandTests {
  typealias Frame = (
    kind: String, section: Int, item: Int, x: Double, y: Double, width: Double, height: Double
  )

  static func frames(_ arguments: [String]) throws -> (json: [String: Any], frames: [Frame]) {
    let output = try Executable.run(["layout"] + arguments)
    #expect(output.status == 0, "\(output.stderr)")
    let json = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let elements = try #require(json["elements"] as? [[String: Any]])
    let frames = elements.map { e -> Frame in
      (
        e["kind"] as? String ?? "", e["section"] as? Int ?? -1, e["item"] as? Int ?? -1,
        e["x"] as? Double ?? .nan, e["y"] as? Double ?? .nan, e["width"] as? Double ?? .nan,
        e["height"] as? Double ?? .nan
      )
    }
    return (json, frames)
  }

  /// Every layout's frames, right to left, are its left-to-right frames mirrored in the width.
  @Test(arguments: [
    ["Fixtures/demo.json", "--width", "100"],
    ["Fixtures/spans.json", "--width", "80", "--layout", "waterfall"],
    ["Fixtures/sections.json", "--width", "61", "--layout", "flow"],
    ["Fixtures/waterfall.json", "--width", "47"],
  ])
  func layoutMirrorsEveryFrame(_ arguments: [String]) throws {
    let args = arguments.map {
      $0.hasPrefix("Fixtures/") ? Executable.repository.appendingPathComponent($0).path : $0
    }
    let (ltrJSON, ltr) = try Self.frames(args)
    let (rtlJSON, rtl) = try Self.frames(args + ["--direction", "rtl"])
    #expect(ltrJSON["direction"] as? String == "ltr" && ltrJSON["mirrored"] as? Bool == false)
    #expect(rtlJSON["direction"] as? String == "rtl" && rtlJSON["mirrored"] as? Bool == true)
    let width = try #require((rtlJSON["contentSize"] as? [String: Any])?["width"] as? Double)
    #expect(ltr.count == rtl.count && !rtl.isEmpty)
    for (a, b) in zip(ltr, rtl) {
      #expect(a.kind == b.kind && a.section == b.section && a.item == b.item)
      #expect(b.x == width - a.x - a.width && b.y == a.y && b.width == a.width && b.height == a.height)
    }
  }

  /// The compat grid reproduces FlexibleRowHeightGridLayout 3.0.0, which does not mirror; `audit`
  /// says so as a note pointing at `compat`, and names the direction.
  @Test func theCompatGridIsNotMirroredAndAuditNotesIt() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      #"{"compat": true, "direction": "rtl", "columns": 3, "sections": [{"items": ["a", "b", "c", "d"]}]}"#,
      to: "compat.json")
    let (json, frames) = try Self.frames([path, "--width", "60"])
    #expect(json["direction"] as? String == "rtl" && json["mirrored"] as? Bool == false)
    let (_, ltr) = try Self.frames([path, "--width", "60", "--direction", "ltr"])
    #expect(frames.map(\.x) == ltr.map(\.x) && frames.count == 4, "item 0 stays at the left")
    let audit = try Executable.run([
      "audit", path, "--widths", "60", "--categories", "L", "--fail-on", "never",
    ])
    #expect(audit.status == 0)
    #expect(audit.stdout.contains("grid, right to left, 1 size × 1 width"), "\(audit.stdout)")
    #expect(audit.stdout.contains("compat.json:1:12: note [layout-not-mirrored]"), "\(audit.stdout)")
    let ltrAudit = try Executable.run([
      "audit", path, "--widths", "60", "--direction", "ltr", "--fail-on", "never",
    ])
    #expect(!ltrAudit.stdout.contains("layout-not-mirrored"))
  }

  @Test func theHTMLPageSaysItIsRightToLeft() throws {
    let rtl = try Executable.run(["render", "--width", "60", "--format", "html", "--direction", "rtl"])
    #expect(rtl.status == 0 && rtl.stdout.contains("<html dir=\"rtl\">"))
    let ltr = try Executable.run(["render", "--width", "60", "--format", "html"])
    #expect(ltr.stdout.contains("<html>\n"))
  }

  @Test func aBadDirectionIsAUsageError() throws {
    let output = try Executable.run(["render", "--direction", "up"])
    #expect(output.status == 64)
    let first = try #require(output.stderr.split(separator: "\n").first)
    #expect(first.contains("'up'") && first.contains("--direction"), "\(output.stderr)")
  }
}

extension InteractiveTests {
  /// The previewer flipped with `R` in tmux: the screen mirrors, ← moves the selection left, a click
  /// selects the cell under it.
  @Suite struct PreviewerRightToLeftTests {
    @Test func rFlipsTheScreenAndArrowsAndClicksGoByIt() throws {
      let tmux = try TmuxSession.previewer(width: 100, height: 34)
      var screen = try tmux.waitForScreen(containing: "│ Apple")
      let apple = try #require(lines(screen).first { $0.contains("Apple") })
      try tmux.send("R")
      screen = try tmux.waitForStatus("RTL")
      let rows = lines(screen)
      let row = try #require(rows.firstIndex { $0.contains("Apple │") }, "\(screen)")
      // Apple (item 0) is now the rightmost cell of its row, Banana (item 2) the leftmost.
      let mirrored = rows[row]
      let appleAt = try #require(mirrored.range(of: "Apple"))
      let bananaAt = try #require(mirrored.range(of: "Banana"))
      #expect(bananaAt.upperBound < appleAt.lowerBound, "\(mirrored)")
      #expect(apple.range(of: "Apple")?.lowerBound != appleAt.lowerBound)
      // Enter selects item 0; ← goes left on screen, to item 1, then 2.
      try tmux.send("Enter", "Left", "Left", "i")
      try tmux.waitForScreen(containing: "Cell 0.2 “Banana”")
      try tmux.send("Escape")
      try tmux.waitForScreen("the selection cleared") { !$0.contains("Inspector") }
      // A click on Cherry selects it.
      screen = try tmux.screen()
      let cherryRow = try #require(lines(screen).firstIndex { $0.contains("Cherry") })
      let line = lines(screen)[cherryRow]
      let title = try #require(line.range(of: "Cherry"))
      let column = DisplayWidth.columns(of: line[..<title.lowerBound])
      try tmux.sendBytes("\u{1B}[<0;\(column + 1);\(cherryRow + 1)M\u{1B}[<0;\(column + 1);\(cherryRow + 1)m")
      try tmux.send("i")
      try tmux.waitForScreen(containing: "Cell 0.3 “Cherry”")
      try tmux.send("q")
      #expect(tmux.waitForExit() == 0)
    }
  }
}
