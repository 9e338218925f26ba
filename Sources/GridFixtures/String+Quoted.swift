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
  /// line and paragraph separators, backslashes and the delimiter (if any) are written as escapes,
  /// so a hostile key, value or file name can neither break the line nor drive the terminal.
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
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029:
        text += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The string padded on the left with zeros to `width` characters.
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
