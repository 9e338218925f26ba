import Foundation
import GridTestSupport
import Testing

/// `gridpreview record`: a tape played to the previewer on a pseudo-terminal of its own, written as
/// asciicast v2 with the tape's own clock.
@Suite struct RecordCommandTests {
  /// A tape with every kind of command.
  static let tape = """
    # Keys, typing, pauses, a resize and snapshots.
    Set TypingSpeed 100ms
    Key +
    Sleep 500ms
    Key Right
    Key H 2
    Snapshot first
    Resize 80x24
    Type ]]
    Resize 80x24
    Set TypingSpeed 40ms
    Key c
    Sleep 1s
    Resize 100x30
    Snapshot last.svg
    """

  static func record(_ tape: String = tape, _ more: [String] = [], in folder: TemporaryFolder) throws -> (
    output: Executable.Output, cast: String
  ) {
    try folder.write(tape, to: "t.tape")
    let cast = folder.path("out.cast")
    let output = try Executable.run(["record", "--tape", "t.tape", "-o", cast] + more, directory: folder.url)
    return (output, cast)
  }

  @Test func theSameTapeGivesTheSameFileTwice() throws {
    let folder = try TemporaryFolder()
    let first = try Self.record(in: folder)
    #expect(first.output.status == 0, "\(first.output.stderr)")
    #expect(first.output.stderr == "")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: first.cast))
    let firstPicture = try Data(contentsOf: folder.url.appendingPathComponent("first.svg"))
    let second = try Self.record(in: folder)
    #expect(second.output.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: second.cast)) == bytes)
    #expect(try Data(contentsOf: folder.url.appendingPathComponent("first.svg")) == firstPicture)
    // Standard output when there is no -o: the same bytes.
    let toStdout = try Executable.run(
      ["record", "--tape", "t.tape"], directory: folder.url)
    #expect(Data(toStdout.stdoutBytes) == bytes)
  }

  /// A tape's relative `Snapshot` is written in `-o`'s folder, else the tape's, wherever `record`
  /// runs: the same command from another folder writes the same pictures.
  @Test func snapshotPathsAreInTheRecordingsFolderElseTheTapes() throws {
    let folder = try TemporaryFolder()
    for name in ["tapes", "out", "elsewhere"] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try folder.write("Key +\nSnapshot pic\n", to: "tapes/t.tape")
    let tape = folder.path("tapes/t.tape")
    let withOutput = try Executable.run(
      ["record", "--tape", tape, "-o", folder.path("out/r.cast")],
      directory: folder.url.appendingPathComponent("elsewhere"))
    #expect(withOutput.status == 0, "\(withOutput.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path("out/pic.svg")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("elsewhere/pic.svg")))
    let relative = try Executable.run(
      ["record", "--tape", "../tapes/t.tape", "-o", "../out/s.cast"],
      directory: folder.url.appendingPathComponent("elsewhere"))
    #expect(relative.status == 0, "\(relative.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("elsewhere/pic.svg")))
    let toStandardOutput = try Executable.run(
      ["record", "--tape", tape], directory: folder.url.appendingPathComponent("elsewhere"))
    #expect(toStandardOutput.status == 0, "\(toStandardOutput.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path("tapes/pic.svg")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("elsewhere/pic.svg")))
  }

  /// The header's date comes from SOURCE_DATE_EPOCH when it is a whole number, and only then.
  @Test func theHeaderDateComesFromSourceDateEpoch() throws {
    for (value, expected) in [("1700000000", 1_700_000_000 as Int?), ("soon", nil), (nil, nil)]
      as [(String?, Int?)]
    {
      let output = try Executable.run(["record", "--keys", "+"], environment: ["SOURCE_DATE_EPOCH": value])
      #expect(output.status == 0, "\(output.stderr)")
      let line = try #require(output.stdout.split(separator: "\n").first)
      let header = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(header["timestamp"] as? Int == expected, "SOURCE_DATE_EPOCH=\(value ?? "unset")")
    }
  }

