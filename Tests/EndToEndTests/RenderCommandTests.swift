import Foundation
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

  @Test(arguments: RenderCase.all)
  func everyLineIsExactlyTheRequestedWidthInDisplayColumns(_ c: RenderCase) throws {
    let output = try Executable.run(c.arguments)
    let wrong = output.stdoutLines.enumerated().filter { DisplayWidth.columns(of: $0.element) != c.width }
    #expect(!output.stdoutLines.isEmpty)
    #expect(
      wrong.isEmpty,
      "lines not \(c.width) columns wide: \(wrong.prefix(5).map { "\($0.offset + 1): \(DisplayWidth.columns(of: $0.element))" })"
    )
  }

  @Test(arguments: RenderCase.all)
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

  @Test func rowsLimitsButNeverPadsTheContent() throws {
    let whole = try Executable.run(["render", "--color", "never", "--width", "60"])
    let more = try Executable.run(["render", "--color", "never", "--width", "60", "--rows", "100000"])
    #expect(more.status == 0)
    #expect(more.stdout == whole.stdout)
    let few = try Executable.run(["render", "--color", "never", "--width", "60", "--rows", "5"])
    #expect(few.stdoutLines == Array(whole.stdoutLines.prefix(5)))
  }

  @Test func defaultsToEightyColumnsWhenNotATerminal() throws {
    let output = try Executable.run(["render", "--color", "never", "--rows", "3"])
    #expect(output.stdoutLines.map { DisplayWidth.columns(of: $0) } == [80, 80, 80])
  }

  @Test func columnsFromTheEnvironmentWhenNotATerminal() throws {
    let output = try Executable.run(
      ["render", "--color", "never", "--rows", "3"], environment: ["COLUMNS": "57"])
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
}
