/// Strings that carry arbitrary bytes: file names and command-line arguments, which on Linux are
/// bytes, not necessarily UTF-8.
///
/// `string(from:)` decodes UTF-8 and keeps every byte that is not part of a valid sequence as a
/// private-use scalar, U+10FF00 plus the byte (U+10FF80…U+10FFFF); `bytes(of:)` turns those back
/// into the bytes they stand for, so a name that is not UTF-8 opens the file it names. (A name that
/// holds one of those scalars itself has its bytes kept raw the same way.) Messages
/// show such a byte as `\xNN` (`escapedForMessage`).
///
/// ```swift
/// let name = ByteString.string(from: [0x61, 0x9B, 0x2E, 0x6A])   // "a\u{10FF9B}.j"
/// ByteString.bytes(of: name)                                     // [0x61, 0x9B, 0x2E, 0x6A]
/// name.escapedForMessage()                                       // "a\\x9B.j"
/// ```
public enum ByteString {
  /// The first scalar that stands for a raw byte: U+10FF00 + byte, for bytes 0x80…0xFF.
  static let rawBase: UInt32 = 0x10FF00

  /// The byte a scalar stands for, if it stands for one.
  @inline(__always)
  static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= rawBase + 0x80 ? UInt8(truncatingIfNeeded: scalar.value - rawBase) : nil
  }

  /// Bytes as a string: UTF-8 where it is valid, each other byte as its private-use scalar.
  public static func string(from bytes: some Collection<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    let array = Array(bytes)
    var i = 0
    while i < array.count {
      let (scalar, length) = decode(array, at: i)
      if let scalar {
        scalars.append(scalar)
        i += length
      } else {
        scalars.append(Unicode.Scalar(rawBase + UInt32(array[i])) ?? "\u{FFFD}")
        i += 1
      }
    }
    return String(scalars)
  }

  /// The bytes a string stands for: UTF-8, with raw-byte scalars turned back into their bytes.
  public static func bytes(of string: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      if let byte = rawByte(scalar) {
        out.append(byte)
      } else {
        out.append(contentsOf: String(scalar).utf8)
      }
    }
    return out
  }

  /// Calls `body` with the bytes `string` stands for (`bytes(of:)`) as a C string: a name for a
  /// system call that opens the file it names, UTF-8 or not.
  public static func withCString<Result>(
    of string: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    let cString = (bytes(of: string) + [0]).map { CChar(bitPattern: $0) }
    return try body(cString)
  }

  /// The well-formed UTF-8 sequence at `i` (shortest form, no surrogates, at most U+10FFFF) and its
  /// length, or nil.
  private static func decode(_ bytes: [UInt8], at i: Int) -> (Unicode.Scalar?, Int) {
    let b0 = bytes[i]
    if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
    let length: Int
    let minimum: UInt32
    var value: UInt32
    switch b0 {
    case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(b0 & 0x1F))
    case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(b0 & 0x0F))
    case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(b0 & 0x07))
    default: return (nil, 1)
    }
    guard i + length <= bytes.count else { return (nil, 1) }
    for k in 1..<length {
      let b = bytes[i + k]
      guard b & 0xC0 == 0x80 else { return (nil, 1) }
      value = value << 6 | UInt32(b & 0x3F)
    }
    // A real U+10FF80…U+10FFFF in a name would read back as raw bytes: keep its bytes raw instead,
    // so every name still opens the file it names.
    guard value >= minimum, value < rawBase + 0x80, let scalar = Unicode.Scalar(value) else {
      return (nil, 1)
    }
    return (scalar, length)
  }
}
