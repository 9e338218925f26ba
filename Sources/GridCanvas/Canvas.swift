/// An in-memory grid of terminal cells: what a frame looks like before anything touches a terminal.
///
/// Each cell holds one grapheme cluster, its display width and a style. A wide glyph takes two
/// cells: the glyph (width 2) and a continuation cell (width 0) to its right. Writes outside the
/// canvas or the given clip rectangle are dropped; a wide glyph that would be cut by the clip edge
/// becomes a space, and overwriting half of a wide glyph blanks its other half, so a row always
/// spans exactly `width` columns.
///
/// `description` (rows joined by newlines, each padded to the width) is the snapshot format of the
/// golden tests; `ansiText()` is the same picture with SGR colour codes.
public struct Canvas: Hashable, Sendable, CustomStringConvertible {
  /// One cell of the canvas: plain data, 16 bytes.
  public struct Cell: Hashable, Sendable {
    /// The grapheme drawn here (a space for an empty cell, ignored for a continuation).
    public var glyph: Glyph
    /// 1, 2 for a wide glyph, or 0 for the right half of the wide glyph to the left.
    public var width: UInt8
    public var style: CellStyle

    public init(_ character: Character, width: UInt8 = 1, style: CellStyle = .plain) {
      self.init(glyph: Glyph(character), width: width, style: style)
    }

    @inlinable public init(glyph: Glyph, width: UInt8 = 1, style: CellStyle = .plain) {
      self.glyph = glyph
      self.width = width
      self.style = style
    }

    /// The grapheme drawn here, as a Character.
    public var character: Character {
      get { glyph.character }
      set { glyph = Glyph(newValue) }
    }

    /// An empty cell.
    public static let blank = Cell(glyph: .space)

    @inlinable var isContinuation: Bool { width == 0 }
  }

  /// A rectangle of cells, the clip region of a write.
  public struct Region: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = max(0, width)
      self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    public func contains(x px: Int, y py: Int) -> Bool {
      px >= x && px < maxX && py >= y && py < maxY
    }

