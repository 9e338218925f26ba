extension String {
  /// The string between delimiters, safe to print inside a one-line message.
  ///
  /// Strings longer than `limit` Unicode scalars are cut and end with `…`. See
  /// ``escapedForMessage(delimiter:limit:)`` for what is escaped.
  public func quotedForMessage(delimiter: Character = "'", limit: Int = 40) -> String {
    String(delimiter) + escapedForMessage(delimiter: delimiter, limit: limit) + String(delimiter)
  }

  /// The string with everything that could break a one-line message escaped.
  ///
  /// Control characters (C0, DEL and C1, which include the escape that starts terminal sequences),
  /// line and paragraph separators, bidirectional controls (which reorder what a terminal shows
  /// around them), backslashes and the delimiter (if any) are written as escapes (`\u001B`), and a
  /// byte of a name that is not UTF-8 (see `ByteString`) as `\xNN`, so a hostile key, value, option
  /// or file name can neither break the line, nor disguise it, nor drive the terminal. This is the one
  /// escaping every message of the tool uses.
  public func escapedForMessage(delimiter: Character? = nil, limit: Int = .max) -> String {
    var text = ""
    var count = 0
    for scalar in unicodeScalars {
      if count == limit {
        text += "…"
        break
      }
      count += 1
      switch scalar {
      case "\\" where delimiter != nil: text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where delimiter.map({ Character(scalar) == $0 }) ?? false:
        text.unicodeScalars.append("\\")
        text.unicodeScalars.append(scalar)
      case _ where ByteString.rawByte(scalar) != nil:
        let byte = ByteString.rawByte(scalar) ?? 0
        text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      case _ where Self.mustEscape(scalar.value):
        text += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Controls, line and paragraph separators, and bidirectional formatting characters.
  static func mustEscape(_ v: UInt32) -> Bool {
    switch v {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The string padded on the left with zeros to `width` characters (hex in escapes and messages;
  /// the package's other targets use it too).
  package func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
