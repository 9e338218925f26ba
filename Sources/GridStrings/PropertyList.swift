import GridFixtures
import GridText

/// A value of an XML property list (`.stringsdict`), with where it starts.
struct PropertyList: Sendable {
  enum Kind: Sendable {
    case string(String)
    case integer(String)
    case bool(Bool)
    case array([PropertyList])
    /// Keys in file order, each with where its `<key>` starts.
    case dictionary([(key: String, position: SourcePosition, value: PropertyList)])
  }

  var kind: Kind
  var position: SourcePosition

  var typeName: String {
    switch kind {
    case .string: "string"
    case .integer: "integer"
    case .bool: "boolean"
    case .array: "array"
    case .dictionary: "dict"
    }
  }

  /// Reads an XML property list: the prolog, `<!DOCTYPE>` and comments skipped; `plist`, `dict`,
  /// `key`, `string`, `integer`, `real`, `true`, `false` and `array` elements; the five named
  /// entities, numeric character references and CDATA. Enough for what Xcode writes, and strict
  /// about everything else: one clear error at the first thing it cannot read.
  static func read(_ scalars: [Unicode.Scalar], fileName: String) throws(StringFileError) -> PropertyList {
    var parser = XMLParser(scalars: scalars, fileName: fileName)
    return try parser.document()
  }
}

/// The small XML reader behind ``PropertyList/read(_:fileName:)``.
private struct XMLParser: ScalarReading {
  let scalars: [Unicode.Scalar]
  let fileName: String
  var index = 0
  var line = 1
  var column = 1
  /// Nesting of `array` and `dict`, limited as JSON's is so hostile input cannot exhaust the stack.
  var depth = 0

  init(scalars: [Unicode.Scalar], fileName: String) {
    self.scalars = scalars
    self.fileName = fileName
  }

  func looksAt(_ text: String) -> Bool {
    var i = index
    for scalar in text.unicodeScalars {
      guard i < scalars.count, scalars[i] == scalar else { return false }
      i += 1
    }
    return true
  }

  mutating func skip(_ text: String) {
    for _ in text.unicodeScalars { advance() }
  }

  /// Skips to just after `end`; an error naming `what` if the file ends first.
  mutating func skip(past end: String, _ what: String, from start: SourcePosition) throws(StringFileError) {
    while !looksAt(end) {
      guard current != nil else { throw fail("unterminated \(what)", at: start) }
      advance()
    }
    skip(end)
  }

  /// Whitespace, comments, processing instructions and the doctype.
  mutating func skipMisc() throws(StringFileError) {
    while let scalar = current {
      let start = position
      if scalar.properties.isWhitespace {
        advance()
      } else if looksAt("<!--") {
        try skip(past: "-->", "comment", from: start)
      } else if looksAt("<?") {
        try skip(past: "?>", "processing instruction", from: start)
      } else if looksAt("<!DOCTYPE") {
        try skip(past: ">", "doctype", from: start)
      } else {
        return
      }
    }
  }

  mutating func document() throws(StringFileError) -> PropertyList {
    try skipMisc()
    let start = position
    guard let (name, empty) = try openTag(), name == "plist", !empty else {
      throw fail("expected a <plist> element", at: start)
    }
    try skipMisc()
    let value = try self.value()
    try skipMisc()
    try closeTag("plist")
    try skipMisc()
    if current != nil { throw fail("unexpected content after </plist>", at: position) }
    return value
  }

  /// `<name …>` or `<name …/>`: its name and whether it is empty; nil if not at a start tag.
  mutating func openTag() throws(StringFileError) -> (String, Bool)? {
    guard current == "<", !looksAt("</") else { return nil }
    let start = position
    advance()
    var name = ""
    while let scalar = current, !scalar.properties.isWhitespace, scalar != ">", scalar != "/" {
      name.unicodeScalars.append(scalar)
      advance()
    }
    // Attributes (`version="1.0"`) are skipped.
    while let scalar = current, scalar != ">" {
      if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == ">" {
        advance()
        advance()
        return (name, true)
      }
      advance()
    }
    guard current == ">" else { throw fail("unterminated tag <\(name)>", at: start) }
    advance()
    return (name, false)
  }

  mutating func closeTag(_ name: String) throws(StringFileError) {
    let start = position
    guard looksAt("</" + name) else { throw fail("expected </\(name)>", at: start) }
    skip("</" + name)
    while let scalar = current, scalar.properties.isWhitespace { advance() }
    guard current == ">" else { throw fail("expected </\(name)>", at: start) }
    advance()
  }

  mutating func value() throws(StringFileError) -> PropertyList {
    let start = position
    guard let (name, empty) = try openTag() else {
      throw fail("expected a property list value (<string>, <dict>, …)", at: start)
    }
    switch name {
    case "string":
      return PropertyList(kind: .string(empty ? "" : try text(until: name)), position: start)
    case "integer", "real":
      return PropertyList(kind: .integer(empty ? "" : try text(until: name)), position: start)
    case "true", "false":
      if !empty { try closeTag(name) }
      return PropertyList(kind: .bool(name == "true"), position: start)
    case "array", "dict":
      if empty { return PropertyList(kind: name == "array" ? .array([]) : .dictionary([]), position: start) }
      depth += 1
      defer { depth -= 1 }
      if depth > 64 { throw fail("nested deeper than 64 levels", at: start) }
      var elements: [PropertyList] = []
      var entries: [(key: String, position: SourcePosition, value: PropertyList)] = []
      while true {
        try skipMisc()
        if looksAt("</") { break }
        if name == "array" {
          elements.append(try value())
          continue
        }
        let keyStart = position
        guard let (tag, emptyKey) = try openTag(), tag == "key" else {
          throw fail("expected a <key> in a <dict>", at: keyStart)
        }
        let key = emptyKey ? "" : try text(until: "key")
        try skipMisc()
        entries.append((key, keyStart, try value()))
      }
      try closeTag(name)
      return PropertyList(kind: name == "array" ? .array(elements) : .dictionary(entries), position: start)
    default:
      throw fail("unknown property list element <\(name)>", at: start)
    }
  }

  /// Character data up to `</name>`, entities and CDATA decoded, the end tag consumed.
  mutating func text(until name: String) throws(StringFileError) -> String {
    var text = String.UnicodeScalarView()
    let start = position
    while true {
      guard let scalar = current else { throw fail("unterminated <\(name)>", at: start) }
      if looksAt("<![CDATA[") {
        let cdata = position
        skip("<![CDATA[")
        while !looksAt("]]>") {
          guard let scalar = current else { throw fail("unterminated CDATA section", at: cdata) }
          text.append(scalar)
          advance()
        }
        skip("]]>")
      } else if scalar == "<" {
        try closeTag(name)
        return String(text)
      } else if scalar == "&" {
        text.append(try entity())
      } else {
        text.append(scalar)
        advance()
      }
    }
  }

  mutating func entity() throws(StringFileError) -> Unicode.Scalar {
    let start = position
    advance()
    var name = ""
    while let scalar = current, scalar != ";", name.unicodeScalars.count < 10 {
      name.unicodeScalars.append(scalar)
      advance()
    }
    guard current == ";" else { throw fail("unterminated entity reference", at: start) }
    advance()
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let number: UInt32? =
        name.hasPrefix("#x")
        ? UInt32(name.dropFirst(2), radix: 16)
        : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
      guard let number, let scalar = Unicode.Scalar(number) else {
        throw fail("unknown entity \(("&" + name + ";").quotedForMessage())", at: start)
      }
      return scalar
    }
  }
}
