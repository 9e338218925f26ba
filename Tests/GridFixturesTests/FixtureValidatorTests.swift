import GridFixtures
import Testing

/// Validation: every problem in a fixture that is valid JSON, reported together, in file order.
@Suite struct FixtureValidatorTests {
  /// A broken fixture and every line that must be reported for it.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var lines: [String]
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(
      name: "the top level is not an object",
      json: "[1, 2]",
      lines: ["t.json:1:1: expected an object at the top level, got array"]),
    Case(
      name: "sections is missing",
      json: #"{"title": "No sections"}"#,
      lines: ["t.json:1:1: sections: missing required key 'sections'"]),
    Case(
      name: "sections is not an array",
      json: #"{"sections": {"items": []}}"#,
      lines: ["t.json:1:14: sections: expected an array, got object"]),
    Case(
      name: "wrong types at every level",
      json: """
        {
          "title": 7,
          "compat": "yes",
          "category": "",
          "insets": [0, 1],
          "sections": [
            "Fruit",
            {"header": 1, "items": [true, "ok", {"title": ["A"], "text": null}]},
            {"items": "apple"}
          ]
        }
        """,
      lines: [
        "t.json:2:12: title: expected a string, got number",
        "t.json:3:13: compat: expected true or false, got string",
        "t.json:4:15: category: expected a non-empty string",
        "t.json:5:13: insets: expected an object, got array",
        "t.json:7:5: sections[0]: expected an object, got string",
        "t.json:8:16: sections[1].header: expected a string, got number",
        "t.json:8:29: sections[1].items[0]: expected a string or an object, got boolean",
        "t.json:8:51: sections[1].items[2].title: expected a string, got array",
        "t.json:8:66: sections[1].items[2].text: expected a string, got null",
        "t.json:9:15: sections[2].items: expected an array, got string",
      ]),
    Case(
      name: "numbers out of range or not whole",
      json: """
        {"columns": 2.5, "padding": 101, "lineSpacing": -1, "interitemSpacing": 10001,
         "sections": [{"headerHeight": 1e400, "footerHeight": -0.5, "items": [
           {"text": "a", "height": -4, "maxLines": 0, "aspectRatio": 0},
           {"text": "b", "height": 3.0, "maxLines": 1001, "aspectRatio": 100.5},
           {"text": "c", "height": "3", "aspectRatio": -1e-9}]}]}
        """,
      lines: [
        "t.json:1:13: columns: expected an integer, got 2.5",
        "t.json:1:29: padding: expected an integer from 0 to 100, got 101",
        "t.json:1:49: lineSpacing: expected a non-negative integer, got -1",
        "t.json:1:73: interitemSpacing: expected an integer from 0 to 10000, got 10001",
        "t.json:2:32: sections[0].headerHeight: expected an integer from 0 to 10000, got 1e400",
        "t.json:2:55: sections[0].footerHeight: expected a non-negative integer, got -0.5",
        "t.json:3:28: sections[0].items[0].height: expected a non-negative integer, got -4",
        "t.json:3:44: sections[0].items[0].maxLines: expected an integer from 1 to 1000, got 0",
        "t.json:3:62: sections[0].items[0].aspectRatio: expected a number greater than 0 and at most 100, got 0",
        "t.json:4:45: sections[0].items[1].maxLines: expected an integer from 1 to 1000, got 1001",
        "t.json:4:66: sections[0].items[1].aspectRatio: expected a number greater than 0 and at most 100, got 100.5",
        "t.json:5:28: sections[0].items[2].height: expected an integer, got string",
        "t.json:5:48: sections[0].items[2].aspectRatio: expected a number greater than 0 and at most 100, got -1e-9",
      ]),
    Case(
      name: "column counts",
      json: """
        {"columns": 10000000, "sections": [{"columns": 0}, {"columns": -0}, {"columns": "3"},
         {"columns": 1e400}, {"columns": 1000}]}
        """,
      lines: [
        "t.json:1:13: columns: expected an integer from 1 to 1000, got 10000000",
        "t.json:1:48: sections[0].columns: expected an integer from 1 to 1000, got 0",
        "t.json:1:64: sections[1].columns: expected an integer from 1 to 1000, got -0",
        "t.json:1:81: sections[2].columns: expected an integer or an object, got string",
        "t.json:2:14: sections[3].columns: expected an integer from 1 to 1000, got 1e400",
      ]),
    Case(
      name: "column rule objects",
      json: """
        {"columns": {}, "sections": [
          {"columns": {"minColumnWidth": 24, "breakpoints": [{"minWidth": 0, "columns": 1}]}},
          {"columns": {"minColumnWidth": 0}},
          {"columns": {"breakpoints": []}},
          {"columns": {"breakpoints": [{"minWidth": 10, "columns": 1}]}},
          {"columns": {"breakpoints": [{"minWidth": 0, "columns": 1}, {"minWidth": 80, "columns": 3},
                                       {"minWidth": 80, "columns": 4}, {"minWidth": 40, "columns": 2}]}},
          {"columns": {"breakpoints": [{"minWidth": 0}, {"columns": 2, "minwidth": 5}, 3,
                                       {"minWidth": 100001, "columns": 1001}]}}
        ]}
        """,
      lines: [
        "t.json:1:13: columns: expected a 'breakpoints' or a 'minColumnWidth' key",
        "t.json:2:15: sections[0].columns: expected either 'breakpoints' or 'minColumnWidth', not both",
        "t.json:3:34: sections[1].columns.minColumnWidth: expected an integer from 1 to 10000, got 0",
        "t.json:4:31: sections[2].columns.breakpoints: expected at least one breakpoint",
        "t.json:5:45: sections[3].columns.breakpoints[0].minWidth: expected 0 in the first breakpoint, got 10",
        "t.json:7:45: sections[4].columns.breakpoints[2].minWidth: duplicate minWidth 80 (also in breakpoints[1])",
        "t.json:7:77: sections[4].columns.breakpoints[3].minWidth: "
          + "breakpoints must ascend: 40 is below breakpoints[2]'s 80",
        "t.json:8:32: sections[5].columns.breakpoints[0].columns: missing required key 'columns'",
        "t.json:8:49: sections[5].columns.breakpoints[1].minWidth: missing required key 'minWidth'",
        "t.json:8:64: sections[5].columns.breakpoints[1].minwidth: warning: unknown key 'minwidth'; "
          + "did you mean 'minWidth'?",
        "t.json:8:80: sections[5].columns.breakpoints[2]: expected an object, got number",
        "t.json:9:45: sections[5].columns.breakpoints[3].minWidth: expected an integer from 0 to 100000, "
          + "got 100001",
        "t.json:9:64: sections[5].columns.breakpoints[3].columns: expected an integer from 1 to 1000, got 1001",
      ]),
    Case(
      name: "unknown choices",
      json: """
        {"layout": "Grid", "waterfall": {"order": "shortest", "stretch": 1},
         "sections": [{"items": []}], "waterfall": {"order": "leftToRight"}}
        """,
      lines: [
        "t.json:1:12: layout: expected grid, flow, waterfall, list, lazyVGrid or compositional, got 'Grid'; did you mean 'grid'?",
        "t.json:1:43: waterfall.order: expected shortestFirst, leftToRight or rightToLeft, got 'shortest'",
        "t.json:1:66: waterfall.stretch: expected a string, got number",
        "t.json:2:31: waterfall: duplicate key 'waterfall' (first at line 1, column 20)",
      ]),
    Case(
      name: "an unknown direction",
      json: #"{"direction": "RTL", "sections": []}"#,
      lines: ["t.json:1:15: direction: expected ltr or rtl, got 'RTL'; did you mean 'rtl'?"]),
    Case(
      name: "insets",
      json: #"{"insets": {"top": -1, "left": 2.5, "bottom": "1", "rihgt": 1}, "sections": []}"#,
      lines: [
        "t.json:1:20: insets.top: expected a non-negative integer, got -1",
        "t.json:1:32: insets.left: expected an integer, got 2.5",
        "t.json:1:47: insets.bottom: expected an integer, got string",
        "t.json:1:52: insets.rihgt: warning: unknown key 'rihgt'; did you mean 'right'?",
      ]),
  ])
  func everyProblemIsReportedTogether(_ example: Case) {
    #expect(diagnosticLines(example.json) == example.lines)
  }

  // MARK: Warnings

  @Test func unknownKeysAreWarningsWithASuggestion() throws {
    let json = """
      {"linespacing": 2, "colums": 3, "sections": [{"heder": "A", "items": [{"txt": "x", "heigth": 2}]}],
       "theme": "dark"}
      """
    #expect(
      diagnosticLines(json) == [
        "t.json:1:2: linespacing: warning: unknown key 'linespacing'; did you mean 'lineSpacing'?",
        "t.json:1:20: colums: warning: unknown key 'colums'; did you mean 'columns'?",
        "t.json:1:47: sections[0].heder: warning: unknown key 'heder'; did you mean 'header'?",
        "t.json:1:72: sections[0].items[0].txt: warning: unknown key 'txt'; did you mean 'text'?",
        "t.json:1:84: sections[0].items[0].heigth: warning: unknown key 'heigth'; did you mean 'height'?",
        "t.json:2:2: theme: warning: unknown key 'theme'",
      ])
  }

  @Test func aFixtureWithOnlyWarningsLoadsAndKeepsThem() throws {
    let result = try Fixture.parse(#"{"sections": [], "colour": "red"}"#, fileName: "w.json")
    #expect(result.fixture == Fixture())
    #expect(result.warnings.map(\.description) == ["w.json:1:18: colour: warning: unknown key 'colour'"])
    #expect(result.warnings.allSatisfy { $0.severity == .warning })
  }

  /// A text size the previewer cannot read is reported where it stands; the fixture still loads and
  /// the previewer starts at the default size.
  @Test func anUnknownCategoryIsAWarningWithItsPosition() throws {
    let result = try Fixture.parse(#"{"category": "huge", "sections": []}"#, fileName: "c.json")
    #expect(result.fixture.category == "huge")
    let lines = result.warnings.map(\.description)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("c.json:1:14: category: warning: unknown text size 'huge'") == true)
    #expect(lines.first?.hasSuffix("; the default size (L) is used") == true)
    for name in ["AX2", "large", "accessibilityMedium", "xS"] {
      #expect(
        try Fixture.parse(#"{"category": "\#(name)", "sections": []}"#, fileName: "c.json").warnings.isEmpty)
    }
  }

  @Test func errorsStopTheFixtureAndComeWithTheWarnings() {
    #expect(throws: FixtureValidationError.self) {
      try Fixture.parse(#"{"sections": [], "colour": "red", "padding": -1}"#, fileName: "e.json")
    }
    do {
      _ = try Fixture.parse(#"{"sections": [], "colour": "red", "padding": -1}"#, fileName: "e.json")
    } catch {
      #expect(error.exitCode == 65)
      #expect(error.errors.count == 1)
      #expect(
        error.description == """
          e.json:1:18: colour: warning: unknown key 'colour'
          e.json:1:46: padding: expected a non-negative integer, got -1
          """)
    }
  }

  // MARK: Messages stay on one line

  @Test func hostileKeysAndValuesAreEscapedInMessages() {
    let json = #"{"sections": [], "a\nb\u001b[31m": 1, "layout": "\u009b2J\"x"}"#
    #expect(
      diagnosticLines(json) == [
        #"t.json:1:18: ["a\nb\u001B[31m"]: warning: unknown key 'a\nb\u001B[31m'"#,
        #"t.json:1:49: layout: expected grid, flow, waterfall, list, lazyVGrid or compositional, got '\u009B2J"x'"#,
      ])
  }

  @Test func longValuesAreShortenedInMessages() {
    let long = String(repeating: "x", count: 100)
    let lines = diagnosticLines(#"{"sections": [], "layout": "\#(long)"}"#)
    #expect(
      lines == [
        "t.json:1:28: layout: expected grid, flow, waterfall, list, lazyVGrid or compositional, got '\(String(long.prefix(40)))…'"
      ])
  }

  // MARK: Values that load

  @Test func everyKeyIsRead() throws {
    let fixture = try loaded(
      """
      {
        "title": "All keys", "layout": "waterfall", "columns": {"minColumnWidth": 24},
        "insets": {"top": 2, "left": 3}, "interitemSpacing": 0, "lineSpacing": 2, "padding": 0,
        "waterfall": {"order": "rightToLeft", "stretch": "allCells"}, "compat": true, "category": "AX2",
        "collapseBorders": true, "pinHeaders": true, "pinFooters": false,
        "sections": [
          {"header": "H", "footer": "F", "headerHeight": 3, "footerHeight": 0, "insets": {"bottom": 0},
           "interitemSpacing": 4, "lineSpacing": 5, "columns": 3, "pinHeaders": false, "pinFooters": true,
           "items": ["plain", {"title": "T", "text": "body", "height": 5, "aspectRatio": 1.5, "maxLines": 3},
                     {"title": "Only a title", "span": 2}, {"span": "full"}]},
          {}
        ]
      }
      """)
    let insets = Fixture.Insets(top: 2, left: 3, bottom: 1, right: 1)
    #expect(
      fixture
        == Fixture(
          title: "All keys", layout: .waterfall, columns: .minColumnWidth(24), insets: insets,
          interitemSpacing: 0, lineSpacing: 2, padding: 0, waterfallOrder: .rightToLeft,
          waterfallStretch: .allCells, compat: true, category: "AX2", collapseBorders: true,
          pinHeaders: true, pinFooters: false,
          sections: [
            FixtureSection(
              header: "H", footer: "F", headerHeight: 3, footerHeight: 0,
              insets: Fixture.Insets(top: 2, left: 3, bottom: 0, right: 1), interitemSpacing: 4,
              lineSpacing: 5,
              columns: .fixed(3), pinHeaders: false, pinFooters: true,
              items: [
                FixtureItem(text: "plain"),
                FixtureItem(title: "T", text: "body", height: 5, aspectRatio: 1.5, maxLines: 3),
                FixtureItem(title: "Only a title", text: "", span: .columns(2)),
                FixtureItem(text: "", span: .full),
              ]),
            FixtureSection(),
          ]))
  }

  @Test func spansAreACountOrFull() {
    let lines = diagnosticLines(
      #"{"sections": [{"items": [{"span": 0}, {"span": 1001}, {"span": "all"}, {"span": 2.5}, {"span": true}, {"span": 1000}]}]}"#
    )
    #expect(
      lines == [
        "t.json:1:35: sections[0].items[0].span: expected an integer from 1 to 1000, got 0",
        "t.json:1:48: sections[0].items[1].span: expected an integer from 1 to 1000, got 1001",
        "t.json:1:64: sections[0].items[2].span: expected an integer from 1 to 1000 or 'full', got 'all'",
        "t.json:1:81: sections[0].items[3].span: expected an integer, got 2.5",
        "t.json:1:96: sections[0].items[4].span: expected an integer or 'full', got boolean",
      ])
  }

  /// FlexibleRowHeightGridLayout 3.0.0 has neither spans nor pinned bands: the compat grid ignores
  /// them with a warning at each, wherever `compat` stands.
  @Test func compatWarnsOfSpansAndPinsItIgnores() throws {
    let json = """
      {"pinHeaders": true, "pinFooters": false,
       "sections": [{"pinFooters": true, "items": [{"text": "a", "span": "full"}, "b"]}], "compat": true}
      """
    #expect(
      diagnosticLines(json) == [
        "t.json:1:2: pinHeaders: warning: ignored in compat mode: FlexibleRowHeightGridLayout 3.0.0 has no pinned headers and footers",
        "t.json:2:16: sections[0].pinFooters: warning: ignored in compat mode: FlexibleRowHeightGridLayout 3.0.0 has no pinned headers and footers",
        "t.json:2:60: sections[0].items[0].span: warning: ignored in compat mode: FlexibleRowHeightGridLayout 3.0.0 has no items that span columns",
      ])
    let fixture = try loaded(json)
    #expect(fixture.sections[0].items[0].span == .full)
    #expect(
      diagnosticLines(json.replacingOccurrences(of: #""compat": true"#, with: #""compat": false"#)) == [])
  }

  /// `compat` changes only the grid: a flow, waterfall or list fixture keeps its spans and pins, so
  /// nothing is said about them, wherever `layout` stands; `"span": 1` is what the compat grid gives
  /// every item anyway, so it is not "ignored" either.
  @Test(arguments: ["flow", "waterfall", "list"])
  func compatWarnsOnlyInTheGridAndNotOfASpanOfOne(_ layout: String) throws {
    let json = """
      {"pinHeaders": true, "compat": true,
       "sections": [{"pinFooters": true, "items": [{"text": "a", "span": "full"}, {"text": "b", "span": 2}]}],
       "layout": "\(layout)"}
      """
    #expect(diagnosticLines(json) == [])
    let fixture = try loaded(json)
    #expect(fixture.sections[0].items.map(\.span) == [.full, .columns(2)])
    #expect(fixture.pinHeaders && fixture.sections[0].pinFooters == true)
    // The same fixture as a grid warns of both pins and both spans.
    let grid = json.replacingOccurrences(of: "\"\(layout)\"", with: "\"grid\"")
    #expect(diagnosticLines(grid).count == 4, "\(diagnosticLines(grid))")

    let spanOfOne = """
      {"compat": true, "sections": [{"items": [{"text": "a", "span": 1}, {"text": "b", "span": 2}]}]}
      """
    #expect(
      diagnosticLines(spanOfOne) == [
        "t.json:1:82: sections[0].items[1].span: warning: ignored in compat mode: FlexibleRowHeightGridLayout 3.0.0 has no items that span columns"
      ])
    #expect(try loaded(spanOfOne).sections[0].items.map(\.span) == [.columns(1), .columns(2)])
  }

  @Test func boundsAreInclusive() throws {
    let fixture = try loaded(
      """
      {"columns": {"breakpoints": [{"minWidth": 0, "columns": 1000}, {"minWidth": 100000, "columns": 1}]},
       "padding": 100, "lineSpacing": 10000, "interitemSpacing": -0,
       "sections": [{"items": [{"text": "", "height": 1e4, "aspectRatio": 100, "maxLines": 1000},
                               {"text": "", "height": 0, "aspectRatio": 5e-324, "maxLines": 1}]}]}
      """)
    #expect(fixture.padding == 100 && fixture.lineSpacing == 10_000 && fixture.interitemSpacing == 0)
    #expect(fixture.sections[0].items[0].height == 10_000)
    #expect(fixture.sections[0].items[1].aspectRatio == .leastNonzeroMagnitude)
    #expect(fixture.columns.columns(forWidth: 100_000) == 1)
  }
}
