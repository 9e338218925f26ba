import Foundation
import Testing

@_spi(Testing) @testable import GridFixtures

/// The one-pass reader against the full one: where it reads a fixture, the full reader reads the same
/// fixture with nothing to report; where the full reader reports anything, it reads nothing.
@Suite struct FixtureFastReaderTests {
  /// What the full reader makes of `bytes`, and whether the fast reader agrees.
  static func agree(_ bytes: [UInt8]) -> (agrees: Bool, fast: Fixture?) {
    let fast = FixtureFastReader.fixture(from: bytes)
    let full = Fixture.parseFully(bytes, fileName: "f.json")
    // Checking without building answers the same, and its outline names the same string files.
    let outline = FixtureFastReader.plainlyValidOutline(bytes)
    guard (outline != nil) == (fast != nil) else { return (false, fast) }
    guard let fast else { return (true, nil) }
    return (full.diagnostics.isEmpty && full.fixture == fast && outline?.strings == fast.strings, fast)
  }

  @Test func everyFixtureOfTheRepositoryIsReadTheSame() throws {
    #expect(!FixtureMutationTests.seeds.isEmpty)
    for seed in FixtureMutationTests.seeds {
      let (agrees, fast) = Self.agree(seed.bytes)
      #expect(agrees, "\(seed.name)")
      // Text references are left to the full reader (Fixtures/localized.json).
      let references = Fixture.parseFully(seed.bytes, fileName: seed.name).fixture?.textReferences ?? [:]
      #expect((fast != nil) == references.isEmpty, "\(seed.name) is plainly valid: the fast reader takes it")
    }
    #expect(FixtureFastReader.fixture(from: Array(Fixture.demoJSON.utf8)) == .demo)
  }

  @Test(arguments: [Fixture.LayoutKind.grid, .flow, .waterfall, .list], [UInt64(1), 7])
  func generatedFixturesAreReadTheSame(layout: Fixture.LayoutKind, seed: UInt64) throws {
    let json = FixtureGenerator.generate(items: 3_000, sections: 40, seed: seed, layout: layout)
    let (agrees, fast) = Self.agree(Array(json.utf8))
    #expect(agrees)
    #expect(fast?.itemCount == 3_000)
  }

  /// Every value the format has, in every form the fast reader takes: escapes, non-ASCII text,
  /// breakpoints, minColumnWidth, partial insets before and after the fixture's, -0, a BOM.
  @Test func everyFieldIsReadTheSame() {
    let json = """
      \u{FEFF}{"sections": [
        {"header": "H\\u00e9 \\"q\\" \\\\ \\/ \\b\\f\\n\\r\\t \\u0000", "footer": "日本 👍🏽", "headerHeight": 2,
         "footerHeight": 0, "insets": {"left": 3}, "interitemSpacing": 2, "lineSpacing": -0, "columns": 3,
         "items": ["plain", {"title": "T", "text": "x", "height": 4, "aspectRatio": 1.5, "maxLines": 2},
                   {"aspectRatio": 2}, {"aspectRatio": 1e1}, {}, {"span": 2}, {"span": "full"}]},
        {"columns": {"minColumnWidth": 20}, "items": [], "pinHeaders": false, "pinFooters": true},
        {"columns": {"breakpoints": [{"minWidth": 0, "columns": 1}, {"columns": 3, "minWidth": 80}]}}
      ],
      "title": "All", "layout": "waterfall", "columns": {"breakpoints": [{"minWidth": 0, "columns": 2}]},
      "insets": {"top": 1, "left": 1, "bottom": 1, "right": 1}, "interitemSpacing": 0, "lineSpacing": 2,
      "padding": 0, "waterfall": {"order": "rightToLeft", "stretch": "allCells"}, "compat": false,
      "category": "accessibilityLarge", "collapseBorders": true, "pinHeaders": true, "pinFooters": false}
      """
    let (agrees, fast) = Self.agree(Array(json.utf8))
    #expect(agrees)
    #expect(fast?.sections[0].insets == Fixture.Insets(top: 1, left: 3, bottom: 1, right: 1))
    #expect(fast?.sections[0].header == "Hé \"q\" \\ / \u{8}\u{C}\n\r\t \u{0}")
    #expect(fast?.sections[0].items.count == 7)
    #expect(fast?.sections[0].items[6].span == .full)
    #expect(fast?.sections[1].pinFooters == true)
  }

