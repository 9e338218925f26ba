import Foundation
import Testing

extension InteractiveTests {
  /// Pinned headers and footers in the previewer (`Fixtures/spans.json`: every header pinned, the
  /// second section's footer too): scrolling through the sections, the top row shows the header of
  /// the section there, changing at the rows `layout` gives.
  @Suite struct PreviewerPinningTests {
    static let fixture = Executable.fixtures.appendingPathComponent("spans.json").path

    /// Where section 1's header or footer starts, from `gridpreview layout` at the previewer's width.
    static func bandY(_ kind: String) throws -> Int {
      let output = try Executable.run(["layout", fixture, "--width", "80", "--category", "L"])
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let elements = try #require(json["elements"] as? [[String: Any]])
      let band = try #require(elements.first { $0["kind"] as? String == kind && $0["section"] as? Int == 1 })
      return try #require(band["y"] as? Int)
    }

    /// The previewer at layout width 80 in a 100-wide terminal (wide enough for the status bar to
    /// show the rows).
    static func previewer() throws -> TmuxSession {
      try TmuxSession.previewer([fixture, "--width", "80"], width: 100, height: 30)
    }

    /// Screen row `row`'s 80 layout columns, without trailing spaces.
    static func layoutRow(_ screen: String, _ row: Int) -> String {
      let line = lines(screen)[row]
      return String(String(line.prefix(80)).reversed().drop { $0 == " " }.reversed())
    }

    /// The first row of the layout (below the title line).
    static func topRow(_ screen: String) -> String { layoutRow(screen, 1) }

    /// The last row of the layout (above the status bar).
    static func bottomRow(_ screen: String) -> String { layoutRow(screen, 28) }

    @Test func theTopRowShowsTheHeaderOfTheSectionThere() throws {
      let y1 = try Self.bandY("header")
      let footer = try Self.bandY("footer")
      #expect(y1 > 20, "the first section must be taller than a few rows")
      let tmux = try Self.previewer()
      var shown = 0
      func scroll(to row: Int) throws -> String {
        try tmux.send("j", times: row - shown)
        shown = row
        return try tmux.waitForStatus("rows \(row + 1)–")
      }
      // Inside section 0, well below its header: the header is drawn over the cells.
      var screen = try scroll(to: 3)
      #expect(Self.topRow(screen) == " Market", "\(screen)")
      // On the section's last row (its bottom inset) the header still shows, the next section's
      // header right below it.
      screen = try scroll(to: y1 - 1)
      #expect(Self.topRow(screen) == " Market", "\(screen)")
      #expect(Self.layoutRow(screen, 2) == " Vegetables", "\(screen)")
      // The next section's header takes over, and stays at the top as its cells scroll under it.
      screen = try scroll(to: y1)
      #expect(Self.topRow(screen) == " Vegetables", "\(screen)")
      screen = try scroll(to: y1 + 4)
      #expect(Self.topRow(screen) == " Vegetables", "\(screen)")
      #expect(!screen.contains("Market"))
      // Its footer is pinned too: at the bottom row (27 rows down) while its own place is one row
      // below the screen.
      try tmux.send("g")
      try tmux.waitForStatus("rows 1–")
      shown = 0
      screen = try scroll(to: footer - 28)
      #expect(Self.bottomRow(screen) == " Pinned footer: the end of the vegetables", "\(screen)")
      screen = try scroll(to: footer - 27)
      #expect(Self.bottomRow(screen) == " Pinned footer: the end of the vegetables", "\(screen)")
    }

    /// A click on the pinned header's row selects the header drawn there, not the cell under it.
    @Test func aClickOnAPinnedHeaderSelectsIt() throws {
      let tmux = try Self.previewer()
      try tmux.send("j", times: 8)
      try tmux.waitForStatus("rows 9–")
      // SGR mouse report: left press then release at column 5, row 2 (1-based: the layout's top row).
      try tmux.sendBytes("\u{1B}[<0;5;2M\u{1B}[<0;5;2m")
      try tmux.send("i")
      let screen = try tmux.waitForScreen(containing: "Header of section 0")
      #expect(!screen.contains("Cell 0."), "\(screen)")
    }
  }
}
