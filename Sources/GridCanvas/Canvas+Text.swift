import GridText

extension Canvas {
  /// Writes text from (x, y) rightwards, one grapheme at a time with its display width, clipped to
  /// `clip`, and returns the number of columns advanced: the text's width as drawn (placeholders
  /// included), whether or not the clip cut it. Line breaks are not interpreted.
  ///
  /// Anything that is not safe to show (a control character in text that skipped sanitising) is
  /// drawn as its visible placeholder, so nothing written here can reach a terminal as a command.
  /// A grapheme cluster is drawn as `DisplayWidth.pieces(of:)`: the form every terminal agrees on,
  /// one cell per spacing scalar with its combining marks, so a terminal shows exactly these cells.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: CellStyle, clip: Region? = nil
  ) -> Int {
    let region = clip.map { $0.intersection(bounds) } ?? bounds
    let written = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
      // Printable ASCII, the usual case: a cell a byte, with no grapheme breaking and nothing to
      // replace.
      if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        writePrintable(bytes, x: x, y: y, style: style, within: region)
        return bytes.count
      }
      return writeClusters(bytes, x: x, y: y, style: style, within: region)
    }
    if let written { return written }
    var column = x
    for character in text {
      column += write(character, x: column, y: y, style: style, within: region)
    }
    return column - x
  }

  /// `write` for UTF-8 text (`PlainCellText.Kind.clusters` lines): cluster by cluster as
  /// `ClusterScanner` finds them, each drawn as `write` draws it as a `Character`, without making
  /// one unless it needs a placeholder or holds a scalar that is not drawn (a joiner, a variation
  /// selector). Returns the columns advanced.
  @discardableResult
  public mutating func write(
    clusters bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: CellStyle, clip: Region
  ) -> Int {
    writeClusters(bytes, x: x, y: y, style: style, within: clip.intersection(bounds))
  }

  /// `write(clusters:x:y:style:clip:)` in a region already inside the canvas.
  private mutating func writeClusters(
    _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: CellStyle, within region: Region
  ) -> Int {
    let isVisibleRow = y >= region.y && y < region.maxY
    var clusters = ClusterScanner(bytes)
    var column = x
    while let cluster = clusters.next() {
      let range = cluster.start..<cluster.end
      switch cluster.kind {
      case .visible where cluster.isScalar:
        if isVisibleRow && column < region.maxX {
          put(Self.glyph(bytes, range), width: cluster.width, x: column, y: y, style: style, clip: region)
        }
        column += cluster.width
        continue
      case .visible:
        let drawn = DisplayWidth.drawnPieces(ofCluster: UnsafeBufferPointer(rebasing: bytes[range])) {
          piece, width in
          if isVisibleRow && column < region.maxX {
            let piece = (piece.lowerBound + range.lowerBound)..<(piece.upperBound + range.lowerBound)
            put(Self.glyph(bytes, piece), width: width, x: column, y: y, style: style, clip: region)
          }
          column += width
        }
        if drawn { continue }
      case .space where bytes[cluster.start] == 0x20:
        if isVisibleRow && column < region.maxX {
          put(Glyph.space, width: 1, x: column, y: y, style: style, clip: region)
        }
        column += 1
        continue
      default:
        break
      }
      // A placeholder, a line break or a cluster with scalars that are not drawn: as a Character.
      let character = Character(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
      column += write(character, x: column, y: y, style: style, within: region)
    }
    return column - x
  }

  /// Writes one grapheme cluster at (x, y) as `write` draws it, returning its width as drawn.
  private mutating func write(_ character: Character, x: Int, y: Int, style: CellStyle, within region: Region)
    -> Int
  {
    let isVisibleRow = y >= region.y && y < region.maxY
    let safe = Canvas.safe(character)
    if safe.utf8.count == 1 || DisplayWidth.isDrawnWhole(safe) {
      let w = DisplayWidth.columns(of: safe)
      if isVisibleRow && x < region.maxX {
        put(safe, width: w, x: x, y: y, style: style, clip: region)
      }
      return w
    }
    var column = x
    for (piece, w) in DisplayWidth.pieces(of: safe) {
      if isVisibleRow && column < region.maxX {
        put(piece, width: w, x: column, y: y, style: style, clip: region)
      }
      column += w
    }
    return column - x
  }

  /// The glyph of the UTF-8 in `range`: packed in place when it is eight bytes or fewer.
  @inline(__always)
  static func glyph(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Glyph {
    guard range.count <= 8 else {
      return Glyph(Character(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)))
    }
    var packed: UInt64 = 0
    for k in range { packed |= UInt64(bytes[k]) << (8 * UInt64(k - range.lowerBound)) }
    return Glyph(bits: packed)
  }

  /// `write` for bytes that are all printable ASCII (0x20–0x7E), a cell a byte, clipped to `clip`:
  /// what a renderer draws from a `PlainCellText`'s ranges without making a String.
  public mutating func write(
    printable bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: CellStyle, clip: Region
  ) {
    writePrintable(bytes, x: x, y: y, style: style, within: clip.intersection(bounds))
  }

  /// `write` for UTF-8 whose every scalar is a grapheme cluster of its own and safe to show
  /// (`PlainCellText.Kind.scalars`): each scalar is put with its width, as `write` puts such a
  /// cluster, without making a Character of it.
  public mutating func write(
    standaloneScalars bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: CellStyle, clip: Region
  ) {
    let region = clip.intersection(bounds)
    guard y >= region.y && y < region.maxY else { return }
    var column = x
    var i = 0
    while i < bytes.count && column < region.maxX, let (scalar, count) = LineWrapping.decodeUTF8(bytes, at: i)
    {
      let width = DisplayWidth.columns(of: scalar)
      put(Self.glyph(bytes, i..<i + count), width: width, x: column, y: y, style: style, clip: region)
      i += count
      column += width
    }
  }

  /// Writes printable bytes in a region already inside the canvas.
  @inline(__always)
  private mutating func writePrintable(
    _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: CellStyle, within region: Region
  ) {
    let from = max(x, region.x)
    let to = min(x + bytes.count, region.maxX)
    guard y >= region.y && y < region.maxY && from < to else { return }
    let width = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      for column in from..<to {
        Self.set(
          Cell(glyph: Glyph(ascii: bytes[column - x]), style: style), x: column, y: y, width: width, in: cells
        )
      }
    }
  }

  /// The character itself if every scalar is safe to show, otherwise a placeholder.
  @inline(__always)
  static func safe(_ character: Character) -> Character {
    if let ascii = character.asciiByte {
      return ascii >= 0x20 && ascii < 0x7F
        ? character : (SafeText.placeholder(for: Unicode.Scalar(ascii)) ?? "?")
    }
    for scalar in character.unicodeScalars where !SafeText.isSafe(scalar) {
      return SafeText.placeholder(for: scalar) ?? "\u{FFFD}"
    }
    return character
  }
}
