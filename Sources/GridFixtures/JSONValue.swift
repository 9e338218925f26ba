/// A parsed JSON value and the position of its first character.
///
/// The fixture loader's syntax tree: plain JSON, plus positions so that every later problem can be
/// reported at its line and column. Object members keep their order; duplicate keys never reach the
/// tree (the parser reports the second and drops it).
package struct JSONValue: Sendable {
  package enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  package var kind: Kind
  package var position: SourcePosition

  /// The JSON type's name as messages print it: `expected a string, got number`.
  package var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

/// A JSON number: its value as a `Double` and its text as written.
///
/// The value can be infinite when the literal is out of the `Double` range (`1e400`); the literal
/// lets messages quote exactly what the file says.
package struct JSONNumber: Sendable {
  package var value: Double
  package var literal: String
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Sendable {
  package var key: String
  package var keyPosition: SourcePosition
  package var value: JSONValue

  /// The key to match against the fixture's keys, which are all ASCII: the key itself if it is
  /// ASCII, else an empty string that matches none. A String comparison normalises both sides, which
  /// for a long run of combining marks costs the whole run per comparison; an ASCII check is one
  /// pass over the bytes.
  package var matchableKey: String {
    key.utf8.allSatisfy { $0 < 0x80 } ? key : ""
  }
}

/// A JSON key compared as JSON compares keys: code point by code point, not by canonical
/// equivalence as `String`'s `==` does (and without its cost on long runs of combining marks).
struct ExactKey: Hashable {
  let key: String

  static func == (a: ExactKey, b: ExactKey) -> Bool { a.key.utf8.elementsEqual(b.key.utf8) }

  func hash(into hasher: inout Hasher) {
    var bytes = key
    bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