    /// The overlap of two regions (empty if they do not meet).
    public func intersection(_ other: Region) -> Region {
      let x0 = max(x, other.x)
      let y0 = max(y, other.y)
      return Region(x: x0, y: y0, width: min(maxX, other.maxX) - x0, height: min(maxY, other.maxY) - y0)
    }
  }

  public let width: Int
  public let height: Int
  public internal(set) var cells: [Cell]

  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The whole canvas as a region.
  public var bounds: Region { Region(x: 0, y: 0, width: width, height: height) }

  public subscript(x: Int, y: Int) -> Cell {
    cells[y * width + x]
  }

  /// Puts one grapheme of the given display width (0, 1 or 2) at (x, y), inside `clip`.
  ///
  /// A width-0 grapheme (which sanitised text never contains) is dropped; a wide glyph whose
  /// right half would fall outside the clip becomes a space.
  public mutating func put(
    _ character: Character, width glyphWidth: Int, x: Int, y: Int, style: CellStyle, clip: Region? = nil
  ) {
    put(Glyph(character), width: glyphWidth, x: x, y: y, style: style, clip: clip)
  }

  /// `put` for a glyph already made.
  public mutating func put(
    _ glyph: Glyph, width glyphWidth: Int, x: Int, y: Int, style: CellStyle, clip: Region? = nil
  ) {
    place(
      glyph, width: glyphWidth, x: x, y: y, style: style,
      within: clip.map { $0.intersection(bounds) } ?? bounds)
  }

  /// `put` in a region already inside the canvas (for writers that put many glyphs in one).
  @inline(__always)
  mutating func place(
    _ glyph: Glyph, width glyphWidth: Int, x: Int, y: Int, style: CellStyle, within region: Region
  ) {
    guard glyphWidth > 0, region.contains(x: x, y: y) else { return }
    if glyphWidth >= 2, !region.contains(x: x + 1, y: y) {
      set(Cell(glyph: .space, style: style), x: x, y: y)
      return
    }
    set(Cell(glyph: glyph, width: glyphWidth >= 2 ? 2 : 1, style: style), x: x, y: y)
    if glyphWidth >= 2 { set(Cell(glyph: .space, width: 0, style: style), x: x + 1, y: y) }
  }

  /// Fills a region with one character (width 1) and style.
  public mutating func fill(_ region: Region, with character: Character = " ", style: CellStyle = .plain) {
    let r = region.intersection(bounds)
    let cell = Cell(character, style: style)
    for y in r.y..<r.maxY {
      for x in r.x..<r.maxX { set(cell, x: x, y: y) }
    }
  }

  /// Changes the style of every cell in a region, keeping the characters (e.g. dimming).
  public mutating func restyle(_ region: Region, _ transform: (CellStyle) -> CellStyle) {
    let r = region.intersection(bounds)
    for y in r.y..<r.maxY {
      for x in r.x..<r.maxX { cells[y * width + x].style = transform(cells[y * width + x].style) }
    }
  }

  /// Sets a cell, first blanking the other half of any wide glyph it cuts.
  mutating func set(_ cell: Cell, x: Int, y: Int) {
    let width = self.width
    cells.withUnsafeMutableBufferPointer { Self.set(cell, x: x, y: y, width: width, in: $0) }
  }

  /// `set` on the cells themselves, for loops that write many.
  @inline(__always)
  static func set(_ cell: Cell, x: Int, y: Int, width: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
    let i = y * width + x
    let old = cells[i]
    if old.width != 1 {
      if old.isContinuation, cell.width != 0, x > 0, cells[i - 1].width == 2 {
        cells[i - 1] = Cell(glyph: .space, style: cells[i - 1].style)
      }
      if old.width == 2, x + 1 < width, cell.width != 2 {
        cells[i + 1] = Cell(glyph: .space, style: cells[i + 1].style)
      }
    }
    cells[i] = cell
  }

  /// The text of row `y`, exactly `width` columns wide.
  public func row(_ y: Int) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width)
    for x in 0..<width {
      let cell = cells[y * width + x]
      if !cell.isContinuation { cell.glyph.appendUTF8(to: &bytes) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The columns of row `y` up to its last cell that shows something: a space shows only with
  /// reverse video, an underline or a background colour (what a line without trailing spaces keeps).
  public func usedWidth(ofRow y: Int) -> Int {
    var x = width
    while x > 0 {
      let cell = cells[y * width + x - 1]
      let style = cell.style
      guard !cell.isContinuation, cell.glyph == .space, style.background == nil,
        style.attributes.isDisjoint(with: [.reverse, .underline])
      else { break }
      x -= 1
    }
    return x
  }

  /// The rows as text joined by newlines: padded to the canvas width (the snapshot format), or
  /// without trailing spaces.
  public func text(padded: Bool) -> String {
    (0..<height).map { y in
      let line = row(y)
      guard !padded else { return line }
      let used = usedWidth(ofRow: y)
      return used == width ? line : String(line.dropLast(width - used))
    }.joined(separator: "\n")
  }

  /// `text(padded:)` and a newline, appended to `bytes` as UTF-8 without making a String: what
  /// `render` writes, a slice at a time.
  ///
  /// One pass over the cells: each glyph kept in place is stored as a whole word, and the next one
  /// overwrites what is past its length, into a buffer as large as that can need (8 bytes a cell),
  /// which grows only for a glyph kept in the table (a long cluster).
  public func appendText(padded: Bool, to bytes: inout [UInt8]) {
    let width = self.width
    let height = self.height
    let ends = (0..<height).map { y in padded ? width : usedWidth(ofRow: y) }
    // Locals only in the loop: a store through the buffer must not make the compiler reload them.
    let (buffer, count) = cells.withUnsafeBufferPointer { cells in
      var capacity = height * (8 * width + 1) + 8
      var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      var at = 0
      for y in 0..<height {
        let row = y * width
        for x in row..<(row + ends[y]) {
          let cell = cells[x]
          if cell.width == 0 { continue }
          let glyph = cell.glyph
          if glyph.bits < 0x80 {
            buffer.storeBytes(of: UInt8(truncatingIfNeeded: glyph.bits), toByteOffset: at, as: UInt8.self)
            at &+= 1
            continue
          }
          if !glyph.isLong {
            buffer.storeBytes(of: glyph.bits.littleEndian, toByteOffset: at, as: UInt64.self)
            at &+= glyph.inlineCount
            continue
          }
          // A long cluster: make room for it and what is left of the slice at 8 bytes a cell.
          let long = Glyph.table.bytes(Int(glyph.bits >> 8))
          let needed = at + long.count + 8 * (cells.count - x) + height + 8
          if needed > capacity {
            let larger = UnsafeMutableRawPointer.allocate(byteCount: needed, alignment: 8)
            larger.copyMemory(from: buffer, byteCount: at)
            buffer.deallocate()
            buffer = larger
            capacity = needed
          }
          long.withUnsafeBytes {
            UnsafeMutableRawBufferPointer(start: buffer + at, count: $0.count).copyMemory(from: $0)
          }
          at += long.count
        }
        buffer.storeBytes(of: 0x0A, toByteOffset: at, as: UInt8.self)
        at += 1
      }
      return (buffer, at)
    }
    bytes.append(contentsOf: UnsafeRawBufferPointer(start: buffer, count: count))
    buffer.deallocate()
  }

  /// The snapshot format: every row padded to the canvas width, joined by newlines.
  public var description: String { text(padded: true) }
}
