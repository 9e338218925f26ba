import Foundation
import GridFixtures
import GridInput
import GridScene
import GridTestSupport
import Testing

@testable import GridCanvas

/// `ScreenUpdate`'s bytes played into a terminal emulator (pyte, a real consumer: it keeps each
/// cell's character and attributes), frame after frame: after each update the emulator's screen is
/// the canvas, cell for cell — characters (wide glyphs across their two columns, combining marks),
/// colours, bold, underline and reverse.
@Suite struct ScreenUpdateTests {
  /// pyte knows no REP (`CSI n b`); the screen below adds it as ECMA-48 defines it (the preceding
  /// graphic character, n times more). tmux, which has it, is checked too (`aTmuxPaneShowsTheCanvas`).
  static let script = """
    import base64, json, sys, unicodedata, pyte
    class Screen(pyte.Screen):
        last = " "
        def draw(self, data):
            if data:
                self.last = data[-1]
            super().draw(data)
        def repeat_last(self, count=1, *args, **kwargs):
            self.draw(self.last * max(count, 1))
    class Stream(pyte.ByteStream):
        csi = dict(pyte.ByteStream.csi, b="repeat_last")
    task = json.load(sys.stdin)
    screen = Screen(task["width"], task["height"])
    stream = Stream(screen)
    shown = []
    for frame in task["frames"]:
        stream.feed(base64.b64decode(frame))
        shown.append([[[unicodedata.normalize("NFC", c.data), c.fg, c.bg, c.bold, c.underscore, c.reverse]
                       for c in (screen.buffer[y][x] for x in range(screen.columns))]
                      for y in range(screen.lines)])
    json.dump(shown, sys.stdout)
    """

  static func python() -> String? {
    guard let path = Tool.path(named: "python3") else { return nil }
    return (try? ChildRun.run(path, ["-c", "import pyte"]).status) == 0 ? path : nil
  }

  /// What pyte shows after each of `updates`, row by row, a cell as
  /// `[character, foreground, background, bold, underline, reverse]`.
  static func played(_ updates: [[UInt8]], width: Int, height: Int) throws -> [[[[Any]]]] {
    let interpreter = try #require(Self.python())
    let task: [String: Any] = [
      "width": width, "height": height, "frames": updates.map { Data($0).base64EncodedString() },
    ]
    let run = try ChildRun.run(
      interpreter, ["-c", script], input: try JSONSerialization.data(withJSONObject: task), timeout: 120)
    #expect(run.status == 0, "\(run.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutBytes)) as? [[[[Any]]]])
  }

