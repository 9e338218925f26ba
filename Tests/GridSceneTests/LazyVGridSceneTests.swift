import GridCanvas
import GridFixtures
import GridLayout
import Testing

@testable import GridScene

/// A fixture's SwiftUI grid bound to the engine: the grid of each section, pinned views, the cells
/// that fill their row, the names the previewer shows.
@Suite struct LazyVGridSceneTests {
  static let json = """
    {"layout": "lazyVGrid", "pointsPerColumn": 1,
     "lazyVGrid": {"columns": [{"fixed": 20}, {"adaptive": {"minimum": 10, "maximum": 12}, "spacing": 2}],
                   "spacing": 4, "pinnedViews": ["sectionHeaders"]},
     "sections": [
       {"header": "A", "items": [{"text": "a", "height": 3}, {"text": "b", "height": 5, "fillsRow": true}, "c"]},
       {"header": "B", "footer": "end", "lazyVGrid": {"columns": [{"flexible": {}}], "pinnedViews": ["sectionFooters"]},
        "items": ["d"]}
     ]}
    """

  static func scene() throws -> (Scene, SceneSettings) {
    let fixture = try Fixture.parse(json, fileName: "g.json").fixture
    return (Scene(fixture: fixture), SceneSettings(fixture: fixture))
  }

  @Test func eachSectionHasItsGridPinsAndFillingCells() throws {
    let (scene, settings) = try Self.scene()
    #expect(settings.pointsPerColumn == 1)
    let first = scene.metrics(ofSection: 0, width: 60, settings: settings)
    #expect(first.lazyVGrid?.columns.count == 2)
    #expect(first.rowFillingItems == [1])
    #expect(first.pinsHeader && !first.pinsFooter)
    let second = scene.metrics(ofSection: 1, width: 60, settings: settings)
    #expect(second.lazyVGrid?.columns == [GridItem(.flexible())])
    #expect(!second.pinsHeader && second.pinsFooter, "a section's own grid replaces the fixture's pins")
    // 60 points: 8 (the fixed column's default spacing) and 20 set aside, 32 for the adaptive column:
    // two of 10 with 2 between fit (22), three do not (34); each (32 − 2) ÷ 2 = 15, at most 12.
    let columns = scene.lazyVGridColumns(ofSection: 0, width: 60, settings: settings)
    #expect(columns.points.map(\.width) == [20, 12, 12])
    #expect(
      scene.lazyVGridSummary(ofSection: 0, width: 60, settings: settings)
        == "fixed 20 pt + 2 × adaptive 10–12 pt")
    // The row: a (3) and b, which fills the row, at the height of the tallest, 5.
    let result = scene.layoutResult(width: 60, settings: settings)
    #expect(result.frame(of: ItemPath(section: 0, item: 1))?.height == 5)
  }

  @Test func theCompareViewPutsTheGridBesideItsOwnColumnsStretched() throws {
    let (scene, settings) = try Self.scene()
    #expect(settings.comparedRagged == settings)
    #expect(settings.comparedStretched.layout == .lazyVGrid && settings.comparedStretched.fillsEveryRow)
    var grid = settings
    grid.layout = .grid
    #expect(grid.comparedRagged.layout == .flow && grid.comparedStretched.layout == .grid)
    let stretched = scene.layoutResult(width: 60, settings: settings.comparedStretched)
    let ragged = scene.layoutResult(width: 60, settings: settings)
    // Same columns; the short cell grows to its row in the stretched pane only.
    #expect(
      stretched.frame(of: ItemPath(section: 0, item: 0))?.minX
        == ragged.frame(of: ItemPath(section: 0, item: 0))?.minX)
    #expect(ragged.frame(of: ItemPath(section: 0, item: 0))?.height == 3)
    #expect(stretched.frame(of: ItemPath(section: 0, item: 0))?.height == 5)
  }

  @Test func theInspectorSaysWhyACellIsShorterAndWhyItsColumnIsSoWide() throws {
    let (scene, settings) = try Self.scene()
    let result = scene.layoutResult(width: 60, settings: settings)
    let element = try #require(
      result.allElements.first { $0.kind == .cell && $0.indexPath == ItemPath(section: 0, item: 0) })
    let lines = scene.inspectorLines(for: element, in: result, settings: settings, isSettling: false)
    #expect(lines.contains("own height 3 rows, its row 5"), "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix(
          "shorter than its row by 2: LazyVGrid keeps a cell's own height, placed by its column's alignment (center)"
        )
      }, "\(lines)")
    #expect(lines.contains("GridItem 1 (fixed 20 pt): 20 pt, its own width"), "\(lines)")
    let filling = try #require(
      result.allElements.first { $0.kind == .cell && $0.indexPath == ItemPath(section: 0, item: 2) })
    let adaptive = scene.inspectorLines(for: filling, in: result, settings: settings, isSettling: false)
    #expect(
      adaptive.contains(
        "GridItem 2 (adaptive 10–12 pt): offered 32 pt, which holds 2 columns of its minimum: each 12 pt"),
      "\(adaptive)")
  }
}
