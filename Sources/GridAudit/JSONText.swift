import GridJSON

/// JSON text written by hand (the audit's formats are small and their key order matters to people
/// reading them): a string literal with everything JSON requires escaped.
enum JSONText {
  /// `text` as a JSON string literal (``JSONString``), the line and paragraph separators escaped
  /// too (some JavaScript parsers choke on them raw).
  static func quoted(_ text: String) -> String { JSONString.quoted(text, [.lineSeparators]) }

  /// A JSON array of already-written values.
  static func array(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }

  /// A JSON object of already-written values, in the given order.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }
}
