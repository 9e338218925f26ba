import Foundation
import GridTestSupport
import Testing

/// `render --format svg` and `--format html`: golden pictures, valid XML that a real renderer
/// (`rsvg-convert`, from Debian's `librsvg2-bin`) turns into a PNG, and every cell of the text
/// rendering found in the picture at its own row and column.
@Suite struct PictureTests {
  /// The golden SVG cases: `Fixtures/Snapshots/<name>.svg`.
  static let cases: [(name: String, arguments: [String])] = [
    ("demo-grid-w80-AX1", ["--width", "80", "--category", "AX1", "--rows", "24"]),
    (
      "unicode-grid-w60-L",
      [Executable.fixtures.appendingPathComponent("unicode.json").path, "--width", "60"]
    ),
    (
      "compare-grid-w100-L-compare-light",
      [
        Executable.fixtures.appendingPathComponent("compare.json").path, "--width", "100", "--compare",
        "--theme", "light",
      ]
    ),
  ]

  static var rsvgConvert: String? { Tool.path(named: "rsvg-convert") }

  @Test(arguments: cases.map(\.name))
  func theSVGIsTheGoldenPicture(_ name: String) throws {
    let arguments = try #require(Self.cases.first { $0.name == name }).arguments
    let output = try Executable.run(["render", "--format", "svg"] + arguments)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    Snapshot.expect(output.stdout, matches: name, extension: "svg")
  }

  @Test func everyGoldenPictureHasACase() throws {
    let names = Set(Self.cases.map(\.name))
    let files = try FileManager.default.contentsOfDirectory(atPath: Snapshot.folder.path)
    let stale = files.filter { $0.hasSuffix(".svg") && !names.contains(String($0.dropLast(4))) }
    #expect(stale.isEmpty, "golden pictures without a case: \(stale.sorted())")
  }

  /// Python's XML parser reads the picture, and the cells it puts back together — each glyph at the
  /// column its x names, each line drawn from a cell's middle as the box character with those
  /// directions — are the text rendering, row by row.
  @Test(arguments: cases.map(\.name))
  func everyCellOfTheTextIsInItsCellOfThePicture(_ name: String) throws {
    let arguments = try #require(Self.cases.first { $0.name == name }).arguments
    let svg = try Executable.run(["render", "--format", "svg"] + arguments)
    let text = try Executable.run(["render", "--format", "text", "--pad"] + arguments)
    let folder = try TemporaryFolder()
    let path = try folder.write(svg.stdout, to: "picture.svg")
    let cells = try Self.cellsOfPicture(at: path)
    #expect(cells.status == 0, "\(cells.stderr)")
    let expected = text.stdoutLines.map { String($0) }
    #expect(!expected.isEmpty)
    #expect(cells.lines == expected)
  }

  @Test(
    .enabled(if: rsvgConvert != nil, "rsvg-convert (librsvg2-bin) is not installed"),
    arguments: cases.map(\.name))
  func rsvgConvertRendersThePicture(_ name: String) throws {
    let arguments = try #require(Self.cases.first { $0.name == name }).arguments
    let svg = try Executable.run(["render", "--format", "svg"] + arguments)
    let folder = try TemporaryFolder()
    let path = try folder.write(svg.stdout, to: "picture.svg")
    let png = try Self.renderPNG(path, in: folder)
    #expect(png.status == 0, "\(png.errors)")
    #expect(png.errors.isEmpty)
    let size = try #require(png.size, "not a PNG")
    let columns = text(svg.stdout, between: "<svg ", and: ">").flatMap { attribute("width", in: $0) }
    let rows = text(svg.stdout, between: "<svg ", and: ">").flatMap { attribute("height", in: $0) }
    #expect(size.width == columns && size.height == rows)
  }

