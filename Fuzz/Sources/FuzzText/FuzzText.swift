import GridText

/// libFuzzer calls this with every input it makes: the bytes as text (invalid UTF-8 becomes U+FFFD),
/// the first byte choosing a width and a text size. A crash, a hang (libFuzzer's `-timeout`), a
/// memory error or a broken invariant (`fatalError` below) is a finding.
///
/// Invariants, for wrapping with UAX #14 and drawing in UAX #9's visual order: every line is at
/// most the width and as wide as its text; no bidi control and nothing `SafeText` replaces is
/// drawn; the line count is what counting without building gives; a line limit cuts to at most
/// that many lines; the cell's text layout agrees with its row count; and a cell drawn from its
/// bytes (`PlainCellText`, the right-to-left kinds included) shows the lines the layout builds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let choice = Int(data[0])
  let text = SafeText.decoding(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let width = [1, 2, 3, 7, 16, 40, 222][choice % 7]
  let lines = LineWrapping.wrap(text, width: width)
  for line in lines {
    if line.width > width { fatalError("a line \(line.width) wide in \(width)") }
    if DisplayWidth.columns(of: line.text) != line.width { fatalError("a line's width is not its text's") }
    if line.text.unicodeScalars.contains(where: { $0.properties.isBidiControl || !SafeText.isSafe($0) }) {
      fatalError("a control drawn: \(line.text.debugDescription)")
    }
  }
  if LineWrapping.lineCount(of: text, width: width) != lines.count {
    fatalError("counting and building disagree at width \(width)")
  }
  let limit = 1 + choice % 3
  if LineWrapping.wrap(text, width: width, maxLines: limit).count > limit {
    fatalError("past the line limit")
  }
  let category = ContentSizeCategory.allCases[choice % ContentSizeCategory.allCases.count]
  let cell = CellTextLayout(title: text, body: text, width: width + 4, category: category)
  if cell.rows != CellTextLayout.rows(title: text, body: text, width: width + 4, category: category) {
    fatalError("a cell's rows and its measured rows disagree")
  }
  // Drawn from its bytes (right to left at one level, or reordered line by line), a cell shows the
  // lines the layout builds.
  if let plain = PlainCellText(title: text, body: text, width: width + 4, category: category) {
    let drawn = (0..<plain.lineCount).map { i -> String in
      let (isTitle, range, kind) = plain.lineBytes(i)
      var source = plain.drawnText(isTitle: isTitle)
      return source.withUTF8 { bytes in
        let line = UnsafeBufferPointer(rebasing: bytes[range])
        guard kind == .rightToLeft else { return String(decoding: line, as: UTF8.self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: line.count) { visual in
          PlainCellText.visualOrder(of: line, into: visual)
          return String(decoding: UnsafeBufferPointer(visual), as: UTF8.self)
        }
      }
    }
    if drawn != (cell.titleLines + cell.bodyLines).map(\.text) {
      fatalError(
        "a cell drawn from its bytes is not its layout: \(drawn) against \(cell.titleLines + cell.bodyLines)")
    }
  }
  return 0
}

/// libFuzzer's driver, for a program that has its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzText_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, fuzz)
}
