import GridFixtures
import GridText

/// Reads a legacy `.strings` file: `"key" = "value";` entries, `/* */` and `//` comments, in UTF-8
/// (a BOM allowed) or UTF-16 with a byte order mark (little- or big-endian), as Xcode writes them.
///
/// Escapes in quoted strings: `\"`, `\\`, `\'`, `\n`, `\t`, `\r`, `\0`, and `\U` or `\u` with four
/// hex digits (two of them for a surrogate pair). A key or value may also be unquoted (letters,
/// digits and `_$.:/-`), as in any old-style property list. A later entry for a key replaces an
/// earlier one, as Foundation reads it. Positions are lines and columns in scalars, as the fixture
/// reader counts them.
enum StringsFileReader {
  /// One entry: where its key is written, and its value.
  struct Entry: Hashable, Sendable {
    var keyPosition: SourcePosition
    var value: LocatedText
  }

  static func read(_ bytes: [UInt8], fileName: String) throws(StringFileError) -> [String: LocatedText] {
    try readEntries(bytes, fileName: fileName).mapValues(\.value)
  }

  /// The entries with the positions of their keys too.
  static func readEntries(_ bytes: [UInt8], fileName: String) throws(StringFileError) -> [String: Entry] {
    let scalars = try decode(bytes, fileName: fileName)
    var parser = Parser(scalars: scalars, fileName: fileName)
    return try parser.entries()
  }

  /// The file's scalars, by its byte order mark.
  static func decode(_ bytes: [UInt8], fileName: String) throws(StringFileError) -> [Unicode.Scalar] {
    func invalid(_ message: String) -> StringFileError {
      .invalid(fileName: fileName, position: .start, message: message)
    }
    if bytes.count >= 2 && ((bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF)) {
      let littleEndian = bytes[0] == 0xFF
      guard bytes.count % 2 == 0 else { throw invalid("UTF-16 text with an odd number of bytes") }
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2 - 1)
      var i = 2
      while i + 1 < bytes.count {
        units.append(
          littleEndian
            ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
        i += 2
      }
      var scalars: [Unicode.Scalar] = []
      var decoder = UTF16()
      var iterator = units.makeIterator()
      loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: break loop
        case .error: throw invalid("not valid UTF-16 (a lone surrogate)")
        }
      }
      return scalars
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(body.count)
    var decoder = UTF8()
    var iterator = body.makeIterator()
    var line = 1
    var column = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput: return scalars
      case .error:
        throw .invalid(
          fileName: fileName, position: SourcePosition(line: line, column: column),
          message: "not valid UTF-8 (a .strings file is UTF-8, or UTF-16 with a byte order mark)")
      }
    }
  }

  private struct Parser: ScalarReading {
    let scalars: [Unicode.Scalar]
    let fileName: String
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar], fileName: String) {
      self.scalars = scalars
      self.fileName = fileName
    }

    mutating func entries() throws(StringFileError) -> [String: Entry] {
      var entries: [String: Entry] = [:]
      while true {
        try skipSpaceAndComments()
        guard current != nil else { return entries }
        let key = try string("a key")
        try skipSpaceAndComments()
        guard current == "=" else {
          throw fail("expected \"=\" after the key \(key.text.quotedForMessage())", at: position)
        }
        advance()
        try skipSpaceAndComments()
        let value = try string("a value")
        try skipSpaceAndComments()
        guard current == ";" else {
          throw fail("expected \";\" after the value of \(key.text.quotedForMessage())", at: position)
        }
        advance()
        entries[key.text] = Entry(keyPosition: key.position, value: value)
      }
    }

    mutating func skipSpaceAndComments() throws(StringFileError) {
      while let scalar = current {
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = position
          advance()
          advance()
          while true {
            guard current != nil else { throw fail("unterminated comment", at: start) }
            if current == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
              advance()
              advance()
              break
            }
            advance()
          }
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let scalar = current, scalar != "\n" { advance() }
        } else {
          return
        }
      }
    }

    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "_$.:/-".unicodeScalars.contains(scalar))
    }

    mutating func string(_ what: String) throws(StringFileError) -> LocatedText {
      let start = position
      guard let first = current else { throw fail("expected \(what), got the end of the file", at: start) }
      if first != "\"" {
        guard Self.isUnquoted(first) else {
          throw fail("expected \(what) (a quoted string), got \(String(first).quotedForMessage())", at: start)
        }
        var text = ""
        while let scalar = current, Self.isUnquoted(scalar) {
          text.unicodeScalars.append(scalar)
          advance()
        }
        return LocatedText(text, at: start)
      }
      advance()
      var text = String.UnicodeScalarView()
      while true {
        guard let scalar = current else { throw fail("unterminated string", at: start) }
        advance()
        switch scalar {
        case "\"": return LocatedText(String(text), at: start)
        case "\\":
          let escape = position
          guard let next = current else { throw fail("unterminated string", at: start) }
          advance()
          switch next {
          case "\"", "\\", "'": text.append(next)
          case "n": text.append("\n")
          case "t": text.append("\t")
          case "r": text.append("\r")
          case "0": text.append("\0")
          case "U", "u": text.append(try unicodeEscape(at: escape))
          default:
            throw fail("unknown escape \(("\\" + String(next)).quotedForMessage())", at: escape)
          }
        default: text.append(scalar)
        }
      }
    }

    /// The scalar of `\UXXXX` (after the `U`), with a second `\UXXXX` for a surrogate pair.
    mutating func unicodeEscape(at escape: SourcePosition) throws(StringFileError) -> Unicode.Scalar {
      let high = try hex4(at: escape)
      if let scalar = Unicode.Scalar(high) { return scalar }
      guard (0xD800..<0xDC00).contains(high), current == "\\", index + 1 < scalars.count,
        scalars[index + 1] == "U" || scalars[index + 1] == "u"
      else { throw fail("a lone surrogate in a \\U escape", at: escape) }
      advance()
      advance()
      let low = try hex4(at: escape)
      guard (0xDC00..<0xE000).contains(low),
        let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
      else { throw fail("a lone surrogate in a \\U escape", at: escape) }
      return scalar
    }

    mutating func hex4(at escape: SourcePosition) throws(StringFileError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let scalar = current, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
          throw fail("expected four hex digits after \\U", at: escape)
        }
        value = value << 4 | digit
        advance()
      }
      return value
    }
  }
}
