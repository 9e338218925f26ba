import GridInput
import Testing

@testable import GridTape

@Suite struct TapeTests {
  @Test func everyCommandReadsAsItsValue() throws {
    let tape = try Tape.parse(
      """
      # a demo
      Set TypingSpeed 80ms

      Key +
      Key Left 3
        Key Ctrl-L
      Type /fig
      Type "two words"
      Sleep 300ms
      Sleep 1.5s
      Resize 80x24
      Snapshot docs/demo
      Snapshot out.svg
      """, source: "t.tape")
    #expect(
      tape.lines == [
        TapeLine(line: 2, command: .typingSpeed(milliseconds: 80)),
        TapeLine(line: 4, command: .key(.character("+"), count: 1)),
        TapeLine(line: 5, command: .key(.left, count: 3)),
        TapeLine(line: 6, command: .key(.control("l"), count: 1)),
        TapeLine(line: 7, command: .type("/fig")),
        TapeLine(line: 8, command: .type("two words")),
        TapeLine(line: 9, command: .sleep(milliseconds: 300)),
        TapeLine(line: 10, command: .sleep(milliseconds: 1500)),
        TapeLine(line: 11, command: .resize(columns: 80, rows: 24)),
        TapeLine(line: 12, command: .snapshot(path: "docs/demo.svg")),
        TapeLine(line: 13, command: .snapshot(path: "out.svg")),
      ])
  }

  /// A tape from an editor that starts files with a byte order mark, separates with tabs or leaves
  /// blanks at line ends (CRLF lines too) reads as the plain one; quoted `Type` text keeps its spaces.
  @Test func aByteOrderMarkTabsAndTrailingBlanksAreAccepted() throws {
    let plain = try Tape.parse(
      "Key +\nKey Left 3\nType /fig\nType \"a  \"\nSleep 300ms\nSnapshot docs/demo\nSet TypingSpeed 80ms",
      source: "t.tape")
    let messy = try Tape.parse(
      "\u{FEFF}Key\t+ \r\nKey \t Left\t3\t\r\n\tType\t/fig  \nType \"a  \"  \nSleep 300ms \t\n"
        + "Snapshot\tdocs/demo \nSet\tTypingSpeed  80ms\t",
      source: "t.tape")
    #expect(messy == plain)
    #expect(
      plain.lines.map(\.command) == [
        .key(.character("+"), count: 1), .key(.left, count: 3), .type("/fig"), .type("a  "),
        .sleep(milliseconds: 300), .snapshot(path: "docs/demo.svg"), .typingSpeed(milliseconds: 80),
      ])
    // Only at the start of the tape is U+FEFF a byte order mark.
    #expect(throws: TapeError.self) { try Tape.parse("Key +\n\u{FEFF}Key +", source: "t.tape") }
  }

  /// A bad line is named by the tape and its line, with what is wrong and what would be right.
  @Test(arguments: [
    ("Presss q", "t.tape:2: unknown command 'Presss' (commands: Key, Type, Sleep, Resize, Snapshot, Set)"),
    ("Key", "t.tape:2: Key needs a key name, e.g. 'Key +' or 'Key Left 3'"),
    ("Key Lef", "t.tape:2: unknown key 'Lef' (see 'gridpreview record --help' for key names)"),
    ("Key + 0", "t.tape:2: Key's count must be a whole number from 1 to 1000, got '0'"),
    ("Key + 2 3", "t.tape:2: Key takes a key name and a count, got 3 words"),
    ("Sleep soon", "t.tape:2: 'soon' is no duration; write e.g. 300ms or 1.5s"),
    ("Sleep 11m", "t.tape:2: '11m' is no duration; write e.g. 300ms or 1.5s"),
    ("Sleep 601s", "t.tape:2: '601s' is longer than ten minutes"),
    ("Sleep 1.2345s", "t.tape:2: '1.2345s' is no duration; write e.g. 300ms or 1.5s"),
    ("Resize 80by24", "t.tape:2: '80by24' is no size; write it as COLUMNSxROWS, e.g. 80x24"),
    ("Resize 1x24", "t.tape:2: size '1x24' is out of range (columns 2–1000, rows 2–500)"),
    ("Type", "t.tape:2: Type needs text, e.g. 'Type /fig'"),
    ("Snapshot", "t.tape:2: Snapshot needs a name, e.g. 'Snapshot docs/demo'"),
    ("Set Speed 1s", "t.tape:2: unknown setting 'Speed' (settings: TypingSpeed)"),
    ("Key \u{1B}[A", "t.tape:2: unknown key '\\u001B[A' (see 'gridpreview record --help' for key names)"),
    ("Key Ctrl-Z", "t.tape:2: Ctrl-Z would suspend the previewer, and nothing in a recording can resume it"),
  ])
  func aBadLineIsNamedWithItsNumber(_ line: String, _ message: String) {
    #expect(throws: TapeError.self) { try Tape.parse("Key q\n" + line + "\nKey q", source: "t.tape") }
    do {
      _ = try Tape.parse("Key q\n" + line + "\nKey q", source: "t.tape")
    } catch {
      #expect(error.description == message)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func keysAreNamesSeparatedBySpaces() throws {
    let tape = try Tape.keys("+ +  Right c Shift+Left")
    #expect(
      tape.lines.map(\.command) == [
        .key(.character("+"), count: 1), .key(.character("+"), count: 1), .key(.right, count: 1),
        .key(.character("c"), count: 1), .key(Key.left.adding(.shift), count: 1),
      ])
    #expect(
      throws: TapeError(
        source: "--keys", line: 2,
        message: "unknown key 'Nope' (see 'gridpreview record --help' for key names)")
    ) {
      try Tape.keys("q Nope")
    }
    #expect(throws: TapeError(source: "--keys", line: 1, message: "no keys given")) { try Tape.keys("  ") }
  }

  @Test func carriageReturnsAtLineEndsAreIgnored() throws {
    #expect(try Tape.parse("Key q\r\nSleep 1s\r\n", source: "t").lines.count == 2)
  }
}
