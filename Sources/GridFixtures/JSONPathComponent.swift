import GridText

/// One step of the way from the root of a JSON document to a value: an object key or an array index.
package enum JSONPathComponent: Hashable, Sendable {
  case key(String)
  case index(Int)

  /// Renders a path the way diagnostics print it: `sections[0].items[3].height`.
  ///
  /// Keys that are not plain identifiers are written as quoted subscripts (`["two words"]`), with
  /// control characters escaped so a diagnostic always stays on one line. The root is the empty
  /// string.
  package static func render(_ path: [JSONPathComponent]) -> String {
    var text = ""
    for component in path {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where key.isPlainIdentifier:
        if !text.isEmpty { text += "." }
        text += key
      case .key(let key):
        text += "[\(key.quotedForMessage(delimiter: "\""))]"
      }
    }
    return text
  }
}

extension String {
  /// Whether the string is an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`), printable in a path as is.
  fileprivate var isPlainIdentifier: Bool {
    guard let first = utf8.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
    return utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "_") }
  }
}

extension UInt8 {
  var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
  var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
