import GridCanvas
import GridFixtures
import GridLayout
import GridScene
import GridText
import Testing

/// A fixture bound to the engine: items measured at their column width, explicit heights, aspect
/// ratios and collapsed borders.
@Suite struct SceneTests {
  static let items = [
    FixtureItem(title: "Apple", text: "Crisp and sweet."),
    FixtureItem(text: "Fig"),
    FixtureItem(
      title: "Banana",
      text: "Picked green and shipped for days, a banana ripens on the way: the starch turns to sugar."),
    FixtureItem(title: "東京 Tokyo", text: "新宿駅は世界で最も利用者の多い駅です。🚆"),
    FixtureItem(
      title: "Cut", text: "One two three four five six seven eight nine ten eleven twelve", maxLines: 2),
    FixtureItem(text: "", height: 7),
    FixtureItem(title: "Photo", text: "A 3:2 picture", aspectRatio: 1.5),
    FixtureItem(text: "Wide", aspectRatio: 10),
  ]
  static let fixture = Fixture(padding: 2, sections: [FixtureSection(items: items)])

  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144])
  func measuredItemsTakeTheRowsOfTheirTextAtTheColumnWidth(width: Int) {
    let scene = Scene(fixture: Self.fixture)
    for category in ContentSizeCategory.allCases {
      for (i, item) in Self.items.enumerated() where item.height == nil && item.aspectRatio == nil {
        let settings = SceneSettings(category: category)
        let expected = CellTextLayout.rows(
          title: item.title, body: item.text, width: width, category: category, padding: 2,
          maxBodyLines: item.maxLines)
        #expect(
          scene.rows(of: ItemPath(section: 0, item: i), columnWidth: width, settings: settings) == expected)
      }
    }
  }

  @Test func aFlowLayoutGivesEachItemTheRowsOfItsColumn() throws {
    // 3 columns in 100: 100 − 1 − 1 (insets) − 2 × 1 (spacing) = 96, so 32 each.
    let fixture = Fixture(
      columns: .fixed(3), sections: [FixtureSection(items: Self.items.filter { $0.height == nil })])
    let scene = Scene(fixture: fixture)
    let settings = SceneSettings(layout: .flow, category: .extraExtraLarge)
    let result = scene.layoutResult(width: 100, settings: settings)
    for (i, item) in fixture.sections[0].items.enumerated() {
      let frame = try #require(result.frame(of: ItemPath(section: 0, item: i)))
      #expect(frame.width == 32)
      let rows = CellTextLayout.rows(
        title: item.title, body: item.text, width: 32, category: .extraExtraLarge, maxBodyLines: item.maxLines
      )
      #expect(frame.height == Double(rows), "item \(i)")
    }
  }

  @Test func anExplicitHeightOverridesMeasurement() {
    let scene = Scene(fixture: Self.fixture)
    let path = ItemPath(section: 0, item: 5)
    for width in [1, 10, 100] {
      for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
        for layout in Fixture.LayoutKind.allCases {
          #expect(
            scene.rows(
              of: path, columnWidth: width, settings: SceneSettings(layout: layout, category: category)) == 7)
        }
      }
    }
    #expect(scene.rows(of: path, columnWidth: 10, settings: SceneSettings(collapseBorders: true)) == 7 - 1)
  }

  @Test func anAspectRatioSizesAWaterfallItemFromItsColumnWidth() {
    let scene = Scene(fixture: Self.fixture)
    let photo = ItemPath(section: 0, item: 6)
    let waterfall = SceneSettings(layout: .waterfall)
    // Cells are twice as tall as wide: ⌊30 / 1.5 / 2⌋ = 10 rows, ⌊61 / 1.5 / 2⌋ = 20.
    #expect(Scene.cellAspect == 2)
    #expect(scene.rows(of: photo, columnWidth: 30, settings: waterfall) == 10)
    #expect(scene.rows(of: photo, columnWidth: 61, settings: waterfall) == 20)
    // Larger text needs more rows than the picture gives: the box grows so the caption is not cut.
    var huge = waterfall
    huge.category = .accessibilityExtraExtraExtraLarge
    // In a 20-wide column the picture is ⌊20 / 1.5 / 2⌋ = 6 rows: more than its caption needs at L,
    // less than at AX5.
    let captionL = CellTextLayout.rows(
      title: "Photo", body: "A 3:2 picture", width: 20, category: .large, padding: 2)
    let captionAX5 = CellTextLayout.rows(
      title: "Photo", body: "A 3:2 picture", width: 20, category: .accessibilityExtraExtraExtraLarge,
      padding: 2)
    #expect(captionL < 6 && captionAX5 > 6)
    #expect(scene.rows(of: photo, columnWidth: 20, settings: waterfall) == 6)
    #expect(scene.rows(of: photo, columnWidth: 20, settings: huge) == captionAX5)
    // A flat picture (⌊30 / 10 / 2⌋ = 1 row) is as tall as its text: borders and one line.
    #expect(scene.rows(of: ItemPath(section: 0, item: 7), columnWidth: 30, settings: waterfall) == 3)
    #expect(
      scene.rows(of: photo, columnWidth: 1, settings: waterfall)
        == CellTextLayout.rows(title: "Photo", body: "A 3:2 picture", width: 1, category: .large, padding: 2))
  }

  @Test func outsideAWaterfallAnAspectRatioIsIgnored() {
    let scene = Scene(fixture: Self.fixture)
    let photo = ItemPath(section: 0, item: 6)
    for layout in [Fixture.LayoutKind.grid, .flow, .list] {
      let expected = CellTextLayout.rows(
        title: "Photo", body: "A 3:2 picture", width: 30, category: .large, padding: 2)
      #expect(scene.rows(of: photo, columnWidth: 30, settings: SceneSettings(layout: layout)) == expected)
    }
  }

  @Test func collapsedFramesAreOneCellSmallerThanTheirBoxes() {
    let scene = Scene(fixture: Self.fixture)
    let collapsed = SceneSettings(collapseBorders: true)
    for width in [3, 12, 40] {
      for (i, item) in Self.items.enumerated() where item.height == nil && item.aspectRatio == nil {
        // The box is the frame and the cell beyond it that it shares with its neighbour.
        let box = CellTextLayout.rows(
          title: item.title, body: item.text, width: width + 1, category: .large, padding: 2,
          maxBodyLines: item.maxLines)
        #expect(
          scene.rows(of: ItemPath(section: 0, item: i), columnWidth: width, settings: collapsed) == box - 1)
      }
    }
    // A waterfall picture in a collapsed 30-column frame is a 31-column box: ⌊31 / 1.5 / 2⌋ − 1 = 9.
    var waterfall = collapsed
    waterfall.layout = .waterfall
    #expect(scene.rows(of: ItemPath(section: 0, item: 6), columnWidth: 30, settings: waterfall) == 10 - 1)
  }

  @Test func collapsedBordersLayOutWithoutSpacingAndASpareCell() {
    let fixture = Fixture(
      columns: .fixed(2), insets: Fixture.Insets(top: 1, left: 2, bottom: 3, right: 4), interitemSpacing: 5,
      lineSpacing: 6, sections: [FixtureSection(items: [FixtureItem(text: "a"), FixtureItem(text: "b")])])
    let scene = Scene(fixture: fixture)
    let open = scene.input(width: 50, settings: SceneSettings())
    let collapsed = scene.input(width: 50, settings: SceneSettings(collapseBorders: true))
    #expect(open.sections[0].insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(open.sections[0].interitemSpacing == 5)
    #expect(open.sections[0].lineSpacing == 6)
    #expect(collapsed.sections[0].insets == EdgeInsets(top: 1, left: 2, bottom: 3 + 1, right: 4 + 1))
    #expect(collapsed.sections[0].interitemSpacing == 0)
    #expect(collapsed.sections[0].lineSpacing == 0)
  }

  @Test func headersAndFootersAreMeasuredUnlessGivenAHeight() {
    let fixture = Fixture(sections: [
      FixtureSection(header: "Fruit", footer: "6 fruits", items: [FixtureItem(text: "x")]),
      FixtureSection(header: "Tall", footer: "Gone", headerHeight: 3, footerHeight: 0, items: []),
      FixtureSection(items: []),
    ])
    let scene = Scene(fixture: fixture)
    let input = scene.input(width: 40, settings: SceneSettings())
    #expect(input.sections.map(\.headerHeight) == [1, 3, 0])
    #expect(input.sections.map(\.footerHeight) == [1, 0, 0])
    // A narrow band wraps its text: "one two three" in 40 − 2 margins at AX5 headline size.
    let wrapping = Scene(fixture: Fixture(sections: [FixtureSection(header: "one two three", items: [])]))
    let narrow = wrapping.input(
      width: 8, settings: SceneSettings(category: .accessibilityExtraExtraExtraLarge))
    let lines = LineWrapping.wrap(
      "one two three",
      measure: LineMeasure(innerWidth: 8 - 2, style: .headline, category: .accessibilityExtraExtraExtraLarge))
    #expect(narrow.sections[0].headerHeight == Double(lines.count))
    #expect(lines.count > 1)
  }

  @Test func aCellsContentIsItsTextWrappedForItsBox() throws {
    let scene = Scene(fixture: Self.fixture)
    for collapse in [false, true] {
      let settings = SceneSettings(category: .accessibilityMedium, collapseBorders: collapse)
      let result = scene.layoutResult(width: 60, settings: settings)
      for element in result.allElements where element.kind == .cell {
        let item = Self.items[element.item]
        guard case .cell(let text) = scene.content(of: element, settings: settings) else {
          Issue.record("a cell's content is a cell")
          continue
        }
        let width = Int(element.frame.width) + (collapse ? 1 : 0)
        #expect(
          text
            == CellTextLayout(
              title: item.title, body: item.text, width: width, category: .accessibilityMedium, padding: 2,
              maxBodyLines: item.maxLines))
      }
    }
  }

  @Test func aBandsContentIsItsLines() {
    let scene = Scene(fixture: Fixture(sections: [FixtureSection(header: "Head", footer: "Foot", items: [])]))
    let result = scene.layoutResult(width: 30, settings: SceneSettings())
    let bands = result.allElements
    #expect(bands.map(\.kind) == [.header, .footer])
    guard case .band(let header) = scene.content(of: bands[0], settings: SceneSettings()),
      case .band(let footer) = scene.content(of: bands[1], settings: SceneSettings())
    else {
      Issue.record("bands have band content")
      return
    }
    #expect(header.map(\.text) == ["Head"])
    #expect(footer.map(\.text) == ["Foot"])
  }

  @Test func theLayoutMatchesTheSettings() {
    let scene = Scene(fixture: Self.fixture)
    #expect(scene.layout(SceneSettings(layout: .grid)) is FlexibleRowHeightGridLayout)
    #expect(scene.layout(SceneSettings(layout: .flow)) is FlowLayout)
    #expect(scene.layout(SceneSettings(layout: .list)) is ListLayout)
    let waterfall = scene.layout(SceneSettings(layout: .waterfall, order: .rightToLeft, stretch: .lastCell))
    #expect(waterfall as? WaterfallLayout == WaterfallLayout(order: .rightToLeft, stretch: .lastCell))
    #expect(
      (scene.layout(SceneSettings(layout: .grid, compat: true)) as? FlexibleRowHeightGridLayout)
        == FlexibleRowHeightGridLayout(compatibility: true))
  }

  @Test func aColumnOverrideWinsOverTheFixturesRules() {
    let fixture = Fixture(
      columns: .fixed(4),
      sections: [FixtureSection(columns: .fixed(2), items: (0..<6).map { FixtureItem(text: "\($0)") })])
    let scene = Scene(fixture: fixture)
    let own = scene.layoutResult(width: 80, settings: SceneSettings())
    #expect(own.sections[0].columnCount == 2, "the section's own rule")
    let forced = scene.layoutResult(width: 80, settings: SceneSettings(columns: 3))
    #expect(forced.sections[0].columnCount == 3)
    #expect(forced.columnCount == 3)
  }

  @Test func globalIndicesCountOverSections() {
    let scene = Scene(fixture: .demo)
    #expect(scene.globalIndex(of: ItemPath(section: 0, item: 0)) == 0)
    #expect(scene.globalIndex(of: ItemPath(section: 1, item: 0)) == 6)
    #expect(scene.globalIndex(of: ItemPath(section: 3, item: 4)) == 6 + 6 + 5 + 4)
  }
}
