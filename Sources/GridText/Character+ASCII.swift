extension Character {
  /// What `asciiValue` answers (CR LF as LF), without the comparison with `"\r\n"` that
  /// `asciiValue` makes first: a string comparison for every character, which was a tenth of the
  /// time of laying out and drawing Hebrew and Arabic cells.
  @inlinable public var asciiByte: UInt8? {
    var scalars = unicodeScalars.makeIterator()
    guard let first = scalars.next(), first.isASCII else { return nil }
    guard let second = scalars.next() else { return UInt8(truncatingIfNeeded: first.value) }
    return first == "\r" && second == "\n" && scalars.next() == nil ? 0x0A : nil
  }
}
