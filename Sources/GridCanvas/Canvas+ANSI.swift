extension Canvas {
  /// The canvas as text with ANSI SGR escape codes for styles: codes are emitted only where the
  /// style changes, and every line ends with a reset so nothing leaks into the next line.
  ///
  /// Only the canvas's own codes are escapes: the characters come from sanitised text. Unless
  /// `padded`, a row ends at its last cell that is not a plain space.
  public func ansiText(padded: Bool = true) -> String {
    var bytes: [UInt8] = []
    appendANSIText(padded: padded, to: &bytes)
    // A newline ends every row there; here one stands only between rows.
    if !bytes.isEmpty { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `ansiText(padded:)` and a newline, appended to `bytes` as UTF-8 without making a String.
  public func appendANSIText(padded: Bool, to bytes: inout [UInt8]) {
    for y in 0..<height {
      var current = CellStyle.plain
      for x in 0..<(padded ? width : usedWidth(ofRow: y)) {
        let cell = self[x, y]
        if cell.isContinuation { continue }
        if cell.style != current {
          bytes.append(contentsOf: Canvas.sgr(cell.style).utf8)
          current = cell.style
        }
        cell.glyph.appendUTF8(to: &bytes)
      }
      if current != .plain { bytes.append(contentsOf: "\u{1B}[0m".utf8) }
      bytes.append(0x0A)
    }
  }

  /// The SGR sequence that sets exactly `style` (starting from a reset).
  static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.attributes.contains(.bold) { codes.append("1") }
    if style.attributes.contains(.dim) { codes.append("2") }
    if style.attributes.contains(.underline) { codes.append("4") }
    if style.attributes.contains(.reverse) { codes.append("7") }
    if let fg = style.foreground { codes.append(String(30 + fg.number)) }
    if let bg = style.background { codes.append(String(40 + bg.number)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
