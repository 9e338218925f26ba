import GridCanvas
import GridFixtures
import GridInput
import GridLayout
import GridText
import Testing

@testable import GridScene

/// Row drivers, stretched space, the selection, the inspector, the size table, devices, find and
/// jump: why each row is as tall as it is, and how to get to any cell.
@Suite struct InspectionTests {
  /// A seeded random fixture: sections of items with 0–40 words, some titled, a few pinned.
  static func randomFixture(seed: UInt64) -> Fixture {
    var rng = SplitMix64(seed: seed)
    let words = [
      "alpha", "beta", "gamma", "delta", "ep", "zeta", "eta", "theta", "iota", "kappa", "日本", "mu",
    ]
    let sections = (0..<(1 + rng.next(below: 3))).map { _ in
      FixtureSection(
        header: rng.next(below: 2) == 0 ? "Header" : nil,
        items: (0..<(1 + rng.next(below: 14))).map { _ in
          FixtureItem(
            title: rng.next(below: 3) == 0 ? "Title" : nil,
            text: (0..<rng.next(below: 40)).map { _ in words[rng.next(below: words.count)] }.joined(
              separator: " "),
            height: rng.next(below: 8) == 0 ? 3 + rng.next(below: 6) : nil)
        })
    }
    return Fixture(columns: .fixed(1 + rng.next(below: 4)), sections: sections)
  }

  // MARK: Drivers

