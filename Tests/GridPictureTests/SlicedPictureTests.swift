import GridCanvas
import Synchronization
import Testing

@testable import GridPicture

/// `SlicedPicture`: drawn in batches of slices on every core, printed as if drawn one slice after
/// another.
@Suite struct SlicedPictureTests {
  /// A canvas of rows `top..<top + height` of a tall picture whose row y reads "row y" (with a wide
  /// glyph and a colour, so every format has something to say).
  static func rows(top: Int, height: Int) -> Canvas {
    var canvas = Canvas(width: 12, height: height)
    for y in 0..<height {
      let style = CellStyle(foreground: (top + y) % 2 == 0 ? .red : nil)
      canvas.write("row \(top + y) 中", x: 0, y: y, style: style)
    }
    return canvas
  }

  /// The same picture printed one slice after another, on one thread.
  static func serial(_ picture: SlicedPicture) -> [UInt8] {
    var bytes: [UInt8] = []
    switch picture.format {
    case .svg(let svg): bytes += Array(svg.header.utf8)
    case .html(let html): bytes += Array(html.header.utf8)
    case .text, .ansi: break
    }
    for top in stride(from: 0, to: picture.rows, by: picture.sliceHeight) {
      let canvas = rows(top: top, height: min(picture.sliceHeight, picture.rows - top))
      bytes += SlicedPicture.bytes(of: canvas, top: top, as: picture.format)
    }
    switch picture.format {
    case .svg(let svg): bytes += Array(svg.footer.utf8)
    case .html(let html): bytes += Array(html.footer.utf8)
    case .text, .ansi: break
    }
    return bytes
  }

  static let formats: [SlicedPicture.Format] = [
    .text(padded: false), .text(padded: true), .ansi(padded: false),
    .svg(SVGPicture(columns: 12, rows: 23, title: "rows", palette: .dark)),
    .html(HTMLPicture(title: "rows", palette: .light)),
  ]

  @Test(arguments: formats)
  func theBytesAreThoseOfDrawingTheSlicesInOrder(format: SlicedPicture.Format) throws {
    // 23 rows in slices of 3 (the last of 2), 4 slices a batch: two whole batches and a short one.
    let picture = SlicedPicture(rows: 23, format: format, sliceHeight: 3, slicesPerBatch: 4, draw: Self.rows)
    var printed: [UInt8] = []
    picture.write { printed += $0 }
    #expect(printed == Self.serial(picture))
  }

  @Test func plainTextIsTheWholeCanvasLineByLine() {
    let picture = SlicedPicture(
      rows: 10, format: .text(padded: false), sliceHeight: 4, slicesPerBatch: 2, draw: Self.rows)
    var printed: [UInt8] = []
    picture.write { printed += $0 }
    var whole: [UInt8] = []
    Self.rows(top: 0, height: 10).appendText(padded: false, to: &whole)
    #expect(printed == whole)
  }

  @Test func everySliceIsDrawnOnceWithItsRows() {
    let drawn = Mutex<[Int: Int]>([:])
    let text = SlicedPicture.Format.text(padded: false)
    let picture = SlicedPicture(rows: 1000, format: text, sliceHeight: 64, slicesPerBatch: 3) { top, height in
      drawn.withLock { $0[top, default: 0] += height }
      return Self.rows(top: top, height: height)
    }
    var parts = 0
    picture.write { _ in parts += 1 }
    let tops = Array(stride(from: 0, to: 1000, by: 64))
    #expect(drawn.withLock { $0 } == Dictionary(uniqueKeysWithValues: tops.map { ($0, min(64, 1000 - $0)) }))
    #expect(parts == tops.count)
  }

  @Test func anEmptyPictureIsItsHeaderAndFooter() {
    let svg = SVGPicture(columns: 12, rows: 0, title: "none", palette: .dark)
    let picture = SlicedPicture(rows: 0, format: .svg(svg), slicesPerBatch: 1) { _, _ in
      Issue.record("no slice to draw")
      return Canvas(width: 0, height: 0)
    }
    var printed: [UInt8] = []
    picture.write { printed += $0 }
    #expect(printed == Array((svg.header + svg.footer).utf8))
  }

  struct Refused: Error {}

  @Test func aFailedWriteEndsThePrinting() {
    let picture = SlicedPicture(
      rows: 100, format: .text(padded: false), sliceHeight: 10, slicesPerBatch: 2, draw: Self.rows)
    var writes = 0
    #expect(throws: Refused.self) {
      try picture.write { (_: [UInt8]) throws(Refused) in
        writes += 1
        if writes == 3 { throw Refused() }
      }
    }
    #expect(writes == 3)
  }
}