  /// Every line is JSON; the header has the size and the fixture's title; times never go back and
  /// are the tape's: the first frame at 0, each key after the typing delay, pauses added.
  @Test func theRecordingIsAsciicastWithTheTapesClock() throws {
    let folder = try TemporaryFolder()
    let (output, path) = try Self.record(in: folder)
    #expect(output.status == 0, "\(output.stderr)")
    let cast = try Recording(contentsOf: path)
    #expect(cast.header["version"] as? Int == 2)
    #expect(cast.width == 100 && cast.height == 30)
    #expect(cast.header["title"] as? String == "GridPreview demo: every row as tall as its tallest cell")
    #expect((cast.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    #expect(cast.header["timestamp"] == nil, "no date in a reproducible recording")
    #expect(cast.timesNeverDecrease)
    let keys = 100  // +
    let right = keys + 500 + 100
    let width = right + 100 + 100  // H H
    let typed = width + 100 + 100  // ] ]
    let compare = typed + 40  // c, then a second
    let expected: [Double] = [0, Double(keys), Double(right), Double(right + 100), Double(width)].map {
      $0 / 1000
    }
    #expect(Array(cast.events("o").map(\.time).prefix(5)) == expected)
    #expect(cast.events("o").contains { $0.time == Double(typed) / 1000 })
    #expect(cast.events("o").contains { $0.time == Double(compare) / 1000 })
    #expect(cast.events.last?.time == Double(compare + 1000) / 1000, "the previewer's goodbye comes last")
  }