  /// What the full reader warns about or refuses is left to it.
  @Test(arguments: [
    #"{"sections": [], "colums": 2}"#, #"{"sections": [], "sections": []}"#, #"{"columns": 2}"#,
    #"{"sections": [{"items": [{"height": 1.0}]}]}"#, #"{"sections": [{"items": [{"height": 1.5}]}]}"#,
    #"{"sections": [{"items": [{"height": -1}]}]}"#, #"{"sections": [{"items": [{"maxLines": 0}]}]}"#,
    #"{"sections": [{"items": [{"aspectRatio": 0}]}]}"#,
    #"{"sections": [{"items": [{"aspectRatio": 101}]}]}"#,
    #"{"sections": [{"items": [7]}]}"#, #"{"sections": [{"items": [{"text": "\uD83D\uDE00"}]}]}"#,
    #"{"sections": [], "category": "huge"}"#, #"{"sections": [], "category": ""}"#,
    #"{"sections": [], "columns": {"breakpoints": []}}"#,
    #"{"sections": [], "columns": {"breakpoints": [{"minWidth": 10, "columns": 1}]}}"#,
    #"{"sections": [], "columns": {"breakpoints": [{"minWidth": 0, "columns": 1}, {"minWidth": 0, "columns": 2}]}}"#,
    #"{"sections": [], "columns": {"breakpoints": [{"minWidth": 0}]}}"#,
    #"{"sections": [], "columns": {"breakpoints": [{"minWidth": 0, "columns": 1}], "minColumnWidth": 3}}"#,
    #"{"sections": [], "layout": "masonry"}"#, #"{"sections": [], "compat": 1}"#,
    #"{"sections": [], "title": null}"#,
    #"{"sections": []} x"#, #"{"sections": [],}"#, #"{"sections": [01]}"#, #"{"\u0073ections": []}"#,
    #"[]"#, "", #"{"sections": [{"header": "a\#u{1}b"}]}"#,
    #"{"sections": [{"items": [{"span": 2}]}], "compat": true}"#,
    #"{"compat": true, "sections": [], "pinHeaders": true}"#,
    #"{"sections": [{"pinFooters": true}], "compat": true}"#, #"{"sections": [{"items": [{"span": 0}]}]}"#,
    #"{"sections": [{"items": [{"span": "half"}]}]}"#,
  ])
  func whatTheFullReaderReportsIsLeftToIt(_ json: String) {
    #expect(FixtureFastReader.fixture(from: Array(json.utf8)) == nil, "\(json)")
    #expect(Self.agree(Array(json.utf8)).agrees)
  }

  /// Strings are scanned eight bytes at a time: whatever ends or changes one — a quote, an escape,
  /// a control character, a byte beyond ASCII, invalid UTF-8 — is seen at every position.
  @Test func everyPositionInAStringIsSeen() {
    let pieces: [[UInt8]] = [
      Array("\\\"".utf8), Array("\\n".utf8), [0x01], [0x1F], [0x7F], Array("é".utf8), Array("中".utf8), [0xFF],
      [0xC3], Array("\"".utf8),
    ]
    var checked = 0
    for piece in pieces {
      for position in 0..<24 {
        let text =
          Array(repeating: UInt8(ascii: "a"), count: position) + piece
          + Array(repeating: UInt8(ascii: "b"), count: 19)
        let bytes = Array(#"{"sections": [{"items": [""#.utf8) + text + Array(#""]}]}"#.utf8)
        #expect(Self.agree(bytes).agrees, "\(piece) at \(position)")
        checked += 1
      }
    }
    #expect(checked == pieces.count * 24)
  }

  @Test func invalidUTF8IsLeftToTheFullReader() {
    for bad: [UInt8] in [
      [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      let bytes = Array(#"{"sections": [{"header": "a"#.utf8) + bad + Array(#""}]}"#.utf8)
      #expect(FixtureFastReader.fixture(from: bytes) == nil)
    }
  }

  /// The sections of a large fixture are read on every core: the same fixture as in turn, and
  /// anything but a comma between two sections (which the quick scan that splits them does not
  /// look at) still leaves the file to the full reader.
  @Test func sectionsReadInParallelAreTheSame() {
    let json = Array(FixtureGenerator.generate(items: 2_000, sections: 60, seed: 3, layout: .grid).utf8)
    let parallel = FixtureFastReader.fixture(from: json, parallelAbove: 0)
    #expect(parallel != nil)
    #expect(parallel == FixtureFastReader.fixture(from: json, parallelAbove: .max))
    // Every place between two sections, spoilt.
    let text = String(decoding: json, as: UTF8.self)
    var spoilt = 0
    for junk in [" 5", " ]", "}", " \"x\"", ",,"] {
      var rest = text[...]
      var count = 0
      while let boundary = rest.range(of: "]},{\"header") ?? rest.range(of: "]}, {\"header"), count < 5 {
        let at = text.index(boundary.lowerBound, offsetBy: 2)
        let broken = Array((text[..<at] + junk + text[at...]).utf8)
        #expect(FixtureFastReader.fixture(from: broken, parallelAbove: 0) == nil, "\(junk)")
        #expect(Self.agree(broken).agrees)
        rest = text[boundary.upperBound...]
        count += 1
        spoilt += 1
      }
    }
    #expect(spoilt > 10)
  }

  /// Thousands of mutations of the repository's fixtures: never a fixture the full reader would not
  /// give as it is.
  @Test(arguments: 0..<4)
  func mutationsNeverMakeTheReadersDisagree(batch: Int) {
    var rng = SplitMix64(seed: 0xFA57 + UInt64(batch))
    var taken = 0
    for _ in 0..<1000 {
      let seed = FixtureMutationTests.seeds[rng.next(below: FixtureMutationTests.seeds.count)]
      let bytes = FixtureMutationTests.mutate(seed.bytes, with: &rng)
      let (agrees, fast) = Self.agree(bytes)
      #expect(agrees, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
      // Read on every core (as a large file is), the answer is the same.
      #expect(FixtureFastReader.fixture(from: bytes, parallelAbove: 0) == fast)
      if fast != nil { taken += 1 }
    }
    #expect(taken > 0, "some mutations stay plainly valid")
  }
}
