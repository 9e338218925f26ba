import Dispatch
import GridCanvas
import Synchronization

/// A picture too tall to draw as one canvas, printed a slice at a time: each batch of slices is
/// drawn on every core at once, then handed on in order, so a long layout prints in constant memory
/// and the bytes are those of drawing the slices one after another (`render`).
///
/// ```swift
/// let picture = SlicedPicture(rows: 10_000, format: .text(padded: false), slicesPerBatch: 16) {
///   top, height in scene.canvas(for: result, settings: settings, top: top, height: height, width: 80)
/// }
/// try picture.write { bytes in try out.write(bytes) }
/// ```
public struct SlicedPicture {
  /// How the picture is printed.
  public enum Format: Hashable, Sendable {
    /// The text, each line ending at its last visible character unless `padded`.
    case text(padded: Bool)
    /// The text with SGR colour codes.
    case ansi(padded: Bool)
    /// A self-contained SVG document.
    case svg(SVGPicture)
    /// A self-contained HTML page.
    case html(HTMLPicture)
  }

  /// The rows printed, from the top.
  public var rows: Int
  public var format: Format
  /// The rows drawn as one canvas.
  public var sliceHeight: Int
  /// How many slices are drawn at once before they are handed on (a few per core, so fewer cores
  /// wait at the end of a batch).
  public var slicesPerBatch: Int
  private let draw: ReadOnly<(_ top: Int, _ height: Int) -> Canvas>

  /// - Parameters:
  ///   - draw: The canvas of rows `top..<top + height`. It is called from several threads at once and
  ///     MUST only read what it captures (a scene that caches no measurements, say).
  public init(
    rows: Int, format: Format, sliceHeight: Int = 256, slicesPerBatch: Int,
    draw: @escaping (_ top: Int, _ height: Int) -> Canvas
  ) {
    precondition(sliceHeight > 0 && slicesPerBatch > 0, "slices and batches hold at least one")
    self.rows = max(0, rows)
    self.format = format
    self.sliceHeight = sliceHeight
    self.slicesPerBatch = slicesPerBatch
    self.draw = ReadOnly(value: draw)
  }

  /// Hands the document to `write` in order: the header, each slice's bytes, the footer. A `write`
  /// that throws ends the printing with its error.
  public func write<Failure: Error>(to write: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
    switch format {
    case .svg(let svg): try write(Array(svg.header.utf8))
    case .html(let html): try write(Array(html.header.utf8))
    case .text, .ansi: break
    }
    var top = 0
    while top < rows {
      let tops = Array(stride(from: top, to: min(rows, top + slicesPerBatch * sliceHeight), by: sliceHeight))
      let parts = Mutex([[UInt8]](repeating: [], count: tops.count))
      let (draw, format, rows, sliceHeight) = (self.draw, self.format, self.rows, self.sliceHeight)
      DispatchQueue.concurrentPerform(iterations: tops.count) { i in
        let canvas = draw.value(tops[i], min(sliceHeight, rows - tops[i]))
        let bytes = Self.bytes(of: canvas, top: tops[i], as: format)
        parts.withLock { $0[i] = bytes }
      }
      for part in parts.withLock({ $0 }) { try write(part) }
      top = tops[tops.count - 1] + sliceHeight
    }
    switch format {
    case .svg(let svg): try write(Array(svg.footer.utf8))
    case .html(let html): try write(Array(html.footer.utf8))
    case .text, .ansi: break
    }
  }

  /// One slice's bytes: its lines, or its part of the document's body.
  static func bytes(of canvas: Canvas, top: Int, as format: Format) -> [UInt8] {
    var bytes: [UInt8] = []
    switch format {
    case .text(let padded): canvas.appendText(padded: padded, to: &bytes)
    case .ansi(let padded): canvas.appendANSIText(padded: padded, to: &bytes)
    case .svg(let svg): bytes = Array(svg.body(of: canvas, top: top).utf8)
    case .html(let html): bytes = Array(html.body(of: canvas, isFirst: top == 0).utf8)
    }
    return bytes
  }
}

/// A value several threads read at once and nothing writes: what the slices are drawn from.
private struct ReadOnly<Value>: @unchecked Sendable {
  let value: Value
}