  /// `record --language de`: the recorded previewer starts in German, and the language key steps on
  /// from there (to Japanese, the sample's next language).
  @Test func theRecordedPreviewerStartsInTheLanguageAskedFor() throws {
    let folder = try TemporaryFolder()
    let cast = folder.path("out.cast")
    let output = try Executable.run([
      "record", "--keys", "a", "--language", "de", "-o", cast, LanguageCommandTests.sample,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let recording = try Recording(contentsOf: cast)
    let frames = recording.events("o")
    let first = try #require(frames.first)
    #expect(first.time == 0)
    #expect(first.data.contains("Abholbereit") && first.data.contains("pt │ de"), "\(first.data)")
    #expect(!first.data.contains("Ready for pickup"))
    let next = frames.dropFirst().map(\.data).joined()
    #expect(next.contains("受け取り可能") && next.contains("language ja"), "\(next)")
    // An unknown language is a usage error before anything is recorded.
    let unknown = try Executable.run([
      "record", "--keys", "a", "--language", "xx", LanguageCommandTests.sample,
    ])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("unknown language 'xx'"))
    #expect(unknown.stdout.isEmpty)
  }

  /// One resize event per resize that changes the size, at the time it happened; the second
  /// `Resize 80x24` changes nothing and has none.
  @Test func resizeEventsMatchTheTapesResizes() throws {
    let folder = try TemporaryFolder()
    let (output, path) = try Self.record(in: folder)
    #expect(output.status == 0, "\(output.stderr)")
    let cast = try Recording(contentsOf: path)
    #expect(cast.events("r").map(\.data) == ["80x24", "100x30"])
    #expect(cast.events("r").map(\.time) == [0.9, 2.14])
    // Each resize is followed by the frame at the new size, at the same time.
    for resize in cast.events("r") {
      let index = try #require(cast.events.firstIndex(of: resize))
      #expect(cast.events[index + 1].kind == "o" && cast.events[index + 1].time == resize.time)
    }
  }

  @Test func recordInputAddsTheKeysPressed() throws {
    let folder = try TemporaryFolder()
    let (output, path) = try Self.record(
      "Key +\nType ab\nKey Left\nKey Ctrl-L", ["--record-input"], in: folder)
    #expect(output.status == 0, "\(output.stderr)")
    let cast = try Recording(contentsOf: path)
    #expect(cast.events("i").map(\.data) == ["+", "a", "b", "\u{1B}OD", "\u{C}"])
    #expect(cast.events("i").map(\.time) == [0.1, 0.2, 0.3, 0.4, 0.5])
  }

  /// A fixture past the previewer's exact limit (10,000 items), which a live previewer shows as an
  /// estimate settling in the background: the recorded previewer settles every step before its
  /// frame, so the same tape gives the same file, and the last frame is exact (no `settling`, no
  /// `≈` in its status bar).
  @Test func aLargeFixtureSettlesEveryStepSoTheRecordingIsTheSameTwice() throws {
    let folder = try TemporaryFolder()
    let generated = try Executable.run(["generate", "--items", "20000"], directory: folder.url)
    #expect(generated.status == 0, "\(generated.stderr)")
    try folder.write(Data(generated.stdoutBytes), to: "large.json")
    let tape = "Key +\nKey + 2\nKey j 3\nKey +\n"
    let first = try Self.record(tape, ["--svg", "final.svg", "large.json"], in: folder)
    #expect(first.output.status == 0, "\(first.output.stderr)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: first.cast))
    let final = try PictureTests.cellsOfPicture(at: folder.path("final.svg"))
    #expect(final.status == 0, "\(final.stderr)")
    let bar = final.lines.last ?? ""
    #expect(bar.contains("20,000 items") && bar.contains("AX1"), "four + from L: \(bar)")
    #expect(!bar.contains("settling") && !bar.contains("≈"), "\(bar)")
    let second = try Self.record(tape, ["large.json"], in: folder)
    #expect(second.output.status == 0, "\(second.output.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: second.cast)) == bytes)
    #expect(!String(decoding: bytes, as: UTF8.self).contains("settling"), "no frame of the recording settles")
  }

  /// `Snapshot` and `--svg` write SVG pictures a real renderer draws, of the frame at that moment:
  /// the last one is the previewer at 100 × 30 in the compare view.
  @Test func snapshotsArePicturesOfTheFrame() throws {
    let folder = try TemporaryFolder()
    let (output, _) = try Self.record(Self.tape, ["--svg", "final.svg"], in: folder)
    #expect(output.status == 0, "\(output.stderr)")
    let first = try PictureTests.cellsOfPicture(at: folder.path("first.svg"))
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.lines.count == 30 && first.lines.allSatisfy { $0.count == 100 })
    // At full width (100), → makes the layout 101 wide and H H takes 20 off.
    #expect(first.lines.last?.contains("81 wide") == true, "after → H H: \(first.lines.last ?? "")")
    let last = try PictureTests.cellsOfPicture(at: folder.path("last.svg"))
    #expect(last.lines.count == 30)
    #expect(last.lines.last?.contains("flow vs grid") == true)
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("final.svg"))
        == Data(contentsOf: folder.url.appendingPathComponent("last.svg")))
    if PictureTests.rsvgConvert != nil {
      let png = try PictureTests.renderPNG(folder.path("first.svg"), in: folder)
      #expect(png.status == 0 && png.errors.isEmpty, "\(png.errors)")
    }
  }

  @Test func keysAreATapeOfKeyPresses() throws {
    let folder = try TemporaryFolder()
    let keys = try Executable.run(["record", "--keys", "+ Right", "-o", folder.path("k.cast")])
    let (tape, path) = try Self.record("Key +\nKey Right", in: folder)
    #expect(keys.status == 0 && tape.status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: folder.path("k.cast")))
        == Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// A bad line is one line naming the tape and the line, and exit 65; nothing is recorded.
  @Test(arguments: [
    (
      "Key +\nPresss q\n",
      "t.tape:2: unknown command 'Presss' (commands: Key, Type, Sleep, Resize, Snapshot, Set)"
    ),
    ("Sleep forever", "t.tape:1: 'forever' is no duration; write e.g. 300ms or 1.5s"),
    ("\n\nResize 80\u{1B}[2J", "t.tape:3: '80\\u001B[2J' is no size; write it as COLUMNSxROWS, e.g. 80x24"),
    ("Key Nope", "t.tape:1: unknown key 'Nope' (see 'gridpreview record --help' for key names)"),
  ])
  func aBadTapeLineIsOneLineAndExit65(_ tape: String, _ message: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(tape, to: "t.tape")
    let output = try Executable.run(["record", "--tape", "t.tape", "-o", "x.cast"], directory: folder.url)
    #expect(output.status == 65)
    #expect(output.stderrLines == [Substring(message)])
    #expect(!FileManager.default.fileExists(atPath: folder.path("x.cast")))
  }

  /// A tape saved with a byte order mark, tabs and blanks at line ends records as the plain tape.
  @Test func aTapeWithAByteOrderMarkTabsAndTrailingBlanksRecordsAsThePlainOne() throws {
    let folder = try TemporaryFolder()
    let plain = try Self.record("Key +\nSleep 200ms\nKey Right\n", in: folder)
    #expect(plain.output.status == 0, "\(plain.output.stderr)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: plain.cast))
    let messy = try Self.record("\u{FEFF}Key\t+  \r\nSleep\t200ms\t\r\n  Key  Right \n", in: folder)
    #expect(messy.output.status == 0, "\(messy.output.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: messy.cast)) == bytes)
  }

  @Test func usageProblemsAreExit64AndAMissingTape66() throws {
    let folder = try TemporaryFolder()
    let both = try Executable.run(["record", "--tape", "a", "--keys", "q"], directory: folder.url)
    #expect(both.status == 64)
    #expect(both.stderr.contains("give either --tape FILE or --keys"))
    let neither = try Executable.run(["record"], directory: folder.url)
    #expect(neither.status == 64)
    let size = try Executable.run(["record", "--keys", "q", "--size", "100by30"], directory: folder.url)
    #expect(size.status == 64)
    #expect(size.stderr.contains("'100by30' is no size"))
    let missing = try Executable.run(["record", "--tape", "nowhere.tape"], directory: folder.url)
    #expect(missing.status == 66)
    #expect(missing.stderrLines == ["gridpreview: nowhere.tape: no such file"])
    // A directory is no tape: one line, exit 66 (no input), nothing recorded.
    let directory = try Executable.run(["record", "--tape", "/tmp", "-o", "x.cast"], directory: folder.url)
    #expect(directory.status == 66)
    #expect(directory.stderrLines == ["gridpreview: /tmp: is a directory, not a tape file"])
    #expect(!FileManager.default.fileExists(atPath: folder.path("x.cast")))
    let badKeys = try Executable.run(["record", "--keys", "q Bogus"], directory: folder.url)
    #expect(badKeys.status == 65)
    #expect(
      badKeys.stderrLines == ["--keys:2: unknown key 'Bogus' (see 'gridpreview record --help' for key names)"]
    )
  }

  @Test func aTapeThatQuitsThePreviewerTooEarlySaysWhere() throws {
    let folder = try TemporaryFolder()
    let (output, path) = try Self.record("Key +\nKey q\nSleep 1s\nKey +\n", in: folder)
    #expect(output.status == 65)
    #expect(
      output.stderrLines == [
        "gridpreview: t.tape:4: the previewer quit at line 2 (exit 0); nothing after that can be played"
      ])
    // What was recorded until then is a valid recording.
    let cast = try Recording(contentsOf: path)
    #expect(cast.timesNeverDecrease)
  }

  /// A tape may end by quitting the previewer itself: the recording then ends with its goodbye.
  @Test func aTapeMayEndByQuitting() throws {
    let folder = try TemporaryFolder()
    let (output, path) = try Self.record("Key +\nKey q\nSleep 1s\n", in: folder)
    #expect(output.status == 0, "\(output.stderr)")
    let cast = try Recording(contentsOf: path)
    #expect(cast.events.last?.data.contains("\u{1B}[?1049l") == true)
    #expect(cast.events.last?.time == 0.2)
  }

  @Test func aRecordingThatCannotBeCreatedIsExit73() throws {
    let output = try Executable.run(["record", "--keys", "q", "-o", "/nonexistent-folder/x.cast"])
    #expect(output.status == 73)
    #expect(
      output.stderrLines == [
        "gridpreview: cannot create /nonexistent-folder/x.cast: no such file or directory"
      ])
  }

  /// `preview --record` needs a terminal like the previewer does, and says so before creating a file.
  @Test func previewRecordNeedsATerminalAndRecordInputNeedsRecord() throws {
    let folder = try TemporaryFolder()
    let output = try Executable.run(["preview", "--record", "x.cast"], directory: folder.url)
    #expect(output.status == 69)
    #expect(output.stderrLines.count == 1)
    #expect(output.stderr.contains("is not a terminal"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("x.cast")))
    let input = try Executable.run(["preview", "--record-input"], directory: folder.url)
    #expect(input.status == 64)
    #expect(input.stderr.contains("--record-input needs --record FILE"))
  }

  /// A key typed as several scalars (a decomposed é) is as many keys, each its own frame: the tape
  /// still plays to its end and gives the same file twice.
  @Test func typedTextIsOneKeyPerScalar() throws {
    let folder = try TemporaryFolder()
    let tape = "Type /e\u{301}x\nKey Esc\nKey c"
    let first = try Self.record(tape, ["--record-input"], in: folder)
    #expect(first.output.status == 0, "\(first.output.stderr)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: first.cast))
    let cast = try Recording(contentsOf: first.cast)
    #expect(cast.events("i").map(\.data) == ["/", "e", "\u{301}", "x", "\u{1B}", "c"])
    let second = try Self.record(tape, ["--record-input"], in: folder)
    #expect(try Data(contentsOf: URL(fileURLWithPath: second.cast)) == bytes)
  }
}
