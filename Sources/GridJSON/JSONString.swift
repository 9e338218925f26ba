/// Strings as every writer of JSON in the package writes them: quoted, with `"` and `\` escaped
/// and every control character (C0, DEL and C1) written as an escape, so the text is one line and
/// never holds a raw byte a terminal would act on. Everything else stays as UTF-8.
///
/// The controls JSON has short forms for are written short (`\n`, `\r`, `\t`, `\b`, `\f`); the others
/// as `\u` and four hex digits. Fixtures (`Fixture.encodedJSON()`, `generate`), recordings, the
/// audit's reports and `layout` all come through here.
///
/// ```swift
/// JSONString.quoted("a\"b\u{1B}")                   // "a\"b\u001B"
/// JSONString.quoted("\u{1B}", [.lowercaseHex])     // "\u001b"
/// JSONString.quoted("a\u{2028}b", [.lineSeparators])  // "a\u2028b"
/// ```
public enum JSONString {
  /// What a format escapes beyond the controls, and how it spells an escape.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// U+2028 and U+2029 escaped too, for text read line by line: Python's `splitlines` and
    /// JavaScript before ES2019 take them for line breaks.
    public static let lineSeparators = Options(rawValue: 1 << 0)
    /// Hex digits in lower case (`\u001b`), as Python's `json` module writes them and so asciinema's
    /// recordings have them; upper case (`\u001B`) otherwise.
    public static let lowercaseHex = Options(rawValue: 1 << 1)
  }

  /// `text` as a JSON string literal, quotes included.
  public static func quoted(_ text: String, _ options: Options = []) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text, to: &bytes, options)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` to `bytes` as a JSON string literal, quotes included: runs that need no escape
  /// are copied whole from the text's UTF-8.
  public static func append(_ text: String, to bytes: inout [UInt8], _ options: Options = []) {
    bytes.append(UInt8(ascii: "\""))
    let separators = options.contains(.lineSeparators)
    let digits: StaticString = options.contains(.lowercaseHex) ? "0123456789abcdef" : "0123456789ABCDEF"
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      var i = 0
      while i < utf8.count {
        let byte = utf8[i]
        let length: Int
        let scalar: UInt32
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F {
          (length, scalar) = (1, UInt32(byte))
        } else if byte == 0xC2, i + 1 < utf8.count, (0x80...0x9F).contains(utf8[i + 1]) {
          // C1 controls, U+0080…U+009F.
          (length, scalar) = (2, UInt32(utf8[i + 1]))
        } else if separators, byte == 0xE2, i + 2 < utf8.count, utf8[i + 1] == 0x80,
          utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9
        {
          // U+2028 and U+2029.
          (length, scalar) = (3, 0x2000 | UInt32(utf8[i + 2] & 0x3F))
        } else {
          i += 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
        escape(scalar, to: &bytes, digits: digits)
        i += length
        start = i
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func escape(_ scalar: UInt32, to bytes: inout [UInt8], digits: StaticString) {
    bytes.append(UInt8(ascii: "\\"))
    switch scalar {
    case 0x22: bytes.append(UInt8(ascii: "\""))
    case 0x5C: bytes.append(UInt8(ascii: "\\"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    default:
      bytes.append(UInt8(ascii: "u"))
      for shift in stride(from: 12, through: 0, by: -4) {
        bytes.append(digits.utf8Start[Int(scalar >> UInt32(shift) & 0xF)])
      }
    }
  }
}
