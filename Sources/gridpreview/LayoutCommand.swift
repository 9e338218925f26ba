import ArgumentParser
import Foundation
import GridOutput
import GridScene

struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the computed frames as JSON, to compare with your app.",
    discussion: """
      Output:
        {"width": W, "columns": n, "sectionColumns": [n, ...], "category": "large",
         "layout": "grid", "contentSize": {"width": W, "height": H},
         "elements": [{"kind": "header"|"cell"|"footer", "section": s,
                       "item": i, "x": .., "y": .., "width": .., "height": ..}]}
      Elements are ordered by section, then header, cells by item, footer;
      "item" appears only for cells. "sectionColumns" is each section's column
      count. Units are terminal cells (columns, rows).

      With --scroll Y --height H: only the elements that show in rows
      Y..<Y+H, a "viewport": {"y": Y, "height": H} key, and pinned headers and
      footers (the fixture's pinHeaders, pinFooters) where a scrolled view draws
      them, marked "pinned": true.

      Examples:
        gridpreview layout --width 100
        gridpreview layout Fixtures/sections.json --width 60 --category AX3
        gridpreview layout Fixtures/spans.json --width 80 --scroll 30 --height 24
      """
  )

  @OptionGroup var scene: SceneOptions

  @Option(parsing: .unconditional, help: "Report a viewport scrolled to this row (needs --height).")
  var scroll: Int?

  @Option(
    parsing: .unconditional,
    help: "The viewport's height in rows: print what shows, pinned bands where drawn.")
  var height: Int?

  func validate() throws {
    if let scroll, scroll < 0 { throw ValidationError("--scroll must be at least 0, got \(scroll)") }
    if let height, height < 1 { throw ValidationError("--height must be at least 1, got \(height)") }
    if scroll != nil, height == nil { throw ValidationError("--scroll needs --height") }
  }

  func run() throws {
    let loaded = try self.scene.load(cachesMeasurements: false)
    let (scene, settings) = (loaded.scene, loaded.settings)
    let width = self.scene.resolvedWidth(
      environment: ProcessInfo.processInfo.environment, pointsPerColumn: settings.pointsPerColumn)
    let result = scene.layoutResultMeasuredOnEveryCore(width: width, settings: settings)
    var out = StandardOutput()
    var failure: OutputFailure?
    let viewport = height.map { LayoutJSON.Viewport(y: scroll ?? 0, height: $0) }
    LayoutJSON.write(
      result, layoutName: settings.layout.rawValue, category: settings.category, viewport: viewport,
      gridColumns: scene.gridColumnsJSON(width: width, settings: settings),
      compositional: scene.compositionalJSON(width: width, settings: settings, result: result)
    ) { text in
      guard failure == nil else { return }
      do throws(OutputFailure) { try out.write(text) } catch { failure = error }
    }
    if let failure { throw failure }
    try out.flush()
    GridPreviewCommand.exitAfterOutput()
  }
}