  /// The HTML page, read by Python's HTML parser: its title is the fixture's, and the text of its
  /// `<pre>` is the text rendering (lines without trailing spaces).
  @Test func theHTMLPageHoldsTheTextRendering() throws {
    let fixture = Executable.fixtures.appendingPathComponent("unicode.json").path
    let html = try Executable.run(["render", fixture, "--format", "html", "--width", "60"])
    let text = try Executable.run(["render", fixture, "--format", "text", "--width", "60"])
    #expect(html.status == 0)
    let folder = try TemporaryFolder()
    let path = try folder.write(html.stdout, to: "page.html")
    let script = """
      import html.parser, json, sys
      class P(html.parser.HTMLParser):
          def __init__(self):
              super().__init__(); self.where = None; self.title = ""; self.pre = ""
          def handle_starttag(self, tag, attrs):
              if tag in ("title", "pre"): self.where = tag
          def handle_endtag(self, tag):
              self.where = None if tag in ("title", "pre") else self.where
          def handle_data(self, data):
              if self.where == "title": self.title += data
              if self.where == "pre": self.pre += data
      p = P(); p.feed(open(sys.argv[1], encoding="utf-8").read())
      print(json.dumps({"title": p.title, "pre": p.pre}))
      """
    let result = try Self.python(script, [path])
    let json = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String])
    let title = try #require(
      (JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture))) as? [String: Any])?[
        "title"]
        as? String)
    #expect(json["title"] == title)
    #expect(json["pre"] == text.stdout.trimmingCharacters(in: .newlines))
  }

  /// A fixture's hostile title (markup, quotes, ESC, BEL, a line break, U+2028) in each format, read
  /// by a real parser: Python's XML parser reads the SVG's `<title>` and its HTML parser the page's
  /// as one line with the controls shown as pictures; Foundation's JSON parser reads the
  /// recording's header `title` back to the title exactly.
  @Test func aHostileTitleSurvivesEachFormatsParser() throws {
    let title = "<b>&\"x\"' \u{1B}]0;pwned\u{7}\nnext\u{2028}end"
    let folder = try TemporaryFolder()
    let fixture = try folder.write(
      Data(try JSONSerialization.data(withJSONObject: ["title": title, "sections": [["items": ["a"]]]])),
      to: "hostile.json")
    let shown = "<b>&\"x\"' ␛]0;pwned␇ next end"
    let svg = try Executable.run(["render", fixture, "--format", "svg", "--width", "30"])
    let html = try Executable.run(["render", fixture, "--format", "html", "--width", "30"])
    #expect(svg.status == 0 && html.status == 0, "\(svg.stderr)\(html.stderr)")
    let svgPath = try folder.write(svg.stdout, to: "p.svg")
    let htmlPath = try folder.write(html.stdout, to: "p.html")
    let script = """
      import html.parser, json, sys, xml.etree.ElementTree as ET
      svg = ET.parse(sys.argv[1]).getroot().find("{http://www.w3.org/2000/svg}title").text
      class P(html.parser.HTMLParser):
          def __init__(self):
              super().__init__(); self.inside = False; self.title = ""
          def handle_starttag(self, tag, attrs): self.inside = tag == "title"
          def handle_endtag(self, tag): self.inside = False
          def handle_data(self, data):
              if self.inside: self.title += data
      p = P(); p.feed(open(sys.argv[2], encoding="utf-8").read())
      print(json.dumps({"svg": svg, "html": p.title}))
      """
    let result = try Self.python(script, [svgPath, htmlPath])
    #expect(result.status == 0, "\(result.errors)")
    let titles = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: String])
    #expect(titles["svg"] == shown)
    #expect(titles["html"] == shown)

    let cast = folder.path("t.cast")
    let recorded = try Executable.run(["record", fixture, "--keys", "q", "-o", cast], directory: folder.url)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let recording = try Recording(contentsOf: cast)
    #expect(recording.header["title"] as? String == title)
    let header = try #require(recording.lines.first)
    #expect(!header.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 }, "\(header)")
  }

  @Test func svgTakesTheFixturesTitleAndColorNeverPaintsWithoutColours() throws {
    let svg = try Executable.run([
      "render", "--format", "svg", "--width", "40", "--rows", "5", "--color", "never",
    ])
    #expect(svg.stdout.contains("<title>GridPreview demo: every row as tall as its tallest cell</title>"))
    let fills = Set(svg.stdout.matches(of: /fill="(#[0-9a-f]{6})"/).map { String($0.output.1) })
    #expect(fills.isSubset(of: ["#1e1e1e", "#cccccc"]), "\(fills)")
    let colored = try Executable.run(["render", "--format", "svg", "--width", "40", "--rows", "5"])
    #expect(colored.stdout.contains("stroke=\"#2472c8\""), "blue borders in the dark theme")
  }

  /// `--format text` and `ansi` are what `--color never` and `always` print; without `--format`,
  /// `--color` still decides.
  @Test func textAndAnsiAreTheColorModes() throws {
    let common = ["render", "--width", "70", "--rows", "12"]
    let text = try Executable.run(common + ["--format", "text"])
    let ansi = try Executable.run(common + ["--format", "ansi"])
    #expect(text.stdout == (try Executable.run(common + ["--color", "never"])).stdout)
    #expect(ansi.stdout == (try Executable.run(common + ["--color", "always"])).stdout)
    #expect(ansi.stdoutBytes.contains(0x1B) && !text.stdoutBytes.contains(0x1B))
    let wrong = try Executable.run(common + ["--format", "png"])
    #expect(wrong.status == 64)
    // A colour mode that contradicts the format is refused, not overruled either way.
    for (format, color) in [("ansi", "never"), ("text", "always")] {
      let contradiction = try Executable.run(common + ["--format", format, "--color", color])
      #expect(contradiction.status == 64 && contradiction.stdout.isEmpty)
      #expect(
        contradiction.stderr.contains("--format \(format)")
          && contradiction.stderr.contains("--color \(color)"))
    }
    #expect(try Executable.run(common + ["--format", "ansi", "--color", "always"]).stdout == ansi.stdout)
  }

  // MARK: Helpers

  /// The picture's cells as text lines: glyphs at the columns their x names (a single x for a
  /// cluster or wide glyph, else one per character), box characters from each line's directions.
  static func cellsOfPicture(at path: String) throws -> (status: Int32, lines: [String], stderr: String) {
    let script = """
      import sys, json, unicodedata, xml.etree.ElementTree as ET
      NS = "{http://www.w3.org/2000/svg}"
      root = ET.parse(sys.argv[1]).getroot()
      W, H, BASE = 9, 18, 14
      rows = (int(root.get("height")) - 16) // H
      cols = (int(root.get("width")) - 16) // W
      grid = [[" "] * cols for _ in range(rows)]
      def put(col, row, ch):
          grid[row][col] = ch
          if unicodedata.east_asian_width(ch[0]) in "WF": grid[row][col + 1] = ""
      for t in root.iter(NS + "text"):
          xs = [float(v) for v in t.get("x").split()]
          row = (float(t.get("y")) - BASE) / H
          assert row == int(row), t.get("y")
          text = t.text or ""
          if len(xs) == 1: put(int(xs[0] / W), int(row), text)
          else:
              assert len(xs) == len(text), (xs, text)
              for x, ch in zip(xs, text):
                  assert x % W == 0, x
                  put(int(x / W), int(row), ch)
      BOX = {"LR": "─", "DU": "│", "DR": "┌", "DL": "┐", "RU": "└", "LU": "┘", "DRU": "├", "DLU": "┤",
             "DLR": "┬", "LRU": "┴", "DLRU": "┼"}
      cells = {}
      for p in root.iter(NS + "path"):
          parts = p.get("d").replace("M", " M").split(" M")[1:]
          for part in parts:
              start, end = part.split("V") if "V" in part else part.split("H")
              cx, cy = (float(v) for v in start.split())
              col, row = int((cx - W / 2) / W), int((cy - H / 2) / H)
              if "V" in part: d = "U" if float(end) < cy else "D"
              else: d = "L" if float(end) < cx else "R"
              cells.setdefault((col, row), set()).add(d)
      for (col, row), ds in cells.items():
          grid[row][col] = BOX["".join(sorted(ds))]
      print(json.dumps(["".join(r) for r in grid]))
      """
    let result = try python(script, [path])
    let lines = (try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String]) ?? []
    return (result.status, lines, result.errors)
  }

  static func python(_ script: String, _ arguments: [String]) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let folder = try TemporaryFolder()
    let scriptPath = try folder.write(script, to: "script.py")
    let run = try ChildRun.run("/usr/bin/env", ["python3", scriptPath] + arguments)
    return (run.status, run.stdout, run.stderr)
  }

  /// Runs `rsvg-convert` on the picture; its status, what it printed on standard error and the PNG's
  /// size from its header (nil if the output is no PNG).
  static func renderPNG(_ path: String, in folder: TemporaryFolder) throws -> (
    status: Int32, errors: String, size: (width: Int, height: Int)?
  ) {
    let pngPath = folder.path("picture.png")
    let run = try ChildRun.run(
      rsvgConvert ?? "/usr/bin/rsvg-convert", ["--format", "png", "--output", pngPath, path])
    let png = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: pngPath))) ?? Data())
    var size: (Int, Int)?
    if png.count > 24, png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      func int(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      size = (int(16), int(20))
    }
    return (run.status, run.stderr, size)
  }
}

/// The text between the first `start` and the `end` after it.
private func text(_ string: String, between start: String, and end: String) -> String? {
  guard let open = string.range(of: start),
    let close = string.range(of: end, range: open.upperBound..<string.endIndex)
  else { return nil }
  return String(string[open.upperBound..<close.lowerBound])
}

/// An integer attribute `name="N"` in an element's attribute text.
private func attribute(_ name: String, in attributes: String) -> Int? {
  text(attributes, between: " \(name)=\"", and: "\"").flatMap(Int.init)
    ?? text(" " + attributes, between: " \(name)=\"", and: "\"").flatMap(Int.init)
}
