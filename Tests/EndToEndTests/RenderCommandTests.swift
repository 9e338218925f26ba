import Foundation
import GridTestSupport
import GridText
import Testing

/// `gridpreview render`: the golden files, and properties every rendering has.
@Suite struct RenderCommandTests {
  @Test(arguments: RenderCase.all)
  func rendersTheGoldenText(_ c: RenderCase) throws {
    let output = try Executable.run(c.arguments)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    Snapshot.expect(output.stdout, matches: c.name)
  }

  /// With `--pad` every line is exactly the width asked for; without it, the same lines end at their
  /// last visible character.
  @Test(arguments: RenderCase.all)
  func everyLineIsExactlyTheRequestedWidthInDisplayColumns(_ c: RenderCase) throws {
    let output = try Executable.run(c.arguments + (c.flags.contains("--pad") ? [] : ["--pad"]))
    let trimmed = try Executable.run(c.arguments.filter { $0 != "--pad" })
    #expect(
      trimmed.stdoutLines.map(String.init)
        == output.stdoutLines.map { String(String($0).reversed().drop { $0 == " " }.reversed()) })
    #expect(!trimmed.stdoutLines.contains { $0.hasSuffix(" ") }, "no trailing spaces unless asked")
    let wrong = output.stdoutLines.enumerated().filter { DisplayWidth.columns(of: $0.element) != c.width }
    #expect(!output.stdoutLines.isEmpty)
    #expect(
      wrong.isEmpty,
      "lines not \(c.width) columns wide: \(wrong.prefix(5).map { "\($0.offset + 1): \(DisplayWidth.columns(of: $0.element))" })"
    )
  }

  @Test(arguments: RenderCase.all.filter { !$0.isCompare })
  func printsOneLinePerRowOfContent(_ c: RenderCase) throws {
    let layout = try Executable.run(c.layoutArguments)
    let json = try #require(JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
    let contentSize = try #require(json["contentSize"] as? [String: Any])
    let height = try #require(contentSize["height"] as? Int)
    #expect(try Executable.run(c.arguments).stdoutLines.count == height)
  }

  @Test(arguments: RenderCase.all)
  func colorNeverWritesNoEscapeByte(_ c: RenderCase) throws {
    let output = try Executable.run(c.arguments)
    #expect(!output.stdoutBytes.contains(0x1B))
  }

  @Test func everyGoldenFileHasACase() throws {
    let names = Set(RenderCase.all.map(\.name))
    #expect(names.count == RenderCase.all.count, "two cases share a name")
    let files = try FileManager.default.contentsOfDirectory(atPath: Snapshot.folder.path)
    let stale = files.filter { $0.hasSuffix(".txt") && !names.contains(String($0.dropLast(4))) }
    #expect(stale.isEmpty, "golden files without a case: \(stale.sorted())")
  }

  /// `--drivers` marks both panes of the compare view: the grid's driving cells (◆) and stretched
  /// rows, the flow's ragged gaps (·); without it, neither.
  @Test func theCompareViewShowsDriversInBothPanes() throws {
    let marked = try Executable.run([
      "render", "--compare", "--drivers", "--width", "101", "--color", "never", "--pad",
    ])
    let plain = try Executable.run(["render", "--compare", "--width", "101", "--color", "never", "--pad"])
    #expect(marked.status == 0 && plain.status == 0)
    // Below the labels' row (whose separators are dots too).
    let flow = marked.stdoutLines.dropFirst().map { String($0.prefix(50)) }.joined()
    let grid = marked.stdoutLines.dropFirst().map { String($0.dropFirst(51)) }.joined()
    #expect(flow.contains("·"), "the flow pane's gaps")
    #expect(grid.contains("◆") && grid.contains("·"), "the grid pane's drivers and stretched rows")
    let unmarked = plain.stdoutLines.dropFirst().joined()
    #expect(!unmarked.contains("◆") && !unmarked.contains("·"))
  }

  @Test func rowsLimitsButNeverPadsTheContent() throws {
    let whole = try Executable.run(["render", "--color", "never", "--width", "60"])
    let more = try Executable.run(["render", "--color", "never", "--width", "60", "--rows", "100000"])
    #expect(more.status == 0)
    #expect(more.stdout == whole.stdout)
    let few = try Executable.run(["render", "--color", "never", "--width", "60", "--rows", "5"])
    #expect(few.stdoutLines == Array(whole.stdoutLines.prefix(5)))
  }

  @Test func defaultsToEightyColumnsWhenNotATerminal() throws {
    let output = try Executable.run(["render", "--color", "never", "--rows", "3", "--pad"])
    #expect(output.stdoutLines.map { DisplayWidth.columns(of: $0) } == [80, 80, 80])
  }

  @Test func columnsFromTheEnvironmentWhenNotATerminal() throws {
    let output = try Executable.run(
      ["render", "--color", "never", "--rows", "3", "--pad"], environment: ["COLUMNS": "57"])
    #expect(output.stdoutLines.map { DisplayWidth.columns(of: $0) } == [57, 57, 57])
  }

  @Test func rowsLimitsTheOutput() throws {
    let full = try Executable.run(["render", "--width", "70", "--color", "never"])
    let first = try Executable.run(["render", "--width", "70", "--color", "never", "--rows", "12"])
    #expect(first.stdoutLines == Array(full.stdoutLines.prefix(12)))
  }

  @Test func aPosixLocaleDrawsAsciiBoxes() throws {
    let output = try Executable.run(
      ["render", "--width", "60", "--color", "never", "--rows", "4"], environment: ["LANG": "C"])
    #expect(output.stdoutLines[1].hasPrefix(" +----"))
  }

  /// The compare view: labels naming each pane's layout, width and columns, and the two layouts
  /// side by side — each exactly what `render` prints for that layout at the pane's width.
  @Test func compareIsTheTwoLayoutsSideBySide() throws {
    let fixture = Executable.fixtures.appendingPathComponent("compare.json").path
    let both = try Executable.run([
      "render", fixture, "--compare", "--width", "101", "--color", "never", "--pad",
    ])
    #expect(both.status == 0)
    #expect(both.stdoutLines[0].hasPrefix(" flow · 50 wide · "))
    #expect(both.stdoutLines[0].contains("│ flexible row height grid · 50 wide · "))
    for (layout, side) in [("flow", 0), ("grid", 1)] {
      let alone = try Executable.run(
        ["render", fixture, "--layout", layout, "--width", "50", "--color", "never", "--pad"]
      ).stdoutLines.map(String.init)
      let pane = both.stdoutLines.dropFirst().map { line -> String in
        let columns = Array(line)
        return String(side == 0 ? columns.prefix(50) : columns.suffix(50))
      }
      #expect(Array(pane.prefix(alone.count)) == alone, "\(layout)")
      #expect(pane.dropFirst(alone.count).allSatisfy { $0.allSatisfy { $0 == " " } })
    }
  }

  @Test func modesByOptionAreTheFixturesModes() throws {
    let stretch = try Executable.run([
      "render", "--layout", "waterfall", "--stretch", "allCells", "--width", "60", "--color", "never",
    ])
    let folder = try TemporaryFolder()
    let demo = try String(
      contentsOf: Executable.fixtures.appendingPathComponent("demo.json"), encoding: .utf8)
    let path = try folder.write(
      demo.replacingOccurrences(
        of: #""title": "GridPreview demo"#,
        with: #""waterfall": {"stretch": "allCells"}, "title": "GridPreview demo"#), to: "d.json")
    let fromFixture = try Executable.run([
      "render", path, "--layout", "waterfall", "--width", "60", "--color", "never",
    ])
    #expect(stretch.stdout == fromFixture.stdout)
    #expect(
      stretch.stdout
        != (try Executable.run(["render", "--layout", "waterfall", "--width", "60", "--color", "never"]))
        .stdout)
    let collapsed = try Executable.run(["render", "--collapse-borders", "--width", "60", "--color", "never"])
    #expect(collapsed.stdout.contains("┼") || collapsed.stdout.contains("┬"))
  }
}