  /// On random fixtures, in the grid: every row has a driver, every driver is a tallest cell of its
  /// row on its own, and every cell's stretched space is the row's height less its own.
  @Test(arguments: 1...25)
  func everyRowHasADriverAndStretchIsRowMinusOwnHeight(seed: UInt64) {
    let fixture = Self.randomFixture(seed: seed)
    let scene = Scene(fixture: fixture)
    for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
      var settings = SceneSettings(fixture: fixture)
      settings.category = category
      let result = scene.layoutResult(width: 30 + Int(seed % 70), settings: settings)
      var rows: [[LayoutElement]] = []
      for element in result.allElements where element.kind == .cell {
        if let last = rows.last?.last, last.section == element.section, last.frame.minY == element.frame.minY
        {
          rows[rows.count - 1].append(element)
        } else {
          rows.append([element])
        }
      }
      for row in rows {
        let own = row.map { scene.naturalBoxRows(of: $0, settings: settings) }
        let decorations = row.map { scene.decoration(of: $0, in: result, settings: settings) }
        #expect(decorations.contains { $0.isDriver }, "seed \(seed): a row without a driver")
        for ((element, mine), decoration) in zip(zip(row, own), decorations) {
          let height = Canvas.cells(element.frame.height)
          #expect(decoration.isDriver == (mine == own.max()), "seed \(seed) \(element.indexPath)")
          if mine < height {
            #expect(decoration.naturalRows == mine, "stretched by \(height - mine)")
          } else {
            #expect(decoration.naturalRows == nil)
          }
        }
      }
    }
  }

  /// In a stretching waterfall, a cell's shaded space is exactly what stretching added: its frame
  /// less its own height; with no stretch there is none. No cell of a waterfall drives a row.
  @Test(arguments: 1...12, [Fixture.WaterfallStretch.none, .lastCell, .allCells])
  func aWaterfallShadesWhatStretchingAdded(seed: UInt64, stretch: Fixture.WaterfallStretch) {
    let fixture = Self.randomFixture(seed: seed)
    let scene = Scene(fixture: fixture)
    var settings = SceneSettings(fixture: fixture)
    settings.layout = .waterfall
    settings.stretch = stretch
    let result = scene.layoutResult(width: 40 + Int(seed * 7 % 60), settings: settings)
    for element in result.allElements where element.kind == .cell {
      let decoration = scene.decoration(of: element, in: result, settings: settings)
      let own = scene.naturalBoxRows(of: element, settings: settings)
      let height = Canvas.cells(element.frame.height)
      #expect(!decoration.isDriver)
      #expect(decoration.naturalRows == (own < height ? own : nil), "seed \(seed) \(element.indexPath)")
      if stretch == .none { #expect(decoration.naturalRows == nil) }
    }
  }

  /// Two columns, one short cell beside a tall one: `lastCell` stretches the short one to the
  /// tall one's bottom, and the shading says by how much.
  @Test func lastCellStretchingIsShaded() throws {
    let fixture = textFixture(
      ["short", Array(repeating: "word", count: 40).joined(separator: " ")], layout: .waterfall)
    let scene = Scene(fixture: fixture)
    var settings = SceneSettings(fixture: fixture)
    settings.stretch = .lastCell
    let result = scene.layoutResult(width: 40, settings: settings)
    let short = try #require(result.allElements.first { $0.kind == .cell && $0.item == 0 })
    let tall = try #require(result.allElements.first { $0.kind == .cell && $0.item == 1 })
    #expect(short.frame.maxY == tall.frame.maxY, "stretched level")
    let decoration = scene.decoration(of: short, in: result, settings: settings)
    #expect(decoration.naturalRows == scene.naturalBoxRows(of: short, settings: settings))
    #expect(try #require(decoration.naturalRows) < Canvas.cells(short.frame.height))
  }

  /// In a flow layout, each cell of a line of several knows the line's rows, and its own frame lies
  /// inside them (the gaps above and below it are the ragged space).
  @Test(arguments: 1...12)
  func aFlowLineKnowsItsRows(seed: UInt64) {
    let fixture = Self.randomFixture(seed: seed)
    let scene = Scene(fixture: fixture)
    var settings = SceneSettings(fixture: fixture)
    settings.layout = .flow
    let result = scene.layoutResult(width: 50, settings: settings)
    for element in result.allElements where element.kind == .cell {
      let decoration = scene.decoration(of: element, in: result, settings: settings)
      #expect(decoration.naturalRows == nil, "a flow cell keeps its own height")
      // Lines of one cell have no gap; a line of several has its top and bottom rows.
      let alone = result.sections[element.section].columnCount == 1
      if alone { #expect(decoration.lineRows == nil) }
      guard let line = decoration.lineRows else { continue }
      #expect(
        line.lowerBound <= Canvas.cells(element.frame.minY)
          && Canvas.cells(element.frame.maxY) <= line.upperBound)
    }
  }

  @Test func theRendererMarksDriversAndShadesStretchedRows() {
    let fixture = textFixture(["short", "one two three four five six seven eight nine ten eleven twelve"])
    let scene = Scene(fixture: fixture)
    let settings = SceneSettings(fixture: fixture)
    let result = scene.layoutResult(width: 40, settings: settings)
    let canvas = scene.canvas(
      for: result, settings: settings, top: 0, height: Canvas.cells(result.contentSize.height), width: 40,
      renderer: scene.renderer(settings: settings, characters: .square, theme: .monochrome), drivers: true)
    let tall = try! #require(result.frame(of: ItemPath(section: 0, item: 1)))
    let short = try! #require(result.frame(of: ItemPath(section: 0, item: 0)))
    #expect(canvas[Int(tall.minX) + 1, Int(tall.minY)].character == "◆", "the driver is marked")
    #expect(canvas[Int(short.minX) + 1, Int(short.minY)].character == "─", "the stretched cell is not")
    // "short" needs 3 rows: the rows below them, inside the box, are shaded.
    let shaded = canvas.row(Int(short.minY) + 3)
    #expect(
      shaded.dropFirst(Int(short.minX) + 1).prefix(Int(short.width) - 2).allSatisfy { $0 == "·" }, "\(shaded)"
    )
  }

  /// The compare view decorates both panes: drivers in the grid, line gaps in the flow.
  @Test func theCompareViewDecoratesBothPanes() {
    var state = demoState(width: 120)
    state.press(.character("c"))
    let screen = state.frame(theme: .monochrome, characters: .square)
    let panes = state.screen.panes
    func text(of region: Canvas.Region) -> String {
      (region.y..<region.maxY).map { y in String(screen.row(y).dropFirst(region.x).prefix(region.width)) }
        .joined()
    }
    #expect(text(of: panes[0].region).contains("·"), "the flow's gaps")
    #expect(!text(of: panes[0].region).contains("◆"), "no drivers in a flow")
    #expect(text(of: panes[1].region).contains("◆"), "the grid's drivers")
  }

  @Test func dHidesDriversAndSaysSoInTheTitleLine() {
    var state = demoState()
    #expect(state.showsDrivers)
    #expect(state.frame(theme: .dark, characters: .square).text.contains("◆"))
    state.press(.character("d"))
    #expect(!state.frame(theme: .dark, characters: .square).text.contains("◆"))
    #expect(state.frame(theme: .dark, characters: .square).row(0).contains("drivers hidden"))
  }

  // MARK: Selection and the inspector

  @Test func theInspectorsFrameIsLayoutsFrame() throws {
    var state = demoState()
    state.press(.enter, .right, .down)
    let element = try #require(state.selectedElement)
    var json = ""
    LayoutJSON.write(state.layoutResult, layoutName: "grid", category: state.settings.category) { json += $0 }
    let line = try #require(
      json.split(separator: "\n").first {
        $0.contains("\"section\": \(element.section), \"item\": \(element.item),")
      })
    let frame = try #require(state.inspectorLines.first { $0.hasPrefix("frame ") }).dropFirst("frame ".count)
    #expect(line.contains(String(frame.dropFirst().dropLast())), "\(line) vs \(frame)")
  }

  @Test func theInspectorSaysWhoTheCellWasStretchedToMatch() throws {
    var state = PreviewState(
      scene: Scene(
        fixture: textFixture(["short", "one two three four five six seven eight nine ten eleven"])),
      settings: SceneSettings(), terminalSize: (60, 30))
    state.press(.enter, .character("i"))
    #expect(state.selection == Selection(kind: .cell, path: ItemPath(section: 0, item: 0)))
    let lines = state.inspectorLines
    #expect(lines.contains { $0.hasPrefix("stretched by ") && $0.hasSuffix("to match item 0.1") }, "\(lines)")
    state.press(.right)
    #expect(state.inspectorLines.contains("drives its row: the tallest on its own"))
    let screen = state.frame(theme: .dark, characters: .square).text
    #expect(screen.contains("Inspector"))
  }

  /// A pinned cell is cut only when its box as laid out is: a row stretched by its neighbour shows
  /// all of "Pinned" / "one two three four" (2 lines, 4 rows with the borders).
  @Test func theInspectorSaysAPinnedCellIsCutOnlyWhenItsBoxIs() throws {
    func lines(neighbour: Int) throws -> [String] {
      let fixture = try Fixture.parse(
        #"{"columns": 2, "sections": [{"items": [{"title": "Pinned", "text": "one two three four", "height": 3}, "#
          + #"{"text": "x", "height": \#(neighbour)}]}]}"#, fileName: "t.json"
      ).fixture
      var state = PreviewState(
        scene: Scene(fixture: fixture), settings: SceneSettings(fixture: fixture), terminalSize: (60, 30))
      state.press(.enter, .character("i"))
      #expect(state.selection == Selection(kind: .cell, path: ItemPath(section: 0, item: 0)))
      return state.inspectorLines
    }
    #expect(try lines(neighbour: 2 + 2).contains("height 3"), "stretched to 4 rows: nothing cut")
    #expect(try lines(neighbour: 3).contains("height 3: text cut (needs 4)"))
  }

  /// Whether the inspector's box and the selected element's cells on screen overlap.
  static func inspectorCoversSelection(_ state: PreviewState) throws -> Bool {
    let element = try #require(state.selectedElement)
    let box = try #require(state.screen.inspector)
    let pane = try #require(state.screen.panes.last).region
    let left = pane.x + Canvas.cells(element.frame.minX) - state.scrollX
    let right = pane.x + Canvas.cells(element.frame.maxX) - state.scrollX
    let top = pane.y + Canvas.cells(element.frame.minY) - state.scrollY
    let bottom = pane.y + Canvas.cells(element.frame.maxY) - state.scrollY
    return left < box.maxX && box.x < right && top < box.maxY && box.y < bottom
  }

  /// The inspector never covers the selected cell: it goes to the other side.
  @Test func theInspectorStaysClearOfTheSelection() throws {
    var state = demoState(width: 120)
    state.press(.enter, .character("i"))
    for _ in 0..<4 {
      #expect(try !Self.inspectorCoversSelection(state), "\(String(describing: state.selection))")
      state.press(.right)
    }
  }

  /// A header in the inspector: what it is, its frame as `layout` prints it, its lines.
  @Test func theInspectorDescribesAHeader() throws {
    var state = demoState()
    state.press(.enter, .up)
    let element = try #require(state.selectedElement)
    #expect(element.kind == .header)
    let lines = state.inspectorLines
    #expect(lines.first == "Header of section 0")
    #expect(
      lines.contains(
        "frame {\"x\": 0, \"y\": 0, \"width\": 100, \"height\": \(Canvas.cells(element.frame.height))}"))
    #expect(lines.contains("1 line of text"))
    #expect(lines.last == "size L, body 17 pt")
  }

  /// In the compare view the selection is in the right-hand pane: the inspector takes the left.
  @Test func theInspectorStaysClearOfTheSelectionInTheCompareView() throws {
    var state = demoState(width: 120, height: 40)
    state.press(.enter, .right, .character("i"), .character("c"))
    #expect(try !Self.inspectorCoversSelection(state))
    #expect(state.screen.inspector?.x == 0)
  }

  /// A cell too wide to have the inspector beside it has it above or below instead.
  @Test func aFullWidthCellHasTheInspectorBelowOrAbove() throws {
    var state = demoState(width: 100, height: 24, settings: SceneSettings(columns: 1))
    state.press(.enter, .down, .down, .character("i"))
    #expect(try !Self.inspectorCoversSelection(state))
    let box = try #require(state.screen.inspector)
    #expect(box.width == 100, "a band across the screen")
    for _ in 0..<6 {
      state.press(.down)
      #expect(try !Self.inspectorCoversSelection(state), "\(String(describing: state.selection))")
    }
  }

  /// A selection near the bottom of the screen stays on screen when the largest size pushes it
  /// below: the screen scrolls to it rather than keeping the top item.
  @Test func aShownSelectionStaysShownThroughRelayouts() throws {
    for keys: [Key] in [
      [.character("}")], [.character("+"), .character("+")], [.character("H"), .character("H")],
    ] {
      var state = demoState()
      state.press(.character(":"), .character("1"), .character("5"), .enter)
      let chosen = try #require(state.selectedElement)
      #expect(Canvas.cells(chosen.frame.minY) - state.scrollY < state.viewportHeight)
      for key in keys { state.press(key) }
      let element = try #require(state.selectedElement)
      let top = Canvas.cells(element.frame.minY) - state.scrollY
      let bottom = Canvas.cells(element.frame.maxY) - state.scrollY
      #expect(
        bottom > 0 && top < state.viewportHeight, "after \(keys): rows \(top)..<\(bottom) of the screen")
    }
  }

  /// In a waterfall the inspector names the column a cell is in: the rank of its left edge among
  /// the section's columns (items go to the shortest column, not to item mod columns).
  @Test func theInspectorNamesAWaterfallCellsColumn() throws {
    var state = demoState(width: 60, settings: SceneSettings(layout: .waterfall, category: .extraSmall))
    let section = state.layoutResult.sections[0]
    let edges = Set(
      (0..<section.itemCount).compactMap {
        state.layoutResult.frame(of: ItemPath(section: 0, item: $0))?.minX
      }
    ).sorted()
    #expect(edges.count == 2)
    var checked = 0
    for item in 0..<section.itemCount {
      state.press(.escape)
      state.press(.character(":"), .character("0"), .character("."))
      for digit in String(item) { state.press(.character(digit)) }
      state.press(.enter)
      let element = try #require(state.selectedElement)
      #expect(element.indexPath == ItemPath(section: 0, item: item))
      let column = try #require(edges.firstIndex(of: element.frame.minX)) + 1
      #expect(state.inspectorLines.contains("column \(column) of 2"), "item \(item): \(state.inspectorLines)")
      checked += 1
    }
    #expect(checked == section.itemCount && checked > 2)
  }

  /// The selection follows its item through a text-size step, a width change across a breakpoint,
  /// and a layout switch.
  @Test func theSelectionSurvivesRelayouts() throws {
    var state = demoState()
    state.press(.enter, .right, .down, .down)
    let chosen = try #require(state.selection)
    for key: Key in [.character("+"), .character("H"), .character("H"), .character("H"), .character("m")] {
      state.press(key)
      #expect(state.selection == chosen)
      let element = try #require(state.selectedElement)
      #expect(element.indexPath == chosen.path)
    }
    state.press(.escape)
    #expect(state.selection == nil)
    #expect(state.update(.key(.escape)) == [.quit], "then Esc quits")
  }

  @Test func arrowsMoveTheSelectionInTheLayoutsGeometry() throws {
    var state = PreviewState(
      scene: Scene(fixture: textFixture((0..<9).map { "item \($0)" }, columns: .fixed(3))),
      settings: SceneSettings(),
      terminalSize: (80, 30))
    state.press(.enter)
    #expect(state.selection?.path == ItemPath(section: 0, item: 0))
    state.press(.right, .right)
    #expect(state.selection?.path.item == 2)
    state.press(.right)
    #expect(state.selection?.path.item == 2, "nothing further right")
    state.press(.down)
    #expect(state.selection?.path.item == 5, "below, in the same column")
    state.press(.left, .up)
    #expect(state.selection?.path.item == 1)
    #expect(state.layoutWidth == 80, "arrows did not change the width")
  }

  /// A click selects what is under it, in either compare pane and with the layout panned.
  @Test func aClickSelectsTheElementUnderIt() throws {
    var state = demoState(width: 120)
    let target = try #require(state.layoutResult.frame(of: ItemPath(section: 0, item: 1)))
    let pane = state.screen.panes[0].region
    let click = MouseEvent(.press(.left), x: pane.x + Int(target.minX) + 2, y: pane.y + Int(target.minY) + 1)
    #expect(state.update(.mouse(click)) == [.draw])
    #expect(state.selection?.path == ItemPath(section: 0, item: 1))

    state.press(.escape, .character("c"))
    let panes = state.screen.panes
    let flowFrame = try #require(state.shown.compare?.frame(of: ItemPath(section: 0, item: 2)))
    let pane0 = panes[0].region
    let pane0Click = MouseEvent(
      .press(.left), x: pane0.x + Int(flowFrame.minX) + 1, y: pane0.y + Int(flowFrame.minY) + 1)
    _ = state.update(.mouse(pane0Click))
    #expect(state.selection?.path == ItemPath(section: 0, item: 2), "in the flow pane")
    let gridFrame = try #require(state.layoutResult.frame(of: ItemPath(section: 0, item: 3)))
    let pane1 = panes[1].region
    let pane1Click = MouseEvent(
      .press(.left), x: pane1.x + Int(gridFrame.minX) + 1, y: pane1.y + Int(gridFrame.minY) + 1)
    _ = state.update(.mouse(pane1Click))
    #expect(state.selection?.path == ItemPath(section: 0, item: 3), "in the grid pane")

    var wide = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (100, 30), layoutWidth: 300)
    for _ in 0..<20 { wide.press(.character(">")) }
    let far = try #require(
      wide.layoutResult.elements(in: Rect(x: Double(wide.scrollX + 10), y: 2, width: 1, height: 1)).first)
    _ = wide.update(.mouse(MouseEvent(.press(.left), x: 10, y: wide.screen.panes[0].region.y + 2)))
    #expect(wide.selection == Selection(kind: far.kind, path: far.indexPath), "through the horizontal scroll")
  }

  @Test func draggingTheEdgeSetsTheWidth() {
    var state = demoState()
    state.press(.character("H"), .character("H"))
    let edge = state.screen.outside!.x
    _ = state.update(.mouse(MouseEvent(.press(.left), x: edge, y: 5)))
    _ = state.update(.mouse(MouseEvent(.drag(.left), x: 60, y: 5)))
    #expect(state.layoutWidth == 60)
    _ = state.update(.mouse(MouseEvent(.drag(.left), x: 45, y: 6)))
    #expect(state.layoutWidth == 45)
    _ = state.update(.mouse(MouseEvent(.release(.left), x: 45, y: 6)))
    _ = state.update(.mouse(MouseEvent(.drag(.left), x: 70, y: 6)))
    #expect(state.layoutWidth == 45, "no drag after the release")
  }

  /// At full width there is no marker beyond the layout: its last column is the edge to drag.
  @Test func aFullWidthLayoutIsDraggedByItsLastColumn() {
    var state = demoState()
    #expect(state.screen.outside == nil)
    _ = state.update(.mouse(MouseEvent(.press(.left), x: 99, y: 5)))
    _ = state.update(.mouse(MouseEvent(.drag(.left), x: 70, y: 5)))
    #expect(state.layoutWidth == 70)
    #expect(state.selection == nil, "pressing the edge selects nothing")
  }

  /// In the compare view the edge is the grid pane's: the layout width is both panes and the
  /// separator, so dragging it makes each pane as wide as the drag says.
  @Test func draggingTheCompareViewsEdgeSizesEachPane() {
    var state = demoState(width: 120)
    state.press(.character("c"), .character("H"), .character("H"))
    let edge = state.screen.outside!.x
    _ = state.update(.mouse(MouseEvent(.press(.left), x: edge, y: 5)))
    _ = state.update(.mouse(MouseEvent(.drag(.left), x: edge, y: 5)))
    #expect(state.paneWidth == 49, "dragging without moving keeps the width (2 × 49 + 1 = 99)")
    _ = state.update(.mouse(MouseEvent(.drag(.left), x: 91, y: 5)))
    #expect(state.paneWidth == 45, "2 × 45 + 1 = 91")
    #expect(state.screen.outside?.x == 91, "the edge is where the pointer is")
  }

  /// In a flow layout ↓ goes to the cell below in the same column, even when a shorter cell in the
  /// next column starts nearer.
  @Test func downStaysInItsColumnInAFlowLayout() throws {
    var state = demoState(settings: SceneSettings(layout: .flow))
    for item in 0..<3 {
      state.press(.escape)
      state.press(
        .character(":"), .character("0"), .character("."), .character(Character(String(item))), .enter)
      let start = try #require(state.selectedElement)
      state.press(.down)
      let below = try #require(state.selectedElement)
      #expect(below.indexPath == ItemPath(section: 0, item: item + 3), "↓ from 0.\(item)")
      #expect(below.frame.minX == start.frame.minX)
    }
  }

  /// Enter selects what is on screen when the selection has scrolled out of view.
  @Test func enterSelectsOnScreenWhenTheSelectionIsOffScreen() throws {
    var state = demoState()
    state.press(.enter)
    let first = try #require(state.selection)
    state.press(.end)
    state.press(.enter)
    let second = try #require(state.selection)
    #expect(second != first)
    let element = try #require(state.selectedElement)
    #expect(Canvas.cells(element.frame.maxY) > state.scrollY)
  }

  /// A dragged width is the person's own, not a device's any more.
  @Test func draggingLeavesTheDeviceWidth() {
    var state = demoState(width: 120)
    state.press(.character("D"))
    #expect(state.statusBar.device != nil)
    let edge = state.screen.outside!.x
    _ = state.update(.mouse(MouseEvent(.press(.left), x: edge, y: 5)))
    _ = state.update(.mouse(MouseEvent(.drag(.left), x: edge + 5, y: 5)))
    #expect(state.statusBar.device == nil)
    #expect(state.titleLine.modes.contains("width pinned (0 resets)"))
  }

  // MARK: Sizes, devices, find, jump

  @Test func theSizeTableSwitchesToAX5InOneEnter() throws {
    var state = demoState()
    state.press(.character("t"))
    #expect(state.panel?.kind == .sizes)
    #expect(state.panel?.entries.count == 12)
    #expect(state.panel?.entries[3].label == "L 17 pt")
    state.press(.end)
    #expect(state.update(.key(.enter)) == [.draw])
    #expect(state.settings.category == .accessibilityExtraExtraExtraLarge)
    #expect(state.panel == nil)
    state.press(.character("{"))
    #expect(state.settings.category == .extraSmall)
    state.press(.character("}"))
    #expect(state.settings.category == .accessibilityExtraExtraExtraLarge)
  }

  /// Cut cells and bands, each once: the item is cut by its height (title and one body line need
  /// 4 rows, it has 3) and by `maxLines` 1 at every size, and counts once; the header, pinned to 1
  /// row, counts when its text needs more.
  @Test func theSizeTableCountsCutCellsWithTheAuditsFindings() throws {
    let fixture = try Fixture.parse(
      #"{"columns": 1, "sections": [{"header": "A header of several words", "headerHeight": 1, "items": ["#
        + #"{"title": "T", "text": "some words that need more rows at larger sizes", "height": 3, "maxLines": 1}]}]}"#,
      fileName: "t.json"
    ).fixture
    var state = PreviewState(
      scene: Scene(fixture: fixture), settings: SceneSettings(fixture: fixture), terminalSize: (40, 20))
    state.press(.character("t"))
    let entries = try #require(state.panel?.entries)
    var headersCut = 0
    for (category, entry) in zip(ContentSizeCategory.allCases, entries) {
      var settings = SceneSettings(fixture: fixture)
      settings.category = category
      let findings = Scene(fixture: fixture).findings(width: 40, settings: settings)
      let item = Set(findings.filter { $0.subject == .item(section: 0, item: 0) }.map(\.rule))
      #expect(
        item.isSuperset(of: [.textCutByHeight, .textCutByMaxLines]),
        "\(category.shortName): both cut the item")
      let header = findings.contains { $0.rule == .bandCutByHeight } ? 1 : 0
      headersCut += header
      #expect(entry.text.hasSuffix("· \(1 + header) cut"), "\(category.shortName): \(entry.text)")
    }
    #expect(headersCut > 0 && headersCut < entries.count, "the header is cut at some sizes only")
  }

  @Test func devicesCycleAndRotate() {
    var state = demoState(width: 200)
    state.press(.character("D"))
    #expect(state.layoutWidth == 375 / 8)
    #expect(state.statusBar.device == "iPhone SE portrait")
    state.press(.character("o"))
    #expect(state.layoutWidth == 667 / 8)
    #expect(state.statusBar.device == "iPhone SE landscape")
    // From a phone sideways the cycle goes on from its upright width: iPhone, Pro Max, iPad, and the
    // iPad sideways, then the terminal's width.
    var labels: [String?] = []
    for _ in 0..<5 {
      state.press(.character("D"))
      labels.append(state.statusBar.device)
    }
    #expect(labels == ["iPhone portrait", "iPhone Pro Max portrait", "iPad portrait", "iPad landscape", nil])
    #expect(state.layoutWidth == 200, "after the iPad sideways, the terminal's width")
    #expect(state.statusBar.device == nil)
    // At another scale (`--points-per-column 10`).
    var scaled = PreviewState(
      scene: Scene(fixture: .demo), settings: SceneSettings(), terminalSize: (200, 30), pointsPerColumn: 10)
    scaled.press(.character("D"), .character("D"))
    #expect(scaled.layoutWidth == 393 / 10)
  }

  @Test(arguments: [
    ("ipad", "iPad portrait", 820 / 8), ("iPad-Landscape", "iPad landscape", 1180 / 8),
    ("iphone se", "iPhone SE portrait", 375 / 8),
    ("iphone-pro-max-portrait", "iPhone Pro Max portrait", 440 / 8),
  ])
  func devicesByName(name: String, label: String, columns: Int) throws {
    let width = try #require(DeviceWidth(named: name))
    #expect(width.label == label)
    #expect(width.columns(pointsPerColumn: 8) == columns)
    #expect(width.rotated.rotated == width)
  }

  @Test func unknownDeviceNamesAreNone() {
    for name in ["", "landscape", "pixel", "ipad-sideways"] {
      #expect(DeviceWidth(named: name) == nil, "\(name)")
    }
  }

  @Test func findSelectsMatchesInTurn() throws {
    var state = demoState()
    for character in "/CHERRY" { state.press(.character(character)) }
    #expect(state.prompt?.text == "CHERRY")
    #expect(state.statusBar.message?.text == "/CHERRY▏")
    state.press(.enter)
    #expect(state.prompt == nil)
    let match = try #require(state.selection)
    #expect(state.scene.fixture.sections[match.path.section].items[match.path.item].title == "Cherry")
    #expect(state.search?.summary.hasSuffix("for “CHERRY”") == true)
    let all = try #require(state.search?.matches)
    state.press(.character("n"))
    #expect(state.selection?.path == all[(1) % all.count])
    state.press(.character("N"), .character("N"))
    #expect(state.selection?.path == all[(all.count - 1) % all.count])
  }

  @Test func promptsTakeEveryKeyUntilEnterOrEsc() {
    var state = demoState()
    state.press(.character("/"), .character("q"), .character("+"), .backspace, .character("m"))
    #expect(state.prompt?.text == "qm")
    #expect(state.settings == demoState().settings, "nothing acted")
    state.press(.escape)
    #expect(state.prompt == nil)
    #expect(state.search == nil)
  }

  @Test func jumpGoesToAnItemByNumberOrSectionDotItem() throws {
    var state = demoState(fixture: longFixture(count: 60))
    for character in ":45" { state.press(.character(character)) }
    state.press(.enter)
    #expect(state.selection?.path == ItemPath(section: 1, item: 15))
    let frame = try #require(state.selectedElement).frame
    #expect(
      Int(frame.minY) >= state.scrollY && Int(frame.minY) < state.scrollY + state.viewportHeight,
      "scrolled to it")
    for character in ":0.3" { state.press(.character(character)) }
    state.press(.enter)
    #expect(state.selection?.path == ItemPath(section: 0, item: 3))
    for character in ":999" { state.press(.character(character)) }
    state.press(.enter)
    #expect(state.message?.isError == true)
    #expect(state.message?.text.hasPrefix("no item 999") == true)
  }

  @Test func globalIndexesRoundTrip() {
    let fixture = Fixture(sections: [
      FixtureSection(items: [FixtureItem(text: "a"), FixtureItem(text: "b")]), FixtureSection(items: []),
      FixtureSection(items: [FixtureItem(text: "c")]),
    ])
    let scene = Scene(fixture: fixture)
    #expect(scene.path(ofGlobalIndex: 2) == ItemPath(section: 2, item: 0))
    for index in 0..<3 { #expect(scene.globalIndex(of: scene.path(ofGlobalIndex: index)!) == index) }
    #expect(scene.path(ofGlobalIndex: 3) == nil)
    #expect(scene.path(ofGlobalIndex: -1) == nil)
  }
}
