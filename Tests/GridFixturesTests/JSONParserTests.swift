import GridFixtures
import Testing

/// The JSON layer: strict RFC 8259, every problem at its line and column (Unicode scalars, 1-based).
@Suite struct JSONParserTests {
  // MARK: Malformed JSON

  /// One malformed document and the one line that must be reported for it.
  struct Case: Sendable, CustomTestStringConvertible {
    var json: String
    var line: String
    var testDescription: String { json }
  }

  @Test(arguments: [
    // Empty input.
    Case(json: "", line: "t.json:1:1: empty file"),
    Case(json: "  \n ", line: "t.json:2:2: empty file (only whitespace)"),
    // Trailing commas, comments, quotes.
    Case(
      json: #"{"sections": [],}"#,
      line: "t.json:1:16: trailing comma before '}' is not allowed in JSON"),
    Case(
      json: #"{"sections": [1, 2,]}"#,
      line: "t.json:1:19: sections: trailing comma before ']' is not allowed in JSON"),
    Case(
      json: "{\"sections\": [] // no\n}",
      line:
        "t.json:1:17: expected ',' or '}' after an object member, got '/': comments are not allowed in JSON"),
    Case(
      json: "/* fixture */ {}",
      line: "t.json:1:1: expected a value, got '/': comments are not allowed in JSON"),
    Case(
      json: #"{"sections": [], "title": 'x'}"#,
      line: #"t.json:1:27: title: expected a value, got '\'': JSON strings use double quotes"#),
    Case(
      json: #"{sections: []}"#,
      line: "t.json:1:2: expected a string key in double quotes, got 'sections'"),
    Case(
      json: #"{"sections" []}"#,
      line: "t.json:1:13: expected ':' after the key 'sections', got '['"),
    Case(
      json: #"{"sections": [] "title": "x"}"#,
      line: "t.json:1:17: expected ',' or '}' after an object member, got '\"'"),
    Case(
      json: #"{"sections": []} x"#,
      line: "t.json:1:18: expected the end of the file after the top-level value, got 'x'"),
    Case(json: #"{"sections": ["#, line: "t.json:1:15: sections[0]: expected a value, got end of file"),
    Case(
      json: #"{"sections": [[]"#,
      line: "t.json:1:17: sections: expected ',' or ']' after an array element, got end of file"),
    // Literals.
    Case(
      json: #"{"compat": True}"#,
      line: "t.json:1:12: compat: expected a value, got 'True': JSON literals are true, false and null"),
    Case(json: #"{"compat": tru}"#, line: "t.json:1:12: compat: expected a value, got 'tru'"),
    Case(json: #"{"compat": truex}"#, line: "t.json:1:12: compat: expected a value, got 'truex'"),
    // NaN, Infinity and malformed numbers.
    Case(
      json: #"{"padding": NaN}"#,
      line:
        "t.json:1:13: padding: expected a value, got 'NaN': JSON has no NaN or Infinity, numbers must be finite"
    ),
    Case(
      json: #"{"padding": Infinity}"#,
      line:
        "t.json:1:13: padding: expected a value, got 'Infinity': JSON has no NaN or Infinity, numbers must be finite"
    ),
    Case(
      json: #"{"padding": -Infinity}"#,
      line: "t.json:1:14: padding: expected a digit after '-', got 'Infinity': "
        + "JSON has no NaN or Infinity, numbers must be finite"),
    Case(
      json: #"{"padding": 01}"#, line: "t.json:1:13: padding: leading zeros are not allowed in JSON numbers"),
    Case(
      json: #"{"padding": -01}"#, line: "t.json:1:13: padding: leading zeros are not allowed in JSON numbers"),
    Case(
      json: #"{"padding": 1.}"#,
      line: "t.json:1:15: padding: expected a digit after the decimal point, got '}'"),
    Case(json: #"{"padding": 1e}"#, line: "t.json:1:15: padding: expected a digit in the exponent, got '}'"),
    Case(json: #"{"padding": 1e+}"#, line: "t.json:1:16: padding: expected a digit in the exponent, got '}'"),
    Case(json: #"{"padding": -}"#, line: "t.json:1:14: padding: expected a digit after '-', got '}'"),
    Case(json: #"{"padding": .5}"#, line: "t.json:1:13: padding: expected a value, got '.'"),
    Case(json: #"{"padding": +1}"#, line: "t.json:1:13: padding: expected a value, got '+'"),
    Case(
      json: #"{"padding": 0x10}"#, line: "t.json:1:14: expected ',' or '}' after an object member, got 'x10'"),
    // Strings.
    Case(
      json: #"{"title": "abc"#,
      line: #"t.json:1:11: title: unterminated string: no closing '"' before the end of the file"#),
    Case(
      json: "{\"title\": \"abc\n\", \"sections\": []}",
      line: #"t.json:1:15: title: line break inside a string: write it as \n, or add the missing closing '"'"#
    ),
    Case(
      json: "{\"title\": \"a\tb\"}",
      line: #"t.json:1:13: title: control character U+0009 inside a string: write it as \t"#),
    Case(
      json: "{\"title\": \"a\u{1}b\"}",
      line: #"t.json:1:13: title: control character U+0001 inside a string: write it as \u0001"#),
    Case(
      json: #"{"title": "a\qb"}"#,
      line: #"t.json:1:13: title: invalid escape '\' followed by 'qb': use \" \\ \/ \b \f \n \r \t or \uXXXX"#
    ),
    Case(json: #"{"title": "\u12G4"}"#, line: #"t.json:1:12: title: expected 4 hexadecimal digits after \u"#),
    Case(json: #"{"title": "\u12"}"#, line: #"t.json:1:12: title: expected 4 hexadecimal digits after \u"#),
    Case(
      json: #"{"title": "x\uD83Dy"}"#,
      line:
        #"t.json:1:13: title: lone surrogate \uD83D: a high surrogate must be followed by a low surrogate "#
        + #"escape \uDC00–\uDFFF"#),
    Case(
      json: #"{"title": "\uD83D\u0041"}"#,
      line:
        #"t.json:1:12: title: lone surrogate \uD83D: a high surrogate must be followed by a low surrogate "#
        + #"escape \uDC00–\uDFFF"#),
    Case(
      json: #"{"title": "\uDE00"}"#,
      line: #"t.json:1:12: title: lone surrogate \uDE00: a low surrogate must follow a high surrogate escape"#
    ),
    // Positions count Unicode scalars, and lines.
    Case(
      json: "{\"title\": \"東京 😀\",\n  \"padding\": 1,,\n}",
      line: "t.json:2:16: expected a string key in double quotes, got ','"),
    Case(
      json: "{\r\n  \"sections\": [\r\n    1\r\n    2]}",
      line: "t.json:4:5: sections: expected ',' or ']' after an array element, got '2'"),
  ])
  func malformedJSONIsReportedAtItsPosition(_ example: Case) {
    #expect(diagnosticLines(example.json) == [example.line])
  }

  // MARK: Invalid UTF-8

  @Test(
    arguments: [
      // A stray byte that can never appear in UTF-8.
      (
        Array(#"{"title": "a"#.utf8) + [0xFF] + Array(#"b"}"#.utf8),
        "t.json:1:13: title: invalid UTF-8 byte 0xFF"
      ),
      // A continuation byte with no lead byte: the column is that of the character it would be.
      (
        Array(#"{"title": "é"#.utf8) + [0x80] + Array(#""}"#.utf8),
        "t.json:1:13: title: invalid UTF-8 byte 0x80"
      ),
      // An overlong encoding of '/'.
      (
        Array(#"{"title": ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8),
        "t.json:1:12: title: invalid UTF-8 byte 0xC0"
      ),
      // An encoded surrogate (U+D800) is not a scalar.
      (
        Array(#"{"title": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
        "t.json:1:12: title: invalid UTF-8 byte 0xED"
      ),
      // Beyond U+10FFFF.
      (
        Array(#"{"title": ""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""}"#.utf8),
        "t.json:1:12: title: invalid UTF-8 byte 0xF4"
      ),
      // A sequence cut short by the closing quote.
      (
        Array(#"{"title": ""#.utf8) + [0xE2, 0x82] + Array(#""}"#.utf8),
        "t.json:1:12: title: invalid UTF-8 byte 0xE2"
      ),
      // Outside any string.
      (Array("{\n  ".utf8) + [0xFE] + Array("}".utf8), "t.json:2:3: invalid UTF-8 byte 0xFE"),
    ] as [([UInt8], String)])
  func invalidUTF8IsReportedAtItsPosition(bytes: [UInt8], line: String) {
    #expect(diagnosticLines(bytes: bytes) == [line])
  }

  // MARK: Limits

  @Test func deepNestingIsRefusedQuicklyWithoutRecursingFurther() {
    let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    let clock = ContinuousClock()
    var lines: [String] = []
    let elapsed = clock.measure { lines = diagnosticLines(bytes: bytes) }
    #expect(lines.count == 1)
    // The 65th bracket is one too many; the path leads to it through 64 arrays.
    let path = String(repeating: "[0]", count: 64)
    #expect(lines.first == "t.json:1:65: \(path): nesting deeper than 64 arrays and objects")
    #expect(elapsed < .seconds(1))
  }

  @Test func sixtyFourLevelsAreStillJSON() {
    let json =
      #"{"sections": [], "x": "# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
    #expect(diagnosticLines(json) == ["t.json:1:18: x: warning: unknown key 'x'"])
  }

  // MARK: Valid JSON

  @Test func escapesDecodeIncludingSurrogatePairs() throws {
    let fixture = try loaded(
      #"{"title": "\"\\\/\b\f\n\r\t\u0041\u00e9\u6771\uD83D\uDE00\u0000", "sections": []}"#)
    #expect(fixture.title == "\"\\/\u{8}\u{C}\n\r\tAé東😀\u{0}")
  }

  @Test func rawNonASCIIAndDELArePassedThrough() throws {
    let fixture = try loaded("{\"title\": \"Café 東京 👩‍💻 \u{7F}\u{85}\", \"sections\": []}")
    #expect(fixture.title == "Café 東京 👩‍💻 \u{7F}\u{85}")
  }

  @Test func aByteOrderMarkIsSkippedAndNotCounted() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"sections": 1}"#.utf8)
    #expect(diagnosticLines(bytes: bytes) == ["t.json:1:14: sections: expected an array, got number"])
  }

  @Test func whitespaceAroundTheDocumentIsAllowed() {
    #expect(diagnosticLines(" \t\r\n{\"sections\":[]} \n\n").isEmpty)
  }

  @Test func duplicateKeysAreErrorsAtTheSecondAndParsingGoesOn() {
    let json = """
      {"sections": [{"header": "A", "items": [], "header": "B"}],
       "sections": [], "padding": -1}
      """
    #expect(
      diagnosticLines(json) == [
        "t.json:1:44: sections[0].header: duplicate key 'header' (first at line 1, column 16)",
        "t.json:2:2: sections: duplicate key 'sections' (first at line 1, column 2)",
        "t.json:2:29: padding: expected a non-negative integer, got -1",
      ])
  }

  @Test func duplicatesAreFoundInLargeObjectsToo() {
    let keys = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let json = "{\"sections\": [], \"x\": {\(keys), \"k7\": 0}}"
    #expect(
      diagnosticLines(json) == [
        "t.json:1:18: x: warning: unknown key 'x'",
        "t.json:1:444: x.k7: duplicate key 'k7' (first at line 1, column 87)",
      ])
  }
}