  /// The first cell where the emulator's screen is not the canvas, described; nil if none.
  static func difference(_ screen: [[[Any]]], _ canvas: Canvas) -> String? {
    let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let cell = canvas[x, y]
        let style = cell.style
        let text = cell.width == 0 ? "" : String(cell.character).precomposedStringWithCanonicalMapping
        let expected: [String] = [
          text, style.foreground.map { names[$0.number] } ?? "default",
          style.background.map { names[$0.number] } ?? "default",
          "\(style.attributes.contains(.bold))", "\(style.attributes.contains(.underline))",
          "\(style.attributes.contains(.reverse))",
        ]
        // JSON's true and false come back as numbers: 1 and 0 (the flags are the last three).
        let shown = screen[y][x].enumerated().map { index, value in
          index < 3 ? "\(value)" : "\((value as? Bool) ?? false)"
        }
        if shown != expected {
          return "(\(x), \(y)): the terminal shows \(shown), the canvas has \(expected)\n\(canvas)"
        }
      }
    }
    return nil
  }

  /// Plays `frames` as one terminal would receive them and checks every step.
  static func check(_ frames: [Canvas], dialect: TerminalDialect) throws {
    var updates: [[UInt8]] = []
    var previous: Canvas?
    for frame in frames {
      updates.append(
        (previous == nil ? ScreenUpdate.entering : [])
          + ScreenUpdate.bytes(from: previous, to: frame, dialect: dialect))
      previous = frame
    }
    let screens = try played(updates, width: frames[0].width, height: frames[0].height)
    #expect(screens.count == frames.count)
    for (index, (screen, frame)) in zip(screens, frames).enumerated() {
      if let difference = difference(screen, frame) {
        Issue.record("frame \(index) (\(dialect)): \(difference)")
        return
      }
    }
  }

  static let glyphs: [(Character, Int)] = [
    ("a", 1), ("Z", 1), (" ", 1), ("─", 1), ("│", 1), ("┌", 1), ("é", 1), ("e\u{301}", 1), ("ก", 1),
    ("中", 2), ("文", 2), ("한", 2), ("🍎", 2), ("Ж", 1), ("◆", 1), ("·", 1),
  ]

  /// A canvas changed a seeded, random way: glyphs and runs of one glyph in random styles, blank
  /// regions, and now and then a canvas drawn anew.
  static func mutated(_ canvas: Canvas, _ rng: inout SplitMix64) -> Canvas {
    var next = rng.next(below: 8) == 0 ? Canvas(width: canvas.width, height: canvas.height) : canvas
    let colors: [Color?] = [nil, nil, .red, .green, .blue, .white, .black]
    for _ in 0..<(1 + rng.next(below: 30)) {
      var attributes: CellStyle.Attributes = []
      for attribute in [CellStyle.Attributes.bold, .underline, .reverse] where rng.next(below: 4) == 0 {
        attributes.insert(attribute)
      }
      let style = CellStyle(
        attributes, foreground: colors[rng.next(below: colors.count)],
        background: rng.next(below: 3) == 0 ? colors[rng.next(below: colors.count)] : nil)
      let (glyph, width) = glyphs[rng.next(below: glyphs.count)]
      let x = rng.next(below: canvas.width)
      let y = rng.next(below: canvas.height)
      switch rng.next(below: 3) {
      case 0:
        next.put(glyph, width: width, x: x, y: y, style: style)
      case 1:
        for offset in 0..<rng.next(below: 20) {
          next.put(glyph, width: width, x: x + offset * width, y: y, style: style)
        }
      default:
        next.fill(Canvas.Region(x: x, y: y, width: rng.next(below: 30), height: 1 + rng.next(below: 3)))
      }
    }
    return next
  }

  @Test(.enabled(if: python() != nil, "python3 with pyte is not installed (pip install pyte)"))
  func randomChangesReachTheTerminalExactly() throws {
    for dialect in [TerminalDialect.xterm, .erasing, .ecma48] {
      for seed in UInt64(1)...4 {
        var rng = SplitMix64(seed: seed)
        var frames = [Canvas(width: 37, height: 11)]
        for _ in 0..<40 { frames.append(Self.mutated(frames[frames.count - 1], &rng)) }
        try Self.check(Array(frames.dropFirst()), dialect: dialect)
      }
    }
  }

  /// The previewer's own frames, as a follower sees the presenter step: text sizes, the layouts,
  /// the compare view, in colour.
  static func previewerFrames(width: Int, height: Int) -> [Canvas] {
    var state = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (width, height))
    var frames = [state.frame(theme: .dark, characters: .square)]
    for key in ["+", "+", "l", "+", "c", "-", "c", "l", "l", "d", "j", "j", "-", "-"] {
      _ = state.update(.key(.character(Character(key))))
      frames.append(state.frame(theme: .dark, characters: .square))
    }
    return frames
  }

  @Test(.enabled(if: python() != nil, "python3 with pyte is not installed (pip install pyte)"))
  func thePreviewersFramesReachTheTerminalExactly() throws {
    for (width, height) in [(100, 30), (61, 24), (160, 40)] {
      try Self.check(Self.previewerFrames(width: width, height: height), dialect: .xterm)
      try Self.check(Self.previewerFrames(width: width, height: height), dialect: .ecma48)
    }
  }

  @Test func anUnchangedCanvasCostsNothingAndOneCellCostsAMoveAndTheCell() {
    let frames = Self.previewerFrames(width: 80, height: 24)
    #expect(ScreenUpdate.bytes(from: frames[1], to: frames[1], dialect: .xterm).isEmpty)
    var changed = frames[1]
    changed.put("X", width: 1, x: 10, y: 5, style: .plain)
    let bytes = ScreenUpdate.bytes(from: frames[1], to: changed, dialect: .xterm)
    // CSI 6;11H, CSI m, X
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[6;11H\u{1B}[mX")
  }

  @Test func aRunOfOneASCIICharacterIsRepeatedOnlyWhereTheTerminalTakesREP() {
    var canvas = Canvas(width: 30, height: 2)
    for x in 0..<20 { canvas.put("-", width: 1, x: x, y: 0, style: .plain) }
    for x in 0..<20 { canvas.put("─", width: 1, x: x, y: 1, style: .plain) }
    let xterm = String(decoding: ScreenUpdate.bytes(from: nil, to: canvas, dialect: .xterm), as: UTF8.self)
    let tmux = String(decoding: ScreenUpdate.bytes(from: nil, to: canvas, dialect: .ecma48), as: UTF8.self)
    // REP repeats one byte in terminfo and in tmux: box drawing is written out.
    #expect(xterm.hasSuffix("-\u{1B}[19b\r\n" + String(repeating: "─", count: 20)))
    #expect(tmux.contains(String(repeating: "-", count: 20)))
  }

  /// Rows that moved down (a grown row pushed them) are moved with IL, not drawn again, and the
  /// terminal still shows the canvas exactly.
  @Test(.enabled(if: python() != nil, "python3 with pyte is not installed (pip install pyte)"))
  func rowsPushedDownAreMovedWithInsertLinesNotDrawnAgain() throws {
    var old = Canvas(width: 40, height: 12)
    for y in 0..<12 {
      old.write(
        "row \(y) " + String(repeating: "=", count: y + 10), x: 0, y: y, style: CellStyle(foreground: .green))
    }
    var new = Canvas(width: 40, height: 12)
    for y in 0..<3 { new.write("grown \(y)", x: 0, y: y, style: CellStyle(.bold)) }
    for y in 3..<12 {
      new.write(
        "row \(y - 3) " + String(repeating: "=", count: y - 3 + 10), x: 0, y: y,
        style: CellStyle(foreground: .green))
    }
    let update = ScreenUpdate.bytes(from: old, to: new, dialect: .xterm)
    #expect(String(decoding: update, as: UTF8.self).contains("\u{1B}[3L"), "the nine rows moved with IL")
    #expect(update.count * 3 < ScreenUpdate.bytes(from: nil, to: new, dialect: .xterm).count)
    try Self.check([old, new], dialect: .xterm)
    try Self.check([old, new], dialect: .ecma48)
  }

  /// Rows that moved up beside rows that moved and partly changed (a cell's text wrapped anew next to
  /// a column that only moved, as a text-size step down does) go in one move with them, as ncurses
  /// grows its hunks, and only the cells that differ are written; the status bar below stays.
  @Test(.enabled(if: python() != nil, "python3 with pyte is not installed (pip install pyte)"))
  func aMoveGrowsOverTheRowsBesideItThatOnlyPartlyChanged() throws {
    func left(_ y: Int) -> String { "left column, line \(y) " + String(repeating: "=", count: y) }
    func right(_ y: Int, _ wrap: String) -> String { "right \(wrap) \(y)" }
    var old = Canvas(width: 60, height: 16)
    var new = Canvas(width: 60, height: 16)
    old.write("a row that goes", x: 0, y: 2, style: .plain)
    for y in 3..<15 {
      old.write(left(y), x: 0, y: y, style: .plain)
      old.write(right(y, "old"), x: 40, y: y, style: CellStyle(foreground: .blue))
      // One row up; the right column of rows 8–13 says "new" (wrapped anew), the left is the same.
      new.write(left(y), x: 0, y: y - 1, style: .plain)
      new.write(right(y, y >= 9 ? "new" : "old"), x: 40, y: y - 1, style: CellStyle(foreground: .blue))
    }
    old.write("status bar", x: 0, y: 15, style: CellStyle(.reverse))
    new.write("status bar", x: 0, y: 15, style: CellStyle(.reverse))
    let update = ScreenUpdate.bytes(from: old, to: new, dialect: .xterm)
    let text = String(decoding: update, as: UTF8.self)
    #expect(text.contains("\u{1B}[1M"), "the rows moved up with DL")
    #expect(!text.contains("left column"), "no left column written again: \(text.debugDescription)")
    #expect(!text.contains("status bar"), "the status bar stays: \(text.debugDescription)")
    try Self.check([old, new], dialect: .xterm)
    try Self.check([old, new], dialect: .ecma48)
  }

  /// Two blocks moved in one update — one down past a grown row, one up into the rows a shrunken
  /// one left, blank rows between and below — each go with IL or DL, the rows the first move blanks
  /// numbered as blank for the second, and the terminal shows the canvas exactly.
  @Test(.enabled(if: python() != nil, "python3 with pyte is not installed (pip install pyte)"))
  func twoBlocksMovedOneDownOneUpGoWithLineMovesAndBlankRowsStayBlank() throws {
    func line(_ y: Int) -> String { "line \(y) " + String(repeating: "#", count: 8 + y) }
    var old = Canvas(width: 40, height: 20)
    for y in [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16] { old.write(line(y), x: 0, y: y, style: .plain) }
    var new = Canvas(width: 40, height: 20)
    // Rows 0–1 stay, two new rows, 2–5 two rows down (4–7); 10–16 two rows up (8–14), into the
    // blank rows 6–9 the old screen had.
    for y in [0, 1] { new.write(line(y), x: 0, y: y, style: .plain) }
    for y in [2, 3] { new.write("new \(y)", x: 0, y: y, style: CellStyle(.bold)) }
    for y in 2...5 { new.write(line(y), x: 0, y: y + 2, style: .plain) }
    for y in 10...16 { new.write(line(y), x: 0, y: y - 2, style: .plain) }
    let update = ScreenUpdate.bytes(from: old, to: new, dialect: .xterm)
    let text = String(decoding: update, as: UTF8.self)
    #expect(text.contains("\u{1B}[2L"), "rows 2–5 moved down with IL")
    #expect(text.contains("\u{1B}[2M"), "rows 10–16 moved up with DL")
    #expect(update.count * 2 < ScreenUpdate.bytes(from: nil, to: new, dialect: .xterm).count)
    try Self.check([old, new], dialect: .xterm)
    try Self.check([old, new], dialect: .ecma48)
  }

  /// Row numbers given by a caller that keeps them with its frames give the bytes numbering the
  /// rows here gives, for canvases changed every which way.
  @Test func givenRowNumbersGiveTheSameBytes() {
    var rng = SplitMix64(seed: 28)
    var canvas = Canvas(width: 50, height: 14)
    for _ in 0..<60 {
      let next = Self.mutated(canvas, &rng)
      let numbered = ScreenUpdate.bytes(
        from: canvas, to: next, dialect: .xterm,
        rowNumbers: (ScreenUpdate.rowNumbers(of: canvas), ScreenUpdate.rowNumbers(of: next)))
      #expect(numbered == ScreenUpdate.bytes(from: canvas, to: next, dialect: .xterm))
      canvas = next
    }
    // Rows moved, as a step of the text size moves them.
    var old = Canvas(width: 30, height: 9)
    var new = Canvas(width: 30, height: 9)
    for y in 0..<9 { old.write("row \(y) ====", x: 0, y: y, style: .plain) }
    for y in 3..<9 { new.write("row \(y - 3) ====", x: 0, y: y, style: .plain) }
    let moved = ScreenUpdate.bytes(
      from: old, to: new, dialect: .xterm,
      rowNumbers: (ScreenUpdate.rowNumbers(of: old), ScreenUpdate.rowNumbers(of: new)))
    #expect(String(decoding: moved, as: UTF8.self).contains("\u{1B}[3L"))
    #expect(moved == ScreenUpdate.bytes(from: old, to: new, dialect: .xterm))
  }

  /// Only distances at which a changed row's content is shown are tried, nearest first, down
  /// before up; blank rows and rows already right give none.
  @Test func theMovesTriedAreWhereAChangedRowsContentIsShown() {
    let blank = 0
    // Rows 1 and 2 went down by 2 (to 3 and 4); 7 and 5 stayed, the blanks count for nothing.
    let shown = [7, 1, 2, 0, 9, 5, 0]
    let wanted = [7, 0, 0, 1, 2, 5, 0]
    let shifts = ScreenUpdate.Writer.candidateShifts(wanted: wanted, shown: shown, blank: blank)
    #expect(shifts.map(\.shift) == [2] && shifts.map(\.down) == [true])
    // 2 is shown two rows below where it is wanted (up 2), 1 and 3 one row above (down 1).
    let both = ScreenUpdate.Writer.candidateShifts(wanted: [2, 1, 3], shown: [1, 3, 2], blank: blank)
    #expect(both.map { $0.down ? $0.shift : -$0.shift } == [1, -2])
  }

  /// A row's number (what finds moved rows) tells apart cells that differ in any one thing: glyph,
  /// width, attributes, foreground, background (black against the terminal's own), and order.
  @Test func aRowsNumberTellsApartCellsThatDifferInAnyOneThing() {
    let cells: [Canvas.Cell] = [
      Canvas.Cell("a"), Canvas.Cell("b"), Canvas.Cell("中", width: 2), Canvas.Cell("a", width: 0),
      Canvas.Cell("a", style: CellStyle(.bold)), Canvas.Cell("a", style: CellStyle(.underline)),
      Canvas.Cell("a", style: CellStyle(foreground: .black)),
      Canvas.Cell("a", style: CellStyle(foreground: .red)),
      Canvas.Cell("a", style: CellStyle(background: .black)), Canvas.Cell("e\u{301}"),
    ]
    let numbers = cells.map { ScreenUpdate.Writer.hash([$0, .blank]) }
    #expect(Set(numbers).count == cells.count)
    #expect(
      ScreenUpdate.Writer.hash([cells[0], cells[1]]) != ScreenUpdate.Writer.hash([cells[1], cells[0]]))
    #expect(
      ScreenUpdate.Writer.hash([cells[0], cells[1]])
        == ScreenUpdate.Writer.hash([Canvas.Cell("a"), Canvas.Cell("b")]))
    // One cell changed at any place of a longer row, or two cells swapped, gives another number.
    let row = (0..<11).map { Canvas.Cell(Character(UnicodeScalar(UInt8(97 + $0)))) }
    var numbers11 = [ScreenUpdate.Writer.hash(row)]
    for x in row.indices {
      var changed = row
      changed[x] = Canvas.Cell(changed[x].character, style: CellStyle(.bold))
      numbers11.append(ScreenUpdate.Writer.hash(changed))
    }
    for (a, b) in [(0, 4), (1, 2), (3, 8), (9, 10)] {
      var swapped = row
      swapped.swapAt(a, b)
      numbers11.append(ScreenUpdate.Writer.hash(swapped))
    }
    #expect(Set(numbers11).count == numbers11.count)
    // A blank row numbered as the writer numbers the rows IL and DL bring in.
    let blankRow = Array(repeating: Canvas.Cell.blank, count: 37)
    #expect(ScreenUpdate.Writer(dialect: .xterm, width: 37).blankRow == ScreenUpdate.Writer.hash(blankRow))
  }

  @Test func aTerminalIsKnownByItsName() {
    #expect(TerminalDialect(term: "xterm-256color") == .xterm)
    #expect(TerminalDialect(term: "tmux-256color") == .ecma48)
    #expect(TerminalDialect(term: "linux") == .erasing)
    #expect(TerminalDialect(term: "wyse50") == nil)
  }
}
