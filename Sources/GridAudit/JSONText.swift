/// JSON text written by hand (the audit's formats are small and their key order matters to people
/// reading them): a string literal with everything JSON requires escaped.
enum JSONText {
  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, the line
  /// and paragraph separators too (some JavaScript parsers choke on them raw).
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 || (0x7F...0x9F).contains(scalar.value):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A JSON array of already-written values.
  static func array(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }

  /// A JSON object of already-written values, in the given order.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }
}
