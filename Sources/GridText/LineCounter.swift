/// A `LineSink` that only counts lines: no strings, no allocations.
struct LineCounter: LineSink {
  struct Piece {}

  static var tooWidePiece: Piece { Piece() }
  static var spacePiece: Piece { Piece() }

  /// Counting stops once this many lines are ended (the count can pass it by one: one glyph can end
  /// two lines).
  let limit: Int
  private(set) var count = 0

  init(limit: Int = .max) {
    self.limit = limit
  }

  var isFull: Bool { count >= limit }

  mutating func appendToWord(_ piece: Piece, width: Int) {}
  mutating func commitWord(spaceBefore: Bool) {}
  mutating func appendToLine(_ piece: Piece, width: Int) {}
  mutating func appendToWord(run: UnsafeBufferPointer<UInt8>, at offset: Int) {}
  mutating func appendToLine(run: UnsafeBufferPointer<UInt8>, at offset: Int) {}

  mutating func endLine(width: Int) {
    count += 1
  }
}
