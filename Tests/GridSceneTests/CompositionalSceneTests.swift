import GridCanvas
import GridFixtures
import GridLayout
import Testing

@testable import GridScene

/// A fixture's compositional layout bound to the engine: each section's own section, the names the
/// previewer shows, the inspector's reasons, the compare view's two sides, what the audit says, and
/// the view height.
@Suite struct CompositionalSceneTests {
  static let json = """
    {"layout": "compositional", "pointsPerColumn": 1,
     "compositional": {"group": {"horizontal": {
       "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}},
       "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"estimated": 44}}},
       "count": 2}}},
     "sections": [
       {"items": [{"text": "a", "height": 3}, {"text": "b", "height": 9}, "c"]},
       {"compositional": {"group": {"horizontal": {
         "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 6}},
         "subitem": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}},
         "count": 1}}},
        "items": ["a text far too long for a box three rows tall at this width, which cuts it"]}
     ]}
    """

  static func scene() throws -> (Scene, SceneSettings) {
    let fixture = try Fixture.parse(json, fileName: "c.json").fixture
    return (Scene(fixture: fixture), SceneSettings(fixture: fixture))
  }

  @Test func eachSectionHasItsOwnSectionAndTheStatusBarNamesTheFirst() throws {
    let (scene, settings) = try Self.scene()
    #expect(
      scene.metrics(ofSection: 0, width: 40, settings: settings).compositional?.group.axis == .horizontal)
    let second = scene.metrics(ofSection: 1, width: 40, settings: settings).compositional
    #expect(second?.group.layoutSize.heightDimension == .absolute(6))
    #expect(
      scene.compositionalSummary(ofSection: 0, width: 40, settings: settings)
        == "horizontal · 2 a group · estimated")
    #expect(
      scene.compositionalSummary(ofSection: 1, width: 40, settings: settings)
        == "horizontal · 1 a group · fractional")
  }

  @Test func theInspectorSaysWhatDecidedWidthAndHeight() throws {
    let (scene, settings) = try Self.scene()
    let result = scene.layoutResult(width: 40, settings: settings)
    let element = try #require(
      result.allElements.first { $0.kind == .cell && $0.section == 0 && $0.item == 0 })
    let lines = scene.inspectorLines(for: element, in: result, settings: settings, isSettling: false)
    #expect(lines.contains("slot 1: group.horizontal.subitem"), "\(lines)")
    #expect(lines.contains("width: one of 2 equal slots of its horizontal group (count: 2)"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("height: measured (estimated(44)), its own") }, "\(lines)")
  }

  @Test func theCompareViewIsEstimatedBesideUniform() throws {
    let (scene, settings) = try Self.scene()
    #expect(settings.comparedRagged.layout == .compositional && !settings.comparedRagged.fillsEveryRow)
    #expect(settings.comparedStretched.layout == .compositional && settings.comparedStretched.fillsEveryRow)
    #expect(settings.raggedName == "estimated" && settings.stretchedName == "uniformAcrossSiblings")
    let ragged = scene.layoutResult(width: 40, settings: settings.comparedRagged)
    let uniform = scene.layoutResult(width: 40, settings: settings.comparedStretched)
    let a = ItemPath(section: 0, item: 0)
    #expect(ragged.frame(of: a).map { Canvas.cells($0.height) } == 3)
    #expect(uniform.frame(of: a).map { Canvas.cells($0.height) } == 9)
  }

  @Test func theAuditFindsARaggedGroupAndTextCutByAPinnedHeight() throws {
    let (scene, settings) = try Self.scene()
    let findings = scene.findings(width: 40, settings: settings)
    let ragged = try #require(findings.first { $0.rule == .raggedRow })
    #expect(ragged.subject == .item(section: 0, item: 0))
    #expect(
      ragged.message.contains("are 3, 9 rows tall") && ragged.message.contains(".uniformAcrossSiblings"))
    let cut = try #require(findings.first { $0.rule == .textCutByHeight })
    #expect(cut.subject == .item(section: 1, item: 0))
    #expect(
      cut.message.contains(".fractionalHeight(1)") && cut.message.contains(".estimated"), "\(cut.message)")
    // Uniform heights leave no ragged group.
    var uniform = settings
    uniform.fillsEveryRow = true
    #expect(!scene.findings(width: 40, settings: uniform).contains { $0.rule == .raggedRow })
  }

  @Test func thePreviewerTakesItsScreensHeightAsTheViewHeight() throws {
    let (scene, settings) = try Self.scene()
    var state = PreviewState(scene: scene, settings: settings, terminalSize: (60, 30))
    #expect(state.settings.viewHeight == state.viewportHeight)
    _ = state.update(.resize(width: 60, height: 20))
    #expect(state.settings.viewHeight == state.viewportHeight)
    #expect(state.statusBar.layoutName == "Compositional · horizontal · 2 a group · estimated")
  }
}
