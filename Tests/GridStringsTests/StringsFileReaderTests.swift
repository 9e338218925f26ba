import GridFixtures
import Testing

@testable import GridStrings

/// Legacy `.strings` files: encodings, comments, escapes, positions, and one error per malformed file.
@Suite struct StringsFileReaderTests {
  static let text = """
    /* The cart */
    "cart.title" = "Warenkorb";
    // A line comment
    "quote" = "Sag \\"Hallo\\"\\n\\tund \\\\ \\U00e4\\UD83D\\UDE00";
    unquoted = "ok"; "next" = "zwei";
    """

  func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
    for unit in text.utf16 {
      bytes +=
        littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    return bytes
  }

  @Test(arguments: ["utf8", "utf8-bom", "utf16le", "utf16be"])
  func readsEveryEncoding(encoding: String) throws {
    let bytes: [UInt8] =
      switch encoding {
      case "utf8": Array(Self.text.utf8)
      case "utf8-bom": [0xEF, 0xBB, 0xBF] + Array(Self.text.utf8)
      case "utf16le": utf16(Self.text, littleEndian: true)
      default: utf16(Self.text, littleEndian: false)
      }
    let entries = try StringsFileReader.read(bytes, fileName: "de.lproj/Localizable.strings")
    #expect(entries["cart.title"] == LocatedText("Warenkorb", at: SourcePosition(line: 2, column: 16)))
    #expect(entries["quote"]?.text == "Sag \"Hallo\"\n\tund \\ ä😀")
    #expect(entries["quote"]?.position == SourcePosition(line: 4, column: 11))
    #expect(entries["unquoted"]?.text == "ok")
    #expect(entries["next"] == LocatedText("zwei", at: SourcePosition(line: 5, column: 27)))
    #expect(entries.count == 4)
  }

  /// Files too short for a byte order mark (the fuzzer's first finding: a one-byte file trapped).
  @Test func readsFilesShorterThanAByteOrderMark() throws {
    #expect(try StringsFileReader.read([], fileName: "L.strings").isEmpty)
    #expect(try StringsFileReader.read(Array(" ".utf8), fileName: "L.strings").isEmpty)
    for byte: UInt8 in [0x61, 0xFE, 0xFF] {
      #expect(throws: StringFileError.self) { try StringsFileReader.read([byte], fileName: "L.strings") }
    }
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var line: String
    var testDescription: String { line }
  }

  @Test(arguments: [
    Bad(bytes: Array(#""a" = "b""#.utf8), line: #"L.strings:1:10: expected ";" after the value of 'a'"#),
    Bad(bytes: Array(#""a" "b";"#.utf8), line: #"L.strings:1:5: expected "=" after the key 'a'"#),
    Bad(bytes: Array("\"a\" = \"b;\n".utf8), line: "L.strings:1:7: unterminated string"),
    Bad(bytes: Array("/* open\n\"a\" = \"b\";".utf8), line: "L.strings:1:1: unterminated comment"),
    Bad(bytes: Array(#""a" = "\q";"#.utf8), line: #"L.strings:1:9: unknown escape '\\q'"#),
    Bad(bytes: Array(#""a" = "\U12";"#.utf8), line: #"L.strings:1:9: expected four hex digits after \U"#),
    Bad(bytes: Array(#""a" = "\UD800";"#.utf8), line: #"L.strings:1:9: a lone surrogate in a \U escape"#),
    Bad(bytes: Array(#""a" = ;"#.utf8), line: #"L.strings:1:7: expected a value (a quoted string), got ';'"#),
    Bad(bytes: Array(#""a" ="#.utf8), line: "L.strings:1:6: expected a value, got the end of the file"),
    Bad(
      bytes: [0x22, 0x61, 0xFF, 0x22],
      line: "L.strings:1:3: not valid UTF-8 (a .strings file is UTF-8, or UTF-16 with a byte order mark)"),
    Bad(bytes: [0xFF, 0xFE, 0x22], line: "L.strings:1:1: UTF-16 text with an odd number of bytes"),
    Bad(bytes: [0xFF, 0xFE, 0x00, 0xD8], line: "L.strings:1:1: not valid UTF-16 (a lone surrogate)"),
  ])
  func malformedFilesGetOneError(bad: Bad) {
    do {
      _ = try StringsFileReader.read(bad.bytes, fileName: "L.strings")
      Issue.record("no error")
    } catch {
      #expect(error.description == bad.line)
      #expect(error.exitCode == 65)
    }
  }
}

/// `.stringsdict` plural rules, read from an XML property list.
@Suite struct StringsDictReaderTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <!-- files in a folder -->
      <key>folder.files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@ in &quot;%@&quot;</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>%d файл</string>
          <key>few</key>
          <string>%d файла</string>
          <key>many</key>
          <string>%d файлов</string>
          <key>other</key>
          <string>%d файла</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  @Test func readsPluralRulesWithPositions() throws {
    let entries = try StringsDictReader.read(
      Array(Self.plist.utf8), fileName: "ru.lproj/Localizable.stringsdict")
    let translation = try #require(entries["folder.files"])
    #expect(
      translation.value == .text(LocatedText("%#@files@ in \"%@\"", at: SourcePosition(line: 9, column: 5))))
    let files = try #require(translation.substitutions["files"])
    #expect(files.formatSpecifier == "d")
    #expect(files.forms[.few] == LocatedText("%d файла", at: SourcePosition(line: 19, column: 7)))
    #expect(files.forms.count == 4)
    let files2 = StringFiles(sourceLanguage: "en", tables: ["Localizable": ["ru": entries]])
    for (count, expected) in [(1, "1 файл в"), (3, "3 файла в"), (5, "5 файлов в"), (21, "21 файл в")] {
      let text = files2.text(
        for: Fixture.TextReference(key: "folder.files", arguments: [.number(Double(count)), .text("Фото")]),
        in: "ru")
      #expect(text.text == expected.replacing(" в", with: "") + " in \"Фото\"")
    }
  }

  @Test(arguments: [
    (
      "<plist><dict><key>a</key></dict></plist>",
      "L.stringsdict:1:26: expected a property list value (<string>, <dict>, …)"
    ),
    ("<plist><dict><string>a</string></dict></plist>", "L.stringsdict:1:14: expected a <key> in a <dict>"),
    (
      "<plist><dict><key>a</key><dict><key>x</key><dict><key>once</key><string>1</string></dict></dict></dict></plist>",
      "L.stringsdict:1:50: unknown key 'once' in a plural rule; did you mean 'one'?"
    ),
    (
      "<plist><dict><key>a</key><dict></dict></dict></plist>",
      "L.stringsdict:1:26: missing NSStringLocalizedFormatKey for 'a'"
    ),
    (
      "<plist><dict><key>a</key><string>x</string></dict></plist>",
      "L.stringsdict:1:26: expected a <dict> for 'a', got <string>"
    ),
    (
      "<plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>x &bogus; y",
      "L.stringsdict:1:79: unknown entity '&bogus;'"
    ),
    ("<plist><dict>", "L.stringsdict:1:14: expected a <key> in a <dict>"),
    ("<dict></dict>", "L.stringsdict:1:1: expected a <plist> element"),
    (
      String(repeating: "<plist>", count: 1) + String(repeating: "<array>", count: 100),
      "L.stringsdict:1:456: nested deeper than 64 levels"
    ),
  ])
  func malformedFilesGetOneError(text: String, line: String) {
    do {
      _ = try StringsDictReader.read(Array(text.utf8), fileName: "L.stringsdict")
      Issue.record("no error")
    } catch {
      #expect(error.description == line)
    }
  }
}
