import GridText

/// A strict RFC 8259 JSON parser over raw bytes that remembers where every value starts.
///
/// Strictness: no comments, no trailing commas, no `NaN`/`Infinity`, no leading zeros, no single
/// quotes, no raw control characters (U+0000–U+001F) in strings, no lone surrogates in `\u` escapes,
/// and the input must be valid UTF-8. A leading UTF-8 byte order mark is skipped. Duplicate object
/// keys are reported (the second occurrence) without stopping the parse; the duplicate is dropped.
/// Any other problem stops the parse, since what follows it cannot be read reliably.
///
/// The parser runs in time linear in the input: each byte is looked at a bounded number of times,
/// including the column bookkeeping, which moves a cursor forward along the current line. Nesting
/// deeper than ``maxDepth`` is an error, so hostile input cannot exhaust the stack.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted. A fixture needs 5.
  static let maxDepth = 64

  /// Parses a whole document.
  ///
  /// - Returns: the root value, or `nil` when a problem stopped the parse; and every problem found,
  ///   the stopping one last.
  package static func parse(_ bytes: [UInt8]) -> (value: JSONValue?, problems: [JSONProblem]) {
    bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(buffer)
      do throws(JSONProblem) {
        let value = try parser.parseDocument()
        return (value, parser.problems)
      } catch {
        return (nil, parser.problems + [error])
      }
    }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  private var cursorOffset = 0
  private var cursorColumn = 1
  private var path: [JSONPathComponent] = []
  private var scratch: [UInt8] = []
  private var problems: [JSONProblem] = []

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: Values

  private mutating func parseDocument() throws(JSONProblem) -> JSONValue {
    if bytes.isEmpty {
      throw problem(at: 0, "empty file")
    }
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
    }
    skipWhitespace()
    if offset == bytes.count {
      throw problem(at: offset, "empty file (only whitespace)")
    }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    if offset < bytes.count {
      throw unexpected(at: offset, expected: "the end of the file after the top-level value")
    }
    return value
  }

  /// Parses the value starting at `offset`, which is not whitespace.
  private mutating func parseValue(depth: Int) throws(JSONProblem) -> JSONValue {
    guard offset < bytes.count else {
      throw unexpected(at: offset, expected: "a value")
    }
    let position = position(at: offset)
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      return JSONValue(kind: .object(try parseObject(depth: depth + 1)), position: position)
    case UInt8(ascii: "["):
      return JSONValue(kind: .array(try parseArray(depth: depth + 1)), position: position)
    case UInt8(ascii: "\""):
      return JSONValue(kind: .string(try parseString()), position: position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(kind: .number(try parseNumber()), position: position)
    case UInt8(ascii: "t") where matches("true"):
      offset += 4
      return JSONValue(kind: .bool(true), position: position)
    case UInt8(ascii: "f") where matches("false"):
      offset += 5
      return JSONValue(kind: .bool(false), position: position)
    case UInt8(ascii: "n") where matches("null"):
      offset += 4
      return JSONValue(kind: .null, position: position)
    default:
      throw unexpected(at: offset, expected: "a value")
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONProblem) -> [JSONValue] {
    try checkDepth(depth)
    offset += 1
    skipWhitespace()
    var elements: [JSONValue] = []
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return elements
    }
    while true {
      path.append(.index(elements.count))
      elements.append(try parseValue(depth: depth))
      path.removeLast()
      if try endsContainer(closing: "]", after: "an array element") { return elements }
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONProblem) -> [JSONMember] {
    try checkDepth(depth)
    offset += 1
    skipWhitespace()
    var members: [JSONMember] = []
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return members
    }
    // Small objects are searched linearly; large ones get an index so duplicates stay linear.
    var index: [ExactKey: Int] = [:]
    while true {
      guard offset < bytes.count && bytes[offset] == UInt8(ascii: "\"") else {
        throw unexpected(at: offset, expected: "a string key in double quotes")
      }
      let keyPosition = position(at: offset)
      let key = try parseString()
      let first: Int?
      if members.count < 16 {
        first = members.firstIndex { $0.key.utf8.elementsEqual(key.utf8) }
      } else {
        if index.isEmpty {
          for (i, member) in members.enumerated() { index[ExactKey(key: member.key)] = i }
        }
        first = index[ExactKey(key: key)]
      }
      if let first {
        let earlier = members[first].keyPosition
        problems.append(
          JSONProblem(
            position: keyPosition, path: path + [.key(key)],
            message: "duplicate key \(key.quotedForMessage()) (first at line \(earlier.line), "
              + "column \(earlier.column))"))
      }
      skipWhitespace()
      guard offset < bytes.count && bytes[offset] == UInt8(ascii: ":") else {
        throw unexpected(at: offset, expected: "':' after the key \(key.quotedForMessage())")
      }
      offset += 1
      skipWhitespace()
      path.append(.key(key))
      let value = try parseValue(depth: depth)
      path.removeLast()
      if first == nil {
        if !index.isEmpty { index[ExactKey(key: key)] = members.count }
        members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
      }
      if try endsContainer(closing: "}", after: "an object member") { return members }
    }
  }

  /// After an array element or object member: consumes a `,` (rejecting a trailing one) and returns
  /// false, or consumes the closing bracket and returns true.
  private mutating func endsContainer(closing: Character, after what: String) throws(JSONProblem) -> Bool {
    let close = closing.asciiValue ?? 0
    skipWhitespace()
    guard offset < bytes.count else {
      throw unexpected(at: offset, expected: "',' or '\(closing)' after \(what)")
    }
    switch bytes[offset] {
    case UInt8(ascii: ","):
      let comma = offset
      offset += 1
      skipWhitespace()
      if offset < bytes.count && bytes[offset] == close {
        throw problem(at: comma, "trailing comma before '\(closing)' is not allowed in JSON")
      }
      return false
    case close:
      offset += 1
      return true
    default:
      throw unexpected(at: offset, expected: "',' or '\(closing)' after \(what)")
    }
  }

  private mutating func checkDepth(_ depth: Int) throws(JSONProblem) {
    if depth > JSONParser.maxDepth {
      throw problem(at: offset, "nesting deeper than \(JSONParser.maxDepth) arrays and objects")
    }
  }

  // MARK: Strings

  /// Parses the string starting at the `"` at `offset`, decoding escapes and validating UTF-8.
  private mutating func parseString() throws(JSONProblem) -> String {
    let quote = offset
    offset += 1
    var segmentStart = offset
    var escaped = false
    scratch.removeAll(keepingCapacity: true)
    while true {
      guard offset < bytes.count else {
        throw problem(at: quote, "unterminated string: no closing '\"' before the end of the file")
      }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        break
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<offset]))
        try parseEscape()
        segmentStart = offset
      } else if byte < 0x20 {
        throw problem(at: offset, controlCharacterMessage(byte))
      } else if byte < 0x80 {
        offset += 1
      } else {
        let length = utf8SequenceLength(at: offset)
        if length == 0 {
          throw invalidUTF8(at: offset)
        }
        offset += length
      }
    }
    let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<offset])
    offset += 1
    if !escaped {
      return String(decoding: segment, as: UTF8.self)
    }
    scratch.append(contentsOf: segment)
    return String(decoding: scratch, as: UTF8.self)
  }

  private func controlCharacterMessage(_ byte: UInt8) -> String {
    let escape: String
    switch byte {
    case 0x0A:
      return "line break inside a string: write it as \\n, or add the missing closing '\"'"
    case 0x09: escape = "\\t"
    case 0x0D: escape = "\\r"
    case 0x08: escape = "\\b"
    case 0x0C: escape = "\\f"
    default: escape = "\\u" + hex(byte, width: 4)
    }
    return "control character U+\(hex(byte, width: 4)) inside a string: write it as \(escape)"
  }

  /// Decodes the escape starting at the `\` at `offset` into `scratch`.
  private mutating func parseEscape() throws(JSONProblem) {
    let backslash = offset
    offset += 1
    guard offset < bytes.count else {
      throw problem(at: backslash, "unterminated string: the file ends inside an escape")
    }
    let decoded: UInt8
    switch bytes[offset] {
    case UInt8(ascii: "\""): decoded = 0x22
    case UInt8(ascii: "\\"): decoded = 0x5C
    case UInt8(ascii: "/"): decoded = 0x2F
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      offset += 1
      let unit = try hex4(escapeAt: backslash)
      let scalar: UInt32
      switch unit {
      case 0xD800...0xDBFF:
        let next = offset
        guard
          next + 1 < bytes.count && bytes[next] == UInt8(ascii: "\\") && bytes[next + 1] == UInt8(ascii: "u")
        else {
          throw problem(
            at: backslash,
            "lone surrogate \\u\(hex(unit, width: 4)): a high surrogate must be "
              + "followed by a low surrogate escape \\uDC00–\\uDFFF")
        }
        offset += 2
        let low = try hex4(escapeAt: next)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw problem(
            at: backslash,
            "lone surrogate \\u\(hex(unit, width: 4)): a high surrogate must be "
              + "followed by a low surrogate escape \\uDC00–\\uDFFF")
        }
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      case 0xDC00...0xDFFF:
        throw problem(
          at: backslash,
          "lone surrogate \\u\(hex(unit, width: 4)): a low surrogate must follow "
            + "a high surrogate escape")
      default:
        scalar = unit
      }
      appendUTF8(scalar)
      return
    default:
      throw problem(
        at: backslash,
        "invalid escape '\\' followed by \(found(at: offset)): "
          + "use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
    }
    scratch.append(decoded)
    offset += 1
  }

  /// Reads the four hex digits of a `\u` escape.
  private mutating func hex4(escapeAt start: Int) throws(JSONProblem) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = hexDigitValue(bytes[offset]) else {
        throw problem(at: start, "expected 4 hexadecimal digits after \\u")
      }
      value = value << 4 | UInt32(digit)
      offset += 1
    }
    return value
  }

  private func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case 0..<0x80:
      scratch.append(UInt8(scalar))
    case 0x80..<0x800:
      scratch.append(UInt8(0xC0 | scalar >> 6))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      scratch.append(UInt8(0xE0 | scalar >> 12))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    default:
      scratch.append(UInt8(0xF0 | scalar >> 18))
      scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  /// The length of the well-formed UTF-8 sequence at `i`, or 0 if it is malformed (overlong forms,
  /// surrogates and values above U+10FFFF included).
  private func utf8SequenceLength(at i: Int) -> Int {
    func continuation(_ j: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      j < bytes.count && bytes[j] >= low && bytes[j] <= high
    }
    switch bytes[i] {
    case 0x00..<0x80:
      return 1
    case 0xC2...0xDF:
      return continuation(i + 1) ? 2 : 0
    case 0xE0:
      return continuation(i + 1, 0xA0) && continuation(i + 2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(i + 1) && continuation(i + 2) ? 3 : 0
    case 0xED:
      return continuation(i + 1, 0x80, 0x9F) && continuation(i + 2) ? 3 : 0
    case 0xF0:
      return continuation(i + 1, 0x90) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
    case 0xF1...0xF3:
      return continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
    case 0xF4:
      return continuation(i + 1, 0x80, 0x8F) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
    default:
      return 0
    }
  }

  // MARK: Numbers

  private mutating func parseNumber() throws(JSONProblem) -> JSONNumber {
    let start = offset
    if bytes[offset] == UInt8(ascii: "-") {
      offset += 1
    }
    guard offset < bytes.count && bytes[offset].isASCIIDigit else {
      throw unexpected(at: offset, expected: "a digit after '-'")
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count && bytes[offset].isASCIIDigit {
        throw problem(at: start, "leading zeros are not allowed in JSON numbers")
      }
    } else {
      skipDigits()
    }
    var isInteger = true
    if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
      isInteger = false
      offset += 1
      guard offset < bytes.count && bytes[offset].isASCIIDigit else {
        throw unexpected(at: offset, expected: "a digit after the decimal point")
      }
      skipDigits()
    }
    if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
      isInteger = false
      offset += 1
      if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
        offset += 1
      }
      guard offset < bytes.count && bytes[offset].isASCIIDigit else {
        throw unexpected(at: offset, expected: "a digit in the exponent")
      }
      skipDigits()
    }
    let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    // An integer of at most 16 characters fits in an Int and converts with correct rounding; anything
    // else goes through the correctly rounded decimal conversion, which gives ±infinity beyond the
    // Double range.
    if isInteger && offset - start <= 16 {
      var magnitude = 0
      for byte in bytes[start..<offset] where byte != UInt8(ascii: "-") {
        magnitude = magnitude * 10 + Int(byte - UInt8(ascii: "0"))
      }
      let negative = bytes[start] == UInt8(ascii: "-")
      return JSONNumber(value: negative ? -Double(magnitude) : Double(magnitude), literal: literal)
    }
    return JSONNumber(value: Double(literal) ?? .nan, literal: literal)
  }

  private mutating func skipDigits() {
    while offset < bytes.count && bytes[offset].isASCIIDigit {
      offset += 1
    }
  }

  // MARK: Positions and messages

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0D:
        offset += 1
      case 0x0A:
        offset += 1
        line += 1
        lineStart = offset
      default:
        return
      }
    }
  }

  /// The line and column of byte `target`, which is on the current line.
  ///
  /// Columns count the bytes that start a UTF-8 sequence. Requests arrive in increasing order, so the
  /// cursor only moves forward and the total work is linear in the length of the line.
  private mutating func position(at target: Int) -> SourcePosition {
    if target < cursorOffset || cursorOffset < lineStart {
      cursorOffset = lineStart
      cursorColumn = 1
    }
    var column = cursorColumn
    var i = cursorOffset
    while i < target && i < bytes.count {
      if bytes[i] & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    cursorOffset = i
    cursorColumn = column
    return SourcePosition(line: line, column: column)
  }

  private mutating func problem(at offset: Int, _ message: String) -> JSONProblem {
    JSONProblem(position: position(at: offset), path: path, message: message)
  }

  private mutating func invalidUTF8(at offset: Int) -> JSONProblem {
    problem(at: offset, "invalid UTF-8 byte 0x\(hex(bytes[offset], width: 2))")
  }

  /// The problem of finding something other than `expected` at `offset`, with hints for the usual
  /// mistakes (comments, single quotes, `NaN`, capitalised literals).
  private mutating func unexpected(at offset: Int, expected: String) -> JSONProblem {
    guard offset < bytes.count else {
      return problem(at: offset, "expected \(expected), got end of file")
    }
    let byte = bytes[offset]
    if byte >= 0x80 && utf8SequenceLength(at: offset) == 0 {
      return invalidUTF8(at: offset)
    }
    var message = "expected \(expected), got \(found(at: offset))"
    let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
    let word = self.word(at: byte == UInt8(ascii: "-") ? offset + 1 : offset)
    if byte == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*")) {
      message += ": comments are not allowed in JSON"
    } else if byte == UInt8(ascii: "'") {
      message += ": JSON strings use double quotes"
    } else if ["NaN", "nan", "Infinity", "infinity", "inf"].contains(word) {
      message += ": JSON has no NaN or Infinity, numbers must be finite"
    } else if ["True", "TRUE", "False", "FALSE", "Null", "NULL", "None", "nil"].contains(word) {
      message += ": JSON literals are true, false and null"
    }
    return problem(at: offset, message)
  }

  /// The ASCII word (letters, digits, `_`) starting at `i`, at most 40 bytes.
  private func word(at i: Int) -> String {
    var end = i
    while end < bytes.count && end - i < 40
      && (bytes[end].isASCIILetter || bytes[end].isASCIIDigit || bytes[end] == UInt8(ascii: "_"))
    {
      end += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
  }

  /// What is at `i`, as "got …" in a message prints it: a word, a character, or a control code.
  private func found(at i: Int) -> String {
    guard i < bytes.count else { return "end of file" }
    let byte = bytes[i]
    if byte.isASCIILetter {
      return word(at: i).quotedForMessage()
    }
    if byte == UInt8(ascii: "-") && i + 1 < bytes.count && bytes[i + 1].isASCIILetter {
      return ("-" + word(at: i + 1)).quotedForMessage()
    }
    if byte < 0x20 || byte == 0x7F {
      return "control character U+\(hex(byte, width: 4))"
    }
    let length = utf8SequenceLength(at: i)
    if length == 0 {
      return "invalid UTF-8 byte 0x\(hex(byte, width: 2))"
    }
    let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<i + length]), as: UTF8.self)
    return character.quotedForMessage()
  }

  private func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let pointer = literal.utf8Start
    for k in 0..<count where bytes[offset + k] != pointer[k] {
      return false
    }
    // `truex` is not `true` followed by garbage but one unknown word.
    let after = offset + count
    return after == bytes.count || !(bytes[after].isASCIILetter || bytes[after].isASCIIDigit)
  }

  private func hex<T: BinaryInteger>(_ value: T, width: Int) -> String {
    String(value, radix: 16, uppercase: true).leftPadded(to: width)
  }
}
