/// Strings as JSON writes them: quoted, with `"` and `\` escaped and every control character
/// (C0, DEL and C1) and the line and paragraph separators U+2028 and U+2029 as `\uXXXX` or its
/// short form, so a line of a recording never holds a raw escape byte or anything a reader could
/// take for a line break (Python's `splitlines`, JavaScript before ES2019). Everything else stays as
/// UTF-8.
enum JSONString {
  static func quoted(_ text: String) -> String {
    var out = "\""
    out.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
