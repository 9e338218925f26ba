/// The bytes that bring a terminal from one canvas to the next: only the cells that changed, with
/// cursor moves, SGR attributes and UTF-8 (wide glyphs take their two columns), in the order a
/// terminal draws them — what ncurses' `doupdate` does for one screen, as a pure function of the two
/// canvases, so that many terminals can be kept up to date from one process (`serve --present`'s
/// followers; DECISIONS "A writer of our own for followers").
///
/// The bytes depend only on the two canvases and the dialect: the terminal's attributes and cursor
/// are set before they are relied on, so every terminal that showed `old` shows `new` after them, and
/// terminals at the same canvas can share one update.
///
/// ```swift
/// var bytes = ScreenUpdate.entering
/// bytes += ScreenUpdate.bytes(from: nil, to: first, dialect: .xterm)   // a whole repaint
/// bytes += ScreenUpdate.bytes(from: first, to: second, dialect: .xterm) // only what changed
/// bytes += ScreenUpdate.leaving
/// ```
///
/// The canvas MUST be the terminal's size and hold only clusters the terminal counts as the canvas
/// does (one code point of width 1 or 2, combining marks on it: what sanitised text holds).
public enum ScreenUpdate {
  /// The alternate screen, the cursor hidden, and explicit bidi mode (the canvas is in visual
  /// order), as the previewer starts.
  public static let entering: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[8l".utf8)

  /// Attributes reset, the cursor shown, the alternate screen left and implicit bidi mode back:
  /// the terminal as it was before `entering`.
  public static let leaving: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\u{1B}[8h".utf8)

  /// Unchanged cells between two changed ones that are written again rather than skipped with a
  /// cursor move (which costs about as many bytes).
  static let largestGap = 4

  /// The fewest blanks erased with ECH and stepped over (`CSI n X`, `CSI n C`) rather than written.
  static let shortestErase = 12

  /// The bytes that take a terminal showing `old` to `new`; with no `old` (or one of another size),
  /// the screen is cleared and every cell that is not blank is drawn.
  public static func bytes(from old: Canvas?, to new: Canvas, dialect: TerminalDialect) -> [UInt8] {
    bytes(from: old, to: new, dialect: dialect, rowNumbers: nil)
  }

  /// The same, given both canvases' row numbers (`rowNumbers(of:)`), for a caller that keeps them
  /// with its frames: a room's frame is then numbered once, not again for every update from it and
  /// to it (numbering rows was a third of an update's time: perf, 100 followers).
  ///
  /// - Parameter rowNumbers: `rowNumbers(of: old)` and `rowNumbers(of: new)`, or nil to number them
  ///   here; they MUST be those canvases' numbers.
  public static func bytes(
    from old: Canvas?, to new: Canvas, dialect: TerminalDialect, rowNumbers: (old: [Int], new: [Int])?
  ) -> [UInt8] {
    var writer = Writer(dialect: dialect, width: new.width)
    var shifted: Canvas
    if let old, old.width == new.width, old.height == new.height {
      shifted = old
      writer.moveRows(
        from: &shifted, toward: new,
        numbers: rowNumbers ?? (Writer.rowNumbers(of: old), Writer.rowNumbers(of: new)))
    } else {
      // A cleared screen has no rows to move.
      writer.clear()
      shifted = Canvas(width: new.width, height: new.height)
    }
    new.cells.withUnsafeBufferPointer { now in
      shifted.cells.withUnsafeBufferPointer { was in
        for y in 0..<new.height {
          writer.updateRow(
            y, now: UnsafeBufferPointer(rebasing: now[(y * new.width)..<((y + 1) * new.width)]),
            was: UnsafeBufferPointer(rebasing: was[(y * new.width)..<((y + 1) * new.width)]))
        }
      }
    }
    return writer.bytes
  }

  /// A number for each row of `canvas`, top to bottom, by which `bytes` finds rows that moved:
  /// equal rows have equal numbers.
  public static func rowNumbers(of canvas: Canvas) -> [Int] {
    Writer.rowNumbers(of: canvas)
  }

  /// The terminal's state while an update is written: where the cursor is and which attributes are
  /// set, both unknown until set.
  struct Writer {
    let dialect: TerminalDialect
    let width: Int
    /// The number of a blank row (`hash(_:)`): what rows that IL and DL bring in are numbered, and
    /// what no move is made for.
    let blankRow: Int
    var bytes: [UInt8] = []
    var cursor: (x: Int, y: Int)?
    var style: CellStyle?

    init(dialect: TerminalDialect, width: Int) {
      self.dialect = dialect
      self.width = width
      blankRow = Self.hash(count: width) { _ in .blank }
    }

    /// Attributes reset and the screen cleared (to the terminal's own background).
    mutating func clear() {
      setStyle(.plain)
      append("\u{1B}[H\u{1B}[2J")
      cursor = (0, 0)
    }

    /// Rows that moved up or down together (a step of the text size pushes the rows below a grown
    /// cell down) moved on the terminal with DL and IL, as ncurses does, so they are not drawn again:
    /// block by block, the move that saves the most rows (rows it would blank that were right count
    /// against it), while one saves at least two. `working` is changed as the terminal is;
    /// `numbers` are its rows' and `new`'s (`rowNumbers(of:)`).
    mutating func moveRows(from working: inout Canvas, toward new: Canvas, numbers: (old: [Int], new: [Int]))
    {
      let height = new.height
      guard height > 2, working.width == new.width, working.height == height else { return }
      precondition(
        numbers.old.count == height && numbers.new.count == height, "row numbers of other canvases")
      let wanted = numbers.new
      let blank = blankRow
      var shown = numbers.old
      for _ in 0..<8 {
        var best: (gain: Int, start: Int, end: Int, shift: Int)?
        for (shift, down) in Self.candidateShifts(wanted: wanted, shown: shown, blank: blank) {
          // Runs of new rows y equal to the shown row y ∓ shift.
          var y = down ? shift : 0
          let last = down ? height : height - shift
          while y < last {
            let source = down ? y - shift : y + shift
            guard wanted[y] == shown[source], wanted[y] != shown[y] else {
              y += 1
              continue
            }
            var end = y
            while end < last, wanted[end] == shown[down ? end - shift : end + shift] { end += 1 }
            var moved = 0
            for row in y..<end where wanted[row] != shown[row] && wanted[row] != blank { moved += 1 }
            // The rows the move blanks: above the block moved down, below the block moved up.
            let blanked = down ? (y - shift)..<y : end..<min(end + shift, height)
            var lost = 0
            for row in blanked where wanted[row] == shown[row] && wanted[row] != blank { lost += 1 }
            let gain = moved - lost
            if gain >= 2, gain > best?.gain ?? 0 {
              best = (gain, y, end, down ? shift : -shift)
            }
            y = end
          }
        }
        guard var best else { return }
        let count = abs(best.shift)
        // The move grown over the rows after its block that are nearer the row it brings than the
        // row shown (a cell's text wrapped anew beside rows that moved), as ncurses grows its hunks:
        // `updateRow` then writes only what differs. Only for the move made: comparing cells for
        // every move tried cost a large screen's update too much.
        let last = best.shift > 0 ? height : height - count
        while best.end < last, wanted[best.end] != shown[best.end], wanted[best.end] != blank,
          Self.differingCells(new, best.end, working, best.end - best.shift)
            < Self.differingCells(new, best.end, working, best.end)
        {
          best.end += 1
        }
        if best.shift > 0 {
          // Old rows start - shift ..< end - shift go to start ..< end.
          deleteLines(count, at: best.end - count, in: &working, hashes: &shown)
          insertLines(count, at: best.start - count, in: &working, hashes: &shown)
        } else {
          deleteLines(count, at: best.start, in: &working, hashes: &shown)
          insertLines(count, at: best.end, in: &working, hashes: &shown)
        }
      }
    }

    /// The cells in which row `a` of `x` differs from row `b` of `y` (canvases of one width).
    static func differingCells(_ x: Canvas, _ a: Int, _ y: Canvas, _ b: Int) -> Int {
      let width = x.width
      var count = 0
      for column in 0..<width where x.cells[a * width + column] != y.cells[b * width + column] { count += 1 }
      return count
    }

    /// The moves worth trying: the distances between a row that changed (and is not blank) and a
    /// shown row with its content, smallest first and down before up — only a move by one of them
    /// can save a row (trying every distance cost a room's step a tenth of its CPU).
    static func candidateShifts(wanted: [Int], shown: [Int], blank: Int) -> [(shift: Int, down: Bool)] {
      var showing: [Int: [Int]] = [:]
      for (row, number) in shown.enumerated() where number != blank {
        showing[number, default: []].append(row)
      }
      var shifts = Set<Int>()
      for (row, number) in wanted.enumerated() where number != shown[row] && number != blank {
        for source in showing[number] ?? [] where source != row { shifts.insert(row - source) }
      }
      return shifts.sorted { (abs($0), $0 < 0 ? 1 : 0) < (abs($1), $1 < 0 ? 1 : 0) }.map { (abs($0), $0 > 0) }
    }

    /// DL: `count` rows deleted at `row`, the rows below moved up, blank rows at the bottom.
    private mutating func deleteLines(_ count: Int, at row: Int, in canvas: inout Canvas, hashes: inout [Int])
    {
      editLines(count, at: row, inserting: false, in: &canvas, hashes: &hashes)
    }

    /// IL: `count` blank rows inserted at `row`, the rows below moved down, the bottom ones lost.
    private mutating func insertLines(_ count: Int, at row: Int, in canvas: inout Canvas, hashes: inout [Int])
    {
      editLines(count, at: row, inserting: true, in: &canvas, hashes: &hashes)
    }

    /// IL or DL sent, and done to `canvas` and its rows' hashes as the terminal does it (in place:
    /// the rows below `row` move by whole rows of cells).
    private mutating func editLines(
      _ count: Int, at row: Int, inserting: Bool, in canvas: inout Canvas, hashes: inout [Int]
    ) {
      let height = canvas.height
      guard count > 0, row < height else { return }
      addressLine(row)
      append("\u{1B}[")
      appendNumber(count)
      bytes.append(UInt8(ascii: inserting ? "L" : "M"))
      let width = canvas.width
      let lines = min(count, height - row)
      let blankCells = repeatElement(Canvas.Cell.blank, count: lines * width)
      let blankHashes = repeatElement(blankRow, count: lines)
      if inserting {
        canvas.cells.removeSubrange((height - lines) * width..<height * width)
        canvas.cells.insert(contentsOf: blankCells, at: row * width)
        hashes.removeSubrange(height - lines..<height)
        hashes.insert(contentsOf: blankHashes, at: row)
      } else {
        canvas.cells.removeSubrange(row * width..<(row + lines) * width)
        canvas.cells.append(contentsOf: blankCells)
        hashes.removeSubrange(row..<row + lines)
        hashes.append(contentsOf: blankHashes)
      }
    }

    /// The cursor to the start of `row`, with plain attributes (inserted and deleted lines take the
    /// current background); IL and DL leave the cursor at the row's start.
    private mutating func addressLine(_ row: Int) {
      setStyle(.plain)
      move(to: 0, row)
    }

    /// Every row's number (`hash(_:)`), top to bottom.
    static func rowNumbers(of canvas: Canvas) -> [Int] {
      canvas.cells.withUnsafeBufferPointer { cells in
        (0..<canvas.height).map { y in
          hash(UnsafeBufferPointer(rebasing: cells[(y * canvas.width)..<((y + 1) * canvas.width)]))
        }
      }
    }

    static func hash(_ cells: [Canvas.Cell]) -> Int {
      hash(count: cells.count) { cells[$0] }
    }

    static func hash(_ cells: UnsafeBufferPointer<Canvas.Cell>) -> Int {
      hash(count: cells.count) { cells[$0] }
    }

    /// A row's cells mixed into one number, two multiplications a cell (Swift's `Hasher`, a call
    /// per field of every cell, was a third of a room's step: perf, 200 followers). Only to find
    /// rows that moved: equal numbers make a move worth trying, and `updateRow` then compares
    /// the cells themselves, so a collision can only cost bytes, never a wrong screen.
    @inline(__always)
    static func hash(count: Int, _ cell: (Int) -> Canvas.Cell) -> Int {
      var mixed: UInt64 = 0x9E37_79B9_7F4A_7C15
      for x in 0..<count {
        let cell = cell(x)
        let style = cell.style
        let look =
          UInt64(cell.width) | UInt64(style.attributes.rawValue) << 8
          | UInt64(style.foreground.map { $0.rawValue + 1 } ?? 0) << 16
          | UInt64(style.background.map { $0.rawValue + 1 } ?? 0) << 24
        mixed = (mixed ^ cell.glyph.bits) &* 0xFF51_AFD7_ED55_8CCD
        mixed = (mixed ^ look ^ mixed >> 29) &* 0xC4CE_B9FE_1A85_EC53
      }
      return Int(bitPattern: UInt(mixed ^ mixed >> 32))
    }

    /// Row `y`: each run of changed cells (short unchanged gaps inside it written again), then the
    /// row's blank end erased at once if any of it changed.
    mutating func updateRow(
      _ y: Int, now: UnsafeBufferPointer<Canvas.Cell>, was: UnsafeBufferPointer<Canvas.Cell>
    ) {
      var blankFrom = width
      while blankFrom > 0, now[blankFrom - 1] == .blank { blankFrom -= 1 }
      var x = 0
      while x < blankFrom {
        guard now[x] != was[x] else {
          x += 1
          continue
        }
        // A changed right half is drawn by its glyph.
        let start = now[x].width == 0 && x > 0 ? x - 1 : x
        var end = x + 1
        var probe = x + 1
        while probe < blankFrom {
          if now[probe] != was[probe] {
            end = probe + 1
          } else if probe - end >= ScreenUpdate.largestGap {
            break
          }
          probe += 1
        }
        if now[end - 1].width == 2 { end = min(end + 1, width) }
        write(now, from: start, to: end, row: y)
        x = end
      }
      if blankFrom < width, (blankFrom..<width).contains(where: { was[$0] != .blank }) {
        move(to: blankFrom, y)
        setStyle(.plain)
        append("\u{1B}[K")
      }
    }

    /// The cells `start..<end` of a row, from its cursor: a run of one ASCII character is written once
    /// and repeated (REP), and a run of blanks erased (ECH), where the terminal takes it and that is
    /// shorter. REP only for ASCII, as ncurses (terminfo's `rep` takes one byte): tmux repeats nothing
    /// else.
    mutating func write(_ cells: UnsafeBufferPointer<Canvas.Cell>, from start: Int, to end: Int, row y: Int) {
      move(to: start, y)
      var x = start
      while x < end {
        let cell = cells[x]
        if cell.width == 0 {
          x += 1
          continue
        }
        if dialect.erasesCharacters, cell == .blank {
          var blanks = 1
          while x + blanks < end, cells[x + blanks] == .blank { blanks += 1 }
          if blanks >= ScreenUpdate.shortestErase {
            setStyle(.plain)
            append("\u{1B}[")
            appendNumber(blanks)
            bytes.append(UInt8(ascii: "X"))
            // ECH leaves the cursor where it was.
            cursor = (x, y)
            x += blanks
            if x < end { move(to: x, y) }
            continue
          }
        }
        setStyle(cell.style)
        cell.glyph.appendUTF8(to: &bytes)
        var next = x + Int(cell.width)
        if dialect.repeatsCharacters, cell.glyph.asciiValue != nil {
          var repeated = 0
          while next + repeated < end, cells[next + repeated] == cell { repeated += 1 }
          if repeated > 0, 3 + Self.digits(repeated) < repeated {
            append("\u{1B}[")
            appendNumber(repeated)
            bytes.append(UInt8(ascii: "b"))
            next += repeated
          }
        }
        x = next
        // Past the last column the cursor waits to wrap, which terminals handle differently: unknown.
        cursor = x >= width ? nil : (x, y)
      }
    }

    /// The cursor to (x, y): nothing if it is there, forward on its row, to the next row's start, or
    /// addressed.
    mutating func move(to x: Int, _ y: Int) {
      if let cursor, cursor.y == y, cursor.x == x { return }
      if let cursor, cursor.y == y, x > cursor.x {
        append("\u{1B}[")
        if x - cursor.x > 1 { appendNumber(x - cursor.x) }
        bytes.append(UInt8(ascii: "C"))
      } else if let cursor, x == 0, cursor.y == y || cursor.y + 1 == y {
        append(cursor.y == y ? "\r" : "\r\n")
      } else {
        append("\u{1B}[")
        appendNumber(y + 1)
        if x > 0 {
          bytes.append(UInt8(ascii: ";"))
          appendNumber(x + 1)
        }
        bytes.append(UInt8(ascii: "H"))
      }
      cursor = (x, y)
    }

    /// The attributes of `next`: only what is added when nothing has to be taken away, otherwise a
    /// reset and all of them.
    mutating func setStyle(_ next: CellStyle) {
      if let style, style == next { return }
      var codes: [Int] = []
      let adding =
        style.map {
          next.attributes.isSuperset(of: $0.attributes) && (next.foreground != nil || $0.foreground == nil)
            && (next.background != nil || $0.background == nil)
        } ?? false
      let from = adding ? style ?? .plain : .plain
      if !adding { codes.append(0) }
      for (attribute, code) in [
        (CellStyle.Attributes.bold, 1), (.dim, 2), (.underline, 4), (.reverse, 7),
      ] where next.attributes.contains(attribute) && !from.attributes.contains(attribute) {
        codes.append(code)
      }
      if let foreground = next.foreground, foreground != from.foreground {
        codes.append(30 + foreground.number)
      }
      if let background = next.background, background != from.background {
        codes.append(40 + background.number)
      }
      append("\u{1B}[")
      for (index, code) in codes.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ";")) }
        // A reset alone is `CSI m`.
        if !(code == 0 && codes.count == 1) { appendNumber(code) }
      }
      bytes.append(UInt8(ascii: "m"))
      style = next
    }

    mutating func append(_ text: StaticString) {
      text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func appendNumber(_ number: Int) {
      if number >= 10 { appendNumber(number / 10) }
      bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    static func digits(_ number: Int) -> Int {
      number < 10 ? 1 : 1 + digits(number / 10)
    }
  }
}
